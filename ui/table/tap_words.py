"""Taps (commands) and their events in words, for the history."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from companion.core.messages import Command, Event
from companion.games.underwater_cities import commands as cmd
from companion.games.underwater_cities import events as ev
from companion.games.underwater_cities.slots import ALWAYS, side_slots
from companion.games.underwater_cities.state import CardInfo, GameState
from companion.games.underwater_cities.turn import slot_colour
from ui import words


def _t(text: str) -> str:
    return QCoreApplication.translate("history", text)


def _name(state: GameState, seat: int) -> str:
    return state.players[seat].name if 0 <= seat < len(state.players) else f"#{seat + 1}"


def slot_words(state: GameState, slot: str) -> str:
    """'slot 12 (● yellow)'; 'the always-available slot'."""
    if slot == ALWAYS:
        return _t("the always-available slot")
    ids = [s.id for s in side_slots(state.settings.main_board)]
    number = ids.index(slot) + 1 if slot in ids else slot
    return _t("slot {0} ({1})").format(number, words.colour_label(slot_colour(state, slot)))


def _card(card: CardInfo | None) -> str:
    if card is None:
        return _t("no card")
    label = words.card(card.number, card.name)
    if card.type:
        label += f", {words.card_type(card.type)}"
    return f"{words.colour_label(card.colour)} ({label})"


def command_words(command: Command, state: GameState) -> str:
    """One tap in a sentence."""
    who = _name(state, getattr(command, "player", -1))
    match command:
        case cmd.SetupGame():
            names = ", ".join(p.name for p in command.players)
            return _t("New game set up for {0}").format(names)
        case cmd.Discard():
            return _t("{0} discarded {1} card(s)").format(who, command.count)
        case cmd.Place():
            slot = slot_words(state, command.slot)
            clone = _t(" with the action-cloning tile") if command.clone else ""
            return _t("{0} placed a tile on {1}{2}, playing {3}").format(
                who, slot, clone, _card(command.card)
            )
        case cmd.Resolve():
            paid = _t(", paying its cost") if command.pay_special else ""
            return _t("{0} resolved the played card{1}").format(who, paid)
        case cmd.Build():
            upgrade = _t(" and upgraded it") if command.upgrade else ""
            cost = "" if command.cost == "usual" else f" ({command.cost})"
            return _t("{0} built a {1} on {2}{3}{4}").format(
                who, words.kind(command.kind), words.site(command.site), upgrade, cost
            )
        case cmd.Upgrade():
            return _t("{0} upgraded {1}").format(who, words.site(command.site))
        case cmd.Gain():
            trigger = _t(" ({0})").format(command.trigger) if command.trigger else ""
            return _t("{0} gained {1}{2}").format(
                who, words.bundle(command.resources, command.cards, command.points), trigger
            )
        case cmd.Pay():
            return _t("{0} paid {1}").format(who, words.bundle(command.resources))
        case cmd.Advance():
            return _t("{0} advanced {1} on the Federation track").format(who, command.steps)
        case cmd.UseActionCard():
            return _t("{0} used the action card {1}").format(who, command.card)
        case cmd.TakeSpecial():
            return _t("{0} took a special card ({1})").format(who, command.source)
        case cmd.DiscardActionCard():
            used = _t(" and used it") if command.use_now else ""
            return _t("{0} discarded the action card {1}{2}").format(who, command.card, used)
        case cmd.Finish():
            return _t("{0} finished the effect").format(who)
        case cmd.EndTurn():
            return _t("{0} ended the turn").format(who)
        case cmd.SoloReveal():
            return _t("Revealed era card #{0} for the 4th blocking tile").format(command.number)
        case cmd.RunProduction():
            return _t("Production, feeding and the end of the era")
        case cmd.Adjust():
            return _t("Correction for {0}: {1}").format(who, command.reason)
        case cmd.SetSlotColour():
            return _t("{0} is {1} on this board").format(
                slot_words(state, command.slot), words.colour_label(command.colour)
            )
    return str(getattr(command, "type", command))


def event_words(event: Event, state: GameState) -> str:
    """One event (a fact the engine derived or recorded) in words."""
    who = _name(state, getattr(event, "player", -1))
    match event:
        case ev.GameSetUp():
            order = ", ".join(_name(state, s) for s in event.state.play_order)
            return _t("Play order: {0}").format(order)
        case ev.TurnStarted():
            return _t("{0}'s {1} turn begins").format(who, words.ordinal(event.number))
        case ev.CardsDiscarded():
            return _t("{0} discarded {1} card(s)").format(who, event.count)
        case ev.TilePlaced():
            matched = _t("the card matches") if event.matched else _t("no match")
            return _t("tile on {0}: {1}").format(slot_words(state, event.slot), matched)
        case ev.EffectOpened():
            return _t("resolving {0}").format(event.frame.label)
        case ev.EffectClosed():
            return _t("effect finished")
        case ev.PlayedCardDone():
            places = {
                "discard": _t("discarded"),
                "tableau": _t("claimed"),
                "action_cards": _t("claimed as an action card"),
                "special_deck": _t("back under the special deck"),
                "out_of_game": _t("out of the game"),
                "kept": _t("kept (paid special)"),
            }
            return _t("the played card: {0}").format(places.get(event.to, event.to))
        case ev.Built():
            return _t("{0} built on {1}, paying {2}").format(
                words.kind(event.kind), words.site(event.site), words.bundle(event.payment)
            )
        case ev.Upgraded():
            return _t("{0} upgraded, paying {1}").format(
                words.site(event.site), words.bundle(event.payment)
            )
        case ev.Gained():
            amount = words.bundle(event.resources, event.cards, event.points)
            return _t("{0}: {1} ({2})").format(who, amount, event.reason)
        case ev.Advanced():
            return _t("{0} moved to space {1} of the Federation track").format(who, event.to)
        case ev.ActionCardUsed():
            return _t("{0} turned the action card {1} sideways").format(who, event.card)
        case ev.ActionCardDiscarded():
            return _t("{0} discarded the action card {1}").format(who, event.card)
        case ev.SpecialTaken():
            return _t("{0} took a special card").format(who)
        case ev.TurnEnded():
            return _t("{0}'s turn ended").format(who)
        case ev.RoundEnded():
            order = ", ".join(_name(state, s) for s in event.play_order)
            return _t("Round {0} ended; new play order: {1}").format(event.round, order)
        case ev.PhaseChanged():
            phases = {
                "play": _t("play"),
                "production": _t("production"),
                "era_keep": _t("keeping cards"),
                "finished": _t("final scoring"),
            }
            return _t("Round {0}, era {1}: {2}").format(
                event.round, words.era(event.era), phases.get(event.phase, event.phase)
            )
        case ev.SoloBlockerPlaced():
            return _t("4th blocking tile on {0}").format(slot_words(state, event.slot))
        case ev.Produced():
            return _t("{0} produced {1}").format(
                who, words.bundle(event.resources, points=event.points)
            )
        case ev.Fed():
            return _t("{0} fed {1} cities: {2} kelp, {3} biomatter, {4} points lost").format(
                who, event.cities, event.kelp, event.biomatter, event.points_lost
            )
        case ev.ActionCardsRefreshed():
            return _t("all action cards refreshed")
        case ev.Adjusted():
            return _t("{0} corrected by hand: {1}").format(who, event.reason)
        case ev.SlotColourSet():
            return _t("{0} is now {1}").format(
                slot_words(state, event.slot), words.colour_label(event.colour)
            )
    return str(getattr(event, "type", event))
