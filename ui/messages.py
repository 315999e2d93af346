"""Engine and store errors as translated sentences (the one place that does it).

Each error carries a stable ``code`` and its ``params``; :func:`sentence` looks
the code up in :func:`templates` and fills in the params. Codes without a
template, or whose params do not fit, fall back to the engine's English message.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from companion.core.errors import CompanionError
from ui import words


def _t(text: str) -> str:
    return QCoreApplication.translate("messages", text)


def templates() -> dict[str, str]:
    """Code → template; ``{who}`` is the acting player, the rest are the error's params."""
    return {
        "already_placed": _t("{who} has already placed an action tile this turn."),
        "already_upgraded": _t("The structure on {site} is already upgraded."),
        "action_card_limit": _t("{who} has 5 action cards: discard one first (limit of four)."),
        "action_card_used": _t("That action card was already used this era."),
        "building_not_next_to_city": _t(
            "{who} cannot build on {site}: it is not next to a city or a city site "
            "where a city could be built now."
        ),
        "card_already_resolved": _t("The played card has already been resolved."),
        "card_not_matched": _t(
            "The played card does not match the slot's colour: it was discarded without effect."
        ),
        "card_required": _t("{who} must play a card with the action tile."),
        "card_type_needed": _t(
            "Say what type the played card is (instant, permanent, action, production or "
            "end-scoring) to resolve it."
        ),
        "cities_not_upgraded": _t("Cities are never upgraded."),
        "city_not_adjacent": _t(
            "{who} cannot build a city on {site}: it is not next to one of their cities."
        ),
        "clone_always": _t(
            "The always-available slot is never occupied, so the action-cloning tile is "
            "not needed there."
        ),
        "cloning_four_players": _t("The action-cloning tile is used only with 4 players."),
        "cloning_needs_occupied": _t(
            "The action-cloning tile goes on a slot another player occupies; this one is free."
        ),
        "cloning_own_slot": _t(
            "{who} already occupies that slot: the cloning tile needs a slot occupied by "
            "another player."
        ),
        "cloning_used": _t("The action-cloning tile was already used this round."),
        "discard_at_turn_start": _t(
            "Discarding down to the hand limit happens at the start of a turn."
        ),
        "discard_too_many": _t("Only {excess} card(s) need to be discarded."),
        "duplicate_name": _t("Every player needs a different name."),
        "empty_correction": _t("The correction changes nothing."),
        "empty_gain": _t("Say what was gained."),
        "expansion_needs_card": _t(
            "{who} may build on the expansion site {site} only with a card that allows it."
        ),
        "finish_effect_first": _t(
            "Finish the effect being resolved first: the card and the slot are resolved "
            "separately, never interleaved."
        ),
        "game_over": _t("The game is over."),
        "main_board_side_mismatch": _t(
            "The {side} side of the main board is not for {players} players."
        ),
        "must_discard_first": _t("{who} must first discard down to {limit} cards (holds {hand})."),
        "negative_after_correction": _t("That correction would leave a counter below 0."),
        "no_discard_needed": _t(
            "{who} holds {hand} cards, within the limit of {limit}: no discard is needed."
        ),
        "no_symbiotic_domes_left": _t(
            "There are no symbiotic (purple) domes left for this player count."
        ),
        "no_tunnels_left": _t("There are no tunnel tiles left in the supply."),
        "no_white_domes_left": _t("All 17 nonsymbiotic (white) domes are in play."),
        "not_production_time": _t(
            "Production runs after rounds 4, 7 and 10; this is round {round}."
        ),
        "nothing_to_redo": _t("There is nothing to redo."),
        "nothing_to_undo": _t("There is nothing to undo."),
        "nothing_to_upgrade": _t("{who} has nothing built on {site}."),
        "place_first": _t("{who} must first choose an action slot."),
        "site_taken": _t("{who} has already built on {site}."),
        "slot_blocked": _t("A blocking tile covers that slot this round."),
        "slot_occupied": _t("That action slot is already occupied this round."),
        "slot_unusable": _t(
            "{who} could not use any part of that slot's action, so it may not be chosen."
        ),
        "solo_needs_asymmetric": _t(
            "The solo game uses the expert (asymmetric) side of the player board."
        ),
        "solo_no_contracts": _t("Government contracts are not used in the solo game."),
        "tunnel_not_connected": _t(
            "{who} cannot build a tunnel on {site}: it would not connect to the start city."
        ),
        "usual_cost_only": _t("This effect builds at the usual cost: no discount or stated cost."),
        "read_only": _t(
            "This game is open read-only here, so it cannot be changed. Close it in the "
            "other window to play it here."
        ),
    }


def _display(params: dict[str, Any]) -> dict[str, Any]:
    shown = dict(params)
    if isinstance(shown.get("site"), str):
        shown["site"] = words.site(shown["site"])
    return shown


def sentence(error: CompanionError, who: str | None = None) -> str:
    """The error as a sentence for the table, in the app's language."""
    template = templates().get(error.code)
    if template is None or (who is None and "{who}" in template):
        return error.message
    try:
        return template.format(who=who, **_display(error.params))
    except (KeyError, IndexError, ValueError):
        return error.message
