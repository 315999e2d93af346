"""What a game's save writes beside its summary: seats, result, breakdown, timers.

Called in the transaction of every change (:func:`companion.store.rows.update_game`):

- the seats follow the summary's players (linked to profiles, see ``profiles``);
- a finished game's points, places and winners (the plug-in's ``result``, else the
  summary's scores ranked by points) and its breakdown (the plug-in's optional
  ``stats_breakdown``) are written; a game no longer finished (an undo) loses them;
- the timers are counted again from the commands' times and the pauses.

Timers: a game's duration is the sum of the gaps between its commands in play,
each less the paused time inside it; a gap counts for the seat that acted
(``commands.actor``: the only seat the plug-in said could act before it). So a
pause (``pauses``: a start and an end, or no end while paused) never counts, and
a game reopened the next day counts from its reopening, since closing it pauses it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from companion.core.sqlite import Database
from companion.store.rows import stored_date

if TYPE_CHECKING:
    from companion.store.summary import Summary


def record(
    db: Database,
    game: int,
    summary: Summary,
    chosen: Sequence[int | None] = (),
    *,
    recount: bool = True,
) -> None:
    """Write the seats, the result, the breakdown and (``recount``) the timers of
    ``game``; a new command adds its own gap instead (:func:`add_gap`)."""
    from companion.store.profiles import link_seats  # not on the start path

    link_seats(db, game, summary.players, chosen)
    db.execute("DELETE FROM score_parts WHERE game = ?", [game])
    db.execute("DELETE FROM seat_tags WHERE game = ?", [game])
    if summary.status != "finished":
        db.execute(
            "UPDATE seats SET points = NULL, place = NULL, winner = 0 "
            "WHERE game = ? AND points IS NOT NULL",
            [game],
        )
    else:
        _write_result(db, game, summary)
    if recount:
        update_timers(db, game)


def _write_result(db: Database, game: int, summary: Summary) -> None:
    if summary.result is not None:
        rows = [
            (score.points, score.place, int(score.seat in summary.result.winners), score.seat)
            for score in summary.result.scores
        ]
    else:
        scores = summary.scores or {}
        points = [scores.get(name) for name in summary.players]
        if not all(isinstance(p, int) for p in points):
            return
        known = [int(str(p)) for p in points]
        from companion.store.profiles import places_by_points

        places = places_by_points(known)
        single = places.count(1) == 1
        rows = [
            (score, place, int(single and place == 1), seat)
            for seat, (score, place) in enumerate(zip(known, places, strict=True))
        ]
    db.conn.executemany(
        f"UPDATE seats SET points = ?, place = ?, winner = ? WHERE game = {int(game)} AND seat = ?",
        rows,
    )
    db.conn.executemany(
        "INSERT INTO score_parts (game, seat, category, points) VALUES (?, ?, ?, ?)",
        [
            (game, seat, category, points)
            for category, per_seat in summary.parts.items()
            for seat, points in enumerate(per_seat)
        ],
    )
    db.conn.executemany(
        "INSERT INTO seat_tags (game, seat, tag, value) VALUES (?, ?, ?, ?)",
        [
            (game, seat, tag, value)
            for tag, per_seat in summary.tags.items()
            for seat, value in enumerate(per_seat)
        ],
    )


Interval = tuple[datetime, datetime | None]


def paused_within(start: datetime, end: datetime, pauses: Sequence[Interval]) -> float:
    """Seconds of ``pauses`` (an open one runs on) inside ``start``–``end``."""
    total = 0.0
    for began, ended in pauses:
        low = max(start, began)
        high = end if ended is None else min(end, ended)
        if high > low:
            total += (high - low).total_seconds()
    return total


_GAPS = """
WITH gaps AS (
  SELECT c.actor AS actor, lag(c.created) OVER (ORDER BY c.seq) AS prev, c.created AS cur
  FROM commands c WHERE c.game = :game AND c.status = 'ok'
  AND c.seq <= (SELECT head FROM games WHERE id = :game)
), spans AS (
  SELECT actor, julianday(cur) - julianday(prev) AS length, (
    SELECT coalesce(sum(max(0.0,
      julianday(CASE WHEN p.end IS NULL OR p.end > gaps.cur THEN gaps.cur ELSE p.end END)
      - julianday(CASE WHEN p.start > gaps.prev THEN p.start ELSE gaps.prev END))), 0.0)
    FROM pauses p WHERE p.game = :game AND p.start < gaps.cur
    AND (p.end IS NULL OR p.end > gaps.prev)) AS paused
  FROM gaps WHERE prev IS NOT NULL AND cur > prev
)
SELECT actor, sum(round(max(0.0, length - paused) * 86400000.0)) FROM spans GROUP BY actor
"""
"""Each actor's time (ms; actor NULL: the table's) over the game's commands in play.
Stored times are ISO 8601 in UTC, so they compare as text."""


def update_timers(db: Database, game: int) -> None:
    """Count the game's duration and each seat's time again (milliseconds)."""
    per_actor = {actor: int(ms or 0) for actor, ms in db.execute(_GAPS, {"game": game})}
    db.execute(
        "UPDATE games SET duration_ms = ?, first_seat = (SELECT actor FROM commands "
        "WHERE game = ? AND actor IS NOT NULL AND status = 'ok' ORDER BY seq LIMIT 1) "
        "WHERE id = ?",
        [sum(per_actor.values()), game, game],
    )
    db.execute("UPDATE seats SET time_ms = 0 WHERE game = ?", [game])
    db.conn.executemany(
        "UPDATE seats SET time_ms = ? WHERE game = ? AND seat = ?",
        [(ms, game, actor) for actor, ms in per_actor.items() if actor is not None],
    )


def add_gap(db: Database, game: int, seq: int, sign: int = 1) -> None:
    """Add the gap before command ``seq`` to the timers (a new or redone command;
    ``sign=-1``: take it away, an undone one): what :func:`update_timers` would count,
    without reading the whole game."""
    row = db.execute(
        "SELECT c.created, c.actor, (SELECT created FROM commands WHERE game = c.game "
        "AND seq < c.seq AND status = 'ok' ORDER BY seq DESC LIMIT 1) "
        "FROM commands c WHERE c.game = ? AND c.seq = ?",
        [game, seq],
    ).fetchone()
    if row is None or row[2] is None:
        return
    current, actor, before = stored_date(row[0]), row[1], stored_date(row[2])
    if current <= before:
        return
    pauses = [
        (stored_date(start), None if end is None else stored_date(end))
        for start, end in db.execute(
            "SELECT start, end FROM pauses WHERE game = ? AND start < ? "
            "AND (end IS NULL OR end > ?)",
            [game, row[0], row[2]],
        )
    ]
    seconds = (current - before).total_seconds() - paused_within(before, current, pauses)
    gap = sign * round(max(seconds, 0.0) * 1000)
    db.execute(
        "UPDATE games SET duration_ms = max(0, duration_ms + ?), "
        "first_seat = coalesce(first_seat, ?) WHERE id = ?",
        [gap, actor, game],
    )
    if actor is not None:
        db.execute(
            "UPDATE seats SET time_ms = max(0, time_ms + ?) WHERE game = ? AND seat = ?",
            [gap, game, actor],
        )
