"""Final scoring, the optimal spend of resources, and the projection.

German rulebook p. 17 (final scoring, in the order of the scoring card):

1. the brown metropolis, only if connected by both of its tunnels (its tile's
   effect, from the card library);
2. end-scoring cards — effects that count things, and conversions that buy
   points with resources ("spend as much as you can: buying points with cards
   is always better than the 4-for-1 rate");
3. each connected city by the number of building types next to it: none 2,
   one 3, two 4, all three 6 (unconnected cities score nothing);
4. resources: biomatter sells for 2 credits, then 1 point per 4 credits, kelp,
   science and steelplast in any mix; the rest is lost.

The winner has the most points; a tie goes to whoever is earlier in the play
order set after the last round. :func:`final_scores` works at any moment of a
game: before the end it is a projection ("if the game ended now").

When several conversions and the 4-for-1 rate compete for the same resources,
:func:`optimal_spend` finds the allocation with the most points exactly, never
greedily, in time independent of the amounts (``spend.py``).
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict

from companion.core.messages import Message
from companion.games.underwater_cities.board import PlayerBoard
from companion.games.underwater_cities.effects import ScoringEffect, Source
from companion.games.underwater_cities.evaluation import Facts, Offer, evaluate, facts_of, times
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.memo import Memo
from companion.games.underwater_cities.model import (
    BUILDING_KINDS,
    RESOURCE_NAMES,
    ZERO,
    Resources,
    msg,
    tile_label,
)
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.production import (
    Unsettled,
    card_key,
    card_source,
    card_type,
)
from companion.games.underwater_cities.spend import best_uses
from companion.games.underwater_cities.state import GameState, PlayerState, SettledScore

CITY_POINTS = (2, 3, 4, 6)
"""Points of a connected city by the number of building types next to it."""
BIOMATTER_CREDITS = 2
RESOURCES_PER_POINT = 4
_WEIGHTS = tuple(BIOMATTER_CREDITS if n == "biomatter" else 1 for n in RESOURCE_NAMES)

Step = Literal["metropolis", "cards", "cities", "resources"]


class ScoreLine(BaseModel):
    """One line of a final-scoring breakdown; ``spent`` is what it paid."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    step: Step
    text: Message
    points: int
    spent: Resources = ZERO
    card: str | None = None
    tile: str | None = None
    city: str | None = None


class PlayerScore(BaseModel):
    """One player's final scoring: points before it, each line, the four step
    totals, the total, and ``left_over``: the resources the cards did not buy points
    with (step 4 scores them 4 for 1; only the remainder scores nothing)."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    player: int
    name: str
    before: int
    lines: tuple[ScoreLine, ...]
    metropolis: int
    cards: int
    cities: int
    resources: int
    total: int
    left_over: Resources
    unknown: tuple[Message, ...]
    unsettled: tuple[Unsettled, ...] = ()


class FinalScores(BaseModel):
    """Everyone's scoring, the ranking (seats, winner first; ties broken by
    ``play_order``, the order after the last round) and whether this is only a
    projection of a game still running."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    projection: bool
    players: tuple[PlayerScore, ...]
    play_order: tuple[int, ...]
    ranking: tuple[int, ...]
    winner: int

    @property
    def settled(self) -> bool:
        """True when no line waits for the table to say what it scored."""
        return not any(p.unsettled for p in self.players)


@dataclass(frozen=True)
class Spend:
    """The best use of resources at final scoring: how often each conversion
    is used, the points they buy, what is left and what that scores at 4 for 1."""

    uses: tuple[tuple[Offer, int], ...]
    card_points: int
    left_over: Resources
    resource_points: int

    @property
    def points(self) -> int:
        """Points from conversions and from the rest of the resources."""
        return self.card_points + self.resource_points


def resource_value(resources: Resources) -> int:
    """Points for resources at the 4-for-1 rate (biomatter counts as 2 credits)."""
    weighted = sum(w * getattr(resources, n) for w, n in zip(_WEIGHTS, RESOURCE_NAMES, strict=True))
    return max(0, int(weighted)) // RESOURCES_PER_POINT


def optimal_spend(offers: Sequence[Offer], resources: Resources) -> Spend:
    """The exact best allocation of ``resources`` over the conversion ``offers``
    and the 4-for-1 rate, in time independent of the amounts (see
    :mod:`companion.games.underwater_cities.spend`)."""
    pays = [tuple(getattr(o.pay, n) for n in RESOURCE_NAMES) for o in offers]
    have = tuple(getattr(resources, n) for n in RESOURCE_NAMES)
    uses_of = best_uses(pays, [o.points for o in offers], [o.times for o in offers], have, _WEIGHTS)
    left = list(have)
    for pay, uses in zip(pays, uses_of, strict=True):
        left = [amount - uses * paid for amount, paid in zip(left, pay, strict=True)]
    chosen = tuple(zip(offers, uses_of, strict=True))
    card_points = sum(offer.points * uses for offer, uses in chosen)
    remaining = Resources.model_construct(**dict(zip(RESOURCE_NAMES, left, strict=True)))
    return Spend(chosen, card_points, remaining, resource_value(remaining))


