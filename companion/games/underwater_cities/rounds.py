"""The clock: claiming cards, closing effects, ends of turns, rounds and eras.

Rulebook pp. 6–7 (turn), the end-of-round page (Federation order), pp. 15–16
(production and the end of an era), German p. 18 (solo).
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.core.model import Event
from companion.games.underwater_cities.cards import known_card
from companion.games.underwater_cities.events import (
    ActionCardsRefreshed,
    EffectClosed,
    Gained,
    PhaseChanged,
    PlayedCardDone,
    RoundEnded,
    SoloBlockerPlaced,
    TurnEnded,
    TurnStarted,
)
from companion.games.underwater_cities.federation import new_play_order
from companion.games.underwater_cities.feeding import feed
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.model import msg
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.production import Settled, produce_all
from companion.games.underwater_cities.slots import board_slots, first_green
from companion.games.underwater_cities.state import ActionCard, CardInfo, GameState, Turn

TURNS_PER_ROUND = 3
ROUNDS = 10
PRODUCTION_ROUNDS = (4, 7, 10)
ERA_DRAW = 3


def claim_events(state: GameState, player: int, card: CardInfo, paid: bool) -> list[Event]:
    """A matched permanent, action, production or end-scoring card is claimed."""
    if card.type == "action":
        number = card.number
        card_id = (
            f"card_{number}" if number is not None else f"card_r{state.round}_{state.turn_index}"
        )
        if any(a.id == card_id for a in state.players[player].action_cards):
            card_id = f"{card_id}_r{state.round}_{state.turn_index}"
        return [
            PlayedCardDone(
                player=player,
                to="action_cards",
                card=card,
                paid_special=paid,
                action_card=ActionCard(id=card_id, card=card),
            )
        ]
    return [PlayedCardDone(player=player, to="tableau", card=card, paid_special=paid)]


def hand_limit_bonus(card: CardInfo) -> int:
    """+1 for a '+1 hand limit' card (said by the table, or known)."""
    known = known_card(card.number)
    return max(card.hand_limit_plus, known.hand_limit if known else 0)


def close_top(turn: Turn) -> list[Event]:
    """Finish the effect on top of the turn's stack (a card then leaves play)."""
    frame = turn.stack[-1]
    events: list[Event] = [EffectClosed(player=turn.player, source=frame.source)]
    if frame.source == "card":
        events.append(
            PlayedCardDone(
                player=turn.player,
                card=turn.card,
                to="kept" if frame.paid_special else "discard",
                paid_special=frame.paid_special,
            )
        )
    return events


def end_turn_events(state: GameState, player: int) -> list[Event]:
    """Draw 1, then the next turn, or the end of the round (the events made without
    validation from the state's valid numbers: the slots' preview of the turn's end
    at the first frame builds no validator, issue #13)."""
    events: list[Event] = [
        TurnEnded.model_construct(player=player),
        Gained.model_construct(
            player=player, cards=1, reason=msg("uc.reason.end_of_turn_draw"), automatic=True
        ),
    ]
    count = state.player_count
    index = state.turn_index + 1
    if index < TURNS_PER_ROUND * count:
        events.append(
            TurnStarted.model_construct(
                player=state.play_order[index % count],
                number=index // count + 1,
                turn_index=index,
                automatic=True,
            )
        )
        return events
    return events + _end_of_round(state)


def _end_of_round(state: GameState) -> list[Event]:
    order = new_play_order(state.federation, state.play_order)
    blocked: tuple[str, ...] = ()
    reveal = False
    if state.settings.solo:
        slots = [s.id for s in board_slots(state)]
        blocked = tuple(slots[(slots.index(b) + 1) % len(slots)] for b in state.blocked)
        reveal = not state.players[0].advanced_this_round and state.round < ROUNDS
    events: list[Event] = [
        RoundEnded(
            round=state.round,
            play_order=order,
            blocked=blocked,
            solo_reveal_needed=reveal,
            automatic=True,
        )
    ]
    if state.round in PRODUCTION_ROUNDS:
        events.append(
            PhaseChanged(phase="production", round=state.round, era=state.era, automatic=True)
        )
    else:
        events.append(TurnStarted(player=order[0], number=1, turn_index=0, automatic=True))
    return events


def solo_blocker_events(state: GameState, number: int) -> list[Event]:
    """Solo: count the digit sum clockwise from the first green slot (= 1);
    block that slot or the next empty one clockwise."""
    settings = state.settings
    slots = [s.id for s in board_slots(state)]
    digits = sum(int(d) for d in str(number))
    start = first_green(settings.main_board, settings.rules_edition)
    index = (slots.index(start) + digits - 1) % len(slots)
    while slots[index] in state.blocked or slots[index] in state.occupied:
        index = (index + 1) % len(slots)
    return [SoloBlockerPlaced(slot=slots[index], number=number)]


def production_phase_events(
    state: GameState,
    library: CardLibrary,
    decisions: Mapping[int, Mapping[str, str]] | None = None,
    settled: Mapping[int, Settled] | None = None,
) -> list[Event]:
    """Production for everyone (``decisions``: per seat, the answers to production
    choices; ``settled``: what each unsettled line gave), then the end of the
    era: refresh action cards, feed, and deal the next era's cards (or finish
    the game after era III)."""
    from companion.games.underwater_cities.evolve import evolve

    events: list[Event] = list(produce_all(state, library, decisions, settled))
    produced = state
    for event in events:
        produced = evolve(produced, event)
    if state.era < 3:
        events.append(ActionCardsRefreshed(automatic=True))
    for index, player in enumerate(produced.players):
        events.append(feed(index, player, board_of(produced, index)))
    if state.era == 3:
        events.append(
            PhaseChanged(phase="finished", round=state.round, era=state.era, automatic=True)
        )
        return events
    events.append(
        PhaseChanged(phase="era_keep", round=state.round + 1, era=state.era + 1, automatic=True)
    )
    for index in range(state.player_count):
        events.append(
            Gained(
                player=index,
                cards=ERA_DRAW,
                reason=msg("uc.reason.era_cards", era=state.era + 1),
                automatic=True,
            )
        )
    after = produced
    for event in events[len(state.players) :]:
        after = evolve(after, event)
    if all(p.hand <= p.hand_limit for p in after.players):
        events += _start_round(after)
    return events


def after_keep(state: GameState, player: int, discarded: int) -> list[Event]:
    """Once every player kept their cards, the new era's first round starts."""
    hands = [p.hand - (discarded if i == player else 0) for i, p in enumerate(state.players)]
    if all(hand <= p.hand_limit for hand, p in zip(hands, state.players, strict=True)):
        return _start_round(state)
    return []


def _start_round(state: GameState) -> list[Event]:
    return [
        PhaseChanged(phase="play", round=state.round, era=state.era, automatic=True),
        TurnStarted(player=state.play_order[0], number=1, turn_index=0, automatic=True),
    ]
