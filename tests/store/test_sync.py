"""Issue #13: a tap's commit does not wait for the disk (``synchronous=NORMAL`` for it
alone: in WAL mode SQLite then makes no sync at the commit); the store syncs it in the
idle time after the tap, on a worker thread, and every other commit (``FULL``),
checkpoint and closing syncs it too. The store's own syncs are counted by wrapping its
``_sync_file``."""

from __future__ import annotations

import errno
import os
import threading
import time
from pathlib import Path

import pytest

from companion.core import DataError, RuleViolation
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


def _idle(store: GameStore) -> None:
    """The idle time after a tap: ``after_tap`` until the sync it sends has landed."""
    store.after_tap()
    while store.unsynced:
        time.sleep(0.001)
        store.after_tap()


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
    _idle(store)
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
        _idle(store)
    assert not [line for line in sent if "wal_checkpoint" in line]
    started = _wal_starts(db_path)
    _tap(game)
    _idle(store)
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
    _idle(store)
    assert [notice.code for notice in store.notices] == ["wal_vanished"]
    with GameStore(db_path, rulesets=[COUNTER]) as reopened:
        assert reopened.summary(game.id).status == "in_progress"
    assert check_consistent(db_path, COUNTER, game.id) == state
    store.close()


def _held_syncs(monkeypatch: pytest.MonkeyPatch, log: list[str]) -> threading.Event:
    """Syncs that wait until the event is set, then log ``synced on <thread>``."""
    release = threading.Event()

    def sync_file(descriptor: int) -> None:
        assert release.wait(10)
        os.fsync(descriptor)
        log.append(f"synced on {threading.current_thread().name}")

    monkeypatch.setattr(database, "_sync_file", sync_file)
    return release


