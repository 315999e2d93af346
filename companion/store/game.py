"""A stored game: the core session's one door, with every change saved as it happens.

The log of a game is its commands, numbered by ``seq`` (1, 2, ...; deleting a
command leaves a gap, renumbering nothing). Each command is ``ok`` (its events are
stored and folded into the state) or ``conflict`` (illegal since an earlier
command was corrected; kept with its error, skipped by the state). The game's
``head`` is the undo pointer: commands after it are undone and kept for redo.
The state at any point is the fold of the events of the ``ok`` commands up to
it, which snapshots cache after the setup and every ``snapshot_every`` commands.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Collection, Iterator, Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from companion.core.errors import CompanionError, DataError, InvalidCommand, RuleViolation
from companion.core.model import Command, Event
from companion.core.plugin import GamePlugin, Ruleset
from companion.core.session import Outcome, Session, fold
from companion.store import locks
from companion.store.errors import ReadOnlyGame
from companion.store.pauses import end_pause, is_paused, start_pause
from companion.store.results import add_gap
from companion.store.rows import (
    insert_command,
    insert_events,
    insert_snapshot,
    message_json,
    now,
    read_json,
    single_actor,
    snapshot_due,
    stored_date,
    to_json,
    update_game,
)

if TYPE_CHECKING:
    from companion.core.sqlite import Database
    from companion.store.database import GameStore
    from companion.store.entries import LogEntry
    from companion.store.summary import Summary

Frame = tuple[int, Any]
"""``(seq, state after that command)``; seq 0 is the state before setup."""

FRAMES_KEPT = 64
"""States kept in memory for undo; older ones are rebuilt from a snapshot when needed."""


WRITTEN_AHEAD = 4
"""How many outcomes' stored text :meth:`StoredGame.write_ahead` keeps."""


