"""Statistics over the finished games of a database, without Qt (issue #16).

Every function reads the store's tables in one read transaction with a few
aggregate queries (indexed), so each screen's numbers take milliseconds at
10,000 games. Only finished games count; a game whose winner is not named (a
scoring line waits for the table) counts as a play without a winner.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from companion.store import GameStore


@dataclass(frozen=True)
class PlayerRecord:
    """A player's record in one game kind (``game_id``), or in all (``game_id`` None:
    then ``average`` and ``best`` are None, since the games' points do not add up)."""

    profile: int
    name: str
    game_id: str | None
    plays: int
    wins: int
    average: float | None
    best: int | None
    time_ms: int
    """Their thinking time over these games."""

    @property
    def win_rate(self) -> float:
        """Wins per play (0 to 1)."""
        return self.wins / self.plays if self.plays else 0.0


def player_stats(
    store: GameStore, profile: int | None = None, game_id: str | None = None
) -> list[PlayerRecord]:
    """Per player (one, or all): plays, wins, win rate, average and best score, per
    game kind, and a row over all kinds (``game_id`` None) when no kind is asked for.
    Ordered by name, the all-kinds row first."""
    where = ["g.status = 'finished'", "s.points IS NOT NULL"]
    params: list[object] = []
    if profile is not None:
        where.append("s.profile = ?")
        params.append(store.profile(profile).id)
    if game_id is not None:
        where.append("g.game_id = ?")
        params.append(game_id)
    sql = (
        "SELECT s.profile, p.name, {kind}, count(*), sum(s.winner), {avg}, {best}, "
        "sum(s.time_ms) FROM seats s JOIN games g ON g.id = s.game "
        "JOIN profiles p ON p.id = s.profile WHERE " + " AND ".join(where) + " GROUP BY {group}"
    )
    records: list[PlayerRecord] = []
    with store.reading() as db:
        rows = db.execute(
            sql.format(
                kind="g.game_id",
                avg="avg(s.points)",
                best="max(s.points)",
                group="s.profile, g.game_id",
            ),
            params,
        ).fetchall()
        if game_id is None:
            rows += db.execute(
                sql.format(kind="NULL", avg="NULL", best="NULL", group="s.profile"), params
            ).fetchall()
    for number, name, kind, plays, wins, average, best, time_ms in rows:
        records.append(
            PlayerRecord(
                int(number),
                str(name),
                kind,
                int(plays),
                int(wins or 0),
                None if average is None else float(average),
                None if best is None else int(best),
                int(time_ms or 0),
            )
        )
    records.sort(key=lambda r: (r.name.casefold(), r.profile, r.game_id is not None, r.game_id))
    return records


@dataclass(frozen=True)
class Bin:
    """``count`` scores from ``low`` to ``high`` (both included)."""

    low: int
    high: int
    count: int


@dataclass(frozen=True)
class SeatRecord:
    """How the player in one position of the turn order fared (1 = the start player)."""

    position: int
    plays: int
    wins: int

    @property
    def win_rate(self) -> float:
        """Wins per play (0 to 1)."""
        return self.wins / self.plays if self.plays else 0.0


@dataclass(frozen=True)
class CountRecord:
    """Games of one player count: how many, the average score and the winners' average."""

    players: int
    games: int
    average: float
    winners_average: float | None


@dataclass(frozen=True)
class KindStats:
    """A game kind's numbers: plays, the score distribution, how the start player
    and each later position fared (first-player advantage: ``expected`` is the win
    rate of a fair game, 1 / players, averaged over the games), and averages by
    player count; ``average_duration_ms`` over games whose times are known."""

    game_id: str
    plays: int
    distribution: tuple[Bin, ...]
    positions: tuple[SeatRecord, ...]
    expected_win_rate: float
    by_player_count: tuple[CountRecord, ...]
    average_duration_ms: float | None


def _bins(scores: list[tuple[int, int]], wanted: int) -> tuple[Bin, ...]:
    """``(points, how many)`` in at most ``wanted`` bins of one whole width."""
    if not scores:
        return ()
    low, high = scores[0][0], scores[-1][0]
    width = max(1, math.ceil((high - low + 1) / max(1, wanted)))
    counts: dict[int, int] = {}
    for points, count in scores:
        index = (points - low) // width
        counts[index] = counts.get(index, 0) + count
    last = (high - low) // width
    return tuple(
        Bin(low + i * width, low + (i + 1) * width - 1, counts.get(i, 0)) for i in range(last + 1)
    )


