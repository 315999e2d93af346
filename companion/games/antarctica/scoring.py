"""Final scoring: four majorities with their working ("CONTEGGIO DEI PUNTI VITTORIA E
VINCITORE") and the winner ("VINCITORE DEL GIOCO").

Every scoring ranks the players with a piece in it; the first gets the total (an
area: its buildings + all scientists there + 1; a track: its value × the cubes on it;
asterisk cards: all players' asterisk cards; discarded resources: all discarded),
each next rank the count of the player ranked just above (an area: that player's
scientists; a track: the track's value). Tied players share their rank's points and
a tie does not raise the next rank: it gets the count of one of the tied players.
No piece, no points. Areas are scored one by one from the sun's area
counter-clockwise.

Decisions on what the rulebook leaves open (``docs/antarctica-scoring.md``):

- *first places* for the winner's tie-break count every scoring separately (each
  area, each track, the asterisk cards, the discarded resources) and a shared first
  place counts for each tied player;
- a player with building cards but no asterisk card gets no asterisk points ("no
  piece, no points", as in the other scorings);
- the final ranking applies the winner's tie-breaks to every place (points, then
  first places, then building cards); a place is shared only when all three tie.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict

from companion.core.messages import Message, message
from companion.games.antarctica.data import AREAS
from companion.games.antarctica.position import Position

ScoringKind = Literal["areas", "tracks", "asterisks", "discarded"]
SCORINGS: tuple[ScoringKind, ...] = ("areas", "tracks", "asterisks", "discarded")
"""The four scorings, in the rulebook's order."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class Scoring(_Frozen):
    """One player's points in one of the four scorings, with the working lines."""

    kind: ScoringKind
    points: int
    first_places: int
    lines: tuple[Message, ...] = ()


class PlayerScore(_Frozen):
    """One player's final score: the four scorings, the total, the tie-break counts
    and the place (1 = first; shared places repeat, the next skips)."""

    seat: int
    name: str
    scorings: tuple[Scoring, ...]
    total: int
    first_places: int
    building_cards: int
    place: int

    def points(self, kind: ScoringKind) -> int:
        """The points of one scoring."""
        return next(s.points for s in self.scorings if s.kind == kind)


class FinalScores(_Frozen):
    """Everyone's final score, the seats by place, the winners and how a tie on
    points was broken (None when one player has the most points)."""

    players: tuple[PlayerScore, ...]
    ranking: tuple[int, ...]
    winners: tuple[int, ...]
    tie_break: Message | None = None


@dataclass(frozen=True)
class Placed:
    """A player's rank in one majority: place, points and who was ranked just above."""

    place: int
    points: int
    tied: tuple[int, ...]
    above: tuple[int, ...]
    above_count: int


def majority(counts: Sequence[int], first: int) -> dict[int, Placed]:
    """Rank the seats with a positive count: the first rank gets ``first``, each next
    rank the count of the rank above (a tie shares and does not add up). Seats with
    nothing are left out: no piece, no points."""
    ranked: dict[int, Placed] = {}
    place = 1
    above: tuple[int, ...] = ()
    above_count = 0
    for count in sorted({c for c in counts if c > 0}, reverse=True):
        group = tuple(seat for seat, c in enumerate(counts) if c == count)
        points = first if not above else above_count
        for seat in group:
            tied = tuple(s for s in group if s != seat)
            ranked[seat] = Placed(place, points, tied, above, above_count)
        place += len(group)
        above, above_count = group, count
    return ranked


class _Sheet:
    """Points, first places and lines per seat while one scoring is worked out."""

    def __init__(self, players: int) -> None:
        self.points = [0] * players
        self.firsts = [0] * players
        self.lines: list[list[Message]] = [[] for _ in range(players)]

    def add(self, seat: int, points: int, first: bool, *lines: Message) -> None:
        self.points[seat] += points
        self.firsts[seat] += int(first)
        self.lines[seat].extend(lines)

    def scorings(self, kind: ScoringKind) -> list[Scoring]:
        return [
            Scoring(kind=kind, points=p, first_places=f, lines=tuple(lines))
            for p, f, lines in zip(self.points, self.firsts, self.lines, strict=True)
        ]


def _tie(position: Position, placed: Placed) -> tuple[Message, ...]:
    """The line saying a place is shared, when it is."""
    if not placed.tied:
        return ()
    names = [position.players[s] for s in placed.tied]
    return (message("ant.score.tie", place=placed.place, others=names),)


def _counted(
    position: Position, sheet: _Sheet, counts: Sequence[int], first: int, code: str, **ids: object
) -> None:
    """Score one majority of counts (an area, asterisk cards, discarded resources)."""
    ranked = majority(counts, first)
    for seat in range(len(position.players)):
        placed = ranked.get(seat)
        if placed is None:
            sheet.add(seat, 0, False, message(f"{code}.none", **ids))
            continue
        if placed.place == 1:
            line = message(
                f"{code}.first", own=counts[seat], total=first, points=placed.points, **ids
            )
        else:
            line = message(
                f"{code}.next",
                own=counts[seat],
                place=placed.place,
                above=[position.players[s] for s in placed.above],
                above_count=placed.above_count,
                points=placed.points,
                **ids,
            )
        sheet.add(seat, placed.points, placed.place == 1, line, *_tie(position, placed))


