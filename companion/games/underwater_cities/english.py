"""The English of every ``uc.*`` message (the CLI's words; the app translates
the same templates in ``ui/games/underwater_cities/words.py``).

A template's ``{fields}`` are the message's params; :func:`word` turns each into
words by its name: ``site``/``city``/``metropolis``/``tunnels`` are site ids
("city 2-3"), ``slot`` a slot id (its printed action), ``kind``/``types`` a
structure kind, ``buildings`` a kind in the plural, ``count`` a thing an
effect counts, ``era`` a number (roman), ``turn`` an ordinal, and a dict of
amounts ("2 steelplast, 1 credit, 1 point"). Nested messages render
recursively; lists are joined with commas.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.core.messages import EnglishTexts
from companion.games.underwater_cities.slots import ALWAYS, find_slot, slot_data

TEMPLATES: dict[str, str] = {
    # the next step (the banner's sentence)
    "uc.next.waiting": "waiting",
    "uc.next.production": (
        "production after round {round}: run production, feeding and the end of the era"
    ),
    "uc.next.keep_cards": "keep cards: {players} must discard down to their hand limit",
    "uc.next.final_scoring": "game over: final scoring",
    "uc.next.solo_reveal": (
        "{player}'s {turn} turn: reveal the top era card to place the 4th blocking tile"
    ),
    "uc.next.discard_then_choose": (
        "{player}'s {turn} turn: discard down to {limit}, then choose a slot"
    ),
    "uc.next.choose_slot": "{player}'s {turn} turn: choose a slot and play a card",
    "uc.next.discard_action_card": (
        "{player}'s {turn} turn: discard one action card (limit of four)"
    ),
    "uc.next.resolve": "{player}'s {turn} turn: resolve {effect}",
    "uc.next.resolve_slot": "{player}'s {turn} turn: resolve the slot's action",
    "uc.next.resolve_slot_or_card": (
        "{player}'s {turn} turn: resolve the slot's action or the played card"
    ),
    "uc.next.resolve_card_or_end": (
        "{player}'s {turn} turn: resolve the played card, or end the turn"
    ),
    "uc.next.end_turn": "{player}'s {turn} turn: end the turn",
    # what an effect is (a slot's action, a card, a metropolis tile)
    "uc.label.slot": "{slot}",
    "uc.label.card": "card {number} {name}",
    "uc.label.card_number": "card {number}",
    "uc.label.card_name": "card “{name}”",
    "uc.label.card_unknown": "card (no number given)",
    "uc.label.played_card": "the played card",
    "uc.label.special": "special card {number} “{name}”",
    "uc.label.special_number": "special card {number}",
    "uc.label.special_name": "special card “{name}”",
    "uc.label.special_unknown": "special card (no number given)",
    "uc.label.action_card": "action card {number} {name}",
    "uc.label.action_card_number": "action card {number}",
    "uc.label.action_card_name": "action card “{name}”",
    "uc.label.action_card_unknown": "action card",
    "uc.label.personal_assistant": "Personal Assistant",
    "uc.label.brown_tile": "brown metropolis {tile}",
    "uc.label.brown_tile_named": "brown metropolis {tile} “{name}”",
    "uc.label.brown_no_tile": "brown metropolis (no tile) on {site}",
    "uc.label.blue_tile": "blue metropolis {tile}",
    "uc.label.blue_tile_named": "blue metropolis {tile} “{name}”",
    "uc.label.blue_no_tile": "blue metropolis (no tile) on {site}",
    # why something was gained or paid
    "uc.reason.cloning": "action-cloning tile",
    "uc.reason.special_cost": "special card cost",
    "uc.reason.effect": "effect",
    "uc.reason.trigger": "{text}",
    "uc.reason.paid_for": "paid for {effect}",
    "uc.reason.card": "card {number} ({name})",
    "uc.reason.federation": "Federation track",
    "uc.reason.site_bonus": "site bonus on {site}",
    "uc.reason.end_of_turn_draw": "end of turn: draw 1",
    "uc.reason.era_cards": "cards of era {era}",
    # production lines
    "uc.production.building": "{kind} on {site}",
    "uc.production.building_upgraded": "upgraded {kind} on {site}",
    "uc.production.multiplier": "2x multiplier on {site}",
    "uc.production.city_bonus": "{city}: {count} upgraded {buildings}",
    "uc.production.symbiotic_city": "symbiotic city on {city}",
    "uc.production.symbiotic_city_boost": (
        "symbiotic city on {city} (site boost: {points} points instead of 2)"
    ),
    "uc.production.tunnel": "{site}",
    "uc.production.tunnel_upgraded": "{site}, upgraded",
    "uc.production.tunnel_boost": "{site} (site boost: produces {factor} times)",
    "uc.production.tunnel_upgraded_boost": "{site}, upgraded (site boost: produces {factor} times)",
    "uc.production.pair_bonus": "pair bonus of {tunnels}",
    "uc.production.site_boost": (
        "site boost of {site}: the connected metropolis on {metropolis} scores {points} more points"
    ),
    "uc.unknown.effect": "{source}: effect unknown — add it to the card library",
    "uc.unknown.text": "{source}: text unknown — add it to the card library",
    "uc.unsettled.production": "{source}: say what it produced (or skip it)",
    "uc.unsettled.scoring": "{source}: say what it scored (or skip it)",
    "uc.settled.production": "{source}: {gain} (entered by the table)",
    "uc.settled.scoring": "{source}: {points} points (entered by the table)",
    "uc.settled.scoring_spent": ("{source}: {points} points for {paid} (entered by the table)"),
    "uc.settled.skipped": "{source}: skipped by the table",
    # the card-entry step's live preview
    "uc.preview.production": "now: {gain} each production",
    "uc.preview.scoring": "now: {gain} at final scoring",
    "uc.preview.instant": "now: {gain}",
    "uc.preview.trigger": "each time: {gain}",
    "uc.preview.requires": "needs {need} {count}: you have {have}",
    "uc.preview.hand_limit": "hand limit {limit}",
    "uc.preview.table_resolved": "the table enters its result when it fires",
    # effects of cards and tiles (production and final scoring)
    "uc.effect.fixed": "{source}: {gain}",
    "uc.effect.per_count": "{source}: {have} {count} → {times} × ({gain})",
    "uc.effect.per_count_per": "{source}: {have} {count} → {times} × ({gain} per {per})",
    "uc.effect.per_count_capped": (
        "{source}: {have} {count} → {times} × ({gain}), at most {cap} times"
    ),
    "uc.effect.per_count_per_capped": (
        "{source}: {have} {count} → {times} × ({gain} per {per}), at most {cap} times"
    ),
    "uc.effect.threshold": "{source}: {have} {count} ({steps}) → {points} points",
    "uc.effect.sets": "{source}: {counts} → {sets} complete sets × {points} points",
    "uc.effect.per_city": "{source}: {city} has {have} {buildings} → {gain}",
    "uc.effect.per_city_upgraded": "{source}: {city} has {have} upgraded {buildings} → {gain}",
    "uc.effect.per_city_none": "{source}: no connected city has {at_least} or more {buildings}",
    "uc.effect.per_city_none_upgraded": (
        "{source}: no connected city has {at_least} or more upgraded {buildings}"
    ),
    "uc.effect.swap_none": "{source}: no producing {kind}, so nothing changes",
    "uc.effect.swap_unused": "{source}: not used this production",
    "uc.effect.swap": "{source}: the {kind} on {site} produces {produces} instead of {instead_of}",
    "uc.choice.question": (
        "{source}: may one producing {kind} produce {produces} instead of {instead_of}?"
    ),
    "uc.choice.keep": "no {kind} changes its production",
    "uc.choice.site": "the {kind} on {site} produces {produces} instead of {instead_of}",
    # final scoring
    "uc.score.city_unconnected": "{city}: not connected, scores nothing",
    "uc.score.city_types": "{city}: building types: {count} ({types}) → {points}",
    "uc.score.city_empty": "{city}: no buildings → {points}",
    "uc.score.not_both_tunnels": "{source}: not connected by both tunnels, scores nothing",
    "uc.score.spend": "spend {paid} on {source}: {points} points ({uses} × {pay} → {each})",
    "uc.score.nothing_spent": "{source}: nothing spent ({pay} → {each} would not add points here)",
    "uc.score.resources_none": "resources: none left",
    "uc.score.resources": "resources: {left} = {value} → {points} points ({rest} left over)",
    "uc.score.resources_biomatter": (
        "resources: {left} (biomatter = {credits} credits) = {value} → {points} points "
        "({rest} left over)"
    ),
    # the plug-in's options and tie-break
    "uc.option.main_board": "main board side (1-2 or 3-4 players)",
    "uc.option.board_side": "player boards: standard or asymmetric side",
    "uc.option.government_contracts": "Government Contracts variant",
    "uc.tie_break.play_order": "a tie goes to whoever is earlier in the final play order",
}
"""The English template of every ``uc.*`` code."""

SITE_PARAMS = frozenset({"site", "city", "metropolis", "tunnels"})
"""Params that hold a board site id."""

KINDS = {
    "city": "city",
    "symbiotic_city": "symbiotic city",
    "farm": "farm",
    "desalination": "desalination plant",
    "laboratory": "laboratory",
    "tunnel": "tunnel",
}
KIND_PLURALS = {
    "city": "cities",
    "symbiotic_city": "symbiotic cities",
    "farm": "farms",
    "desalination": "desalination plants",
    "laboratory": "laboratories",
    "tunnel": "tunnels",
}
COUNT_WORDS = {
    "connected_cities": "connected cities",
    "connected_symbiotic_cities": "connected symbiotic cities",
    "connected_farms": "connected farms",
    "connected_desalination_plants": "connected desalination plants",
    "connected_laboratories": "connected laboratories",
    "connected_buildings": "connected buildings",
    "upgraded_farms": "connected upgraded farms",
    "upgraded_desalination_plants": "connected upgraded desalination plants",
    "upgraded_laboratories": "connected upgraded laboratories",
    "upgraded_buildings": "connected upgraded buildings",
    "tunnels": "tunnels",
    "upgraded_tunnels": "upgraded tunnels",
    "tunnels_adjacent_to_cities": "tunnels adjacent to cities",
    "upgraded_tunnels_adjacent_to_cities": "upgraded tunnels adjacent to cities",
    "connected_metropolises": "connected metropolises",
    "special_cards_paid": "special cards played and paid",
}
"""Plain English for each thing an effect counts."""
ERAS = {1: "I", 2: "II", 3: "III"}
ORDINALS = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
AMOUNT_ORDER = ("credits", "kelp", "steelplast", "science", "biomatter", "cards", "points")


def _end(end: str) -> str:
    if end.startswith("c") and len(end) == 3 and end[1:].isdigit():
        return f"{end[1]}-{end[2]}"
    return {
        "brown": "brown metropolis",
        "blue1": "blue metropolis 1",
        "blue2": "blue metropolis 2",
    }.get(end, end)


def site_words(site_id: str) -> str:
    """'city 2-3', 'tunnel 2-2–2-3', 'building site 1 of city 2-2'..."""
    if site_id.startswith("c") and len(site_id) == 3 and site_id[1:].isdigit():
        return f"city {site_id[1]}-{site_id[2]}"
    if site_id.startswith("t_"):
        return "tunnel " + "–".join(_end(part) for part in site_id[2:].split("_"))
    if site_id.startswith("b_") and site_id.count("_") >= 2:
        _, city, number = site_id.split("_", 2)
        return f"building site {number} of city {_end(city)}"
    if site_id.startswith("x_"):
        return f"expansion site of city {_end(site_id[2:])}"
    return _end(site_id)


def slot_words(slot_id: str) -> str:
    """A slot's action as printed."""
    if slot_id == ALWAYS:
        return slot_data().always_available.text
    slot = find_slot(slot_id)
    return slot.text if slot else slot_id


