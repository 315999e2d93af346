"""The five sponsors, standard and advanced sides (p. 9); sponsor k lies at level k."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleViolation
from companion.core.session import Session
from companion.games.otys.commands import (
    Act,
    ChooseKey,
    Copy,
    EndPhase,
    EndTurn,
    Explore,
    Find,
    Fulfil,
    Improve,
    ResourceMove,
    RevealContract,
    RevealToken,
    TokenUse,
    UseSponsor,
)
from companion.games.otys.state import Contract, Diver, Resources
from tests.otys.table import BATTERY, METAL_OR_FUEL, PRESTIGE, do, edit, kinds, start, zones

ORDER = ("metal_expert", "plant_expert", "fuel_expert", "tech_expert", "trader", "spy",
         "engineer", "explorer")  # fmt: skip


def _table(tile: int, side: str, at: str | None = None, players: int = 2) -> Session:
    """Sponsor ``tile`` on ``side`` at level ``tile``; diver ``at`` at that level."""
    sponsors = tuple((t, side if t == tile else "standard") for t in range(1, 6))
    divers = list(ORDER)
    if at is not None:
        divers.remove(at)
        divers.insert(tile + 2, at)
    return start(players, divers=tuple(divers), sponsors=sponsors)


def test_sponsor_1_standard_gives_a_credit_once_p9() -> None:
    """p. 9: 1 credit; a sponsor is used once per turn, in phase 1 only."""
    s = _table(1, "standard")
    do(s, ChooseKey(player=0, key="1"), UseSponsor(player=0))
    assert s.state.players[0].credits == 4
    with pytest.raises(RuleViolation) as again:
        s.execute(UseSponsor(player=0))
    assert again.value.code == "otys.sponsor.used"


def test_sponsor_1_advanced_waives_credits_but_not_a_copied_divers_cost_p9() -> None:
    """p. 9: no credits for your engineer (trader, spy, explorer); the spy copies for
    free but the copied diver's cost is paid."""
    s = _table(1, "advanced", "engineer")
    do(s, ChooseKey(player=0, key="1"), UseSponsor(player=0), EndPhase(player=0))
    s.execute(Act(player=0, action=Improve(technician="mechanic")))
    assert s.state.players[0].credits == 3
    spy = _table(1, "advanced", "spy")
    edit(spy, 1, divers=("metal_expert", "plant_expert", "fuel_expert", "explorer", "trader",
                         "spy", "engineer", "tech_expert"))  # fmt: skip
    do(spy, ChooseKey(player=0, key="1"), UseSponsor(player=0), EndPhase(player=0))
    spy.execute(Act(player=0, action=Copy(seat=1, action=Explore(token=0))))
    assert spy.state.players[0].credits == 1


def test_sponsor_2_standard_the_diver_acts_twice_a_contract_between_p9() -> None:
    """p. 9: the diver's action twice; a contract may be fulfilled between them."""
    contract = Contract(id="two_plants", needs=Resources(plant=2), prestige=2)
    s = start(divers=("metal_expert", "fuel_expert", "tech_expert", "trader", "plant_expert",
                      "spy", "engineer", "explorer"),
              public=(contract, Contract(id="c2", different=4, prestige=4)))  # fmt: skip
    edit(s, 0, zones=zones({}, {"plant": 1}, {}, {}, {}))
    do(s, ChooseKey(player=0, key="2"), UseSponsor(player=0), EndPhase(player=0))
    assert s.state.turn.actions == 2
    s.execute(Act(player=0, action=Find()))
    s.execute(Fulfil(player=0, contract="two_plants", level=2))
    s.execute(RevealContract(contract=Contract(id="c3", different=2, prestige=1)))
    s.execute(Act(player=0, action=Find()))
    assert s.state.players[0].zone(2) == Resources(plant=1)
    assert s.state.players[0].prestige == 2
    assert s.state.turn.phase == 3


