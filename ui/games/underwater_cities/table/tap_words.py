"""Taps (commands) and their events in words, for the history."""

from __future__ import annotations

from companion.core.model import Command, Event
from companion.games.underwater_cities import commands as cmd
from companion.games.underwater_cities import events as ev
from companion.games.underwater_cities.slots import ALWAYS, board_slots, slot_colour
from companion.games.underwater_cities.state import CardInfo, GameState
from ui.games.underwater_cities import words
from ui.i18n import translate


def _name(state: GameState, seat: int) -> str:
    return state.players[seat].name if 0 <= seat < len(state.players) else f"#{seat + 1}"


def _action_card(state: GameState, card_id: str) -> str:
    """An action card by its id: its name or number while a player holds it."""
    for player in state.players:
        for held in player.action_cards:
            if held.id == card_id:
                return words.card(held.card.number, held.card.name)
    return words.action_card(card_id)


def discarded(who: str, count: int) -> str:
    """'Ada discarded 2 cards' (one card: its own sentence)."""
    if count == 1:
        return translate("history", "{0} discarded 1 card").format(who)
    return translate("history", "{0} discarded {1} cards").format(who, count)


def slot_words(state: GameState, slot: str) -> str:
    """'slot 12 (● yellow)'; 'the always-available slot'."""
    if slot == ALWAYS:
        return translate("history", "the always-available slot")
    ids = [s.id for s in board_slots(state)]
    number = ids.index(slot) + 1 if slot in ids else slot
    return translate("history", "slot {0} ({1})").format(
        number, words.colour_label(slot_colour(state, slot))
    )


def _card(card: CardInfo | None) -> str:
    if card is None:
        return translate("history", "no card")
    label = words.card(card.number, card.name)
    if card.type:
        label += f", {words.card_type(card.type)}"
    return f"{words.colour_label(card.colour)} ({label})"


def _special_words(command: cmd.TakeSpecial, state: GameState, who: str) -> str:
    """'Ada took the face-up special card “Grand Harbour”' (its name as the table gave it)."""
    if command.source == "face_up" and command.face_up is not None:
        name = command.name or state.special_names.get(command.face_up)
        if name:
            return translate("history", "{0} took the face-up special card “{1}”").format(who, name)
        return translate("history", "{0} took a face-up 3-credit special card").format(who)
    if command.source == "deck":
        return translate("history", "{0} took the top 1/2-credit special card").format(who)
    return translate("history", "{0} dug for a special card").format(who)


def command_words(command: Command, state: GameState) -> str:
    """One tap in a sentence."""
    who = _name(state, getattr(command, "player", -1))
    match command:
        case cmd.SetupGame():
            names = ", ".join(p.name for p in command.players)
            return translate("history", "New game set up for {0}").format(names)
        case cmd.Discard():
            return discarded(who, command.count)
        case cmd.Place():
            slot = slot_words(state, command.slot)
            clone = translate("history", " with the action-cloning tile") if command.clone else ""
            return translate("history", "{0} placed a tile on {1}{2}, playing {3}").format(
                who, slot, clone, _card(command.card)
            )
        case cmd.Resolve():
            paid = translate("history", ", paying its cost") if command.pay_special else ""
            return translate("history", "{0} resolved the played card{1}").format(who, paid)
        case cmd.Build():
            upgrade = translate("history", " and upgraded it") if command.upgrade else ""
            cost = "" if command.cost == "usual" else f" ({command.cost})"
            return translate("history", "{0} built a {1} on {2}{3}{4}").format(
                who, words.kind(command.kind), words.site(command.site), upgrade, cost
            )
        case cmd.Upgrade():
            return translate("history", "{0} upgraded {1}").format(who, words.site(command.site))
        case cmd.Gain():
            trigger = (
                translate("history", " ({0})").format(command.trigger) if command.trigger else ""
            )
            return translate("history", "{0} gained {1}{2}").format(
                who, words.bundle(command.resources, command.cards, command.points), trigger
            )
        case cmd.Pay():
            return translate("history", "{0} paid {1}").format(who, words.bundle(command.resources))
        case cmd.Advance():
            return translate("history", "{0} advanced {1} on the Federation track").format(
                who, command.steps
            )
        case cmd.UseActionCard():
            return translate("history", "{0} used the action card {1}").format(
                who, _action_card(state, command.card)
            )
        case cmd.TakeSpecial():
            return _special_words(command, state, who)
        case cmd.UseMetropolis():
            return translate(
                "history", "{0} took the instant effect of the metropolis on {1}"
            ).format(who, words.site(command.site))
        case cmd.DiscardActionCard():
            used = translate("history", " and used it") if command.use_now else ""
            return translate("history", "{0} discarded the action card {1}{2}").format(
                who, _action_card(state, command.card), used
            )
        case cmd.Finish():
            return translate("history", "{0} finished the effect").format(who)
        case cmd.EndTurn():
            return translate("history", "{0} ended the turn").format(who)
        case cmd.SoloReveal():
            return translate("history", "Revealed era card #{0} for the 4th blocking tile").format(
                command.number
            )
        case cmd.RunProduction():
            return translate("history", "Production, feeding and the end of the era")
        case cmd.Adjust():
            return translate("history", "Correction for {0}: {1}").format(who, command.reason)
        case cmd.SetSlotColour():
            return translate("history", "{0} is {1} on this board").format(
                slot_words(state, command.slot), words.colour_label(command.colour)
            )
    return str(getattr(command, "type", command))


