"""When each Underwater Cities lesson applies: pure detectors over one command's outcome.

Each detector reads the state before the command, the events it produced and
the state after, and answers with the engine's own queries (networks, legal
builds, payments) — no rule is worked out again here. Corrections by hand
(``adjust``) never teach: only what happens in play does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TypeVar

from companion.core.model import Command, Event
from companion.core.session import Outcome
from companion.games.underwater_cities.actions import BuildPart
from companion.games.underwater_cities.building import surcharge_of
from companion.games.underwater_cities.commands import Build
from companion.games.underwater_cities.costs import build_cost
from companion.games.underwater_cities.events import (
    Built,
    EffectOpened,
    GameSetUp,
    PhaseChanged,
    PlayedCardDone,
    RoundEnded,
    TilePlaced,
)
from companion.games.underwater_cities.frames import open_parts
from companion.games.underwater_cities.model import BUILD_KINDS, BuildKind
from companion.games.underwater_cities.network import compute_network, tunnel_touches_city
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.queries import build_choices, build_payments
from companion.games.underwater_cities.rounds import ROUNDS
from companion.games.underwater_cities.setup import SYMBIOTIC_DOMES
from companion.games.underwater_cities.state import Frame, GameState
from companion.games.underwater_cities.turn import slot_frame
from companion.teaching.detect import LessonHit

GAME = "underwater_cities"
ACTION_CARD_LIMIT = 4
"""The limit of four action cards (German rulebook p. 8); the engine asks for a
discard when a fifth is claimed."""
LOW_SYMBIOTIC_DOMES = 3
"""At this many symbiotic domes left (or fewer) the whole table is reminded of the limit."""

E = TypeVar("E", bound=Event)


@dataclass(frozen=True)
class _Moment:
    before: GameState | None
    after: GameState
    events: tuple[Event, ...]
    command: Command


def _hit(state: GameState, name: str, player: int, **params: object) -> LessonHit:
    return LessonHit(f"{GAME}.{name}", player, state.players[player].name, params)


def _everyone(state: GameState, name: str, **params: object) -> Iterator[LessonHit]:
    for seat in range(state.player_count):
        yield _hit(state, name, seat, **params)


def _of(moment: _Moment, kind: type[E]) -> Iterator[E]:
    return (e for e in moment.events if isinstance(e, kind))


# --- first-occurrence lessons -------------------------------------------------


def _colour_mismatch(m: _Moment) -> Iterator[LessonHit]:
    """A card played on a slot of another colour (or the always-available slot)."""
    for e in _of(m, TilePlaced):
        if e.card is not None and not e.matched:
            yield _hit(m.after, "colour_mismatch", e.player, slot=e.slot, card=e.card.colour)


def _action_cards(m: _Moment) -> Iterator[LessonHit]:
    """The 4th action card claimed (the limit reached); a 5th (discard one now)."""
    for e in _of(m, PlayedCardDone):
        if e.to != "action_cards":
            continue
        held = len(m.after.players[e.player].action_cards)
        if held == ACTION_CARD_LIMIT:
            yield _hit(m.after, "action_card_limit", e.player, held=held)
        elif m.after.turn is not None and m.after.turn.pending_action_discard:
            yield _hit(m.after, "limit_of_four", e.player, held=held)


def _era_discard(m: _Moment) -> Iterator[LessonHit]:
    """A new era's cards dealt: each player over the hand limit keeps only that many."""
    if any(isinstance(e, PhaseChanged) and e.phase == "era_keep" for e in m.events):
        for seat, player in enumerate(m.after.players):
            if player.hand > player.hand_limit:
                yield _hit(m.after, "era_discard", seat, hand=player.hand, limit=player.hand_limit)


def _built_network(m: _Moment) -> Iterator[LessonHit]:
    """A city built where no tunnel connects it; a tunnel built that touches no city."""
    if m.before is None:
        return
    for e in _of(m, Built):
        board = board_of(m.after, e.player)
        built = m.after.players[e.player].built
        if e.kind == "tunnel" and not tunnel_touches_city(board, built, e.site):
            yield _hit(m.after, "tunnel_touches_no_city", e.player, tunnel=e.site)
        if e.kind in ("city", "symbiotic_city"):
            was = compute_network(board, m.before.players[e.player].built).unconnected_cities
            now = compute_network(board, built).unconnected_cities
            if e.site in now - was:
                yield _hit(m.after, "unconnected_city", e.player, city=e.site)


def _biomatter_paid(m: _Moment) -> Iterator[LessonHit]:
    """A build paid with biomatter standing in for kelp or steelplast."""
    command = m.command
    if not isinstance(command, Build):
        return
    for e in _of(m, Built):
        board = board_of(m.after, e.player)
        cost = build_cost(command.kind, command.cost, command.amount, surcharge_of(board, e.site))
        substituted = e.payment.biomatter - cost.biomatter
        if substituted > 0:
            yield _hit(m.after, "biomatter_paid", e.player, kind=e.kind, substituted=substituted)


