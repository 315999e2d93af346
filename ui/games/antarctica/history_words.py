"""A tap and its events in words, for the history."""

from __future__ import annotations

from typing import Any

from companion.core.model import Command, Event
from ui.games.antarctica import words
from ui.i18n import translate


def _t(text: str) -> str:
    return translate("antarctica", text)


def _name(state: Any, seat: object) -> str:
    players = getattr(state, "players", ())
    if isinstance(seat, int) and 0 <= seat < len(players):
        return str(players[seat].name)
    return "?"


def _card(state: Any, card_id: str) -> str:
    catalogue = getattr(state, "catalogue", None)
    try:
        return words.building_card(card_id, catalogue) if catalogue is not None else card_id
    except KeyError:
        return card_id


def command_words(command: Command, state: Any) -> str:
    """What the tap said."""
    kind = getattr(command, "type", "")
    who = _name(state, getattr(command, "player", None))
    c: Any = command
    if kind == "setup_game":
        names = ", ".join(p.name for p in c.players)
        return _t("Setup: {0}").format(names)
    if kind == "move_ship":
        return _t("{0} moves to {1}").format(who, words.area(c.area))
    if kind == "build":
        text = _t("{0} builds {1}").format(who, _card(state, c.card))
        if c.track:
            text += " · " + _t("research on {0}").format(words.track(c.track))
        if c.resource_card is not None:
            text += " · " + words.resource_card(c.resource_card.kind, c.resource_card.building)
        return text
    if kind == "build_ship":
        return _t("{0} builds a ship").format(who)
    if kind == "recruit":
        return _t("{0} recruits").format(who)
    if kind == "research":
        return _t("{0} researches on {1}").format(who, words.track(c.track))
    if kind == "play_card":
        text = _t("{0} plays {1}").format(who, words.card(c.kind))
        if c.area is not None:
            text += f" · {words.area(c.area)}"
        if c.track is not None:
            text += f" · {words.track(c.track)}"
        return text
    if kind == "discard":
        what = {"cube": _t("a cube"), "ship": _t("a ship"), "board_ship": _t("a ship from {0}")}
        thing = what[c.what].format(words.area(c.area) if c.area is not None else "")
        return _t("{0} discards {1}").format(who, thing)
    if kind == "end_turn":
        return _t("{0} ends the turn").format(who)
    if kind == "reveal":
        return _t("{0} deck: {1} came up").format(words.deck(c.deck), _card(state, c.card))
    if kind == "choose_track":
        return _t("{0} advances three on {1}").format(who, words.track(c.track))
    if kind == "move_ship_effect":
        return _t("{0} moves a ship from {1} to {2}").format(
            who, words.area(c.from_area), words.area(c.to_area)
        )
    if kind == "pass_effect":
        return _t("{0} passes").format(who)
    if kind == "take_shipyard_card":
        return _t("{0} takes {1}").format(who, words.card(c.kind))
    if kind == "take_resource_card":
        return _t("{0} takes a resource card: {1}").format(who, words.building(c.building))
    return kind


def event_words(event: Event, state: Any) -> str:
    """What one event did."""
    kind = getattr(event, "type", "")
    e: Any = event
    who = _name(state, getattr(event, "seat", None))
    if kind == "sun_moved":
        return _t("The sun moves to {0}").format(words.area(e.area))
    if kind == "turn_started":
        return _t("{0}'s ship in {1} acts").format(who, words.area(e.area))
    if kind == "ship_moved":
        return _t("{0}: ship from {1} to {2}").format(
            who, words.area(e.from_area), words.area(e.to_area)
        )
    if kind == "building_built":
        return _t("{0} built in {1} ({2} scientists)").format(
            words.building(e.building), words.area(e.area), e.scientists
        )
    if kind == "scientists_gained":
        return _t("{0} gains {1} scientists").format(who, e.count)
    if kind == "researched":
        return _t("{0}: {1} from space {2} to {3}").format(
            who, words.track(e.track), e.start, e.end
        )
    if kind == "ship_launched":
        return _t("{0}: a new ship in {1}").format(who, words.area(e.area))
    if kind == "effects_queued":
        return _t("To resolve: {0}").format(
            ", ".join(f"{_name(state, p.seat)} {words.effect(p.effect)}" for p in e.items)
        )
    if kind == "card_revealed":
        return _t("Face up: {0}").format(_card(state, e.card))
    if kind == "game_ended":
        return _t("The game is over")
    return kind.replace("_", " ")