class StoredGame:
    """A game open from a :class:`~companion.store.GameStore`.

    Opened for playing, it holds the game's lock: ``execute``, ``undo``,
    ``redo``, ``edit`` and ``delete`` each validate through the ruleset, then
    save in one transaction, and only then change the state in memory: if
    saving fails, the game in memory is as it was. Opened read-only, it can
    show the game and ``refresh`` it, and every change raises ``ReadOnlyGame``.
    Close it (or use it as a context manager) to release the lock.
    """

    def __init__(self, store: GameStore, game: int, ruleset: Ruleset, token: str | None) -> None:
        self.store = store
        self.id = game
        self.ruleset = ruleset
        self._token = token
        self.session = Session(ruleset, data=store.data(ruleset))
        found = store.plugin(ruleset.game_id)
        self.plugin: GamePlugin | None = found if found and found.ruleset is ruleset else None
        """The game's plug-in (None for a bare ruleset): its phase, actors, result."""
        """The game in memory: its ruleset, its data and the state at the undo pointer."""
        self.created: Outcome | None = None
        """What the setup produced, when this game was just created by ``new_game``."""
        self._frames: list[Frame] = []
        self._tail = 0
        self._saved_with = ruleset.version
        """The rules version the stored commands were written under."""
        self._batched = False
        """True inside :meth:`batch` (its transaction is open)."""
        self._unsynced_batch = False
        """True inside a :meth:`batch` that does not wait for the disk (a tap's)."""
        self._later: tuple[int, Any] | None = None
        """A snapshot due in a tap, left for the idle time after it (:meth:`keep_snapshot`):
        the command's ``seq`` and the state after it."""
        self._written: list[tuple[tuple[Event, ...], list[str]]] = []
        """The stored JSON of the events of outcomes worked out ahead
        (:meth:`write_ahead`): the very tuple of events and their texts."""
        self.refresh()

    @property
    def data(self) -> Any:
        """What tables taught this game (its card library...), given to every rule."""
        return self.session.data

    def reload_data(self, data: Any = None) -> None:
        """Read the game's data again (after a table taught it something new), or take
        ``data``: what reading it again gives, already worked out by the caller."""
        self.session.data = self.store.data(self.ruleset) if data is None else data

    # -- reading ---------------------------------------------------------------

    @property
    def state(self) -> Any:
        """The current state (at the undo pointer)."""
        return self.session.state

    def _set_frames(self, frames: list[Frame]) -> None:
        """Make ``frames`` the states kept for undo (the last :data:`FRAMES_KEPT` of them:
        a reload from a snapshot folds up to ``snapshot_every``)."""
        self._frames = frames[-FRAMES_KEPT:]
        self.session.state = frames[-1][1]

    @property
    def head(self) -> int:
        """The ``seq`` of the last command in play (0 when everything is undone)."""
        return self._frames[-1][0]

    @property
    def read_only(self) -> bool:
        """True when this game cannot be changed here (opened read-only, or closed)."""
        return self._token is None

    @property
    def can_undo(self) -> bool:
        """Whether there is a command to undo."""
        return self.head > 0

    @property
    def can_redo(self) -> bool:
        """Whether there is an undone command to redo."""
        return self._tail > self.head

    def refresh(self) -> None:
        """Reload the game from the database (shows another instance's moves).

        Snapshots and stored events only cache what the commands give (a snapshot a
        tap left for the idle time is dropped). When they were written by another
        version of the rules (``games.rules_version`` differs from
        ``ruleset.version``) or this ruleset cannot read them, a game open for playing
        is re-derived from its commands and saved again, which reports commands the
        new rules forbid as conflicts; a read-only one is re-derived in memory only.
        """
        self._later = None
        with self.store.reading() as db:
            row = db.execute(
                "SELECT head, rules_version FROM games WHERE id = ?", [self.id]
            ).fetchone()
            if row is None:
                raise InvalidCommand(
                    "no_such_game", f"There is no saved game number {self.id}.", game=self.id
                )
            head, version = row[0], row[1]
            self._saved_with = version if isinstance(version, int) else 0
            self._tail = self._last_seq()
            if not isinstance(head, int) or not 0 <= head <= self._tail:
                raise game_damaged(self.id, None, ValueError(f"its undo pointer is {head!r}"))
            outdated = not isinstance(version, int) or version != self.ruleset.version
            if not outdated:
                try:
                    self._set_frames(self._frames_to(head))
                    return
                except (CompanionError, sqlite3.Error):
                    raise
                except Exception:  # a snapshot or event this ruleset cannot read: rebuild
                    pass
            (first_seq, first) = db.execute(
                "SELECT seq, command FROM commands WHERE game = ? ORDER BY seq LIMIT 1",
                [self.id],
            ).fetchone()
        if self._token is None:
            self._set_frames(self._derived(head))
            return
        self._set_frames([(head, None)])  # the head for _rewrite, which derives its state
        self._rewrite(self._token, first_seq, self._command(first_seq, first))

    def _derived(self, head: int) -> list[Frame]:
        """The frames up to ``head`` re-derived from the commands, in memory only (a
        read-only game saved by an older version: its stored events are not trusted)."""
        state: Any = None
        frames: list[Frame] = [(0, None)]
        with self.store.reading() as db:
            rows = db.execute(
                "SELECT seq, command FROM commands WHERE game = ? AND seq <= ? "
                "AND status = 'ok' ORDER BY seq",
                [self.id, head],
            ).fetchall()
        for seq, text in rows:
            try:
                events = self.ruleset.decide(state, self._command(seq, text), self.data)
            except CompanionError:
                continue  # illegal under these rules: opening it for playing marks it
            state = fold(self.ruleset, state, events)
            frames.append((seq, state))
        if frames[-1][0] != head:
            frames.append((head, state))
        return frames

    def state_before(self, seq: int) -> Any:
        """The state just before command ``seq`` (what the table saw when it was tapped):
        the fold of every ``ok`` command before it, undone ones included, as
        :meth:`edit` replays them. Raises ``no_such_command`` for an unknown ``seq``."""
        for index, (frame_seq, _) in enumerate(self._frames[1:], start=1):
            if frame_seq == seq:
                return self._frames[index - 1][1]
        with self.store.reading() as db:
            found = db.execute(
                "SELECT 1 FROM commands WHERE game = ? AND seq = ?", [self.id, seq]
            ).fetchone()
            if found is None:
                raise InvalidCommand(
                    "no_such_command", f"There is no command number {seq} in this game.", seq=seq
                )
            return self._frames_to(self._previous(seq))[-1][1]

    def states(self) -> Iterator[tuple[int, datetime, Any]]:
        """``(seq, when, state after it)`` for every command in play, oldest first,
        folded from the stored events (statistics: a game's score progression)."""
        with self.store.reading() as db:
            rows = db.execute(
                "SELECT c.seq, c.created, e.event FROM commands c LEFT JOIN events e "
                "ON e.game = c.game AND e.seq = c.seq WHERE c.game = ? AND c.seq <= ? "
                "AND c.status = 'ok' ORDER BY c.seq, e.idx",
                [self.id, self.head],
            ).fetchall()
        state: Any = None
        current: tuple[int, object] | None = None
        for seq, created, event in rows:
            if current is not None and current[0] != seq:
                yield current[0], stored_date(current[1]), state
            current = (seq, created)
            if event is not None:
                state = self.ruleset.evolve(state, self._read_event(read_json(event)))
        if current is not None:
            yield current[0], stored_date(current[1]), state

    def log(self, since: int = 0, before: int | None = None) -> list[LogEntry]:
        """Every stored command after seq ``since`` (and before seq ``before``, if
        given), oldest first, with its status."""
        from companion.store.entries import LogEntry, stored_error  # not on the start path

        until = "" if before is None else " AND seq < ?"
        bounds = [self.id, since] if before is None else [self.id, since, before]
        with self.store.reading() as db:
            rows = db.execute(
                "SELECT seq, command, status, error, created FROM commands WHERE game = ? "
                f"AND seq > ?{until} ORDER BY seq",
                bounds,
            ).fetchall()
            stored: dict[int, list[Event]] = {}
            for seq, event in db.execute(
                f"SELECT seq, event FROM events WHERE game = ? AND seq > ?{until} "
                "ORDER BY seq, idx",
                bounds,
            ):
                with contextlib.suppress(ValueError, TypeError):  # a cache: shown if it reads
                    stored.setdefault(seq, []).append(self._read_event(read_json(event)))
        head = self.head
        return [
            LogEntry(
                seq=seq,
                command=self._command(seq, command),
                status="conflict" if status == "conflict" else "ok",
                undone=seq > head,
                error=stored_error(error) if error else None,
                created=stored_date(created),
                events=tuple(stored.get(seq, ())),
            )
            for seq, command, status, error, created in rows
        ]

    def events(self, since: int, until: int, kinds: Collection[str]) -> list[Event]:
        """The stored events of the commands after seq ``since`` up to seq ``until``
        whose ``type`` is one of ``kinds``, oldest first: the others are skipped
        before they are parsed (a long game's log holds tens of thousands of events
        that a reader of a few kinds would parse for nothing). An event that does not
        read is skipped, as :meth:`log` does."""
        marks = ", ".join("?" * len(kinds))
        found: list[Event] = []
        with self.store.reading() as db:
            for (event,) in db.execute(
                "SELECT event FROM events WHERE game = ? AND seq > ? AND seq <= ? "
                "AND CASE WHEN json_valid(event) THEN json_extract(event, '$.type') END "
                f"IN ({marks}) ORDER BY seq, idx",
                [self.id, since, until, *kinds],
            ):
                with contextlib.suppress(ValueError, TypeError):  # a cache: read if it reads
                    found.append(self._read_event(read_json(event)))
        return found

    def seqs(self, status: Literal["ok", "conflict"] | None = None) -> list[int]:
        """The ``seq`` of every stored command (or of those with ``status``), oldest
        first: where a tap stands in the log without reading the log."""
        only = "" if status is None else " AND status = ?"
        with self.store.reading() as db:
            rows = db.execute(
                f"SELECT seq FROM commands WHERE game = ?{only} ORDER BY seq",
                [self.id] if status is None else [self.id, status],
            )
            # row by row: 10,000 rows held at once would set off a full garbage collection
            return [self._seq(seq) for (seq,) in rows]

    # -- playing ---------------------------------------------------------------

    def write_ahead(self, outcome: Outcome) -> None:
        """Work out now (in idle time) the stored text of the events of ``outcome``, one
        foreseen (``Session.foresee``), for the tap that saves it: :meth:`execute` of an
        equal command in that state saves the kept outcome, its very events, and writes
        the texts kept here instead of turning each event into JSON inside the tap
        (applying production saves ≈ 15). The command is written as always (an equal
        command may order its mappings otherwise). The last :data:`WRITTEN_AHEAD` are
        kept."""
        if outcome.events and self._written_for(outcome.events) is None:
            texts = [message_json(event) for event in outcome.events]
            self._written = [(outcome.events, texts), *self._written][:WRITTEN_AHEAD]

    def _written_for(self, events: tuple[Event, ...]) -> list[str] | None:
        """The texts of ``events`` worked out ahead (:meth:`write_ahead`), if any: of
        the very tuple (the outcome kept), not of equal events."""
        for kept, texts in self._written:
            if kept is events:
                return texts
        return None

    def execute(self, command: Command | Mapping[str, Any]) -> Outcome:
        """Validate ``command``, save it with its events, and return what happened.

        An illegal command raises (``RuleViolation``, ``InvalidCommand``) and
        nothing is saved. After an undo, a new command discards the undone ones.
        """
        token = self._writable()
        outcome = self.session.decide(command if isinstance(command, Command) else dict(command))
        seq = self.head + 1
        batched = self._batched
        with self.store.transaction() as db:
            if not batched:  # a batch confirms the lock and ends a pause once
                locks.confirm(db, self.id, token)
            if self.can_redo:
                for table in ("commands", "events", "snapshots"):
                    db.execute(
                        f"DELETE FROM {table} WHERE game = ? AND seq > ?", [self.id, self.head]
                    )
                if self._later is not None and self._later[0] > self.head:
                    self._later = None  # the state after a command taken back for good
            if not batched:
                end_pause(db, self.id)
            insert_command(
                db,
                self.id,
                seq,
                outcome.command,
                outcome.events,
                now(),
                self._actor(self.state),
                texts=self._written_for(outcome.events) if outcome.events else None,
            )
            last = self._last_snapshot(self.head)
            if self._later is not None and self._later[0] <= self.head:
                last = max(last, self._later[0])
            if snapshot_due(seq, last, self.store.snapshot_every):
                if self._unsynced_batch:  # a tap: stored in the idle time after it
                    self._later = (seq, outcome.state)
                else:
                    insert_snapshot(db, self.ruleset, self.id, seq, outcome.state)
            if not batched:  # a batch writes the summary of its last state, once
                update_game(db, self.id, seq, self._summary(outcome.state), recount=False)
            add_gap(db, self.id, seq)
        self._frames.append((seq, outcome.state))
        del self._frames[:-FRAMES_KEPT]
        # Not ``session.apply``: its history would keep every state of the game (the
        # store keeps the commands; the frames above bound the states in memory).
        self.session.state = outcome.state
        self._tail = seq
        return outcome

    @contextlib.contextmanager
    def batch(self, *, synced: bool = True) -> Iterator[None]:
        """Save the commands executed inside in one transaction (one tap of the table:
        its command and the steps the app plays after it): the lock confirmed, a pause
        ended and the games-list summary written once, one commit. All of them are
        saved or none: if saving fails, the game in memory is as it was before.
        ``synced=False``: the commit does not wait for the disk (a tap; see
        :meth:`GameStore.transaction`): the caller has :meth:`GameStore.sync` called soon."""
        if self._batched or self._token is None:  # nested, or nothing can be saved
            yield
            return
        token = self._token
        kept = (list(self._frames), self._tail, self.session.state, self._later)
        head = self.head
        try:
            with self.store.transaction(synced=synced) as db:
                locks.confirm(db, self.id, token)
                end_pause(db, self.id)
                self._batched, self._unsynced_batch = True, not synced
                try:
                    yield
                finally:
                    self._batched = self._unsynced_batch = False
                if self.head != head:
                    update_game(db, self.id, self.head, self._summary(self.state), recount=False)
        except BaseException:
            self._frames, self._tail, self.session.state, self._later = kept
            raise

    def keep_snapshot(self) -> None:
        """Store the snapshot a tap left for the idle time after it (a batch that does
        not wait for the disk: serialising the state took 1.5–3 ms of the tap, one tap
        in 30–60), if this instance still plays the game; not waiting for the disk
        either (the tap's sync puts it there). Like every snapshot, a cache."""
        later, self._later = self._later, None
        if later is None or self._token is None or later[0] > self.head:
            return
        with self.store.transaction(synced=False) as db:
            if locks.holds(db, self.id, self._token):
                insert_snapshot(db, self.ruleset, self.id, *later)

    def undo(self) -> Outcome:
        """Take back the last command in play; it stays stored for :meth:`redo`.

        The returned outcome holds the undone command, the events taken back,
        the state now, and what changed.
        """
        token = self._writable()
        if not self.can_undo:
            raise RuleViolation("nothing_to_undo", "There is nothing to undo.")
        seq = self.head
        with self.store.transaction() as db:
            locks.confirm(db, self.id, token)
            frames = self._frames[:-1] if len(self._frames) > 1 else self._frames_to(seq - 1)
            command, events = self._stored(seq)
            update_game(db, self.id, frames[-1][0], self._summary(frames[-1][1]), recount=False)
            add_gap(db, self.id, seq, sign=-1)
        self._set_frames(frames)
        return Outcome(command, events, self.state, self.ruleset.changes(events))

    def redo(self) -> Outcome:
        """Play again the first undone command and return its outcome."""
        token = self._writable()
        if not self.can_redo:
            raise RuleViolation("nothing_to_redo", "There is nothing to redo.")
        with self.store.transaction() as db:
            locks.confirm(db, self.id, token)
            (seq,) = db.execute(
                "SELECT min(seq) FROM commands WHERE game = ? AND seq > ?", [self.id, self.head]
            ).fetchone()
            command, events = self._stored(seq)
            state = fold(self.ruleset, self.state, events)
            update_game(db, self.id, seq, self._summary(state), recount=False)
            add_gap(db, self.id, seq)
        self._frames.append((seq, state))
        del self._frames[:-FRAMES_KEPT]
        self.session.state = state
        return Outcome(command, events, state, self.ruleset.changes(events))

    def next_redo(self) -> Command | None:
        """The command :meth:`redo` would play again (None: nothing to redo)."""
        if not self.can_redo:
            return None
        with self.store.reading() as db:
            (seq,) = db.execute(
                "SELECT min(seq) FROM commands WHERE game = ? AND seq > ?", [self.id, self.head]
            ).fetchone()
            (text,) = db.execute(
                "SELECT command FROM commands WHERE game = ? AND seq = ?", [self.id, seq]
            ).fetchone()
        return self._command(seq, text)

    # -- fixing a past tap -----------------------------------------------------

    def edit(self, seq: int, command: Command | Mapping[str, Any]) -> list[LogEntry]:
        """Replace command ``seq`` and re-check every later command in order.

        The new command must be legal where it stands (else it raises and
        nothing changes). Later commands that are now illegal are kept with
        status ``conflict``; they are returned, oldest first, for the table to
        resolve (:meth:`delete` it, or :meth:`edit` it). Earlier conflicts
        that became legal again are back in play.
        """
        token = self._writable()
        if not isinstance(command, Command):
            command = self.ruleset.parse_command(dict(command))
        return self._rewrite(token, seq, command)

    def delete(self, seq: int) -> list[LogEntry]:
        """Remove command ``seq`` from the log and re-check every later command.

        Returns the later commands in conflict, as :meth:`edit` does. The
        first command (the setup) cannot be deleted.
        """
        return self._rewrite(self._writable(), seq, None)

    def _rewrite(self, token: str, seq: int, replacement: Command | None) -> list[LogEntry]:
        from companion.store.entries import LogEntry, StoredError

        db = self.store.db
        with self.store.transaction():
            locks.confirm(db, self.id, token)
            rows = [
                (later, self._command(later, text), created)
                for later, text, created in db.execute(
                    "SELECT seq, command, created FROM commands WHERE game = ? AND seq >= ? "
                    "ORDER BY seq",
                    [self.id, seq],
                )
            ]
            if not rows or rows[0][0] != seq:
                raise InvalidCommand(
                    "no_such_command", f"There is no command number {seq} in this game.", seq=seq
                )
            if self._saved_with != self.ruleset.version:  # store them as read today
                for later, command, _ in rows:
                    db.execute(
                        "UPDATE commands SET command = ? WHERE game = ? AND seq = ?",
                        [message_json(command), self.id, later],
                    )
            if replacement is None and self._previous(seq) == 0:
                raise RuleViolation(
                    "cannot_delete_setup",
                    "The game's setup cannot be deleted; correct it, or delete the whole game.",
                    seq=seq,
                )
            before = self._frames_to(seq - 1)
            new_head = (
                self._previous(seq) if replacement is None and seq == self.head else self.head
            )
            head_state = self.state if new_head == self.head else before[-1][1]
            if replacement is None:
                db.execute("DELETE FROM commands WHERE game = ? AND seq = ?", [self.id, seq])
                rows = rows[1:]
            else:
                db.execute(
                    "UPDATE commands SET command = ? WHERE game = ? AND seq = ?",
                    [message_json(replacement), self.id, seq],
                )
                rows[0] = (seq, replacement, rows[0][2])
            for table in ("events", "snapshots"):
                db.execute(f"DELETE FROM {table} WHERE game = ? AND seq >= ?", [self.id, seq])
            last_snapshot, state = before[0][0], before[-1][1]
            conflicts: list[LogEntry] = []
            for later, command, created in rows:
                db.execute(
                    "UPDATE commands SET actor = ? WHERE game = ? AND seq = ?",
                    [self._actor(state), self.id, later],
                )
                try:
                    events = self.ruleset.decide(state, command, self.data)
                except CompanionError as error:
                    if later == seq:
                        raise  # the corrected command itself must be legal
                    db.execute(
                        "UPDATE commands SET status = 'conflict', error = ? "
                        "WHERE game = ? AND seq = ?",
                        [to_json(error.to_dict()), self.id, later],
                    )
                    conflicts.append(
                        LogEntry(
                            seq=later,
                            command=command,
                            status="conflict",
                            undone=later > new_head,
                            error=StoredError(error.code, error.message, dict(error.params)),
                            created=stored_date(created),
                        )
                    )
                else:
                    state = fold(self.ruleset, state, events)
                    insert_events(db, self.id, later, events)
                    db.execute(
                        "UPDATE commands SET status = 'ok', error = NULL "
                        "WHERE game = ? AND seq = ?",
                        [self.id, later],
                    )
                if snapshot_due(later, last_snapshot, self.store.snapshot_every):
                    insert_snapshot(db, self.ruleset, self.id, later, state)
                    last_snapshot = later
                if later == new_head:
                    head_state = state
            update_game(db, self.id, new_head, self._summary(head_state))
            db.execute(
                "UPDATE games SET rules_version = ? WHERE id = ?", [self.ruleset.version, self.id]
            )
        self.refresh()
        return conflicts

    # -- timers ----------------------------------------------------------------

    @property
    def paused(self) -> bool:
        """True while the game's clock is paused (:meth:`pause`)."""
        with self.store.reading() as db:
            return is_paused(db, self.id)

    def pause(self) -> None:
        """Stop the game's clock (a break); the next command or :meth:`resume` starts it.
        Closing a game pauses it too, and opening it to play resumes it."""
        token = self._writable()
        with self.store.transaction() as db:
            locks.confirm(db, self.id, token)
            start_pause(db, self.id)

    def resume(self) -> None:
        """Start the game's clock again after :meth:`pause`."""
        token = self._writable()
        with self.store.transaction() as db:
            locks.confirm(db, self.id, token)
            end_pause(db, self.id)

    def _actor(self, state: Any) -> int | None:
        """The one seat that may act in ``state`` (its thinking time), if one."""
        return single_actor(self.plugin, state)

    def _summary(self, state: Any) -> Summary:
        from companion.store.summary import summarize  # in idle time after the first frame

        return summarize(self.ruleset, state, self.data, self.plugin)

    # -- the lock --------------------------------------------------------------

    def heartbeat(self) -> None:
        """Tell other instances this game is still open here (call every ~10 s).

        Raises ``GameTakenOver`` if another instance took the game over.
        """
        token = self._writable()
        with self.store.transaction() as db:
            locks.confirm(db, self.id, token)

    def close(self, *, keep_state: bool = False) -> None:
        """Release the game for other instances; this object becomes read-only.

        ``keep_state``: also store the state at the head as a snapshot, in the same
        transaction, so that opening the game again folds no events (the app leaving
        a game or quitting; issue #13). Like every snapshot it is a cache of what the
        commands give; a snapshot a previous close left is replaced when no replay
        grows longer than ``snapshot_every`` commands without it."""
        later, self._later = self._later, None
        if self._token is not None:
            with self.store.transaction() as db:
                start_pause(db, self.id)
                holds = locks.holds(db, self.id, self._token)
                if later is not None and later[0] <= self.head and holds:
                    insert_snapshot(db, self.ruleset, self.id, *later)
                if keep_state and holds:
                    self._keep_state(db)  # not when another instance plays it now
                locks.release(db, self.id, self._token)
            self._token = None
            self.store._playing.discard(self)

    def _keep_state(self, db: Database) -> None:
        """Store the state at the head as a snapshot (unless one is there). The
        snapshot before it is deleted when the one before that is at most
        ``snapshot_every`` commands below the head: every command still has a
        snapshot fewer than ``snapshot_every`` commands before it, and closing
        a game often adds no more than one snapshot."""
        head = self.head
        below = [
            seq
            for (seq,) in db.execute(
                "SELECT seq FROM snapshots WHERE game = ? AND seq <= ? ORDER BY seq DESC LIMIT 2",
                [self.id, head],
            )
        ]
        if head == 0 or (below and below[0] == head):
            return
        insert_snapshot(db, self.ruleset, self.id, head, self.state)
        if len(below) == 2 and head - below[1] <= self.store.snapshot_every:
            db.execute("DELETE FROM snapshots WHERE game = ? AND seq = ?", [self.id, below[0]])

    def __enter__(self) -> StoredGame:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- helpers (the caller holds a read or write transaction) ----------------

    def _read_event(self, data: Any) -> Event:
        """A stored event of this game. Written by these rules (the game's rules version
        is today's), it was validated when it was made: it is read back without
        validating it again, and the events' union needs no validator (issue #13:
        ≈ 1.2 MiB); an older version's are validated."""
        if self._saved_with != self.ruleset.version:
            return self.ruleset.parse_event(data)
        read = getattr(self.ruleset, "event_from_saved", self.ruleset.parse_event)
        event: Event = read(data)
        return event

    def _writable(self) -> str:
        if self._token is None:
            raise ReadOnlyGame(self.id)
        return self._token

    def _frames_to(self, limit: int) -> list[Frame]:
        """The states after each command up to ``limit``, from the latest snapshot."""
        db = self.store.db
        # What this store wrote with these rules (refresh checked the version) was
        # validated when it was made: a ruleset may read it back without validating.
        read_state = getattr(self.ruleset, "state_from_saved", self.ruleset.state_from_json)
        row = db.execute(
            "SELECT seq, state FROM snapshots WHERE game = ? AND seq <= ? "
            "ORDER BY seq DESC LIMIT 1",
            [self.id, limit],
        ).fetchone()
        base, state = (row[0], read_state(read_json(row[1]))) if row else (0, None)
        frames: list[Frame] = [(base, state)]
        for seq, event in db.execute(
            "SELECT c.seq, e.event FROM commands c LEFT JOIN events e "
            "ON e.game = c.game AND e.seq = c.seq "
            "WHERE c.game = ? AND c.seq > ? AND c.seq <= ? ORDER BY c.seq, e.idx",
            [self.id, base, limit],
        ):
            if event is not None:
                state = self.ruleset.evolve(state, self._read_event(read_json(event)))
            if frames[-1][0] == seq:
                frames[-1] = (seq, state)
            else:
                frames.append((seq, state))
        return frames

    def _stored(self, seq: int) -> tuple[Command, tuple[Event, ...]]:
        db = self.store.db
        (text,) = db.execute(
            "SELECT command FROM commands WHERE game = ? AND seq = ?", [self.id, seq]
        ).fetchone()
        rows = db.execute(
            "SELECT event FROM events WHERE game = ? AND seq = ? ORDER BY idx", [self.id, seq]
        ).fetchall()
        try:
            events = tuple(self._read_event(read_json(event)) for (event,) in rows)
        except (ValueError, TypeError) as error:
            raise game_damaged(self.id, seq, error) from None
        return self._command(seq, text), events

    def _command(self, seq: int, text: object) -> Command:
        """Stored command ``seq``; ``DataError`` (``game_damaged``) if it does not read."""
        try:
            return self.ruleset.parse_command(read_json(text), saved_with=self._saved_with)
        except (CompanionError, ValueError, TypeError) as error:
            raise game_damaged(self.id, seq, error) from None

    def _previous(self, seq: int) -> int:
        (previous,) = self.store.db.execute(
            "SELECT coalesce(max(seq), 0) FROM commands WHERE game = ? AND seq < ?",
            [self.id, seq],
        ).fetchone()
        return self._seq(previous)

    def _last_seq(self) -> int:
        (last,) = self.store.db.execute(
            "SELECT coalesce(max(seq), 0) FROM commands WHERE game = ?", [self.id]
        ).fetchone()
        return self._seq(last)

    def _last_snapshot(self, limit: int) -> int:
        (last,) = self.store.db.execute(
            "SELECT coalesce(max(seq), 0) FROM snapshots WHERE game = ? AND seq <= ?",
            [self.id, limit],
        ).fetchone()
        return self._seq(last)

    def _seq(self, value: object) -> int:
        """A stored command number; ``game_damaged`` if the row holds something else."""
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise game_damaged(self.id, None, ValueError(f"a tap is numbered {value!r}"))
        return value


def game_damaged(game: int, seq: int | None, error: Exception) -> DataError:
    """The error for a stored game whose rows do not read."""
    reason = getattr(error, "message", None) or str(error).splitlines()[0][:200]
    where = f"Tap {seq} of game {game}" if seq is not None else f"Game {game}"
    return DataError(
        "game_damaged",
        f"{where} cannot be read ({reason}). The game can be exported as far as it "
        "reads, or deleted; the other games are not affected.",
        game=game,
        seq=seq,
        reason=reason,
    )
