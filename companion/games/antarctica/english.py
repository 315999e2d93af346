"""The English of every ``ant.*`` code: next steps, effects, options, refusals
(the UI translates the same codes), and final scoring's texts.

Parameters: ``area``, ``from_area`` and ``to_area`` are area indices 0–7, shown
1–8 (counter-clockwise from the bottom-left area); ``track``, ``deck``,
``building``, ``kind`` and ``effect`` are ids, shown with spaces; players' names
are shown as plain text.
"""

from __future__ import annotations

from typing import Any

from companion.core.messages import EnglishTexts
from companion.core.reading import shown_safely
from companion.games.antarctica.scoring_english import SCORING_TEXTS

NEXT: dict[str, str] = {
    "ant.next.setup": "Set up the game",
    "ant.next.over": "The game is over ({reasons}): final scoring",
    "ant.next.reveal": "Turn up the next card of the {deck} building deck and name it",
    "ant.next.move": "{player}: the sun is on area {area}; move your first ship there to "
    "a different area with a free ship space",
    "ant.next.move_second": "{player}: Icebreaker turn; move your second ship in area {area} "
    "to a different area with a free ship space",
    "ant.next.act": "{player}: take one action in area {area} (build, build a ship, recruit, "
    "research) or none; play a card, discard a resource, then end the turn",
    "ant.next.end": "{player}: play a card or discard a resource if you like, then end the turn",
    "ant.next.effect.move_ship": "{player}: move one of your ships to another area, or pass",
    "ant.next.effect.advance_three": "{player}: advance three spaces on a research track "
    "not chosen by another player for this symbol, or pass",
    "ant.next.effect.shipyard_pick": "{player}: take a shipyard card of your choice",
    "ant.next.effect.expertise_card": "{player}: draw a resource expertise card and say "
    "which resource it shows",
    "ant.next.effect.basic_resource_card": "{player}: take a basic resource card and say "
    "which resource it shows",
    "ant.next.effect.scientist": "{player}: take a scientist from the common reserve",
    "ant.next.effect.ship_to_sun": "{player}: send a ship from Available Resources to the "
    "sun's area",
    "ant.next.effect.shipyard_draft": "{player}: shipyard draft",
    "ant.end.last_scientist": "a player has placed the last scientist",
    "ant.end.last_building": "the last building card was taken",
    "ant.option.basic_card_rule": 'The "basic resource card" symbol gives a card',
    "ant.option.basic_card_rule.if_used": "only once the starting card is used (rulebook)",
    "ant.option.basic_card_rule.if_unused": "only while the starting card is unused",
}

