"""Plain-English descriptions of the state: the banner and the next thing to do."""

from __future__ import annotations

from companion.games.underwater_cities.rounds import PRODUCTION_ROUNDS, ROUNDS
from companion.games.underwater_cities.state import GameState

ERA_NAMES = {1: "I", 2: "II", 3: "III"}
ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}


def next_step(state: GameState) -> str:
    """What the table must do now, in a few words."""
    if state.phase == "production":
        return "run production, feeding and the end of the era"
    if state.phase == "era_keep":
        over = [p.name for p in state.players if p.hand > p.hand_limit]
        return "keep cards: " + ", ".join(over) + " must discard down to their hand limit"
    if state.phase == "finished":
        return "final scoring"
    turn = state.turn
    if turn is None:
        return "waiting"
    player = state.players[turn.player]
    if state.solo_extra_blocker == "?":
        return "reveal the top era card to place the 4th blocking tile"
    if turn.slot is None:
        if player.hand > player.hand_limit:
            return f"discard down to {player.hand_limit}, then choose a slot"
        return "choose a slot and play a card"
    if turn.pending_action_discard:
        return "discard one action card (limit of four)"
    if turn.stack:
        return f"resolve {turn.stack[-1].label}"
    if not turn.slot_done:
        return "resolve the slot's action" + (
            " or the played card" if turn.matched and not turn.card_done else ""
        )
    if turn.matched and not turn.card_done:
        return "resolve the played card, or end the turn"
    return "end the turn"


def banner(state: GameState) -> str:
    """'Round 4 of 10 · Era I · production after this round · Orange's 2nd turn: …'."""
    parts = [f"Round {state.round} of {ROUNDS}", f"Era {ERA_NAMES[state.era]}"]
    if state.phase == "finished":
        return " · ".join([*parts, "game over: final scoring"])
    if state.phase == "production":
        return " · ".join([*parts, f"production after round {state.round}: {next_step(state)}"])
    if state.round in PRODUCTION_ROUNDS and state.phase == "play":
        parts.append("production after this round")
    if state.phase == "era_keep":
        return " · ".join([*parts, next_step(state)])
    if state.turn is not None:
        who = state.players[state.turn.player].name
        parts.append(f"{who}'s {ORDINALS[state.turn.number]} turn: {next_step(state)}")
    return " · ".join(parts)