def test_sponsor_2_advanced_uses_a_display_token_that_is_then_discarded_p9_p12() -> None:
    """p. 9: the immediate bonus of one of the two tokens at that level (the token is not
    placed: only the explorer does that, p. 12); the display is refilled."""
    s = _table(2, "advanced")
    display = list(s.state.display)
    display[1] = (METAL_OR_FUEL, PRESTIGE)
    s.state = s.state.model_copy(update={"display": tuple(display)})
    do(s, ChooseKey(player=0, key="2"))
    s.execute(UseSponsor(player=0, token=0, use=TokenUse(colour="fuel")))
    assert s.state.players[0].zone(2) == Resources(metal=1, fuel=1)
    assert s.state.players[0].tokens == (None,) * 5
    assert s.state.token_discards == (METAL_OR_FUEL,)
    s.execute(RevealToken(token=BATTERY))
    assert s.state.display[1] == (BATTERY, PRESTIGE)


def test_sponsor_3_standard_takes_back_a_key_p9() -> None:
    """p. 9: a used key or X-key of your colour comes back (not a neutral one)."""
    s = _table(3, "standard")
    edit(s, 0, track=("n", "x"))
    s.execute(ChooseKey(player=0, key="3"))
    with pytest.raises(RuleViolation):
        s.execute(UseSponsor(player=0, key="1"))
    s.execute(UseSponsor(player=0, key="x"))
    assert s.state.players[0].track == ("n",)


def test_sponsor_3_advanced_surfaces_the_level_5_diver_p9() -> None:
    """p. 9: your diver at level 5 surfaces; all the others shift one level down."""
    s = _table(3, "advanced")
    do(s, ChooseKey(player=0, key="3"), UseSponsor(player=0))
    assert kinds(s.state, 0) == ["explorer", *ORDER[:7]]
    s.execute(EndPhase(player=0))
    assert s.state.turn.diver == "trader"


def test_sponsor_4_standard_equips_the_diver_activated_this_turn_p9() -> None:
    """p. 9: 2 credits; the diver activated this turn is equipped (+1 prestige) and acts
    equipped."""
    s = _table(4, "standard", "plant_expert")
    do(s, ChooseKey(player=0, key="4"), UseSponsor(player=0), EndPhase(player=0))
    player = s.state.players[0]
    assert Diver(kind="plant_expert", equipped=True) in player.divers
    assert (player.credits, player.prestige) == (1, 1)
    s.execute(Act(player=0, action=Find()))
    assert s.state.players[0].credits == 2


def test_sponsor_4_advanced_equips_a_surface_diver_p9() -> None:
    """p. 9: 2 credits, one of the three divers at the surface is equipped, +1 prestige."""
    s = _table(4, "advanced")
    s.execute(ChooseKey(player=0, key="4"))
    with pytest.raises(RuleViolation):
        s.execute(UseSponsor(player=0))
    s.execute(UseSponsor(player=0, slot=1))
    player = s.state.players[0]
    assert player.divers[1] == Diver(kind="plant_expert", equipped=True)
    assert (player.credits, player.prestige) == (1, 1)


def test_sponsor_5_standard_gives_a_battery_p9() -> None:
    """p. 9: 1 battery."""
    s = _table(5, "standard")
    do(s, ChooseKey(player=0, key="5"), UseSponsor(player=0))
    assert s.state.players[0].batteries == 2


def test_sponsor_5_advanced_a_battery_or_a_resource_moved_p9() -> None:
    """p. 9: 1 battery, or spend one to move a resource between the activated diver's
    level and any level with a free space."""
    s = _table(5, "advanced")
    do(s, ChooseKey(player=0, key="5"))
    with pytest.raises(RuleViolation) as refused:
        s.execute(UseSponsor(player=0, move=ResourceMove(colour="metal", source=2, target=3)))
    assert refused.value.code == "otys.sponsor.move"
    s.execute(UseSponsor(player=0, move=ResourceMove(colour="tech", source=5, target=1)))
    player = s.state.players[0]
    assert (player.zone(5).total(), player.zone(1).tech, player.batteries) == (0, 1, 0)
    other = _table(5, "advanced")
    do(other, ChooseKey(player=0, key="5"), UseSponsor(player=0))
    assert other.state.players[0].batteries == 2
    do(other, EndPhase(player=0), EndPhase(player=0), EndTurn(player=0))
