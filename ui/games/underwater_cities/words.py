"""The game's words as the players read them (translatable, in one place).

Engine ids (``steelplast``, ``symbiotic_city``, ``end_scoring``...) become
words here; every other module asks these functions.
"""

from __future__ import annotations

import re

from companion.games.underwater_cities.events import ProductionLine
from companion.games.underwater_cities.model import Resources
from ui.i18n import translate
from ui.theme import COLOUR_GLYPHS


def resource(name: str, amount: int = 2) -> str:
    """'credit'/'credits', 'kelp', 'steelplast'..."""
    if name == "credits" and abs(amount) == 1:
        return translate("words", "credit")
    names = {
        "credits": translate("words", "credits"),
        "kelp": translate("words", "kelp"),
        "steelplast": translate("words", "steelplast"),
        "science": translate("words", "science"),
        "biomatter": translate("words", "biomatter"),
    }
    return names.get(name, name)


def resource_title(name: str) -> str:
    """The resource as a column title ('Credits')."""
    titles = {
        "credits": translate("words", "Credits"),
        "kelp": translate("words", "Kelp"),
        "steelplast": translate("words", "Steelplast"),
        "science": translate("words", "Science"),
        "biomatter": translate("words", "Biomatter"),
    }
    return titles.get(name, name.title())


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


def kind_plural(name: str) -> str:
    """'farms', 'desalination plants', 'laboratories'..."""
    names = {
        "city": translate("words", "cities"),
        "symbiotic_city": translate("words", "symbiotic cities"),
        "farm": translate("words", "farms"),
        "desalination": translate("words", "desalination plants"),
        "laboratory": translate("words", "laboratories"),
        "tunnel": translate("words", "tunnels"),
    }
    return names.get(name, name.replace("_", " "))


def kind(name: str) -> str:
    """A thing to build: 'farm', 'symbiotic city'..."""
    names = {
        "city": translate("words", "city"),
        "symbiotic_city": translate("words", "symbiotic city"),
        "farm": translate("words", "farm"),
        "desalination": translate("words", "desalination plant"),
        "laboratory": translate("words", "laboratory"),
        "tunnel": translate("words", "tunnel"),
    }
    return names.get(name, name.replace("_", " "))


def colour(name: str | None) -> str:
    """'green', 'red', 'yellow'; 'no colour' for the always-available slot."""
    names = {
        "green": translate("words", "green"),
        "red": translate("words", "red"),
        "yellow": translate("words", "yellow"),
    }
    return names.get(name or "", translate("words", "no colour"))


def colour_label(name: str | None) -> str:
    """The colour with its glyph: '▲ green'."""
    if name is None:
        return translate("words", "◇ no colour")
    return f"{COLOUR_GLYPHS.get(name, '?')} {colour(name)}"


def card_type(name: str | None) -> str:
    """'instant', 'permanent', 'action', 'production', 'end-scoring'."""
    names = {
        "instant": translate("words", "instant"),
        "permanent": translate("words", "permanent"),
        "action": translate("words", "action"),
        "production": translate("words", "production"),
        "end_scoring": translate("words", "end-scoring"),
    }
    return names.get(name or "", translate("words", "unknown type"))


def card_type_plural(name: str) -> str:
    """Headings for claimed cards grouped by type."""
    names = {
        "permanent": translate("words", "Permanent"),
        "production": translate("words", "Production"),
        "end_scoring": translate("words", "End-scoring"),
        "instant": translate("words", "Instant (paid specials)"),
        "action": translate("words", "Action"),
    }
    return names.get(name, name)


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
    """A board site in words: 'city site 2-3', 'tunnel 1-1/1-2', 'building at 3-3'."""
    if site_id.startswith("c") and len(site_id) == 3 and site_id[1:].isdigit():
        return translate("words", "city {0}-{1}").format(site_id[1], site_id[2])
    if site_id.startswith("t_"):
        ends = [_end(part) for part in site_id[2:].split("_")]
        return translate("words", "tunnel {0}").format("–".join(ends))
    if site_id.startswith("b_"):
        _, city, number = site_id.split("_", 2)
        return translate("words", "building site {0} of city {1}").format(number, _end(city))
    if site_id.startswith("x_"):
        return translate("words", "expansion site of city {0}").format(_end(site_id[2:]))
    if site_id in ("brown", "blue1", "blue2"):
        return _end(site_id)
    return site_id