REFUSALS: dict[str, str] = {
    "ant.setup.first": "Set up the game first.",
    "ant.setup.done": "The game is already set up.",
    "ant.setup.same_name": "Two players have the same name.",
    "ant.setup.same_colour": "Two players have the same colour.",
    "ant.setup.building_per_area": "Place one starting building on every open area and none "
    "on a closed one (area {area}).",
    "ant.setup.starting_buildings": "The starting buildings are 2 camps, the naval and the "
    "coastal research centre, a wind turbine, a rig tower, a drill and a crane (with 2 "
    "players without the second camp and the naval centre).",
    "ant.setup.placing_order": "Each player places their ships in turn: A, B, C, then C, A, "
    "B, then B, C, A (one seat further each round).",
    "ant.setup.ship_area": "Ships go on open areas, three at most per area.",
    "ant.setup.b_track": "With 2 players, player B puts a cube on an open research track "
    "(only then).",
    "ant.setup.face_up_twice": "One face-up card per deck.",
    "ant.setup.face_up_card": "Card {card} is not in the {deck} deck for this player count.",
    "ant.game.over": "The game is over.",
    "ant.reveal.first": "First name the card that came up on the {deck} deck.",
    "ant.reveal.not_needed": "The {deck} deck has a face-up card already.",
    "ant.reveal.not_in_deck": "Card {card} is not among the {deck} deck's face-down cards.",
    "ant.effect.first": "{player} resolves the waiting effect first ({effect}).",
    "ant.effect.none": "No effect is waiting to be resolved.",
    "ant.effect.not_yours": "{player} resolves the next effect first.",
    "ant.effect.other": "That does not resolve the waiting effect ({effect}).",
    "ant.effect.track_taken": "Another player chose the {track} track for this symbol: each "
    "takes a different one.",
    "ant.effect.no_ship_there": "You have no ship in area {area} that can move (a ship built "
    "this turn cannot).",
    "ant.effect.no_such_card": "No {kind} card is left in the shipyard pile.",
    "ant.turn.not_yours": "It is {player}'s turn.",
    "ant.turn.move_first": "Move your ship first: the move is mandatory.",
    "ant.move.done": "Your ship has already moved this turn.",
    "ant.move.same_area": "Move the ship to a different area: it cannot stay in area {area}.",
    "ant.move.closed": "Area {area} is closed in this game.",
    "ant.move.full": "Area {area} has no free ship space.",
    "ant.action.move_first": "Move your ship first: the action comes after.",
    "ant.action.one_per_turn": "You have already taken this turn's action.",
    "ant.build.not_face_up": "Building card {card} is not face up.",
    "ant.build.no_piece": "No {building} is left to build.",
    "ant.build.already_there": "The target area already has a {building}: one of each kind "
    "per area.",
    "ant.build.scientists": "The card needs {need} scientists in your personal reserve; you "
    "have {have}.",
    "ant.build.card_not_held": "You do not hold that resource card.",
    "ant.build.card_not_needed": "Your ships already reach a {building}: no resource card is "
    "needed for it.",
    "ant.build.no_access": "None of your ships is in an area with: {buildings}.",
    "ant.build.no_research": "This card gives no research points: choose no track.",
    "ant.build_ship.no_shipyard": "There is no shipyard in the target area.",
    "ant.build_ship.no_ship": "You have no ship left in Available Resources.",
    "ant.build_ship.full": "The sun's area has no free ship space.",
    "ant.recruit.no_camp": "There is no camp in the target area.",
    "ant.research.no_centre": "The target area has no research centre for the {track} track.",
    "ant.research.no_track": "Choose a research track.",
    "ant.research.closed_track": "The {track} track is not used in this game.",
    "ant.card.move_first": "Move your ship first: cards are played after it.",
    "ant.card.one_per_turn": "You have already played a card this turn.",
    "ant.card.second_turn": "You played a card in your first turn: none in the second one.",
    "ant.card.not_held": "You do not hold a {kind} card.",
    "ant.card.icebreaker_area": "Lay the Icebreaker on an area where the second ship is yours.",
    "ant.card.no_area": "Only an Icebreaker is laid on an area.",
    "ant.card.no_track": "Only Quick research advances on a track.",
    "ant.card.no_scientist": "Your personal reserve has no scientist to place.",
    "ant.discard.one_per_turn": "You have already discarded this turn.",
    "ant.discard.no_area": "Only a ship from the board comes from an area.",
    "ant.discard.no_cube": "You have no cube in Available Resources.",
    "ant.discard.no_ship": "You have no ship in Available Resources.",
    "ant.discard.no_board_ship": "You have no ship in area {area} to discard.",
    "ant.discard.acting_ship": "Your acting ship must move first.",
    "ant.discard.last_ship": "The last ship on the board stays: the sun needs one.",
}

_AREAS = frozenset({"area", "from_area", "to_area"})
_IDS = frozenset({"track", "deck", "building", "buildings", "kind", "effect"})
_REASONS = {"last_scientist": "ant.end.last_scientist", "last_building": "ant.end.last_building"}


def _word(name: str, value: Any) -> str:
    if name in _AREAS and isinstance(value, int):
        return str(value + 1)
    if name == "reasons":
        return ENGLISH.templates.get(_REASONS.get(str(value), ""), str(value))
    if name in _IDS:
        return shown_safely(str(value).replace("_", " "))
    return shown_safely(str(value))


STATS_TEXTS = {
    "ant.stats.areas": "Areas",
    "ant.stats.tracks": "Research tracks",
    "ant.stats.asterisks": "Asterisk cards",
    "ant.stats.discarded": "Discarded resources",
}
"""The English of the statistics' category ids."""

ENGLISH = EnglishTexts({**NEXT, **REFUSALS, **SCORING_TEXTS, **STATS_TEXTS}, _word)
"""Every ``ant.*`` sentence in English, with names shown as plain text."""
