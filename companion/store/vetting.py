"""Whether a WAL left beside a database belongs to it, read on copies (see
:mod:`companion.store.opening`; imported only when a WAL is vetted, issue #13)."""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

from companion.store.opening import wal_path


@dataclass(frozen=True)
class Inspection:
    """What a copy of a database holds, as far as vetting needs."""

    sound: bool
    companion: bool
    identity: str | None
    games: frozenset[tuple[int, str]]


def inspect(path: Path) -> Inspection:
    """Open a copy at ``path`` and read its soundness, identity and games."""
    try:
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            conn.execute("PRAGMA synchronous=OFF")  # a throwaway copy: no fsync on closing
            sound = conn.execute("PRAGMA quick_check").fetchall() == [("ok",)]
            tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
            if "meta" not in tables or "games" not in tables:
                return Inspection(sound, False, None, frozenset())
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
            games = frozenset(
                (int(number), str(created))
                for number, created in conn.execute("SELECT id, created FROM games")
            )
            return Inspection(sound, True, meta.get("database_id"), games)
        finally:
            conn.close()
    except (sqlite3.Error, ValueError, TypeError):
        return Inspection(False, False, None, frozenset())


def wal_belongs(path: Path) -> bool:
    """Whether the WAL beside ``path`` belongs to it (checked on copies only). A WAL
    that vanishes while it is being copied (the last connection of another process
    closed and checkpointed it) leaves nothing to replay: it belongs."""
    wal = wal_path(path)
    with tempfile.TemporaryDirectory(prefix="companion-vet-") as folder:
        alone, both = Path(folder) / "alone.sqlite3", Path(folder) / "both.sqlite3"
        shutil.copyfile(path, alone)
        shutil.copyfile(path, both)
        try:
            shutil.copyfile(wal, wal_path(both))
        except FileNotFoundError:
            return True
        before, after = inspect(alone), inspect(both)
    if not after.sound:
        return False
    if before.companion:
        return after.companion and after.identity == before.identity and before.games <= after.games
    return after.companion or not before.sound
