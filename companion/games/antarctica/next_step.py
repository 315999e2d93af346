"""What the table does next, as a message (the banner's sentence)."""

from __future__ import annotations

from companion.core.messages import Message, message
from companion.games.antarctica.state import GameState


def next_step(state: GameState | None) -> Message:
    """The next thing to do: set up, name a revealed card, resolve an effect, move
    the acting ship, take an action, end the turn; or who won."""
    if state is None:
        return message("ant.next.setup")
    if state.phase == "finished":
        return message("ant.next.over", reasons=list(state.ended_by))
    deck = state.awaiting_reveal()
    if deck is not None:
        return message("ant.next.reveal", deck=deck)
    if state.pending:
        head = state.pending[0]
        return message(f"ant.next.effect.{head.effect}", player=state.players[head.seat].name)
    turn = state.turn
    assert turn is not None
    name = state.players[turn.seat].name
    if turn.target is None:
        code = "ant.next.move_second" if turn.second else "ant.next.move"
        return message(code, player=name, area=turn.area)
    if turn.action is None:
        return message("ant.next.act", player=name, area=turn.target)
    return message("ant.next.end", player=name)
