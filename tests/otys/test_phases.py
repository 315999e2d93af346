"""The turn's three phases, surfacing and batteries (pp. 6, 7)."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleViolation
from companion.games.otys.commands import (
    Act,
    ChooseKey,
    EndPhase,
    EndTurn,
    Find,
    HoldDiver,
    MoveDiver,
    UseSponsor,
)
from companion.games.otys.data import DIVERS
from companion.games.otys.options import actions_if_pushed
from tests.otys.table import do, edit, kinds, start, to_phase_two


def test_the_activated_diver_surfaces_and_the_divers_it_passes_shift_down_p6() -> None:
    """p. 6, phase 3: the activated diver becomes the first of the column; every diver
    it passed moves one level down."""
    s = start()
    to_phase_two(s, 0, "4")  # the engineer, slot 6
    do(s, EndPhase(player=0), EndTurn(player=0))
    assert kinds(s.state, 0) == [
        "engineer", "metal_expert", "plant_expert", "fuel_expert",
        "tech_expert", "trader", "spy", "explorer",
    ]  # fmt: skip


def test_sponsor_and_diver_are_optional_the_turn_passes_clockwise_p6() -> None:
    """p. 6: neither the sponsor nor the diver's action is compulsory; play goes on
    clockwise."""
    s = start(3)
    do(s, ChooseKey(player=0, key="2"), EndPhase(player=0), EndPhase(player=0))
    assert s.state.turn.phase == 3
    s.execute(EndTurn(player=0))
    assert s.state.turn.seat == 1
    with pytest.raises(RuleViolation) as refused:
        s.execute(ChooseKey(player=0, key="1"))
    assert refused.value.code == "otys.turn.not_yours"


def test_lucia_batteries_in_phase_one_and_three_p7() -> None:
    """p. 7, Lucia: key 4; the sponsor at level 4 gives 1 credit; a battery moves her
    metal expert 2 levels down (her reach is 3), the divers passed move up; it finds a
    metal at level 4; in phase 3 a battery keeps it from surfacing."""
    s = start(
        divers=("plant_expert", "fuel_expert", "tech_expert", "trader", "metal_expert",
                "spy", "engineer", "explorer"),
        sponsors=((2, "standard"), (3, "standard"), (4, "standard"), (1, "standard"),
                  (5, "standard")),
    )  # fmt: skip
    edit(s, 0, mechanic=2, batteries=2)
    assert s.state.reach(0) == 3
    do(s, ChooseKey(player=0, key="4"), UseSponsor(player=0))
    assert s.state.players[0].credits == 4
    s.execute(MoveDiver(player=0, slot=4, to=6))
    assert kinds(s.state, 0)[4:7] == ["spy", "engineer", "metal_expert"]
    do(s, EndPhase(player=0), Act(player=0, action=Find()))
    assert s.state.players[0].zone(4).metal == 1
    do(s, HoldDiver(player=0), EndTurn(player=0))
    assert s.state.players[0].batteries == 0
    assert s.state.players[0].diver_at(4).kind == "metal_expert"


def test_a_battery_moves_at_most_the_mechanics_value_several_per_phase_p7() -> None:
    """p. 7: up or down by at most the mechanic's value (1 at the start, p. 11); several
    batteries may be spent in one phase; none outside phases 1 and 3."""
    s = start()
    edit(s, 0, batteries=3)
    s.execute(ChooseKey(player=0, key="1"))
    with pytest.raises(RuleViolation) as refused:
        s.execute(MoveDiver(player=0, slot=3, to=5))
    assert refused.value.code == "otys.battery.reach"
    do(s, MoveDiver(player=0, slot=3, to=2), MoveDiver(player=0, slot=4, to=3))
    assert s.state.players[0].batteries == 1
    assert kinds(s.state, 0)[2:5] == ["tech_expert", "trader", "fuel_expert"]
    s.execute(EndPhase(player=0))
    assert s.state.turn.diver == "trader"
    with pytest.raises(RuleViolation) as late:
        s.execute(MoveDiver(player=0, slot=0, to=1))
    assert late.value.code == "otys.battery.phase"


def test_without_a_battery_nothing_moves_or_holds_p7() -> None:
    """p. 7: each move and each hold costs a battery."""
    s = start()
    edit(s, 0, batteries=0)
    s.execute(ChooseKey(player=0, key="1"))
    with pytest.raises(RuleViolation) as refused:
        s.execute(MoveDiver(player=0, slot=3, to=2))
    assert refused.value.code == "otys.batteries.short"
    do(s, EndPhase(player=0), EndPhase(player=0))
    with pytest.raises(RuleViolation):
        s.execute(HoldDiver(player=0))


def test_phase_two_pushes_the_diver_at_the_level_after_phase_one_p6_p7() -> None:
    """p. 6: phase 2 pushes whichever diver is at the key's level once phase 1 is done
    (a battery may have changed it)."""
    s = start()
    s.execute(ChooseKey(player=0, key="2"))
    assert s.state.players[0].diver_at(2).kind == DIVERS[4]
    s.execute(MoveDiver(player=0, slot=3, to=4))
    s.execute(EndPhase(player=0))
    assert s.state.turn.diver == "tech_expert"


def test_phase_one_shows_what_the_diver_at_the_level_could_do_p6() -> None:
    """p. 6: the app shows, for the key's level, the diver there now and its actions
    (a battery may still change which diver that is)."""
    s = start()
    s.execute(ChooseKey(player=0, key="2"))
    offered = actions_if_pushed(s.state, 0)
    assert offered and {type(o.action).__name__ for o in offered} <= {"Sell", "Buy"}
    s.execute(MoveDiver(player=0, slot=3, to=4))
    assert {type(o.action).__name__ for o in actions_if_pushed(s.state, 0)} == {"Find"}
    assert actions_if_pushed(s.state, 1) == []
