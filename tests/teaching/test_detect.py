"""Each lesson's detector fires at the right moment, for the right player, and not
otherwise. Pages are those of the German rulebook (seed 001); the overlooked
rules are the box "Häufig übersehene Spielregeln" (p. 18).
"""

from __future__ import annotations

import random

import pytest

from companion.games.underwater_cities.autoplay import play_turn
from companion.teaching import teacher

from .helpers import Table, ids, lesson

# --- first-occurrence lessons -------------------------------------------------


def test_colour_mismatch_when_the_card_colour_differs_from_the_slot() -> None:
    """p. 7: colours differ → only the slot's action; the card is discarded."""
    table = Table()
    player = table.current
    slot, colour = table.coloured_slot()
    hits = table.place(match=False)
    assert ids(hits) == ["colour_mismatch"]
    assert hits[0].player == player and hits[0].name == "Anna"
    assert hits[0].params["slot"] == slot and hits[0].params["card"] != colour


def test_colour_mismatch_not_for_a_matching_card_nor_without_a_card() -> None:
    table = Table()
    assert "colour_mismatch" not in ids(table.place(match=True))
    table.do("end_turn")
    table.adjust(table.current, hand=-3)
    assert ids(table.do("place", slot="always")) == []


def test_colour_mismatch_on_the_always_available_slot() -> None:
    """p. 7: the always-available slot has no colour: a card played there never matches."""
    table = Table()
    hits = table.do("place", slot="always", card={"colour": "red", "type": "instant"})
    assert ids(hits) == ["colour_mismatch"]


def claim_action_card(table: Table) -> list[str]:
    """The current player claims a matched action card; the lessons that brought up."""
    table.place(type="action")
    return ids(table.do("resolve_card"))


def test_the_limit_of_four_when_the_fourth_and_fifth_action_cards_are_claimed() -> None:
    """p. 8 and the overlooked rules: 4 action cards at most, the Personal Assistant
    included; the 4th is the first-occurrence lesson, the 5th the overlooked rule."""
    table = Table()
    claims: list[list[str]] = []
    while len(claims) < 4:
        if table.current == 0:
            claims.append(claim_action_card(table))
            if table.state.turn is not None and table.state.turn.pending_action_discard:
                table.do("discard_action_card", card="personal_assistant")
            table.do("end_turn")
        else:
            table.pass_turn()
    assert claims == [[], [], ["action_card_limit"], ["limit_of_four"]]
    assert table.fired(lesson("action_card_limit"))[0][1].params == {"held": 4}
    assert table.fired(lesson("limit_of_four"))[0][1].params == {"held": 5}


def test_era_discard_when_the_new_era_cards_are_dealt() -> None:
    """p. 16: at the end of an era each player draws 3 and keeps 3 of the whole hand."""
    table = Table()
    table.pass_until_production()
    hits = table.run({"type": "run_production"})
    assert [(h.lesson, h.player, h.params) for h in hits if h.lesson.endswith("era_discard")] == [
        (lesson("era_discard"), 0, {"hand": 6, "limit": 3}),
        (lesson("era_discard"), 1, {"hand": 6, "limit": 3}),
    ]
    assert len(table.fired(lesson("era_discard"))) == 2
    assert ids(table.do("discard", player=0, count=3)) == []


def test_unconnected_city_when_a_city_is_built_without_a_tunnel_to_it() -> None:
    """p. 11: a city no tunnel reaches is not connected (cities may be built first)."""
    table = Table()
    table.open_card()
    hits = table.build("c32", "city")
    assert ids(hits) == ["unconnected_city"]
    assert hits[0].params == {"city": "c32"}
    assert ids(table.build("t_c32_c33", "tunnel")) == []
    assert ids(table.build("t_c23_c33", "tunnel")) == []
    assert ids(table.build("c23", "city")) == []


def test_tunnel_touches_no_city_when_both_of_its_ends_are_empty() -> None:
    """p. 15: a tunnel may run through empty city sites; such a tunnel touches no city."""
    table = Table()
    table.open_card()
    assert ids(table.build("t_c32_c33", "tunnel")) == []
    hits = table.build("t_c31_c32", "tunnel")
    assert ids(hits) == ["tunnel_touches_no_city"]
    assert hits[0].params == {"tunnel": "t_c31_c32"}


