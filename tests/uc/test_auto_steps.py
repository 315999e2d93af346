"""The steps the app takes by itself after a tap (``auto.follow_up``).

German rulebook pages: a turn p. 7; action slots and card effects p. 9; the
always-available slot p. 13; the parts of an effect in any order, wholly or
partly, and the card before or after the slot p. 13–14; permanent cards p. 19.
"""

from __future__ import annotations

from typing import Any

from companion.core.session import Session
from companion.games.underwater_cities.auto import follow_up
from companion.games.underwater_cities.commands import Finish, Gain, Resolve
from companion.games.underwater_cities.model import Resources

from .helpers import current, do, new_game, place, resources, set_resources, state, turn


def _run(game: Session) -> list[Any]:
    """Play every step the app would take by itself; returns them."""
    taken = []
    while (step := follow_up(state(game), current(game))) is not None:
        taken.append(step)
        game.execute(step)
    return taken


def test_always_slot_gains_its_two_cards_and_two_credits_and_closes_p13() -> None:
    game = new_game()
    before = resources(game, 0)["credits"]
    hand = state(game).players[0].hand
    place(game, "always", "red")
    steps = _run(game)
    assert steps == [
        Gain(player=0, resources=Resources(credits=2), cards=2, auto=True),
        Finish(player=0, auto=True),
    ]
    assert resources(game, 0)["credits"] == before + 2
    assert state(game).players[0].hand == hand - 1 + 2
    assert turn(game).slot_done and not turn(game).stack


def test_a_slot_with_alternatives_waits_for_the_players_choice_p9() -> None:
    game = new_game()
    place(game, "s12_02", "green")  # 2 science, or upgrade 3 structures
    assert follow_up(state(game), 0) is None


def test_a_build_slot_leaves_the_site_to_the_player_p9() -> None:
    game = new_game()
    place(game, "s12_12", "red")  # build 2 desalination plants
    assert follow_up(state(game), 0) is None


def test_the_rest_of_an_option_is_gained_once_the_choice_is_made_p13() -> None:
    game = new_game()
    place(game, "s12_11", "green")  # a tunnel, or 1 Federation step + 1 credit + 2 cards
    do(game, "advance", steps=1)
    steps = _run(game)
    assert steps == [
        Gain(player=0, resources=Resources(credits=1), cards=2, auto=True),
        Finish(player=0, auto=True),
    ]


def test_a_gain_partly_taken_by_hand_is_completed_p13() -> None:
    game = new_game()
    place(game, "always", "red")
    do(game, "gain", cards=1)
    assert _run(game)[0] == Gain(player=0, resources=Resources(credits=2), cards=1, auto=True)


def test_a_matched_permanent_card_is_claimed_before_the_slots_gain_p19() -> None:
    game = new_game()
    place(game, "s12_10", "red", kind="permanent")  # action card + 1 steelplast
    steps = _run(game)
    assert steps[0] == Resolve(player=0, auto=True)
    assert turn(game).card_done
    assert not turn(game).slot_done  # an action card to use: the player's choice


def test_an_unknown_instant_card_and_a_special_card_wait_for_the_player_p8_p9() -> None:
    game = new_game()
    place(game, "s12_12", "green")  # an instant card the companion does not know
    assert follow_up(state(game), 0) is None
    game = new_game()
    place(game, "s12_12", "green", kind="permanent", special_cost=2)
    assert follow_up(state(game), 0) is None


def test_an_instant_card_of_gains_only_is_resolved_and_closed_p9() -> None:
    game = new_game()
    rules = {"effect": {"options": [[{"kind": "gain", "resources": {"kelp": 2}, "points": 1}]]}}
    place(game, "s12_12", "green", kind="instant", rules=rules)
    steps = _run(game)
    assert steps == [
        Resolve(player=0, auto=True),
        Gain(player=0, resources=Resources(kelp=2), points=1, auto=True),
        Finish(player=0, auto=True),
    ]


def test_a_card_with_a_condition_waits_for_the_player() -> None:
    game = new_game()
    rules = {"requires": {"count": "connected_cities", "at_least": 1}}
    place(game, "s12_12", "green", kind="permanent", rules=rules)
    assert follow_up(state(game), 0) is None


def test_nothing_is_taken_for_another_player_or_before_the_tile_is_placed() -> None:
    game = new_game()
    assert follow_up(state(game), 0) is None
    place(game, "always", "red")
    assert follow_up(state(game), 1) is None


def test_the_stored_command_keeps_auto_only_when_set() -> None:
    assert "auto" not in Gain(player=0, cards=1).model_dump(mode="json")
    assert Gain(player=0, cards=1, auto=True).model_dump(mode="json")["auto"] is True


def test_the_slot_is_not_opened_for_its_gain_while_a_matched_card_waits_p13() -> None:
    """Action card + 1 steelplast with an unknown instant card of the slot's colour:
    gaining the steelplast would open the slot's action and keep the card waiting
    until it is done (card and slot are never interleaved), so the app waits."""
    game = new_game()
    place(game, "s12_10", "red")  # an instant card the companion does not know
    assert follow_up(state(game), 0) is None


def test_an_effect_nothing_of_which_can_be_paid_for_is_closed_p13() -> None:
    """A card's "build a farm" with no kelp or biomatter to pay for it: nothing of
    the effect can be used, so it is closed (it was used partly: not at all)."""
    game = new_game()
    set_resources(game, 0, kelp=0, biomatter=0, steelplast=0, credits=0, science=0)
    rules = {"effect": {"options": [[{"kind": "build", "kinds": ["farm"]}]]}}
    place(game, "s12_03", "green", kind="instant", rules=rules)
    do(game, "resolve_card")
    assert follow_up(state(game), 0) == Finish(player=0, auto=True)
