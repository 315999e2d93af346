"""When the game ends ("FINE DEL GIOCO")."""

from __future__ import annotations

from companion.games.antarctica.state import EndReason, GameState


def end_reasons(state: GameState) -> tuple[EndReason, ...]:
    """The end conditions that hold: a player has no scientist left in the common
    nor the personal reserve (all placed), or no building card is left in the three
    decks. The game ends right after the turn in which one holds."""
    reasons: list[EndReason] = []
    if any(p.personal + p.common == 0 for p in state.players):
        reasons.append("last_scientist")
    if all(deck.exhausted for deck in state.decks):
        reasons.append("last_building")
    return tuple(reasons)
