"""Divers, unequipped and equipped (pp. 10–11)."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleViolation
from companion.core.session import Session
from companion.games.otys.commands import (
    Act,
    Buy,
    ChooseKey,
    Copy,
    Draw,
    EndPhase,
    EndTurn,
    Explore,
    Find,
    Fulfil,
    Improve,
    KeepDown,
    RevealContract,
    RevealToken,
    Sell,
    TokenUse,
)
from companion.games.otys.events import Traded
from companion.games.otys.rules import price, sale
from companion.games.otys.state import Contract, Diver, Resources
from tests.otys.table import (
    BATTERY,
    METAL_OR_FUEL,
    do,
    edit,
    kinds,
    start,
    to_phase_two,
    types,
    zones,
)

ORDER = ("metal_expert", "plant_expert", "fuel_expert", "tech_expert", "trader", "spy",
         "engineer", "explorer")  # fmt: skip


def _at(kind: str, level: int) -> tuple[str, ...]:
    """ORDER with ``kind`` moved to ``level``."""
    rest = [k for k in ORDER if k != kind]
    rest.insert(level + 2, kind)
    return tuple(rest)


def _equip(s: Session, seat: int, *which: str) -> None:
    state = s.state
    divers = tuple(
        Diver(kind=d.kind, equipped=d.kind in which or d.equipped)
        for d in state.players[seat].divers
    )
    edit(s, seat, divers=divers)


@pytest.mark.parametrize(
    ("expert", "colour"),
    [("metal_expert", "metal"), ("plant_expert", "plant"), ("fuel_expert", "fuel"),
     ("tech_expert", "tech")],
)  # fmt: skip
def test_an_expert_finds_its_colour_at_its_depth_p10(expert: str, colour: str) -> None:
    """p. 10: each expert puts a cube of its colour in the dig zone of its level."""
    s = start(divers=_at(expert, 3))
    before = s.state.players[0].zone(3).get(colour)
    to_phase_two(s, 0, "3")
    s.execute(Act(player=0, action=Find()))
    assert s.state.players[0].zone(3).get(colour) == before + 1


def test_an_expert_cannot_put_a_cube_in_a_full_zone_p10() -> None:
    """p. 10: a full dig zone takes no cube (no discarding); level 1 has 3 spaces."""
    s = start(divers=_at("metal_expert", 1))
    edit(s, 0, zones=zones({"plant": 3}, {}, {}, {}, {}))
    to_phase_two(s, 0, "1")
    with pytest.raises(RuleViolation) as refused:
        s.execute(Act(player=0, action=Find()))
    assert refused.value.code == "otys.zone.full"


@pytest.mark.parametrize(
    ("expert", "field", "gain"),
    [("metal_expert", "neutral_keys", 1), ("plant_expert", "credits", 1),
     ("fuel_expert", "batteries", 1)],
)  # fmt: skip
def test_equipped_experts_give_their_bonus_p10(expert: str, field: str, gain: int) -> None:
    """p. 10: equipped, the metal expert gives a neutral X-key, the plant expert a credit,
    the fuel expert a battery; taking the cube stays optional."""
    s = start(divers=_at(expert, 2))
    _equip(s, 0, expert)
    before = getattr(s.state.players[0], field)
    to_phase_two(s, 0, "2")
    s.execute(Act(player=0, action=Find(take=False)))
    assert getattr(s.state.players[0], field) == before + gain
    assert s.state.players[0].zone(2).total() == 1


def test_the_equipped_tech_expert_takes_back_a_key_of_your_colour_p10() -> None:
    """p. 10: the equipped technology expert also takes back a used key (not a neutral
    one); the keys right of it slide left."""
    s = start(divers=_at("tech_expert", 2))
    _equip(s, 0, "tech_expert")
    edit(s, 0, track=("1", "n", "3"))
    to_phase_two(s, 0, "2")
    with pytest.raises(RuleViolation):
        s.execute(Act(player=0, action=Find(key="4")))
    s.execute(Act(player=0, action=Find(key="1")))
    assert s.state.players[0].track == ("n", "3")
    assert s.state.players[0].zone(2).tech == 1


def _paola_trader(equipped: bool) -> Session:
    """p. 10: the trader at level 5 with 1 metal and 2 fuels; the emporium holds 1 metal,
    1 plant, 2 fuels and no technology."""
    s = start(divers=_at("trader", 5))
    if equipped:
        _equip(s, 0, "trader")
    edit(s, 0, zones=zones({}, {}, {}, {}, {"metal": 1, "fuel": 2}))
    s.state = s.state.model_copy(update={"emporium": Resources(metal=1, plant=1, fuel=2)})
    to_phase_two(s, 0, "5")
    return s


def test_paola_trader_the_emporium_example_p10() -> None:
    """p. 10: her metal sells for 2 credits (the fuel would give 1) and goes to the
    second metal space; buying, a metal or a plant would cost 3, a fuel 2, a
    technology nothing (none there); a technology would sell for 3 credits or 1
    prestige."""
    s = _paola_trader(False)
    state = s.state
    assert sale(state, "fuel", False) == (2, 1, 0)
    assert price(state, "metal", False) == (0, 3)
    assert price(state, "plant", False) == (0, 3)
    assert price(state, "fuel", False) == (1, 2)
    assert price(state, "tech", False) is None
    assert sale(state, "tech", False) == (0, 3, 1)
    events = s.execute(Act(player=0, action=Sell(colour="metal"))).events
    assert next(e for e in events if isinstance(e, Traded)).row == 1
    after = s.state
    assert after.players[0].credits == 5
    assert after.emporium.metal == 2
    assert after.players[0].zone(5) == Resources(fuel=2)


def test_paola_equipped_trader_p10() -> None:
    """p. 10: equipped, the same metal sells for 3 credits or 1 prestige (every row gives
    prestige); buying costs 1 credit less."""
    s = _paola_trader(True)
    state = s.state
    assert sale(state, "metal", True) == (1, 3, 1)
    assert price(state, "fuel", True) == (1, 1)
    s.execute(Act(player=0, action=Sell(colour="metal", reward="prestige")))
    assert s.state.players[0].prestige == 1


def test_the_trader_cannot_sell_for_prestige_below_the_top_row_nor_into_a_full_column_p10() -> None:
    """p. 10: only the top row gives prestige (unequipped); no sale into a full column; no
    purchase from an empty one or into a full zone; buying is paid in credits."""
    s = _paola_trader(False)
    with pytest.raises(RuleViolation) as no_prestige:
        s.execute(Act(player=0, action=Sell(colour="metal", reward="prestige")))
    assert no_prestige.value.code == "otys.emporium.no_prestige"
    s.state = s.state.model_copy(update={"emporium": Resources(metal=1, plant=1, fuel=3)})
    with pytest.raises(RuleViolation) as full:
        s.execute(Act(player=0, action=Sell(colour="fuel")))
    assert full.value.code == "otys.emporium.full"
    with pytest.raises(RuleViolation) as empty:
        s.execute(Act(player=0, action=Buy(colour="tech")))
    assert empty.value.code == "otys.emporium.empty"
    s.execute(Act(player=0, action=Buy(colour="metal")))
    assert s.state.players[0].credits == 0
    assert s.state.players[0].zone(5).metal == 2
    assert s.state.emporium.metal == 0


def test_the_spy_draws_four_contracts_and_keeps_one_p11() -> None:
    """p. 11: 1 credit, draw 4, keep 1 (the table names it), the others under the deck;
    equipped, no credit."""
    s = start(divers=_at("spy", 3))
    deck = s.state.deck()
    to_phase_two(s, 0, "3")
    s.execute(Act(player=0, action=Draw()))
    assert s.state.players[0].credits == 2
    assert s.state.pending[0].kind == "private"
    kept = Contract(id="spy_kept", different=3, prestige=2)
    s.execute(RevealContract(contract=kept))
    assert s.state.players[0].contracts == (kept,)
    assert s.state.deck() == deck - 1


def test_the_spy_copies_a_neighbours_diver_at_its_depth_on_your_board_p11() -> None:
    """p. 11: 1 credit, the neighbour's diver at the spy's depth acts on your board and
    does not surface; its own cost is paid (an explorer: 2 credits)."""
    s = start(3, divers=_at("spy", 4))
    edit(s, 2, divers=_at("explorer", 4))
    edit(s, 0, credits=5)
    to_phase_two(s, 0, "4")
    s.execute(Act(player=0, action=Copy(seat=2, action=Explore(token=0))))
    assert s.state.players[0].credits == 2
    assert s.state.players[0].tokens[3] == BATTERY
    assert s.state.players[0].batteries == 2
    assert s.state.players[2].diver_at(4).kind == "explorer"
    s.execute(RevealToken(token=BATTERY))
    s.execute(EndTurn(player=0))
    assert kinds(s.state, 0)[0] == "spy"
    assert s.state.players[2].diver_at(4).kind == "explorer"


def test_the_spy_copies_only_neighbours_and_a_copied_spy_only_draws_p11() -> None:
    """p. 11: only the players right and left; a copied spy cannot reach further."""
    s = start(4, divers=_at("spy", 3))
    to_phase_two(s, 0, "3")
    with pytest.raises(RuleViolation) as refused:
        s.execute(Act(player=0, action=Copy(seat=2, action=Draw())))
    assert refused.value.code == "otys.spy.neighbour"
    s.execute(Act(player=0, action=Copy(seat=3, action=Draw())))
    assert s.state.players[0].credits == 1


def test_the_authors_spy_variant_p11() -> None:
    """p. 11, the author's variant: the copied diver surfaces too, the credit goes to its
    owner, who may spend a battery to keep it down."""
    s = start(2, divers=_at("spy", 2), spy_variant=True)
    edit(s, 1, divers=_at("plant_expert", 2))
    to_phase_two(s, 0, "2")
    events = s.execute(Act(player=0, action=Copy(seat=1, action=Find()))).events
    assert s.state.players[0].credits == 2
    assert s.state.players[1].credits == 4
    assert s.state.players[0].zone(2).plant == 1
    assert "awaiting" in types(list(events))
    s.execute(KeepDown(player=1, battery=False))
    assert kinds(s.state, 1)[0] == "plant_expert"
    s.execute(EndTurn(player=0))
    s2 = start(2, divers=_at("spy", 2), spy_variant=True)
    edit(s2, 1, divers=_at("plant_expert", 2))
    to_phase_two(s2, 0, "2")
    s2.execute(Act(player=0, action=Copy(seat=1, action=Find())))
    s2.execute(KeepDown(player=1, battery=True))
    assert s2.state.players[1].batteries == 0
    assert s2.state.players[1].diver_at(2).kind == "plant_expert"


def test_the_engineer_improves_a_technician_at_most_three_times_p11() -> None:
    """p. 11: 1 credit (equipped: none) moves the mechanic down or the hacker left; each
    at most three times."""
    s = start(divers=_at("engineer", 1))
    edit(s, 0, mechanic=3)
    to_phase_two(s, 0, "1")
    with pytest.raises(RuleViolation) as refused:
        s.execute(Act(player=0, action=Improve(technician="mechanic")))
    assert refused.value.code == "otys.technician.top"
    s.execute(Act(player=0, action=Improve(technician="hacker")))
    assert (s.state.players[0].hacker, s.state.players[0].credits) == (1, 2)
    equipped = start(divers=_at("engineer", 1))
    _equip(equipped, 0, "engineer")
    to_phase_two(equipped, 0, "1")
    equipped.execute(Act(player=0, action=Improve(technician="mechanic")))
    assert equipped.state.players[0].credits == 3
    assert equipped.state.reach(0) == 2


def test_paola_explorer_and_the_permanent_token_p11_p12() -> None:
    """p. 11, Paola: the explorer at level 4 pays 2 credits and takes the token giving
    1 metal or 1 fuel: a metal goes to level 4; the token lies at level 4 of her board,
    and each contract fulfilled there gives 2 more credits; the display is refilled."""
    s = start(divers=_at("explorer", 4))
    display = list(s.state.display)
    display[3] = (METAL_OR_FUEL, BATTERY)
    s.state = s.state.model_copy(update={"display": tuple(display)})
    to_phase_two(s, 0, "4")
    s.execute(Act(player=0, action=Explore(token=0, use=TokenUse(colour="metal"))))
    player = s.state.players[0]
    assert player.credits == 1
    assert player.zone(4) == Resources(metal=1, fuel=1)
    assert player.tokens[3] == METAL_OR_FUEL
    assert s.state.display[3] == (None, BATTERY)
    s.execute(RevealToken(token=BATTERY))
    assert s.state.display[3] == (BATTERY, BATTERY)
    contract = s.state.public[0]
    assert contract is not None
    s.execute(EndTurn(player=0))
    do(s, *_pass(1))
    s.execute(Fulfil(player=0, contract=contract.id, level=4, colours=("metal", "fuel")))
    assert s.state.players[0].credits == 1 + 2
    assert s.state.players[0].prestige == 1


def _pass(seat: int) -> list[object]:
    return [ChooseKey(player=seat, key="1"), EndPhase(player=seat), EndPhase(player=seat),
            EndTurn(player=seat)]  # fmt: skip


def test_the_explorer_replaces_the_token_at_that_depth_and_is_cheaper_equipped_p11() -> None:
    """p. 11: a token on an occupied space replaces (discards) the one there; equipped,
    the explorer costs 1 credit; sponsor 1 advanced waives it."""
    s = start(divers=_at("explorer", 2))
    _equip(s, 0, "explorer")
    tokens = list(s.state.players[0].tokens)
    tokens[1] = METAL_OR_FUEL
    edit(s, 0, tokens=tuple(tokens))
    to_phase_two(s, 0, "2")
    s.execute(Act(player=0, action=Explore(token=1)))
    assert s.state.players[0].credits == 2
    assert s.state.players[0].tokens[1] is not None
    assert s.state.players[0].tokens[1].front == "prestige"
    assert s.state.token_discards == (METAL_OR_FUEL,)
