"""Otys' screens at 1024×600, 1280×720, 1920×1080 and 2560×1440 (offscreen): the
setup pages, the table's moments (phase 1, a battery's question, naming a contract,
the last round), the end and the library; the controls of each current step are
shown whole, not covered, at least 44 px high, and the window keeps its size."""

from __future__ import annotations

from pathlib import Path

from otys_screens import SIZES, prepare_games, shoot_size
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui import theme
from ui.main_window import MainWindow


def test_every_otys_step_can_be_tapped_at_every_size(
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
    assert (tmp_path / "1024x600" / "table-phase1.png").exists()
    assert (tmp_path / "1920x1080" / "final.png").exists()
    assert problems == [], "\n".join(problems)
