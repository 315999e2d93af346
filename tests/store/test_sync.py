"""Issue #13: a tap's commit does not wait for the disk (``synchronous=NORMAL`` for it
alone: in WAL mode SQLite then makes no sync at the commit); the store syncs it in the
idle time after the tap, and every other commit (``FULL``), checkpoint and closing
syncs it too. The store's own syncs are counted by wrapping its ``_sync_file``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from companion.core import RuleViolation
from companion.store import GameStore, StoredGame, database

from .checks import check_consistent
from .counter import COUNTER, add, setup


@pytest.fixture
def synced(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """One entry per sync of a file by the store from now on."""
    calls: list[int] = []

    def sync_file(descriptor: int) -> None:
        calls.append(descriptor)
        os.fsync(descriptor)

    monkeypatch.setattr(database, "_sync_file", sync_file)
    return calls


def _tap(game: StoredGame) -> None:
    with game.batch(synced=False):
        game.execute(add(game.state.players[game.state.turn]))


def _sent(store: GameStore) -> list[str]:
    """The statements sent on the store's connection from now on."""
    sent: list[str] = []
    store.db.conn.set_trace_callback(sent.append)
    return sent


def test_every_other_commit_waits_for_the_disk(store: GameStore) -> None:
    sent = _sent(store)
    game = store.new_game(COUNTER, setup())
    game.execute(add("Ann"))
    game.undo()
    with game.batch():
        game.execute(add("Ann"))
    assert not [line for line in sent if "synchronous" in line] and not store.unsynced
    assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_a_tap_does_not_wait_for_the_disk_and_the_idle_time_syncs_it(
    store: GameStore, synced: list[int]
) -> None:
    game = store.new_game(COUNTER, setup())
    sent = _sent(store)
    _tap(game)
    assert sent[:2] == ["PRAGMA synchronous=NORMAL", "BEGIN IMMEDIATE"]
    assert sent[-2:] == ["COMMIT", "PRAGMA synchronous=FULL"]
    _tap(game)
    assert synced == [] and store.unsynced
    store.after_tap()
    assert len(synced) == 1 and not store.unsynced
    store.after_tap()  # nothing left to sync
    assert len(synced) == 1


def test_after_a_refused_tap_commits_wait_for_the_disk_again(store: GameStore) -> None:
    game = store.new_game(COUNTER, setup())
    with pytest.raises(RuleViolation), game.batch(synced=False):
        game.execute(add("Nobody"))
    assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 2


def test_a_synced_commit_after_a_tap_syncs_the_tap_too(store: GameStore) -> None:
    game = store.new_game(COUNTER, setup())
    _tap(game)
    assert store.unsynced
    game.undo()  # SQLite syncs the -wal file: every frame in it
    assert not store.unsynced


@pytest.mark.parametrize("how", ["close", "checkpoint", "game closed"])
def test_closing_and_checkpoints_sync_the_taps(db_path: Path, how: str) -> None:
    store = GameStore(db_path, rulesets=[COUNTER])
    game = store.new_game(COUNTER, setup())
    _tap(game)
    if how == "close":
        store.close()
    else:
        game.close() if how == "game closed" else store.checkpoint()
    assert not store.unsynced
    if how != "close":
        store.close()


def test_the_idle_time_checkpoints_before_sqlite_would_inside_a_tap(
    store: GameStore, db_path: Path
) -> None:
    game = store.new_game(COUNTER, setup())
    store.checkpoint()
    sent: list[str] = []
    store.db.conn.set_trace_callback(sent.append)
    for _ in range(database.CHECKPOINT_AFTER - 1):
        _tap(game)
        store.after_tap()
    assert not [line for line in sent if "wal_checkpoint" in line]
    started = _wal_starts(db_path)
    _tap(game)
    store.after_tap()
    assert [line for line in sent if "wal_checkpoint" in line] == ["PRAGMA wal_checkpoint(PASSIVE)"]
    # the WAL started again in the idle time (SQLite syncs a new WAL's header at its
    # first commit, whatever the synchronous mode), not in the next tap's commit
    assert _wal_starts(db_path) == started + 1 and not store.unsynced
    _tap(game)
    assert _wal_starts(db_path) == started + 1


def _wal_starts(path: Path) -> int:
    """The WAL header's checkpoint sequence number: one more at each start of the WAL."""
    with open(f"{path}-wal", "rb") as wal:  # (SQLite holds no lock on the -wal)
        return int.from_bytes(wal.read(16)[12:16], "big")


def test_a_wal_deleted_before_the_sync_is_noticed_and_nothing_is_lost(
    db_path: Path,
) -> None:
    store = GameStore(db_path, rulesets=[COUNTER])
    game = store.new_game(COUNTER, setup())
    for _ in range(5):
        _tap(game)
    state = game.state
    os.unlink(f"{db_path}-wal")
    store.after_tap()
    assert [notice.code for notice in store.notices] == ["wal_vanished"]
    with GameStore(db_path, rulesets=[COUNTER]) as reopened:
        assert reopened.summary(game.id).status == "in_progress"
    assert check_consistent(db_path, COUNTER, game.id) == state
    store.close()
