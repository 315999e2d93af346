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
