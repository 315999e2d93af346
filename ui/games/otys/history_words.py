"""A tap and its events in words, for the history."""

from __future__ import annotations

from typing import Any

from companion.core.model import Command, Event
from companion.games.otys import commands as c
from companion.games.otys.state import GameState
from ui.games.otys import words
from ui.games.otys.turn_panel import Words, slot_name
from ui.i18n import translate


def _name(state: Any, seat: object) -> str:
    players = getattr(state, "players", ())
    if isinstance(seat, int) and 0 <= seat < len(players):
        return str(players[seat].name)
    return "?"


def command_words(command: Command, state: Any) -> str:
    """What the tap said (``state``: the game before it)."""
    who = _name(state, getattr(command, "player", None))
    if isinstance(command, c.SetupGame):
        names = ", ".join(p.name for p in command.players)
        return translate("otys", "Setup: {0}").format(names)
    if isinstance(command, c.RevealContract):
        return translate("otys", "Contract named: {0}").format(words.contract(command.contract))
    if isinstance(command, c.RevealToken):
        return translate("otys", "Reward token named: {0}").format(words.token(command.token))
    if isinstance(command, c.ChooseKey):
        where = f" · {words.level(command.level)}" if command.level is not None else ""
        return translate("otys", "{0} chooses {1}").format(who, words.key(command.key)) + where
    if isinstance(command, c.EndPhase):
        return translate("otys", "{0} ends the phase").format(who)
    if isinstance(command, c.EndTurn):
        return translate("otys", "{0} ends the turn").format(who)
    if isinstance(command, c.HoldDiver):
        return translate("otys", "{0} keeps the diver down with a battery").format(who)
    if isinstance(command, c.KeepDown):
        return translate("otys", "{0}: the copied diver {1}").format(
            who,
            translate("otys", "stays down") if command.battery else translate("otys", "surfaces"),
        )
    if isinstance(command, c.MoveDiver):
        return translate("otys", "{0}: a battery moves the diver from {1} to {2}").format(
            who, slot_name(command.slot), slot_name(command.to)
        )
    if not isinstance(state, GameState):
        return str(getattr(command, "type", ""))
    said = Words(state, None, getattr(command, "player", None))
    player = state.players[command.player] if hasattr(command, "player") else state.current
    if isinstance(command, c.UseSponsor):
        return f"{who}: {said.sponsor(command, player)}"
    if isinstance(command, c.Act):
        diver = state.turn.diver
        return f"{who}: {said.action(command.action, player, diver)}"
    if isinstance(command, c.Fulfil):
        if state.contract(command.contract) is None:  # the history passes a later state
            return translate("otys", "{0} fulfils a contract at level {1}").format(
                who, command.level
            )
        return f"{who}: {said.fulfil(command)}"
    return str(getattr(command, "type", ""))


def event_words(event: Event, state: Any) -> str:
    """What one event did."""
    e: Any = event
    who = _name(state, getattr(event, "seat", None))
    kind = getattr(event, "type", "")
    if kind == "game_set_up":
        return translate("otys", "The game is set up")
    if kind == "key_chosen":
        return translate("otys", "{0}: {1} at level {2}").format(who, words.key(e.key), e.level)
    if kind == "display_rotated":
        return translate("otys", "The sponsors turn: 5 goes to level 1")
    if kind == "sponsor_used":
        return translate("otys", "{0} uses sponsor {1}").format(who, e.tile)
    if kind == "gained":
        parts = []
        for name, text in (
            ("prestige", translate("otys", "{0}★")),
            ("credits", translate("otys", "{0} credits")),
            ("batteries", translate("otys", "{0} batteries")),
            ("neutral_keys", translate("otys", "{0} neutral X")),
        ):
            value = getattr(e, name)
            if value:
                parts.append(text.format(f"{value:+d}"))
        return f"{who}: {', '.join(parts)}"
    if kind == "diver_moved":
        return translate("otys", "{0}: diver from {1} to {2}").format(
            who, slot_name(e.slot), slot_name(e.to)
        )
    if kind == "diver_equipped":
        return translate("otys", "{0}: the {1} is equipped").format(who, words.diver(e.diver))
    if kind == "phase_began":
        return translate("otys", "{0}: phase {1}").format(who, e.phase)
    if kind == "action_done":
        return translate("otys", "{0}: the {1} acts").format(who, words.diver(e.copied or e.diver))
    if kind == "resource_found":
        return translate("otys", "{0}: 1 {1} into the dig zone of level {2}").format(
            who, words.resource(e.colour), e.level
        )
    if kind == "resource_moved":
        return translate("otys", "{0}: 1 {1} from level {2} to level {3}").format(
            who, words.resource(e.move.colour), e.move.source, e.move.target
        )
    if kind == "traded":
        text = (
            translate("otys", "{0} sells 1 {1}") if e.sold else translate("otys", "{0} buys 1 {1}")
        )
        return text.format(who, words.resource(e.colour))
    if kind == "key_recovered":
        return translate("otys", "{0} takes back {1}").format(who, words.key(e.key))
    if kind == "improved":
        return translate("otys", "{0} improves the {1}").format(who, words.technician(e.technician))
    if kind == "token_taken":
        return translate("otys", "{0} takes the reward token {1}").format(who, words.token(e.token))
    if kind == "awaiting":
        return translate("otys", "The table names what came up")
    if kind == "bag_refilled":
        return translate("otys", "The discarded reward tokens go back into the bag")
    if kind == "contract_revealed":
        return translate("otys", "Contract: {0}").format(words.contract(e.contract))
    if kind == "token_revealed":
        return translate("otys", "Reward token: {0}").format(words.token(e.token))
    if kind == "contract_fulfilled":
        return translate("otys", "{0} fulfils {1} at level {2}").format(
            who, words.contract(e.contract), e.level
        )
    if kind == "held":
        return translate("otys", "{0}: a battery keeps the diver down").format(who)
    if kind == "key_placed":
        return translate("otys", "{0}: {1} goes under the board").format(who, words.key(e.key))
    if kind == "keys_returned":
        return translate("otys", "{0}: the keys meet the hacker and come back").format(who)
    if kind == "kept_down":
        return translate("otys", "{0}: copied diver kept down").format(who)
    if kind == "turn_began":
        return translate("otys", "{0}'s turn").format(who)
    if kind == "end_triggered":
        return translate("otys", "{0} reached 18★: the round is finished, then the end").format(who)
    if kind == "game_ended":
        return translate("otys", "The game is over")
    return kind.replace("_", " ")
