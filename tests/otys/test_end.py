"""The end of the game (p. 6: 18 prestige; p. 8: the round is finished, the winner
and the tie-breaks)."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleViolation
from companion.core.session import Session
from companion.games.otys.commands import ChooseKey, EndPhase, EndTurn, Fulfil, RevealContract
from companion.games.otys.english import ENGLISH
from companion.games.otys.plugin import PLUGIN
from companion.games.otys.state import Contract, Resources
from tests.otys.table import do, edit, start, zones

BIG = Contract(id="big", needs=Resources(metal=1), prestige=5)


def _turn(s: Session, seat: int) -> None:
    do(s, ChooseKey(player=seat, key="1"), EndPhase(player=seat), EndPhase(player=seat),
       EndTurn(player=seat))  # fmt: skip


def test_reaching_18_finishes_the_round_the_first_players_right_neighbour_last_p8() -> None:
    """p. 8: at 18 prestige or more the round goes on so everyone has played as often;
    the player right of the first player plays last; the app counts the turns left."""
    s = start(3, public=(BIG, Contract(id="c2", different=2, prestige=1),
                         Contract(id="c3", different=3, prestige=2)))  # fmt: skip
    edit(s, 1, prestige=13, zones=zones({"metal": 1}, {}, {}, {}, {}))
    _turn(s, 0)
    s.execute(ChooseKey(player=1, key="1"))
    events = s.execute(Fulfil(player=1, contract="big", level=1)).events
    assert [getattr(e, "type", "") for e in events][-1] == "end_triggered"
    assert s.state.triggered_by == 1
    s.execute(RevealContract(contract=Contract(id="c4", different=2, prestige=1)))
    step = PLUGIN.next_step(s.state)
    assert step.code == "otys.next.last_round_one" and step.params["turns"] == 1
    assert "one more turn after this one" in ENGLISH.render(step)
    do(s, EndPhase(player=1), EndPhase(player=1), EndTurn(player=1))
    assert not PLUGIN.is_over(s.state)
    s.execute(ChooseKey(player=2, key="1"))
    last = PLUGIN.next_step(s.state)
    assert last.code == "otys.next.last_turn"
    assert "this is the game's last turn" in ENGLISH.render(last)
    do(s, EndPhase(player=2), EndPhase(player=2), EndTurn(player=2))
    assert PLUGIN.is_over(s.state)
    assert [p.turns for p in s.state.players] == [1, 1, 1]
    assert PLUGIN.actors(s.state) == ()
    with pytest.raises(RuleViolation) as over:
        s.execute(ChooseKey(player=0, key="2"))
    assert over.value.code == "otys.game.over"


def test_a_trigger_by_the_last_seat_ends_the_game_with_its_turn_p8() -> None:
    """p. 8: when the first player's right-hand neighbour triggers it, the round is
    already complete at the end of that turn."""
    s = start(2)
    _turn(s, 0)
    edit(s, 1, prestige=18)
    _turn(s, 1)
    assert PLUGIN.is_over(s.state)
    result = PLUGIN.result(s.state, None)
    assert result is not None and result.winners == (1,)


def _finished(prestige: list[int], resources: list[int]) -> Session:
    s = start(len(prestige))
    for seat, (points, cubes) in enumerate(zip(prestige, resources, strict=True)):
        edit(s, seat, prestige=points, zones=zones({}, {}, {}, {}, {"metal": cubes}))
    s.state = s.state.model_copy(update={"phase": "finished"})
    return s


def test_most_prestige_wins_with_the_working_in_english_p8() -> None:
    """p. 8: most prestige wins; leftover credits, batteries and resources give none."""
    s = _finished([19, 12, 20], [0, 6, 1])
    result = PLUGIN.result(s.state, None)
    assert result is not None
    assert result.winners == (2,)
    assert [score.place for score in result.scores] == [2, 3, 1]
    assert result.tie_break is None
    assert ENGLISH.render(result.scores[0].working[0]) == "19 prestige"


def test_a_tie_is_broken_by_the_resources_in_the_dig_zones_p8() -> None:
    """p. 8: tied on prestige: more resources in the dig zones wins."""
    result = PLUGIN.result(_finished([19, 19, 10], [2, 3, 6]).state, None)
    assert result is not None
    assert result.winners == (1,)
    assert [score.place for score in result.scores] == [2, 1, 3]
    assert result.tie_break is not None and result.tie_break.code == "otys.tie.resources"
    assert "Paola has more resources" in ENGLISH.render(result.tie_break)


def test_still_tied_the_victory_is_shared_p8() -> None:
    """p. 8: still tied: the players share the victory."""
    result = PLUGIN.result(_finished([19, 19], [4, 4]).state, None)
    assert result is not None
    assert result.winners == (0, 1)
    assert [score.place for score in result.scores] == [1, 1]
    assert result.tie_break is not None and result.tie_break.code == "otys.tie.shared"