def _end(end: str) -> str:
    if end.startswith("c") and len(end) == 3 and end[1:].isdigit():
        return f"{end[1]}-{end[2]}"
    names = {
        "brown": translate("words", "brown metropolis"),
        "blue1": translate("words", "blue metropolis 1"),
    }
    return names.get(end, translate("words", "blue metropolis 2") if end == "blue2" else end)


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


def player_colour(name: str) -> str:
    """A player's colour: 'orange', 'purple'..."""
    names = {
        "orange": translate("words", "orange"),
        "purple": translate("words", "purple"),
        "blue": translate("words", "blue"),
        "green": translate("words", "green"),
        "red": translate("words", "red"),
        "yellow": translate("words", "yellow"),
        "black": translate("words", "black"),
        "white": translate("words", "white"),
    }
    return names.get(name, name)


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


def effect_label(label: str) -> str:
    """The label of an effect being resolved: a slot's action is translated; a card's
    name stays as the table named it (the Personal Assistant is a component)."""
    if label == PERSONAL_ASSISTANT:
        return translate("words", "Personal Assistant")
    return translate("slots", label)


def action_card(card_id: str) -> str:
    """An action card held by a player, by its id in the game ('personal_assistant')."""
    if card_id == "personal_assistant":
        return translate("words", "Personal Assistant")
    return card_id


_UPGRADED = re.compile(r"^upgraded ")
_FACTOR = re.compile(r"produces (\d+) times")
_COUNT = re.compile(r": (\d+) upgraded ")
_SYMBIOTIC_BOOST = re.compile(r"site boost: (\d+) instead of 2")
_PAIR = re.compile(r"^pair bonus of (.+)$")
_SITE_BOOST = re.compile(r"^site boost of (\S+): the connected metropolis on (\S+) produces (\d+)")
_CITY_BONUS_KIND = {"kelp": "farm", "credits": "desalination", "steelplast": "laboratory"}


def production_source(line: ProductionLine) -> str:
    """Where a production line comes from, in words (the engine's English for card
    and tile effects, which the card library words)."""
    source = line.source
    upgraded = bool(_UPGRADED.match(source))
    kind_ = line.kind
    if kind_ in ("farm", "desalination", "laboratory") and line.site:
        text = (
            translate("words", "upgraded {0} on {1}")
            if upgraded
            else translate("words", "{0} on {1}")
        )
        return text.format(kind(kind_), site(line.site))
    if kind_ == "multiplier" and line.site:
        return translate("words", "2x multiplier on {0}").format(site(line.site))
    if kind_ == "tunnel" and line.site:
        text = site(line.site)
        if upgraded:
            text = translate("words", "{0}, upgraded").format(text)
        factor = _FACTOR.search(source)
        if factor:
            text += translate("words", " (site boost: produces {0} times)").format(factor[1])
        return text
    if kind_ == "city_bonus" and line.city:
        count = _COUNT.search(source)
        resource_ = next(iter(line.resources.items()), ("", 0))[0]
        building = _CITY_BONUS_KIND.get(resource_)
        if count and building:
            return translate("words", "{0}: {1} upgraded {2}").format(
                site(line.city), count[1], kind_plural(building)
            )
    if kind_ == "symbiotic_city" and line.city:
        text = translate("words", "symbiotic city on {0}").format(site(line.city))
        boost = _SYMBIOTIC_BOOST.search(source)
        if boost:
            text += translate("words", " (site boost: {0} points instead of 2)").format(boost[1])
        return text
    pair = _PAIR.match(source)
    if kind_ == "pair_bonus" and pair:
        tunnels = [site(t) for t in pair[1].split(" + ")]
        return translate("words", "pair bonus of {0}").format(" + ".join(tunnels))
    boost = _SITE_BOOST.match(source)
    if kind_ == "site_boost" and boost:
        return translate(
            "words", "site boost of {0}: the connected metropolis on {1} scores {2} more points"
        ).format(site(boost[1]), site(boost[2]), boost[3])
    return engine_text(source)


