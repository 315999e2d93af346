"""The database that holds every game: opening, checking, migrating, the games list.

One SQLite file (WAL mode) in the user's data directory holds all games. Every
change is one ``BEGIN IMMEDIATE`` transaction, so a crash at any moment leaves either
all of a change or none of it.

Every commit is in the system's file cache when it returns: it survives the process
being killed. It is also on the disk when it returns (``synchronous=FULL``: SQLite
syncs the ``-wal`` at the commit), except a tap's commit
(``transaction(synced=False)``, ``StoredGame.batch(synced=False)``), made with
``synchronous=NORMAL``: :meth:`GameStore.after_tap` syncs it on a worker thread, which
the app starts in the idle time right after the tap's paint, and every later synced
commit, checkpoint and closing does too (:meth:`GameStore.sync` waits for it). Until
then a power loss (not a kill) may take the last taps back, never more: SQLite's WAL
with ``synchronous=NORMAL`` loses no older commit and is never corrupted by a power
loss. Such a commit into an empty ``-wal`` (the first after a start or a truncating
checkpoint) is made with ``synchronous=OFF``: with ``NORMAL`` SQLite would still sync
the new WAL's header and its folder (a new file) inside it, which guard against old
frames an empty file does not hold; the store's own sync then syncs the folder too.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import uuid
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, NoReturn

import platformdirs

from companion import APP_NAME
from companion.core.errors import CompanionError, DataError, InvalidCommand
from companion.core.model import Command
from companion.core.plugin import DataRow, GamePlugin, Ruleset
from companion.core.registry import get_plugin, get_ruleset
from companion.core.session import Outcome, Session
from companion.core.sqlite import Database
from companion.store import locks, opening
from companion.store.game import StoredGame, game_damaged
from companion.store.pauses import end_pause
from companion.store.results import record
from companion.store.rows import (
    GAME_STATUSES,
    GameStatus,
    insert_command,
    insert_snapshot,
    now,
    read_json,
    single_actor,
    snapshot_due,
    stored_date,
    stored_text,
)
from companion.store.schema import latest_version, migrate, schema_version

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

    from companion.store.library import LibraryPage, LibraryQuery, LibraryRow
    from companion.store.profiles import Profile

FILE_NAME = "companion.sqlite3"
DATA_DIR_VARIABLE = "COMPANION_DATA_DIR"
"""Environment variable naming the directory of the database (tests, portable installs)."""

SNAPSHOT_EVERY = 100
"""A snapshot of the state is stored after the setup, then every this many commands."""

BUSY_TIMEOUT = 5.0
"""Seconds a write waits for another instance's write to finish."""

CHECKPOINT_AFTER = 32
"""Commits after which :meth:`GameStore.after_tap` copies the WAL into the database file
(a tap writes ≈ 11 pages: SQLite's own checkpoint, after 1,000 pages, would otherwise
fall inside a tap's commit every ≈ 90 taps)."""

_sync_file = getattr(os, "fdatasync", os.fsync)
"""What SQLite calls to sync the ``-wal`` on Linux (``fsync`` where there is no other)."""


def _open_for_sync(wal: Path, folder: bool) -> tuple[int, ...]:
    """Descriptors of the ``-wal`` file, opened by its name each time (SQLite holds no
    lock on it: closing a descriptor of a file drops the process's locks on it; a
    ``-wal`` deleted under the store raises ``FileNotFoundError``), and with ``folder``
    of its folder (a new ``-wal``'s name is on the disk once its folder is synced)."""
    descriptors: tuple[int, ...] = (os.open(wal, os.O_RDONLY),)
    if folder:
        try:
            descriptors += (os.open(wal.parent, os.O_RDONLY),)
        except OSError:
            os.close(descriptors[0])
            raise
    return descriptors


def _sync_all(descriptors: tuple[int, ...]) -> None:
    """Sync each file of ``descriptors``."""
    for descriptor in descriptors:
        _sync_file(descriptor)


def _close_all(descriptors: tuple[int, ...]) -> None:
    for descriptor in descriptors:
        os.close(descriptor)


def _sync_wal(wal: Path, *, folder: bool = False) -> None:
    """Sync the ``-wal`` file (and with ``folder`` its folder) on this thread."""
    descriptors = _open_for_sync(wal, folder)
    try:
        _sync_all(descriptors)
    finally:
        _close_all(descriptors)


def _wal_empty(wal: Path) -> bool:
    """Whether the ``-wal`` holds no frame (empty or not there)."""
    try:
        return os.stat(wal).st_size == 0
    except FileNotFoundError:
        return True


