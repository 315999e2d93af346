"""The turn's phases (p. 6): the push into phase 2, the end of phase 2, the end of the
turn; the spy variant's owner keeping a copied diver down (p. 11)."""

from __future__ import annotations

from companion.games.otys import keys
from companion.games.otys.commands import EndPhase, EndTurn, KeepDown
from companion.games.otys.data import SURFACE
from companion.games.otys.end import after_turn
from companion.games.otys.events import (
    DiverEquipped,
    DiverMoved,
    Gained,
    KeptDown,
    PhaseBegan,
)
from companion.games.otys.run import Run, refuse
from companion.games.otys.state import GameState


def check_end_phase(state: GameState, command: EndPhase) -> None:
    """Phase 1 or 2 ends by the player's word."""
    if state.turn.phase not in (1, 2):
        raise refuse("phase.end", "Only phases 1 and 2 end this way.")


def end_phase(run: Run, command: EndPhase) -> None:
    """Phase 1 → 2: the key pushes the diver now at its level (sponsor 4 standard
    equips it: 2 credits, 1 prestige; sponsor 2 standard: two actions). Phase 2 → 3."""
    state, seat = run.state, command.player
    if state.turn.phase == 2:
        run.emit(PhaseBegan(seat=seat, phase=3))
        return
    assert state.turn.level is not None
    diver = state.players[seat].diver_at(state.turn.level)
    if state.turn.equip_pushed and not diver.equipped:
        run.emit(
            Gained(seat=seat, reason="equip", credits=-2, prestige=1),
            DiverEquipped(seat=seat, diver=diver.kind),
        )
    sponsor = state.sponsors[state.turn.level - 1]
    twice = state.turn.sponsor_used and (sponsor.tile, sponsor.side) == (2, "standard")
    run.emit(PhaseBegan(seat=seat, phase=2, diver=diver.kind, actions=2 if twice else 1))


def check_end_turn(state: GameState, command: EndTurn) -> None:
    """The turn ends in phase 3."""
    if state.turn.phase != 3:
        raise refuse("turn.phase", "The turn ends in phase 3.")


def end_turn(run: Run, command: EndTurn) -> None:
    """The key goes under the board (keys come back first), then the diver surfaces
    unless held, the divers it passes shift down (p. 6); the next player, or the end."""
    seat, turn = command.player, run.state.turn
    keys.place_key(run)
    if not turn.held and turn.diver is not None:
        slot = run.state.players[seat].slot_of(turn.diver)
        run.emit(DiverMoved(seat=seat, slot=slot, to=0, automatic=True))
    after_turn(run, seat)


def check_keep_down(state: GameState, command: KeepDown) -> None:
    """The spy variant: the copied diver's owner answers (a battery to keep it down)."""
    head = state.pending[0] if state.pending else None
    if head is None or head.kind != "hold" or head.seat != command.player:
        raise refuse("hold.none", "No copied diver of yours waits.")
    if command.battery and state.players[command.player].batteries < 1:
        raise refuse("batteries.short", "You have no battery.")


def keep_down(run: Run, command: KeepDown) -> None:
    """The copied diver stays (battery spent) or surfaces."""
    head = run.state.pending[0]
    assert head.level is not None
    seat = command.player
    run.emit(KeptDown(seat=seat, battery=command.battery))
    if command.battery:
        run.emit(Gained(seat=seat, reason="battery", batteries=-1))
    else:
        run.emit(DiverMoved(seat=seat, slot=head.level + SURFACE - 1, to=0, automatic=True))
