"""The fixture library, built once per test session (about half a minute)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.stats.library import Played, build


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Played]]:
    path = tmp_path_factory.mktemp("library") / "companion.sqlite3"
    return path, build(path)


@pytest.fixture
def library(built: tuple[Path, list[Played]], tmp_path: Path) -> Path:
    """A copy of the library's database this test may change."""
    copy = tmp_path / "companion.sqlite3"
    shutil.copyfile(built[0], copy)
    return copy


@pytest.fixture
def played(built: tuple[Path, list[Played]]) -> list[Played]:
    return built[1]
