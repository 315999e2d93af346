"""Contracts and their rewards (p. 8; permanent tokens p. 12)."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleViolation
from companion.games.otys.commands import (
    Act,
    ChooseKey,
    EndPhase,
    EndTurn,
    Find,
    Fulfil,
    RevealContract,
    UseSponsor,
)
from companion.games.otys.state import Contract, Resources
from tests.otys.table import PRESTIGE, ROBERTO, do, edit, kinds, start, zones

PLANT_AT_5 = ("metal_expert", "fuel_expert", "tech_expert", "trader", "spy", "engineer",
              "explorer", "plant_expert")  # fmt: skip
FREE_THREE = Contract(id="free3", different=3, prestige=2, credit=True, battery=True)


def test_roberto_fulfils_a_contract_after_his_plant_expert_p8() -> None:
    """p. 8, Roberto: key 5, the sponsor gives a battery; his plant expert finds a plant;
    the zone now holds the contract's 1 metal and 2 plants: 3 prestige, the cubes go
    back, the other cubes stay; the public space is refilled from the deck."""
    s = start(divers=PLANT_AT_5, public=(ROBERTO, FREE_THREE))
    edit(s, 0, zones=zones({}, {}, {}, {}, {"metal": 1, "plant": 1, "tech": 1}))
    do(s, ChooseKey(player=0, key="5"), UseSponsor(player=0), EndPhase(player=0))
    assert s.state.players[0].batteries == 2
    s.execute(Act(player=0, action=Find()))
    s.execute(Fulfil(player=0, contract="roberto", level=5))
    player = s.state.players[0]
    assert player.prestige == 3
    assert player.zone(5) == Resources(tech=1)
    assert s.state.public[0] is None
    assert s.state.fulfilled == ("roberto",)
    assert s.state.pending[0].kind == "public"
    s.execute(RevealContract(contract=Contract(id="next", different=2, prestige=1)))
    assert s.state.public[0] is not None and s.state.public[0].id == "next"
    s.execute(EndTurn(player=0))
    assert kinds(s.state, 0)[0] == "plant_expert"


def test_a_free_combination_takes_different_colours_as_many_as_asked_p8() -> None:
    """p. 8: a free combination: you choose the colours, but they differ, as many as the
    contract shows; its bonus (1 credit, 1 battery) is paid too."""
    s = start(public=(FREE_THREE, ROBERTO))
    edit(s, 0, zones=zones({}, {}, {}, {}, {"metal": 2, "plant": 1, "fuel": 1}))
    with pytest.raises(RuleViolation) as same:
        s.execute(Fulfil(player=0, contract="free3", level=5, colours=("metal", "metal", "fuel")))
    assert same.value.code == "otys.contract.different"
    with pytest.raises(RuleViolation) as missing:
        s.execute(Fulfil(player=0, contract="free3", level=5, colours=("metal", "tech", "fuel")))
    assert missing.value.code == "otys.contract.missing"
    s.execute(Fulfil(player=0, contract="free3", level=5, colours=("metal", "plant", "fuel")))
    player = s.state.players[0]
    assert (player.prestige, player.credits, player.batteries) == (2, 4, 2)
    assert player.zone(5) == Resources(metal=1)


def test_several_contracts_in_one_turn_any_zone_not_an_action_p8() -> None:
    """p. 8: any dig zone (not only the diver's), at any moment of the turn, several per
    turn; a private contract is discarded without a refill."""
    private = Contract(id="mine", needs=Resources(fuel=1), prestige=1)
    s = start(public=(ROBERTO, FREE_THREE))
    edit(s, 0, contracts=(private,),
         zones=zones({}, {"metal": 1, "plant": 2}, {"fuel": 1}, {}, {}))  # fmt: skip
    s.execute(Fulfil(player=0, contract="mine", level=3))
    assert not s.state.pending
    s.execute(ChooseKey(player=0, key="1"))
    s.execute(Fulfil(player=0, contract="roberto", level=2))
    assert s.state.players[0].prestige == 4
    assert s.state.players[0].contracts == ()
    with pytest.raises(RuleViolation) as gone:
        s.execute(Fulfil(player=0, contract="mine", level=3))
    assert gone.value.code in {"otys.pending.first", "otys.contract.unknown"}


def test_the_permanent_token_rewards_contracts_at_its_depth_only_p11_p12() -> None:
    """p. 12: the permanent bonus (here 1 prestige) each time a contract is fulfilled at
    the token's depth."""
    s = start(public=(FREE_THREE, ROBERTO))
    edit(s, 0, tokens=(None, None, PRESTIGE, None, None),
         zones=zones({}, {}, {"metal": 1, "plant": 1, "fuel": 1}, {}, {}))  # fmt: skip
    s.execute(Fulfil(player=0, contract="free3", level=3, colours=("metal", "plant", "fuel")))
    assert s.state.players[0].prestige == 3


def test_only_the_player_whose_turn_it_is_fulfils_and_never_a_contract_out_twice_p8() -> None:
    """p. 8: during your turn; the table cannot name a contract already out."""
    s = start(public=(ROBERTO, FREE_THREE))
    edit(s, 1, zones=zones({}, {"metal": 1, "plant": 2}, {}, {}, {}))
    with pytest.raises(RuleViolation):
        s.execute(Fulfil(player=1, contract="roberto", level=2))
    edit(s, 0, zones=zones({}, {"metal": 1, "plant": 2}, {}, {}, {}))
    s.execute(Fulfil(player=0, contract="roberto", level=2))
    with pytest.raises(RuleViolation) as out:
        s.execute(RevealContract(contract=FREE_THREE))
    assert out.value.code == "otys.reveal.contract_out"


def test_two_players_leave_one_public_space_empty_p5() -> None:
    """p. 5: 3 public contracts; with 2 players one space always stays empty."""
    assert len(start(2).state.public) == 2
    assert len(start(3).state.public) == 3


def test_the_contract_deck_counts_what_is_out_p2_p8() -> None:
    """p. 2: 32 contract cards; the public ones, those in hand and the fulfilled ones are
    out of the deck (the spy's 3 others go back under it)."""
    s = start(3)
    assert s.state.deck() == 29
    edit(s, 0, zones=zones({}, {"metal": 1, "plant": 1}, {}, {}, {}))
    do(s, Fulfil(player=0, contract="c1", level=2, colours=("metal", "plant")))
    assert s.state.deck() == 29
    s.execute(RevealContract(contract=Contract(id="c9", different=2, prestige=1)))
    assert s.state.deck() == 28
    assert s.state.players[0].prestige == 1
    do(s, ChooseKey(player=0, key="1"), EndPhase(player=0), EndPhase(player=0))
    assert s.state.turn.phase == 3