_UNKNOWN = re.compile(
    r"^(.+): (effect|text \(and any production effect\)) unknown — add it to the card library$"
)
_CARD_SOURCE = re.compile(r"^(card|special card) (\d+)$")
_NAMED_SOURCE = re.compile(r"^(card|special card) '(.*)'$")
_NO_NUMBER = re.compile(r"^(card|special card) \(no number given\)$")
_TILE_SOURCE = re.compile(r"^blue metropolis (\S+) on (\S+)$")
_BROWN_SOURCE = re.compile(r"^brown metropolis (\S+)$")
_LIBRARY_TILE = re.compile(r"^(brown|blue) metropolis (\S+) '(.*)'$")
_LIBRARY_CARD = re.compile(r"^card (\d+) (.+)$")
_LIBRARY_SPECIAL = re.compile(r"^special card (\d+ )?'(.*)'$")
_UNNUMBERED = re.compile(r"^card '(.*)' \(number unknown\)$")


def source_label(label: str) -> str:
    """How the engine names a card or tile without a library entry, in words."""
    match = _CARD_SOURCE.match(label)
    if match:
        text = (
            translate("words", "card {0}")
            if match[1] == "card"
            else translate("words", "special card {0}")
        )
        return text.format(match[2])
    match = _NAMED_SOURCE.match(label)
    if match:
        text = (
            translate("words", "card '{0}'")
            if match[1] == "card"
            else translate("words", "special card '{0}'")
        )
        return text.format(match[2])
    match = _NO_NUMBER.match(label)
    if match:
        return (
            translate("words", "card (no number given)")
            if match[1] == "card"
            else translate("words", "special card (no number given)")
        )
    match = _LIBRARY_TILE.match(label)
    if match:
        text = (
            translate("words", "brown metropolis {0} “{1}”")
            if match[1] == "brown"
            else translate("words", "blue metropolis {0} “{1}”")
        )
        return text.format(match[2], match[3])
    match = _LIBRARY_SPECIAL.match(label)
    if match:
        return translate("words", "special card {0}").format(f"{match[1] or ''}“{match[2]}”")
    match = _UNNUMBERED.match(label)
    if match:
        return translate("words", "card “{0}” (number unknown)").format(match[1])
    match = _LIBRARY_CARD.match(label)
    if match:
        return translate("words", "card {0}").format(f"{match[1]} {match[2]}")
    match = _BROWN_SOURCE.match(label)
    if match:
        return translate("words", "brown metropolis {0}").format(match[1])
    match = _TILE_SOURCE.match(label)
    if match:
        return translate("words", "blue metropolis {0} on {1}").format(match[1], site(match[2]))
    return label


_AMOUNT = re.compile(r"(\d+) (credits?|kelp|steelplast|science|biomatter)")
_ENGLISH_KINDS = {"farm": "farm", "desalination plant": "desalination", "laboratory": "laboratory"}
_CITY_NOT_CONNECTED = re.compile(r"^city (c\d\d): not connected, scores nothing$")
_CITY_TYPES = re.compile(r"^city (c\d\d): (\d+) building types? \((.*)\) → (\d+)$")
_NO_TILE = re.compile(r"^brown metropolis on (\S+): no tile recorded — say which tile lies there$")
_NOT_BOTH = re.compile(r"^(.+): not connected by both tunnels, scores nothing$")
_LEFT = re.compile(
    r"^resources: (.+?)(?: \(biomatter = (\d+) credits\))? = (\d+) → (\d+) points "
    r"\((\d+) left over\)$"
)
_SPEND = re.compile(r"^spend (.+) on (.+): (\d+) points \((\d+) × (.+) → (\d+)\)$")
_NOTHING_SPENT = re.compile(r"^(.+): nothing spent \((.+) → (\d+) would not add points here\)$")