def test_corrections_by_hand_never_teach() -> None:
    table = Table()
    assert table.adjust(0, site="c32", built="city") == []
    assert table.adjust(0, site="t_c31_c32", built="tunnel") == []


def test_biomatter_paid_when_it_stands_in_for_kelp_or_steelplast() -> None:
    """p. 11: biomatter may replace any kelp or steelplast of a build cost."""
    table = Table()
    player = table.current
    table.open_card()
    table.set_resources(player, biomatter=1)
    hits = table.build("b_c33_1", "farm", cost="usual")
    assert ids(hits) == ["biomatter_paid"]
    assert hits[0].params == {"kind": "farm", "substituted": 1}
    table.set_resources(player, kelp=1, biomatter=1)
    assert ids(table.build("b_c33_2", "farm", cost="usual")) == []


def test_biomatter_paid_not_for_the_biomatter_a_symbiotic_city_costs() -> None:
    table = Table()
    player = table.current
    table.open_card()
    table.set_resources(player, steelplast=1, kelp=1, biomatter=1, credits=2)
    assert "biomatter_paid" not in ids(table.build("c32", "symbiotic_city", cost="usual"))


# --- frequently overlooked rules (German p. 18) ---------------------------------


def test_symbiotic_dome_limit_when_a_symbiotic_city_is_built() -> None:
    """p. 9: 2 players share 7 symbiotic domes. Each symbiotic city reminds its
    builder; the one that leaves 3 reminds the whole table."""
    table = Table()
    player = table.current
    table.open_card()
    reminders = []
    for site in ("c32", "c23", "c31", "c22", "c13"):
        hits = table.build(site, "symbiotic_city")
        reminders.append(
            [(h.player, h.params["left"]) for h in hits if h.lesson.endswith("dome_limit")]
        )
    assert player == 0
    assert reminders == [[(0, 6)], [(0, 5)], [(0, 4)], [(0, 3), (1, 3)], [(0, 2)]]
    assert table.fired(lesson("symbiotic_dome_limit"))[0][1].params["total"] == 7
    assert "symbiotic_dome_limit" not in ids(table.build("c12", "city"))


def test_symbiotic_dome_limit_never_in_solo() -> None:
    """Solo: symbiotic domes are unlimited."""
    table = Table(1)
    table.open_card()
    assert "symbiotic_dome_limit" not in ids(table.build("c32", "symbiotic_city"))


def test_play_order_not_clockwise_when_a_new_order_differs_from_the_seating() -> None:
    """p. 15 and the overlooked rules: the play-order track, not the seating, orders
    turns. The reversed start of the Federation track turns round 2 around."""
    table = Table(3)
    table.finish_round()
    assert table.state.play_order == (2, 1, 0)
    command, hit = table.fired(lesson("play_order_not_clockwise"))[0]
    assert command["type"] == "end_turn"
    assert [h.player for _, h in table.fired(lesson("play_order_not_clockwise"))] == [0, 1, 2]
    assert hit.params == {"order": ("Cleo", "Ben", "Anna")}
    table.finish_round()
    assert table.state.play_order == (2, 1, 0)
    assert len(table.fired(lesson("play_order_not_clockwise"))) == 3


def test_play_order_clockwise_again_is_not_a_lesson() -> None:
    """Round 2: Ben (seat 1) advances; the others keep their order → Ben, Cleo, Anna,
    which is the seating order starting from Ben."""
    table = Table(3)
    table.finish_round()
    while table.state.turn is not None and table.current != 1:
        table.pass_turn()
    table.open_card()
    table.do("advance")
    table.do("end_turn")
    table.finish_round()
    assert table.state.play_order == (1, 2, 0)
    assert len(table.fired(lesson("play_order_not_clockwise"))) == 3


def test_play_order_drawn_at_setup() -> None:
    hits = Table(3, order=(0, 2, 1)).log[0][1]
    assert ids(hits) == ["play_order_not_clockwise"] * 3
    assert hits[0].params == {"order": ("Anna", "Cleo", "Ben")}
    assert Table(3, order=(1, 2, 0)).log[0][1] == []
    assert Table(2, order=(1, 0)).log[0][1] == []


