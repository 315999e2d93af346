"""Every illegal command the engine refuses, with its exact error code.

One table: a named position (built through ``Session.execute`` only) and a
command that must be refused there with a given code. A refused command leaves
the session untouched (Session docstring: "An illegal command raises and leaves
the session untouched"). The rule behind each code is tested with its rulebook
passage in the other ``test_rules_*`` files; this file checks the codes and
that nothing slips through.

Malformed commands (unknown type, a bad field) are refused while parsing, with
``InvalidCommand`` codes ``unknown_command`` and ``bad_command``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

import pytest

from companion.core.errors import InvalidCommand, RuleViolation
from companion.core.model import Command
from companion.core.session import Session
from companion.games.underwater_cities.board import builtin_layout
from companion.games.underwater_cities.ruleset import RULESET

from .helpers import (
    adjust,
    do,
    end_turn,
    finish_round,
    illegal,
    keep_cards,
    new_game,
    pass_turn,
    place,
    play_to_production,
    put,
    set_resources,
    state,
    turn,
)

ENGINE = Path(__file__).resolve().parents[2] / "companion" / "games" / "underwater_cities"

# --- positions ------------------------------------------------------------------


def no_game() -> Session:
    return Session(RULESET)


def fresh2() -> Session:
    return new_game(2)


def fresh4() -> Session:
    return new_game(4)


def placed_always() -> Session:
    game = new_game(2)
    place(game, "always", "green")
    return game


def slot_open() -> Session:
    """P0 played a matching unknown card on 'build 2 desalination plants' and built one."""
    game = new_game(2)
    place(game, "s12_12", "green")
    do(game, "build", site="b_c33_1", kind="desalination")
    return game


def matched_unopened() -> Session:
    game = new_game(2)
    place(game, "s12_12", "green")
    return game


def slot_done_card_pending() -> Session:
    game = slot_open()
    do(game, "finish")
    return game


def all_done() -> Session:
    game = new_game(2)
    place(game, "s12_12", "red")
    do(game, "build", site="b_c33_1", kind="desalination")
    do(game, "finish")
    return game


def card_claimed() -> Session:
    game = new_game(2)
    place(game, "s12_12", "green", kind="permanent")
    do(game, "resolve_card")
    return game


def untyped_card() -> Session:
    game = new_game(2)
    place(game, "s12_12", "green", kind=None)
    return game


def card_28_too_early() -> Session:
    game = new_game(2)
    place(game, "s12_02", "red", number=28)
    return game


def freeform() -> Session:
    """P0 resolves an unknown matching instant card (the table records its steps)."""
    game = new_game(2)
    place(game, "s12_03", "green")
    do(game, "resolve_card")
    return game


def freeform_broke() -> Session:
    game = freeform()
    set_resources(game, 0)
    return game


def hand_of_five() -> Session:
    game = new_game(2)
    place(game, "always", "green")
    do(game, "gain", resources={"credits": 2}, cards=2)
    end_turn(game)
    pass_turn(game)
    return game


def empty_hand() -> Session:
    game = new_game(2)
    adjust(game, 0, hand=-3)
    return game


def special_too_dear() -> Session:
    game = new_game(2)
    place(game, "s12_12", "green", kind="permanent", special_cost=3)
    return game


def special_slot() -> Session:
    game = new_game(2)
    place(game, "s12_06", "red")
    return game


def named_specials() -> Session:
    game = new_game(2, face_up_specials=["2 points per upgraded laboratory"])
    place(game, "s12_06", "red")
    return game


def assistant_used() -> Session:
    game = new_game(2)
    place(game, "s12_10", "red")
    do(game, "use_action_card", card="personal_assistant")
    do(game, "finish")
    return game


def action_slot() -> Session:
    game = new_game(2)
    place(game, "s12_10", "red")
    return game


def five_action_cards(*, assistant_used: bool = False) -> Session:
    """P0 claims a 5th action card and must discard one."""
    game = new_game(2)
    if assistant_used:
        place(game, "s12_10", "red", kind="action", name="A")
        do(game, "use_action_card", card="personal_assistant")
        do(game, "finish")
        do(game, "finish")
        do(game, "resolve_card")
        end_turn(game)
    else:
        place(game, "s12_03", "green", kind="action", name="A")
        do(game, "resolve_card")
        end_turn(game)
    pass_turn(game)
    for slot in ("s12_04", "s12_12"):
        place(game, slot, "green", kind="action", name=slot)
        do(game, "resolve_card")
        end_turn(game)
        pass_turn(game)
    pass_turn(game)  # round 2: P1 first
    place(game, "s12_03", "green", kind="action", name="E")
    do(game, "resolve_card")
    assert turn(game).pending_action_discard
    return game


def five_action_cards_assistant_used() -> Session:
    return five_action_cards(assistant_used=True)


def upgrade_slot() -> Session:
    game = new_game(2)
    put(game, 0, "b_c33_1", "farm", upgraded=True)
    put(game, 0, "b_c33_2", "farm")
    place(game, "s12_02", "red")
    return game


def upgrade_slot_no_science() -> Session:
    game = upgrade_slot()
    set_resources(game, 0, credits=2)
    return game


def no_tunnels() -> Session:
    game = new_game(2, tunnel_supply=1)
    place(game, "s12_03", "green")
    do(game, "resolve_card")
    do(game, "build", site="t_c32_c33", kind="tunnel")
    return game


CHAIN = ["c32", "c23", "c22", "c31", "c13", "c21", "c12", "c11"]


def no_symbiotic_domes() -> Session:
    game = freeform()
    for site in CHAIN[:7]:
        do(game, "build", site=site, kind="symbiotic_city", cost="free")
    return game


def no_white_domes() -> Session:
    game = freeform()
    for site in CHAIN:
        do(game, "build", site=site, kind="city", cost="free")
    end_turn(game)
    place(game, "s12_04", "green")
    do(game, "resolve_card")
    for site in CHAIN[:7]:
        do(game, "build", site=site, kind="city", cost="free")
    return game


def production() -> Session:
    game = new_game(2)
    play_to_production(game)
    return game


def era_keep() -> Session:
    game = production()
    game.execute({"type": "run_production"})
    return game


def finished() -> Session:
    game = new_game(2)
    while state(game).phase != "finished":
        phase = state(game).phase
        if phase == "production":
            game.execute({"type": "run_production"})
        elif phase == "era_keep":
            keep_cards(game)
        else:
            pass_turn(game)
    return game


def solo() -> Session:
    return new_game(1)


def solo_reveal_due() -> Session:
    game = new_game(1)
    finish_round(game)
    return game


def clone_p1() -> Session:
    """4 players: P0 took s34_04; P1 is up."""
    game = new_game(4)
    place(game, "s34_04", "green")
    end_turn(game)
    return game


def clone_p1_broke() -> Session:
    game = clone_p1()
    set_resources(game, 1, kelp=1)
    return game


def clone_p2_after_p1_cloned() -> Session:
    game = clone_p1()
    place(game, "s34_04", "green", clone=True)
    end_turn(game)
    return game


def clone_p0_again() -> Session:
    game = clone_p1()
    for _ in range(3):
        pass_turn(game)
    return game


def three_players_occupied() -> Session:
    game = new_game(3)
    place(game, "s34_04", "green")
    end_turn(game)
    return game


def unusable_tunnels() -> Session:
    game = new_game(2)
    set_resources(game, 0, credits=3)
    return game


def finished_with_unknown_card() -> Session:
    """P0 claimed end-scoring card 150, which the library does not know."""
    game = new_game(2)
    place(game, "s12_03", "green", kind="end_scoring", number=150)
    do(game, "resolve_card")
    end_turn(game)
    while state(game).phase != "finished":
        phase = state(game).phase
        if phase == "production":
            game.execute({"type": "run_production"})
        elif phase == "era_keep":
            keep_cards(game)
        else:
            pass_turn(game)
    return game


POSITIONS: dict[str, Callable[[], Session]] = {
    f.__name__: f
    for f in (
        no_game,
        fresh2,
        fresh4,
        placed_always,
        slot_open,
        matched_unopened,
        named_specials,
        slot_done_card_pending,
        all_done,
        card_claimed,
        untyped_card,
        card_28_too_early,
        freeform,
        freeform_broke,
        hand_of_five,
        empty_hand,
        special_too_dear,
        special_slot,
        assistant_used,
        action_slot,
        five_action_cards,
        five_action_cards_assistant_used,
        upgrade_slot,
        upgrade_slot_no_science,
        no_tunnels,
        no_symbiotic_domes,
        no_white_domes,
        production,
        era_keep,
        finished,
        solo,
        solo_reveal_due,
        clone_p1,
        clone_p1_broke,
        clone_p2_after_p1_cloned,
        clone_p0_again,
        three_players_occupied,
        unusable_tunnels,
        finished_with_unknown_card,
    )
}

# --- commands -------------------------------------------------------------------


def players(*names: str) -> list[dict[str, str]]:
    return [{"name": n, "colour": f"c{i}"} for i, n in enumerate(names)]


def setup(**fields: Any) -> dict[str, Any]:
    return {"type": "setup_game", "players": players("A", "B"), **fields}


def build(player: int, site: str, kind: str, **fields: Any) -> dict[str, Any]:
    return {"type": "build", "player": player, "site": site, "kind": kind, **fields}


def place_cmd(player: int, slot: str, colour: str | None = "red", **fields: Any) -> dict[str, Any]:
    command: dict[str, Any] = {"type": "place", "player": player, "slot": slot, **fields}
    if colour is not None:
        command["card"] = {"colour": colour}
    return command


def fix(player: int = 0, **fields: Any) -> dict[str, Any]:
    return {"type": "adjust", "player": player, "reason": "a fix", **fields}


def settle(lines: dict[str, Any]) -> dict[str, Any]:
    return {"type": "settle_scoring", "settle": lines}


DEAL = {"brown": "brown_cities", "blue": ["blue_01", "blue_02"]}


def _layout(board: int, cut: str = "") -> dict[str, Any]:
    """The built-in layout of ``board`` as plain data; ``cut``: its tunnels removed."""
    data = builtin_layout(board).model_dump(mode="json")
    data["tunnels"] = [t for t in data["tunnels"] if cut not in t["ends"]]
    return data


DEAL2 = {"brown": "brown_sets", "blue": ["blue_03", "blue_04"]}

CASES: list[tuple[str, str, dict[str, Any], str]] = [
    # setup (setup.py)
    ("already set up", "fresh2", setup(), "already_set_up"),
    (
        "3 players on the 1-2 side",
        "no_game",
        setup(players=players("A", "B", "C"), main_board="1-2"),
        "main_board_side_mismatch",
    ),
    ("2 players on the 3-4 side", "no_game", setup(main_board="3-4"), "main_board_side_mismatch"),
    ("play order repeats a seat", "no_game", setup(play_order=[0, 0]), "bad_play_order"),
    ("play order misses a seat", "no_game", setup(play_order=[1]), "bad_play_order"),
    (
        "asymmetric board on the standard side",
        "no_game",
        setup(players=[{"name": "A", "colour": "x", "board": 5}, {"name": "B", "colour": "y"}]),
        "board_side_mismatch",
    ),
    (
        "one board twice",
        "no_game",
        setup(
            players=[
                {"name": "A", "colour": "x", "board": 2},
                {"name": "B", "colour": "y", "board": 2},
            ]
        ),
        "board_taken_twice",
    ),
    (
        "layouts of only some boards",
        "no_game",
        setup(layouts=[_layout(1)]),
        "bad_layouts",
    ),
    (
        "a layout with a city no tunnel reaches",
        "no_game",
        setup(layouts=[_layout(1, cut="c31"), *map(_layout, (2, 3, 4))]),
        "bad_layout",
    ),
    ("same name twice", "no_game", setup(players=players("Ann", " ann ")), "duplicate_name"),
    ("one metropolis deal for two", "no_game", setup(metropolises=[DEAL]), "metropolis_count"),
    (
        "blue tile as brown",
        "no_game",
        setup(metropolises=[{"brown": "blue_05", "blue": ["blue_01", "blue_02"]}, DEAL2]),
        "unknown_metropolis",
    ),
    (
        "unknown blue tile",
        "no_game",
        setup(metropolises=[{"brown": "brown_cities", "blue": ["blue_01", "blue_99"]}, DEAL2]),
        "unknown_metropolis",
    ),
    (
        "a tile dealt twice",
        "no_game",
        setup(metropolises=[DEAL, {"brown": "brown_sets", "blue": ["blue_01", "blue_04"]}]),
        "metropolis_dealt_twice",
    ),
    (
        "solo on the standard side",
        "no_game",
        setup(players=players("A"), board_side="standard"),
        "solo_needs_asymmetric",
    ),
    (
        "solo with contracts",
        "no_game",
        setup(players=players("A"), government_contracts=True),
        "solo_no_contracts",
    ),
    ("colour of an unknown slot", "no_game", setup(slot_colours={"s34_01": "red"}), "unknown_slot"),
    # the game clock (rules.py)
    ("anything before setup", "no_game", place_cmd(0, "always"), "not_set_up"),
    ("anything after the end", "finished", place_cmd(0, "always"), "game_over"),
    ("production after the end", "finished", {"type": "run_production"}, "game_over"),
    ("production in round 1", "fresh2", {"type": "run_production"}, "not_production_time"),
    ("a turn during production", "production", place_cmd(0, "always"), "not_in_play"),
    ("a turn while keeping cards", "era_keep", place_cmd(0, "always"), "not_in_play"),
    # whose turn, which player (turn.py)
    ("not your turn", "fresh2", place_cmd(1, "always"), "not_your_turn"),
    ("no such player", "fresh2", place_cmd(3, "always"), "unknown_player"),
    ("correction for no such player", "fresh2", fix(3, points=1), "unknown_player"),
    ("build before placing", "fresh2", build(0, "b_c33_1", "farm"), "place_first"),
    ("end turn before placing", "fresh2", {"type": "end_turn", "player": 0}, "place_first"),
    # placing (rules.py, queries.py)
    ("place twice", "placed_always", place_cmd(0, "always"), "already_placed"),
    ("over the hand limit", "hand_of_five", place_cmd(0, "always"), "must_discard_first"),
    ("no card played", "fresh2", place_cmd(0, "always", None), "card_required"),
    ("card from an empty hand", "empty_hand", place_cmd(0, "always"), "no_card_in_hand"),
    ("unknown slot", "fresh2", place_cmd(0, "s34_01"), "unknown_slot"),
    ("occupied slot", "three_players_occupied", place_cmd(1, "s34_04"), "slot_occupied"),
    ("slot of no use", "unusable_tunnels", place_cmd(0, "s12_09", "green"), "slot_unusable"),
    ("blocked slot (solo)", "solo", place_cmd(0, "s12_02"), "slot_blocked"),
    ("reveal first (solo)", "solo_reveal_due", place_cmd(0, "always"), "solo_reveal_first"),
    ("no reveal needed", "fresh2", {"type": "solo_reveal", "number": 12}, "no_reveal_needed"),
    ("no reveal needed (solo)", "solo", {"type": "solo_reveal", "number": 12}, "no_reveal_needed"),
    ("clone the always slot", "clone_p1", place_cmd(1, "always", clone=True), "clone_always"),
    (
        "clone with 3 players",
        "three_players_occupied",
        place_cmd(1, "s34_04", clone=True),
        "cloning_four_players",
    ),
    (
        "clone twice a round",
        "clone_p2_after_p1_cloned",
        place_cmd(2, "s34_04", clone=True),
        "cloning_used",
    ),
    ("clone a free slot", "clone_p1", place_cmd(1, "s34_10", clone=True), "cloning_needs_occupied"),
    (
        "clone your own slot",
        "clone_p0_again",
        place_cmd(0, "s34_04", clone=True),
        "cloning_own_slot",
    ),
    (
        "clone without a credit",
        "clone_p1_broke",
        place_cmd(1, "s34_04", clone=True),
        "cannot_afford",
    ),
    # discarding
    ("discard within the limit", "fresh2", {"type": "discard", "player": 0}, "no_discard_needed"),
    (
        "discard too many",
        "hand_of_five",
        {"type": "discard", "player": 0, "count": 3},
        "discard_too_many",
    ),
    (
        "discard during production",
        "production",
        {"type": "discard", "player": 0},
        "not_in_play",
    ),
    (
        "keep fewer than 3 cards",
        "era_keep",
        {"type": "discard", "player": 0, "count": 4},
        "discard_too_many",
    ),
    # resolving
    (
        "resolve a mismatched card",
        "placed_always",
        {"type": "resolve_card", "player": 0},
        "card_not_matched",
    ),
    (
        "resolve twice",
        "card_claimed",
        {"type": "resolve_card", "player": 0},
        "card_already_resolved",
    ),
    ("resolve mid-slot", "slot_open", {"type": "resolve_card", "player": 0}, "finish_effect_first"),
    (
        "resolve an untyped card",
        "untyped_card",
        {"type": "resolve_card", "player": 0},
        "card_type_needed",
    ),
    (
        "card 28 without an upgraded tunnel",
        "card_28_too_early",
        {"type": "resolve_card", "player": 0},
        "card_condition_unmet",
    ),
    (
        "pay for a normal card",
        "matched_unopened",
        {"type": "resolve_card", "player": 0, "pay_special": True},
        "not_special",
    ),
    (
        "special card too dear",
        "special_too_dear",
        {"type": "resolve_card", "player": 0, "pay_special": True},
        "cannot_afford",
    ),
    (
        "slot step after the slot",
        "slot_done_card_pending",
        build(0, "b_c33_2", "desalination"),
        "resolve_card_first",
    ),
    ("nothing left", "all_done", build(0, "b_c33_2", "desalination"), "nothing_to_resolve"),
    (
        "build on the always slot",
        "placed_always",
        build(0, "b_c33_1", "farm"),
        "not_part_of_action",
    ),
    ("finish with nothing open", "placed_always", {"type": "finish", "player": 0}, "nothing_open"),
    # gains and payments
    (
        "negative gain",
        "placed_always",
        {"type": "gain", "player": 0, "resources": {"credits": -1}},
        "negative_gain",
    ),
    ("empty gain", "placed_always", {"type": "gain", "player": 0}, "empty_gain"),
    (
        "too big a gain",
        "placed_always",
        {"type": "gain", "player": 0, "resources": {"credits": 3}},
        "not_part_of_action",
    ),
    (
        "payment outside a card",
        "placed_always",
        {"type": "pay", "player": 0, "resources": {"credits": 1}},
        "pay_needs_card",
    ),
    ("empty payment", "freeform", {"type": "pay", "player": 0, "resources": {}}, "empty_payment"),
    (
        "negative payment",
        "freeform",
        {"type": "pay", "player": 0, "resources": {"kelp": -1}},
        "empty_payment",
    ),
    (
        "payment beyond means",
        "freeform",
        {"type": "pay", "player": 0, "resources": {"credits": 9}},
        "cannot_afford",
    ),
    # action cards and special cards
    (
        "action card twice an era",
        "assistant_used",
        {"type": "use_action_card", "player": 0, "card": "personal_assistant"},
        "action_card_used",
    ),
    (
        "unknown action card",
        "action_slot",
        {"type": "use_action_card", "player": 0, "card": "card_99"},
        "unknown_action_card",
    ),
    (
        "nothing to discard",
        "fresh2",
        {"type": "discard_action_card", "player": 0, "card": "personal_assistant"},
        "no_action_discard",
    ),
    (
        "going on with 5 action cards",
        "five_action_cards",
        {"type": "end_turn", "player": 0},
        "action_card_limit",
    ),
    (
        "discard an unknown action card",
        "five_action_cards",
        {"type": "discard_action_card", "player": 0, "card": "nope"},
        "unknown_action_card",
    ),
    (
        "discard the action card just claimed",
        "five_action_cards",
        {"type": "discard_action_card", "player": 0, "card": "card_r2_1"},
        "discard_old_action_card",
    ),
    (
        "use a used card as it goes",
        "five_action_cards_assistant_used",
        {"type": "discard_action_card", "player": 0, "card": "personal_assistant", "use_now": True},
        "action_card_used",
    ),
    (
        "special card taken twice",
        "special_slot",
        {"type": "take_special", "player": 0, "source": "face_up", "face_up": "face_up_9"},
        "no_such_special",
    ),
    (
        "face-up name for the deck",
        "special_slot",
        {"type": "take_special", "player": 0, "source": "dig", "face_up": "face_up_1"},
        "face_up_only",
    ),
    (
        "a named face-up card named otherwise",
        "named_specials",
        {
            "type": "take_special",
            "player": 0,
            "source": "face_up",
            "face_up": "face_up_1",
            "name": "Something else",
        },
        "special_named_otherwise",
    ),
    (
        "a metropolis not connected this turn",
        "special_slot",
        {"type": "use_metropolis", "player": 0, "site": "m_blue_1"},
        "no_metropolis_offer",
    ),
    # building (building.py)
    ("no such site", "freeform", build(0, "c44", "city"), "unknown_site"),
    ("farm on a city site", "freeform", build(0, "c32", "farm"), "wrong_site_type"),
    ("city on a tunnel site", "freeform", build(0, "t_c32_c33", "city"), "wrong_site_type"),
    ("on the start city", "freeform", build(0, "c33", "city"), "site_taken"),
    ("a city upgraded", "freeform", build(0, "c32", "city", upgrade=True), "cities_not_upgraded"),
    (
        "slot at a discount",
        "matched_unopened",
        build(0, "b_c33_1", "desalination", cost="discount", amount={"credits": 1}),
        "usual_cost_only",
    ),
    (
        "expansion from a slot",
        "matched_unopened",
        build(0, "x_c33", "desalination"),
        "expansion_needs_card",
    ),
    ("tunnel off the network", "freeform", build(0, "t_c11_c12", "tunnel"), "tunnel_not_connected"),
    ("city far away", "freeform", build(0, "c11", "city"), "city_not_adjacent"),
    ("building far away", "freeform", build(0, "b_c11_1", "farm"), "building_not_next_to_city"),
    ("expansion far away", "freeform", build(0, "x_c11", "farm"), "building_not_next_to_city"),
    ("build beyond means", "freeform_broke", build(0, "b_c33_1", "desalination"), "cannot_afford"),
    (
        "stated payment beyond means",
        "freeform_broke",
        build(0, "b_c33_1", "desalination", payment={"credits": 1}),
        "cannot_afford",
    ),
    (
        "kelp for a credit",
        "freeform",
        build(0, "b_c33_1", "desalination", payment={"kelp": 1}),
        "wrong_payment",
    ),
    ("no tunnels left", "no_tunnels", build(0, "t_c23_c33", "tunnel"), "no_tunnels_left"),
    (
        "no white domes left",
        "no_white_domes",
        build(1, "c11", "city", cost="free"),
        "no_white_domes_left",
    ),
    (
        "no symbiotic domes left",
        "no_symbiotic_domes",
        build(0, "c11", "symbiotic_city", cost="free"),
        "no_symbiotic_domes_left",
    ),
    # upgrading
    (
        "upgrade an empty site",
        "upgrade_slot",
        {"type": "upgrade", "player": 0, "site": "b_c33_3"},
        "nothing_to_upgrade",
    ),
    (
        "upgrade a city",
        "upgrade_slot",
        {"type": "upgrade", "player": 0, "site": "c33"},
        "cities_not_upgraded",
    ),
    (
        "upgrade twice",
        "upgrade_slot",
        {"type": "upgrade", "player": 0, "site": "b_c33_1"},
        "already_upgraded",
    ),
    (
        "upgrade for a credit",
        "upgrade_slot",
        {"type": "upgrade", "player": 0, "site": "b_c33_2", "payment": {"credits": 1}},
        "upgrade_costs_science",
    ),
    (
        "upgrade without science",
        "upgrade_slot_no_science",
        {"type": "upgrade", "player": 0, "site": "b_c33_2"},
        "cannot_afford",
    ),
    # corrections and slot colours
    ("correction below zero", "fresh2", fix(resources={"kelp": -2}), "negative_after_correction"),
    ("points below zero", "fresh2", fix(points=-1), "negative_after_correction"),
    ("hand below zero", "fresh2", fix(hand=-4), "negative_after_correction"),
    ("correction of an unknown site", "fresh2", fix(site="zz", built="farm"), "unknown_site"),
    ("farm on a tunnel site", "fresh2", fix(site="t_c32_c33", built="farm"), "wrong_site_type"),
    (
        "upgraded city",
        "fresh2",
        fix(site="c32", built="city", upgraded=True),
        "cities_not_upgraded",
    ),
    ("built without a site", "fresh2", fix(built="farm"), "site_needed"),
    ("empty correction", "fresh2", fix(), "empty_correction"),
    (
        "set the colour of an unknown slot",
        "fresh2",
        {"type": "set_slot_colour", "slot": "s34_01", "colour": "red"},
        "unknown_slot",
    ),
    # final scoring settlements (German p. 17)
    ("settle before the end", "production", settle({}), "not_final_scoring"),
    ("settle with nothing open", "finished", settle({}), "nothing_to_settle"),
    ("settle leaving a line open", "finished_with_unknown_card", settle({}), "unsettled_scoring"),
    (
        "settle a line that is not open",
        "finished_with_unknown_card",
        settle({"0": {"era:150": {"points": 3}, "era:151": {"skip": True}}}),
        "unknown_settlement",
    ),
    (
        "settle a conversion that paid more than the player holds",
        "finished_with_unknown_card",
        settle({"0": {"era:150": {"points": 3, "spent": {"kelp": 999}}}}),
        "settled_spend_too_much",
    ),
]


@pytest.mark.parametrize(
    ("position", "command", "code"),
    [pytest.param(p, c, code, id=name) for name, p, c, code in CASES],
)
def test_illegal_command_is_refused_and_changes_nothing(
    position: str, command: dict[str, Any], code: str
) -> None:
    """Each row: the command is refused with exactly this code; the state (same
    object) and the history stay as they were."""
    game = POSITIONS[position]()
    snapshot = state(game) if game.state is not None else None
    error = illegal(game, command, code)
    assert error.message.endswith(".")
    assert game.state == snapshot


class _Stray(Command):
    """A command the Underwater Cities rules do not know."""

    type: Literal["stray"] = "stray"


def test_a_command_of_another_game_is_refused() -> None:
    """A command object the ruleset has no handler for is an unknown command."""
    game = new_game(2)
    before = game.state
    with pytest.raises(RuleViolation) as caught:
        game.execute(_Stray())
    assert caught.value.code == "unknown_command"
    assert game.state is before


MALFORMED: list[tuple[str, Any, str, str | None]] = [
    ("unknown type", {"type": "fly", "player": 0}, "unknown_command", None),
    ("no type", {"player": 0}, "unknown_command", None),
    (
        "player is not a number",
        {"type": "place", "player": "x", "slot": "always"},
        "bad_command",
        "place.player",
    ),
    ("missing slot", {"type": "place", "player": 0}, "bad_command", "place.slot"),
    ("extra field", {"type": "end_turn", "player": 0, "now": True}, "bad_command", "end_turn.now"),
    (
        "unknown colour",
        {"type": "place", "player": 0, "slot": "always", "card": {"colour": "purple"}},
        "bad_command",
        "place.card.colour",
    ),
    (
        "unknown build kind",
        {"type": "build", "player": 0, "site": "c32", "kind": "castle"},
        "bad_command",
        "build.kind",
    ),
    ("advance 5", {"type": "advance", "player": 0, "steps": 5}, "bad_command", "advance.steps"),
    ("discard 0", {"type": "discard", "player": 0, "count": 0}, "bad_command", "discard.count"),
    (
        "short reason",
        {"type": "adjust", "player": 0, "reason": "x", "points": 1},
        "bad_command",
        "adjust.reason",
    ),
    (
        "five players",
        {"type": "setup_game", "players": [{"name": n, "colour": n} for n in "ABCDE"]},
        "bad_command",
        "setup_game.players",
    ),
    (
        "special cost 4",
        {
            "type": "place",
            "player": 0,
            "slot": "always",
            "card": {"colour": "red", "special_cost": 4},
        },
        "bad_command",
        "place.card.special_cost",
    ),
    ("not a mapping", "end_turn", "bad_command", None),
]


@pytest.mark.parametrize(
    ("data", "code", "field"),
    [pytest.param(d, code, f, id=name) for name, d, code, f in MALFORMED],
)
def test_malformed_command_is_refused_while_parsing(
    data: Any, code: str, field: str | None
) -> None:
    """Unknown command types and bad fields never reach the rules."""
    game = new_game(2)
    before = game.state
    with pytest.raises(InvalidCommand) as caught:
        game.execute(data)
    assert caught.value.code == code
    if field is not None:
        assert caught.value.params["field"] == field
    assert game.state is before
    assert len(game.history) == 1


def production_with_card_36() -> Session:
    """P0 claimed card 36 (a production choice) and has a connected laboratory."""
    game = new_game(2)
    place(game, "s12_03", "green", kind="production", number=36)
    do(game, "resolve_card")
    end_turn(game)
    put(game, 0, "b_c33_1", "laboratory")
    play_to_production(game)
    return game


PRODUCTION_DECISIONS: list[tuple[str, dict[int, dict[str, str]], type[Exception], str]] = [
    ("no such choice", {0: {"nope": "keep"}}, InvalidCommand, "unknown_production_choice"),
    (
        "choice of the other player",
        {1: {"era:36": "keep"}},
        InvalidCommand,
        "unknown_production_choice",
    ),
    ("no such option", {0: {"era:36": "b_c99_1"}}, InvalidCommand, "bad_production_option"),
    ("no such seat", {3: {"era:36": "keep"}}, RuleViolation, "unknown_player"),
]


@pytest.mark.parametrize(
    ("decisions", "error", "code"),
    [pytest.param(d, e, c, id=name) for name, d, e, c in PRODUCTION_DECISIONS],
)
def test_bad_production_decisions_are_refused(
    decisions: dict[int, dict[str, str]], error: type[Exception], code: str
) -> None:
    """Production choices (card 36, German p. 9: "darf 1 deiner verbundenen Labore
    1 Stahlplastik und 1 Tang statt 1 Wissenschaft erzeugen") are answered per seat by
    choice id; a wrong answer is refused and production does not run."""
    game = production_with_card_36()
    before = game.state
    with pytest.raises(error) as caught:
        game.execute({"type": "run_production", "decisions": decisions})
    assert getattr(caught.value, "code", None) == code
    assert game.state is before
    assert state(game).phase == "production"


def _engine_codes() -> set[str]:
    pattern = re.compile(r'illegal\(\s*"([a-z_]+)"')
    codes: set[str] = set()
    for path in ENGINE.glob("*.py"):
        codes |= set(pattern.findall(path.read_text(encoding="utf-8")))
    return codes


def test_every_engine_code_is_in_the_table() -> None:
    """Every ``illegal("…")`` code raised by the engine has a row above."""
    covered = {code for *_, code in CASES} | {"unknown_command"}
    missing = _engine_codes() - covered
    assert not missing, f"codes without a test row: {sorted(missing)}"
    assert len(_engine_codes()) >= 70
