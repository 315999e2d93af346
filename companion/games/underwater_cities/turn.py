"""Shared lookups for the turn rules: players, slots, frames, boards."""

from __future__ import annotations

from companion.games.underwater_cities.actions import Action
from companion.games.underwater_cities.board import PlayerBoard, load_board
from companion.games.underwater_cities.cards import (
    PERSONAL_ASSISTANT_ID,
    card_data,
    known_card,
)
from companion.games.underwater_cities.errors import illegal
from companion.games.underwater_cities.model import Colour, card_label, msg
from companion.games.underwater_cities.slots import ALWAYS, find_slot, slot_data
from companion.games.underwater_cities.state import (
    ActionCard,
    CardInfo,
    Frame,
    GameState,
    PlayerState,
    Turn,
    slot_effect_action,
)


def player_of(state: GameState, index: int) -> PlayerState:
    """The player at seat ``index`` (a clear error for a bad index)."""
    if not 0 <= index < len(state.players):
        raise illegal(
            "unknown_player", f"There is no player number {index + 1} at this table.", player=index
        )
    return state.players[index]


def name(state: GameState, index: int) -> str:
    """A player's name, for messages."""
    return state.players[index].name


def board_of(state: GameState, index: int) -> PlayerBoard:
    """The player board of seat ``index``."""
    return load_board(state.players[index].board)


def slot_colour(state: GameState, slot_id: str) -> Colour | None:
    """The slot's colour, as corrected by the table (None for the always slot)."""
    if slot_id == ALWAYS:
        return None
    if slot_id in state.settings.slot_colours:
        return state.settings.slot_colours[slot_id]
    slot = find_slot(slot_id)
    return slot.colour if slot else None


def slot_action(slot_id: str) -> Action:
    """The structured action of a slot (or of the always-available slot)."""
    if slot_id == ALWAYS:
        return slot_data().always_available.action
    slot = find_slot(slot_id)
    if slot is None:
        raise illegal("unknown_slot", f"There is no action slot {slot_id}.", slot=slot_id)
    return slot.action


def slot_text(slot_id: str) -> str:
    """The slot's action in words."""
    if slot_id == ALWAYS:
        return slot_data().always_available.text
    slot = find_slot(slot_id)
    return slot.text if slot else slot_id


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
    """A fresh frame for the turn's slot action."""
    assert turn.slot is not None
    return Frame(
        source="slot",
        label=msg("uc.label.slot", slot=turn.slot),
        options=slot_effect_action(slot_action(turn.slot)),
    )


def card_frame(card: CardInfo) -> Frame:
    """A frame for a played instant card: structured when the card is known."""
    known = known_card(card.number)
    name = card.name or (known.name if known else None)
    label = (
        card_label(card.number, name, special=card.special_cost is not None)
        if card.number is not None or name
        else msg("uc.label.played_card")
    )
    if known is not None and known.effect is not None:
        return Frame(source="card", label=label, options=slot_effect_action(known.effect))
    return Frame(source="card", label=label, freeform=True)


def action_card_frame(card: ActionCard) -> Frame:
    """A frame for using an action card: structured when the card is known."""
    if card.id == PERSONAL_ASSISTANT_ID:
        effect: Action | None = card_data().personal_assistant.effect
        label = msg("uc.label.personal_assistant")
    else:
        known = known_card(card.card.number)
        effect = known.effect if known else None
        label = card_label(
            card.card.number,
            card.card.name or (known.name if known else None),
            what="action_card",
        )
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
