"""The guide: setup steps, and a turn's steps built from the engine's own answers
(slot reasons by code, the colour match, card types, the network)."""

from __future__ import annotations

import pytest

from companion.core.errors import InvalidCommand
from companion.games.underwater_cities.queries import slot_options
from companion.games.underwater_cities.state import CardInfo, CardType
from companion.games.underwater_cities.teaching import setup_guide, turn_guide
from companion.teaching import Guide, GuideStep, Message, render_guide, teacher

from .helpers import Table

CATALOG = teacher("underwater_cities").catalog()


def keys(step: GuideStep | None) -> list[str]:
    """The message keys of a step's sub-points, without the prefix."""
    assert step is not None
    return [item.message.key.removeprefix("underwater_cities.guide.") for item in step.items]


def key(step: GuideStep | None) -> str:
    assert step is not None
    return step.message.key.removeprefix("underwater_cities.guide.")


def all_messages(guide: Guide) -> list[Message]:
    found: list[Message] = []

    def walk(steps: tuple[GuideStep, ...]) -> None:
        for step in steps:
            found.append(step.message)
            walk(step.items)

    walk(guide.steps)
    return found


# --- slots --------------------------------------------------------------------


def test_each_slot_says_whether_it_is_available_with_the_engines_reason_code() -> None:
    """Rulebook p. 7: a slot chosen this round is occupied; a slot of which nothing
    can be used may not be chosen. The guide carries slot_options' codes."""
    table = Table()
    table.place()
    table.do("end_turn")
    table.set_resources(table.current)
    player = table.current
    guide = turn_guide(table.state, player)
    items = guide.step("slots")
    assert items is not None
    options = slot_options(table.state, player)
    assert [item.message.params["slot"] for item in items.items] == [o.slot for o in options]
    for item, option in zip(items.items, options, strict=True):
        code = option.reason.code if option.reason else None
        assert item.message.params.get("code") == code
        if option.reason is not None:
            assert item.message.params["reason"] == option.reason.message
    codes = {item.message.params.get("code") for item in items.items}
    assert {"slot_occupied", "slot_unusable", None} <= codes
    lines = [CATALOG.render(item.message) for item in items.items]
    assert any("not available. That action slot is already occupied" in line for line in lines)


def test_the_always_available_slot_and_the_cloning_tile() -> None:
    """Rulebook p. 7: with 4 players an occupied slot may be taken with the cloning tile."""
    table = Table(4)
    table.place()
    table.do("end_turn")
    steps = turn_guide(table.state, table.current).step("slots")
    assert "slot_clone" in keys(steps)
    assert keys(steps)[-1] == "slot_always"


def test_solo_blocked_slots_name_their_code() -> None:
    table = Table(1)
    steps = turn_guide(table.state, 0).step("slots")
    assert steps is not None
    assert "slot_blocked" in {item.message.params.get("code") for item in steps.items}


def test_a_chosen_card_colour_tells_which_slots_match() -> None:
    """Rulebook p. 7: card colour = slot colour → both the slot's action and the card."""
    table = Table()
    guide = turn_guide(table.state, 0, CardInfo(colour="green", type="instant"))
    for item in guide.step("slots").items:  # type: ignore[union-attr]
        params = item.message.params
        if key(item) in ("slot_available_match", "slot_available_no_match"):
            assert (key(item) == "slot_available_match") == (params["colour"] == "green")
    assert key(guide.step("colour")) == "colour_choice"
    assert key(guide.step("card_type")) == "card_type_instant"


def test_the_teacher_takes_the_card_in_mind_as_its_intent() -> None:
    guide = teacher("underwater_cities").turn_guide(Table().state, 0, CardInfo(colour="red"))
    assert key(guide.step("colour")) == "colour_choice"
    assert key(guide.step("card_type")) == "card_type_unknown"


def test_before_placing_without_a_card_the_colour_rule_and_no_card_type() -> None:
    guide = turn_guide(Table().state, 0)
    assert guide.topics() == ("turn", "slots", "colour", "network")
    assert key(guide.step("colour")) == "colour_rule"


def test_discard_first_when_over_the_hand_limit() -> None:
    table = Table()
    table.adjust(0, hand=2)
    step = turn_guide(table.state, 0).step("discard")
    assert step is not None and step.message.params == {"hand": 5, "limit": 3}