def kind_stats(store: GameStore, game_id: str, bins: int = 10) -> KindStats:
    """The numbers of a game kind's statistics screen."""
    finished = "g.game_id = ? AND g.status = 'finished'"
    with store.reading() as db:
        (plays,) = db.execute(
            f"SELECT count(*) FROM games g WHERE {finished}", [game_id]
        ).fetchone()
        scores = db.execute(
            f"SELECT s.points, count(*) FROM seats s JOIN games g ON g.id = s.game "
            f"WHERE {finished} AND s.points IS NOT NULL GROUP BY s.points ORDER BY s.points",
            [game_id],
        ).fetchall()
        positions = db.execute(
            "SELECT (s.seat - g.first_seat + g.player_count) % g.player_count + 1, count(*), "
            "sum(s.winner) FROM seats s JOIN games g ON g.id = s.game "
            f"WHERE {finished} AND g.first_seat IS NOT NULL AND g.player_count > 0 "
            "AND s.points IS NOT NULL GROUP BY 1 ORDER BY 1",
            [game_id],
        ).fetchall()
        (expected,) = db.execute(
            f"SELECT avg(1.0 / g.player_count) FROM games g WHERE {finished} "
            "AND g.first_seat IS NOT NULL AND g.player_count > 0",
            [game_id],
        ).fetchone()
        counts = db.execute(
            "SELECT g.player_count, count(DISTINCT g.id), avg(s.points), "
            "avg(CASE WHEN s.winner THEN s.points END) FROM seats s JOIN games g "
            f"ON g.id = s.game WHERE {finished} AND s.points IS NOT NULL "
            "GROUP BY g.player_count ORDER BY g.player_count",
            [game_id],
        ).fetchall()
        (duration,) = db.execute(
            f"SELECT avg(g.duration_ms) FROM games g WHERE {finished} AND g.duration_ms > 0",
            [game_id],
        ).fetchone()
    return KindStats(
        game_id=game_id,
        plays=int(plays),
        distribution=_bins([(int(p), int(c)) for p, c in scores], bins),
        positions=tuple(SeatRecord(int(p), int(n), int(w or 0)) for p, n, w in positions),
        expected_win_rate=float(expected or 0.0),
        by_player_count=tuple(
            CountRecord(int(n), int(g), float(a), None if w is None else float(w))
            for n, g, a, w in counts
        ),
        average_duration_ms=None if duration is None else float(duration),
    )


@dataclass(frozen=True)
class CategoryRecord:
    """A category's average points per player (over the seats that have it)."""

    category: str
    """The game's category id (a message code: translate it by code)."""
    average: float
    seats: int


@dataclass(frozen=True)
class TagGroup:
    """The players of one tag value (a board side...): how many, their average score
    and their average points per category."""

    tag: str
    value: str
    seats: int
    average: float
    categories: tuple[CategoryRecord, ...]


@dataclass(frozen=True)
class BreakdownStats:
    """A game kind's game-specific breakdown: average points per category, overall
    and per tag value (both ids are the game's message codes)."""

    game_id: str
    categories: tuple[CategoryRecord, ...]
    groups: tuple[TagGroup, ...]


def breakdown_stats(store: GameStore, game_id: str, profile: int | None = None) -> BreakdownStats:
    """Average points by category (the plug-in's ``stats_breakdown``), in the game's
    order, overall and per tag value; only ``profile``'s seats when given."""
    params: list[object] = [game_id]
    mine = ""
    if profile is not None:
        mine = "AND s.profile = ?"
        params.append(store.profile(profile).id)
    seats = "JOIN seats s ON s.game = sp.game AND s.seat = sp.seat" if mine else ""
    finished = f"g.game_id = ? AND g.status = 'finished' {mine}"
    with store.reading() as db:
        overall = db.execute(
            "SELECT sp.category, avg(sp.points), count(*), min(sp.rowid) FROM score_parts sp "
            f"JOIN games g ON g.id = sp.game {seats} WHERE {finished} "
            "GROUP BY sp.category ORDER BY 4",
            params,
        ).fetchall()
        order = {str(row[0]): index for index, row in enumerate(overall)}
        tagged = db.execute(
            "SELECT t.tag, t.value, sp.category, avg(sp.points), count(*) FROM score_parts sp "
            "JOIN seat_tags t ON t.game = sp.game AND t.seat = sp.seat "
            f"JOIN games g ON g.id = sp.game {seats} WHERE {finished} "
            "GROUP BY t.tag, t.value, sp.category",
            params,
        ).fetchall()
        totals = db.execute(
            "SELECT t.tag, t.value, count(*), avg(s.points) FROM seat_tags t "
            "JOIN seats s ON s.game = t.game AND s.seat = t.seat JOIN games g ON g.id = t.game "
            f"WHERE {finished} AND s.points IS NOT NULL GROUP BY t.tag, t.value "
            "ORDER BY t.tag, t.value",
            params,
        ).fetchall()
    by_group: dict[tuple[str, str], list[CategoryRecord]] = {}
    for tag, value, category, average, seats in tagged:
        by_group.setdefault((str(tag), str(value)), []).append(
            CategoryRecord(str(category), float(average), int(seats))
        )
    return BreakdownStats(
        game_id=game_id,
        categories=tuple(CategoryRecord(str(c), float(a), int(n)) for c, a, n, _ in overall),
        groups=tuple(
            TagGroup(
                str(tag),
                str(value),
                int(seats),
                float(average),
                tuple(
                    sorted(
                        by_group.get((str(tag), str(value)), []),
                        key=lambda r: order.get(r.category, len(order)),
                    )
                ),
            )
            for tag, value, seats, average in totals
        ),
    )
