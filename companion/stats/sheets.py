"""One game's statistics: its score progression and its score sheet's content.

Both open the game read-only (nothing is locked or written) and read it through its
plug-in: the summary's scores after each command for the progression, the result's
working and the breakdown for the sheet. The PDF itself is drawn by the UI.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from companion.core.errors import InvalidCommand
from companion.core.messages import Message
from companion.store import GameStore, LibraryRow, SeatRow


@dataclass(frozen=True)
class ProgressPoint:
    """The scores (seat order; None: the game does not say yet) after command ``seq``."""

    seq: int
    when: datetime
    round: int | None
    scores: tuple[int | None, ...]


@dataclass(frozen=True)
class Progression:
    """A game's score progression: a point each time a score or the round changed.

    A game whose summary gives no scores while it runs (its points are counted
    only at the end) has just its setup and its end.
    """

    game: int
    players: tuple[str, ...]
    points: tuple[ProgressPoint, ...]


def _scores(summary: Mapping[str, Any], players: tuple[str, ...]) -> tuple[int | None, ...]:
    shown = summary.get("scores") or {}
    return tuple(value if isinstance(value := shown.get(name), int) else None for name in players)


def score_progression(store: GameStore, game: int) -> Progression:
    """The scores of ``game`` along its commands in play."""
    watched = store.open_game(game, read_only=True)
    ruleset, data = watched.ruleset, watched.data
    players: tuple[str, ...] = ()
    points: list[ProgressPoint] = []
    for seq, when, state in watched.states():
        if state is None:
            continue
        summary = ruleset.summary(state, data)
        players = tuple(str(name) for name in summary.get("players", ()))
        progress = summary.get("progress") or {}
        current = progress.get("round") if isinstance(progress.get("round"), int) else None
        scores = _scores(summary, players)
        if points and (points[-1].round, points[-1].scores) == (current, scores):
            continue
        points.append(ProgressPoint(seq, when, current, scores))
    return Progression(game, players, tuple(points))


@dataclass(frozen=True)
class SheetSeat:
    """One player on the score sheet: their result, working and breakdown."""

    seat: int
    name: str
    points: int | None
    place: int | None
    winner: bool
    time_ms: int
    working: tuple[Message, ...]
    parts: tuple[tuple[str, int], ...]
    """``(category id, points)`` in the game's order."""


@dataclass(frozen=True)
class ScoreSheet:
    """What a printed score sheet shows: the game, its date and duration, each
    player's final scoring with its working, how a tie was broken, and the
    progression (for the chart). Message codes are rendered by the caller."""

    game: int
    game_id: str
    game_title: str
    title: str
    played: datetime
    finished: datetime
    duration_ms: int
    seats: tuple[SheetSeat, ...]
    categories: tuple[str, ...]
    tie_break: Message | None
    progression: Progression


def finished_row(store: GameStore, game: int) -> LibraryRow:
    """The library row of a finished game; ``game_not_finished`` otherwise."""
    row = store.library_row(game)
    if row.status != "finished":
        raise InvalidCommand(
            "game_not_finished",
            f"Game {game} is not finished yet; only a finished game has a result to export.",
            game=game,
        )
    return row


def score_sheet(store: GameStore, game: int) -> ScoreSheet:
    """The content of the score sheet of a finished ``game``."""
    row = finished_row(store, game)
    watched = store.open_game(game, read_only=True)
    plugin = watched.plugin
    result = plugin.result(watched.state, watched.data) if plugin is not None else None
    working = {score.seat: score.working for score in result.scores} if result else {}
    with store.reading() as db:
        parts = db.execute(
            "SELECT seat, category, points FROM score_parts WHERE game = ? ORDER BY rowid",
            [game],
        ).fetchall()
    categories: list[str] = []
    by_seat: dict[int, list[tuple[str, int]]] = {}
    for seat, category, points in parts:
        if category not in categories:
            categories.append(str(category))
        by_seat.setdefault(int(seat), []).append((str(category), int(points)))
    seats: tuple[SeatRow, ...] = row.seats
    return ScoreSheet(
        game=game,
        game_id=row.game_id,
        game_title=plugin.title if plugin is not None else watched.ruleset.title,
        title=row.title,
        played=row.created,
        finished=row.updated,
        duration_ms=row.duration_ms,
        seats=tuple(
            SheetSeat(
                s.seat,
                s.name,
                s.points,
                s.place,
                s.winner,
                s.time_ms,
                tuple(working.get(s.seat, ())),
                tuple(by_seat.get(s.seat, ())),
            )
            for s in seats
        ),
        categories=tuple(categories),
        tie_break=result.tie_break if result is not None else None,
        progression=score_progression(store, game),
    )