# --- after placing: the colour match and the card type ---------------------------


def test_after_a_match_the_card_and_the_slot_resolve_in_either_order() -> None:
    table = Table()
    table.place(match=True, type="action")
    guide = turn_guide(table.state, 0)
    assert key(guide.step("slots")) == "slot_chosen"
    assert key(guide.step("colour")) == "colour_matched"
    action = guide.step("card_type")
    assert key(action) == "card_type_action"
    assert action is not None and action.message.params == {"held": 1}


def test_after_a_mismatch_the_card_was_discarded() -> None:
    table = Table()
    table.place(match=False)
    assert key(turn_guide(table.state, 0).step("colour")) == "colour_not_matched"


def test_without_a_card_only_the_slot() -> None:
    table = Table()
    table.adjust(0, hand=-3)
    table.do("place", slot="always")
    guide = turn_guide(table.state, 0)
    assert key(guide.step("colour")) == "colour_no_card"
    assert guide.step("card_type") is None


@pytest.mark.parametrize(
    "card_type", ["instant", "permanent", "action", "production", "end_scoring", None]
)
def test_every_card_type_is_explained(card_type: CardType | None) -> None:
    """Rulebook p. 8: instant, and the four claimed types."""
    guide = turn_guide(Table().state, 0, CardInfo(colour="red", type=card_type))
    assert key(guide.step("card_type")) == f"card_type_{card_type or 'unknown'}"


def test_a_special_card_explains_its_cost_then_its_type() -> None:
    """Rulebook pp. 8-9: a special's effect happens only when its cost is paid."""
    guide = turn_guide(Table().state, 0, CardInfo(colour="red", type="instant", special_cost=3))
    step = guide.step("card_type")
    assert key(step) == "card_special" and keys(step) == ["card_type_instant"]
    assert step is not None and step.message.params == {"cost": 3}


# --- the network ----------------------------------------------------------------


def test_connected_means_counts_and_names_of_the_unconnected_cities() -> None:
    """Rulebook p. 11: only cities a chain of tunnels joins to the start city count."""
    table = Table()
    table.adjust(0, site="c32", built="city")
    table.adjust(0, site="c31", built="city")
    table.adjust(0, site="t_c23_c33", built="tunnel")
    table.adjust(0, site="t_c12_c13", built="tunnel")
    step = turn_guide(table.state, 0).step("network")
    assert step is not None
    assert keys(step) == ["network_counts", "network_unconnected"]
    assert step.items[0].message.params == {
        "connected": 1,
        "unconnected": 2,
        "tunnels_adjacent": 1,
        "metropolises": 0,
    }
    assert step.items[1].message.params == {"cities": ("c31", "c32")}
    assert CATALOG.render(step.items[1].message).startswith("Not connected yet: c31, c32.")


def test_tunnels_that_touch_no_city_are_named() -> None:
    table = Table()
    table.adjust(0, site="t_c32_c33", built="tunnel")
    table.adjust(0, site="t_c31_c32", built="tunnel")
    step = turn_guide(table.state, 0).step("network")
    assert keys(step) == ["network_counts", "network_idle_tunnels"]
    assert step is not None and step.items[1].message.params == {"tunnels": ("t_c31_c32",)}


# --- other players and phases ------------------------------------------------------


def test_a_player_waiting_for_their_turn_sees_whose_turn_it_is_and_their_network() -> None:
    table = Table()
    guide = turn_guide(table.state, 1)
    assert guide.topics() == ("turn", "network")
    assert guide.steps[0].message.params == {"name": "Ben", "current": "Anna"}


def test_production_and_keeping_cards_and_the_end() -> None:
    table = Table()
    table.pass_until_production()
    assert key(turn_guide(table.state, 0).steps[0]) == "phase_production"
    table.run({"type": "run_production"})
    step = turn_guide(table.state, 0).steps[0]
    assert key(step) == "phase_era_keep"
    assert step.message.params == {"name": "Anna", "hand": 6, "limit": 3}


def test_an_unknown_player_is_refused() -> None:
    with pytest.raises(Exception) as caught:
        turn_guide(Table().state, 5)
    assert getattr(caught.value, "code", None) == "unknown_player"


