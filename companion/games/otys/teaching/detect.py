"""When each Otys lesson applies: pure detectors over one command's outcome.

Each detector reads the events of the command and the state after it; what a player
may do comes from the engine's own queries (``legal_options``). No rule is worked
out again here. Lesson ids are ``otys.<name>``; their pages are in the catalog.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar

from companion.core.model import Event
from companion.core.session import Outcome
from companion.games.otys.commands import Fulfil
from companion.games.otys.end import turns_left
from companion.games.otys.events import (
    ActionDone,
    DiverEquipped,
    DiverMoved,
    EndTriggered,
    GameSetUp,
    Held,
    KeyChosen,
    KeysReturned,
    PhaseBegan,
    SponsorUsed,
    Traded,
    TurnBegan,
)
from companion.games.otys.library import load_data
from companion.games.otys.options import legal_options
from companion.games.otys.state import OWN_KEYS, GameState
from companion.teaching.detect import LessonHit

GAME = "otys"
DIVER_LESSONS = {"spy": "spy", "engineer": "engineer", "explorer": "explorer"}
"""Divers whose first action has its own lesson (the experts share ``phase_two``)."""

E = TypeVar("E", bound=Event)


def _hit(state: GameState, name: str, seat: int, **params: object) -> LessonHit:
    return LessonHit(f"{GAME}.{name}", seat, state.players[seat].name, params)


def _of(events: tuple[Event, ...], kind: type[E]) -> Iterator[E]:
    return (e for e in events if isinstance(e, kind))


def _turns(after: GameState, events: tuple[Event, ...]) -> Iterator[LessonHit]:
    """A turn begins (or the game): the keys."""
    for event in events:
        if isinstance(event, GameSetUp | TurnBegan):
            seat = after.turn.seat
            player = after.players[seat]
            keys = [k for k in OWN_KEYS[:5] if player.available(k)]
            yield _hit(after, "keys", seat, keys=tuple(keys), back=after.threshold(seat))


def _phases(after: GameState, events: tuple[Event, ...]) -> Iterator[LessonHit]:
    """A key chosen (phase 1, an X-key), the push (phase 2), the surfacing (phase 3)."""
    for chosen in _of(events, KeyChosen):
        tile = after.sponsors[chosen.level - 1]
        yield _hit(after, "phase_one", chosen.seat, level=chosen.level, sponsor=tile.tile)
        if chosen.key in ("x", "n"):
            yield _hit(after, "x_key", chosen.seat, level=chosen.level)
        if after.players[chosen.seat].batteries:
            yield _hit(after, "batteries", chosen.seat, reach=after.reach(chosen.seat))
    for began in _of(events, PhaseBegan):
        if began.phase == 2 and began.diver is not None:
            yield _hit(after, "phase_two", began.seat, diver=began.diver)
        elif began.phase == 3 and after.turn.phase == 3 and after.turn.diver is not None:
            yield _hit(after, "surfacing", began.seat, diver=after.turn.diver)


def _parts(after: GameState, events: tuple[Event, ...]) -> Iterator[LessonHit]:
    """Sponsors, batteries used, divers equipped, the trader and the special divers,
    the hacker bringing the keys back."""
    for used in _of(events, SponsorUsed):
        yield _hit(after, "sponsor", used.seat, sponsor=used.tile, side=used.side)
    for moved in _of(events, DiverMoved):
        yield _hit(after, "battery_used", moved.seat)
    for held in _of(events, Held):
        yield _hit(after, "battery_used", held.seat)
    for equipped in _of(events, DiverEquipped):
        yield _hit(after, "equipped", equipped.seat, diver=equipped.diver)
    for traded in _of(events, Traded):
        yield _hit(after, "trader", traded.seat)
    for done in _of(events, ActionDone):
        lesson = DIVER_LESSONS.get(done.copied or done.diver)
        if lesson is not None:
            yield _hit(after, lesson, done.seat)
    for returned in _of(events, KeysReturned):
        yield _hit(after, "hacker", returned.seat)


def _contracts(after: GameState) -> Iterator[LessonHit]:
    """A dig zone now holds what a contract needs (the acting player may fulfil it)."""
    if after.phase != "play" or after.pending:
        return
    seat = after.turn.seat
    ready = [o for o in legal_options(after, seat, load_data(())) if isinstance(o, Fulfil)]
    if ready:
        yield _hit(after, "contract", seat, level=ready[0].level)


def _end(after: GameState, events: tuple[Event, ...]) -> Iterator[LessonHit]:
    """Someone reached 18 prestige: everyone hears how the end goes."""
    for triggered in _of(events, EndTriggered):
        name = after.players[triggered.seat].name
        turns = turns_left(after) if after.phase == "play" else 0
        for seat in range(len(after.players)):
            yield _hit(after, "end", seat, player=name, turns=turns)


def detect(before: GameState | None, outcome: Outcome) -> list[LessonHit]:
    """The lessons that apply after ``outcome``."""
    after = outcome.state
    if not isinstance(after, GameState):
        return []
    events = tuple(outcome.events)
    return [
        *_turns(after, events),
        *_phases(after, events),
        *_parts(after, events),
        *_contracts(after),
        *_end(after, events),
    ]
