"""The game's words as the players read them (translatable, in one place).

Engine ids (``steelplast``, ``symbiotic_city``, ``end_scoring``...) become
words here; every other module asks these functions. What the engine says (a
breakdown line, a reason, an effect's label) is a message: :func:`say` looks up
its code's template and turns its params into words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from companion.core.messages import Message
from companion.games.underwater_cities.board import city_cell
from companion.games.underwater_cities.english import ENGLISH
from companion.games.underwater_cities.model import RESOURCE_NAMES, Resources
from ui.i18n import per_language, translate
from ui.theme import COLOUR_GLYPHS
from ui.words import say_with

if TYPE_CHECKING:
    from companion.games.underwater_cities.pack import Conflict  # not loaded at the start


@per_language
def _resources() -> dict[str, str]:
    return {
        "credits": translate("words", "credits"),
        "kelp": translate("words", "kelp"),
        "steelplast": translate("words", "steelplast"),
        "science": translate("words", "science"),
        "biomatter": translate("words", "biomatter"),
    }


def resource(name: str, amount: int = 2) -> str:
    """'credit'/'credits', 'kelp', 'steelplast'..."""
    if name == "credits" and abs(amount) == 1:
        return translate("words", "credit")
    return _resources().get(name, name)


@per_language
def _resource_titles() -> dict[str, str]:
    return {
        "credits": translate("words", "Credits"),
        "kelp": translate("words", "Kelp"),
        "steelplast": translate("words", "Steelplast"),
        "science": translate("words", "Science"),
        "biomatter": translate("words", "Biomatter"),
    }


def resource_title(name: str) -> str:
    """The resource as a column title ('Credits')."""
    return _resource_titles().get(name, name.title())


def bundle(resources: Resources, cards: int = 0, points: int = 0) -> str:
    """'2 steelplast, 1 credit, 2 cards'; 'nothing' when empty."""
    parts = [f"{amount} {resource(name, amount)}" for name, amount in resources.items()]
    if cards:
        parts.append(
            translate("words", "1 card")
            if cards == 1
            else translate("words", "{0} cards").format(cards)
        )
    if points:
        parts.append(
            translate("words", "1 point")
            if points == 1
            else translate("words", "{0} points").format(points)
        )
    return ", ".join(parts) if parts else translate("words", "nothing")


@per_language
def _kind_plurals() -> dict[str, str]:
    return {
        "city": translate("words", "cities"),
        "symbiotic_city": translate("words", "symbiotic cities"),
        "farm": translate("words", "farms"),
        "desalination": translate("words", "desalination plants"),
        "laboratory": translate("words", "laboratories"),
        "tunnel": translate("words", "tunnels"),
    }


def kind_plural(name: str) -> str:
    """'farms', 'desalination plants', 'laboratories'..."""
    return _kind_plurals().get(name, name.replace("_", " "))


@per_language
def _kinds() -> dict[str, str]:
    return {
        "city": translate("words", "city"),
        "symbiotic_city": translate("words", "symbiotic city"),
        "farm": translate("words", "farm"),
        "desalination": translate("words", "desalination plant"),
        "laboratory": translate("words", "laboratory"),
        "tunnel": translate("words", "tunnel"),
    }


def kind(name: str) -> str:
    """A thing to build: 'farm', 'symbiotic city'..."""
    return _kinds().get(name, name.replace("_", " "))


@per_language
def _letters() -> dict[str, str]:
    return {
        "city": translate("board_letters", "C"),
        "symbiotic_city": translate("board_letters", "S"),
        "tunnel": translate("board_letters", "T"),
        "farm": translate("board_letters", "F"),
        "desalination": translate("board_letters", "D"),
        "laboratory": translate("board_letters", "L"),
    }


def letter(name: str) -> str:
    """The letter a structure shows on the board ('C' city, 'S' symbiotic city, 'T'
    tunnel, 'F' farm, 'D' desalination plant, 'L' laboratory); the board legend's
    translation uses the same letters."""
    return _letters().get(name, "?")


@per_language
def _resource_shorts() -> dict[str, str]:
    return {
        "credits": translate("board_letters", "cr"),
        "kelp": translate("board_letters", "kp"),
        "steelplast": translate("board_letters", "st"),
        "science": translate("board_letters", "sc"),
        "biomatter": translate("board_letters", "bm"),
    }


def resource_short(name: str) -> str:
    """A resource in two letters, for the small notes on the board ('cr', 'kp')."""
    return _resource_shorts().get(name, name[:2])


@per_language
def _colours() -> dict[str, str]:
    return {
        "green": translate("words", "green"),
        "red": translate("words", "red"),
        "yellow": translate("words", "yellow"),
        "": translate("words", "no colour"),
    }


def colour(name: str | None) -> str:
    """'green', 'red', 'yellow'; 'no colour' for the always-available slot."""
    return _colours().get(name or "", _colours()[""])


def colour_label(name: str | None) -> str:
    """The colour with its glyph: '▲ green'."""
    if name is None:
        return translate("words", "◇ no colour")
    return f"{COLOUR_GLYPHS.get(name, '?')} {colour(name)}"


@per_language
def _card_types() -> dict[str, str]:
    return {
        "instant": translate("words", "instant"),
        "permanent": translate("words", "permanent"),
        "action": translate("words", "action"),
        "production": translate("words", "production"),
        "end_scoring": translate("words", "end-scoring"),
        "": translate("words", "unknown type"),
    }


def card_type(name: str | None) -> str:
    """'instant', 'permanent', 'action', 'production', 'end-scoring'."""
    return _card_types().get(name or "", _card_types()[""])


@per_language
def _card_type_plurals() -> dict[str, str]:
    return {
        "permanent": translate("words", "Permanent"),
        "production": translate("words", "Production"),
        "end_scoring": translate("words", "End-scoring"),
        "instant": translate("words", "Instant (paid specials)"),
        "action": translate("words", "Action"),
    }


def card_type_plural(name: str) -> str:
    """Headings for claimed cards grouped by type."""
    return _card_type_plurals().get(name, name)


def ordinal(number: int) -> str:
    """'1st', '2nd', '3rd', '4th'."""
    names = {
        1: translate("words", "1st"),
        2: translate("words", "2nd"),
        3: translate("words", "3rd"),
        4: translate("words", "4th"),
    }
    return names.get(number, str(number))


def era(number: int) -> str:
    """'I', 'II', 'III'."""
    return {1: "I", 2: "II", 3: "III"}.get(number, str(number))


def site(site_id: str) -> str:
    """A board site as a player reads the board: 'city, top left', 'tunnel, top
    left – centre', 'building site 2, city bottom right', 'expansion site, city centre'."""
    if city_cell(site_id) is not None:
        return translate("words", "city, {0}").format(place(site_id))
    if site_id.startswith("t_"):
        ends = [place(part) for part in site_id[2:].split("_")]
        return translate("words", "tunnel, {0}").format(" – ".join(ends))
    if site_id.startswith("b_") and site_id.count("_") >= 2:
        _, city, number = site_id.split("_", 2)
        return translate("words", "building site {0}, city {1}").format(number, place(city))
    if site_id.startswith("x_"):
        return translate("words", "expansion site, city {0}").format(place(site_id[2:]))
    return place(site_id)