class _Syncing:
    """The ``-wal``'s sync on one worker thread (``concurrent.futures``, made at the
    first sync and again in a forked process), so the event loop never waits for the
    disk; its owner takes the outcome on its own thread. The file is opened and closed
    there too: the worker only syncs (it takes Python's lock back once, at the end)."""

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._pid = 0
        self._flight: Future[None] | None = None
        self._descriptors: tuple[int, ...] = ()
        self.covers = False
        """Whether the sync in flight covers every commit made (no tap committed since)."""

    @property
    def busy(self) -> bool:
        """Whether a sync was sent and its outcome not taken yet."""
        return self._flight is not None

    def send(self, wal: Path, *, folder: bool = False) -> None:
        """Start syncing ``wal`` (and with ``folder`` its folder; the previous outcome
        must have been taken); opening it raises here (``FileNotFoundError``: deleted)."""
        if self._pool is None or self._pid != os.getpid():
            from concurrent.futures import ThreadPoolExecutor  # (not on the start path)

            self._pool = ThreadPoolExecutor(1, thread_name_prefix="companion-sync")
            self._pid = os.getpid()
        self._descriptors = _open_for_sync(wal, folder)
        self._flight = self._pool.submit(_sync_all, self._descriptors)
        self.covers = True

    def done(self) -> bool:
        """Whether the sync in flight has finished (or none is)."""
        return self._flight is None or self._flight.done()

    def outcome(self) -> None:
        """Wait for the sync in flight, if any, and take its outcome: its ``OSError``."""
        flight, self._flight = self._flight, None
        if flight is not None:
            try:
                flight.result()
            finally:
                _close_all(self._descriptors)

    def stop(self) -> None:
        """End the worker thread (after :meth:`outcome`)."""
        if self._pool is not None and self._pid == os.getpid():
            self._pool.shutdown()
        self._pool = None


CACHE_KIB = 256
"""SQLite's page cache, KiB (its default is 2,000: pages a tap reads again come from
the system's file cache at no measurable cost; issue #13, memory). 1,000 taps of
4-player games miss ≈ 250 pages more than with 512 KiB (a read from the system's cache
every fourth tap) and hold ≈ 0.3 MiB less; at 128 KiB a tap's transaction spills
pages into the journal before its commit."""

_SQLITE_MAGIC = b"SQLite format 3\x00"

_UNAVAILABLE = (
    "locked",
    "busy",
    "readonly",
    "read-only",
    "unable to open",
    "disk i/o",
    "full",
    "permission",
    "interrupted",
    "out of memory",
)
"""Words of SQLite's messages that mean: the database cannot be reached now (not damaged)."""

_COUNT_WRITE = (
    "INSERT INTO meta (key, value) VALUES ('writes', '1') "
    "ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1"
)


def default_path() -> Path:
    """Where the database lives: ``$COMPANION_DATA_DIR`` or the user's data directory."""
    directory = os.environ.get(DATA_DIR_VARIABLE) or platformdirs.user_data_dir(APP_NAME)
    return Path(directory) / FILE_NAME


def move_damaged_aside(path: str | os.PathLike[str]) -> Path:
    """Rename a damaged database (and its ``-wal``/``-shm`` files) out of the way.

    The new name is ``<name>.damaged-YYYYmmdd-HHMMSS`` (with ``-2``, ``-3``...
    if that exists already); nothing is ever overwritten or deleted. Returns the
    new path of the database file, to tell the user where it is.
    """
    path = Path(path)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    suffixes = ("-wal", "-shm", "-journal")
    number = 1
    while True:
        target = path.with_name(f"{path.name}.damaged-{stamp}{f'-{number}' if number > 1 else ''}")
        if not any(Path(f"{target}{suffix}").exists() for suffix in ("", *suffixes)):
            break
        number += 1
    os.rename(path, target)
    for suffix in suffixes:
        if Path(f"{path}{suffix}").exists():
            os.rename(f"{path}{suffix}", f"{target}{suffix}")
    return target


class GameSummary(NamedTuple):
    """One row of the games list (a named tuple: cheap to build by the ten thousand)."""

    id: int
    game_id: str
    title: str
    players: tuple[str, ...]
    status: GameStatus
    scores: dict[str, Any]
    created: datetime
    updated: datetime
    progress: dict[str, int] = {}  # noqa: RUF012 (a NamedTuple default, never mutated)
    """How far the game is (``round``/``rounds``; empty when the game does not say)."""


