"""The Federation track (rulebook p. 9 and the end-of-round page).

Spaces 4 → 3 → 2 → 1 (1 is best); 0 means below space 4. Each step gains the
bonus of the space reached; a marker landing on an occupied space goes on top;
advancing from space 1 stays there, goes on top and scores 1 point per step.
"""

from __future__ import annotations

from typing import NamedTuple

from companion.core.model import Event
from companion.games.underwater_cities.events import Advanced, Gained
from companion.games.underwater_cities.model import ZERO, Resources, msg
from companion.games.underwater_cities.state import Federation, GameState

SPACE_BONUS: dict[int, Resources] = {
    4: ZERO,
    3: Resources(credits=1),
    2: Resources(steelplast=1),
    1: ZERO,
}
SPACE_POINTS: dict[int, int] = {4: 0, 3: 0, 2: 0, 1: 1}


class Advance(NamedTuple):
    """Where a marker ends and what the steps gave."""

    to: int
    resources: Resources
    points: int
    passed: tuple[int, ...]


def plan_advance(space: int, steps: int) -> Advance:
    """The result of advancing ``steps`` from ``space`` (0 = below the track)."""
    gained, points, passed = ZERO, 0, []
    for _ in range(steps):
        if space == 1:
            points += 1
            continue
        space = 4 if space == 0 else space - 1
        gained = gained + SPACE_BONUS[space]
        points += SPACE_POINTS[space]
        passed.append(space)
    return Advance(space, gained, points, tuple(passed))


def move(federation: Federation, player: int, to: int) -> Federation:
    """The track with ``player``'s marker on top of space ``to``."""
    space = list(federation.space)
    height = list(federation.height)
    counter = federation.counter + 1
    space[player] = to
    height[player] = counter
    return Federation(space=tuple(space), height=tuple(height), counter=counter)


def new_play_order(federation: Federation, previous: tuple[int, ...]) -> tuple[int, ...]:
    """Furthest first, stacks top-down; markers below space 4 keep their order."""
    on_track = [p for p in previous if federation.space[p] > 0]
    on_track.sort(key=lambda p: (federation.space[p], -federation.height[p]))
    below = [p for p in previous if federation.space[p] == 0]
    return (*on_track, *below)


def reset(federation: Federation) -> Federation:
    """All markers back below space 4."""
    count = len(federation.space)
    return Federation(space=(0,) * count, height=(0,) * count, counter=federation.counter)


def starting_track(play_order: tuple[int, ...]) -> tuple[Federation, list[Resources]]:
    """The reversed start: 1st below the track, 2nd on 4, 3rd on 3, 4th on 2,
    with the bonuses of the spaces passed (3rd: 1 credit; 4th: 1 credit + 1 steelplast)."""
    count = len(play_order)
    space = [0] * count
    height = [0] * count
    gains = [ZERO] * count
    for seat, player in enumerate(play_order):
        plan = plan_advance(0, seat)
        space[player] = plan.to
        height[player] = seat + 1 if seat else 0
        gains[player] = plan.resources
    federation = Federation(space=tuple(space), height=tuple(height), counter=count)
    return federation, gains


def advance_events(state: GameState, player: int, steps: int, *, step: bool) -> list[Event]:
    """Advancing on the Federation track, with the bonuses of the spaces reached."""
    plan = plan_advance(state.federation.space[player], steps)
    events: list[Event] = [
        Advanced(player=player, steps=steps, to=plan.to, step=step, automatic=not step)
    ]
    if not plan.resources.is_zero() or plan.points:
        events.append(
            Gained(
                player=player,
                resources=plan.resources,
                points=plan.points,
                reason=msg("uc.reason.federation"),
                automatic=True,
            )
        )
    if 3 in plan.passed:
        from companion.games.underwater_cities.triggers import trigger_events

        events += trigger_events(state, player, "federation_space_3")
    return events
