"""Freed memory goes back to the system between taps, not once a game closes only
(issue #13: memory after 1,000 taps within 5 MiB of the start)."""

from __future__ import annotations

import pytest
from project_scripts import seeded_table, watched_taps
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui import memory
from ui.main_window import MainWindow
from ui.widgets import between_taps

IDLE_MS = 40
"""Idle time between taps (the table's idle work runs after 10 ms of quiet)."""


def test_give_back_returns_pages_every_few_taps(monkeypatch: pytest.MonkeyPatch) -> None:
    released: list[bool] = []
    monkeypatch.setattr(memory, "release", lambda: released.append(True) or True)
    monkeypatch.setattr(between_taps, "_taps", [0])
    for _ in range(3 * between_taps.TRIM_EVERY + 1):
        between_taps.give_back()
    assert len(released) == 3


def test_a_table_gives_memory_back_between_taps_never_inside_one(
    qtbot: QtBot, store: GameStore, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    inside = [False]
    during: list[bool] = []
    monkeypatch.setattr(memory, "release", lambda: during.append(inside[0]) or True)
    monkeypatch.setattr(between_taps, "_taps", [0])
    player = seeded_table(store, window)
    played = watched_taps(player, qtbot, IDLE_MS, inside)
    while len(played) < 6 * between_taps.TRIM_EVERY:
        player.step()
    assert not any(during)  # never inside a tap
    assert len(during) >= 4  # about one every TRIM_EVERY taps
