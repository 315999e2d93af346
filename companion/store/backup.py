"""Backup of the whole database to one file, and restore from it.

A backup is SQLite's online backup of the open database into a new file beside the
target (journal mode ``DELETE``: one file, no ``-wal``), checked, then linked into
place: an existing file is never overwritten, and a crash leaves at most a stray
temporary file.

Restoring checks the backup in full before anything is written: SQLite's
``integrity_check`` (every page), a companion database of a schema this version
reads, every games-list row readable, and every stored command of every game read
back through its game's rules. Only then is it copied, migrated, to a database path
where no database is: a database already there is never overwritten (move it
aside first).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import tempfile
import uuid
from pathlib import Path

from companion.core.errors import CompanionError, DataError
from companion.store.database import GameStore


def _refuse_existing(path: Path, what: str) -> None:
    if path.exists():
        raise DataError(
            "file_exists",
            f"{path} exists already; it was not overwritten. Choose a new file name"
            f"{' or move it aside first' if what == 'database' else ''}.",
            path=str(path),
        )


def _link_into_place(temporary: Path, target: Path) -> None:
    """Move ``temporary`` to ``target`` without ever replacing a file there."""
    try:
        os.link(temporary, target)
    except FileExistsError:
        raise DataError(
            "file_exists", f"{target} exists already; it was not overwritten.", path=str(target)
        ) from None
    except OSError:  # a file system without hard links
        if target.exists():
            raise DataError(
                "file_exists",
                f"{target} exists already; it was not overwritten.",
                path=str(target),
            ) from None
        shutil.copyfile(temporary, target)


def backup(store: GameStore, target: str | os.PathLike[str]) -> Path:
    """Write the whole database to the new file ``target``; return its path."""
    target = Path(target)
    _refuse_existing(target, "backup")
    temporary = target.with_name(f".{target.name}.{uuid.uuid4().hex}.new")
    try:
        try:
            copy = sqlite3.connect(temporary, isolation_level=None)
        except sqlite3.Error as error:
            raise _unwritable(target, error) from error
        try:
            store.db.conn.backup(copy)
            copy.execute("PRAGMA journal_mode=DELETE")
            (check,) = copy.execute("PRAGMA quick_check").fetchone()
        finally:
            copy.close()
        if check != "ok":
            raise DataError(
                "backup_failed",
                f"The backup {target} did not check out ({check}).",
                path=str(target),
            )
        _link_into_place(temporary, target)
    except sqlite3.Error as error:
        raise _unwritable(target, error) from error
    except OSError as error:
        raise _unwritable(target, error) from error
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
    return target


def _unwritable(target: Path, error: Exception) -> DataError:
    reason = getattr(error, "strerror", None) or str(error)
    return DataError(
        "backup_failed",
        f"Could not write the backup {target} ({reason}). Nothing was changed.",
        path=str(target),
        reason=reason,
    )


def check_backup(source: str | os.PathLike[str]) -> int:
    """Check a backup file in full (see the module); return how many games it holds.

    Raises ``DataError`` ``backup_damaged`` (naming what is wrong) otherwise; the file
    is only read (the checks run on a copy).
    """
    source = Path(source)
    if not source.is_file():
        raise DataError(
            "backup_damaged", f"{source} is not a file that can be read.", path=str(source)
        )
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / "check.sqlite3"
        shutil.copyfile(source, copy)
        try:
            conn = sqlite3.connect(copy, isolation_level=None)
            try:
                problems = [row[0] for row in conn.execute("PRAGMA integrity_check")]
            finally:
                conn.close()
        except sqlite3.Error as error:
            raise _damaged(source, str(error)) from error
        if problems != ["ok"]:
            raise _damaged(source, problems[0])
        try:
            with GameStore(copy) as store:
                games = store.list_games()
                for game in games:
                    if game.status == "damaged":
                        raise _damaged(source, f"game {game.id} does not read")
                    store.export_game(game.id)
        except CompanionError as error:
            raise _damaged(source, error.message) from error
    return len(games)


def _damaged(source: Path, reason: str) -> DataError:
    return DataError(
        "backup_damaged",
        f"The backup {source} cannot be restored: {reason}. Nothing was changed.",
        path=str(source),
        reason=reason,
    )


def restore(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> int:
    """Restore the backup ``source`` as the database ``target`` (which must not exist),
    after checking it in full; return how many games it holds."""
    target = Path(target)
    _refuse_existing(target, "database")
    games = check_backup(source)
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(f".{target.name}.{uuid.uuid4().hex}.new")
    try:
        shutil.copyfile(source, temporary)
        with GameStore(temporary):  # migrates it to this version's schema
            pass
        for suffix in ("-wal", "-shm"):
            Path(f"{temporary}{suffix}").unlink(missing_ok=True)
        _link_into_place(temporary, target)
    finally:
        for suffix in ("", "-wal", "-shm"):
            with contextlib.suppress(OSError):
                Path(f"{temporary}{suffix}").unlink(missing_ok=True)
    return games
