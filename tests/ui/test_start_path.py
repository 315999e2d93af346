"""The start path builds only what the first frame shows (issue #13)."""

from __future__ import annotations

from pathlib import Path

from project_scripts import resumed_first_frame_lines
from pytestqt.qtbot import QtBot

from ui.app import demo_store
from ui.main_window import MainWindow

CHECKS = """
import sys
assert window.table is not None and window.controller.state.player_count == 4
late = ["sqlite_utils", "qasync", "asyncio", "ui.screens.home", "ui.screens.history"]
print("loaded:", *sorted(m for m in late if m in sys.modules))
order = list(sys.modules)
first = ["companion.store", "companion.teaching"]
print("after PySide6:", *[m for m in first if order.index(m) > order.index("PySide6")])
others = [m for m in sys.modules if m.startswith(("companion.games.", "ui.games."))]
print("other games:", *sorted({m.split(".")[2] for m in others} - {"underwater_cities"}))
import gc
print("gc:", gc.isenabled())
import linecache
print("sources read:", *[f for f in linecache.cache if "/ui/" in f or f.endswith("/typing.py")])
"""


def test_the_first_frame_needs_no_sqlite_utils_qasync_home_or_history(data_dir: Path) -> None:
    lines = resumed_first_frame_lines(data_dir, CHECKS)
    assert "loaded:" in lines  # none of them
    assert "after PySide6:" in lines  # the store and teaching came first
    assert "other games:" in lines  # the resumed game's engine only
    assert "gc: True" in lines  # collecting again once the window is built
    # PySide6's import hook read no module's source (neither the app's nor typing's)
    assert "sources read:" in lines


def test_home_and_history_are_built_when_first_shown(qtbot: QtBot, data_dir: Path) -> None:
    store, number = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    assert window.open_game(number)
    window.show()
    qtbot.waitExposed(window)
    assert window._home is None and window._history is None
    assert window.stack.currentWidget() is window.table
    window.toggle_history()
    assert window.history_dock.isVisible() and window.history.isVisible()
    window.show_home()
    assert window.stack.currentWidget() is window.home and window.home.isVisible()
    window.close()
    store.close()


def test_a_window_without_a_game_opens_on_home(qtbot: QtBot, data_dir: Path) -> None:
    store, _ = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.stack.currentWidget() is window.home and window.home.isVisible()
    window.set_language("de")  # rebuilt screens keep working before the history exists
    assert window.stack.currentWidget() is window.home and window._history is None
    window.close()
    store.close()