def _city_lines(board: PlayerBoard, player: PlayerState, facts: Facts) -> list[ScoreLine]:
    lines = []
    connected = {c.city: c for c in facts.cities}
    for site in board.cities:
        city = connected.get(site.id)
        if city is None:
            if site.id in player.built:
                lines.append(
                    ScoreLine(
                        step="cities",
                        text=msg("uc.score.city_unconnected", city=site.id),
                        points=0,
                        city=site.id,
                    )
                )
            continue
        kinds = [k for k in BUILDING_KINDS if city.kinds[k].total]
        points = CITY_POINTS[len(kinds)]
        text = (
            msg("uc.score.city_types", city=site.id, count=len(kinds), types=kinds, points=points)
            if kinds
            else msg("uc.score.city_empty", city=site.id, points=points)
        )
        lines.append(
            ScoreLine(
                step="cities",
                text=text,
                points=points,
                city=site.id,
            )
        )
    return lines


def _effect_lines(
    effect: ScoringEffect, facts: Facts, source: Source, step: Step, offers: list[Offer]
) -> list[ScoreLine]:
    evaluation = evaluate(effect, facts, source)
    if evaluation.offer is not None:
        offers.append(evaluation.offer)
    return [
        ScoreLine(
            step=step,
            text=line.text,
            points=line.points,
            card=source.card,
            tile=source.tile,
            city=line.city,
        )
        for line in evaluation.lines
    ]


class _Settling:
    """Unsettled lines of one player: what the table said, what is still open."""

    def __init__(self, settled: Mapping[str, SettledScore | None]) -> None:
        self.settled = settled
        self.unknown: list[Message] = []
        self.unsettled: list[Unsettled] = []
        self.spent = ZERO

    def line(self, step: Step, line: Unsettled) -> ScoreLine:
        """The line as the table settled it, or an open line scoring 0 for now."""
        where = {"card": line.card, "tile": line.tile}
        if line.key not in self.settled:
            text = msg("uc.unsettled.scoring", source=line.label)
            self.unknown.append(text)
            self.unsettled.append(line)
            return ScoreLine(step=step, text=text, points=0, **where)
        answer = self.settled[line.key]
        if answer is None:
            text = msg("uc.settled.skipped", source=line.label)
            return ScoreLine(step=step, text=text, points=0, **where)
        self.spent = self.spent + answer.spent
        if answer.spent.is_zero():
            text = msg("uc.settled.scoring", source=line.label, points=answer.points)
        else:
            text = msg(
                "uc.settled.scoring_spent",
                source=line.label,
                points=answer.points,
                paid=answer.spent,
            )
        return ScoreLine(step=step, text=text, points=answer.points, spent=answer.spent, **where)


def _brown_lines(
    board: PlayerBoard,
    player: PlayerState,
    facts: Facts,
    library: CardLibrary,
    settling: _Settling,
) -> list[ScoreLine]:
    """The brown metropolis lines (unsettled when the library cannot tell)."""
    space = next((m for m in board.metropolises if m.colour == "brown"), None)
    if space is None:
        return []
    tile = player.metropolises.get(space.id)
    entry = library.metropolis(tile) if tile is not None else None
    label = entry.label if entry is not None else tile_label("brown", tile, site=space.id)
    if space.id not in facts.network.connected_metropolises:
        text = msg("uc.score.not_both_tunnels", source=label)
        return [ScoreLine(step="metropolis", text=text, points=0, tile=tile)]
    if entry is None or entry.scoring is None:
        key = tile if tile is not None else f"space:{space.id}"
        return [settling.line("metropolis", Unsettled(key=key, label=label, tile=tile))]
    source = Source(entry.label, tile=tile)
    return _effect_lines(entry.scoring, facts, source, "metropolis", [])


def _without(resources: Resources, spent: Resources) -> Resources:
    """``resources`` less what settled lines spent (``settle_scoring`` checked it fits)."""
    left = {n: max(0, getattr(resources, n) - getattr(spent, n)) for n in RESOURCE_NAMES}
    return Resources.model_construct(**left)