def place(end: str) -> str:
    """Where a city site lies ('top left', 'centre'), or a metropolis space's name."""
    cell = city_cell(end)
    if cell is not None:
        return _places().get(cell, end)
    names = {
        "brown": translate("words", "brown metropolis"),
        "blue1": translate("words", "blue metropolis 1"),
        "blue2": translate("words", "blue metropolis 2"),
    }
    return names.get(end, end)


@per_language
def _places() -> dict[tuple[int, int], str]:
    return {
        (1, 1): translate("words", "top left"),
        (1, 2): translate("words", "top centre"),
        (1, 3): translate("words", "top right"),
        (1, 4): translate("words", "top far right"),
        (2, 1): translate("words", "middle left"),
        (2, 2): translate("words", "centre"),
        (2, 3): translate("words", "middle right"),
        (2, 4): translate("words", "middle far right"),
        (3, 1): translate("words", "bottom left"),
        (3, 2): translate("words", "bottom centre"),
        (3, 3): translate("words", "bottom right"),
        (3, 4): translate("words", "bottom far right"),
    }


PERSONAL_ASSISTANT = "Personal Assistant"
"""The action card every player starts with (a component, so its name is translated)."""


def card(number: int | None, name: str | None) -> str:
    """'#14 Black Ops Team', 'card #14', 'a card'."""
    if name == PERSONAL_ASSISTANT:
        name = translate("words", "Personal Assistant")
    if number is not None and name:
        return f"#{number} {name}"
    if number is not None:
        return f"#{number}"
    return name or translate("words", "unnamed card")


