"""Errors that only the store raises (the rest of the tree is in ``companion.core``)."""

from __future__ import annotations

from datetime import UTC, datetime

from companion.core.errors import CompanionError


class GameOpenElsewhere(CompanionError):
    """The game is open for playing in another window, app instance or computer.

    ``params``: ``game`` (its number), ``host``, ``pid`` and ``last_seen`` (ISO
    time in UTC of the other instance's last sign of life). The UI offers to
    open the game read-only instead.
    """

    def __init__(self, game: int, host: str, pid: int, heartbeat: float) -> None:
        seen = datetime.fromtimestamp(heartbeat, UTC)
        super().__init__(
            "game_open_elsewhere",
            f"This game is open in another companion window (on {host}, last active at "
            f"{seen.astimezone():%H:%M}). Close it there, or open it here read-only.",
            game=game,
            host=host,
            pid=pid,
            last_seen=seen.isoformat(timespec="seconds"),
        )


class GameTakenOver(CompanionError):
    """Another instance took this game over (its lock looked stale), so this one may not write.

    Whatever the other instance played is not in this window's state: the UI
    reopens the game (read-only, or for playing once the other one closed it).
    """

    def __init__(self, game: int) -> None:
        super().__init__(
            "game_taken_over",
            "This game was taken over by another companion window, so it can no longer be "
            "changed here. Open it again to see where it stands.",
            game=game,
        )


class ReadOnlyGame(CompanionError):
    """A change was asked of a game opened read-only (or already closed)."""

    def __init__(self, game: int) -> None:
        super().__init__(
            "read_only",
            "This game is open read-only here, so it cannot be changed. "
            "Close it in the other window to play it here.",
            game=game,
        )
