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

from companion.core.sqlite import Database
from companion.store.profiles import link_seats, places_by_points
from companion.store.rows import Summary, stored_date


def record(db: Database, game: int, summary: Summary, chosen: Sequence[int | None] = ()) -> None:
    """Write the seats, the result, the breakdown and the timers of ``game``."""
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


def pauses_of(db: Database, game: int) -> list[Interval]:
    """The game's pauses, oldest first (``end`` None: paused now)."""
    return [
        (stored_date(start), None if end is None else stored_date(end))
        for start, end in db.execute(
            "SELECT start, end FROM pauses WHERE game = ? ORDER BY start", [game]
        )
    ]


def update_timers(db: Database, game: int) -> None:
    """Count the game's duration and each seat's time again (milliseconds)."""
    pauses = pauses_of(db, game)
    total = 0.0
    per_seat: dict[int, float] = {}
    previous: datetime | None = None
    for created, actor in db.execute(
        "SELECT c.created, c.actor FROM commands c JOIN games g ON g.id = c.game "
        "WHERE c.game = ? AND c.seq <= g.head AND c.status = 'ok' ORDER BY c.seq",
        [game],
    ):
        moment = stored_date(created)
        if previous is not None and moment > previous:
            gap = (moment - previous).total_seconds() - paused_within(previous, moment, pauses)
            gap = max(gap, 0.0)
            total += gap
            if actor is not None:
                per_seat[int(actor)] = per_seat.get(int(actor), 0.0) + gap
        previous = moment if previous is None or moment > previous else previous
    db.execute(
        "UPDATE games SET duration_ms = ?, first_seat = (SELECT actor FROM commands "
        "WHERE game = ? AND actor IS NOT NULL AND status = 'ok' ORDER BY seq LIMIT 1) "
        "WHERE id = ?",
        [round(total * 1000), game, game],
    )
    db.execute("UPDATE seats SET time_ms = 0 WHERE game = ?", [game])
    db.conn.executemany(
        "UPDATE seats SET time_ms = ? WHERE game = ? AND seat = ?",
        [(round(seconds * 1000), game, seat) for seat, seconds in per_seat.items()],
    )
