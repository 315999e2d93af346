"""The store with the real Underwater Cities ruleset, on the golden playthroughs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.core import get_ruleset
from companion.core.session import replay
from companion.store import GameStore

from .checks import check_consistent

GOLDEN = sorted((Path(__file__).parents[1] / "golden").glob("uc_*.jsonl"))


@pytest.mark.parametrize("log", GOLDEN, ids=[path.stem for path in GOLDEN])
def test_a_golden_game_round_trips_through_the_store(log: Path, db_path: Path) -> None:
    ruleset = get_ruleset("underwater_cities")
    lines = log.read_text(encoding="utf-8").splitlines()
    commands = [json.loads(line) for line in lines if line.strip()]
    commands = [data for data in commands if "format" not in data]
    expected = replay(ruleset, commands).state
    with GameStore(db_path, snapshot_every=50) as store:
        number = store.import_game(lines, game="underwater_cities")
        with store.open_game(number) as game:
            assert game.state == expected
            assert check_consistent(db_path, ruleset, number) == expected
            for _ in range(60):
                game.undo()
            for _ in range(60):
                game.redo()
            assert game.state == expected
        exported = [json.loads(line) for line in store.export_game(number, header=False)]
        assert [ruleset.parse_command(data) for data in exported] == [
            ruleset.parse_command(data) for data in commands
        ]
        row = store.summary(number)
        assert row.players == tuple(player.name for player in expected.players)
