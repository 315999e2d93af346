"""Underwater Cities' errors as translated sentences (see :mod:`ui.messages`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.core.messages import Message
from companion.games.underwater_cities.model import Resources
from ui.games.underwater_cities import words
from ui.i18n import per_language, translate


@per_language
def templates() -> dict[str, str]:
    """Code → template of the game's errors; ``{who}`` is the acting player."""
    return {
        "already_placed": translate(
            "messages", "{who} has already placed an action tile this turn."
        ),
        "already_upgraded": translate("messages", "The structure on {site} is already upgraded."),
        "action_card_limit": translate(
            "messages", "{who} has 5 action cards: discard one first (limit of four)."
        ),
        "action_card_used": translate("messages", "That action card was already used this era."),
        "building_not_next_to_city": translate(
            "messages",
            "{who} cannot build on {site}: it is not next to a city or a city site "
            "where a city could be built now.",
        ),
        "card_already_resolved": translate(
            "messages", "The played card has already been resolved."
        ),
        "card_not_matched": translate(
            "messages",
            "The played card does not match the slot's colour: it was discarded without effect.",
        ),
        "card_required": translate("messages", "{who} must play a card with the action tile."),
        "card_type_needed": translate(
            "messages",
            "Say what type the played card is (instant, permanent, action, production or "
            "end-scoring) to resolve it.",
        ),
        "cities_not_upgraded": translate("messages", "Cities are never upgraded."),
        "city_not_adjacent": translate(
            "messages",
            "{who} cannot build a city on {site}: it is not next to one of their cities.",
        ),
        "clone_always": translate(
            "messages",
            "The always-available slot is never occupied, so the action-cloning tile is "
            "not needed there.",
        ),
        "cloning_four_players": translate(
            "messages", "The action-cloning tile is used only with 4 players."
        ),
        "cloning_needs_occupied": translate(
            "messages",
            "The action-cloning tile goes on a slot another player occupies; this one is free.",
        ),
        "cloning_own_slot": translate(
            "messages",
            "{who} already occupies that slot: the cloning tile needs a slot occupied by "
            "another player.",
        ),
        "cloning_used": translate(
            "messages", "The action-cloning tile was already used this round."
        ),
        "discard_at_turn_start": translate(
            "messages", "Discarding down to the hand limit happens at the start of a turn."
        ),
        "discard_old_action_card": translate(
            "messages",
            "The card just claimed stays: discard one of the action cards you had before.",
        ),
        "discard_too_many": translate("messages", "Only {excess} cards need to be discarded."),
        "discard_too_many_one": translate("messages", "Only 1 card needs to be discarded."),
        "duplicate_name": translate("messages", "Every player needs a different name."),
        "empty_correction": translate("messages", "The correction changes nothing."),
        "empty_gain": translate("messages", "Say what was gained."),
        "expansion_needs_card": translate(
            "messages",
            "{who} may build on the expansion site {site} only with a card that allows it.",
        ),
        "finish_effect_first": translate(
            "messages",
            "Finish the effect being resolved first: the card and the slot are resolved "
            "separately, never interleaved.",
        ),
        "game_over": translate("messages", "The game is over."),
        "main_board_side_mismatch": translate(
            "messages", "The {side} side of the main board is not for {players} players."
        ),
        "must_discard_first": translate(
            "messages", "{who} must first discard down to {limit} cards (holds {hand})."
        ),
        "negative_after_correction": translate(
            "messages", "That correction would leave a counter below 0."
        ),
        "no_discard_needed": translate(
            "messages",
            "{who} holds {hand} cards, within the limit of {limit}: no discard is needed.",
        ),
        "no_symbiotic_domes_left": translate(
            "messages", "There are no symbiotic (purple) domes left for this player count."
        ),
        "no_tunnels_left": translate("messages", "There are no tunnel tiles left in the supply."),
        "no_white_domes_left": translate(
            "messages", "All 17 nonsymbiotic (white) domes are in play."
        ),
        "not_production_time": translate(
            "messages", "Production runs after rounds 4, 7 and 10; this is round {round}."
        ),
        "nothing_to_upgrade": translate("messages", "{who} has nothing built on {site}."),
        "place_first": translate("messages", "{who} must first choose an action slot."),
        "site_taken": translate("messages", "{who} has already built on {site}."),
        "slot_blocked": translate("messages", "A blocking tile covers that slot this round."),
        "slot_occupied": translate("messages", "That action slot is already occupied this round."),
        "slot_unusable": translate(
            "messages",
            "{who} could not use any part of that slot's action, so it may not be chosen.",
        ),
        "solo_needs_asymmetric": translate(
            "messages", "The solo game uses the expert (asymmetric) side of the player board."
        ),
        "solo_no_contracts": translate(
            "messages", "Government contracts are not used in the solo game."
        ),
        "tunnel_not_connected": translate(
            "messages",
            "{who} cannot build a tunnel on {site}: it would not connect to the start city.",
        ),
        "usual_cost_only": translate(
            "messages", "This effect builds at the usual cost: no discount or stated cost."
        ),
        "already_set_up": translate("messages", "This game is already set up."),
        "bad_play_order": translate(
            "messages", "The play order must name every seat exactly once."
        ),
        "bad_player_count": translate("messages", "Underwater Cities is played by 1 to 4 players."),
        "bad_production_option": translate(
            "messages", "That answer is not one of the options of this production choice."
        ),
        "board_file_damaged": translate(
            "messages", "The player-board file {file} is damaged; reinstall the companion."
        ),
        "board_side_mismatch": translate(
            "messages",
            "Player board {board} is not a {side} board (all players use the same side).",
        ),
        "bad_layout": translate(
            "messages", "The layout of board {board} is not usable: check it in the board editor."
        ),
        "bad_layouts": translate(
            "messages", "The setup does not carry one layout of each board of the side."
        ),
        "board_taken_twice": translate("messages", "Two players cannot use the same player board."),
        "cannot_afford": translate("messages", "{who} cannot pay {cost}."),
        "cannot_afford_cloning": translate(
            "messages", "{who} needs 1 credit for the action-cloning tile."
        ),
        "card_condition_unmet": translate(
            "messages", "{who} does not meet the card's condition (has {have}, needs {need})."
        ),
        "card_file_damaged": translate(
            "messages", "The card file {file} is damaged; reinstall the companion."
        ),
        "empty_payment": translate("messages", "Say what was paid."),
        "face_up_only": translate("messages", "Only a face-up 3-credit special card is named."),
        "no_metropolis_offer": translate(
            "messages", "That metropolis was not connected this turn (or its effect was taken)."
        ),
        "special_named_otherwise": translate(
            "messages", "That face-up card was named “{name}” at setup."
        ),
        "library_damaged": translate(
            "messages", "The card library is damaged: an entry cannot be read."
        ),
        "library_file_damaged": translate(
            "messages", "A file of the card library is damaged; reinstall the companion."
        ),
        "library_unavailable": translate("messages", "The card library cannot be opened."),
        "library_write_failed": translate("messages", "The card library could not be saved."),
        "metropolis_count": translate(
            "messages", "Give every player one brown and two blue metropolis tiles."
        ),
        "metropolis_dealt_twice": translate("messages", "A metropolis tile cannot be dealt twice."),
        "negative_gain": translate("messages", "A gain cannot be negative (use a correction)."),
        "no_action_discard": translate("messages", "No action card needs to be discarded now."),
        "no_card_in_hand": translate("messages", "{who} has no card to play."),
        "no_reveal_needed": translate("messages", "No card needs to be revealed now."),
        "no_such_special": translate(
            "messages", "That 3-credit special card is not face up (anymore)."
        ),
        "not_in_play": translate(
            "messages", "No turn is being played now (the game is in its {phase} phase)."
        ),
        "not_part_of_action": translate(
            "messages", "{effect} does not allow that now: finish it or use one of its parts."
        ),
        "not_set_up": translate("messages", "Set up the game first."),
        "not_special": translate("messages", "Only special cards have a cost to pay."),
        "not_your_turn": translate("messages", "It is not {who}'s turn."),
        "nothing_open": translate("messages", "No effect is being resolved."),
        "nothing_to_resolve": translate(
            "messages", "{who} has nothing left to resolve this turn: end the turn."
        ),
        "pay_needs_card": translate(
            "messages", "Payments are recorded only while resolving a card that asks for one."
        ),
        "resolve_card_first": translate(
            "messages",
            "The slot's action is done; to do that with the played card, resolve the card first.",
        ),
        "site_needed": translate("messages", "Say which site the correction is about."),
        "slot_file_damaged": translate(
            "messages", "The action-slot file {file} is damaged; reinstall the companion."
        ),
        "solo_reveal_first": translate(
            "messages", "Reveal the top era card first: its number places the 4th blocking tile."
        ),
        "unknown_action_card": translate("messages", "{who} has no such action card."),
        "unknown_board": translate(
            "messages", "There is no player board {board}: boards are numbered 1 to 8."
        ),
        "unknown_board_side": translate(
            "messages", "There is no player-board side {side}: choose standard or asymmetric."
        ),
        "unknown_metropolis": translate(
            "messages", "{tile} is not a metropolis tile of that kind."
        ),
        "unknown_player": translate("messages", "There is no such player at this table."),
        "unknown_production_choice": translate("messages", "{who} has no such production choice."),
        "unknown_settlement": translate(
            "messages", "{line} is not a line that waits for the table (it may have been taught)."
        ),
        "unsettled_production": translate(
            "messages",
            "Say what each line marked ⚠ produced, or skip it: production is applied only "
            "when every line is settled.",
        ),
        "unsettled_scoring": translate(
            "messages",
            "Say what each line marked ⚠ scored, or skip it: final scoring is settled only "
            "when every line is.",
        ),
        "not_final_scoring": translate(
            "messages", "Final-scoring lines are settled after the last production."
        ),
        "nothing_to_settle": translate("messages", "Every final-scoring line is already settled."),
        "settled_spend_too_much": translate(
            "messages", "The lines cannot have spent more resources than the player holds."
        ),
        "unknown_site": translate("messages", "{site} is not a site of this player board."),
        "unknown_slot": translate(
            "messages", "There is no such action slot on this side of the main board."
        ),
        "upgrade_costs_science": translate("messages", "An upgrade costs 1 science."),
        "wrong_payment": translate(
            "messages",
            "{payment} does not pay {cost} (biomatter may stand in only for kelp or "
            "steelplast of a build).",
        ),
        "wrong_site_type": translate("messages", "That cannot be built on {site}."),
    }


