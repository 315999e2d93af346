"""A tap and its events in words, for the history."""

from __future__ import annotations

from typing import Any

from companion.core.model import Command, Event
from ui.games.antarctica import words
from ui.i18n import translate


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
        return translate("antarctica", "Setup: {0}").format(names)
    if kind == "move_ship":
        return translate("antarctica", "{0} moves to {1}").format(who, words.area(c.area))
    if kind == "build":
        text = translate("antarctica", "{0} builds {1}").format(who, _card(state, c.card))
        if c.track:
            text += " · " + translate("antarctica", "research on {0}").format(words.track(c.track))
        if c.resource_card is not None:
            text += " · " + words.resource_card(c.resource_card.kind, c.resource_card.building)
        return text
    if kind == "build_ship":
        return translate("antarctica", "{0} builds a ship").format(who)
    if kind == "recruit":
        return translate("antarctica", "{0} recruits").format(who)
    if kind == "research":
        return translate("antarctica", "{0} researches on {1}").format(who, words.track(c.track))
    if kind == "play_card":
        text = translate("antarctica", "{0} plays {1}").format(who, words.card(c.kind))
        if c.area is not None:
            text += f" · {words.area(c.area)}"
        if c.track is not None:
            text += f" · {words.track(c.track)}"
        return text
    if kind == "discard":
        what = {
            "cube": translate("antarctica", "a cube"),
            "ship": translate("antarctica", "a ship"),
            "board_ship": translate("antarctica", "a ship from {0}"),
        }
        thing = what[c.what].format(words.area(c.area) if c.area is not None else "")
        return translate("antarctica", "{0} discards {1}").format(who, thing)
    if kind == "end_turn":
        return translate("antarctica", "{0} ends the turn").format(who)
    if kind == "reveal":
        return translate("antarctica", "{0} deck: {1} came up").format(
            words.deck(c.deck), _card(state, c.card)
        )
    if kind == "choose_track":
        return translate("antarctica", "{0} advances three on {1}").format(
            who, words.track(c.track)
        )
    if kind == "move_ship_effect":
        return translate("antarctica", "{0} moves a ship from {1} to {2}").format(
            who, words.area(c.from_area), words.area(c.to_area)
        )
    if kind == "pass_effect":
        return translate("antarctica", "{0} passes").format(who)
    if kind == "take_shipyard_card":
        return translate("antarctica", "{0} takes {1}").format(who, words.card(c.kind))
    if kind == "take_resource_card":
        return translate("antarctica", "{0} takes a resource card: {1}").format(
            who, words.building(c.building)
        )
    return kind


def event_words(event: Event, state: Any) -> str:
    """What one event did."""
    kind = getattr(event, "type", "")
    e: Any = event
    who = _name(state, getattr(event, "seat", None))
    if kind == "sun_moved":
        return translate("antarctica", "The sun moves to {0}").format(words.area(e.area))
    if kind == "turn_started":
        return translate("antarctica", "{0}'s ship in {1} acts").format(who, words.area(e.area))
    if kind == "ship_moved":
        return translate("antarctica", "{0}: ship from {1} to {2}").format(
            who, words.area(e.from_area), words.area(e.to_area)
        )
    if kind == "building_built":
        return translate("antarctica", "{0} built in {1} ({2} scientists)").format(
            words.building(e.building), words.area(e.area), e.scientists
        )
    if kind == "scientists_gained":
        return translate("antarctica", "{0} gains {1} scientists").format(who, e.count)
    if kind == "researched":
        return translate("antarctica", "{0}: {1} from space {2} to {3}").format(
            who, words.track(e.track), e.start, e.end
        )
    if kind == "ship_launched":
        return translate("antarctica", "{0}: a new ship in {1}").format(who, words.area(e.area))
    if kind == "effects_queued":
        return translate("antarctica", "To resolve: {0}").format(
            ", ".join(f"{_name(state, p.seat)} {words.effect(p.effect)}" for p in e.items)
        )
    if kind == "card_revealed":
        return translate("antarctica", "Face up: {0}").format(_card(state, e.card))
    if kind == "game_ended":
        return translate("antarctica", "The game is over")
    return kind.replace("_", " ")
