"""What the app says when its games database cannot be opened as it is (ui.app.open_store):
the message box's type is set up only then, not at every start (issue #13)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

import companion.store
from companion.core.errors import DataError
from ui import app, plain_text


def _told(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any]]:
    told: list[tuple[str, Any]] = []
    monkeypatch.setattr(
        plain_text, "tell", lambda _p, _t, text, icon=None: told.append((text, icon))
    )
    return told


def test_an_unreadable_store_is_told_as_critical(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse() -> None:
        raise DataError("database_locked", "locked", path=str(data_dir))

    monkeypatch.setattr(companion.store, "GameStore", refuse)
    told = _told(monkeypatch)
    assert app.open_store() is None
    assert [icon for _, icon in told] == [QMessageBox.Icon.Critical]


def test_notices_of_the_opening_are_told_as_information(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Noticed:
        def __init__(self) -> None:
            self.notices = [DataError("wal_set_aside", "kept aside", path=str(data_dir))]

    monkeypatch.setattr(companion.store, "GameStore", Noticed)
    told = _told(monkeypatch)
    assert isinstance(app.open_store(), Noticed)
    assert [icon for _, icon in told] == [QMessageBox.Icon.Information]


def test_a_damaged_store_kept_when_the_player_says_no(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    damaged = data_dir / "companion.sqlite3"
    damaged.write_bytes(b"not a database at all" * 100)
    asked: list[str] = []
    monkeypatch.setattr(plain_text, "ask", lambda _p, _t, text: asked.append(text) or False)
    assert app.open_store() is None
    assert len(asked) == 1
    assert damaged.read_bytes() == b"not a database at all" * 100
