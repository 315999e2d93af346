"""A tap's commit does not wait for the disk; it is synced in the idle time after the
tap's paint, or at the latest ``SYNC_WITHIN_MS`` after it, and when the game closes
(issue #13: the store's fsync was ≈ 8 ms of a tap at p99)."""

from __future__ import annotations

import errno
import os
import threading
from typing import Any

import pytest
from project_scripts import seeded_table
from pytestqt.qtbot import QtBot

from companion.core.registry import get_plugin
from companion.games.underwater_cities.commands import Gain, Place
from companion.games.underwater_cities.model import Resources
from companion.games.underwater_cities.state import CardInfo
from companion.store import GameStore, database
from ui.controller import SYNC_WITHIN_MS, GameController
from ui.main_window import MainWindow

UC = "underwater_cities"
IDLE_MS = 40
"""Idle time between taps (the table's idle work runs after 10 ms of quiet)."""


@pytest.fixture
def syncs(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """One entry per sync of the store (True: made inside a tap that plays a command, or
    on the event loop's thread)."""
    made: list[bool] = []

    def sync_file(descriptor: int) -> None:
        made.append(_inside[0] or threading.current_thread() is threading.main_thread())
        os.fsync(descriptor)

    monkeypatch.setattr(database, "_sync_file", sync_file)
    return made


_inside = [False]


def test_the_table_syncs_each_tap_after_its_paint_never_inside_it(
    qtbot: QtBot, store: GameStore, window: MainWindow, syncs: list[bool]
) -> None:
    player = seeded_table(store, window)
    real_tap = player._tap
    unsynced_after: list[bool] = []
    played: list[str] = []

    def tap(act: Any, what: str) -> None:
        changes = store.db.conn.total_changes
        _inside[0] = what != "take-special"  # a card taught at the table: saved at once
        real_tap(act, what)
        _inside[0] = False
        if store.db.conn.total_changes != changes:  # the tap played a command
            unsynced_after.append(store.unsynced)
        qtbot.wait(IDLE_MS)  # the idle time after the tap syncs it
        qtbot.waitUntil(lambda: not store.unsynced, timeout=5000)  # (on a loaded machine)
        played.append(what)

    player._tap = tap
    while len(played) < 40:
        player.step()
    assert not any(syncs)  # no tap (nor the event loop) waited for the disk
    assert len(unsynced_after) >= 20 and all(unsynced_after)  # saved, the fsync left for later
    assert len(syncs) >= len(unsynced_after)


def test_without_idle_time_a_tap_is_synced_soon_and_when_the_game_closes(
    qtbot: QtBot, store: GameStore
) -> None:
    controller = GameController(store.new_game(UC, get_plugin(UC).example_setup(2, 1)))
    player = controller.state.current_player
    with controller.one_tap():
        controller.execute(Place(player=player, slot="always", card=CardInfo(colour="green")))
    assert controller.unsynced
    qtbot.waitUntil(lambda: not controller.unsynced, timeout=SYNC_WITHIN_MS * 20)
    with controller.one_tap():
        controller.execute(Gain(player=player, resources=Resources(credits=2), cards=2))
    assert controller.unsynced
    controller.close()
    assert not store.unsynced


def test_a_sync_that_fails_on_its_thread_is_told_to_the_table(
    qtbot: QtBot, store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = GameController(store.new_game(UC, get_plugin(UC).example_setup(2, 1)))
    player = controller.state.current_player

    def fail(descriptor: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(database, "_sync_file", fail)
    tap = Place(player=player, slot="always", card=CardInfo(colour="green"))
    with (
        qtbot.waitSignal(controller.failed, timeout=SYNC_WITHIN_MS * 20) as told,
        controller.one_tap(),
    ):
        controller.execute(tap)
    assert "Input/output error" in told.args[0] and controller.unsynced
    monkeypatch.setattr(database, "_sync_file", os.fsync)
    controller.sync()  # tried again
    qtbot.waitUntil(lambda: not controller.unsynced, timeout=SYNC_WITHIN_MS * 20)
    controller.close()


def test_a_resumed_games_lock_is_synced_after_the_tables_paint_not_before(
    qtbot: QtBot, data_dir: Any, syncs: list[bool]
) -> None:
    with GameStore() as first:  # closed: the next start finds no -wal, as the app's does
        number = first.new_game(UC, get_plugin(UC).example_setup(4, 1)).id
    with GameStore() as store:
        sent: list[str] = []
        store.db.conn.set_trace_callback(sent.append)
        main = MainWindow(store)
        qtbot.addWidget(main)
        assert main.open_game(number)
        # the lock's commit made no sync (OFF: not even the new WAL's header and folder)
        assert "PRAGMA synchronous=OFF" in sent and not syncs and store.unsynced
        main.show()
        qtbot.waitExposed(main)
        qtbot.waitUntil(lambda: not store.unsynced, timeout=5000)  # the first idle work
        assert syncs == [False, False]  # the -wal and its folder, on the worker thread
        main.close_game()
        main.close()
