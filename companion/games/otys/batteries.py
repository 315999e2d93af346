"""Batteries (p. 7): in phase 1 one moves a diver up or down by at most the mechanic's
value (several may be spent); in phase 3 one keeps the activated diver down."""

from __future__ import annotations

from companion.games.otys.commands import HoldDiver, MoveDiver
from companion.games.otys.events import DiverMoved, Gained, Held
from companion.games.otys.run import Run, refuse
from companion.games.otys.state import GameState


def check_move(state: GameState, command: MoveDiver) -> None:
    """Phase 1 (p. 7): a battery moves a diver up or down by at most the mechanic's value."""
    if state.turn.phase != 1:
        raise refuse("battery.phase", "Batteries move divers in phase 1.")
    if state.players[command.player].batteries < 1:
        raise refuse("batteries.short", "You have no battery.")
    distance = abs(command.to - command.slot)
    reach = state.reach(command.player)
    if distance == 0 or distance > reach:
        raise refuse("battery.reach", f"A battery moves a diver 1 to {reach} spaces.", reach=reach)


def move(run: Run, command: MoveDiver) -> None:
    """The diver moves; the others shift to make room."""
    run.emit(
        Gained(seat=command.player, reason="battery", batteries=-1),
        DiverMoved(seat=command.player, slot=command.slot, to=command.to),
    )


def check_hold(state: GameState, command: HoldDiver) -> None:
    """Phase 3 (p. 7): one battery keeps the activated diver down."""
    if state.turn.phase != 3:
        raise refuse("hold.phase", "A battery holds the diver in phase 3.")
    if state.turn.held:
        raise refuse("hold.done", "The diver is already held.")
    if state.players[command.player].batteries < 1:
        raise refuse("batteries.short", "You have no battery.")


def hold(run: Run, command: HoldDiver) -> None:
    """The battery is spent; the diver goes back to its space."""
    run.emit(Gained(seat=command.player, reason="battery", batteries=-1), Held(seat=command.player))
