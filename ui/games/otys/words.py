"""Otys' words in the app's language: divers, resources, keys, sponsors, reward
tokens, contracts, colours, and the engine's messages (:func:`say`).

Levels are 1–5 as printed; diver slots 0–2 are the surface. Colours never speak
alone: every resource has a glyph and a letter (colour-blind players).
"""

from __future__ import annotations

from typing import Any

from companion.core.messages import Message
from companion.games.otys.data import COLOURS
from companion.games.otys.english import ENGLISH
from companion.games.otys.state import Contract, Sponsor, Token
from ui.games.otys import texts
from ui.i18n import per_language, translate
from ui.words import named, say_with

RESOURCE_GLYPHS = {"metal": "▲", "plant": "♣", "fuel": "●", "tech": "◆"}
"""A glyph per resource (drawn in the cubes, written in the buttons)."""
RESOURCE_COLOURS = {"metal": "#2f6fb5", "plant": "#3c9a4a", "fuel": "#222222", "tech": "#f4f4f4"}
"""The cubes' colours (p. 2: blue, green, black, white)."""
DIVER_LETTERS = {
    "metal_expert": "M",
    "plant_expert": "P",
    "fuel_expert": "F",
    "tech_expert": "T",
    "trader": "$",
    "spy": "S",
    "engineer": "E",
    "explorer": "X",
}


@per_language
def diver_names() -> dict[str, str]:
    """The eight divers (pp. 10–11)."""
    return {
        "metal_expert": translate("otys", "Metal expert"),
        "plant_expert": translate("otys", "Plant expert"),
        "fuel_expert": translate("otys", "Fuel expert"),
        "tech_expert": translate("otys", "Technology expert"),
        "trader": translate("otys", "Trader"),
        "spy": translate("otys", "Spy"),
        "engineer": translate("otys", "Engineer"),
        "explorer": translate("otys", "Explorer"),
    }


@per_language
def resource_names() -> dict[str, str]:
    """The four resources (p. 2)."""
    return {
        "metal": translate("otys", "metal"),
        "plant": translate("otys", "plant"),
        "fuel": translate("otys", "fuel"),
        "tech": translate("otys", "technology"),
    }


@per_language
def colour_names() -> dict[str, str]:
    """The players' colours."""
    return {
        "red": translate("otys", "red"),
        "yellow": translate("otys", "yellow"),
        "green": translate("otys", "green"),
        "blue": translate("otys", "blue"),
    }


@per_language
def sponsor_effects() -> dict[str, str]:
    """Each sponsor's side in a few words (p. 9)."""
    return {
        "1standard": translate("otys", "gain 1 credit"),
        "1advanced": translate("otys", "no credits for trader, spy, engineer, explorer"),
        "2standard": translate("otys", "the diver acts twice"),
        "2advanced": translate("otys", "use a reward token of this level"),
        "3standard": translate("otys", "take back a used key"),
        "3advanced": translate("otys", "surface the diver at level 5"),
        "4standard": translate("otys", "2 credits: equip the pushed diver, +1 prestige"),
        "4advanced": translate("otys", "2 credits: equip a surface diver, +1 prestige"),
        "5standard": translate("otys", "gain 1 battery"),
        "5advanced": translate("otys", "gain 1 battery, or spend 1 to move a resource"),
    }


@per_language
def token_fronts() -> dict[str, str]:
    """A reward token's immediate bonus (p. 12)."""
    return {
        "resource": translate("otys", "{0} or {1}"),
        "contract": translate("otys", "draw 4 contracts, keep 1"),
        "battery": translate("otys", "1 battery"),
        "equip": translate("otys", "equip a diver"),
        "prestige": translate("otys", "1 prestige"),
    }


@per_language
def token_backs() -> dict[str, str]:
    """A reward token's permanent bonus (p. 12)."""
    return {
        "credits": translate("otys", "2 credits"),
        "prestige": translate("otys", "1 prestige"),
    }


def diver(kind: object) -> str:
    """A diver's name."""
    return named(diver_names(), kind)


def resource(colour: object) -> str:
    """A resource's name with its glyph."""
    return f"{RESOURCE_GLYPHS.get(str(colour), '')}{named(resource_names(), colour)}"


def colour(name: object) -> str:
    """A player colour's name."""
    return named(colour_names(), name)


def key(key_id: object) -> str:
    """A key token: "key 3", "your X-key", "a neutral X-key"."""
    if key_id == "x":
        return translate("otys", "your X-key")
    if key_id == "n":
        return translate("otys", "a neutral X-key")
    return translate("otys", "key {0}").format(key_id)


