"""Issue #13: the commands of one tap are saved in one transaction (``StoredGame.batch``):
the same rows as one transaction each, one commit, and all of them or none."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from companion.core import DataError, RuleViolation
from companion.store import GameStore

from .checks import check_consistent
from .counter import COUNTER, add, setup


def _rows(path: Path) -> dict[str, list[Any]]:
    """What the store holds of every game, without the times (they differ)."""
    with sqlite3.connect(path) as raw:
        return {
            "commands": raw.execute(
                "SELECT game, seq, command, status, actor FROM commands"
            ).fetchall(),
            "events": raw.execute("SELECT game, seq, idx, event FROM events").fetchall(),
            "snapshots": raw.execute("SELECT game, seq, state FROM snapshots").fetchall(),
            "games": raw.execute(
                "SELECT id, head, players, status, scores, progress, phase, player_count FROM games"
            ).fetchall(),
            "seats": raw.execute("SELECT game, seat, profile, name, points FROM seats").fetchall(),
        }


def _commits(store: GameStore) -> list[str]:
    """The commits (and savepoints) sent on the store's connection from now on."""
    sent: list[str] = []
    store.db.conn.set_trace_callback(sent.append)
    return sent


def test_a_batch_saves_what_single_commands_save(tmp_path: Path) -> None:
    paths = [tmp_path / "one.sqlite3", tmp_path / "batched.sqlite3"]
    for path in paths:
        with GameStore(path, rulesets=[COUNTER], snapshot_every=4) as store:
            game = store.new_game(COUNTER, setup("Ann", "Bob"))
            sent = _commits(store)
            if path.name == "batched.sqlite3":
                with game.batch():
                    for name in ("Ann", "Bob", "Ann", "Bob", "Ann"):
                        game.execute(add(name))
                assert sent.count("COMMIT") == 1
            else:
                for name in ("Ann", "Bob", "Ann", "Bob", "Ann"):
                    game.execute(add(name))
                assert sent.count("COMMIT") == 5
            assert game.head == 6
            assert check_consistent(path, COUNTER, game.id) == game.state
    assert _rows(paths[0]) == _rows(paths[1])


def test_a_refused_command_in_a_batch_leaves_the_others(store: GameStore, db_path: Path) -> None:
    game = store.new_game(COUNTER, setup("Ann", "Bob"))
    with game.batch():
        game.execute(add("Ann"))
        with pytest.raises(RuleViolation):  # not Ann's turn: nothing of it is saved
            game.execute(add("Ann"))
        game.execute(add("Bob"))
    assert game.head == 3
    assert check_consistent(db_path, COUNTER, game.id) == game.state


def test_a_batch_that_fails_to_save_leaves_the_game_as_it_was(
    store: GameStore, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = store.new_game(COUNTER, setup("Ann", "Bob"))
    game.execute(add("Ann"))
    before, head = game.state, game.head
    with pytest.raises(DataError), game.batch():
        game.execute(add("Bob"))
        game.execute(add("Ann"))
        store.db.execute("INSERT INTO no_such_table VALUES (1)")  # the commit cannot happen
    assert (game.state, game.head) == (before, head)
    assert check_consistent(db_path, COUNTER, game.id) == before
    game.execute(add("Bob"))  # and the game goes on from there
    assert check_consistent(db_path, COUNTER, game.id) == game.state


def test_reads_and_writes_inside_a_batch_see_its_commands(store: GameStore) -> None:
    game = store.new_game(COUNTER, setup("Ann", "Bob"))
    with game.batch():
        game.execute(add("Ann"))
        assert [entry.seq for entry in game.log()] == [1, 2]
        store.save_game_data("counter", [])
        game.execute(add("Bob"))
    assert [entry.seq for entry in game.log()] == [1, 2, 3]