def error_code(code: str, params: Mapping[str, Any]) -> str:
    """The template's code for an error (the cloning tile's price and a single card
    have their own sentences)."""
    if code == "cannot_afford" and params.get("what") == "cloning":
        return "cannot_afford_cloning"
    if code == "discard_too_many" and params.get("excess") == 1:
        return "discard_too_many_one"  # one card: its own sentence (no "card(s)")
    return code


def _phase(name: str) -> str:
    phases = {
        "setup": translate("messages", "setup"),
        "play": translate("messages", "play"),
        "production": translate("messages", "production"),
        "era_keep": translate("messages", "keeping cards"),
        "finished": translate("messages", "final scoring"),
    }
    return phases.get(name, name.replace("_", " "))


def display(params: Mapping[str, Any]) -> dict[str, Any]:
    """The params as words: sites, resources, phases and effects in the app's language."""
    shown = dict(params)
    if isinstance(shown.get("site"), str):
        shown["site"] = words.site(shown["site"])
    for name in ("cost", "payment", "resources"):
        value = shown.get(name)
        if isinstance(value, Mapping):
            amounts = {k: v for k, v in value.items() if isinstance(v, int) and v}
            shown[name] = words.bundle(Resources(**amounts))
    if isinstance(shown.get("phase"), str):
        shown["phase"] = _phase(shown["phase"])
    effect = shown.get("effect")
    if isinstance(effect, Mapping) and "code" in effect:
        shown["effect"] = words.say(Message.model_validate(effect))
    return shown