def _spend_lines(spend: Spend) -> list[ScoreLine]:
    lines = []
    for offer, uses in spend.uses:
        card = offer.source.card
        if uses:
            paid = times(offer.pay, uses)
            lines.append(
                ScoreLine(
                    step="cards",
                    text=msg(
                        "uc.score.spend",
                        paid=paid,
                        source=offer.source.label,
                        points=uses * offer.points,
                        uses=uses,
                        pay=offer.pay,
                        each=offer.points,
                    ),
                    points=uses * offer.points,
                    spent=paid,
                    card=card,
                )
            )
        else:
            lines.append(
                ScoreLine(
                    step="cards",
                    text=msg(
                        "uc.score.nothing_spent",
                        source=offer.source.label,
                        pay=offer.pay,
                        each=offer.points,
                    ),
                    points=0,
                    card=card,
                )
            )
    rest = spend.left_over
    credits_from_biomatter = BIOMATTER_CREDITS * rest.biomatter
    weighted = rest.total() + rest.biomatter
    if rest.is_zero():
        text = msg("uc.score.resources_none")
    else:
        worked = {
            "left": rest,
            "value": weighted,
            "points": spend.resource_points,
            "rest": weighted % RESOURCES_PER_POINT,
        }
        text = (
            msg("uc.score.resources_biomatter", credits=credits_from_biomatter, **worked)
            if rest.biomatter
            else msg("uc.score.resources", **worked)
        )
    lines.append(ScoreLine(step="resources", text=text, points=spend.resource_points))
    return lines


def score_player(
    player_index: int,
    player: PlayerState,
    board: PlayerBoard,
    library: CardLibrary,
    settled: Mapping[str, SettledScore | None] | None = None,
) -> PlayerScore:
    """One player's final scoring (or its projection), line by line.

    A line the engine cannot compute (an end-scoring card or brown tile whose
    effect the library lacks, a table-resolved card) scores what ``settled``
    says (None: skipped), and what it spent is no longer spent elsewhere;
    until then it is listed in ``unsettled``.
    """
    facts = facts_of(board, player.built, player.paid_specials)
    settling = _Settling(settled or {})
    lines = _brown_lines(board, player, facts, library, settling)
    offers: list[Offer] = []
    for index, card in enumerate(player.tableau):
        entry = library.find_card(card)
        if card_type(card, entry) != "end_scoring":
            continue
        source = card_source(card, entry)
        if entry is None or entry.scoring is None:
            line = Unsettled(
                key=card_key(card, source, index), label=source.label, card=source.card
            )
            lines.append(settling.line("cards", line))
            continue
        lines += _effect_lines(entry.scoring, facts, source, "cards", offers)
    spend = optimal_spend(offers, _without(player.resources, settling.spent))
    spend_lines = _spend_lines(spend)
    lines += spend_lines[:-1]
    lines += _city_lines(board, player, facts)
    lines.append(spend_lines[-1])
    sums = {
        step: sum(line.points for line in lines if line.step == step)
        for step in ("metropolis", "cards", "cities", "resources")
    }
    return PlayerScore(
        player=player_index,
        name=player.name,
        before=player.points,
        lines=tuple(lines),
        metropolis=sums["metropolis"],
        cards=sums["cards"],
        cities=sums["cities"],
        resources=sums["resources"],
        total=player.points + sum(sums.values()),
        left_over=spend.left_over,
        unknown=tuple(settling.unknown),
        unsettled=tuple(settling.unsettled),
    )


def ranking(scores: Sequence[PlayerScore], play_order: Sequence[int]) -> tuple[int, ...]:
    """Seats from first to last place: most points, ties to the earlier in ``play_order``."""
    position = {seat: index for index, seat in enumerate(play_order)}
    return tuple(
        s.player
        for s in sorted(scores, key=lambda s: (-s.total, position.get(s.player, len(position))))
    )


_LAST: Memo[FinalScores] = Memo(1)
"""The last state scored, with its library (the store's summary, the result and the final
screen score one state several times; states and scores are immutable). Held weakly: a
closed game's last state and library go with the game."""


def final_scores(state: GameState, library: CardLibrary) -> FinalScores:
    """Final scoring of every player; before the game ends, a projection."""
    return _LAST.get(state, library, lambda: _final_scores(state, library))


def _final_scores(state: GameState, library: CardLibrary) -> FinalScores:
    scores = tuple(
        score_player(
            index, player, board_of(state, index), library, state.scoring_settled.get(index)
        )
        for index, player in enumerate(state.players)
    )
    order = state.final_play_order or state.play_order
    ranked = ranking(scores, order)
    return FinalScores(
        projection=state.phase != "finished",
        players=scores,
        play_order=tuple(order),
        ranking=ranked,
        winner=ranked[0],
    )
