"""What the table does next: the banner's sentence, as a message.

Every message carries where the clock stands (``round``, ``era``, and
``production_after``: this round ends with production); during a turn also
whose turn it is (``player``, a name) and which of their three (``turn``).
"""

from __future__ import annotations

from typing import Any

from companion.core.messages import Message
from companion.games.underwater_cities.model import msg
from companion.games.underwater_cities.rounds import PRODUCTION_ROUNDS
from companion.games.underwater_cities.state import GameState


def next_step(state: GameState | None) -> Message:
    """What the table must do now (``uc.next.*``)."""
    if state is None:
        return msg("uc.next.waiting")
    clock: dict[str, Any] = {
        "round": state.round,
        "era": state.era,
        "production_after": state.round in PRODUCTION_ROUNDS and state.phase == "play",
    }
    if state.phase == "production":
        return msg("uc.next.production", **clock)
    if state.phase == "era_keep":
        over = [p.name for p in state.players if p.hand > p.hand_limit]
        return msg("uc.next.keep_cards", players=over, **clock)
    if state.phase == "finished":
        return msg("uc.next.final_scoring", **clock)
    turn = state.turn
    if turn is None:
        return msg("uc.next.waiting", **clock)
    player = state.players[turn.player]
    clock |= {"player": player.name, "turn": turn.number}
    if state.solo_extra_blocker == "?":
        return msg("uc.next.solo_reveal", **clock)
    if turn.slot is None:
        if player.hand > player.hand_limit:
            return msg("uc.next.discard_then_choose", limit=player.hand_limit, **clock)
        return msg("uc.next.choose_slot", **clock)
    if turn.pending_action_discard:
        return msg("uc.next.discard_action_card", **clock)
    if turn.stack:
        return msg("uc.next.resolve", effect=turn.stack[-1].label, **clock)
    if not turn.slot_done:
        if turn.matched and not turn.card_done:
            return msg("uc.next.resolve_slot_or_card", **clock)
        return msg("uc.next.resolve_slot", **clock)
    if turn.matched and not turn.card_done:
        return msg("uc.next.resolve_card_or_end", **clock)
    return msg("uc.next.end_turn", **clock)
