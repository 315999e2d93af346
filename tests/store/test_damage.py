"""A damaged or foreign database is reported, kept aside, and never overwritten."""

from __future__ import annotations

import os
import re
import sqlite3
from pathlib import Path

import pytest
from sqlite_utils import Database

from companion.core import DataError
from companion.store import GameStore, move_damaged_aside, schema

from .counter import COUNTER, add, setup


def make_database(path: Path, games: int = 3) -> None:
    with GameStore(path, rulesets=[COUNTER], snapshot_every=4) as store:
        for _ in range(games):
            game = store.new_game(COUNTER, setup(target=1000))
            for turn in range(40):
                game.execute(add(("Ann", "Bob")[turn % 2], 1))
            game.close()


def open_damaged(path: Path) -> DataError:
    with pytest.raises(DataError) as raised:
        GameStore(path, rulesets=[COUNTER])
    assert raised.value.code == "database_damaged"
    assert str(path) in raised.value.message
    assert raised.value.params["path"] == str(path)
    return raised.value


def cut(path: Path, size: int) -> None:
    with open(path, "r+b") as file:
        file.truncate(size)


@pytest.mark.parametrize("keep", ["half", "one byte less", "one page less", "header only"])
def test_a_truncated_database_is_reported(db_path: Path, keep: str) -> None:
    make_database(db_path)
    size = db_path.stat().st_size
    cut(
        db_path,
        {
            "half": size // 2,
            "one byte less": size - 1,
            "one page less": size - 4096,
            "header only": 100,
        }[keep],
    )
    open_damaged(db_path)


def test_garbage_is_reported(db_path: Path) -> None:
    db_path.write_bytes(os.urandom(50_000))
    error = open_damaged(db_path)
    assert error.params["reason"] == "it is not a SQLite database"


def test_an_empty_file_is_reported(db_path: Path) -> None:
    db_path.write_bytes(b"")
    assert open_damaged(db_path).params["reason"] == "the file is empty"


def test_garbage_inside_a_valid_file_is_reported(db_path: Path) -> None:
    make_database(db_path)
    with open(db_path, "r+b") as file:
        file.seek(4096 * 3)
        file.write(os.urandom(4096 * 4))
    open_damaged(db_path)


def test_the_damaged_file_is_moved_aside_whole_and_a_fresh_one_starts(db_path: Path) -> None:
    make_database(db_path)
    cut(db_path, db_path.stat().st_size // 2)
    damaged = db_path.read_bytes()
    open_damaged(db_path)
    moved = move_damaged_aside(db_path)
    assert re.fullmatch(r"companion\.sqlite3\.damaged-\d{8}-\d{6}", moved.name)
    assert moved.parent == db_path.parent
    assert moved.read_bytes() == damaged
    assert not db_path.exists()
    with GameStore(db_path, rulesets=[COUNTER]) as fresh:
        assert fresh.list_games() == []
        fresh.new_game(COUNTER, setup())
    assert moved.read_bytes() == damaged


def test_moving_aside_never_overwrites_and_takes_the_wal_along(db_path: Path) -> None:
    moved = []
    for content in (b"first", b"second", b"third"):
        db_path.write_bytes(content)
        Path(f"{db_path}-wal").write_bytes(content + b"-wal")
        Path(f"{db_path}-shm").write_bytes(content + b"-shm")
        moved.append(move_damaged_aside(db_path))
    assert len(set(moved)) == 3
    assert [path.read_bytes() for path in moved] == [b"first", b"second", b"third"]
    assert [Path(f"{path}-wal").read_bytes() for path in moved] == [
        b"first-wal",
        b"second-wal",
        b"third-wal",
    ]
    assert not Path(f"{db_path}-wal").exists() and not Path(f"{db_path}-shm").exists()


def test_a_database_from_a_newer_version_is_refused_and_left_alone(db_path: Path) -> None:
    make_database(db_path, games=1)
    with sqlite3.connect(db_path) as raw:
        raw.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    before = db_path.read_bytes()
    with pytest.raises(DataError) as raised:
        GameStore(db_path, rulesets=[COUNTER])
    assert raised.value.code == "database_too_new"
    assert "newer version of the companion (schema 99)" in raised.value.message
    assert str(db_path) in raised.value.message
    assert db_path.read_bytes() == before


def test_a_database_of_another_program_is_refused(db_path: Path) -> None:
    with sqlite3.connect(db_path) as raw:
        raw.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY)")
    before = db_path.read_bytes()
    with pytest.raises(DataError) as raised:
        GameStore(db_path)
    assert raised.value.code == "not_a_companion_database"
    assert db_path.read_bytes() == before


def test_a_new_database_records_its_schema_version(store: GameStore) -> None:
    assert schema.schema_version(store.db) == schema.latest_version() == 4


def test_migrations_run_once_in_order_and_keep_the_games(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_database(db_path, games=2)
    calls: list[int] = []

    def add_notes(db: Database) -> None:
        calls.append(schema.schema_version(db))
        db.execute("ALTER TABLE games ADD COLUMN notes TEXT")

    before = len(schema.MIGRATIONS)
    monkeypatch.setattr(schema, "MIGRATIONS", [*schema.MIGRATIONS, add_notes])
    for _ in range(2):
        with GameStore(db_path, rulesets=[COUNTER]) as store:
            assert schema.schema_version(store.db) == before + 1
            assert len(store.list_games()) == 2
            assert store.open_game(1, read_only=True).state.scores == (20, 20)
    assert calls == [before]


def test_a_failing_migration_changes_nothing(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_database(db_path, games=1)
    with sqlite3.connect(db_path) as raw:
        before = list(raw.iterdump())

    def broken(db: Database) -> None:
        db.execute("ALTER TABLE games ADD COLUMN notes TEXT")
        raise RuntimeError("bug in a migration")

    monkeypatch.setattr(schema, "MIGRATIONS", [*schema.MIGRATIONS, broken])
    with pytest.raises(RuntimeError):
        GameStore(db_path, rulesets=[COUNTER])
    with sqlite3.connect(db_path) as raw:
        assert list(raw.iterdump()) == before
