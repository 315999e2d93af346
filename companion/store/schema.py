"""The database schema: a version number in ``meta`` and the migrations to reach it.

Migration ``n`` (1-based) turns a version ``n - 1`` database into version ``n``.
Each runs inside the caller's transaction, so a migration either happens whole
or not at all. Append new migrations to :data:`MIGRATIONS`; never edit old ones.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable

from companion.core.sqlite import Database

Migration = Callable[[Database], None]


def _create_tables(database: Database) -> None:
    """Version 1: games, their command log, events, snapshots and open-game locks."""
    import sqlite_utils.db  # only here: its import costs every start ~50 ms

    db = sqlite_utils.Database(database.conn, execute_plugins=False)
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
    sqlite_utils.db.Table(db, "games").create_index(["updated"])
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


def _game_data_and_lessons(db: Database) -> None:
    """Version 2: what tables taught each game, lessons seen, each game's rules version.

    ``game_data`` holds every game's taught things (a card library, calibrated
    boards) as JSON rows that only the game reads; the rows of the old
    ``library_cards`` and ``library_metropolises`` tables (made by the first game's
    card library itself before this version) move into it. ``teaching_seen``
    (made by teaching mode on first use before) is created here if missing.
    ``games.rules_version`` records the event format a game was saved with
    (0: before this version), so the store can re-derive older events.
    ``meta.database_id`` names this database, so that a ``-wal`` file of
    another database is never replayed into it (``companion.store.opening``).
    """
    db.execute(
        "CREATE TABLE game_data (game TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL, "
        "entry TEXT NOT NULL, updated TEXT NOT NULL, PRIMARY KEY (game, kind, key))"
    )
    tables = set(db.table_names())
    for old, kind, key in (
        ("library_cards", "card", "key"),
        ("library_metropolises", "metropolis", "tile"),
    ):
        if old in tables:
            # Before version 2 only the first game kept a library, in its own tables.
            db.execute(
                "INSERT OR IGNORE INTO game_data (game, kind, key, entry, updated) "
                f"SELECT 'underwater_cities', '{kind}', {key}, entry, added FROM {old}"
            )
            db.execute(f"DROP TABLE {old}")
    db.execute(
        "CREATE TABLE IF NOT EXISTS teaching_seen (player TEXT NOT NULL, lesson TEXT NOT NULL, "
        "first_seen TEXT NOT NULL, PRIMARY KEY (player, lesson))"
    )
    db.execute("ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 0")
    db.execute(
        "INSERT OR IGNORE INTO meta (key, value) VALUES ('database_id', ?)", [uuid.uuid4().hex]
    )


def _progress(db: Database) -> None:
    """Version 3: ``games.progress``, how far a game is for the games list (a JSON
    object the game's summary fills, e.g. ``{"round": 3, "rounds": 10}``; empty
    until the game's next save)."""
    db.execute("ALTER TABLE games ADD COLUMN progress TEXT NOT NULL DEFAULT '{}'")


def _players_and_timers(db: Database) -> None:
    """Version 4: players as people, seats, results, breakdowns, timers, fast listing.

    ``profiles`` are the people who play (a stable ``id``, ``name``, ``key``: the
    name folded as :func:`companion.store.profiles.name_key` does, ``colour``,
    ``initial``, ``merged_into`` once merged into another). ``seats`` link each game's
    seats to profiles with the name played under and, once finished, ``points``,
    ``place``, ``winner``; ``time_ms`` is the seat's thinking time. ``score_parts`` and
    ``seat_tags`` hold a finished game's breakdown (category → points, tag → value).
    ``pauses`` are the times a game was paused; ``commands.actor`` the seat whose turn
    a command ended (time per player); ``games.phase``, ``duration_ms``,
    ``player_count`` and ``first_seat`` (the seat that acted first: the start player)
    serve the library and statistics. Existing games' seats are linked to profiles by
    name; a finished one's points come from its stored scores, places by points, and
    its winner is the single player with most points (none on a tie: the game's own
    tie-break is written at its next save).
    """
    from companion.store.profiles import migrate_existing

    for sql in (
        "CREATE TABLE profiles (id INTEGER PRIMARY KEY, name TEXT NOT NULL, "
        "key TEXT NOT NULL, colour TEXT, initial TEXT NOT NULL, created TEXT NOT NULL, "
        "merged_into INTEGER)",
        "CREATE UNIQUE INDEX profiles_key ON profiles (key) WHERE merged_into IS NULL",
        "CREATE TABLE seats (game INTEGER NOT NULL, seat INTEGER NOT NULL, "
        "profile INTEGER NOT NULL, name TEXT NOT NULL, key TEXT NOT NULL, points INTEGER, "
        "place INTEGER, winner INTEGER NOT NULL DEFAULT 0, time_ms INTEGER NOT NULL DEFAULT 0, "
        "PRIMARY KEY (game, seat))",
        "CREATE INDEX seats_profile ON seats (profile, game)",
        "CREATE INDEX seats_key ON seats (key)",
        "CREATE TABLE score_parts (game INTEGER NOT NULL, seat INTEGER NOT NULL, "
        "category TEXT NOT NULL, points INTEGER NOT NULL, PRIMARY KEY (game, seat, category))",
        "CREATE TABLE seat_tags (game INTEGER NOT NULL, seat INTEGER NOT NULL, "
        "tag TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (game, seat, tag))",
        "CREATE TABLE pauses (game INTEGER NOT NULL, start TEXT NOT NULL, end TEXT, "
        "PRIMARY KEY (game, start))",
        "ALTER TABLE commands ADD COLUMN actor INTEGER",
        "ALTER TABLE games ADD COLUMN phase TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE games ADD COLUMN duration_ms INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN player_count INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN first_seat INTEGER",
        "CREATE INDEX games_kind ON games (game_id, updated)",
        "CREATE INDEX games_status ON games (status, updated)",
    ):
        db.execute(sql)
    migrate_existing(db)


MIGRATIONS: list[Migration] = [
    _create_tables,
    _game_data_and_lessons,
    _progress,
    _players_and_timers,
]
"""Every migration, oldest first; ``len(MIGRATIONS)`` is the version this code writes."""


def schema_version(db: Database) -> int:
    """The schema version recorded in ``db`` (0 for a database without one)."""
    if "meta" not in db.table_names():
        return 0
    row = db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    if row is None:
        return 0
    try:
        version = int(row[0])
    except (TypeError, ValueError):
        raise ValueError(f"the schema version {row[0]!r} is not a number") from None
    if version < 1:
        raise ValueError(f"the schema version {version} is not a version")
    return version


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
