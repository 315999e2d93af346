"""Results leaving the app: every result as CSV or JSON (one row per player per game)
and one finished game as a BG Stats play file (``.bgsplay``).

The play file follows the fields BG Stats publishes for the files it opens
(``docs/bgsplay.schema.json``): ``players``, ``games`` (with the BoardGameGeek id
the game's plug-in declares as ``bgg_id``; 0 when unknown), ``plays`` (date,
duration, scores, winner, start player, seat order) and an empty ``locations``.
Ids are stable: the same game exported twice has the same ``uuid``s, so BG Stats
updates the play instead of adding it again.
"""

from __future__ import annotations

import csv
import io
import json
import uuid
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

from companion.store import GameStore, LibraryQuery
from companion.store.rows import GameStatus

ABOUT = (
    "This is a Play file that can be read by Board Game Stats. It was written by the "
    "board-game companion."
)


@dataclass(frozen=True)
class ResultRow:
    """One player in one game (the CSV's and JSON's row)."""

    game: int
    game_id: str
    title: str
    status: str
    date: str
    """When the game started (ISO 8601, UTC)."""
    duration_min: int
    seat: int
    player: str
    profile: int
    points: int | None
    place: int | None
    winner: bool
    time_min: int


FIELDS = tuple(ResultRow.__dataclass_fields__)
"""The CSV's columns, in order."""


def result_rows(
    store: GameStore,
    *,
    game_id: str | None = None,
    profile: int | None = None,
    status: GameStatus | None = "finished",
    search: str = "",
) -> list[ResultRow]:
    """Every seat of the games matching the filters (finished ones by default), oldest
    game first."""
    query = LibraryQuery(
        game_id=game_id, profile=profile, status=status, search=search, order="created", limit=-1
    )
    page = store.library(query)
    rows: list[ResultRow] = []
    for game in reversed(page.rows):
        for seat in game.seats:
            rows.append(
                ResultRow(
                    game=game.id,
                    game_id=game.game_id,
                    title=game.title,
                    status=game.status,
                    date=game.created.isoformat(timespec="seconds"),
                    duration_min=round(game.duration_ms / 60000),
                    seat=seat.seat + 1,
                    player=seat.name,
                    profile=seat.profile,
                    points=seat.points,
                    place=seat.place,
                    winner=seat.winner,
                    time_min=round(seat.time_ms / 60000),
                )
            )
    return rows


def results_csv(rows: Iterable[ResultRow]) -> str:
    """The rows as CSV text with a header line (``winner`` as 1/0; empty: unknown)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(FIELDS)
    for row in rows:
        values = asdict(row)
        values["winner"] = int(row.winner)
        writer.writerow(["" if values[name] is None else values[name] for name in FIELDS])
    return out.getvalue()


def results_json(rows: Iterable[ResultRow]) -> str:
    """The rows as a JSON array of objects."""
    return json.dumps([asdict(row) for row in rows], ensure_ascii=False, indent=1)


def _stamp(moment: datetime) -> str:
    """A date as BG Stats writes it: local time, ``YYYY-MM-DD HH:MM:SS``."""
    return moment.astimezone().strftime("%Y-%m-%d %H:%M:%S")


def _uuid(store: GameStore, *parts: object) -> str:
    with store.reading() as db:
        row = db.execute("SELECT value FROM meta WHERE key = 'database_id'").fetchone()
    base = str(row[0]) if row else str(store.path)
    return str(uuid.uuid5(uuid.NAMESPACE_URL, ":".join(["companion", base, *map(str, parts)])))


def bgsplay(store: GameStore, game: int) -> dict[str, Any]:
    """The BG Stats play file of a finished ``game`` (``game_not_finished`` otherwise)."""
    from companion.stats.sheets import finished_row

    row = finished_row(store, game)
    plugin = store.plugin(row.game_id)
    name = plugin.title if plugin is not None else store.ruleset(row.game_id).title
    bgg_id = int(getattr(plugin, "bgg_id", 0) or 0)
    with store.reading() as db:
        found = db.execute("SELECT first_seat FROM games WHERE id = ?", [game]).fetchone()
    first = found[0] if found else None
    modified = _stamp(row.updated)
    players = []
    scores = []
    for number, seat in enumerate(row.seats, start=1):
        players.append(
            {
                "uuid": _uuid(store, "profile", seat.profile),
                "id": number,
                "name": seat.name,
                "isAnonymous": False,
                "modificationDate": modified,
                "bggUsername": "",
            }
        )
        scores.append(
            {
                "score": "" if seat.points is None else str(seat.points),
                "winner": seat.winner,
                "newPlayer": False,
                "startPlayer": first is not None and seat.seat == first,
                "playerRefId": number,
                "rank": seat.place or 0,
                "seatOrder": seat.seat + 1,
            }
        )
    return {
        "about": ABOUT,
        "players": players,
        "locations": [],
        "games": [
            {
                "uuid": _uuid(store, "game", row.game_id),
                "id": 1,
                "name": name,
                "modificationDate": modified,
                "cooperative": False,
                "highestWins": True,
                "noPoints": False,
                "usesTeams": False,
                "bggName": name,
                "bggYear": 0,
                "bggId": bgg_id,
            }
        ],
        "plays": [
            {
                "uuid": _uuid(store, "play", game),
                "modificationDate": modified,
                "entryDate": _stamp(row.created),
                "playDate": _stamp(row.created),
                "usesTeams": False,
                "durationMin": round(row.duration_ms / 60000),
                "ignored": False,
                "manualWinner": False,
                "rounds": int(row.progress.get("rounds", 0)),
                "locationRefId": 0,
                "gameRefId": 1,
                "board": "",
                "scoringSetting": 0,
                "playerScores": scores,
            }
        ],
    }
