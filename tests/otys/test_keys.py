"""Keys, X-keys and the hacker track (pp. 6, 7, 9, 10, 11 of the Italian rulebook)."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleViolation
from companion.games.otys.commands import (
    Act,
    ChooseKey,
    EndPhase,
    EndTurn,
    Find,
    Improve,
    UseSponsor,
)
from tests.otys.table import edit, kinds, start, to_phase_two, types

ENGINEER_AT_1 = (
    "metal_expert", "plant_expert", "fuel_expert", "engineer",
    "trader", "spy", "tech_expert", "explorer",
)  # fmt: skip


def test_noemi_engineer_and_the_keys_coming_back_p6_p7() -> None:
    """p. 6–7, Noemi: key 1, the sponsor declined (3: take a key back), the engineer
    pays 1 credit for the mechanic (reach 2); in phase 3 key 1 meets the hacker: all her
    keys come back, then the engineer surfaces."""
    s = start(
        divers=ENGINEER_AT_1,
        sponsors=((3, "standard"), (1, "standard"), (2, "standard"), (4, "standard"),
                  (5, "standard")),
    )  # fmt: skip
    edit(s, 0, track=("2", "3", "4", "5", "x"))
    to_phase_two(s, 0, "1")
    assert s.state.turn.diver == "engineer"
    s.execute(Act(player=0, action=Improve(technician="mechanic")))
    assert s.state.reach(0) == 2
    assert s.state.players[0].credits == 2
    events = s.execute(EndTurn(player=0)).events
    assert types(events)[:3] == ["key_placed", "keys_returned", "diver_moved"]
    assert s.state.players[0].track == ()
    assert kinds(s.state, 0)[0] == "engineer"


def test_a_numbered_key_goes_to_its_own_level_and_is_then_used_p6() -> None:
    """p. 6: the chosen key slides in at its level; in phase 3 it goes under the board,
    as far left as possible, and is no longer available."""
    s = start()
    s.execute(ChooseKey(player=0, key="3"))
    assert s.state.turn.level == 3
    s.execute(EndPhase(player=0))
    s.execute(EndPhase(player=0))
    s.execute(EndTurn(player=0))
    assert s.state.players[0].track == ("3",)
    s.execute(ChooseKey(player=1, key="2"))
    for command in (EndPhase(player=1), EndPhase(player=1), EndTurn(player=1)):
        s.execute(command)
    with pytest.raises(RuleViolation) as refused:
        s.execute(ChooseKey(player=0, key="3"))
    assert refused.value.code == "otys.key.unavailable"
    with pytest.raises(RuleViolation) as wrong_level:
        s.execute(ChooseKey(player=0, key="2", level=4))
    assert wrong_level.value.code == "otys.key.numbered"


def test_paola_x_key_rotates_the_display_and_the_fuel_expert_p7() -> None:
    """p. 7, Paola: her X-key at level 2 (key 2 already played); the level-5 sponsor goes
    to level 1, the others down one; the sponsor now at level 2 gives back key 4; her
    equipped fuel expert finds a fuel and a battery; the X-key goes under the board."""
    s = start(
        divers=("metal_expert", "plant_expert", "trader", "spy", "fuel_expert",
                "tech_expert", "engineer", "explorer"),
        sponsors=((3, "standard"), (1, "standard"), (2, "standard"), (4, "standard"),
                  (5, "standard")),
    )  # fmt: skip
    players = s.state.players[0]
    divers = tuple(
        d.model_copy(update={"equipped": d.kind == "fuel_expert"}) for d in players.divers
    )
    edit(s, 0, track=("2", "4"), divers=divers)
    events = s.execute(ChooseKey(player=0, key="x", level=2)).events
    assert types(events) == ["key_chosen", "display_rotated"]
    assert [sp.tile for sp in s.state.sponsors] == [5, 3, 1, 2, 4]
    s.execute(UseSponsor(player=0, key="4"))
    assert s.state.players[0].track == ("2",)
    s.execute(EndPhase(player=0))
    batteries = s.state.players[0].batteries
    s.execute(Act(player=0, action=Find()))
    assert s.state.players[0].zone(2).fuel == 1
    assert s.state.players[0].batteries == batteries + 1
    s.execute(EndTurn(player=0))
    assert s.state.players[0].track == ("2", "x")
    assert kinds(s.state, 0)[0] == "fuel_expert"


def test_an_x_key_goes_to_any_level_even_one_whose_key_is_available_p7() -> None:
    """p. 7: an X-key may go to a level whether or not that level's key is available;
    without a level it is refused."""
    s = start()
    with pytest.raises(RuleViolation) as refused:
        s.execute(ChooseKey(player=0, key="x"))
    assert refused.value.code == "otys.key.level"
    s.execute(ChooseKey(player=0, key="x", level=3))
    assert s.state.turn.level == 3


def test_taking_a_key_back_slides_the_later_keys_left_p9() -> None:
    """p. 9 (sponsor 3 standard): the key taken back leaves a gap the keys right of it
    close, sliding left; only keys of the player's colour."""
    s = start(
        sponsors=((1, "standard"), (2, "standard"), (4, "standard"), (5, "standard"),
                  (3, "standard")),
    )  # fmt: skip
    edit(s, 0, track=("1", "n", "2", "3"))
    s.execute(ChooseKey(player=0, key="5"))
    with pytest.raises(RuleViolation):
        s.execute(UseSponsor(player=0, key="4"))
    s.execute(UseSponsor(player=0, key="1"))
    assert s.state.players[0].track == ("n", "2", "3")


def test_an_improved_hacker_covering_a_key_brings_the_keys_back_at_the_end_p11() -> None:
    """p. 11: the hacker moves one space left (keys come back one key sooner); if it
    covers a key, the turn goes on and all keys come back at its end."""
    s = start(divers=ENGINEER_AT_1)
    edit(s, 0, track=("2", "3", "4", "5"))
    assert s.state.threshold(0) == 6
    to_phase_two(s, 0, "1")
    s.execute(Act(player=0, action=Improve(technician="hacker")))
    assert s.state.threshold(0) == 5
    assert s.state.players[0].track == ("2", "3", "4", "5")
    s.execute(EndTurn(player=0))
    assert s.state.players[0].track == ()


def test_neutral_x_keys_are_played_and_go_back_to_the_pile_p6_p10() -> None:
    """p. 10: the equipped metal expert gives a neutral X-key; p. 6: it is played like a
    key and, when the keys come back, it returns to the pile."""
    s = start(divers=("trader", "spy", "engineer", "metal_expert", "plant_expert",
                      "fuel_expert", "tech_expert", "explorer"))  # fmt: skip
    divers = tuple(d.model_copy(update={"equipped": True}) for d in s.state.players[0].divers)
    edit(s, 0, divers=divers)
    pile = s.state.neutral_supply()
    to_phase_two(s, 0, "1")
    s.execute(Act(player=0, action=Find()))
    assert s.state.players[0].neutral_keys == 1
    assert s.state.neutral_supply() == pile - 1
    s.execute(EndTurn(player=0))
    for command in (ChooseKey(player=1, key="1"), EndPhase(player=1), EndPhase(player=1),
                    EndTurn(player=1)):  # fmt: skip
        s.execute(command)
    edit(s, 0, track=("1", "2", "3", "4", "5"))
    s.execute(ChooseKey(player=0, key="n", level=4))
    assert s.state.players[0].neutral_keys == 0
    for command in (EndPhase(player=0), EndPhase(player=0), EndTurn(player=0)):
        s.execute(command)
    assert s.state.players[0].track == ()
    assert s.state.neutral_supply() == pile