def _areas(position: Position) -> list[Scoring]:
    """Each area from the sun's counter-clockwise; an area nobody has scientists in
    scores nothing and gives no lines."""
    sheet = _Sheet(len(position.players))
    for step in range(AREAS):
        index = (position.sun + step) % AREAS
        area = position.areas[index]
        scientists = sum(area.scientists)
        if scientists == 0:
            continue
        first = area.buildings + scientists + 1
        for seat in range(len(position.players)):
            sheet.lines[seat].append(
                message(
                    "ant.score.area.total",
                    area=index,
                    number=index + 1,
                    buildings=area.buildings,
                    scientists=scientists,
                    points=first,
                )
            )
        _counted(position, sheet, area.scientists, first, "ant.score.area", number=index + 1)
    return sheet.scorings("areas")


def _tracks(position: Position) -> list[Scoring]:
    """Each open track: the furthest cube gets value × cubes, each next the value."""
    sheet = _Sheet(len(position.players))
    for track in position.tracks:
        cubes = len(track.ranking)
        for place, seat in enumerate(track.ranking, start=1):
            if place == 1:
                points = track.value * cubes
                line = message(
                    "ant.score.track.first",
                    track=track.id,
                    value=track.value,
                    cubes=cubes,
                    points=points,
                )
            else:
                points = track.value
                line = message(
                    "ant.score.track.next",
                    track=track.id,
                    place=place,
                    above=position.players[track.ranking[place - 2]],
                    value=track.value,
                    points=points,
                )
            sheet.add(seat, points, place == 1, line)
        for seat in range(len(position.players)):
            if seat not in track.ranking:
                sheet.add(seat, 0, False, message("ant.score.track.none", track=track.id))
    return sheet.scorings("tracks")


def _totalled(position: Position, counts: Sequence[int], kind: ScoringKind) -> list[Scoring]:
    """A majority whose first rank gets everyone's total (asterisk cards, discarded)."""
    sheet = _Sheet(len(position.players))
    _counted(position, sheet, counts, sum(counts), f"ant.score.{kind}")
    return sheet.scorings(kind)


def _winners(players: Sequence[PlayerScore]) -> tuple[tuple[int, ...], Message | None]:
    """The winners by the tie-breaks, and how a tie on points was broken."""
    best = max(p.total for p in players)
    tied = [p for p in players if p.total == best]
    if len(tied) == 1:
        return (tied[0].seat,), None
    most_firsts = max(p.first_places for p in tied)
    by_firsts = [p for p in tied if p.first_places == most_firsts]
    names = [p.name for p in tied]
    if len(by_firsts) == 1:
        won = by_firsts[0]
        return (won.seat,), message(
            "ant.score.tiebreak.first_places",
            tied=names,
            winner=won.name,
            first_places=most_firsts,
        )
    most_cards = max(p.building_cards for p in by_firsts)
    by_cards = [p for p in by_firsts if p.building_cards == most_cards]
    if len(by_cards) == 1:
        won = by_cards[0]
        return (won.seat,), message(
            "ant.score.tiebreak.building_cards",
            tied=names,
            winner=won.name,
            building_cards=most_cards,
        )
    return tuple(p.seat for p in by_cards), message(
        "ant.score.tiebreak.shared", winners=[p.name for p in by_cards]
    )


def final_scores(position: Position) -> FinalScores:
    """The four scorings, totals, places and winners of ``position``."""
    columns = (
        _areas(position),
        _tracks(position),
        _totalled(position, position.asterisk_cards, "asterisks"),
        _totalled(position, position.discarded, "discarded"),
    )
    unplaced = []
    for seat, name in enumerate(position.players):
        scorings = tuple(column[seat] for column in columns)
        unplaced.append(
            PlayerScore(
                seat=seat,
                name=name,
                scorings=scorings,
                total=sum(s.points for s in scorings),
                first_places=sum(s.first_places for s in scorings),
                building_cards=position.building_cards[seat],
                place=0,
            )
        )

    def key(p: PlayerScore) -> tuple[int, int, int]:
        return (p.total, p.first_places, p.building_cards)

    order = sorted(unplaced, key=lambda p: (-p.total, -p.first_places, -p.building_cards, p.seat))
    players = [
        p.model_copy(update={"place": 1 + sum(key(q) > key(p) for q in unplaced)}) for p in unplaced
    ]
    winners, tie_break = _winners(players)
    return FinalScores(
        players=tuple(players),
        ranking=tuple(p.seat for p in order),
        winners=winners,
        tie_break=tie_break,
    )