class GameStore:
    """The database of all games.

    ``path`` defaults to :func:`default_path`. ``games`` (plug-ins) and bare
    ``rulesets`` are looked up by ``game_id`` before the registry (tests). Opening checks the file
    and raises ``DataError`` with code ``database_damaged`` (see
    :func:`move_damaged_aside`) or ``database_too_new``; an older schema is
    migrated in one transaction.
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        *,
        rulesets: Iterable[Ruleset] = (),
        games: Iterable[GamePlugin] = (),
        snapshot_every: int = SNAPSHOT_EVERY,
    ) -> None:
        if snapshot_every < 1:
            raise ValueError("snapshot_every must be at least 1")
        self.path = Path(path) if path is not None else default_path()
        self.snapshot_every = snapshot_every
        self._plugins = {plugin.id: plugin for plugin in games}
        self._rulesets = {ruleset.game_id: ruleset for ruleset in rulesets}
        self._rulesets.update({plugin.id: plugin.ruleset for plugin in self._plugins.values()})
        self._playing: set[StoredGame] = set()
        """The games open for playing, released by :meth:`close`."""
        self._writing = False
        """True while a write transaction is open (a nested one is a savepoint of it)."""
        self._unsynced = False
        """Whether a commit is not yet on the disk (see :meth:`sync`)."""
        self._folder_unsynced = False
        """Whether the ``-wal``'s folder is to be synced with it (a commit made with
        ``synchronous=OFF`` into an empty ``-wal``, see :meth:`_begin`)."""
        self._syncing = _Syncing()
        """The ``-wal``'s sync in flight on a worker thread (:meth:`after_tap`)."""
        self._commits = 0
        """Commits since the store last copied the WAL into the database file."""
        self.notices: list[DataError] = []
        """What opening had to set right (a journal file set aside...), to tell the user."""
        self.db = self._open()

    # -- opening ---------------------------------------------------------------

    def _open(self) -> Database:
        """Open in stages: the folder, the file's header, the vetted WAL, then SQLite."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise self._unavailable(error, "create the folder of") from error
        wal = opening.wal_path(self.path)
        vet = _has_content(wal) and not opening.wal_in_use(self.path)
        if not self.path.exists():
            if vet:  # a journal without its database: keep it, start afresh beside it
                self._wal_set_aside(wal, "orphaned_wal_set_aside")
            self._create_file()
        self._check_file()
        if vet and self.path.exists() and wal.exists():
            from companion.store.vetting import wal_belongs  # only after a crash

            if not wal_belongs(self.path):
                self._wal_set_aside(wal, "foreign_wal_set_aside")
        try:
            conn = sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_TIMEOUT)
        except sqlite3.Error as error:
            raise self._sqlite_error(error, "open") from error
        opening.opened(self.path)
        conn.text_factory = stored_text
        try:
            db = Database(conn)
            self._check_integrity(db)
            try:
                version = schema_version(db)
            except ValueError as error:
                raise self._damaged(str(error)) from None
            self._check_version(db, version)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")  # (a tap's commit: NORMAL, see sync)
            db.execute(f"PRAGMA cache_size=-{CACHE_KIB}")
            if version < latest_version():
                with self._transaction(db, "open"):
                    migrate(db, schema_version(db))
                db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error as error:
            conn.close()
            opening.closed(self.path)
            raise self._sqlite_error(error, "open") from error
        except UnicodeDecodeError as error:  # SQLite's message quotes a damaged schema
            conn.close()
            opening.closed(self.path)
            raise self._damaged(f"damaged text in its schema ({error.reason})") from None
        except BaseException:
            conn.close()
            opening.closed(self.path)
            raise
        return db

    def _wal_set_aside(self, wal: Path, code: str) -> None:
        aside = opening.set_aside(wal)
        self.notices.append(
            DataError(
                code,
                f"The journal file {wal.name} did not belong to the database {self.path}; "
                f"it was kept, unused, as {aside.name}. The games in the database are as "
                "they were.",
                path=str(self.path),
                kept=str(aside),
            )
        )

    def _unavailable(self, error: OSError, action: str) -> DataError:
        return DataError(
            "database_unavailable",
            f"Could not {action} the companion's database {self.path} "
            f"({error.strerror or error}). Choose another folder with "
            f"{DATA_DIR_VARIABLE}, or make this one writable.",
            path=str(self.path),
            reason=str(error.strerror or error),
        )

    def _create_file(self) -> None:
        """Build a new database beside ``path`` and link it into place.

        A crash while creating leaves at most a stray temporary file, never a
        half-made database at ``path``; an instance that loses the race to
        create it uses the other one's.
        """
        temporary = self.path.with_name(f".{self.path.name}.{uuid.uuid4().hex}.new")
        try:
            conn = sqlite3.connect(temporary, isolation_level=None)
            try:
                db = Database(conn)
                with self._transaction(db, "create"):
                    migrate(db, 0)
            finally:
                conn.close()
            try:
                os.link(temporary, self.path)  # atomic, and never replaces a file
            except FileExistsError:
                pass
            except OSError:  # a file system without hard links
                if not self.path.exists():
                    os.rename(temporary, self.path)
        except sqlite3.Error as error:
            raise self._sqlite_error(error, "create") from error
        except OSError as error:
            raise self._unavailable(error, "create") from error
        finally:
            with contextlib.suppress(OSError):
                temporary.unlink(missing_ok=True)

    def _check_file(self) -> None:
        try:
            size = self.path.stat().st_size
            with open(self.path, "rb") as file:
                header = file.read(100)
        except OSError as error:
            raise self._unavailable(error, "read") from error
        if size == 0:
            raise self._damaged("the file is empty")
        if len(header) < 100 or not header.startswith(_SQLITE_MAGIC):
            raise self._damaged("it is not a SQLite database")
        page_size = int.from_bytes(header[16:18], "big")
        page_size = 65536 if page_size == 1 else page_size
        if page_size < 512 or page_size & (page_size - 1) or size % page_size:
            raise self._damaged("the file is cut short")

    def _check_integrity(self, db: Database) -> None:
        problems = [row[0] for row in db.execute("PRAGMA quick_check").fetchall()]
        if problems != ["ok"]:
            raise self._damaged(problems[0] if problems else "the integrity check failed")

    def _check_version(self, db: Database, version: int) -> None:
        if version > latest_version():
            raise DataError(
                "database_too_new",
                f"The database {self.path} was written by a newer version of the companion "
                f"(schema {version}); this version reads up to schema {latest_version()}. "
                "It was not changed.",
                path=str(self.path),
                version=version,
                supported=latest_version(),
            )
        if version == 0 and db.table_names():
            raise DataError(
                "not_a_companion_database",
                f"The file {self.path} is a database of another program; it was not changed.",
                path=str(self.path),
            )

    def _damaged(self, reason: str) -> DataError:
        return DataError(
            "database_damaged",
            f"The companion's database {self.path} is damaged ({reason}). It can be moved "
            "aside, keeping it whole, and a fresh database started.",
            path=str(self.path),
            reason=reason,
        )

    def _sqlite_error(self, error: sqlite3.Error, action: str) -> DataError:
        """The store's error for ``error``: the database being unreachable (locked,
        read-only, a disk problem: try again or elsewhere), or else damaged (a
        malformed file, a schema or rows that contradict the store's own)."""
        reason = str(error).casefold()
        if not any(word in reason for word in _UNAVAILABLE):
            return self._damaged(str(error))
        return DataError(
            "database_unavailable",
            f"Could not {action} the companion's database {self.path} ({error}). "
            "Nothing of this change was saved.",
            path=str(self.path),
            reason=str(error),
        )

    # -- transactions ----------------------------------------------------------

    @contextmanager
    def _transaction(self, db: Database, action: str, *, synced: bool = True) -> Iterator[Database]:
        if self._writing:  # inside a write transaction: a savepoint of it
            with self._savepoint(db, action):
                yield db
            return
        try:
            fresh = self._begin(db, synced)
        except sqlite3.Error as error:
            self._synchronous_full(db, synced)
            raise self._sqlite_error(error, action) from error
        self._writing = True
        try:
            yield db
            db.execute(_COUNT_WRITE)  # puts this database's id into every commit of the WAL
            db.execute("COMMIT")
            self._synchronous_full(db, synced)
            if db is getattr(self, "db", None):
                self._commits += 1
                self._unsynced = not synced  # a synced commit syncs the whole -wal
                self._folder_unsynced = self._folder_unsynced or fresh  # (the store's own sync)
                self._syncing.covers = self._syncing.covers and synced
                if not opening.wal_path(self.path).exists():
                    self._wal_vanished()
        except BaseException as error:
            if db.conn.in_transaction:
                db.execute("ROLLBACK")
            self._synchronous_full(db, synced)
            self._raise(error, action)
        finally:
            self._writing = False

    def _begin(self, db: Database, synced: bool) -> bool:
        """``BEGIN IMMEDIATE``; a tap's commit (not ``synced``) with
        ``synchronous=NORMAL``, or ``OFF`` when the ``-wal`` is empty once the write lock
        is held (no frame of it to guard: SQLite would sync the new WAL's header, and
        its folder when the file is new, inside the commit); True then (see sync)."""
        if synced:
            db.execute("BEGIN IMMEDIATE")
            return False
        wal = opening.wal_path(self.path)
        if db is self.db and _wal_empty(wal):  # (set outside a transaction only)
            db.execute("PRAGMA synchronous=OFF")
            db.execute("BEGIN IMMEDIATE")
            if _wal_empty(wal):  # (no other instance wrote before the lock)
                return True
            db.execute("ROLLBACK")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("BEGIN IMMEDIATE")
        return False

    @staticmethod
    def _synchronous_full(db: Database, synced: bool) -> None:
        """Back to ``synchronous=FULL`` after a tap's transaction (every other commit
        waits for the disk)."""
        if not synced and not db.conn.in_transaction:
            with contextlib.suppress(sqlite3.ProgrammingError):  # closed: -wal vanished
                db.execute("PRAGMA synchronous=FULL")

    @contextmanager
    def _savepoint(self, db: Database, action: str) -> Iterator[None]:
        """All of the block or none of it, inside the write transaction open (saved when
        that one commits): one tap's commands are saved together (``StoredGame.batch``)."""
        db.execute("SAVEPOINT nested")  # savepoints of one name stack
        try:
            yield
            db.execute("RELEASE nested")
        except BaseException as error:
            if db.conn.in_transaction:
                db.execute("ROLLBACK TO nested")
                db.execute("RELEASE nested")
            self._raise(error, action)

    def _raise(self, error: BaseException, action: str) -> NoReturn:
        """Raise what a failed transaction raises: SQLite's errors and damaged text as
        ``DataError`` naming the database file, anything else as it was."""
        if isinstance(error, sqlite3.Error):
            raise self._sqlite_error(error, action) from error
        if isinstance(error, UnicodeDecodeError):
            raise self._damaged(f"damaged text ({error.reason})") from None
        raise error

    def transaction(self, *, synced: bool = True) -> AbstractContextManager[Database]:
        """A write transaction (``BEGIN IMMEDIATE``): all of it is saved, or none.

        It is on the disk when the block ends; with ``synced=False`` (a tap) only in
        the system's file cache (it survives a kill, not yet a power loss) until
        :meth:`sync`. Inside another transaction, it is part of that one.
        SQLite errors come out as ``DataError`` naming the database file.
        """
        return self._transaction(self.db, "save to", synced=synced)

    @contextmanager
    def reading(self) -> Iterator[Database]:
        """A read transaction: every query inside sees the same committed state (inside
        a write transaction, that one's state)."""
        if self._writing:
            yield self.db
            return
        try:
            self.db.execute("BEGIN")
            try:
                yield self.db
            finally:
                self.db.execute("COMMIT")
        except sqlite3.Error as error:
            raise self._sqlite_error(error, "read") from error
        except UnicodeDecodeError as error:  # SQLite's message quotes damaged text
            raise self._damaged(f"damaged text ({error.reason})") from None

    @property
    def unsynced(self) -> bool:
        """Whether a commit (a tap's) is not yet known to be on the disk, or the name of
        a ``-wal`` one went into empty (its folder): :meth:`sync` puts it there (a sync in
        flight counts until :meth:`after_tap` sees it land)."""
        return self._unsynced or self._folder_unsynced

    def sync(self) -> None:
        """Put every commit on the disk (sync the ``-wal`` file, what SQLite does at
        each commit with ``synchronous=FULL``), if a tap's is not there yet: the sync
        in flight is waited for, and a failure of it raised."""
        self._land(wait=True)
        if not self.unsynced:
            return
        try:
            _sync_wal(opening.wal_path(self.path), folder=self._folder_unsynced)
        except OSError as error:
            self._sync_failed(error)
        self._unsynced = self._folder_unsynced = False

    def after_tap(self) -> None:
        """The store's work in the idle time after a tap, never waiting for the disk:
        the ``-wal``'s sync is sent to a worker thread (``fdatasync`` lets go of
        Python's lock), and seen to land (or raise its failure) at the next call, which
        after :data:`CHECKPOINT_AFTER` commits also checkpoints (the WAL copied into the
        database file, which keeps SQLite's own out of the taps' commits)."""
        if not self._land(wait=False):
            return  # still in flight: the caller comes back
        if self.unsynced:
            self._send()
        elif self._commits >= CHECKPOINT_AFTER:
            self._checkpoint("PASSIVE")

    def _land(self, *, wait: bool) -> bool:
        """Take the outcome of the sync in flight (waiting for it with ``wait``); False
        while it is still running. A failed one raises as :meth:`sync` would."""
        if not self._syncing.busy:
            return True
        if not wait and not self._syncing.done():
            return False
        covers = self._syncing.covers
        try:
            self._syncing.outcome()
        except OSError as error:
            self._sync_failed(error)
        if covers:  # no tap committed since it was sent (with the folder, if due)
            self._unsynced = self._folder_unsynced = False
        return True

    def _send(self) -> None:
        """Send the ``-wal``'s sync to the worker thread."""
        try:
            self._syncing.send(opening.wal_path(self.path), folder=self._folder_unsynced)
        except OSError as error:
            self._sync_failed(error)

    def _sync_failed(self, error: OSError) -> None:
        """A failed sync of the ``-wal``: deleted under the store (its checkpoint syncs
        the database file), or the database unavailable."""
        if isinstance(error, FileNotFoundError):
            self._wal_vanished()
            return
        raise self._unavailable(error, "save to") from error

    def checkpoint(self) -> None:
        """Copy what the WAL holds into the database file and empty it (the app calls
        it every 30 s); every commit is on the disk after it."""
        self.sync()
        self._checkpoint("TRUNCATE")
        self.sync()

    def _checkpoint(self, mode: str) -> None:
        """A checkpoint; when it copied the whole WAL, the WAL starts again at once: the
        first commit of a new WAL syncs its header (SQLite does, whatever the
        ``synchronous`` mode), here rather than in the next tap's commit; its sync is
        sent to the worker. A sync in flight lands first (the WAL is not copied under it)."""
        self._land(wait=True)
        try:
            busy, frames, copied = self.db.execute(f"PRAGMA wal_checkpoint({mode})").fetchone()
        except sqlite3.Error as error:
            raise self._sqlite_error(error, "save to") from error
        if not opening.wal_path(self.path).exists():
            self._wal_vanished()
        elif not busy and frames == copied:
            with self.transaction(synced=False):
                pass  # (the commit counts a write in meta)
            self._send()
        self._commits = 0

    def _wal_vanished(self) -> None:
        """The ``-wal`` file was deleted under us: SQLite still writes to the deleted
        file, so a crash now would lose everything since the last checkpoint. Copy it
        all into the database file through the open connection, then reopen."""
        with contextlib.suppress(OSError):  # (the checkpoint syncs it all)
            self._syncing.outcome()
        self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # syncs the WAL, then the file
        self.db.close()
        opening.closed(self.path)
        self._unsynced = self._folder_unsynced = False
        self._commits = 0
        self.db = self._open()
        self.notices.append(
            DataError(
                "wal_vanished",
                f"The journal file of {self.path} was deleted while the companion was "
                "running; everything saved was written into the database.",
                path=str(self.path),
            )
        )

    def close(self) -> None:
        """Close the games still open for playing (releasing them), then the database
        (every commit on the disk first: closing a game syncs, and then the store)."""
        try:
            with contextlib.suppress(DataError):  # a failed one is tried again below
                self._land(wait=True)  # the sync in flight, before any other write
            for game in list(self._playing):
                game.close()
            self.sync()
        finally:
            with contextlib.suppress(OSError):  # (raised by the sync above)
                self._syncing.outcome()
            self._syncing.stop()
            self.db.close()
            opening.closed(self.path)

    def __enter__(self) -> GameStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- games -----------------------------------------------------------------

    def ruleset(self, game_id: str) -> Ruleset:
        """The ruleset of ``game_id``: one given to this store, else the registry's."""
        return self._rulesets.get(game_id) or get_ruleset(game_id)

    def plugin(self, game_id: str) -> GamePlugin | None:
        """The plug-in of ``game_id``, if the game is a plug-in (given here or registered)."""
        given = self._plugins.get(game_id)
        if given is not None:
            return given
        if game_id in self._rulesets:
            return None
        try:
            return get_plugin(game_id)
        except InvalidCommand:
            return None

    def data(self, ruleset: Ruleset) -> Any:
        """What tables taught the game of ``ruleset``: its plug-in's data object, built
        from the game's rows in ``game_data`` (the ruleset's built-in data if none)."""
        plugin = self.plugin(ruleset.game_id)
        if plugin is None or plugin.ruleset is not ruleset:
            return ruleset.default_data()
        return plugin.load_data(self.game_data(ruleset.game_id))

    def game_data(self, game_id: str, kind: str | None = None) -> list[DataRow]:
        """The rows tables taught ``game_id`` (only ``kind`` ones if given), by kind and key."""
        where, params = ("AND kind = ?", [game_id, kind]) if kind else ("", [game_id])
        with self.reading() as db:
            rows = db.execute(
                f"SELECT kind, key, entry FROM game_data WHERE game = ? {where} ORDER BY kind, key",
                params,
            ).fetchall()
        return [DataRow(str(k), str(key), str(entry)) for k, key, entry in rows]

    def save_game_data(
        self, game_id: str, rows: Sequence[DataRow], *, delete: Sequence[DataRow] = ()
    ) -> None:
        """Store ``rows`` for ``game_id`` (replacing rows of the same kind and key) and
        remove ``delete``, all in one transaction: all of it is saved, or none."""
        stamp = now()
        with self.transaction() as db:
            for row in delete:
                db.execute(
                    "DELETE FROM game_data WHERE game = ? AND kind = ? AND key = ?",
                    [game_id, row.kind, row.key],
                )
            for row in rows:
                db.execute(
                    "INSERT OR REPLACE INTO game_data (game, kind, key, entry, updated) "
                    "VALUES (?, ?, ?, ?, ?)",
                    [game_id, row.kind, row.key, row.entry, stamp],
                )

    def list_games(
        self, status: GameStatus | None = None, limit: int = -1, offset: int = 0
    ) -> list[GameSummary]:
        """The stored games, most recently played first; only ``status`` ones if given;
        a page of ``limit`` games after the first ``offset`` when given."""
        where = "" if status is None else "WHERE status = ?"
        rows = self.db.execute(
            f"{_SUMMARY_SELECT} {where} ORDER BY updated DESC, id DESC LIMIT ? OFFSET ?",
            ([] if status is None else [status]) + [limit, offset],
        ).fetchall()
        return [_summary(row) for row in rows]

    # -- players and the library -------------------------------------------------

    def profiles(self) -> list[Profile]:
        """Every player profile (merged ones left out), by name."""
        from companion.store import profiles  # not on the start path

        with self.reading() as db:
            return profiles.list_profiles(db)

    def profile(self, number: int) -> Profile:
        """One profile; a merged one gives the profile it became."""
        from companion.store import profiles  # not on the start path

        with self.reading() as db:
            return profiles.get_profile(db, number)

    def profile_named(self, name: str) -> Profile | None:
        """The profile a name belongs to (its own, one that played under it, or one
        merged away under it), or None."""
        from companion.store import profiles  # not on the start path

        with self.reading() as db:
            found = profiles.find_by_name(db, name)
            return None if found is None else profiles.get_profile(db, found)

    def create_profile(self, name: str, colour: str | None = None) -> Profile:
        """A new player; ``InvalidCommand`` (``profile_name_taken``...) when refused."""
        from companion.store import profiles  # not on the start path

        with self.transaction() as db:
            number = profiles.create_profile(db, name, colour)
        return self.profile(number)

    def update_profile(
        self, number: int, *, name: str | None = None, colour: str | None = ""
    ) -> Profile:
        """Rename a player and/or set their colour (``""``: unchanged, None: no
        preference); their games keep the names played under, their lessons follow."""
        from companion.store import profiles  # not on the start path

        with self.transaction() as db:
            profiles.update_profile(db, number, name=name, colour=colour)
        return self.profile(number)

    def merge_profiles(self, keep: int, merged: int) -> Profile:
        """Make ``merged`` part of ``keep`` (their games and lessons seen move to it)."""
        from companion.store import profiles  # not on the start path

        with self.transaction() as db:
            profiles.merge_profiles(db, keep, merged)
        return self.profile(keep)

    def library(self, query: LibraryQuery | None = None) -> LibraryPage:
        """A page of the game library (see :class:`~companion.store.library.LibraryQuery`)."""
        from companion.store.library import LibraryQuery, list_library  # not on the start path

        with self.reading() as db:
            return list_library(db, query or LibraryQuery())

    def library_row(self, game: int) -> LibraryRow:
        """The library row of one game (``no_such_game`` if there is none)."""
        from companion.store.library import library_row

        with self.reading() as db:
            row = library_row(db, game)
        if row is None:
            raise _no_such_game(game)
        return row

    def has_game(self, game: int) -> bool:
        """Whether game number ``game`` is stored (one look-up by id)."""
        return self.db.execute("SELECT 1 FROM games WHERE id = ?", [game]).fetchone() is not None

    def summary(self, game: int) -> GameSummary:
        """The games-list row of one game."""
        row = self.db.execute(f"{_SUMMARY_SELECT} WHERE id = ?", [game]).fetchone()
        if row is None:
            raise _no_such_game(game)
        return _summary(row)

    def new_game(
        self,
        game: Ruleset | str,
        setup: Command | Mapping[str, Any],
        *,
        title: str | None = None,
        profiles: Sequence[int | None] = (),
    ) -> StoredGame:
        """Start a game with its setup command; it is saved and open for playing.

        ``profiles`` links seat ``i`` to profile ``profiles[i]`` (the wizard's choice
        of a known player); a seat without one is linked by its name.
        The returned game's ``created`` is what the setup produced (its events and state).
        """
        ruleset = self.ruleset(game) if isinstance(game, str) else game
        session = Session(ruleset, data=self.data(ruleset))
        session.execute(setup if isinstance(setup, Command) else dict(setup))
        token = locks.new_token()
        number = self._create(ruleset, title, session.history, token, profiles)
        opened = self._held(number, ruleset, token)
        opened.created = session.history[0]
        return opened

    def open_game(self, game: int, *, read_only: bool = False, synced: bool = True) -> StoredGame:
        """Open a stored game to play it, resuming from its latest snapshot.

        Raises ``GameOpenElsewhere`` when another instance plays it; with
        ``read_only=True`` the game can be watched (``StoredGame.refresh``)
        but not changed. With ``synced=False`` (the app) its lock is committed as a
        tap is, to be synced after the table's first paint (:meth:`after_tap`).
        """
        ruleset = self.ruleset(self.summary(game).game_id)
        if read_only:
            return StoredGame(self, game, ruleset, None)
        token = locks.new_token()
        with self.transaction(synced=synced) as db:
            locks.acquire(db, game, token)
            end_pause(db, game)
        return self._held(game, ruleset, token)

    def _held(self, game: int, ruleset: Ruleset, token: str) -> StoredGame:
        """The game whose lock ``token`` holds; the lock is released if loading fails."""
        try:
            opened = StoredGame(self, game, ruleset, token)
        except BaseException:
            with self.transaction() as db:
                locks.release(db, game, token)
            raise
        self._playing.add(opened)
        return opened

    def delete_game(self, game: int) -> None:
        """Delete a game and its whole log (refused while it is open elsewhere)."""
        self.summary(game)
        with self.transaction() as db:
            locks.check_free(db, game)
            for table in (
                "events",
                "snapshots",
                "commands",
                "seats",
                "score_parts",
                "seat_tags",
                "pauses",
            ):
                db.execute(f"DELETE FROM {table} WHERE game = ?", [game])
            db.execute("DELETE FROM locks WHERE game = ?", [game])
            db.execute("DELETE FROM games WHERE id = ?", [game])
        self.checkpoint()  # a WAL never holds the loss of a game (see vetting.wal_belongs)

    def export_game(
        self, game: int, *, header: bool = True, as_far_as_it_reads: bool = False
    ) -> list[str]:
        """The game's played commands as JSON lines (see ``companion.store.transfer``).

        Undone commands and commands in conflict are left out, so the file
        replays cleanly; ``header=False`` gives the bare ``replay`` format. Every
        command is checked first: a damaged one raises ``DataError``
        (``game_damaged``), or with ``as_far_as_it_reads`` ends the file before it.
        """
        from companion.store.transfer import format_log  # not on the start path

        with self.reading() as db:
            row = db.execute(
                "SELECT game_id, title, head FROM games WHERE id = ?", [game]
            ).fetchone()
            if row is None:
                raise _no_such_game(game)
            ruleset = self.ruleset(str(row[0]))
            commands: list[str] = []
            for seq, text in db.execute(
                "SELECT seq, command FROM commands WHERE game = ? AND seq <= ? "
                "AND status = 'ok' ORDER BY seq",
                [game, row[2]],
            ):
                try:
                    ruleset.parse_command(read_json(text), saved_with=0)
                except (CompanionError, ValueError, TypeError) as error:
                    if as_far_as_it_reads and commands:
                        break
                    raise game_damaged(game, seq, error) from None
                commands.append(text)
        return list(format_log(row[0], row[1], commands, header=header))

    def import_game(
        self,
        lines: Iterable[str],
        *,
        game: str | None = None,
        title: str | None = None,
    ) -> int:
        """Check a whole game file, then store it as a new game; return its number.

        Every line is parsed and every command replayed in memory first; any
        problem raises ``DataError`` with the ``line`` and ``reason`` and
        leaves the database unchanged.
        """
        from companion.store.transfer import game_of, read_log, replay_log

        log = read_log(lines)
        game_id = game_of(log, game)
        try:
            ruleset = self.ruleset(game_id)
        except InvalidCommand as error:
            raise DataError(
                "import_unknown_game",
                f"Line 1: {error.message}",
                line=1,
                reason=error.message,
            ) from None
        session = replay_log(log, ruleset, self.data(ruleset))
        return self._create(ruleset, title or log.title, session.history, None)

    def _create(
        self,
        ruleset: Ruleset,
        title: str | None,
        history: Sequence[Outcome],
        token: str | None,
        profiles: Sequence[int | None] = (),
    ) -> int:
        created = now()
        data = self.data(ruleset)
        found = self.plugin(ruleset.game_id)
        plugin = found if found is not None and found.ruleset is ruleset else None
        from companion.store.summary import summarize

        summary = summarize(ruleset, history[-1].state, data, plugin)
        actors = [None] + [single_actor(plugin, outcome.state) for outcome in history[:-1]]
        with self.transaction() as db:
            [(number,)] = db.execute(
                "INSERT INTO games (game_id, title, created, updated, head, players, status, "
                "scores, progress, phase, player_count, rules_version) VALUES (:game_id, :title, "
                ":created, :created, :head, :players, :status, :scores, :progress, :phase, "
                ":player_count, :version) RETURNING id",
                {
                    "version": ruleset.version,
                    "game_id": ruleset.game_id,
                    "title": title or ruleset.title,
                    "created": created,
                    "head": len(history),
                    **summary.columns(),
                },
            ).fetchall()
            last_snapshot = 0
            for seq, outcome in enumerate(history, start=1):
                insert_command(
                    db, number, seq, outcome.command, outcome.events, created, actors[seq - 1]
                )
                # the last state too: an imported game's first opening folds no events
                if seq == len(history) or snapshot_due(seq, last_snapshot, self.snapshot_every):
                    insert_snapshot(db, ruleset, number, seq, outcome.state)
                    last_snapshot = seq
            record(db, number, summary, profiles)
            if token is not None:
                locks.acquire(db, number, token)
        return int(number)


_SUMMARY_SELECT = (
    "SELECT id, game_id, title, players, scores, status, created, updated, progress FROM games"
)


def _summary(row: Sequence[Any]) -> GameSummary:
    """One games-list row; a row that does not read as one is a ``damaged`` game."""
    number, game_id, title = row[0], row[1], row[2]
    try:
        players, scores = read_json(row[3]), read_json(row[4])
        for text in (game_id, title, row[5], row[6], row[7]):
            str(text).encode("utf-8")  # a damaged byte in the row
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise ValueError("the players are not a list of names")
        if not isinstance(scores, dict):
            raise ValueError("the scores are not a table")
        if row[5] not in GAME_STATUSES or not isinstance(game_id, str):
            raise ValueError("the status is unknown")
        created, updated = datetime.fromisoformat(row[6]), datetime.fromisoformat(row[7])
        progress = read_json(row[8]) if row[8] else {}
        if not isinstance(progress, dict):
            progress = {}  # only the games list reads it: shown as unknown, never damage
        return GameSummary(
            number,
            game_id,
            str(title),
            tuple(players),
            row[5],
            scores,
            created,
            updated,
            {str(k): v for k, v in progress.items() if isinstance(v, int)},
        )
    except (TypeError, ValueError):
        return GameSummary(
            number,
            str(game_id),
            str(title) if isinstance(title, str) else "",
            (),
            "damaged",
            {},
            stored_date(row[6]),
            stored_date(row[7]),
        )


def _no_such_game(game: int) -> InvalidCommand:
    return InvalidCommand("no_such_game", f"There is no saved game number {game}.", game=game)


def _has_content(path: Path) -> bool:
    try:
        return path.stat().st_size > 0
    except OSError:
        return False