def _amounts(described: str) -> str:
    """The engine's '2 steelplast, 1 credit' as words ('nothing' when empty)."""
    found = {}
    for amount, name in _AMOUNT.findall(described):
        found["credits" if name.startswith("credit") else name] = int(amount)
    return bundle(Resources(**found)) if found or described == "nothing" else described


def engine_text(text: str) -> str:
    """A sentence the engine words itself (what the card library does not know yet,
    the working of final scoring) in the app's language; other texts (a card's own
    effect as the library words it) as they are."""
    match = _UNKNOWN.match(text)
    if match:
        template = (
            translate("words", "{0}: effect unknown — add it to the card library")
            if match[2] == "effect"
            else translate("words", "{0}: text unknown — add it to the card library")
        )
        return template.format(source_label(match[1]))
    match = _CITY_NOT_CONNECTED.match(text)
    if match:
        return translate("words", "{0}: not connected, scores nothing").format(site(match[1]))
    match = _CITY_TYPES.match(text)
    if match:
        kinds = [kind(_ENGLISH_KINDS.get(name, name)) for name in match[3].split(", ") if name]
        types = ", ".join(kinds) if match[2] != "0" else translate("words", "no buildings")
        return translate("words", "{0}: building types: {1} ({2}) → {3}").format(
            site(match[1]), match[2], types, match[4]
        )
    match = _NO_TILE.match(text)
    if match:
        return translate(
            "words", "brown metropolis on {0}: no tile recorded — say which tile lies there"
        ).format(site(match[1]))
    match = _NOT_BOTH.match(text)
    if match:
        return translate("words", "{0}: not connected by both tunnels, scores nothing").format(
            source_label(match[1])
        )
    if text == "resources: none left":
        return translate("words", "resources: none left")
    match = _LEFT.match(text)
    if match:
        extra = (
            translate("words", " (biomatter = {0} credits)").format(match[2]) if match[2] else ""
        )
        return translate("words", "resources: {0}{1} = {2} → {3} points ({4} left over)").format(
            _amounts(match[1]), extra, match[3], match[4], match[5]
        )
    match = _SPEND.match(text)
    if match:
        return translate("words", "spend {0} on {1}: {2} points ({3} × {4} → {5})").format(
            _amounts(match[1]),
            source_label(match[2]),
            match[3],
            match[4],
            _amounts(match[5]),
            match[6],
        )
    match = _NOTHING_SPENT.match(text)
    if match:
        return translate(
            "words", "{0}: nothing spent ({1} → {2} would not add points here)"
        ).format(source_label(match[1]), _amounts(match[2]), match[3])
    return text


_CARD_REASON = re.compile(r"^card (\d+) \((.*)\)$")
_SITE_REASON = re.compile(r"^site bonus on (\S+)$")
_ERA_REASON = re.compile(r"^era (\d+) cards$")
_PAID_REASON = re.compile(r"^paid for (.+)$")


def gain_reason(reason: str) -> str:
    """Why something was gained or paid (the engine's reason), in words."""
    fixed = {
        "end of turn: draw 1": translate("words", "end of turn: draw 1"),
        "action-cloning tile": translate("words", "action-cloning tile"),
        "special card cost": translate("words", "special card cost"),
        "effect": translate("words", "effect"),
        "Federation track": translate("words", "Federation track"),
    }
    if reason in fixed:
        return fixed[reason]
    match = _CARD_REASON.match(reason)
    if match:
        return translate("words", "card {0} ({1})").format(match[1], match[2])
    match = _SITE_REASON.match(reason)
    if match:
        return translate("words", "site bonus on {0}").format(site(match[1]))
    match = _ERA_REASON.match(reason)
    if match:
        return translate("words", "cards of era {0}").format(era(int(match[1])))
    match = _PAID_REASON.match(reason)
    if match:
        return translate("words", "paid for {0}").format(effect_label(match[1]))
    return reason
