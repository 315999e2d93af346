"""A game the app leaves keeps its state at the head (issue #13): the next start resumes
it from that snapshot, folding no stored event."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui.app import create_main_window, demo_store


def test_resuming_after_a_close_folds_no_events(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store, number = demo_store(data_dir)
    window = create_main_window(store)
    qtbot.addWidget(window)
    assert window.open_game(number) and window.controller is not None
    window.undo()  # a head that no snapshot holds yet
    state, head = window.controller.state, window.controller.game.head
    ruleset: Any = window.controller.game.ruleset
    window.close()
    kept = "SELECT 1 FROM snapshots WHERE game = ? AND seq = ?"
    assert store.db.execute(kept, [number, head]).fetchone() is not None
    store.close()

    read: list[object] = []
    reading = ruleset.event_from_saved

    def counted(data: object) -> object:
        read.append(data)
        return reading(data)

    monkeypatch.setattr(ruleset, "event_from_saved", counted)
    with GameStore() as reopened:
        again = create_main_window(reopened)
        qtbot.addWidget(again)
        assert again.controller is not None and again.controller.id == number
        assert again.controller.state == state
        assert read == []
        again.close()
