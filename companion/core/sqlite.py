"""A thin SQLite connection: the part of sqlite-utils' ``Database`` the store uses.

Importing sqlite-utils costs about 50 ms and 10 MiB at every start, although
the store only runs SQL; the migrations that create tables wrap the same
connection in sqlite-utils' ``Database`` (see ``companion.store.schema``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping
from typing import Any


class Database:
    """An open SQLite connection (``conn``) with sqlite-utils' ``execute`` and
    ``table_names``."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def execute(
        self, sql: str, parameters: Iterable[Any] | Mapping[str, Any] | None = None
    ) -> sqlite3.Cursor:
        """Run one SQL statement; its cursor."""
        if parameters is None:
            return self.conn.execute(sql)
        return self.conn.execute(sql, parameters)  # type: ignore[arg-type]

    def table_names(self) -> list[str]:
        """The names of the tables in the database."""
        rows = self.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
        return [row[0] for row in rows]

    def close(self) -> None:
        """Close the connection."""
        self.conn.close()
