"""Antarctica's screens at 1024×600, 1280×720, 1920×1080 and 2560×1440 (offscreen):
the setup pages, the table's steps (naming a revealed card, moving, the action,
an effect, the tracks and players tabs), final scoring and the catalogue; the
controls of each current step are shown whole, not covered, at least 44 px high,
and the window keeps its size."""

from __future__ import annotations

from pathlib import Path

from ant_screens import SIZES, prepare_games, shoot_size
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui import theme
from ui.main_window import MainWindow


def test_every_antarctica_step_can_be_tapped_at_every_size(
    qtbot: QtBot, window: MainWindow, store: GameStore, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    games = prepare_games(store)
    problems: list[str] = []
    try:
        for size in SIZES:
            problems += shoot_size(app, window, store, games, size, tmp_path)
    finally:
        theme.set_scale(1.0)
        theme.apply(app, theme.LIGHT)
    assert (tmp_path / "1024x600" / "table-move.png").exists()
    assert problems == [], "\n".join(problems)


def test_the_catalogue_forms_can_be_tapped_at_1024x600_and_1920x1080(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The board's, a track's and a card's form: every control shown whole, ≥ 44 px,
    and the window keeps its size."""
    from project_scripts import load_script
    from PySide6.QtWidgets import QApplication

    from ui.games.antarctica.catalogue_screen import CatalogueScreen

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    sizes = load_script("screen_sizes.py")
    problems: list[str] = []
    try:
        for width, height in ((1024, 600), (1920, 1080)):
            theme.set_scale(theme.screen_scale(width, height))
            theme.apply(app, theme.LIGHT)
            window.resize(width, height)
            window.show_library("antarctica")
            screen = window.stack.currentWidget()
            assert isinstance(screen, CatalogueScreen)
            for item in ("board", "inland", "four_player", screen.data.catalogue.cards[-1].id):
                screen.select(item)
                for _ in range(4):
                    app.processEvents()
                where = f"{width}x{height} {item}"
                if (window.width(), window.height()) != (width, height):
                    problems.append(f"{where}: the window grew")
                controls = screen.step_controls()
                assert len(controls) > 5, where
                problems += [f"{where}: {p}" for p in sizes.touch_problems(window, controls)]
                rows = [screen.items.visualItemRect(screen.items.item(r)) for r in range(4)]
                problems += [
                    f"{where}: a list row {r.height()} px" for r in rows if r.height() < 44
                ]
            window.show_home()
    finally:
        theme.set_scale(1.0)
        theme.apply(app, theme.LIGHT)
    assert problems == [], "\n".join(problems)
