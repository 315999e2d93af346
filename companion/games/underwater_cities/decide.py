"""``decide``: validate a command against the state and produce its events."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core.model import Command, Event
from companion.games.underwater_cities import rounds
from companion.games.underwater_cities.actions import GainPart, describe_part
from companion.games.underwater_cities.building import (
    build_events,
    site_type,
    site_type_for,
    upgrade_events,
    validate_build,
    validate_upgrade,
)
from companion.games.underwater_cities.commands import (
    Adjust,
    Advance,
    Build,
    Discard,
    DiscardActionCard,
    EndTurn,
    Finish,
    Gain,
    Pay,
    Place,
    Resolve,
    RunProduction,
    SetSlotColour,
    SettleScoring,
    SetupGame,
    SoloReveal,
    TakeSpecial,
    Upgrade,
    UseActionCard,
    UseMetropolis,
)
from companion.games.underwater_cities.english import ENGLISH
from companion.games.underwater_cities.errors import illegal
from companion.games.underwater_cities.events import (
    ActionCardDiscarded,
    ActionCardUsed,
    Adjusted,
    CardsDiscarded,
    EffectOpened,
    Gained,
    MetropolisUsed,
    PlayedCardDone,
    ScoringSettled,
    SlotColourSet,
    SpecialTaken,
    TilePlaced,
)
from companion.games.underwater_cities.federation import advance_events
from companion.games.underwater_cities.frames import Step, allows, open_parts
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.model import (
    BuiltItem,
    Resources,
    card_label,
    msg,
    tile_label,
)
from companion.games.underwater_cities.players import board_of, name, player_of
from companion.games.underwater_cities.queries import (
    count_value,
    slot_unavailable_reason,
)
from companion.games.underwater_cities.setup import setup_events
from companion.games.underwater_cities.slots import ALWAYS, board_slots, slot_colour
from companion.games.underwater_cities.state import (
    CardInfo,
    Frame,
    GameState,
    SettledScore,
    Turn,
    slot_effect_action,
)
from companion.games.underwater_cities.triggers import trigger_events
from companion.games.underwater_cities.turn import (
    action_card_frame,
    card_frame,
    current_turn,
    find_action_card,
    placed_turn,
    slot_frame,
)


def decide(state: GameState | None, command: Command, library: CardLibrary) -> list[Event]:
    """The events ``command`` produces; raises ``RuleViolation`` when illegal.

    ``library`` is the card library production reads effects from.
    """
    if isinstance(command, SetupGame):
        if state is not None:
            raise illegal("already_set_up", "This game is already set up.")
        return list(setup_events(command))
    if state is None:
        raise illegal("not_set_up", "Set up the game first.")
    if isinstance(command, SettleScoring):
        return _settle_scoring(state, command, library)
    if state.phase == "finished" and not isinstance(command, Adjust | SetSlotColour):
        raise illegal("game_over", "The game is over.")
    if isinstance(command, RunProduction):
        return _run_production(state, command, library)
    if isinstance(command, UseMetropolis):
        return _use_metropolis(state, command, library)
    if isinstance(command, Place):
        return _place(state, command.model_copy(update={"card": _played(command, library)}))
    handler = _HANDLERS.get(type(command))
    if handler is None:
        raise illegal("unknown_command", f"Unknown command {type(command).__name__}.")
    return handler(state, command)


# --- frames -------------------------------------------------------------------


def _frame_for_step(
    state: GameState, player: int, step: Step, what: str
) -> tuple[list[Event], Frame]:
    """The frame a step goes to (opening the slot's action when nothing is open)."""
    turn = placed_turn(state, player)
    if turn.stack:
        frame = turn.stack[-1]
        opened: list[Event] = []
    elif not turn.slot_done:
        frame = slot_frame(turn)
        opened = [EffectOpened(player=player, frame=frame, automatic=True)]
    elif turn.matched and not turn.card_done:
        raise illegal(
            "resolve_card_first",
            f"The slot's action is done; to {what} with the played card, resolve the card first.",
        )
    else:
        raise illegal(
            "nothing_to_resolve",
            f"{name(state, player)} has nothing left to resolve this turn: end the turn.",
        )
    if not allows(frame, step):
        left = "; ".join(describe_part(p.part) for p in open_parts(frame)) or "nothing"
        raise illegal(
            "not_part_of_action",
            f"{ENGLISH.render(frame.label)} does not let {name(state, player)} {what} now "
            f"(left: {left}).",
            effect=frame.label.model_dump(mode="json"),
            left=left,
        )
    return opened, frame


def _played_card_done(state: GameState, turn: Turn, *, paid: bool = False) -> PlayedCardDone:
    """Where an unclaimed played card goes: discard, under the special deck, out, or kept.

    Made without validation (the turn's values are valid): the slots' preview of the
    turn's end at the first frame builds no validator (issue #13)."""
    card = turn.card
    if card is not None and card.special_cost is not None:
        if paid:
            return PlayedCardDone.model_construct(
                player=turn.player, to="kept", card=card, paid_special=True
            )
        return PlayedCardDone.model_construct(
            player=turn.player,
            card=card,
            to="out_of_game" if card.special_cost == 3 else "special_deck",
        )
    return PlayedCardDone.model_construct(player=turn.player, to="discard", card=card)


# --- handlers -----------------------------------------------------------------


def _played(command: Place, library: CardLibrary) -> CardInfo | None:
    """The played card with what the library knows of it (its rules, its type)."""
    return None if command.card is None else library.played(command.card)


def _discard(state: GameState, command: Discard) -> list[Event]:
    player = player_of(state, command.player)
    excess = player.hand - player.hand_limit
    # German rulebook pp. 7, 15: extra cards may go any time before one's next turn.
    if state.phase not in ("play", "era_keep"):
        raise illegal(
            "not_in_play",
            f"Cards are not discarded during the {state.phase} phase.",
            phase=state.phase,
        )
    if excess <= 0:
        raise illegal(
            "no_discard_needed",
            f"{player.name} holds {player.hand} cards, within the limit of "
            f"{player.hand_limit}: no discard is needed.",
            hand=player.hand,
            limit=player.hand_limit,
        )
    if command.count > excess:
        raise illegal(
            "discard_too_many",
            f"{player.name} needs to discard only {excess} card{'s' if excess > 1 else ''}.",
            count=command.count,
            excess=excess,
        )
    events: list[Event] = [CardsDiscarded(player=command.player, count=command.count)]
    if state.phase == "era_keep":
        events += rounds.after_keep(state, command.player, command.count)
    return events


def _place(state: GameState, command: Place) -> list[Event]:
    turn = current_turn(state, command.player)
    player = state.players[command.player]
    if turn.slot is not None:
        raise illegal(
            "already_placed", f"{player.name} has already placed an action tile this turn."
        )
    if state.settings.solo and state.solo_extra_blocker == "?":
        raise illegal(
            "solo_reveal_first",
            "Reveal the top era card first: its number places the 4th blocking tile.",
        )
    if player.hand > player.hand_limit:
        raise illegal(
            "must_discard_first",
            f"{player.name} must first discard down to {player.hand_limit} cards "
            f"(holds {player.hand}).",
            hand=player.hand,
            limit=player.hand_limit,
        )
    reason = slot_unavailable_reason(
        state, command.player, command.slot, clone=command.clone, card=command.card
    )
    if reason is not None:
        raise reason
    if player.hand > 0 and command.card is None:
        raise illegal("card_required", f"{player.name} must play a card with the action tile.")
    if player.hand == 0 and command.card is not None:
        raise illegal("no_card_in_hand", f"{player.name} has no card to play.")
    colour = slot_colour(state, command.slot)
    matched = command.card is not None and colour is not None and command.card.colour == colour
    events: list[Event] = [
        TilePlaced(
            player=command.player,
            slot=command.slot,
            card=command.card,
            matched=matched,
            clone=command.clone,
        )
    ]
    if command.clone:
        events.append(
            Gained(
                player=command.player,
                resources=Resources(credits=-1),
                reason=msg("uc.reason.cloning"),
            )
        )
    if command.card is not None and not matched:
        placed = turn.model_copy(update={"card": command.card})
        events.append(_played_card_done(state, placed).model_copy(update={"automatic": True}))
        if command.slot != ALWAYS:
            events += trigger_events(state, command.player, "mismatched_slot")
    return events


def _resolve(state: GameState, command: Resolve) -> list[Event]:
    turn = placed_turn(state, command.player)
    who = name(state, command.player)
    card = turn.card
    if card is None or not turn.matched:
        raise illegal(
            "card_not_matched",
            "The played card does not match the slot's colour: it was discarded without effect.",
        )
    if turn.card_done:
        raise illegal("card_already_resolved", "The played card has already been resolved.")
    if turn.stack:
        raise illegal(
            "finish_effect_first",
            f"Finish {ENGLISH.render(turn.stack[-1].label)} first: the card "
            "and the slot are resolved separately, never interleaved.",
        )
    if card.type is None:
        raise illegal(
            "card_type_needed",
            "Say what type the played card is (instant, "
            "permanent, action, production or end-scoring) to resolve it.",
        )
    needs = card.rules.requires if card.rules is not None else None
    if needs is not None:
        have = count_value(state, command.player, needs.count)
        if have < needs.at_least:
            label = ENGLISH.render(card_label(card.number, card.name))
            raise illegal(
                "card_condition_unmet",
                f"{label} needs at least {needs.at_least} "
                f"{needs.count.replace('_', ' ')} ({who} has {have}).",
                card=card.number,
                have=have,
                need=needs.at_least,
            )
    events: list[Event] = []
    paid = False
    if card.special_cost is not None:
        if not command.pay_special:
            return [_played_card_done(state, turn)]
        if state.players[command.player].resources.credits < card.special_cost:
            raise illegal(
                "cannot_afford",
                f"{who} cannot pay {card.special_cost} credits for the special card.",
                cost={"credits": card.special_cost},
                what="special",
            )
        events.append(
            Gained(
                player=command.player,
                resources=Resources(credits=-card.special_cost),
                reason=msg("uc.reason.special_cost"),
            )
        )
        paid = True
    elif command.pay_special:
        raise illegal("not_special", "Only special cards have a cost to pay.")
    if card.type == "instant":
        frame = card_frame(card).model_copy(update={"paid_special": paid})
        events.append(EffectOpened(player=command.player, frame=frame))
        return events
    events += rounds.claim_events(state, command.player, card, paid)
    return events


def _step(state: GameState, player: int, step: Step, what: str) -> list[Event]:
    opened, _ = _frame_for_step(state, player, step, what)
    return opened


def _build(state: GameState, command: Build) -> list[Event]:
    step = Step("build", build_kind=command.kind, upgrade=command.upgrade)
    opened, frame = _frame_for_step(
        state, command.player, step, f"build a {command.kind.replace('_', ' ')}"
    )
    payment = validate_build(state, command, frame)
    return opened + build_events(state, command, payment)


def _upgrade(state: GameState, command: Upgrade) -> list[Event]:
    opened, frame = _frame_for_step(state, command.player, Step("upgrade"), "upgrade")
    payment = validate_upgrade(state, command, frame)
    return opened + upgrade_events(command, payment)


def _gain(state: GameState, command: Gain) -> list[Event]:
    negative = command.resources.negative()
    if negative:
        raise illegal(
            "negative_gain", "A gain cannot be negative (use a correction).", resources=negative
        )
    if command.resources.is_zero() and not command.cards and not command.points:
        raise illegal("empty_gain", "Say what was gained.")
    if command.trigger is not None:
        placed_turn(state, command.player)
        return [
            Gained(
                player=command.player,
                resources=command.resources,
                cards=command.cards,
                points=command.points,
                reason=msg("uc.reason.trigger", text=command.trigger),
            )
        ]
    step = Step("gain", resources=command.resources, cards=command.cards, points=command.points)
    opened, frame = _frame_for_step(state, command.player, step, "gain that")
    # German p. 19: "whenever an action slot gives you at least 1 steelplast" — once
    # per slot action, however many steps its gain is recorded in (p. 13).
    already = any("steelplast" in p.chosen for option in frame.options for p in option)
    fired = (
        trigger_events(state, command.player, "slot_steelplast")
        if frame.source == "slot" and command.resources.steelplast >= 1 and not already
        else []
    )
    return [
        *opened,
        Gained(
            player=command.player,
            resources=command.resources,
            cards=command.cards,
            points=command.points,
            reason=msg("uc.reason.effect"),
            step=True,
        ),
        *fired,
    ]


def _pay(state: GameState, command: Pay) -> list[Event]:
    turn = placed_turn(state, command.player)
    if not turn.stack or not turn.stack[-1].freeform:
        raise illegal(
            "pay_needs_card", "Payments are recorded only while resolving a card that asks for one."
        )
    if command.resources.negative() or command.resources.is_zero():
        raise illegal("empty_payment", "Say what was paid.")
    if not state.players[command.player].resources.covers(command.resources):
        raise illegal(
            "cannot_afford",
            f"{name(state, command.player)} cannot pay {command.resources.describe()}.",
            cost=command.resources.model_dump(),
            what="payment",
        )
    return [
        Gained(
            player=command.player,
            resources=-command.resources,
            reason=msg("uc.reason.paid_for", effect=turn.stack[-1].label),
        )
    ]


def _advance(state: GameState, command: Advance) -> list[Event]:
    opened = _step(
        state,
        command.player,
        Step("advance", steps=command.steps),
        f"advance {command.steps} on the Federation track",
    )
    return opened + advance_events(state, command.player, command.steps, step=True)


def _use_action_card(state: GameState, command: UseActionCard) -> list[Event]:
    card = find_action_card(state, command.player, command.card)
    if card.used:
        raise illegal(
            "action_card_used",
            f"{name(state, command.player)} has already used that action card this "
            "era (it is turned sideways).",
            card=command.card,
        )
    opened = _step(state, command.player, Step("action_card"), "use an action card")
    return [
        *opened,
        ActionCardUsed(player=command.player, card=command.card),
        EffectOpened(player=command.player, frame=action_card_frame(card)),
    ]


def _take_special(state: GameState, command: TakeSpecial) -> list[Event]:
    named = command.name.strip() if command.name is not None else None
    if command.source == "face_up":
        if command.face_up not in state.special_face_up:
            raise illegal(
                "no_such_special",
                "That 3-credit special card is not face up (anymore).",
                card=command.face_up,
            )
        known = state.special_names.get(command.face_up)
        if known is not None and named is not None and named.casefold() != known.casefold():
            raise illegal(
                "special_named_otherwise",
                f"That face-up card was named {known!r} at setup, not {named!r}.",
                card=command.face_up,
                name=known,
            )
        named = known or named
    elif command.face_up is not None or named is not None:
        raise illegal("face_up_only", "Only a face-up 3-credit special card is named.")
    opened = _step(state, command.player, Step("special"), "take a special card")
    return [
        *opened,
        SpecialTaken(
            player=command.player, source=command.source, face_up=command.face_up, name=named
        ),
    ]


def _use_metropolis(state: GameState, command: UseMetropolis, library: CardLibrary) -> list[Event]:
    """German pp. 14, 20: a blue metropolis's instant effect, when it is connected."""
    turn = placed_turn(state, command.player)
    if command.site not in turn.metropolis_offers:
        raise illegal(
            "no_metropolis_offer",
            "That metropolis was not connected this turn (or its effect was taken).",
            site=command.site,
        )
    tile = state.players[command.player].metropolises.get(command.site)
    entry = library.metropolis(tile) if tile is not None else None
    label = entry.label if entry is not None else tile_label("blue", tile, site=command.site)
    events: list[Event] = [MetropolisUsed(player=command.player, site=command.site)]
    instant = entry.instant if entry is not None else None
    only = instant.options[0] if instant is not None and len(instant.options) == 1 else ()
    if len(only) == 1 and isinstance(only[0], GainPart):
        gain = only[0]
        events.append(
            Gained(
                player=command.player,
                resources=gain.resources,
                cards=gain.cards,
                points=gain.points,
                reason=msg("uc.reason.metropolis", effect=label),
            )
        )
        return events
    frame = Frame(
        source="metropolis",
        label=label,
        options=slot_effect_action(instant) if instant is not None else (),
        freeform=instant is None,
    )
    return [*events, EffectOpened(player=command.player, frame=frame)]


def _discard_action_card(state: GameState, command: DiscardActionCard) -> list[Event]:
    turn = current_turn(state, command.player)
    if not turn.pending_action_discard:
        raise illegal("no_action_discard", "No action card needs to be discarded now.")
    card = find_action_card(state, command.player, command.card)
    claimed = state.players[command.player].action_cards[-1]
    if card.id == claimed.id and state.settings.rules_edition >= 2:
        # German pp. 8, 18: "musst du 1 der bisherigen Karten abwerfen".
        raise illegal(
            "discard_old_action_card",
            "The card just claimed stays: discard one of the action cards you had before.",
            card=command.card,
        )
    # German p. 20: discarded special action cards do not count as played and paid.
    events: list[Event] = [
        ActionCardDiscarded(
            player=command.player,
            card=command.card,
            paid_special=card.card.special_cost is not None,
        )
    ]
    if command.use_now:
        if card.used:
            raise illegal(
                "action_card_used",
                "Only an unused action card may be used as it is discarded.",
                card=command.card,
            )
        events.append(EffectOpened(player=command.player, frame=action_card_frame(card)))
    return events


def _finish(state: GameState, command: Finish) -> list[Event]:
    turn = placed_turn(state, command.player)
    if not turn.stack:
        raise illegal("nothing_open", "No effect is being resolved.")
    return rounds.close_top(turn)


def _end_turn(state: GameState, command: EndTurn) -> list[Event]:
    turn = placed_turn(state, command.player)
    events: list[Event] = []
    for _ in turn.stack:
        events += rounds.close_top(turn)
        turn = turn.model_copy(update={"stack": turn.stack[:-1]})
    if turn.matched and not turn.card_done and turn.card is not None:
        events.append(_played_card_done(state, turn))
    return events + rounds.end_turn_events(state, command.player)


def _solo_reveal(state: GameState, command: SoloReveal) -> list[Event]:
    if not state.settings.solo or state.solo_extra_blocker != "?":
        raise illegal("no_reveal_needed", "No card needs to be revealed now.")
    return rounds.solo_blocker_events(state, command.number)


def _run_production(state: GameState, command: RunProduction, library: CardLibrary) -> list[Event]:
    if state.phase != "production":
        raise illegal(
            "not_production_time",
            f"Production runs after rounds 4, 7 and 10; this is round {state.round}.",
            round=state.round,
        )
    return rounds.production_phase_events(state, library, command.decisions, command.settle)


def _settle_scoring(state: GameState, command: SettleScoring, library: CardLibrary) -> list[Event]:
    """What the table says unsettled final-scoring lines scored: all at once
    (German p. 17: every end-scoring card and the brown metropolis score)."""
    if state.phase != "finished":
        raise illegal(
            "not_final_scoring",
            "Final scoring lines are settled after the last production.",
            phase=state.phase,
        )
    from companion.games.underwater_cities.scoring import final_scores  # not at the start

    scores = final_scores(state, library)
    for seat in command.settle:
        player_of(state, seat)
    if scores.settled:
        raise illegal("nothing_to_settle", "Every final-scoring line is already settled.")
    settled: dict[int, dict[str, SettledScore | None]] = {}
    for score in scores.players:
        given = command.settle.get(score.player, {})
        open_keys = [line.key for line in score.unsettled]
        missing = [line for line in score.unsettled if line.key not in given]
        if missing:
            names = ", ".join(ENGLISH.render(line.label) for line in missing)
            raise illegal(
                "unsettled_scoring",
                f"Say what {names} scored for {score.name} (or skip it): final scoring "
                "is not settled until every line is.",
                player=score.player,
                lines=[line.key for line in missing],
            )
        extra = sorted(set(given) - set(open_keys))
        if extra:
            raise illegal(
                "unknown_settlement",
                f"{score.name} has no unsettled final-scoring line {extra[0]!r}.",
                player=score.player,
                line=extra[0],
            )
        spent = sum((a.spent for a in given.values()), Resources())
        have = state.players[score.player].resources
        if not have.covers(spent):
            raise illegal(
                "settled_spend_too_much",
                f"{score.name} holds {have.describe()}: the lines cannot have spent "
                f"{spent.describe()}.",
                player=score.player,
                spent=spent.model_dump(),
            )
        if given:
            settled[score.player] = {
                key: None if a.skip else SettledScore(points=a.points, spent=a.spent)
                for key, a in given.items()
            }
    return [ScoringSettled(settled=settled)]


def _adjust(state: GameState, command: Adjust) -> list[Event]:
    player = player_of(state, command.player)
    after = player.resources + command.resources
    if after.negative():
        raise illegal(
            "negative_after_correction",
            f"That correction would leave {player.name} with less than 0 "
            f"{', '.join(after.negative())}.",
        )
    if player.points + command.points < 0 or player.hand + command.hand < 0:
        raise illegal(
            "negative_after_correction", f"That correction would leave {player.name} below 0."
        )
    if command.site is not None:
        kind = site_type(board_of(state, command.player), command.site)
        if kind is None:
            raise illegal(
                "unknown_site",
                f"{command.site} is not a site of {player.name}'s board.",
                site=command.site,
            )
        if command.built is not None:
            if site_type_for(command.built) != kind:
                raise illegal(
                    "wrong_site_type",
                    f"A {command.built} cannot stand on {command.site}.",
                    site=command.site,
                )
            if command.upgraded and BuiltItem(kind=command.built).is_city:
                raise illegal("cities_not_upgraded", "Cities are never upgraded.")
    elif command.built is not None:
        raise illegal("site_needed", "Say which site the correction is about.")
    if (
        command.resources.is_zero()
        and not command.points
        and not command.hand
        and command.site is None
    ):
        raise illegal("empty_correction", "The correction changes nothing.")
    return [Adjusted(**command.model_dump(exclude={"type"}))]


def _set_slot_colour(state: GameState, command: SetSlotColour) -> list[Event]:
    if command.slot not in {s.id for s in board_slots(state)}:
        raise illegal(
            "unknown_slot",
            f"There is no action slot {command.slot} on this side.",
            slot=command.slot,
        )
    return [SlotColourSet(slot=command.slot, colour=command.colour)]


_HANDLERS: dict[type[Command], Callable[[GameState, Any], list[Event]]] = {
    Discard: _discard,
    Resolve: _resolve,
    Build: _build,
    Upgrade: _upgrade,
    Gain: _gain,
    Pay: _pay,
    Advance: _advance,
    UseActionCard: _use_action_card,
    TakeSpecial: _take_special,
    DiscardActionCard: _discard_action_card,
    Finish: _finish,
    EndTurn: _end_turn,
    SoloReveal: _solo_reveal,
    Adjust: _adjust,
    SetSlotColour: _set_slot_colour,
}