def key_mark(key_id: str) -> str:
    """A key as printed on the token (1–5, X, N)."""
    return {"x": "X", "n": "N"}.get(key_id, key_id)


def sponsor_tile(tile: Sponsor) -> str:
    """A sponsor on the colony board, short: "3S · take back a used key" (S standard,
    A advanced; the letters of the app's language)."""
    template = (
        translate("otys", "{tile}S · {effect}")
        if tile.side == "standard"
        else translate("otys", "{tile}A · {effect}")
    )
    effect = named(sponsor_effects(), f"{tile.tile}{tile.side}")
    return template.format(tile=tile.tile, effect=effect)


def sponsor(tile: Sponsor) -> str:
    """A sponsor tile and side: "Sponsor 3 (standard): take back a used key"."""
    side = (
        translate("otys", "standard") if tile.side == "standard" else translate("otys", "advanced")
    )
    effect = named(sponsor_effects(), f"{tile.tile}{tile.side}")
    return translate("otys", "Sponsor {0} ({1}): {2}").format(tile.tile, side, effect)


def token(item: Token | None) -> str:
    """A reward token: its front, then its back ("metal or fuel · ↺ 2 credits")."""
    if item is None:
        return "—"
    front = named(token_fronts(), item.front)
    if item.colours is not None:
        front = front.format(resource(item.colours[0]), resource(item.colours[1]))
    back = named(token_backs(), item.back)
    return translate("otys", "{0} · ↺ {1}").format(front, back)


def token_short(item: Token | None) -> str:
    """A reward token in a few signs, front over back ("▲ or ●\n↺ 2¢")."""
    if item is None:
        return "—"
    if item.colours is not None:
        front = translate("otys", "{0} or {1}").format(
            RESOURCE_GLYPHS[item.colours[0]], RESOURCE_GLYPHS[item.colours[1]]
        )
    else:
        front = {
            "contract": translate("otys", "contract"),
            "battery": translate("otys", "+1 battery"),
            "equip": translate("otys", "equip"),
            "prestige": "+1★",
        }.get(item.front, item.front)
    back = "↺ 2¢" if item.back == "credits" else "↺ 1★"
    return f"{front}\n{back}"


def token_back(item: Token | None) -> str:
    """A placed token's permanent bonus."""
    return "—" if item is None else named(token_backs(), item.back)


def contract(item: Contract | None) -> str:
    """A contract: what it needs, its prestige and bonus ("▲1 ♣2 → 3★ +1 credit")."""
    if item is None:
        return "—"
    if item.needs is not None:
        needs = item.needs
        need = " ".join(f"{RESOURCE_GLYPHS[c]}{needs.get(c)}" for c in COLOURS if needs.get(c))
    else:
        need = translate("otys", "{0} different").format(item.different)
    text = translate("otys", "{0} → {1}★").format(need, item.prestige)
    bonus = []
    if item.credit:
        bonus.append(translate("otys", "+1 credit"))
    if item.battery:
        bonus.append(translate("otys", "+1 battery"))
    return " ".join([text, *bonus])


def level(number: int) -> str:
    """A depth level as players call it."""
    return translate("otys", "level {0}").format(number)


def technician(name: str) -> str:
    """The mechanic or the hacker."""
    return translate("otys", "mechanic") if name == "mechanic" else translate("otys", "hacker")


_NAMERS = {"diver": diver, "colour": resource, "key": key}


def param(name: str, value: Any) -> str:
    """One parameter of a message in words."""
    if name in _NAMERS:
        return _NAMERS[name](value)
    if name == "seat" and isinstance(value, int):
        return str(value + 1)
    if name == "step" and isinstance(value, dict):
        return say(Message.model_validate(value))
    if isinstance(value, Message):
        return say(value)
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return "?" if value is None else str(value)


def templates() -> dict[str, str]:
    """Every ``otys.*`` code's template in the app's language."""
    return {**texts.sentences(), **texts.refusals()}


def say(text: Message) -> str:
    """What the engine says, in the app's language (the English template when a
    translation lost a field; an unknown code shows as the code itself)."""
    return say_with(text, templates(), ENGLISH.templates, param)


def say_code(code: str) -> str:
    """A message without parameters, in words."""
    return say(Message(code=code))


def say_next(state: Any) -> str:
    """What the table does next, in words."""
    from companion.games.otys.next_step import next_step

    return say(next_step(state))
