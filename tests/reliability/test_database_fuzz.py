"""The database start path under mutation (issue #12): a sound database with one
value changed (content mutants) or bytes damaged (byte mutants) is opened as the
app opens it — open the store, list the games, open each one read-only and for
playing, read its log, export it — and must give only the store's clear errors:
no traceback, no hang, and the games that were not touched still open.

The default run tries a fast seeded sample; ``COMPANION_FUZZ_FULL=1`` tries 1,000
mutants of each kind (figures in docs/reliability.md).
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import time
from collections import Counter
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from companion.core import CompanionError
from companion.games.underwater_cities.plugin import PLUGIN
from companion.store import GameStore

FULL = os.environ.get("COMPANION_FUZZ_FULL") == "1"
MUTANTS = 1000 if FULL else 40
SLOW_SECONDS = 5.0

JUNK: list[Any] = [
    None,
    -1,
    -(2**63),
    2**63 - 1,
    0,
    "",
    "yesterday",
    "not json",
    "[1, 2",
    '{"type": "jump"}',
    "\u202eevil",
    b"\x00\xff\xfe",
    1.5,
    '{"code": 1}',
    "[]",
    "{}",
]


def _seed_database(path: Path) -> None:
    """Two Underwater Cities games, some taps each (one with an undo), and a taught card."""
    with GameStore(path, snapshot_every=5) as store:
        for seed in (3, 4):
            game = store.new_game("underwater_cities", PLUGIN.example_setup(2, seed))
            rng = random.Random(seed)
            for _ in range(25):
                actors = PLUGIN.actors(game.state)
                options = PLUGIN.legal_options(game.state, actors[0] if actors else None, game.data)
                game.execute(rng.choice(options))
            if seed == 4:
                game.undo()
            game.close()


@pytest.fixture(scope="module")
def seed_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("seed") / "companion.sqlite3"
    _seed_database(path)
    return path


def _cells(path: Path) -> list[tuple[str, str, int]]:
    """(table, column, rowid) of every stored value."""
    cells = []
    with closing(sqlite3.connect(path)) as raw:
        tables = [
            row[0] for row in raw.execute("SELECT name FROM sqlite_master WHERE type='table'")
        ]
        for table in tables:
            columns = [row[1] for row in raw.execute(f"PRAGMA table_info({table})")]
            for (rowid,) in raw.execute(f"SELECT rowid FROM {table}"):
                cells += [(table, column, rowid) for column in columns]
    return cells


def _content_mutant(path: Path, rng: random.Random, cells: list[tuple[str, str, int]]) -> None:
    table, column, rowid = rng.choice(cells)
    with closing(sqlite3.connect(path)) as raw, raw:
        if rng.random() < 0.5:
            value = rng.choice(JUNK)
        else:  # a plausible value of another row or column
            other_table, other_column, other_row = rng.choice(cells)
            value = raw.execute(
                f"SELECT {other_column} FROM {other_table} WHERE rowid = ?", [other_row]
            ).fetchone()[0]
        try:
            raw.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = ?", [value, rowid])
        except sqlite3.IntegrityError:
            raw.execute(f"DELETE FROM {table} WHERE rowid = ?", [rowid])


def _byte_mutant(path: Path, rng: random.Random) -> None:
    data = bytearray(path.read_bytes())
    for _ in range(rng.randint(1, 8)):
        at = rng.randrange(len(data))
        data[at] = rng.randrange(256)
    path.write_bytes(bytes(data))


def _start(path: Path) -> str:
    """Open ``path`` as the app does; the outcome's code ('ok' when all opened)."""
    try:
        with GameStore(path) as store:
            codes = []
            for row in store.list_games():
                try:
                    store.open_game(row.id, read_only=True).close()
                    with store.open_game(row.id) as game:
                        game.log()
                    store.export_game(row.id, as_far_as_it_reads=True)
                except CompanionError as error:
                    codes.append(error.code)
            return ",".join(sorted(set(codes))) or "ok"
    except CompanionError as error:
        return error.code


@pytest.mark.parametrize("kind", ["content", "bytes"])
def test_every_damaged_database_opens_or_is_refused_clearly(
    seed_database: Path, tmp_path: Path, kind: str
) -> None:
    rng = random.Random(21 if kind == "content" else 22)
    cells = _cells(seed_database)
    outcomes: Counter[str] = Counter()
    slowest = 0.0
    for number in range(MUTANTS):
        path = tmp_path / f"mutant-{number}.sqlite3"
        shutil.copyfile(seed_database, path)
        if kind == "content":
            _content_mutant(path, rng, cells)
        else:
            _byte_mutant(path, rng)
        started = time.perf_counter()
        outcomes[_start(path)] += 1  # anything but a CompanionError fails the test
        slowest = max(slowest, time.perf_counter() - started)
        for leftover in tmp_path.glob(f"mutant-{number}.sqlite3*"):
            leftover.unlink()
    print(f"{kind}: {MUTANTS} mutants, slowest {slowest:.2f} s, outcomes {dict(outcomes)}")
    assert sum(outcomes.values()) == MUTANTS
    assert slowest <= SLOW_SECONDS