# --- setup ----------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "domes"), [(2, 7), (3, 10), (4, 13)])
def test_setup_counts_out_the_symbiotic_domes_for_the_player_count(
    players: int, domes: int
) -> None:
    """Rulebook p. 9: 7 / 10 / 13 symbiotic domes for 2 / 3 / 4 players."""
    guide = setup_guide(players)
    step = guide.step("symbiotic_domes")
    assert step is not None and step.message.params == {"count": domes, "players": players}
    assert len(keys(guide.step("federation"))) == players
    assert (guide.step("cloning") is not None) == (players == 4)


def test_setup_federation_track_in_reverse_with_its_bonuses() -> None:
    """Rulebook p. 6: 3rd player on space 3 gains 1 credit; 4th on space 2 gains 1
    credit and 1 steelplast."""
    items = setup_guide(4).step("federation").items  # type: ignore[union-attr]
    assert [i.message.params for i in items[2:]] == [
        {"space": 3, "credits": 1, "steelplast": 0},
        {"space": 2, "credits": 1, "steelplast": 1},
    ]


def test_solo_setup() -> None:
    guide = setup_guide(1)
    assert key(guide.step("symbiotic_domes")) == "setup_symbiotic_domes_unlimited"
    assert key(guide.step("solo")) == "setup_solo_blockers"
    assert guide.step("play_order") is None


def test_setup_says_what_the_app_drew_and_dealt() -> None:
    """Rulebook p. 6 has the table draw a play order and deal metropolis tiles; when
    the app did, the checklist says so instead of asking for it again."""
    guide = setup_guide(2, drawn_order=["Bo", "Ann"], tiles_dealt=True)
    step = guide.step("play_order")
    assert step is not None and key(step) == "setup_play_order_drawn"
    assert step.message.params == {"order": ["Bo", "Ann"]}
    assert key(guide.step("metropolises")) == "setup_metropolises_dealt"
    assert key(setup_guide(2).step("play_order")) == "setup_play_order"


def test_setup_for_no_players_is_refused() -> None:
    with pytest.raises(InvalidCommand) as caught:
        setup_guide(5)
    assert caught.value.code == "bad_player_count"


# --- texts -------------------------------------------------------------------------------


def test_every_guide_text_is_used_and_every_message_renders() -> None:
    """All guide texts live in the catalog; none is missing and none is dead."""
    guides = [setup_guide(n) for n in (1, 2, 3, 4)]
    guides.append(setup_guide(3, drawn_order=["Ann", "Bo", "Cy"], tiles_dealt=True))
    guides.append(turn_guide(Table(1).state, 0))
    table = Table(4)
    guides.append(turn_guide(table.state, 0, CardInfo(colour="green", type="action")))
    guides.append(turn_guide(table.state, 0, CardInfo(colour="red", special_cost=2)))
    card_types: tuple[CardType, ...] = ("instant", "permanent", "production", "end_scoring")
    for card_type in card_types:
        guides.append(turn_guide(table.state, 0, CardInfo(type=card_type)))
    guides.append(turn_guide(table.state, 0))
    guides.append(turn_guide(table.state, 1))
    table.place(match=False)
    guides.append(turn_guide(table.state, 0))
    table.do("end_turn")
    table.place(match=True)
    guides.append(turn_guide(table.state, 1))
    table.do("end_turn")
    table.adjust(2, hand=2, site="c31", built="city")
    table.adjust(2, site="t_c23_c33", built="tunnel")
    table.adjust(2, site="t_c22_c23", built="tunnel")
    guides.append(turn_guide(table.state, 2))
    table.do("discard", count=2)
    table.adjust(2, hand=-3)
    table.do("place", slot="always")
    guides.append(turn_guide(table.state, 2))
    table.do("end_turn")
    table.pass_until_production()
    guides.append(turn_guide(table.state, 0))
    table.run({"type": "run_production"})
    guides.append(turn_guide(table.state, 0))
    table.session.state = table.state.model_copy(update={"phase": "finished"})
    guides.append(turn_guide(table.state, 0))
    used = set()
    for guide in guides:
        for line in render_guide(guide, CATALOG.render):
            assert "{" not in line
        used |= {message.key for message in all_messages(guide)}
    assert used == set(CATALOG.texts)
