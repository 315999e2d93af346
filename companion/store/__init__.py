"""Where games live: one SQLite database with each game's command log.

See ``docs/store.md``. The UI and CLI use :class:`GameStore` (the database and
its games list) and :class:`StoredGame` (one game being played or watched).
"""

from typing import TYPE_CHECKING

from companion.core.lazy import names_from
from companion.store.database import (
    DATA_DIR_VARIABLE,
    GameStore,
    GameSummary,
    default_path,
    move_damaged_aside,
)
from companion.store.errors import GameOpenElsewhere, GameTakenOver, ReadOnlyGame
from companion.store.game import StoredGame
from companion.store.locks import HEARTBEAT_EVERY

if TYPE_CHECKING:
    from companion.store.entries import LogEntry, StoredError
    from companion.store.library import LibraryPage, LibraryQuery, LibraryRow, SeatRow
    from companion.store.profiles import Profile

__all__ = [
    "DATA_DIR_VARIABLE",
    "HEARTBEAT_EVERY",
    "GameOpenElsewhere",
    "GameStore",
    "GameSummary",
    "GameTakenOver",
    "LibraryPage",
    "LibraryQuery",
    "LibraryRow",
    "LogEntry",
    "Profile",
    "ReadOnlyGame",
    "SeatRow",
    "StoredError",
    "StoredGame",
    "default_path",
    "move_damaged_aside",
]

__getattr__ = names_from(
    __name__,
    {
        **dict.fromkeys(("LibraryPage", "LibraryQuery", "LibraryRow", "SeatRow"), "library"),
        **dict.fromkeys(("LogEntry", "StoredError"), "entries"),
        "Profile": "profiles",
    },
)
"""The library's rows and query, players' profiles and a log's entries, imported when
first named (not on the start path)."""
