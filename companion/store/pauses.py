"""A game's pauses: rows ``(game, start, end)``; ``end`` is NULL while paused.

The caller holds the write transaction. Pausing a paused game, or resuming a
running one, changes nothing.
"""

from __future__ import annotations

from companion.core.sqlite import Database
from companion.store.rows import now


def is_paused(db: Database, game: int) -> bool:
    """Whether the game's clock is stopped now."""
    row = db.execute("SELECT 1 FROM pauses WHERE game = ? AND end IS NULL", [game]).fetchone()
    return row is not None


def start_pause(db: Database, game: int) -> None:
    """Stop the game's clock (unless it is stopped)."""
    if not is_paused(db, game):
        db.execute("INSERT OR IGNORE INTO pauses (game, start) VALUES (?, ?)", [game, now()])


def end_pause(db: Database, game: int) -> None:
    """Start the game's clock again (if it was stopped)."""
    db.execute("UPDATE pauses SET end = ? WHERE game = ? AND end IS NULL", [now(), game])