def amount_words(found: Mapping[str, Any]) -> str:
    """'2 steelplast, 1 credit, 1 point'; 'nothing' when empty."""
    parts = []
    for name in AMOUNT_ORDER:
        amount = found.get(name, 0)
        if not amount:
            continue
        singular = abs(amount) == 1
        if name == "credits":
            parts.append(f"{amount} {'credit' if singular else 'credits'}")
        elif name == "cards":
            parts.append(f"{amount} {'card' if singular else 'cards'}")
        elif name == "points":
            parts.append(f"{amount} {'point' if singular else 'points'}")
        else:
            parts.append(f"{amount} {name}")
    return ", ".join(parts) if parts else "nothing"


def word(name: str, value: Any) -> str:
    """One parameter of a ``uc.*`` message in English, by its name."""
    if value is None:
        return "?"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        if name in SITE_PARAMS:
            return site_words(value)
        if name == "slot":
            return slot_words(value)
        if name in ("kind", "types"):
            return KINDS.get(value, value.replace("_", " "))
        if name == "buildings":
            return KIND_PLURALS.get(value, value.replace("_", " "))
        if name == "count":
            return COUNT_WORDS.get(value, value.replace("_", " "))
        return value
    if isinstance(value, int):
        if name == "era":
            return ERAS.get(value, str(value))
        if name == "turn":
            return ORDINALS.get(value, str(value))
        return str(value)
    if isinstance(value, Mapping):
        if name == "steps":
            return f"≥{value.get('at_least')}: {value.get('points')}"
        if name == "counts":
            return f"{value.get('have')} {word('count', value.get('count'))}"
        return amount_words(value)
    return str(value)


ENGLISH = EnglishTexts(TEMPLATES, word)
"""The English of Underwater Cities' messages."""
