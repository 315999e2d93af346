"""The turn in progress and its frames: whose turn it is, the effects being
resolved (slot, card, action card), a player's action cards.

Player lookups live in :mod:`.players`, slot lookups in :mod:`.slots`.
"""

from __future__ import annotations

from companion.games.underwater_cities.actions import Action
from companion.games.underwater_cities.cards import PERSONAL_ASSISTANT_ID, card_data
from companion.games.underwater_cities.errors import illegal
from companion.games.underwater_cities.model import card_label, msg
from companion.games.underwater_cities.players import name, player_of
from companion.games.underwater_cities.slots import (
    slot_action,
)
from companion.games.underwater_cities.state import (
    ActionCard,
    CardInfo,
    Frame,
    GameState,
    Turn,
    slot_effect_action,
)


def current_turn(state: GameState, player: int) -> Turn:
    """The turn in progress, which must be ``player``'s."""
    player_of(state, player)
    if state.phase != "play" or state.turn is None:
        raise illegal(
            "not_in_play",
            "No turn is being played now (the game is in "
            f"its {state.phase.replace('_', ' ')} phase).",
            phase=state.phase,
        )
    if state.turn.player != player:
        raise illegal(
            "not_your_turn",
            f"It is {name(state, state.turn.player)}'s turn, not {name(state, player)}'s.",
            player=player,
            current=state.turn.player,
        )
    return state.turn


def placed_turn(state: GameState, player: int) -> Turn:
    """The current turn after its action tile was placed."""
    turn = current_turn(state, player)
    if turn.slot is None:
        raise illegal("place_first", f"{name(state, player)} must first choose an action slot.")
    if turn.pending_action_discard:
        raise illegal(
            "action_card_limit",
            f"{name(state, player)} has 5 action cards: discard one first (limit of four).",
        )
    return turn


def slot_frame(turn: Turn) -> Frame:
    """A fresh frame for the turn's slot action (made without validation from valid
    parts: the first frame builds no validator for it, issue #13)."""
    assert turn.slot is not None
    return Frame.model_construct(
        source="slot",
        label=msg("uc.label.slot", slot=turn.slot),
        options=slot_effect_action(slot_action(turn.slot)),
    )


def card_frame(card: CardInfo) -> Frame:
    """A frame for a played instant card: structured when its rules are known,
    else the table records what it did (also for a table-resolved card)."""
    label = (
        card_label(card.number, card.name, special=card.special_cost is not None)
        if card.number is not None or card.name
        else msg("uc.label.played_card")
    )
    effect = card.rules.effect if card.rules is not None else None
    if effect is not None:
        return Frame(source="card", label=label, options=slot_effect_action(effect))
    return Frame(source="card", label=label, freeform=True)


def action_card_frame(card: ActionCard) -> Frame:
    """A frame for using an action card: structured when the card is known."""
    if card.id == PERSONAL_ASSISTANT_ID:
        effect: Action | None = card_data().personal_assistant.effect
        label = msg("uc.label.personal_assistant")
    else:
        effect = card.card.rules.effect if card.card.rules is not None else None
        label = card_label(card.card.number, card.card.name, what="action_card")
    if effect is not None:
        return Frame(
            source="action_card",
            label=label,
            options=slot_effect_action(effect),
            action_card=card.id,
        )
    return Frame(source="action_card", label=label, freeform=True, action_card=card.id)


def find_action_card(state: GameState, player: int, card_id: str) -> ActionCard:
    """One of the player's action cards, by id."""
    for card in player_of(state, player).action_cards:
        if card.id == card_id:
            return card
    raise illegal(
        "unknown_action_card", f"{name(state, player)} has no action card {card_id}.", card=card_id
    )