def test_the_sync_runs_on_a_worker_thread_while_taps_go_on(
    store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    log: list[str] = []
    release = _held_syncs(monkeypatch, log)
    game = store.new_game(COUNTER, setup())
    _tap(game)
    store.after_tap()  # returns with the disk still busy
    _tap(game)  # a tap commits meanwhile
    store.after_tap()  # in flight: nothing more is sent
    assert store.unsynced and log == []
    release.set()
    _idle(store)  # landed, but it did not cover the second tap: synced again
    assert len(log) == 2 and all(line.startswith("synced on companion-sync") for line in log)
    assert not store.unsynced


@pytest.mark.parametrize("how", ["checkpoint", "close", "after_tap checkpoints"])
def test_checkpoints_and_closing_wait_for_the_sync_in_flight(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    store = GameStore(db_path, rulesets=[COUNTER])
    game = store.new_game(COUNTER, setup())
    store.checkpoint()
    for _ in range(database.CHECKPOINT_AFTER if how == "after_tap checkpoints" else 1):
        _tap(game)
    log: list[str] = []
    release = _held_syncs(monkeypatch, log)
    store.db.conn.set_trace_callback(log.append)
    store.after_tap()  # sent
    store.after_tap()  # in flight: no checkpoint under it
    assert log == []
    threading.Timer(0.2, release.set).start()
    if how == "close":
        store.close()
        assert log[0].startswith("synced on companion-sync") and not store.unsynced
        assert not [thread for thread in threading.enumerate() if "companion-sync" in thread.name]
        return
    store.checkpoint() if how == "checkpoint" else _idle(store)
    checkpoints = [n for n, line in enumerate(log) if "wal_checkpoint" in line]
    assert log[0].startswith("synced on companion-sync") and checkpoints[0] > 0
    assert not store.unsynced
    store.close()


def test_a_failed_sync_is_raised_by_the_idle_time_after_and_tried_again(
    store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fail(descriptor: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(database, "_sync_file", fail)
    game = store.new_game(COUNTER, setup())
    _tap(game)
    with pytest.raises(DataError) as raised:
        _idle(store)
    assert raised.value.code == "database_unavailable" and store.unsynced
    assert "Input/output error" in str(raised.value)
    with pytest.raises(DataError):
        store.sync()  # as before, on the caller's thread
    monkeypatch.setattr(database, "_sync_file", os.fsync)
    _idle(store)
    assert not store.unsynced


def _from_pragma(sent: list[str]) -> list[str]:
    """The statements from the first setting of ``synchronous`` on."""
    return sent[next(i for i, line in enumerate(sent) if "synchronous" in line) :]


def _reopened(db_path: Path) -> tuple[GameStore, int]:
    """A store opened again after its game was saved and the store closed (the app's
    start: SQLite deleted the ``-wal`` at closing), and the game's number."""
    with GameStore(db_path, rulesets=[COUNTER]) as first:
        number = first.new_game(COUNTER, setup()).id
    return GameStore(db_path, rulesets=[COUNTER]), number


def test_the_apps_opening_of_a_game_waits_for_no_disk_and_the_idle_time_syncs_it(
    db_path: Path, synced: list[int]
) -> None:
    store, number = _reopened(db_path)
    try:
        sent = _sent(store)
        game = store.open_game(number, synced=False)
        # an empty -wal: OFF (NORMAL would still sync the new WAL's header and folder)
        assert _from_pragma(sent)[:2] == ["PRAGMA synchronous=OFF", "BEGIN IMMEDIATE"]
        assert "PRAGMA synchronous=FULL" in sent  # again after the commit
        assert synced == [] and store.unsynced
        _tap(game)  # into a -wal with frames: NORMAL
        assert "PRAGMA synchronous=NORMAL" in sent and store.unsynced
        _idle(store)
        assert len(synced) == 2 and not store.unsynced  # the -wal and its folder
        _tap(game)
        _idle(store)
        assert len(synced) == 3  # the folder once
    finally:
        store.close()
    with GameStore(db_path, rulesets=[COUNTER]) as again:  # the lock and taps were saved
        assert sum(again.open_game(number).state.scores) == 2


def test_a_store_sync_puts_an_unwaited_opening_and_its_folder_on_the_disk(
    db_path: Path, synced: list[int]
) -> None:
    store, number = _reopened(db_path)
    with store:
        store.open_game(number, synced=False)
        store.sync()
        assert len(synced) == 2 and not store.unsynced


def test_a_synced_commit_after_an_unwaited_opening_leaves_the_folder_to_the_store(
    db_path: Path, synced: list[int]
) -> None:
    store, number = _reopened(db_path)
    with store:
        game = store.open_game(number, synced=False)
        game.execute(add(game.state.players[game.state.turn]))  # FULL: SQLite syncs the -wal
        assert store.unsynced and synced == []  # (its folder: the store's own sync, as due)
        _idle(store)
        assert len(synced) == 2 and not store.unsynced


def test_a_write_before_the_lock_makes_an_unwaited_commit_normal(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store, number = _reopened(db_path)
    with store:
        seen = iter([True, False])  # empty when looked at, then written by another instance
        monkeypatch.setattr(database, "_wal_empty", lambda wal: next(seen))
        sent = _sent(store)
        store.open_game(number, synced=False)
        assert _from_pragma(sent)[:5] == [
            "PRAGMA synchronous=OFF",
            "BEGIN IMMEDIATE",
            "ROLLBACK",
            "PRAGMA synchronous=NORMAL",
            "BEGIN IMMEDIATE",
        ]


def test_opening_a_game_otherwise_waits_for_the_disk(db_path: Path) -> None:
    store, number = _reopened(db_path)
    with store:
        sent = _sent(store)
        store.open_game(number)
        assert not [line for line in sent if "synchronous" in line] and not store.unsynced


def _snapshots(store: GameStore, game: StoredGame) -> list[int]:
    return [
        seq
        for (seq,) in store.db.execute(
            "SELECT seq FROM snapshots WHERE game = ? ORDER BY seq", [game.id]
        )
    ]


def test_a_tap_leaves_its_snapshot_to_the_idle_time(store: GameStore) -> None:
    """Serialising the state for a snapshot took 1.5–3 ms of the tap it fell in (issue
    #13): a tap's batch leaves it to the idle time after it (``keep_snapshot``, before
    the sync), a command saved on its own still writes it at once, and a snapshot left
    for a command taken back and replaced is dropped. Reopened, the game is the same."""
    game = store.new_game(COUNTER, setup())  # a snapshot after the setup, seq 1
    for _ in range(3):
        _tap(game)
    assert game.head == 4 and _snapshots(store, game) == [1]
    _tap(game)  # seq 5 is due (every 4): left for later
    assert _snapshots(store, game) == [1]
    _tap(game)  # the one left counts as the last: none due again
    game.keep_snapshot()
    _idle(store)
    assert _snapshots(store, game) == [1, 5] and not store.unsynced
    for _ in range(2):
        _tap(game)
    _tap(game)  # seq 9 is due: left for later, then taken back and replaced
    game.undo()
    with game.batch(synced=False):  # seq 9 again, another command: left in its place
        game.execute(add(game.state.players[game.state.turn], amount=3))
    assert _snapshots(store, game) == [1, 5]
    game.keep_snapshot()
    assert _snapshots(store, game) == [1, 5, 9]
    for _ in range(4):  # not taps: seq 13's written with its command
        game.execute(add(game.state.players[game.state.turn]))
    assert _snapshots(store, game) == [1, 5, 9, 13]
    for _ in range(4):  # seq 17's left for later, then closing the game writes it
        _tap(game)
    assert _snapshots(store, game) == [1, 5, 9, 13]
    state, number = game.state, game.id
    game.close()
    assert _snapshots(store, game) == [1, 5, 9, 13, 17]
    with store.open_game(number) as opened:
        assert opened.state == state
    assert check_consistent(store.path, COUNTER, number) == state  # the snapshots too