@per_language
def _player_colours() -> dict[str, str]:
    return {
        "orange": translate("words", "orange"),
        "purple": translate("words", "purple"),
        "blue": translate("words", "blue"),
        "green": translate("words", "green"),
        "red": translate("words", "red"),
        "yellow": translate("words", "yellow"),
        "black": translate("words", "black"),
        "white": translate("words", "white"),
    }


def player_colour(name: str) -> str:
    """A player's colour: 'orange', 'purple'..."""
    return _player_colours().get(name, name)


def board_side(name: str) -> str:
    """The side of the player boards, or of the main board ('1-2', '3-4')."""
    names = {
        "standard": translate("words", "standard"),
        "asymmetric": translate("words", "asymmetric"),
        "1-2": translate("words", "1–2 players"),
        "3-4": translate("words", "3–4 players"),
    }
    return names.get(name, name)


def deck(name: str) -> str:
    """The deck a card comes from."""
    names = {"era": translate("words", "era"), "special": translate("words", "special")}
    return names.get(name, name)


def slot_text(slot_id: str) -> str:
    """The action of a slot, as printed (the slot file's English, translated)."""
    from companion.games.underwater_cities.slots import slot_text as english

    return translate("slots", english(slot_id))


def action_card(card_id: str) -> str:
    """An action card held by a player, by its id in the game ('personal_assistant')."""
    if card_id == "personal_assistant":
        return translate("words", "Personal Assistant")
    return card_id


def count_words(name: str) -> str:
    """A thing an effect counts: 'connected farms', 'tunnels adjacent to cities'..."""
    names = {
        "connected_cities": translate("words", "connected cities"),
        "connected_symbiotic_cities": translate("words", "connected symbiotic cities"),
        "connected_farms": translate("words", "connected farms"),
        "connected_desalination_plants": translate("words", "connected desalination plants"),
        "connected_laboratories": translate("words", "connected laboratories"),
        "connected_buildings": translate("words", "connected buildings"),
        "upgraded_farms": translate("words", "connected upgraded farms"),
        "upgraded_desalination_plants": translate(
            "words", "connected upgraded desalination plants"
        ),
        "upgraded_laboratories": translate("words", "connected upgraded laboratories"),
        "upgraded_buildings": translate("words", "connected upgraded buildings"),
        "tunnels": translate("words", "tunnels"),
        "upgraded_tunnels": translate("words", "upgraded tunnels"),
        "tunnels_adjacent_to_cities": translate("words", "tunnels adjacent to cities"),
        "upgraded_tunnels_adjacent_to_cities": translate(
            "words", "upgraded tunnels adjacent to cities"
        ),
        "connected_metropolises": translate("words", "connected metropolises"),
        "special_cards_paid": translate("words", "special cards played and paid"),
    }
    return names.get(name, name.replace("_", " "))


