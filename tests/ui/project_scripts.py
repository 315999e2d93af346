"""The project's scripts (``scripts/``) loaded as modules for the UI tests."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from importlib.machinery import SourceFileLoader
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def load_script(name: str, folder: str = "scripts") -> ModuleType:
    """A script of ``scripts/`` (no ``.py`` needed), or of ``folder``, as a module."""
    path = ROOT / folder / name
    loader = SourceFileLoader(f"companion_script_{name.replace('.', '_')}", str(path))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[loader.name] = module  # dataclasses look their module up
    loader.exec_module(module)
    return module


def styled_page(qtbot: Any, width: int, height: int) -> Any:
    """A top-level ``QWidget`` of ``width``×``height`` under the app's light theme and
    its style sheet (as the app's widgets are), closed with the test."""
    from PySide6.QtWidgets import QApplication, QWidget

    from ui import theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.apply(app, theme.LIGHT)
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(width, height)
    return page


def seeded_table(store: Any, window: Any, seed: int = 3, drawn: int = 1) -> Any:
    """``benchmarks/taps.py``'s player of a new 4-player game at the table of ``window``
    (1600×1000), its cards taught to ``store``, played by lot from ``seed``; the wizard's
    draws (the play order, the tiles dealt) from ``drawn``, so each run plays one game."""
    taps = load_script("taps.py", "benchmarks")
    cards = taps.known_cards(0)
    taps.teach(store, cards)
    window.resize(1600, 1000)
    player = taps.TablePlayer(window, seed, cards)
    player.new_game(["Ada", "Bo", "Cy", "Di"], drawn)
    return player


def table_window(qtbot: Any, store: Any, size: tuple[int, int]) -> tuple[Any, Any, Any]:
    """``benchmarks/taps.py`` as a module, the cards of its ``known_cards(1)`` (taught to
    ``store``) and a new window of ``size``, shown, to set a game up in."""
    from ui.main_window import MainWindow

    taps = load_script("taps.py", "benchmarks")
    cards = taps.known_cards(1)
    taps.teach(store, cards)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    return taps, cards, window


def table_player(qtbot: Any, store: Any, size: tuple[int, int], names: list[str], seed: int) -> Any:
    """``benchmarks/taps.py``'s player of a game just set up through the widgets in a new
    window of ``size`` (``.window``; see :func:`table_window`), the wizard's draws too
    from ``seed``."""
    taps, cards, window = table_window(qtbot, store, size)
    player = taps.TablePlayer(window, seed, cards)
    player.new_game(names, seed)
    return player


def screen_is_fresh(window: Any) -> bool:
    """What the window shows (its backing store) equals the window painted afresh."""
    shown = window.screen().grabWindow(window.winId()).toImage()
    return bool(shown == window.grab().toImage().convertToFormat(shown.format()))


def watched_taps(player: Any, qtbot: Any, idle_ms: int, inside: list[bool]) -> list[str]:
    """The names of ``player``'s taps from now on, each followed by ``idle_ms`` of idle
    time; ``inside[0]`` is True while a tap runs."""
    played: list[str] = []
    real_tap = player._tap

    def tap(act: Any, what: str) -> None:
        inside[0] = True
        real_tap(act, what)
        inside[0] = False
        played.append(what)
        qtbot.wait(idle_ms)

    player._tap = tap
    return played


def first_frame_lines(script: str) -> list[str]:
    """What ``script`` (a start of the app, run offscreen in a fresh Python with the
    project on its path) printed, line by line; it must exit 0."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


RESUMED = """
from ui.app import create_application, create_main_window, open_store
app = create_application()
store = open_store()
window = create_main_window(store)
window.show()
app.processEvents()
"""


def resumed_first_frame_lines(data_dir: Path, checks: str) -> list[str]:
    """What ``checks`` printed, run in a fresh app at the first frame of the demo game
    it resumed (saved in ``data_dir``, the test's data directory); the window and the
    store are closed after them."""
    from ui import settings
    from ui.app import demo_store

    store, number = demo_store(data_dir)
    store.close()
    settings.remember_game(number)
    return first_frame_lines(RESUMED + checks + "window.close()\nstore.close()\n")


def opened_demo(
    qtbot: Any, data_dir: Path, size: tuple[int, int] = (1600, 1000)
) -> tuple[Any, Any, Any]:
    """The demo game opened at the table of a new window of ``size``, not shown yet (its
    first frame still to come): the store, the window and its table."""
    from ui.app import demo_store
    from ui.games.underwater_cities.table.screen import TableScreen
    from ui.main_window import MainWindow

    store, number = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.resize(*size)
    assert window.open_game(number)
    table = window.table
    assert isinstance(table, TableScreen)
    return store, window, table


def demo_table(qtbot: Any, data_dir: Path, before_idle: Any = None) -> tuple[Any, Any]:
    """The demo game at the table of a new 1600×1000 window, its idle work done (as the
    History runs open it): the window and its table. ``before_idle(table)`` runs before
    that wait (to change what the idle work does)."""
    from ui.app import demo_store
    from ui.games.underwater_cities.table.screen import TableScreen
    from ui.main_window import MainWindow

    store, number = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    assert window.open_game(number)
    table = window.table
    assert isinstance(table, TableScreen)
    if before_idle is not None:
        before_idle(table)
    qtbot.waitUntil(lambda: table._rehearsed and not table._idle.isActive(), timeout=10_000)
    return window, table
