"""Which app instance may change a game: one row per open game in ``locks``.

The instance that opens a game for playing writes a row with a random owner
token, its host name, process id and a heartbeat time. Every write checks, in
the same transaction, that the row still names it (so an instance that lost
the game can never write), and refreshes the heartbeat. A row is stale, and may
be taken over, when its heartbeat is older than :data:`STALE_AFTER` seconds or
when its process has died on this computer.
"""

from __future__ import annotations

import os
import time
import uuid

from companion.core.sqlite import Database
from companion.store.errors import GameOpenElsewhere, GameTakenOver

STALE_AFTER = 60.0
"""Seconds without a heartbeat after which another instance may take a game over."""

HEARTBEAT_EVERY = 10.0
"""Seconds between heartbeats the UI should send while a game is open."""


def _host_name() -> str:
    """This machine's name (``socket.gethostname()``, without importing socket where
    ``os.uname`` tells it)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket

    return socket.gethostname()


HOST = _host_name()


def new_token() -> str:
    """A fresh owner token for one opened game."""
    return uuid.uuid4().hex


def acquire(db: Database, game: int, token: str) -> None:
    """Take the lock on ``game`` for ``token``, or raise :class:`GameOpenElsewhere`.

    The caller holds a write transaction.
    """
    check_free(db, game)
    db.execute(
        "INSERT OR REPLACE INTO locks (game, owner, pid, host, heartbeat) VALUES (?, ?, ?, ?, ?)",
        [game, token, os.getpid(), HOST, time.time()],
    )


def check_free(db: Database, game: int) -> None:
    """Raise :class:`GameOpenElsewhere` if someone holds a live lock on ``game``."""
    row = db.execute("SELECT pid, host, heartbeat FROM locks WHERE game = ?", [game]).fetchone()
    if row is not None and not _stale(row[0], row[1], row[2]):
        raise GameOpenElsewhere(game, host=row[1], pid=row[0], heartbeat=row[2])


def confirm(db: Database, game: int, token: str) -> None:
    """Check that ``token`` still holds ``game`` and refresh its heartbeat.

    The caller holds a write transaction. Raises :class:`GameTakenOver` when
    another instance has taken the game over since.
    """
    updated = db.execute(
        "UPDATE locks SET heartbeat = ? WHERE game = ? AND owner = ?",
        [time.time(), game, token],
    ).rowcount
    if updated != 1:
        raise GameTakenOver(game)


def holds(db: Database, game: int, token: str) -> bool:
    """Whether ``token`` still holds ``game`` (no other instance took it over)."""
    row = db.execute("SELECT 1 FROM locks WHERE game = ? AND owner = ?", [game, token])
    return row.fetchone() is not None


def release(db: Database, game: int, token: str) -> None:
    """Give up the lock on ``game`` if ``token`` holds it."""
    db.execute("DELETE FROM locks WHERE game = ? AND owner = ?", [game, token])


def _stale(pid: object, host: object, heartbeat: object) -> bool:
    """Whether a lock row no longer holds its game (a damaged row never does)."""
    if (
        not isinstance(pid, int)
        or not isinstance(host, str)
        or not isinstance(heartbeat, int | float)
        or isinstance(heartbeat, bool)
    ):
        return True
    if not time.time() - STALE_AFTER <= heartbeat <= time.time() + STALE_AFTER:
        return True  # too old, or from the future (a damaged row or a wrong clock)
    return host == HOST and not _alive(pid)


def _alive(pid: int) -> bool:
    """Whether process ``pid`` runs on this computer (POSIX only; elsewhere: assume so)."""
    if os.name != "posix":
        return True  # os.kill(pid, 0) would terminate the process on Windows.
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):
        return False
    except PermissionError:
        return True
    return True
