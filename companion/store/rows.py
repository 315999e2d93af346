"""Turning commands, events, states and summaries into rows, and back."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal

from companion.core.model import Command, Event
from companion.core.plugin import GamePlugin, Ruleset
from companion.core.sqlite import Database

if TYPE_CHECKING:
    from companion.store.summary import Summary

GameStatus = Literal["in_progress", "finished", "damaged"]
"""``damaged``: a games-list row the store cannot read (the game can be exported as far
as it reads, or deleted); never written by a ruleset's summary."""
GAME_STATUSES: tuple[GameStatus, ...] = ("in_progress", "finished")


def to_json(data: Any) -> str:
    """Compact JSON text for one stored value."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, default=str)


def message_json(message: Command | Event) -> str:
    """A command or event as the JSON text that is stored and exported."""
    return to_json(message.model_dump(mode="json"))


def stored_text(data: bytes) -> str:
    """How the store's connection decodes text: bytes that are not UTF-8 (a damaged
    file) become lone surrogates, which :func:`read_json` refuses, instead of an error
    that would stop every query touching the row."""
    return data.decode("utf-8", "surrogateescape")


def read_json(text: object) -> Any:
    """A stored JSON value; ``ValueError`` if it is not valid JSON of valid UTF-8."""
    value = str(text)
    value.encode("utf-8")  # UnicodeEncodeError (a ValueError) on a damaged byte
    return json.loads(value)


LONG_AGO = datetime(1970, 1, 1, tzinfo=UTC)
"""The date shown for a stored date that does not read (a damaged row)."""


def stored_date(text: object) -> datetime:
    """A stored ISO date; :data:`LONG_AGO` when the row's value is not one."""
    try:
        return datetime.fromisoformat(str(text))
    except ValueError:
        return LONG_AGO


def now() -> str:
    """The current time as stored: ISO 8601 in UTC."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


def single_actor(plugin: GamePlugin | None, state: Any) -> int | None:
    """The one seat ``plugin`` says may act in ``state`` (None: none, or several)."""
    if plugin is None or state is None:
        return None
    actors = tuple(plugin.actors(state))
    return actors[0] if len(actors) == 1 else None


def insert_command(
    db: Database,
    game: int,
    seq: int,
    command: Command,
    events: Sequence[Event],
    created: str,
    actor: int | None = None,
    texts: Sequence[str] | None = None,
) -> None:
    """Store one legal command and its events (the caller holds the transaction);
    ``actor`` is the seat whose turn the command ended (its thinking time); ``texts``:
    the events' JSON, worked out before (:func:`message_json`)."""
    db.execute(
        "INSERT INTO commands (game, seq, command, status, error, created, actor) "
        "VALUES (?, ?, ?, 'ok', NULL, ?, ?)",
        [game, seq, message_json(command), created, actor],
    )
    insert_events(db, game, seq, events, texts)


def insert_events(
    db: Database,
    game: int,
    seq: int,
    events: Sequence[Event],
    texts: Sequence[str] | None = None,
) -> None:
    """Store the events of command ``seq`` (``texts``: their JSON, worked out before)."""
    if texts is None:
        texts = [message_json(event) for event in events]
    db.conn.executemany(
        "INSERT INTO events (game, seq, idx, event) VALUES (?, ?, ?, ?)",
        [(game, seq, idx, text) for idx, text in enumerate(texts)],
    )


def snapshot_due(seq: int, last_snapshot: int, every: int) -> bool:
    """Whether to store the state after command ``seq``.

    The first command (the setup, often the costliest event to fold) always
    gets one; after that, one every ``every`` commands.
    """
    return last_snapshot == 0 or seq - last_snapshot >= every


def insert_snapshot(db: Database, ruleset: Ruleset, game: int, seq: int, state: Any) -> None:
    """Store the state after command ``seq``."""
    db.execute(
        "INSERT OR REPLACE INTO snapshots (game, seq, state) VALUES (?, ?, ?)",
        [game, seq, to_json(ruleset.state_to_json(state))],
    )


def update_game(
    db: Database, game: int, head: int, summary: Summary, *, recount: bool = True
) -> None:
    """Move the game's undo pointer to ``head`` and refresh its games-list summary,
    seats, result, breakdown and (``recount``) timers (``companion.store.results``)."""
    from companion.store.results import record

    db.execute(
        "UPDATE games SET head = :head, updated = :updated, players = :players, "
        "status = :status, scores = :scores, progress = :progress, phase = :phase, "
        "player_count = :player_count WHERE id = :id",
        {"head": head, "updated": now(), "id": game, **summary.columns()},
    )
    record(db, game, summary, recount=recount)
