"""Building Antarctica positions for the rule tests: a set-up game, then the parts
a test needs changed (areas, players, the turn, track symbols)."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core.errors import RuleViolation
from companion.core.model import Command, Event
from companion.core.session import Session
from companion.games.antarctica.catalogue import builtin_catalogue
from companion.games.antarctica.data import TrackSymbol
from companion.games.antarctica.example import random_setup
from companion.games.antarctica.ruleset import RULESET
from companion.games.antarctica.state import AreaState, GameState, Turn

EMPTY: dict[str, Any] = {"ships": (), "buildings": (), "icebreakers": ()}


def new_game(players: int = 3, seed: int = 0, **setup: Any) -> GameState:
    """A game just set up (the sun has moved onto its first area)."""
    command = random_setup(players, seed, builtin_catalogue())
    if setup:
        command = command.model_copy(update=setup)
    return Session(RULESET).execute(command).state


def cleared(players: int = 3) -> GameState:
    """A set-up game with every area emptied and the start player's turn removed
    (tests then place exactly what they need)."""
    state = new_game(players)
    areas = tuple(a.model_copy(update={**EMPTY, "scientists": (0,) * players}) for a in state.areas)
    return state.model_copy(update={"areas": areas, "turn": None})


def with_area(state: GameState, index: int, **update: Any) -> GameState:
    areas = list(state.areas)
    if "scientists" in update and isinstance(update["scientists"], dict):
        scientists = list(areas[index].scientists)
        for seat, count in update["scientists"].items():
            scientists[seat] = count
        update["scientists"] = tuple(scientists)
    areas[index] = areas[index].model_copy(update=update)
    return state.model_copy(update={"areas": tuple(areas)})


def with_player(state: GameState, seat: int, **update: Any) -> GameState:
    players = list(state.players)
    players[seat] = players[seat].model_copy(update=update)
    return state.model_copy(update={"players": tuple(players)})


def turn_of(state: GameState, seat: int, area: int, **update: Any) -> GameState:
    """``seat``'s turn with the sun on ``area`` (``seat``'s ship first there)."""
    ships = state.areas[area].ships
    turn = Turn(seat=seat, area=area, second_here=len(ships) >= 2).model_copy(update=update)
    return state.model_copy(update={"sun": area, "turn": turn, "pending": ()})


def with_symbols(state: GameState, track: str, *symbols: tuple[int, str, str]) -> GameState:
    """``track`` carrying exactly ``symbols`` (space, colour, action)."""
    catalogue = state.catalogue
    tracks = tuple(
        t.model_copy(
            update={
                "symbols": tuple(
                    TrackSymbol(space=space, colour=colour, action=action)  # type: ignore[arg-type]
                    for space, colour, action in symbols
                )
            }
        )
        if t.id == track
        else t
        for t in catalogue.tracks
    )
    return state.model_copy(update={"catalogue": catalogue.model_copy(update={"tracks": tracks})})


def with_spaces(state: GameState, track: str, *spaces: int) -> GameState:
    tracks = tuple(
        t.model_copy(update={"spaces": tuple(spaces)}) if t.id == track else t for t in state.tracks
    )
    return state.model_copy(update={"tracks": tracks})


def area_state(state: GameState, index: int) -> AreaState:
    return state.areas[index]


def play(state: GameState, *commands: Command) -> Session:
    """A session from ``state`` with ``commands`` executed."""
    session = Session(RULESET, state=state)
    for command in commands:
        session.execute(command)
    return session


def events_of(state: GameState, command: Command) -> list[Event]:
    return list(RULESET.decide(state, command, None))


def refused(state: GameState, command: Command, code: str) -> RuleViolation:
    """``command`` is refused with ``code``."""
    with pytest.raises(RuleViolation) as caught:
        RULESET.decide(state, command, None)
    assert caught.value.code == code, caught.value
    return caught.value


def with_face_up(state: GameState, **cards: str | None) -> GameState:
    """Decks with these face-up cards (``None``: the deck is exhausted when
    ``hidden`` is empty); the face-up cards leave the face-down ones."""
    decks = []
    for deck in state.decks:
        if deck.deck in cards:
            card = cards[deck.deck]
            hidden = tuple(c for c in deck.hidden if c != card)
            deck = deck.model_copy(update={"face_up": card, "hidden": hidden})
        decks.append(deck)
    return state.model_copy(update={"decks": tuple(decks)})


def exhausted_but(state: GameState, deck: str, card: str) -> GameState:
    """Every deck empty except ``deck``, whose last card ``card`` is face up."""
    decks = tuple(
        d.model_copy(update={"face_up": card if d.deck == deck else None, "hidden": ()})
        for d in state.decks
    )
    return state.model_copy(update={"decks": decks})


def plain_tracks(state: GameState) -> GameState:
    """Every track without symbols (tests add the ones they need)."""
    for track in state.tracks:
        state = with_symbols(state, track.id)
    return state
