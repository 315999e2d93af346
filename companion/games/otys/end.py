"""The end (p. 8): 18 prestige triggers it, the round is finished (the first player's
right-hand neighbour plays last); most prestige wins, then most resources in the dig
zones, then the victory is shared."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from companion.core.messages import Message, message
from companion.games.otys.data import END_PRESTIGE
from companion.games.otys.events import EndTriggered, GameEnded, TurnBegan
from companion.games.otys.run import Run
from companion.games.otys.state import GameState


def check_trigger(run: Run) -> None:
    """The first time a player has 18 prestige or more, the end is triggered."""
    if run.state.triggered_by is not None:
        return
    for seat, player in enumerate(run.state.players):
        if player.prestige >= END_PRESTIGE:
            run.emit(EndTriggered(seat=seat, automatic=True))
            return


def after_turn(run: Run, seat: int) -> None:
    """The next player plays, unless the round that saw the trigger is complete."""
    check_trigger(run)
    count = len(run.state.players)
    if run.state.triggered_by is not None and seat == count - 1:
        run.emit(GameEnded(automatic=True))
    else:
        run.emit(TurnBegan(seat=(seat + 1) % count, automatic=True))


def turns_left(state: GameState) -> int:
    """Turns still to play after the current one once the end is triggered."""
    return len(state.players) - 1 - state.turn.seat


def last_round_key(left: int) -> str:
    """The message announcing the last round with ``left`` turns after the current
    one: the game's last turn, one more turn, or a count."""
    return "last_turn" if left == 0 else "last_round_one" if left == 1 else "last_round"


@dataclass(frozen=True)
class Standing:
    """One player's result: prestige, resources in the dig zones, place."""

    seat: int
    name: str
    prestige: int
    resources: int
    place: int


def rank(players: Sequence[tuple[str, int, int]]) -> tuple[tuple[Standing, ...], Message | None]:
    """Places of (name, prestige, resources) by prestige, then resources in the dig
    zones (shared when still tied), and the tie-break that decided first place."""
    keys = [(prestige, resources) for _, prestige, resources in players]
    out = tuple(
        Standing(seat, name, prestige, resources, 1 + sum(other > keys[seat] for other in keys))
        for seat, (name, prestige, resources) in enumerate(players)
    )
    top = max(prestige for prestige, _ in keys)
    tied = [s for s in out if s.prestige == top]
    tie_break = None
    if len(tied) > 1:
        winners = [s.name for s in tied if s.place == 1]
        code = "otys.tie.resources" if len(winners) == 1 else "otys.tie.shared"
        tie_break = message(code, prestige=top, players=winners)
    return out, tie_break


def standings(state: GameState) -> tuple[tuple[Standing, ...], Message | None]:
    """The players' places (:func:`rank`)."""
    return rank([(p.name, p.prestige, p.resources()) for p in state.players])
