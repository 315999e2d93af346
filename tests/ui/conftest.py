"""Fixtures for the UI tests: a temporary data directory (database, library,
settings) per test, and the main window on it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from companion.games.underwater_cities.library import use_library
from companion.store import GameStore
from ui.main_window import MainWindow


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def store(data_dir: Path) -> Iterator[GameStore]:
    from companion.games.underwater_cities.library import open_library

    with GameStore() as opened:
        use_library(open_library(opened.path))
        yield opened
    use_library(None)


@pytest.fixture
def window(qtbot: QtBot, store: GameStore) -> Iterator[MainWindow]:
    from PySide6.QtWidgets import QApplication

    from ui import theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.apply(app, theme.LIGHT)
    main = MainWindow(store)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close_game()
