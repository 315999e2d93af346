"""The game's words as the players read them (translatable, in one place).

Engine ids (``steelplast``, ``symbiotic_city``, ``end_scoring``...) become
words here; every other module asks these functions.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from companion.games.underwater_cities.model import Resources
from ui.theme import COLOUR_GLYPHS


def _t(text: str) -> str:
    return QCoreApplication.translate("words", text)


def resource(name: str, amount: int = 2) -> str:
    """'credit'/'credits', 'kelp', 'steelplast'..."""
    if name == "credits" and abs(amount) == 1:
        return _t("credit")
    names = {
        "credits": _t("credits"),
        "kelp": _t("kelp"),
        "steelplast": _t("steelplast"),
        "science": _t("science"),
        "biomatter": _t("biomatter"),
    }
    return names.get(name, name)


def resource_title(name: str) -> str:
    """The resource as a column title ('Credits')."""
    titles = {
        "credits": _t("Credits"),
        "kelp": _t("Kelp"),
        "steelplast": _t("Steelplast"),
        "science": _t("Science"),
        "biomatter": _t("Biomatter"),
    }
    return titles.get(name, name.title())


def bundle(resources: Resources, cards: int = 0, points: int = 0) -> str:
    """'2 steelplast, 1 credit, 2 cards'; 'nothing' when empty."""
    parts = [f"{amount} {resource(name, amount)}" for name, amount in resources.items()]
    if cards:
        parts.append(_t("1 card") if cards == 1 else _t("{0} cards").format(cards))
    if points:
        parts.append(_t("1 point") if points == 1 else _t("{0} points").format(points))
    return ", ".join(parts) if parts else _t("nothing")


def kind(name: str) -> str:
    """A thing to build: 'farm', 'symbiotic city'..."""
    names = {
        "city": _t("city"),
        "symbiotic_city": _t("symbiotic city"),
        "farm": _t("farm"),
        "desalination": _t("desalination plant"),
        "laboratory": _t("laboratory"),
        "tunnel": _t("tunnel"),
    }
    return names.get(name, name.replace("_", " "))


def colour(name: str | None) -> str:
    """'green', 'red', 'yellow'; 'no colour' for the always-available slot."""
    names = {"green": _t("green"), "red": _t("red"), "yellow": _t("yellow")}
    return names.get(name or "", _t("no colour"))


def colour_label(name: str | None) -> str:
    """The colour with its glyph: '▲ green'."""
    if name is None:
        return _t("◇ no colour")
    return f"{COLOUR_GLYPHS.get(name, '?')} {colour(name)}"


def card_type(name: str | None) -> str:
    """'instant', 'permanent', 'action', 'production', 'end-scoring'."""
    names = {
        "instant": _t("instant"),
        "permanent": _t("permanent"),
        "action": _t("action"),
        "production": _t("production"),
        "end_scoring": _t("end-scoring"),
    }
    return names.get(name or "", _t("unknown type"))


def card_type_plural(name: str) -> str:
    """Headings for claimed cards grouped by type."""
    names = {
        "permanent": _t("Permanent"),
        "production": _t("Production"),
        "end_scoring": _t("End-scoring"),
        "instant": _t("Instant (paid specials)"),
        "action": _t("Action"),
    }
    return names.get(name, name)


def ordinal(number: int) -> str:
    """'1st', '2nd', '3rd', '4th'."""
    names = {1: _t("1st"), 2: _t("2nd"), 3: _t("3rd"), 4: _t("4th")}
    return names.get(number, str(number))


def era(number: int) -> str:
    """'I', 'II', 'III'."""
    return {1: "I", 2: "II", 3: "III"}.get(number, str(number))


def site(site_id: str) -> str:
    """A board site in words: 'city site 2-3', 'tunnel 1-1/1-2', 'building at 3-3'."""
    if site_id.startswith("c") and len(site_id) == 3 and site_id[1:].isdigit():
        return _t("city {0}-{1}").format(site_id[1], site_id[2])
    if site_id.startswith("t_"):
        ends = [_end(part) for part in site_id[2:].split("_")]
        return _t("tunnel {0}").format("–".join(ends))
    if site_id.startswith("b_"):
        _, city, number = site_id.split("_", 2)
        return _t("building site {0} of city {1}").format(number, _end(city))
    if site_id.startswith("x_"):
        return _t("expansion site of city {0}").format(_end(site_id[2:]))
    return site_id


def _end(end: str) -> str:
    if end.startswith("c") and len(end) == 3 and end[1:].isdigit():
        return f"{end[1]}-{end[2]}"
    names = {"brown": _t("brown metropolis"), "blue1": _t("blue metropolis 1")}
    return names.get(end, _t("blue metropolis 2") if end == "blue2" else end)


def card(number: int | None, name: str | None) -> str:
    """'#14 Black Ops Team', 'card #14', 'a card'."""
    if number is not None and name:
        return f"#{number} {name}"
    if number is not None:
        return f"#{number}"
    return name or _t("unnamed card")
