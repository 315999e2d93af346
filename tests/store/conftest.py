"""Fixtures for the store tests: a fresh database per test, holding the counter game."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.store import GameStore

from .counter import COUNTER


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "companion.sqlite3"


@pytest.fixture
def store(db_path: Path) -> Iterator[GameStore]:
    with GameStore(db_path, rulesets=[COUNTER], snapshot_every=4) as opened:
        yield opened
