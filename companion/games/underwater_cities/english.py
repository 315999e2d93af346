"""The English of every ``uc.*`` message (the CLI's words; the app translates
the same templates in ``ui/games/underwater_cities/words.py``).

A template's ``{fields}`` are the message's params; :func:`word` turns each into
words by its name: ``site``/``city``/``metropolis``/``tunnels`` are site ids
("city, middle right"), ``slot`` a slot id (its printed action), ``kind``/``types`` a
structure kind, ``buildings`` a kind in the plural, ``count`` a thing an
effect counts, ``era`` a number (roman), ``turn`` an ordinal, and a dict of
amounts ("2 steelplast, 1 credit, 1 point"). Nested messages render
recursively; lists are joined with commas.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.core.messages import EnglishTexts
from companion.games.underwater_cities.board import city_cell
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
    "uc.label.brown_tile_named": "brown metropolis “{name}”",
    # what is wrong with a board layout (the board editor)
    "uc.layout.double_tunnel": "two tunnel sites join the same two places ({site})",
    "uc.layout.city_unreachable": "{city}: no path of tunnel sites leads there from the start city",
    "uc.layout.expansion_count": "{city}: a city site needs exactly one expansion site",
    "uc.layout.no_building_site": "{city}: a city site needs at least one building site",
    "uc.layout.metropolis_spaces": "the board needs one brown and two blue metropolis spaces",
    "uc.layout.metropolis_unjoined": "no tunnel site leads to the {metropolis}",
    "uc.layout.invalid": "the layout does not read: {reason}",
    "uc.layout.no_such_site": "there is no site {site} on this board",
    "uc.layout.no_multiplier_here": "a city site cannot hold a multiplier ({site})",
    "uc.layout.off_the_board": "that place is off the board",
    "uc.layout.cell_taken": "there is already a city site there ({city})",
    "uc.layout.start_stays": "the start city stays: make another city site the start first",
    "uc.layout.tunnel_needs_city": "a tunnel site needs a city site at one end at least",
    "uc.label.brown_no_tile": "brown metropolis (no tile) on {site}",
    "uc.label.blue_tile": "blue metropolis {tile}",
    "uc.label.blue_tile_named": "blue metropolis “{name}”",
    "uc.label.blue_no_tile": "blue metropolis (no tile) on {site}",
    # why something was gained or paid
    "uc.reason.cloning": "action-cloning tile",
    "uc.reason.special_cost": "special card cost",
    "uc.reason.effect": "effect",
    "uc.reason.trigger": "{text}",
    "uc.reason.paid_for": "paid for {effect}",
    "uc.reason.card": "card {number} ({name})",
    "uc.reason.metropolis": "{effect} connected",
    "uc.pack.entry": "{section} {entry}",
    "uc.pack.no_such_slot": "there is no action slot {slot} on the main board",
    "uc.pack.rulebook_wins": "it contradicts the rulebook data ({field}); the rulebook wins",
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


ROW_WORDS = {1: "top", 2: "middle", 3: "bottom"}
COLUMN_WORDS = {1: "left", 2: "centre", 3: "right", 4: "far right"}


def place_words(end: str) -> str:
    """Where a city site lies ('top left', 'centre'), or a metropolis space's name."""
    cell = city_cell(end)
    if cell is not None:
        return "centre" if cell == (2, 2) else f"{ROW_WORDS[cell[0]]} {COLUMN_WORDS[cell[1]]}"
    return {
        "brown": "brown metropolis",
        "blue1": "blue metropolis 1",
        "blue2": "blue metropolis 2",
    }.get(end, end)


def site_words(site_id: str) -> str:
    """A site as a player reads the board: 'city, top left', 'tunnel, top left –
    centre', 'building site 1, city bottom right', 'expansion site, city centre'."""
    if city_cell(site_id) is not None:
        return f"city, {place_words(site_id)}"
    if site_id.startswith("t_"):
        return "tunnel, " + " – ".join(place_words(part) for part in site_id[2:].split("_"))
    if site_id.startswith("b_") and site_id.count("_") >= 2:
        _, city, number = site_id.split("_", 2)
        return f"building site {number}, city {place_words(city)}"
    if site_id.startswith("x_"):
        return f"expansion site, city {place_words(site_id[2:])}"
    return place_words(site_id)


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


STATS_TEXTS = {
    "uc.stats.track": "Points track",
    "uc.stats.brown_tile": "Brown metropolis tile",
    "uc.stats.cards": "End-scoring cards",
    "uc.stats.cities": "Cities",
    "uc.stats.resources": "Resources",
    "uc.stats.board_side": "Board side",
    "uc.stats.side.standard": "Standard side",
    "uc.stats.side.asymmetric": "Asymmetric side",
}
"""The English of the statistics' category and tag ids."""

ENGLISH = EnglishTexts({**TEMPLATES, **STATS_TEXTS}, word)
"""The English of Underwater Cities' messages."""
