"""The mutation fuzzer over every format the companion reads (see ``fuzz.py``).

The default run tries a fast, seeded sample of each format; with
``COMPANION_FUZZ_FULL=1`` it tries 1,000 mutants per format (docs/reliability.md).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from tests.reliability.fuzz import FORMATS, SLOW_SECONDS, fuzz

FULL = os.environ.get("COMPANION_FUZZ_FULL") == "1"
MUTANTS = 1000 if FULL else 50


@pytest.mark.parametrize("name", list(FORMATS))
def test_the_seed_file_is_accepted(name: str) -> None:
    make_seed, reader = FORMATS[name]
    with tempfile.TemporaryDirectory() as folder:
        reader(make_seed(), Path(folder))


@pytest.mark.parametrize("name", list(FORMATS))
def test_every_mutant_is_read_or_refused_clearly_and_quickly(name: str) -> None:
    figures = fuzz(name, MUTANTS)
    print(figures.line())
    assert figures.failures == []
    assert figures.slowest <= SLOW_SECONDS
    assert figures.mutants == MUTANTS
    assert sum(figures.rejected.values()) + figures.accepted == MUTANTS
