"""When each Antarctica lesson applies: pure detectors over one command's outcome.

Each detector reads the state before the command, its events and the state after,
and answers from the events and the engine's own queries (``move_targets``); no
rule is worked out again here. Areas in the parameters are numbered as the table
calls them (1–8); the catalog's sections name the rulebook's headings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TypeVar

from companion.core.model import Event
from companion.core.session import Outcome
from companion.games.antarctica.events import (
    ActionTaken,
    BlueTriggered,
    BuildingBuilt,
    CardPlayed,
    Discarded,
    Researched,
    ResourceCardUsed,
    ScientistPlaced,
    ScientistsGained,
    ShipLaunched,
    ShipyardCardTaken,
    SunMoved,
    TurnEnded,
    TurnStarted,
)
from companion.games.antarctica.evolve import evolve
from companion.games.antarctica.moving import move_targets
from companion.games.antarctica.state import GameState
from companion.teaching.detect import LessonHit

GAME = "antarctica"
NEAR_END = 3
"""The end is announced when this many building cards, or scientists off the
board of one player, are left (or fewer)."""

E = TypeVar("E", bound=Event)


@dataclass(frozen=True)
class _Moment:
    before: GameState | None
    after: GameState
    events: tuple[Event, ...]


def shown_area(area: int) -> int:
    """An area as the table numbers it (1–8; the engine counts 0–7)."""
    return area + 1


def _hit(state: GameState, name: str, seat: int, **params: object) -> LessonHit:
    return LessonHit(f"{GAME}.{name}", seat, state.players[seat].name, params)


def _everyone(state: GameState, name: str, **params: object) -> Iterator[LessonHit]:
    for seat in range(state.player_count):
        yield _hit(state, name, seat, **params)


def _of(moment: _Moment, kind: type[E]) -> Iterator[E]:
    return (e for e in moment.events if isinstance(e, kind))


def _state_at(moment: _Moment, event: Event) -> GameState:
    """The state the table reaches with ``event`` (the engine's fold, replayed)."""
    state = moment.before
    for e in moment.events:
        state = evolve(state, e)
        if e is event:
            break
    assert state is not None
    return state


# --- the sun and the move ------------------------------------------------------


def _sun(m: _Moment) -> Iterator[LessonHit]:
    """The sun moved: how the order works, and the empty areas it skipped (for everyone)."""
    for e in _of(m, SunMoved):
        ships = _state_at(m, e).areas[e.area].ships
        if ships:
            seat = ships[0]
            player = m.after.players[seat].name
            yield from _everyone(m.after, "sun_order", area=shown_area(e.area), player=player)
        if e.skipped:
            skipped = tuple(shown_area(a) for a in e.skipped)
            yield from _everyone(m.after, "sun_skips", skipped=skipped, area=shown_area(e.area))


def _move(m: _Moment) -> Iterator[LessonHit]:
    """A turn starts: the acting player must move (to a different area with room)."""
    for e in _of(m, TurnStarted):
        state = _state_at(m, e)
        targets = tuple(shown_area(a) for a in move_targets(state))
        yield _hit(m.after, "move", e.seat, area=shown_area(e.area), targets=targets)
        if e.second:
            name = m.after.players[e.seat].name
            yield from _everyone(m.after, "icebreaker_turn", player=name, area=shown_area(e.area))


# --- the four actions and doing nothing -----------------------------------------------


def _actions(m: _Moment) -> Iterator[LessonHit]:
    """Each action taken, and a turn ended without one."""
    for e in _of(m, BuildingBuilt):
        yield _hit(
            m.after,
            "build",
            e.seat,
            building=e.building,
            area=shown_area(e.area),
            scientists=e.scientists,
        )
        if m.after.catalogue.card(e.card).asterisk:
            yield _hit(m.after, "asterisk_scoring", e.seat)
    for launched in _of(m, ShipLaunched):
        if launched.built:
            yield _hit(m.after, "build_ship", launched.seat, area=shown_area(launched.area))
    for gained in _of(m, ScientistsGained):
        if gained.reason == "recruit":
            yield _hit(m.after, "recruit", gained.seat, wanted=gained.wanted, count=gained.count)
    taken = {e.seat: e.action for e in _of(m, ActionTaken)}
    for moved in _of(m, Researched):
        if taken.get(moved.seat) == "research":
            yield _hit(m.after, "research", moved.seat, track=moved.track, points=moved.points)
    turn = m.before.turn if m.before is not None else None
    for ended in _of(m, TurnEnded):
        if turn is not None and turn.seat == ended.seat and turn.action is None:
            yield _hit(m.after, "nothing", ended.seat)


# --- cards and discards ----------------------------------------------------------------


def _cards(m: _Moment) -> Iterator[LessonHit]:
    """A card played (shipyard or resource): the one-card rule; an Icebreaker laid;
    a shipyard card taken."""
    for played in m.events:
        if isinstance(played, CardPlayed | ResourceCardUsed):
            yield _hit(m.after, "one_card", played.seat)
        if isinstance(played, CardPlayed) and played.kind == "icebreaker":
            assert played.area is not None
            yield _hit(m.after, "icebreaker", played.seat, area=shown_area(played.area))
    for e in _of(m, ShipyardCardTaken):
        yield _hit(m.after, "shipyard_cards", e.seat, kind=e.kind)


def _discards(m: _Moment) -> Iterator[LessonHit]:
    """A resource discarded: the scientist it brings, and how discards score."""
    for e in _of(m, Discarded):
        yield _hit(m.after, "discard", e.seat)
        yield _hit(m.after, "discard_scoring", e.seat)


# --- research tracks --------------------------------------------------------------------


def _research(m: _Moment) -> Iterator[LessonHit]:
    """A cube entering a track, jumping occupied spaces, passing red spaces; a track
    where another player's cube stands (its scoring)."""
    for e in _of(m, Researched):
        if e.entered:
            yield _hit(m.after, "research_track", e.seat, track=e.track)
        jumped = (e.end - e.start) - (e.points - e.lost)
        if jumped > 0:
            yield _hit(m.after, "free_spaces", e.seat, jumped=jumped, track=e.track)
        spec = m.after.catalogue.track(e.track)
        for symbol in sorted(spec.symbols, key=lambda s: s.space):
            if symbol.colour == "red" and e.start < symbol.space <= e.end:
                yield _hit(m.after, "red_space", e.seat, effect=symbol.action)
        others = [
            s for s, space in enumerate(m.after.track(e.track).spaces) if space and s != e.seat
        ]
        if e.end and others:
            yield _hit(m.after, "track_scoring", e.seat, track=e.track, value=spec.value)
    mover = next((e.seat for e in _of(m, Researched)), None)
    for blue in _of(m, BlueTriggered):
        symbols = m.after.catalogue.track(blue.track).symbols
        symbol = next(s for s in symbols if s.space == blue.space)
        seat = mover if mover is not None else 0
        name = m.after.players[seat].name
        yield from _everyone(m.after, "blue_space", player=name, effect=symbol.action)


# --- scoring and the end ----------------------------------------------------------------


def _scientists_placed(m: _Moment) -> Iterator[LessonHit]:
    """Scientists placed in an area: how areas score."""
    for e in m.events:
        placed = isinstance(e, ScientistPlaced) or (isinstance(e, BuildingBuilt) and e.scientists)
        if placed and isinstance(e, BuildingBuilt | ScientistPlaced):
            yield _hit(m.after, "area_scoring", e.seat, area=shown_area(e.area))


def _near_end(state: GameState) -> tuple[int, int]:
    cards = sum(len(d.hidden) + (d.face_up is not None) for d in state.decks)
    fewest = min(p.personal + p.common for p in state.players)
    return cards, fewest


def _end(m: _Moment) -> Iterator[LessonHit]:
    """An end condition comes within reach: everyone is told how the game ends."""
    if m.before is None or m.after.phase != "play":
        return
    was = _near_end(m.before)
    cards, fewest = _near_end(m.after)
    if min(cards, fewest) <= NEAR_END < min(was):
        yield from _everyone(m.after, "end_conditions", cards=cards, fewest=fewest)


_DETECTORS: tuple[Callable[[_Moment], Iterator[LessonHit]], ...] = (
    _sun,
    _move,
    _actions,
    _cards,
    _discards,
    _research,
    _scientists_placed,
    _end,
)


def detect(before: GameState | None, outcome: Outcome) -> list[LessonHit]:
    """The lessons that apply after ``outcome`` (``before``: the state it started from)."""
    moment = _Moment(before, outcome.state, outcome.events)
    return [hit for detector in _DETECTORS for hit in detector(moment)]
