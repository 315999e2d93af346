"""The mandatory move ("SEQUENZA DI GIOCO")."""

from __future__ import annotations

from companion.games.antarctica.board import has_room
from companion.games.antarctica.commands import MoveShip
from companion.games.antarctica.events import ShipMoved
from companion.games.antarctica.run import Run, refuse
from companion.games.antarctica.state import GameState


def move_targets(state: GameState) -> tuple[int, ...]:
    """Where the acting ship may go: a different area with a free ship space."""
    turn = state.turn
    assert turn is not None
    return tuple(i for i, area in enumerate(state.areas) if i != turn.area and has_room(area))


def check_move(state: GameState, command: MoveShip) -> None:
    """Once per turn, to a different open area with a free ship space."""
    turn = state.turn
    assert turn is not None
    if turn.moved:
        raise refuse("move.done", "Your ship has already moved this turn.")
    if command.area == turn.area:
        raise refuse(
            "move.same_area",
            "Move the ship to a different area: it cannot stay where it is.",
            area=command.area,
        )
    target = state.areas[command.area]
    if target.closed:
        raise refuse("move.closed", "That area is closed in this game.", area=command.area)
    if not has_room(target):
        raise refuse("move.full", "That area's three ship spaces are taken.", area=command.area)


def move(run: Run, command: MoveShip) -> None:
    turn = run.state.turn
    assert turn is not None
    run.emit(ShipMoved(seat=command.player, from_area=turn.area, to_area=command.area))