def test_biomatter_substitute_when_a_build_is_affordable_only_with_biomatter() -> None:
    """Overlooked rules: biomatter pays for kelp or steelplast of a build. Told when the
    slot's action is open and only biomatter makes a build affordable."""
    table = Table()
    player = table.current
    table.set_resources(player, biomatter=1)
    slot, colour = table.coloured_slot(builds="farm")
    hits = table.do("place", slot=slot, card={"colour": colour, "type": "instant"})
    assert ids(hits) == ["biomatter_substitute"]
    kinds = hits[0].params["kinds"]
    assert isinstance(kinds, tuple) and "farm" in kinds
    # Building the farm is then the first-occurrence lesson, not this reminder again.
    assert ids(table.build("b_c33_1", "farm", cost="usual")) == ["biomatter_paid"]


def test_biomatter_substitute_not_when_kelp_and_steelplast_suffice() -> None:
    table = Table()
    table.set_resources(table.current, kelp=1, steelplast=1, biomatter=1)
    slot, colour = table.coloured_slot(builds="farm")
    hits = table.do("place", slot=slot, card={"colour": colour, "type": "instant"})
    assert "biomatter_substitute" not in ids(hits)


def test_special_card_discards_when_an_unmatched_or_unpaid_special_is_discarded() -> None:
    """p. 9: a discarded 1/2-credit special goes under its deck; a 3-credit one leaves."""
    table = Table()
    hits = table.place(match=False, special_cost=2)
    assert ids(hits) == ["colour_mismatch", "special_card_discards"]
    assert hits[1].params == {"to": "special_deck", "cost": 2}
    table.do("end_turn")
    hits = table.place(match=False, special_cost=3)
    assert hits[1].params == {"to": "out_of_game", "cost": 3}
    table.do("end_turn")
    table.place(match=True, special_cost=1)
    assert ids(table.do("resolve_card", pay_special=False)) == ["special_card_discards"]


def test_special_card_discards_not_for_ordinary_cards() -> None:
    table = Table()
    table.place(match=False)
    table.do("end_turn")
    table.place(match=True)
    table.do("resolve_card")
    assert ids(table.do("finish")) == []


def test_paid_instant_special_when_it_is_kept_under_the_player_board() -> None:
    """Overlooked rules: a paid instant special is kept, not returned to its deck."""
    table = Table()
    table.place(match=True, special_cost=2)
    assert ids(table.do("resolve_card", pay_special=True)) == []
    hits = table.do("finish")
    assert ids(hits) == ["paid_instant_special"]
    assert hits[0].params == {"cost": 2}


def test_paid_permanent_special_is_claimed_not_kept() -> None:
    table = Table()
    table.place(match=True, special_cost=2, type="permanent")
    assert ids(table.do("resolve_card", pay_special=True)) == []
    assert table.fired(lesson("paid_instant_special")) == []


def test_tunnels_produce_next_to_city_when_production_is_next() -> None:
    """p. 15 and the overlooked rules: a tunnel produces only next to a city."""
    table = Table()
    table.adjust(0, site="t_c32_c33", built="tunnel")
    table.adjust(0, site="t_c31_c32", built="tunnel")
    table.pass_until_production()
    fired = table.fired(lesson("tunnels_produce_next_to_city"))
    assert len(fired) == 1
    command, hit = fired[0]
    assert command["type"] == "end_turn" and table.state.phase == "production"
    assert (hit.player, hit.params) == (0, {"count": 1, "tunnels": ("t_c31_c32",)})
    assert ids(table.run({"type": "run_production"})).count("tunnels_produce_next_to_city") == 0


# --- every detector on random legal games ---------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_bring_up_only_known_lessons_that_render(players: int) -> None:
    """Whole random games: every hit names a catalog lesson, a real seat, and
    carries the parameters its text needs."""
    uc = teacher("underwater_cities")
    catalog = uc.catalog()
    table = Table(players)
    rng = random.Random(players)
    while table.state.phase != "finished":
        for command in play_turn(table.session, rng):
            table.run(command)
    seen = {hit.lesson for _, hits in table.log for hit in hits}
    for _, hits in table.log:
        for hit in hits:
            assert table.state.players[hit.player].name == hit.name
            assert set(catalog.lesson(hit.lesson).params) == set(hit.params)
            rendered = catalog.render_lesson(hit.lesson, hit.params)
            assert "{" not in rendered.text
    assert lesson("colour_mismatch") in seen