@per_language
def templates() -> dict[str, str]:
    """Every ``uc.*`` code's template in the app's language (the English ones are
    those of ``companion/games/underwater_cities/english.py``)."""
    return {
        # statistics (companion.stats): the final score's parts and the board side
        "uc.stats.track": translate("words", "Points track"),
        "uc.stats.brown_tile": translate("words", "Brown metropolis tile"),
        "uc.stats.cards": translate("words", "End-scoring cards"),
        "uc.stats.cities": translate("words", "Cities"),
        "uc.stats.resources": translate("words", "Resources"),
        "uc.stats.board_side": translate("words", "Board side"),
        "uc.stats.side.standard": translate("words", "Standard side"),
        "uc.stats.side.asymmetric": translate("words", "Asymmetric side"),
        # the next step
        "uc.next.waiting": translate("words", "waiting"),
        "uc.next.production": translate(
            "words",
            "production after round {round}: run production, feeding and the end of the era",
        ),
        "uc.next.keep_cards": translate(
            "words", "keep cards: {players} must discard down to their hand limit"
        ),
        "uc.next.final_scoring": translate("words", "game over: final scoring"),
        "uc.next.solo_reveal": translate(
            "words",
            "{player}'s {turn} turn: reveal the top era card to place the 4th blocking tile",
        ),
        "uc.next.discard_then_choose": translate(
            "words", "{player}'s {turn} turn: discard down to {limit}, then choose a slot"
        ),
        "uc.next.choose_slot": translate(
            "words", "{player}'s {turn} turn: choose a slot and play a card"
        ),
        "uc.next.discard_action_card": translate(
            "words", "{player}'s {turn} turn: discard one action card (limit of four)"
        ),
        "uc.next.resolve": translate("words", "{player}'s {turn} turn: resolve {effect}"),
        "uc.next.resolve_slot": translate(
            "words", "{player}'s {turn} turn: resolve the slot's action"
        ),
        "uc.next.resolve_slot_or_card": translate(
            "words", "{player}'s {turn} turn: resolve the slot's action or the played card"
        ),
        "uc.next.resolve_card_or_end": translate(
            "words", "{player}'s {turn} turn: resolve the played card, or end the turn"
        ),
        "uc.next.end_turn": translate("words", "{player}'s {turn} turn: end the turn"),
        # what an effect is
        "uc.label.slot": "{slot}",
        "uc.label.card": translate("words", "card {number} {name}"),
        "uc.label.card_number": translate("words", "card {number}"),
        "uc.label.card_name": translate("words", "card “{name}”"),
        "uc.label.card_unknown": translate("words", "card (no number given)"),
        "uc.label.played_card": translate("words", "the played card"),
        "uc.label.special": translate("words", "special card {number} “{name}”"),
        "uc.label.special_number": translate("words", "special card {number}"),
        "uc.label.special_name": translate("words", "special card “{name}”"),
        "uc.label.special_unknown": translate("words", "special card (no number given)"),
        "uc.label.action_card": translate("words", "action card {number} {name}"),
        "uc.label.action_card_number": translate("words", "action card {number}"),
        "uc.label.action_card_name": translate("words", "action card “{name}”"),
        "uc.label.action_card_unknown": translate("words", "action card"),
        "uc.label.personal_assistant": translate("words", "Personal Assistant"),
        "uc.label.brown_tile": translate("words", "brown metropolis {tile}"),
        "uc.label.brown_tile_named": translate("words", "brown metropolis “{name}”"),
        "uc.layout.double_tunnel": translate(
            "words", "two tunnel sites join the same two places ({site})"
        ),
        "uc.layout.city_unreachable": translate(
            "words", "{city}: no path of tunnel sites leads there from the start city"
        ),
        "uc.layout.expansion_count": translate(
            "words", "{city}: a city site needs exactly one expansion site"
        ),
        "uc.layout.no_building_site": translate(
            "words", "{city}: a city site needs at least one building site"
        ),
        "uc.layout.metropolis_spaces": translate(
            "words", "the board needs one brown and two blue metropolis spaces"
        ),
        "uc.layout.metropolis_unjoined": translate(
            "words", "no tunnel site leads to the {metropolis}"
        ),
        "uc.layout.invalid": translate("words", "the layout does not read: {reason}"),
        "uc.layout.no_such_site": translate("words", "there is no site {site} on this board"),
        "uc.layout.no_multiplier_here": translate(
            "words", "a city site cannot hold a multiplier ({site})"
        ),
        "uc.layout.off_the_board": translate("words", "that place is off the board"),
        "uc.layout.cell_taken": translate("words", "there is already a city site there ({city})"),
        "uc.layout.start_stays": translate(
            "words", "the start city stays: make another city site the start first"
        ),
        "uc.layout.tunnel_needs_city": translate(
            "words", "a tunnel site needs a city site at one end at least"
        ),
        "uc.label.brown_no_tile": translate("words", "brown metropolis (no tile) on {site}"),
        "uc.label.blue_tile": translate("words", "blue metropolis {tile}"),
        "uc.label.blue_tile_named": translate("words", "blue metropolis “{name}”"),
        "uc.label.blue_no_tile": translate("words", "blue metropolis (no tile) on {site}"),
        # why something was gained or paid
        "uc.reason.cloning": translate("words", "action-cloning tile"),
        "uc.reason.special_cost": translate("words", "special card cost"),
        "uc.reason.effect": translate("words", "effect"),
        "uc.reason.trigger": "{text}",
        "uc.reason.paid_for": translate("words", "paid for {effect}"),
        "uc.reason.card": translate("words", "card {number} ({name})"),
        "uc.reason.metropolis": translate("words", "{effect} connected"),
        "uc.pack.entry": "{section} {entry}",
        "uc.pack.no_such_slot": translate(
            "words", "there is no action slot {slot} on the main board"
        ),
        "uc.pack.rulebook_wins": translate(
            "words", "it contradicts the rulebook data ({field}); the rulebook wins"
        ),
        "uc.reason.federation": translate("words", "Federation track"),
        "uc.reason.site_bonus": translate("words", "site bonus on {site}"),
        "uc.reason.end_of_turn_draw": translate("words", "end of turn: draw 1"),
        "uc.reason.era_cards": translate("words", "cards of era {era}"),
        # production lines
        "uc.production.building": translate("words", "{kind} on {site}"),
        "uc.production.building_upgraded": translate("words", "upgraded {kind} on {site}"),
        "uc.production.multiplier": translate("words", "2x multiplier on {site}"),
        "uc.production.city_bonus": translate("words", "{city}: {count} upgraded {buildings}"),
        "uc.production.symbiotic_city": translate("words", "symbiotic city on {city}"),
        "uc.production.symbiotic_city_boost": translate(
            "words", "symbiotic city on {city} (site boost: {points} points instead of 2)"
        ),
        "uc.production.tunnel": "{site}",
        "uc.production.tunnel_upgraded": translate("words", "{site}, upgraded"),
        "uc.production.tunnel_boost": translate(
            "words", "{site} (site boost: produces {factor} times)"
        ),
        "uc.production.tunnel_upgraded_boost": translate(
            "words", "{site}, upgraded (site boost: produces {factor} times)"
        ),
        "uc.production.pair_bonus": translate("words", "pair bonus of {tunnels}"),
        "uc.production.site_boost": translate(
            "words",
            "site boost of {site}: the connected metropolis on {metropolis} "
            "scores {points} more points",
        ),
        "uc.unknown.effect": translate(
            "words", "{source}: effect unknown — add it to the card library"
        ),
        "uc.unknown.text": translate(
            "words", "{source}: text unknown — add it to the card library"
        ),
        "uc.unsettled.production": translate(
            "words", "{source}: say what it produced (or skip it)"
        ),
        "uc.unsettled.scoring": translate("words", "{source}: say what it scored (or skip it)"),
        "uc.settled.production": translate("words", "{source}: {gain} (entered by the table)"),
        "uc.settled.scoring": translate(
            "words", "{source}: {points} points (entered by the table)"
        ),
        "uc.settled.skipped": translate("words", "{source}: skipped by the table"),
        "uc.settled.scoring_spent": translate(
            "words", "{source}: {points} points for {paid} (entered by the table)"
        ),
        "uc.preview.production": translate("words", "now: {gain} each production"),
        "uc.preview.scoring": translate("words", "now: {gain} at final scoring"),
        "uc.preview.instant": translate("words", "now: {gain}"),
        "uc.preview.trigger": translate("words", "each time: {gain}"),
        "uc.preview.requires": translate("words", "needs {need} {count}: you have {have}"),
        "uc.preview.hand_limit": translate("words", "hand limit {limit}"),
        "uc.preview.table_resolved": translate(
            "words", "the table enters its result when it fires"
        ),
        # effects of cards and tiles
        "uc.effect.fixed": translate("words", "{source}: {gain}"),
        "uc.effect.per_count": translate("words", "{source}: {have} {count} → {times} × ({gain})"),
        "uc.effect.per_count_per": translate(
            "words", "{source}: {have} {count} → {times} × ({gain} per {per})"
        ),
        "uc.effect.per_count_capped": translate(
            "words", "{source}: {have} {count} → {times} × ({gain}), at most {cap} times"
        ),
        "uc.effect.per_count_per_capped": translate(
            "words",
            "{source}: {have} {count} → {times} × ({gain} per {per}), at most {cap} times",
        ),
        "uc.effect.threshold": translate(
            "words", "{source}: {have} {count} ({steps}) → {points} points"
        ),
        "uc.effect.sets": translate(
            "words", "{source}: {counts} → {sets} complete sets × {points} points"
        ),
        "uc.effect.per_city": translate(
            "words", "{source}: {city} has {have} {buildings} → {gain}"
        ),
        "uc.effect.per_city_upgraded": translate(
            "words", "{source}: {city} has {have} upgraded {buildings} → {gain}"
        ),
        "uc.effect.per_city_none": translate(
            "words", "{source}: no connected city has {at_least} or more {buildings}"
        ),
        "uc.effect.per_city_none_upgraded": translate(
            "words", "{source}: no connected city has {at_least} or more upgraded {buildings}"
        ),
        "uc.effect.swap_none": translate(
            "words", "{source}: no producing {kind}, so nothing changes"
        ),
        "uc.effect.swap_unused": translate("words", "{source}: not used this production"),
        "uc.effect.swap": translate(
            "words", "{source}: the {kind} on {site} produces {produces} instead of {instead_of}"
        ),
        "uc.choice.question": translate(
            "words",
            "{source}: may one producing {kind} produce {produces} instead of {instead_of}?",
        ),
        "uc.choice.keep": translate("words", "no {kind} changes its production"),
        "uc.choice.site": translate(
            "words", "the {kind} on {site} produces {produces} instead of {instead_of}"
        ),
        # final scoring
        "uc.score.city_unconnected": translate("words", "{city}: not connected, scores nothing"),
        "uc.score.city_types": translate(
            "words", "{city}: building types: {count} ({types}) → {points}"
        ),
        "uc.score.city_empty": translate("words", "{city}: no buildings → {points}"),
        "uc.score.not_both_tunnels": translate(
            "words", "{source}: not connected by both tunnels, scores nothing"
        ),
        "uc.score.spend": translate(
            "words", "spend {paid} on {source}: {points} points ({uses} × {pay} → {each})"
        ),
        "uc.score.nothing_spent": translate(
            "words", "{source}: nothing spent ({pay} → {each} would not add points here)"
        ),
        "uc.score.resources_none": translate("words", "resources: none left"),
        "uc.score.resources": translate(
            "words", "resources: {left} = {value} → {points} points ({rest} left over)"
        ),
        "uc.score.resources_biomatter": translate(
            "words",
            "resources: {left} (biomatter = {credits} credits) = {value} → {points} points "
            "({rest} left over)",
        ),
        # the plug-in's options and tie-break
        "uc.option.main_board": translate("words", "main board side (1-2 or 3-4 players)"),
        "uc.option.board_side": translate("words", "player boards: standard or asymmetric side"),
        "uc.option.government_contracts": translate("words", "Government Contracts variant"),
        "uc.tie_break.play_order": translate(
            "words", "a tie goes to whoever is earlier in the final play order"
        ),
    }


