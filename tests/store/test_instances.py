"""Two app instances on one database: the second is told, or watches read-only."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.store import GameOpenElsewhere, GameStore, GameTakenOver, ReadOnlyGame, locks

from .checks import check_consistent
from .counter import COUNTER, add, set_, setup


@pytest.fixture
def other(db_path: Path, store: GameStore) -> Iterator[GameStore]:
    """A second instance on the same database file."""
    with GameStore(db_path, rulesets=[COUNTER], snapshot_every=4) as second:
        yield second


def test_a_second_instance_is_told_the_game_is_open_elsewhere(
    store: GameStore, other: GameStore
) -> None:
    game = store.new_game(COUNTER, setup())
    with pytest.raises(GameOpenElsewhere) as raised:
        other.open_game(game.id)
    error = raised.value
    assert error.code == "game_open_elsewhere"
    assert error.params["pid"] == os.getpid()
    assert error.params["host"] == locks.HOST
    assert "read-only" in error.message


def test_the_second_instance_can_watch_read_only(store: GameStore, other: GameStore) -> None:
    game = store.new_game(COUNTER, setup())
    watcher = other.open_game(game.id, read_only=True)
    assert watcher.read_only
    game.execute(add("Ann", 5))
    assert watcher.state.scores == (0, 0)
    watcher.refresh()
    assert watcher.state.scores == (5, 0)
    with pytest.raises(ReadOnlyGame):
        watcher.execute(add("Bob", 1))


def test_closing_releases_the_game(store: GameStore, other: GameStore) -> None:
    game = store.new_game(COUNTER, setup())
    game.execute(add("Ann", 2))
    game.close()
    assert game.read_only
    with other.open_game(game.id) as again:
        again.execute(add("Bob", 2))
    assert store.open_game(game.id).state.scores == (2, 2)


def test_one_game_open_twice_in_one_process_is_refused(store: GameStore) -> None:
    game = store.new_game(COUNTER, setup())
    with pytest.raises(GameOpenElsewhere):
        store.open_game(game.id)
    game.close()
    store.open_game(game.id).close()


def test_other_games_stay_free(store: GameStore, other: GameStore) -> None:
    store.new_game(COUNTER, setup())
    second = other.new_game(COUNTER, setup("Cy", "Di"))
    second.execute(add("Cy", 1))
    assert len(store.list_games()) == 2


def test_deleting_a_game_open_elsewhere_is_refused(store: GameStore, other: GameStore) -> None:
    game = store.new_game(COUNTER, setup())
    with pytest.raises(GameOpenElsewhere):
        other.delete_game(game.id)
    assert len(store.list_games()) == 1


def dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def set_lock(path: Path, game: int, *, pid: int, host: str, age: float) -> None:
    with sqlite3.connect(path) as raw:
        raw.execute(
            "UPDATE locks SET owner = 'elsewhere', pid = ?, host = ?, heartbeat = ? WHERE game = ?",
            [pid, host, time.time() - age, game],
        )


@pytest.mark.skipif(os.name != "posix", reason="process checks are POSIX only")
def test_a_lock_left_by_a_dead_process_is_taken_over(
    store: GameStore, other: GameStore, db_path: Path
) -> None:
    game = store.new_game(COUNTER, setup())
    set_lock(db_path, game.id, pid=dead_pid(), host=locks.HOST, age=1)
    other.open_game(game.id).execute(add("Ann", 1))


@pytest.mark.parametrize(("age", "taken"), [(locks.STALE_AFTER + 5, True), (5, False)])
def test_a_lock_from_another_computer_is_taken_over_only_when_stale(
    store: GameStore, other: GameStore, db_path: Path, age: float, taken: bool
) -> None:
    game = store.new_game(COUNTER, setup())
    set_lock(db_path, game.id, pid=1, host="another-laptop", age=age)
    if taken:
        other.open_game(game.id).close()
    else:
        with pytest.raises(GameOpenElsewhere) as raised:
            other.open_game(game.id)
        assert raised.value.params["host"] == "another-laptop"


def test_an_instance_whose_game_was_taken_over_can_no_longer_write(
    store: GameStore, other: GameStore, db_path: Path
) -> None:
    game = store.new_game(COUNTER, setup())
    game.execute(add("Ann", 3))
    set_lock(db_path, game.id, pid=os.getpid(), host=locks.HOST, age=locks.STALE_AFTER + 5)
    thief = other.open_game(game.id)
    before = game.state
    for change in (
        lambda: game.execute(add("Bob", 1)),
        game.undo,
        lambda: game.edit(2, set_("Ann", 1)),
        game.heartbeat,
    ):
        with pytest.raises(GameTakenOver) as raised:
            change()
        assert "taken over by another companion window" in raised.value.message
    assert game.state == before
    thief.execute(add("Bob", 1))
    assert check_consistent(db_path, COUNTER, game.id).scores == (3, 1)


def test_heartbeat_keeps_the_lock_fresh(store: GameStore, db_path: Path) -> None:
    game = store.new_game(COUNTER, setup())
    with sqlite3.connect(db_path) as raw:
        raw.execute("UPDATE locks SET heartbeat = 0")
    game.heartbeat()
    with sqlite3.connect(db_path) as raw:
        assert time.time() - raw.execute("SELECT heartbeat FROM locks").fetchone()[0] < 5


PLAYER = Path(__file__).with_name("player.py")


def run_player(*args: object) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(PLAYER), *map(str, args)], stdout=subprocess.PIPE, text=True
    )


def test_a_game_open_in_another_process(store: GameStore, db_path: Path) -> None:
    game = store.new_game(COUNTER, setup())
    game.close()
    holder = run_player("hold", db_path, game.id)
    try:
        assert holder.stdout and holder.stdout.readline() == "open\n"
        with pytest.raises(GameOpenElsewhere) as raised:
            store.open_game(game.id)
        assert raised.value.params["pid"] == holder.pid
        assert store.open_game(game.id, read_only=True).state.scores == (0, 0)
    finally:
        holder.kill()  # the holder crashes: its lock is stale at once
        holder.wait()
    store.open_game(game.id).execute(add("Ann"))


def test_processes_writing_different_games_at_once(store: GameStore, db_path: Path) -> None:
    games = [store.new_game(COUNTER, setup(target=10_000)) for _ in range(4)]
    for game in games:
        game.close()
    writers = [run_player("append", db_path, game.id, 150) for game in games]
    for writer in writers:
        assert writer.wait(60) == 0
    for game in games:
        assert check_consistent(db_path, COUNTER, game.id).scores == (75, 75)
