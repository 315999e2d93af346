"""Advancing on a research track and the symbols it triggers ("RIQUADRO A")."""

from __future__ import annotations

from companion.games.antarctica.board import counter_clockwise
from companion.games.antarctica.events import BlueTriggered, EffectsQueued, Researched
from companion.games.antarctica.run import Run, refuse
from companion.games.antarctica.state import GameState, Pending


def check_track(state: GameState, track: str | None) -> str:
    """``track`` is an open track of this game ("PREPARAZIONE": closed tracks are
    never used, "RIQUADRO A" Nota: not even for an advance on any track)."""
    if track is None:
        raise refuse("research.no_track", "Choose a research track.")
    if track not in state.open_track_ids():
        raise refuse(
            "research.closed_track", "That research track is not used in this game.", track=track
        )
    return track


def destination(state: GameState, seat: int, track_id: str, points: int) -> tuple[int, int]:
    """Where ``points`` research points take ``seat``'s cube, and how many are lost.

    The first point puts a cube from Available Resources on the track (none
    left: every point is lost); only free spaces count (occupied ones are
    skipped); no moving past the end, where any number of cubes stand."""
    spec = state.catalogue.track(track_id)
    track = state.track(track_id)
    position = track.spaces[seat]
    if points and position == 0 and state.players[seat].cubes == 0:
        return 0, points
    occupied = {space for other, space in enumerate(track.spaces) if other != seat and space}
    lost = 0
    for _ in range(points):
        if position >= spec.length:
            lost += 1
            continue
        position += 1
        while position < spec.length and position in occupied:
            position += 1
    return position, lost


def advance(run: Run, seat: int, track_id: str, points: int) -> None:
    """Move ``seat``'s cube ``points`` free spaces on ``track_id`` and queue the
    symbols moved onto or past, in order: a red one for the mover, every time; a
    blue one, the first time in the game, for every player counter-clockwise from
    the mover. Each symbol's effects come before the next symbol's, and all of them
    before effects that were already waiting."""
    state = run.state
    if points == 0:
        return
    spec = state.catalogue.track(track_id)
    start = state.track(track_id).spaces[seat]
    end, lost = destination(state, seat, track_id, points)
    run.emit(
        Researched(
            seat=seat,
            track=track_id,
            points=points,
            start=start,
            end=end,
            lost=lost,
            entered=start == 0 and end > 0,
            arrived=end == spec.length and start < spec.length,
        )
    )
    items: list[Pending] = []
    group = run.state.groups
    blue_done = run.state.track(track_id).blue_done
    for symbol in sorted(spec.symbols, key=lambda s: s.space):
        if not start < symbol.space <= end:
            continue
        if symbol.colour == "red":
            items.append(Pending(seat=seat, effect=symbol.action, group=group))
        elif symbol.space not in blue_done:
            run.emit(BlueTriggered(track=track_id, space=symbol.space, automatic=True))
            players = counter_clockwise(seat, state.player_count)
            if symbol.action == "shipyard_draft":  # one draft already serves everyone
                players = (seat,)
            items.extend(Pending(seat=s, effect=symbol.action, group=group) for s in players)
        else:
            continue
        group += 1
    if items:
        run.emit(EffectsQueued(items=tuple(items), automatic=True))
