"""Golden playthroughs: JSON-lines command logs that replay to a known final state.

Regenerate with ``tests/golden/make_golden.py`` only after a deliberate rule change.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.core.session import replay
from companion.games.underwater_cities.ruleset import RULESET

GOLDEN = Path(__file__).parent.parent / "golden"


def _commands(name: str) -> list[dict[str, object]]:
    lines = (GOLDEN / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


@pytest.mark.parametrize("name", ["uc_2p_full", "uc_4p_cloning"])
def test_golden_game_replays_to_known_final_state(name: str) -> None:
    session = replay(RULESET, _commands(name))
    expected = json.loads((GOLDEN / f"{name}.expected.json").read_text(encoding="utf-8"))
    assert RULESET.state_to_json(session.state) == expected


def test_two_player_golden_is_a_whole_game() -> None:
    """Rulebook p. 6: 10 rounds, 3 turns per player per round, then final scoring."""
    commands = _commands("uc_2p_full")
    session = replay(RULESET, commands)
    state = session.state
    assert state.phase == "finished"
    assert state.round == 10 and state.era == 3
    assert len(state.points_by_round) == 10
    assert state.final_play_order is not None
    places = [c for c in commands if c["type"] == "place"]
    assert len(places) == 10 * 3 * 2
    assert sum(1 for c in commands if c["type"] == "run_production") == 3


def test_four_player_golden_uses_the_cloning_tile() -> None:
    """Rulebook p. 7: with 4 players the action-cloning tile is used (1 credit)."""
    commands = _commands("uc_4p_cloning")
    clones = [c for c in commands if c["type"] == "place" and c.get("clone")]
    assert clones
    rounds_with_clone = set()
    session = replay(RULESET, commands[:1])
    for command in commands[1:]:
        before = session.state.round
        session.execute(command)
        if command["type"] == "place" and command.get("clone"):
            assert before not in rounds_with_clone, "the cloning tile is once per round"
            rounds_with_clone.add(before)
    assert session.state.phase == "finished"
