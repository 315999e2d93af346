"""The game library: saved games listed with their players, result and timers,
filtered, searched and paged by SQL on indexed columns (fast at 10,000 games)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from companion.core.sqlite import Database
from companion.store.rows import GAME_STATUSES, GameStatus, read_json, stored_date

Order = Literal["updated", "created", "duration", "title"]
ORDERS: dict[str, str] = {
    "updated": "g.updated DESC, g.id DESC",
    "created": "g.created DESC, g.id DESC",
    "duration": "g.duration_ms DESC, g.id DESC",
    "title": "g.title COLLATE NOCASE, g.id",
}


@dataclass(frozen=True)
class LibraryQuery:
    """What the library shows: all filters are optional and combine (AND).

    ``search`` finds the text in the title or a player's name (case-insensitive).
    ``since``/``until`` bound the game's start (``created``). A page is ``limit``
    games after the first ``offset``.
    """

    game_id: str | None = None
    profile: int | None = None
    status: GameStatus | None = None
    search: str = ""
    since: datetime | None = None
    until: datetime | None = None
    order: Order = "updated"
    limit: int = 50
    offset: int = 0


@dataclass(frozen=True)
class SeatRow:
    """One seat of a listed game: the name played under, the profile, and once
    finished the points, place and whether they won; ``time_ms`` their thinking time."""

    seat: int
    name: str
    profile: int
    points: int | None
    place: int | None
    winner: bool
    time_ms: int


@dataclass(frozen=True)
class LibraryRow:
    """One game in the library."""

    id: int
    game_id: str
    title: str
    status: GameStatus
    phase: str
    progress: dict[str, int]
    created: datetime
    updated: datetime
    duration_ms: int
    seats: tuple[SeatRow, ...] = ()

    @property
    def winners(self) -> tuple[str, ...]:
        """The names of the winners (empty while running, or when none was named)."""
        return tuple(s.name for s in self.seats if s.winner)


@dataclass(frozen=True)
class LibraryPage:
    """A page of the library and how many games match in all."""

    rows: tuple[LibraryRow, ...]
    total: int
    query: LibraryQuery = field(default_factory=LibraryQuery)


def _where(query: LibraryQuery) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    if query.game_id is not None:
        clauses.append("g.game_id = ?")
        params.append(query.game_id)
    if query.status is not None:
        clauses.append("g.status = ?")
        params.append(query.status)
    if query.profile is not None:
        clauses.append("g.id IN (SELECT game FROM seats WHERE profile = ?)")
        params.append(query.profile)
    if query.since is not None:
        clauses.append("g.created >= ?")
        params.append(query.since.isoformat())
    if query.until is not None:
        clauses.append("g.created < ?")
        params.append(query.until.isoformat())
    text = query.search.strip()
    if text:
        pattern = "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        clauses.append(
            "(g.title LIKE ? ESCAPE '\\' OR g.id IN "
            "(SELECT game FROM seats WHERE name LIKE ? ESCAPE '\\'))"
        )
        params += [pattern, pattern]
    return ("WHERE " + " AND ".join(clauses)) if clauses else "", params


_SELECT = (
    "SELECT g.id, g.game_id, g.title, g.status, g.phase, g.progress, g.created, "
    "g.updated, g.duration_ms, g.players FROM games g"
)


def list_library(db: Database, query: LibraryQuery) -> LibraryPage:
    """One page of the games matching ``query`` and the number that match."""
    where, params = _where(query)
    (total,) = db.execute(f"SELECT count(*) FROM games g {where}", params).fetchone()
    rows = db.execute(
        f"{_SELECT} {where} ORDER BY {ORDERS[query.order]} LIMIT ? OFFSET ?",
        [*params, query.limit, query.offset],
    ).fetchall()
    seats = _seats(db, [int(row[0]) for row in rows])
    return LibraryPage(tuple(_row(row, seats.get(int(row[0]), ())) for row in rows), total, query)


def library_row(db: Database, game: int) -> LibraryRow | None:
    """The library row of one game (None if there is no such game)."""
    row = db.execute(f"{_SELECT} WHERE g.id = ?", [game]).fetchone()
    return None if row is None else _row(row, _seats(db, [game]).get(game, ()))


def _seats(db: Database, games: Sequence[int]) -> dict[int, tuple[SeatRow, ...]]:
    found: dict[int, list[SeatRow]] = {}
    if not games:
        return {}
    marks = ",".join("?" * len(games))
    for game, seat, name, profile, points, place, winner, time_ms in db.execute(
        "SELECT game, seat, name, profile, points, place, winner, time_ms FROM seats "
        f"WHERE game IN ({marks}) ORDER BY game, seat",
        list(games),
    ):
        found.setdefault(int(game), []).append(
            SeatRow(int(seat), str(name), int(profile), points, place, bool(winner), int(time_ms))
        )
    return {game: tuple(rows) for game, rows in found.items()}


def _names(text: Any) -> bool:
    """True if ``text`` reads as the games list's players (a JSON list of names)."""
    try:
        players = read_json(text)
    except (TypeError, ValueError):
        return False
    return isinstance(players, list) and all(isinstance(p, str) for p in players)


def _row(row: Sequence[Any], seats: tuple[SeatRow, ...]) -> LibraryRow:
    try:
        progress = read_json(row[5]) if row[5] else {}
    except (TypeError, ValueError):
        progress = {}
    status: GameStatus = row[3] if row[3] in GAME_STATUSES else "damaged"
    if not _names(row[9]):
        status = "damaged"  # the games list cannot read its players (as list_games says)
    return LibraryRow(
        id=int(row[0]),
        game_id=str(row[1]),
        title=str(row[2]),
        status=status,
        phase=str(row[4] or ""),
        progress={
            str(k): v
            for k, v in (progress if isinstance(progress, dict) else {}).items()
            if isinstance(v, int)
        },
        created=stored_date(row[6]),
        updated=stored_date(row[7]),
        duration_ms=int(row[8] or 0),
        seats=seats,
    )
