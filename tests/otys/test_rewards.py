"""Reward tokens (p. 12): every immediate bonus, the bag refilled from the discards;
the equipped spy (p. 11)."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleViolation
from companion.core.session import Session
from companion.games.otys.commands import (
    Act,
    ChooseKey,
    Draw,
    EndPhase,
    Explore,
    RevealContract,
    RevealToken,
    TokenUse,
    UseSponsor,
)
from companion.games.otys.data import REWARD_TOKENS
from companion.games.otys.state import Contract, Diver, Token
from tests.otys.table import BATTERY, PRESTIGE, do, edit, start

EXPLORER_AT_1 = ("metal_expert", "plant_expert", "fuel_expert", "explorer", "trader", "spy",
                 "engineer", "tech_expert")  # fmt: skip
CONTRACT = Token(front="contract", back="prestige")
EQUIP = Token(front="equip", back="credits")


def _explore(first: Token, second: Token = BATTERY) -> Session:
    s = start(divers=EXPLORER_AT_1)
    display = list(s.state.display)
    display[0] = (first, second)
    s.state = s.state.model_copy(update={"display": tuple(display)})
    do(s, ChooseKey(player=0, key="1"), EndPhase(player=0))
    return s


def test_the_contract_token_draws_four_and_keeps_one_p12() -> None:
    """p. 12: draw 4 contracts, keep one (the table names it), the others under the deck."""
    s = _explore(CONTRACT)
    s.execute(Act(player=0, action=Explore(token=0)))
    kinds = [p.kind for p in s.state.pending]
    assert kinds == ["private", "token"]
    kept = Contract(id="kept", different=2, prestige=1)
    s.execute(RevealContract(contract=kept))
    s.execute(RevealToken(token=PRESTIGE))
    assert s.state.players[0].contracts == (kept,)
    assert s.state.players[0].tokens[0] == CONTRACT


def test_the_equip_token_equips_a_diver_of_your_choice_without_prestige_p12() -> None:
    """p. 12: turn any diver to its equipped side; no prestige (unlike sponsor 4)."""
    s = _explore(EQUIP)
    with pytest.raises(RuleViolation) as which:
        s.execute(Act(player=0, action=Explore(token=0)))
    assert which.value.code == "otys.token.diver"
    s.execute(Act(player=0, action=Explore(token=0, use=TokenUse(slot=7))))
    player = s.state.players[0]
    assert player.divers[7] == Diver(kind="tech_expert", equipped=True)
    assert player.prestige == 0


def test_the_battery_and_prestige_tokens_p12() -> None:
    """p. 12: 1 battery; 1 prestige."""
    s = _explore(BATTERY, PRESTIGE)
    s.execute(Act(player=0, action=Explore(token=1)))
    assert s.state.players[0].prestige == 1
    other = _explore(BATTERY, PRESTIGE)
    other.execute(Act(player=0, action=Explore(token=0)))
    assert other.state.players[0].batteries == 2


def test_an_empty_bag_takes_back_the_discards_before_the_refill_p9_p11() -> None:
    """p. 9 and p. 11: if the bag is empty, the discarded tokens go back in before
    drawing to refill the display."""
    s = start(sponsors=((1, "standard"), (2, "advanced"), (3, "standard"), (4, "standard"),
                        (5, "standard")))  # fmt: skip
    discards = (BATTERY,) * (REWARD_TOKENS - 10)
    s.state = s.state.model_copy(update={"token_discards": discards})
    assert s.state.bag() == 0
    do(s, ChooseKey(player=0, key="2"))
    events = s.execute(UseSponsor(player=0, token=1)).events
    assert [getattr(e, "type", "") for e in events][-2:] == ["bag_refilled", "awaiting"]
    assert s.state.token_discards == ()
    assert s.state.bag() == REWARD_TOKENS - 9


def test_the_equipped_spy_pays_no_credit_p11() -> None:
    """p. 11: equipped, the spy's actions cost no credit."""
    s = start(divers=("metal_expert", "plant_expert", "fuel_expert", "spy", "trader",
                      "explorer", "engineer", "tech_expert"))  # fmt: skip
    divers = tuple(Diver(kind=d.kind, equipped=d.kind == "spy") for d in s.state.players[0].divers)
    edit(s, 0, divers=divers, credits=0)
    do(s, ChooseKey(player=0, key="1"), EndPhase(player=0), Act(player=0, action=Draw()))
    assert s.state.players[0].credits == 0
    assert s.state.pending[0].kind == "private"
