"""Turn order: the sun, the ship queues and the Icebreaker ("SEQUENZA DI GIOCO",
"EFFETTI CARTE CANTIERE NAVALE")."""

from __future__ import annotations

from companion.games.antarctica.board import next_sun_area
from companion.games.antarctica.commands import EndTurn
from companion.games.antarctica.end import end_reasons
from companion.games.antarctica.events import (
    GameEnded,
    IcebreakersDiscarded,
    SunMoved,
    TurnEnded,
    TurnStarted,
)
from companion.games.antarctica.run import Run, refuse
from companion.games.antarctica.state import GameState


def sun_moves_on(run: Run) -> None:
    """The sun moves counter-clockwise to the next area with ships (also at the very
    start), and the first ship in that area's queue acts."""
    area, skipped = next_sun_area(run.state)
    run.emit(SunMoved(area=area, skipped=skipped, automatic=True))
    ships = run.state.areas[area].ships
    run.emit(TurnStarted(seat=ships[0], area=area, second_here=len(ships) >= 2, automatic=True))


def icebreaker_follower(state: GameState) -> int | None:
    """Who takes a second turn in the sun's area after this first one: the owner of
    the ship now at the front, if it was second when the sun came, is not the one
    just built, and an Icebreaker of that player lies in the area. The third ship
    never acts, even when it has become second."""
    turn = state.turn
    if turn is None or turn.second or not turn.second_here or turn.fresh == 0:
        return None
    area = state.areas[turn.area]
    if not area.ships or area.ships[0] not in area.icebreakers:
        return None
    return area.ships[0]


def check_end_turn(state: GameState, command: EndTurn) -> None:
    """The move is mandatory: a turn ends only after it."""
    turn = state.turn
    assert turn is not None
    if not turn.moved:
        raise refuse("turn.move_first", "Move your ship first: the move is mandatory.")


def end_turn(run: Run, command: EndTurn) -> None:
    """End the turn: the game ends if a condition holds (a pending Icebreaker turn
    is lost); otherwise an Icebreaker's second turn, or the sun moves on (the
    Icebreaker cards in the area it leaves are discarded)."""
    state = run.state
    turn = state.turn
    assert turn is not None
    follower = icebreaker_follower(state)
    run.emit(TurnEnded(seat=turn.seat))
    reasons = end_reasons(run.state)
    if reasons:
        run.emit(GameEnded(reasons=reasons, automatic=True))
        return
    if follower is not None:
        run.emit(
            TurnStarted(
                seat=follower,
                area=turn.area,
                second=True,
                card_before=follower == turn.seat and turn.card_played,
                automatic=True,
            )
        )
        return
    icebreakers = run.state.areas[turn.area].icebreakers
    if icebreakers:
        run.emit(IcebreakersDiscarded(area=turn.area, seats=icebreakers, automatic=True))
    sun_moves_on(run)
