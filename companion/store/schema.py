"""The database schema: a version number in ``meta`` and the migrations to reach it.

Migration ``n`` (1-based) turns a version ``n - 1`` database into version ``n``.
Each runs inside the caller's transaction, so a migration either happens whole
or not at all. Append new migrations to :data:`MIGRATIONS`; never edit old ones.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlite_utils import Database
from sqlite_utils.db import Table

Migration = Callable[[Database], None]


def _create_tables(db: Database) -> None:
    """Version 1: games, their command log, events, snapshots and open-game locks."""
    db.create_table("meta", {"key": str, "value": str}, pk="key", not_null={"value"})
    db.create_table(
        "games",
        {
            "id": int,
            "game_id": str,
            "title": str,
            "players": str,
            "status": str,
            "scores": str,
            "created": str,
            "updated": str,
            "head": int,
        },
        pk="id",
        not_null={"game_id", "title", "players", "status", "scores", "created", "updated", "head"},
    )
    Table(db, "games").create_index(["updated"])
    db.create_table(
        "commands",
        {
            "game": int,
            "seq": int,
            "command": str,
            "status": str,
            "error": str,
            "created": str,
        },
        pk=("game", "seq"),
        not_null={"game", "seq", "command", "status", "created"},
    )
    db.create_table(
        "events",
        {"game": int, "seq": int, "idx": int, "event": str},
        pk=("game", "seq", "idx"),
        not_null={"game", "seq", "idx", "event"},
    )
    db.create_table(
        "snapshots",
        {"game": int, "seq": int, "state": str},
        pk=("game", "seq"),
        not_null={"game", "seq", "state"},
    )
    db.create_table(
        "locks",
        {"game": int, "owner": str, "pid": int, "host": str, "heartbeat": float},
        pk="game",
        not_null={"owner", "pid", "host", "heartbeat"},
    )


def _game_data(db: Database) -> None:
    """Version 2: what tables taught each game (``game_data``), replacing the card
    library's own tables ``library_cards`` and ``library_metropolises``."""
    db.execute(
        "CREATE TABLE game_data (game TEXT, kind TEXT, key TEXT, entry TEXT NOT NULL, "
        "updated TEXT NOT NULL, PRIMARY KEY (game, kind, key))"
    )
    tables = set(db.table_names())
    if "library_cards" in tables:
        db.execute(
            "INSERT OR REPLACE INTO game_data (game, kind, key, entry, updated) "
            "SELECT 'underwater_cities', 'card', key, entry, added FROM library_cards"
        )
        db.execute("DROP TABLE library_cards")
    if "library_metropolises" in tables:
        db.execute(
            "INSERT OR REPLACE INTO game_data (game, kind, key, entry, updated) "
            "SELECT 'underwater_cities', 'metropolis', tile, entry, added FROM library_metropolises"
        )
        db.execute("DROP TABLE library_metropolises")


MIGRATIONS: list[Migration] = [_create_tables, _game_data]
"""Every migration, oldest first; ``len(MIGRATIONS)`` is the version this code writes."""


def schema_version(db: Database) -> int:
    """The schema version recorded in ``db`` (0 for a database without one)."""
    if "meta" not in db.table_names():
        return 0
    row = db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    return int(row[0]) if row else 0


def latest_version() -> int:
    """The schema version this code creates and understands."""
    return len(MIGRATIONS)


def migrate(db: Database, current: int) -> None:
    """Run the migrations after version ``current``; the caller holds a write transaction."""
    for version, migration in enumerate(MIGRATIONS[current:], start=current + 1):
        migration(db)
        db.execute(
            "INSERT INTO meta (key, value) VALUES ('schema_version', ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [str(version)],
        )
