"""Antarctica's words in the app's language: buildings, tracks, decks, cards,
effects, colours, and the engine's messages (:func:`say`).

Areas are numbered 1–8 on screen (0–7 in the engine), counter-clockwise from the
bottom-left one. Players' names are shown as they were typed (plain text).
"""

from __future__ import annotations

from typing import Any

from companion.core.messages import Message
from companion.games.antarctica.english import ENGLISH
from ui.games.antarctica import texts
from ui.i18n import per_language, translate
from ui.words import named, say_with


@per_language
def building_names() -> dict[str, str]:
    """Every building, by its engine id."""
    return {
        "camp": translate("antarctica", "Camp"),
        "shipyard": translate("antarctica", "Shipyard"),
        "crane": translate("antarctica", "Crane"),
        "rig_tower": translate("antarctica", "Rig tower"),
        "drill": translate("antarctica", "Drill"),
        "wind_turbine": translate("antarctica", "Wind turbine"),
        "lab": translate("antarctica", "Lab"),
        "factory": translate("antarctica", "Factory"),
        "inland_centre": translate("antarctica", "Inland research centre"),
        "coastal_centre": translate("antarctica", "Coastal research centre"),
        "naval_centre": translate("antarctica", "Naval research centre"),
        "headquarters": translate("antarctica", "Headquarters"),
        "plankton": translate("antarctica", "Plankton collection"),
        "satellite_dish": translate("antarctica", "Satellite dish"),
    }


@per_language
def track_names() -> dict[str, str]:
    """The research tracks, by id."""
    return {
        "inland": translate("antarctica", "Inland"),
        "coastal": translate("antarctica", "Coastal"),
        "naval": translate("antarctica", "Naval"),
        "three_player": translate("antarctica", "Three-player"),
        "four_player": translate("antarctica", "Four-player"),
    }


@per_language
def deck_names() -> dict[str, str]:
    """The three building decks."""
    return {
        "basic": translate("antarctica", "Basic"),
        "double": translate("antarctica", "Double"),
        "advanced": translate("antarctica", "Advanced"),
    }


@per_language
def card_names() -> dict[str, str]:
    """The shipyard cards."""
    return {
        "icebreaker": translate("antarctica", "Icebreaker"),
        "place_scientist": translate("antarctica", "Place a scientist"),
        "two_scientists": translate("antarctica", "+2 scientists"),
        "quick_research": translate("antarctica", "Quick research"),
    }


@per_language
def effect_names() -> dict[str, str]:
    """The research-track symbols and the shipyard pick."""
    return {
        "move_ship": translate("antarctica", "Move a ship"),
        "shipyard_draft": translate("antarctica", "Shipyard draft"),
        "advance_three": translate("antarctica", "Advance three"),
        "scientist": translate("antarctica", "One scientist"),
        "ship_to_sun": translate("antarctica", "Ship to the sun"),
        "expertise_card": translate("antarctica", "Resource expertise card"),
        "basic_resource_card": translate("antarctica", "Basic resource card"),
        "shipyard_pick": translate("antarctica", "Take a shipyard card"),
    }


SYMBOL_GLYPHS: dict[str, str] = {
    "move_ship": "→",
    "shipyard_draft": "⚓",
    "advance_three": "»",
    "scientist": "☺",
    "ship_to_sun": "☀",
    "expertise_card": "◆",
    "basic_resource_card": "◇",
}
"""A glyph per research-track symbol (the track view draws it in the space)."""


@per_language
def colour_names() -> dict[str, str]:
    """The players' colours."""
    return {
        "red": translate("antarctica", "red"),
        "blue": translate("antarctica", "blue"),
        "green": translate("antarctica", "green"),
        "yellow": translate("antarctica", "yellow"),
    }


@per_language
def resource_kinds() -> dict[str, str]:
    """Basic or expertise resource card."""
    return {
        "basic": translate("antarctica", "basic"),
        "expertise": translate("antarctica", "expertise"),
    }


def building(kind: object) -> str:
    """A building's name."""
    return named(building_names(), kind)


def track(track_id: object) -> str:
    """A research track's name."""
    return named(track_names(), track_id)


def deck(deck_id: object) -> str:
    """A building deck's name."""
    return named(deck_names(), deck_id)


def card(kind: object) -> str:
    """A shipyard card's name."""
    return named(card_names(), kind)


def effect(kind: object) -> str:
    """A symbol's (or the shipyard pick's) name."""
    return named(effect_names(), kind)


def colour(name: object) -> str:
    """A player colour's name."""
    return named(colour_names(), name)


def area(index: int) -> str:
    """An area as players call it (1–8)."""
    return translate("antarctica", "area {0}").format(index + 1)


def resource_card(kind: str, resource: str) -> str:
    """A resource card: its kind and the building it stands for."""
    return translate("antarctica", "{0} card: {1}").format(
        named(resource_kinds(), kind), building(resource)
    )


def building_card(card_id: str, catalogue: Any) -> str:
    """A building card in one line: the building, scientists, research, access."""
    spec = catalogue.card(card_id)
    text = translate("antarctica", "{0} · {1} sci. · research {2}").format(
        building(spec.building), spec.scientists, spec.research
    )
    if spec.access:
        text += " · " + translate("antarctica", "needs {0}").format(
            ", ".join(building(kind) for kind in spec.access)
        )
    return text + (" ✱" if spec.asterisk else "")


def _reasons(values: object) -> str:
    codes = {"last_scientist": "ant.end.last_scientist", "last_building": "ant.end.last_building"}
    found = texts.next_steps()
    items = values if isinstance(values, list | tuple) else [values]
    return "; ".join(found.get(codes.get(str(v), ""), str(v)) for v in items)


_AREAS = frozenset({"area", "from_area", "to_area"})
_NAMERS = {
    "track": track,
    "deck": deck,
    "building": building,
    "kind": card,
    "effect": effect,
    "centre": track,
}


def param(name: str, value: Any) -> str:
    """One parameter of a message in words."""
    if name in _AREAS and isinstance(value, int):
        return str(value + 1)
    if name == "reasons":
        return _reasons(value)
    if name == "buildings" and isinstance(value, list | tuple):
        return ", ".join(building(v) for v in value)
    if name == "tracks" and isinstance(value, list | tuple):
        return ", ".join(track(v) for v in value) or "0"
    if name == "why" and isinstance(value, list | tuple):
        return "; ".join(say(Message.model_validate(v)) for v in value)
    if name in _NAMERS:
        return _NAMERS[name](value)
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return "?" if value is None else str(value)


def templates() -> dict[str, str]:
    """Every ``ant.*`` code's template in the app's language."""
    return {**texts.next_steps(), **texts.refusals(), **texts.scoring()}


def say_code(code: str) -> str:
    """A message without parameters, in words."""
    return say(Message(code=code))


def say_next(state: Any) -> str:
    """What the table does next, in words (the engine's next step)."""
    from companion.games.antarctica.next_step import next_step

    return say(next_step(state))


def say(text: Message) -> str:
    """What the engine says, in the app's language (the English template when a
    translation lost a field; an unknown code shows as the code itself)."""
    return say_with(text, templates(), ENGLISH.templates, param)