# --- frequently overlooked rules ----------------------------------------------


def _symbiotic_domes(m: _Moment) -> Iterator[LessonHit]:
    """A symbiotic city built: the builder, or everyone once the supply runs low."""
    left = m.after.supply.symbiotic_domes
    if left is None or m.before is None:
        return
    for e in _of(m, Built):
        if e.kind != "symbiotic_city":
            continue
        total = SYMBIOTIC_DOMES[m.after.player_count]
        was = m.before.supply.symbiotic_domes
        if was is not None and was > LOW_SYMBIOTIC_DOMES >= left:
            yield from _everyone(m.after, "symbiotic_dome_limit", left=left, total=total)
        else:
            yield _hit(m.after, "symbiotic_dome_limit", e.player, left=left, total=total)


def _clockwise(order: tuple[int, ...]) -> bool:
    start = order.index(0)
    return order[start:] + order[:start] == tuple(range(len(order)))


def _play_order(m: _Moment) -> Iterator[LessonHit]:
    """A play order that is not the seating order: drawn at setup, or a new one at the
    end of a round (the final round's order only breaks ties)."""
    for e in m.events:
        if isinstance(e, GameSetUp):
            order = e.state.play_order
        elif isinstance(e, RoundEnded) and e.round < ROUNDS and m.before is not None:
            if e.play_order == m.before.play_order:
                continue
            order = e.play_order
        else:
            continue
        if not _clockwise(order):
            names = tuple(m.after.players[seat].name for seat in order)
            yield from _everyone(m.after, "play_order_not_clockwise", order=names)


def _build_frame(state: GameState) -> Frame | None:
    """The effect whose builds the current player may make now, if any."""
    turn = state.turn
    if turn is None or turn.pending_action_discard:
        return None
    if turn.stack:
        return turn.stack[-1]
    if turn.slot is not None and not turn.slot_done:
        return slot_frame(turn)
    return None


def _only_with_biomatter(state: GameState, player: int, frame: Frame) -> list[BuildKind]:
    """Kinds the effect builds that the player can afford only with biomatter standing in."""
    board = board_of(state, player)
    kinds: dict[BuildKind, bool] = {}
    for progress in open_parts(frame):
        part = progress.part
        if not isinstance(part, BuildPart):
            continue
        for kind, site in build_choices(state, player, part.kinds, upgrade=part.upgrade):
            cheapest = build_payments(state, player, site, kind, upgrade=part.upgrade)[0]
            own = build_cost(kind, surcharge=surcharge_of(board, site)).biomatter
            kinds[kind] = kinds.get(kind, True) and cheapest.biomatter > own
    return [kind for kind in BUILD_KINDS if kinds.get(kind)]


def _biomatter_substitute(m: _Moment) -> Iterator[LessonHit]:
    """A new effect to resolve offers a build the player affords only with biomatter."""
    opened = any(
        isinstance(e, TilePlaced) or (isinstance(e, EffectOpened) and e.frame.source != "slot")
        for e in m.events
    )
    frame = _build_frame(m.after) if opened else None
    if frame is None or frame.freeform:
        return
    assert m.after.turn is not None
    player = m.after.turn.player
    kinds = _only_with_biomatter(m.after, player, frame)
    if kinds:
        yield _hit(m.after, "biomatter_substitute", player, kinds=tuple(kinds))


def _special_cards(m: _Moment) -> Iterator[LessonHit]:
    """A special card discarded (under its deck, or out of the game), or paid and kept."""
    for e in _of(m, PlayedCardDone):
        cost = e.card.special_cost if e.card is not None else None
        if e.to in ("special_deck", "out_of_game"):
            yield _hit(m.after, "special_card_discards", e.player, to=e.to, cost=cost)
        elif e.to == "kept":
            yield _hit(m.after, "paid_instant_special", e.player, cost=cost)


def _idle_tunnels(m: _Moment) -> Iterator[LessonHit]:
    """Production is next: each player with tunnels that touch no city."""
    if not any(isinstance(e, PhaseChanged) and e.phase == "production" for e in m.events):
        return
    for seat, player in enumerate(m.after.players):
        network = compute_network(board_of(m.after, seat), player.built)
        idle = sorted(network.tunnels - network.tunnels_adjacent_to_cities)
        if idle:
            yield _hit(
                m.after, "tunnels_produce_next_to_city", seat, count=len(idle), tunnels=tuple(idle)
            )


_DETECTORS: tuple[Callable[[_Moment], Iterator[LessonHit]], ...] = (
    _play_order,
    _colour_mismatch,
    _special_cards,
    _action_cards,
    _biomatter_substitute,
    _built_network,
    _biomatter_paid,
    _symbiotic_domes,
    _idle_tunnels,
    _era_discard,
)


def detect(before: GameState | None, outcome: Outcome) -> list[LessonHit]:
    """The lessons that apply after ``outcome`` (``before``: the state it started from)."""
    moment = _Moment(before, outcome.state, outcome.events, outcome.command)
    return [hit for detector in _DETECTORS for hit in detector(moment)]
