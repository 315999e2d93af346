"""What the table does next, as a message (the banner's sentence)."""

from __future__ import annotations

from companion.core.messages import Message, message
from companion.games.otys.end import last_round_key, standings, turns_left
from companion.games.otys.state import GameState


def next_step(state: GameState | None) -> Message:
    """Set up; name a contract or token; answer a copied diver; choose a key; the
    three phases (with the diver at the key's level now); who won. Once the end is
    triggered, the turns left in the round."""
    if state is None:
        return message("otys.next.setup")
    if state.phase == "finished":
        places, _ = standings(state)
        winners = [state.players[s.seat].name for s in places if s.place == 1]
        return message("otys.next.over", winners=winners)
    if state.pending:
        head = state.pending[0]
        name = state.players[head.seat].name if head.seat is not None else ""
        space = None if head.slot is None else head.slot + 1
        return message(f"otys.next.{head.kind}", player=name, level=head.level, space=space)
    turn = state.turn
    player = state.players[turn.seat]
    params: dict[str, object] = {"player": player.name}
    if turn.level is not None:
        params["level"] = turn.level
        params["diver"] = turn.diver or player.diver_at(turn.level).kind
    step = message(f"otys.next.phase{turn.phase}", **params)
    if state.triggered_by is None:
        return step
    left = turns_left(state)
    return message(f"otys.next.{last_round_key(left)}", step=step, turns=left)