def event_words(event: Event, state: GameState) -> str:
    """One event (a fact the engine derived or recorded) in words."""
    who = _name(state, getattr(event, "player", -1))
    match event:
        case ev.GameSetUp():
            order = ", ".join(_name(state, s) for s in event.state.play_order)
            return translate("history", "Play order: {0}").format(order)
        case ev.TurnStarted():
            return translate("history", "{0}'s {1} turn begins").format(
                who, words.ordinal(event.number)
            )
        case ev.CardsDiscarded():
            return discarded(who, event.count)
        case ev.TilePlaced():
            matched = (
                translate("history", "the card matches")
                if event.matched
                else translate("history", "no match")
            )
            return translate("history", "tile on {0}: {1}").format(
                slot_words(state, event.slot), matched
            )
        case ev.EffectOpened():
            return translate("history", "resolving {0}").format(words.say(event.frame.label))
        case ev.EffectClosed():
            return translate("history", "effect finished")
        case ev.PlayedCardDone():
            places = {
                "discard": translate("history", "discarded"),
                "tableau": translate("history", "claimed"),
                "action_cards": translate("history", "claimed as an action card"),
                "special_deck": translate("history", "back under the special deck"),
                "out_of_game": translate("history", "out of the game"),
                "kept": translate("history", "kept (paid special)"),
            }
            return translate("history", "the played card: {0}").format(
                places.get(event.to, event.to)
            )
        case ev.Built():
            return translate("history", "{0} built on {1}, paying {2}").format(
                words.kind(event.kind), words.site(event.site), words.bundle(event.payment)
            )
        case ev.Upgraded():
            return translate("history", "{0} upgraded, paying {1}").format(
                words.site(event.site), words.bundle(event.payment)
            )
        case ev.Gained():
            amount = words.bundle(event.resources, event.cards, event.points)
            return translate("history", "{0}: {1} ({2})").format(
                who, amount, words.say(event.reason)
            )
        case ev.Advanced():
            return translate("history", "{0} moved to space {1} of the Federation track").format(
                who, event.to
            )
        case ev.ActionCardUsed():
            return translate("history", "{0} turned the action card {1} sideways").format(
                who, _action_card(state, event.card)
            )
        case ev.ActionCardDiscarded():
            return translate("history", "{0} discarded the action card {1}").format(
                who, _action_card(state, event.card)
            )
        case ev.SpecialTaken():
            if event.name:
                return translate("history", "{0} took the special card “{1}”").format(
                    who, event.name
                )
            return translate("history", "{0} took a special card").format(who)
        case ev.MetropolisConnected():
            return translate(
                "history", "{0} connected the metropolis on {1}: its instant effect is offered"
            ).format(who, words.site(event.site))
        case ev.MetropolisUsed():
            return translate("history", "{0} took the metropolis's instant effect").format(who)
        case ev.TurnEnded():
            return translate("history", "{0}'s turn ended").format(who)
        case ev.RoundEnded():
            order = ", ".join(_name(state, s) for s in event.play_order)
            return translate("history", "Round {0} ended; new play order: {1}").format(
                event.round, order
            )
        case ev.PhaseChanged():
            phases = {
                "play": translate("history", "play"),
                "production": translate("history", "production"),
                "era_keep": translate("history", "keeping cards"),
                "finished": translate("history", "final scoring"),
            }
            return translate("history", "Round {0}, era {1}: {2}").format(
                event.round, words.era(event.era), phases.get(event.phase, event.phase)
            )
        case ev.SoloBlockerPlaced():
            return translate("history", "4th blocking tile on {0}").format(
                slot_words(state, event.slot)
            )
        case ev.Produced():
            return translate("history", "{0} produced {1}").format(
                who, words.bundle(event.resources, points=event.points)
            )
        case ev.Fed():
            return translate(
                "history", "{0} fed {1} cities: {2} kelp, {3} biomatter, {4} points lost"
            ).format(who, event.cities, event.kelp, event.biomatter, event.points_lost)
        case ev.ActionCardsRefreshed():
            return translate("history", "all action cards refreshed")
        case ev.Adjusted():
            return translate("history", "{0} corrected by hand: {1}").format(who, event.reason)
        case ev.SlotColourSet():
            return translate("history", "{0} is now {1}").format(
                slot_words(state, event.slot), words.colour_label(event.colour)
            )
    return str(getattr(event, "type", event))
