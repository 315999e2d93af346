"""Every command a player (or the table) may give now, typed.

Candidates are enumerated over their finite choices and kept when
:func:`~.decide.check` accepts them, so the options and the rules never disagree.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import get_args

from companion.core.errors import RuleViolation
from companion.core.model import Command
from companion.games.antarctica.board import has_room
from companion.games.antarctica.commands import (
    Build,
    BuildShip,
    ChooseTrack,
    Discard,
    EndTurn,
    MoveShip,
    MoveShipEffect,
    PassEffect,
    PlayCard,
    Recruit,
    Research,
    Reveal,
    TakeResourceCard,
    TakeShipyardCard,
)
from companion.games.antarctica.data import ResourceBuilding
from companion.games.antarctica.decide import check
from companion.games.antarctica.effects import ship_sources
from companion.games.antarctica.state import SHIPYARD_KINDS, GameState

_BUILDINGS: tuple[ResourceBuilding, ...] = get_args(ResourceBuilding)


def _reveals(state: GameState) -> Iterator[Command]:
    deck = state.awaiting_reveal()
    if deck is not None:
        for card in sorted(state.deck(deck).hidden):
            yield Reveal(deck=deck, card=card)


def _effect(state: GameState, seat: int) -> Iterator[Command]:
    head = state.pending[0]
    if head.effect == "advance_three":
        for track in state.open_track_ids():
            yield ChooseTrack(player=seat, track=track)
    elif head.effect == "move_ship":
        for source in ship_sources(state, seat):
            for target, area in enumerate(state.areas):
                if target != source and has_room(area):
                    yield MoveShipEffect(player=seat, from_area=source, to_area=target)
    elif head.effect == "shipyard_pick":
        for kind in SHIPYARD_KINDS:
            yield TakeShipyardCard(player=seat, kind=kind)
    else:
        for building in _BUILDINGS:
            yield TakeResourceCard(player=seat, building=building)
    yield PassEffect(player=seat)


def _turn(state: GameState, seat: int) -> Iterator[Command]:
    turn = state.turn
    assert turn is not None
    player = state.players[seat]
    if not turn.moved:
        for area in range(len(state.areas)):
            yield MoveShip(player=seat, area=area)
    else:
        tracks: tuple[str | None, ...] = state.open_track_ids()
        for card_id in state.face_up():
            card = state.catalogue.card(card_id)
            for track in tracks if card.research else (None,):
                for used in (None, *dict.fromkeys(player.resource_cards)):
                    yield Build(player=seat, card=card_id, track=track, resource_card=used)
        yield BuildShip(player=seat)
        yield Recruit(player=seat)
        for track_id in state.open_track_ids():
            yield Research(player=seat, track=track_id)
        for kind in dict.fromkeys(player.shipyard_cards):
            if kind == "icebreaker":
                for area in range(len(state.areas)):
                    yield PlayCard(player=seat, kind=kind, area=area)
            elif kind == "quick_research":
                for track_id in state.open_track_ids():
                    yield PlayCard(player=seat, kind=kind, track=track_id)
            else:
                yield PlayCard(player=seat, kind=kind)
        yield EndTurn(player=seat)
    yield Discard(player=seat, what="cube")
    yield Discard(player=seat, what="ship")
    for area in range(len(state.areas)):
        yield Discard(player=seat, what="board_ship", area=area)


def _candidates(state: GameState, player: int | None) -> Iterator[Command]:
    if state.awaiting_reveal() is not None:
        if player is None:
            yield from _reveals(state)
    elif player is None:
        return
    elif state.pending:
        if state.pending[0].seat == player:
            yield from _effect(state, player)
    elif state.turn is not None and state.turn.seat == player:
        yield from _turn(state, player)


def legal_options(state: GameState | None, player: int | None) -> list[Command]:
    """Every command ``player`` (None: the table) may give now."""
    if state is None or state.phase == "finished":
        return []
    legal: list[Command] = []
    for command in _candidates(state, player):
        try:
            check(state, command)
        except RuleViolation:
            continue
        legal.append(command)
    return legal
