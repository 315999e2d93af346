"""Which lessons each player has seen, across games: table ``teaching_seen`` in SQLite.

Players are known by name, case-insensitively (:func:`player_key`), so
"Anna" in tonight's game is the "anna" taught last week; a name that belongs to a
player profile is kept under the profile's name (``companion.store.profiles``), so
lessons follow the person through renames and merges. The table lives in
the store's database (:func:`companion.store.default_path` unless told
otherwise) beside the games; lesson ids carry their game
(``<game id>.<lesson>``), so one table serves every game.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

from companion.core.errors import DataError
from companion.core.sqlite import Database
from companion.store import GameStore

TABLE = "teaching_seen"


class SeenLessons:
    """The lessons seen per player, kept in the store's table ``teaching_seen``
    (made by the store's migrations).

    ``db`` is the open database of a :class:`~companion.store.GameStore`
    (``store.db``; left open by :meth:`close`), or the path of a store database
    (default: the store's default path), opened here through ``GameStore`` so
    the file is created, checked and migrated exactly as the store does —
    a damaged file raises the store's ``DataError`` and is not touched. Other
    SQLite errors come out as ``DataError`` with code ``teaching_store_failed``.
    """

    def __init__(self, db: Database | str | os.PathLike[str] | None = None) -> None:
        self._store: GameStore | None = None
        if isinstance(db, Database):
            self.db = db
            self._where = "the store's database"
        else:
            self._store = GameStore(db)
            self.db = self._store.db
            self._where = str(self._store.path)

    @contextmanager
    def _sqlite(self, action: str) -> Iterator[None]:
        try:
            yield
        except sqlite3.Error as error:
            raise DataError(
                "teaching_store_failed",
                f"Could not {action} the lessons seen in {self._where}: {error}",
                file=self._where,
            ) from error

    def _key(self, player: str) -> str:
        """The key ``player``'s lessons are kept under (their profile's, if any)."""
        from companion.store.profiles import lessons_key  # not on the start path

        return lessons_key(self.db, player)

    def mark(self, player: str, lesson: str, *, when: datetime | None = None) -> bool:
        """Record that ``player`` saw ``lesson``; True the first time, False after."""
        first_seen = (when or datetime.now(UTC)).astimezone(UTC).isoformat()
        with self._sqlite("save"), self.db.conn:
            cursor = self.db.execute(
                f"INSERT INTO {TABLE} (player, lesson, first_seen) VALUES (?, ?, ?) "
                "ON CONFLICT (player, lesson) DO NOTHING",
                [self._key(player), lesson, first_seen],
            )
        added: int = cursor.rowcount
        return added == 1

    def has_seen(self, player: str, lesson: str) -> bool:
        """True when ``player`` has seen ``lesson`` in any game."""
        with self._sqlite("read"):
            row = self.db.execute(
                f"SELECT 1 FROM {TABLE} WHERE player = ? AND lesson = ?",
                [self._key(player), lesson],
            ).fetchone()
        return row is not None

    def seen(self, player: str) -> dict[str, datetime]:
        """Every lesson ``player`` has seen, with when they first saw it (oldest first)."""
        with self._sqlite("read"):
            rows = self.db.execute(
                f"SELECT lesson, first_seen FROM {TABLE} WHERE player = ? "
                "ORDER BY first_seen, lesson",
                [self._key(player)],
            ).fetchall()
        return {lesson: datetime.fromisoformat(first) for lesson, first in rows}

    def forget(self, player: str) -> int:
        """Forget every lesson ``player`` has seen ("teach me again"); how many were."""
        with self._sqlite("save"), self.db.conn:
            cursor = self.db.execute(f"DELETE FROM {TABLE} WHERE player = ?", [self._key(player)])
        removed: int = cursor.rowcount
        return removed

    def close(self) -> None:
        """Close the database if it was opened here."""
        if self._store is not None:
            self._store.close()

    def __enter__(self) -> SeenLessons:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
