"""Commands from files are strict and bounded: no coercion, no absurd numbers, plain names."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core.errors import CompanionError
from companion.core.session import Session
from companion.games.underwater_cities.library import parse_pack
from companion.games.underwater_cities.ruleset import RULESET

SETUP = {
    "type": "setup_game",
    "players": [{"name": "Ada", "colour": "red"}, {"name": "Bo", "colour": "blue"}],
    "seed": 3,
}


def refused(command: dict[str, Any]) -> str:
    with pytest.raises(CompanionError) as caught:
        RULESET.parse_command(command)
    return caught.value.code


@pytest.mark.parametrize(
    "command",
    [
        {"type": "end_turn", "player": "1"},
        {"type": "end_turn", "player": True},
        {"type": "end_turn", "player": 1.0},
        {"type": "end_turn", "player": 4},
        {"type": "end_turn", "player": -1},
        {"type": "place", "player": 0, "slot": "always", "clone": "true"},
        {"type": "place", "player": 0, "slot": "always", "clone": 1},
        {"type": "gain", "player": 0, "cards": 10**30},
        {"type": "gain", "player": 0, "resources": {"credits": 10**100}},
        {"type": "gain", "player": 0, "resources": {"credits": "5"}},
        {"type": "solo_reveal", "number": 0},
        {"type": "solo_reveal", "number": -3},
        {"type": "solo_reveal", "number": 10**30},
        {"type": "place", "player": 0, "slot": "always", "card": {"number": 0}},
        {"type": "place", "player": 0, "slot": "always", "card": {"name": "li\u202eve"}},
        {**SETUP, "seed": -1},
        {**SETUP, "seed": 2**64},
        {**SETUP, "seed": "3"},
        {**SETUP, "players": [{"name": "evil\u202e", "colour": "red"}]},
        {**SETUP, "players": [{"name": "\x1b[2Jx", "colour": "red"}]},
        {**SETUP, "players": [{"name": "   ", "colour": "red"}]},
        {"type": "adjust", "player": 0, "reason": "fix\u2066", "points": 1},
        {"type": "adjust", "player": 0, "reason": "fix it", "points": 10**6},
        {"type": "run_production", "decisions": {"9": {}}},
    ],
)
def test_coerced_or_absurd_values_are_refused(command: dict[str, Any]) -> None:
    assert refused(command) == "bad_command"


def test_names_of_every_script_are_accepted() -> None:
    players = [{"name": n, "colour": "red"} for n in ("Zoë", "李雷", "عائشة", "Ирина")]
    session = Session(RULESET)
    session.execute({**SETUP, "players": players, "seed": 2**63})
    assert [p.name for p in session.state.players] == ["Zoë", "李雷", "عائشة", "Ирина"]


@pytest.mark.parametrize(
    "card",
    [
        {"number": 5, "name": "li\u202eve"},
        {"number": 0, "name": "x"},
        {"number": "5", "name": "x"},
        {"number": True, "name": "x"},
        {"number": 5, "name": "x", "special_cost": "2"},
    ],
)
def test_card_packs_refuse_bad_names_and_numbers(card: dict[str, Any]) -> None:
    import json

    with pytest.raises(CompanionError) as caught:
        parse_pack(json.dumps({"cards": [card]}), "pack.json")
    assert caught.value.code == "bad_card_pack"
    assert "pack.json, line" in caught.value.message
