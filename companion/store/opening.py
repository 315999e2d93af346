"""Vetting a database's ``-wal`` file before SQLite may replay it.

SQLite replays any ``<name>-wal`` beside a database when it opens it, whatever
database the WAL came from: a stale WAL left by a restore, a copy or a sync tool
would silently rewrite the games. So before the store opens a database whose WAL
no running instance is using, :func:`.vetting.wal_belongs` opens *copies* (the file
alone, and the file with the WAL) and accepts the WAL only when both are the same
companion database: the ``database_id`` in ``meta`` agrees (every write of the store
touches that page, so a WAL carries the id of the database it was written for) and
the WAL keeps every game of the file (the store checkpoints right after deleting a
game). A WAL that fails is renamed aside, never merged or deleted, and the database
opens as its file holds it. Here: which WAL is in use, and setting one aside; the
copies' reading is imported only when a WAL is vetted (not on an ordinary start).
"""

from __future__ import annotations

import fcntl
import os
from datetime import datetime
from pathlib import Path

_OPEN_HERE: dict[Path, int] = {}
"""Databases this process has open (resolved path → connections), whose WAL is live."""

SHM_DEAD_MAN_SWITCH = 128
"""The byte of ``-shm`` on which every SQLite connection (unix VFS) holds a read lock."""


def opened(path: Path) -> None:
    """Note that this process opened ``path`` (its WAL is now in use here)."""
    key = path.resolve()
    _OPEN_HERE[key] = _OPEN_HERE.get(key, 0) + 1


def closed(path: Path) -> None:
    """Note that this process closed one connection to ``path``."""
    key = path.resolve()
    left = _OPEN_HERE.get(key, 0) - 1
    if left > 0:
        _OPEN_HERE[key] = left
    else:
        _OPEN_HERE.pop(key, None)


def wal_path(path: Path) -> Path:
    """The WAL file of database ``path``."""
    return Path(f"{path}-wal")


def wal_in_use(path: Path) -> bool:
    """True when a live connection (here or in another process) has ``path`` open.

    Another process's connection holds a read lock on the dead-man switch of
    ``-shm``; this process's own connections are known from :func:`opened` (POSIX
    locks never conflict within one process, and closing any descriptor of a file
    drops all of the process's locks on it: so no connection of this process to
    ``path`` may exist outside the store).
    """
    if path.resolve() in _OPEN_HERE:
        return True
    shm = Path(f"{path}-shm")
    try:
        fd = os.open(shm, os.O_RDWR)
    except FileNotFoundError:
        return False
    except OSError:
        return True  # cannot tell (read-only files): leave the WAL to SQLite
    try:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, SHM_DEAD_MAN_SWITCH)
    except OSError:
        return True
    else:
        fcntl.lockf(fd, fcntl.LOCK_UN, 1, SHM_DEAD_MAN_SWITCH)
        return False
    finally:
        os.close(fd)


def set_aside(wal: Path) -> Path:
    """Rename a WAL (and its ``-shm``) out of the way; never overwrite anything."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    number = 1
    while True:
        suffix = f"-{number}" if number > 1 else ""
        target = wal.with_name(f"{wal.name}.set-aside-{stamp}{suffix}")
        if not target.exists():
            break
        number += 1
    os.rename(wal, target)
    shm = Path(str(wal)[: -len("-wal")] + "-shm")
    if shm.exists():
        os.rename(shm, Path(f"{target}-shm"))
    return target