_SITE_PARAMS = frozenset({"site", "city", "metropolis", "tunnels"})
"""Params that hold a board site id (as in the engine's English)."""


def amounts(found: Mapping[str, Any]) -> str:
    """A ``{name: amount}`` param (resources, cards, points) in words."""
    resources = Resources(**{n: int(found.get(n, 0)) for n in RESOURCE_NAMES})
    return bundle(resources, int(found.get("cards", 0)), int(found.get("points", 0)))


def param(name: str, value: Any) -> str:
    """One parameter of a message in words, by its name (see english.py)."""
    if value is None:
        return "?"
    if isinstance(value, Message):
        return say(value)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, str):
        if name in _SITE_PARAMS:
            return site(value)
        if name == "slot":
            return slot_text(value)
        if name in ("kind", "types"):
            return kind(value)
        if name == "buildings":
            return kind_plural(value)
        if name == "count":
            return count_words(value)
        if name == "name" and value == PERSONAL_ASSISTANT:
            return translate("words", "Personal Assistant")
        return value
    if isinstance(value, int):
        if name == "era":
            return era(value)
        if name == "turn":
            return ordinal(value)
        return str(value)
    if isinstance(value, list | tuple):
        return ", ".join(param(name, item) for item in value)
    if isinstance(value, Mapping):
        if "code" in value:
            return say(Message.model_validate(value))
        if name == "steps":
            return f"≥{value.get('at_least')}: {value.get('points')}"
        if name == "counts":
            return f"{value.get('have')} {count_words(str(value.get('count')))}"
        return amounts(value)
    return str(value)


def conflict_words(conflict: Conflict) -> str:
    """One difference between an imported pack and the table's entries, in words."""
    fields = ", ".join(conflict.fields)
    what = say(conflict.what)
    if conflict.outcome == "kept":
        text = translate("words", "{0}: your table's entry is kept (the pack differs in {1})")
    elif conflict.outcome == "replaced":
        text = translate(
            "words", "{0}: the pack's checked entry replaced yours, which was not checked ({1})"
        )
    elif conflict.outcome == "completed":
        text = translate("words", "{0}: completed from the pack ({1})")
    else:
        text = translate("words", "{0}: not taken: {1}")
        fields = say(conflict.reason) if conflict.reason is not None else ""
    return text.format(what, fields)


def say(text: Message) -> str:
    """What the engine says, in the app's language: the code's translated template
    with its params in words (the English template if a translation lost a field;
    an unknown code shows as the code itself)."""
    return say_with(text, templates(), ENGLISH.templates, param)
