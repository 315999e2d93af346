"""The one place the UI changes a game: the store's persistent session.

:class:`GameController` wraps a :class:`~companion.store.StoredGame`. Views
call :meth:`GameController.execute` with a typed command and redraw from the
:class:`Change` it broadcasts (the game's own ``enum.Flag`` of what changed); an
illegal command is answered with a sentence on :attr:`GameController.failed` and
changes nothing.

Fixing a past tap at the table: :meth:`GameController.begin_fix` puts the
controller in a *fixing mode* where :attr:`GameController.state` is the state
just before that tap, and the first command the table plays
(:meth:`GameController.execute`) replaces it (:meth:`GameController.fix`: the
store replays everything after it); :meth:`GameController.cancel_fix` leaves
without changing anything. Undo and redo are refused while fixing. Entering and
leaving emit :attr:`GameController.changed` with everything, so every view redraws.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Hashable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal

from companion.core.errors import CompanionError
from companion.core.model import Command, Event
from companion.core.registry import get_plugin
from companion.core.session import Outcome, fold
from companion.store import HEARTBEAT_EVERY, ReadOnlyGame, StoredGame
from ui.messages import sentence

if TYPE_CHECKING:
    from companion.store import LogEntry

SYNC_WITHIN_MS = 100
"""The latest a tap's commit is put on the disk after it when no idle time came first
(a table syncs it in the idle time after the tap's paint; taps in a row less than this
apart are synced after the last of them)."""


class Change(NamedTuple):
    """What a tap did: the parts of the table to redraw (``flags``, the game's own
    ``enum.Flag``, as its ruleset's ``changes`` gives them) and the events behind it
    (a named tuple: no dataclass methods compiled at the start, issue #13)."""

    flags: enum.Flag
    events: tuple[Event, ...] = ()
    undone: bool = False
    auto: bool = False
    """The command was sent by the app after the table's tap (``Command.auto``)."""
    rewritten: bool = False
    """Past taps were replaced or deleted, or fixing began or ended: the log before the
    undo pointer changed (a history redraws it all)."""

    def touches(self, flags: enum.Flag) -> bool:
        """True when any of ``flags`` changed."""
        return bool(self.flags & flags)

    @property
    def everything(self) -> bool:
        """True when every part of the table changed (redraw it all)."""
        return self.flags == ~type(self.flags)(0)

    def and_then(self, then: Change) -> Change:
        """One change for this one and ``then`` (two commands of one tap, drawn
        together; auto only when both were)."""
        return self._replace(
            flags=self.flags | then.flags,
            events=self.events + then.events,
            undone=self.undone or then.undone,
            auto=self.auto and then.auto,
            rewritten=self.rewritten or then.rewritten,
        )


class GameController(QObject):
    """One open game: execute, undo, redo and fix past taps, each saved at once."""

    changed = Signal(object)
    """A :class:`Change` after every successful tap, undo, redo or fix."""
    failed = Signal(str)
    """A sentence saying why a tap was refused (nothing changed)."""
    played = Signal(object, object)
    """The state before and the engine's :class:`~companion.core.session.Outcome` of a
    tap the table played (never an undo, redo or fix): what teaching mode reads. The
    commands of one tap tell it once they are saved (never inside the save)."""
    fixing_changed = Signal(object)
    """The seq of the tap being fixed at the table (None: fixing ended)."""
    fixed = Signal(int, object)
    """A past tap's seq and the later taps now in conflict (a list of ``LogEntry``),
    after a fix at the table or from a form."""

    def __init__(self, game: StoredGame, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._fixing: tuple[int, Any] | None = None
        """(the seq of the tap being fixed, the state just before it)."""
        self._taps = 0
        """How deep inside :meth:`one_tap` the commands are played."""
        self._held: Change | None = None
        """The changes of the commands played inside :meth:`one_tap`, not yet told."""
        self._saving = 0
        """How deep inside :meth:`saved_together` the commands are played."""
        self._played_later: list[tuple[Any, Any]] = []
        """What :attr:`played` tells of the commands inside :meth:`saved_together`, told
        once they are saved."""
        self._heartbeat = QTimer(self)
        self._heartbeat.setInterval(int(HEARTBEAT_EVERY * 1000))
        self._heartbeat.timeout.connect(self._beat)
        self._heartbeat.start()
        self._sync = QTimer(self)
        """Puts a tap's commit on the disk at the latest :data:`SYNC_WITHIN_MS` after it,
        if no idle time did (:meth:`sync`)."""
        self._sync.setSingleShot(True)
        self._sync.setInterval(SYNC_WITHIN_MS)
        self._sync.timeout.connect(self.sync)

    @property
    def id(self) -> int:
        """The game's number in the store."""
        return self.game.id

    @property
    def state(self) -> Any:
        """The engine snapshot the table shows (the game's own state type): the
        current one, or while fixing, the one just before the tap being fixed."""
        return self._fixing[1] if self._fixing is not None else self.game.state

    @property
    def fixing(self) -> int | None:
        """The seq of the past tap being fixed at the table (None: playing on)."""
        return self._fixing[0] if self._fixing is not None else None

    @property
    def game_id(self) -> str:
        """The id of the game played (its plug-in's)."""
        return self.game.ruleset.game_id

    def everything(self, rewritten: bool = False) -> Change:
        """A change that redraws the whole table."""
        return Change(self.game.ruleset.everything, rewritten=rewritten)

    @property
    def can_undo(self) -> bool:
        """Whether a tap can be taken back (never while fixing a past tap)."""
        return self._fixing is None and self.game.can_undo and self.game.head > 1

    @property
    def can_redo(self) -> bool:
        """Whether an undone tap can be played again (never while fixing a past tap)."""
        return self._fixing is None and self.game.can_redo

    def _who(self, command: Command) -> str | None:
        """The acting player's name: ``player`` as a seat (or already a name)."""
        from ui.game_ui import get_game_ui

        player = getattr(command, "player", None)
        if isinstance(player, str):
            return player
        try:
            names = get_game_ui(self.game_id).player_names(self.state)
        except LookupError:
            return None
        if isinstance(player, int) and 0 <= player < len(names):
            return names[player]
        return None

    def execute(self, command: Command) -> bool:
        """Play ``command``; True when the engine accepted (and the store saved) it.

        While fixing a past tap, ``command`` replaces that tap instead (:meth:`fix`).
        """
        if self._fixing is not None:
            return self.fix(self._fixing[0], command) is not None
        before = self.state
        try:
            outcome = self.game.execute(command)
        except CompanionError as error:
            self._tell()  # what the tap did so far shows first, then why this was refused
            self.failed.emit(sentence(error, self._who(command), self.game_id))
            return False
        auto = getattr(command, "auto", False) is True
        change = Change(outcome.changed, outcome.events, auto=auto)
        if self._taps:
            held = self._held
            self._held = change if held is None else held.and_then(change)
        else:
            self.changed.emit(change)
        if self._saving:
            self._played_later.append((before, outcome))
        else:
            self.played.emit(before, outcome)
        return True

    @contextmanager
    def one_tap(self) -> Iterator[None]:
        """The commands played inside are one tap (the table's command and the steps
        the app plays after it): the views hear of them once, at the end, as one
        :class:`Change` (what they show is the same; they draw it once)."""
        self._taps += 1
        try:
            with self.saved_together():
                yield
        finally:
            self._taps -= 1
            if not self._taps:
                self._tell()

    @contextmanager
    def saved_together(self) -> Iterator[None]:
        """The commands played inside are saved in one transaction (``StoredGame.batch``:
        one commit for a tap's commands); when saving them fails, the game is as it was
        before: the table is told to redraw it all, and why."""
        if self._fixing is not None:  # a fix rewrites the log in its own transaction
            yield
            return
        self._saving += 1
        played = saved = False
        try:
            with self.game.batch(synced=False):  # the disk waits for the idle time after
                yield
                played = True
            saved = True
            if self.unsynced:
                self._sync.start()  # (again: never a stale one inside the next tap)
        except CompanionError as error:
            if not played:
                raise
            if self._taps:
                self._held = self.everything()  # told at the end of the tap
            else:
                self.changed.emit(self.everything())
            self.failed.emit(sentence(error, game=self.game_id))
        finally:
            self._saving -= 1
            if not self._saving:  # what teaching reads (and saves) follows the save
                later, self._played_later = self._played_later, []
                for before, outcome in later if saved else ():
                    self.played.emit(before, outcome)

    def _tell(self) -> None:
        """Emit the change held back by :meth:`one_tap`."""
        held, self._held = self._held, None
        if held is not None:
            self.changed.emit(held)

    def preview(self, command: Command) -> Any:
        """The state ``command`` would lead to, without playing it (None: illegal); kept
        for the tap that plays it (:meth:`foresee`)."""
        if self._fixing is None:
            outcome = self.foresee(command)
            return None if outcome is None else outcome.state
        return self.guess(command, self.state)  # the past moment while fixing

    def guess(self, command: Command, state: Any) -> Any:
        """The state ``command`` would lead to from ``state`` (None: illegal), worked
        out and not kept (nothing is foreseen for a tap that may never come)."""
        ruleset = self.game.ruleset
        try:
            return fold(ruleset, state, ruleset.decide(state, command, self.game.data))
        except CompanionError:
            return None

    def foresee(
        self, command: Command, state: Any = None, *, written: bool = False
    ) -> Outcome | None:
        """What ``command`` would do now (or in ``state``, one a command foreseen here
        leads to), worked out ahead of the tap that sends it (in idle time) and kept:
        that tap then saves this outcome without deciding again (the same state and an
        equal command: the rules are pure). None: illegal, or fixing a past tap (a fix
        replays the log: nothing is kept for it). ``written``: its stored text worked
        out too (``StoredGame.write_ahead``: the phase taps save many events)."""
        if self._fixing is not None:
            return None
        try:
            outcome = self.game.session.foresee(command, state)
        except CompanionError:
            return None
        if written:
            self.game.write_ahead(outcome)
        return outcome

    def undo(self) -> bool:
        """Take back the last tap (the setup stays), with the commands the app sent
        by itself after it (``Command.auto``)."""
        if not self.can_undo:
            return False
        events: list[Event] = []
        try:
            while True:  # the commands the app sent by itself go with the tap before them
                outcome = self.game.undo()
                events[:0] = outcome.events
                if not outcome.command.auto or not self.can_undo:
                    break
        except CompanionError as error:
            self.failed.emit(sentence(error, game=self.game_id))
            return False
        finally:
            if events:
                self.changed.emit(Change(self.game.ruleset.everything, tuple(events), True))
        return True

    def turn_key(self, state: Any) -> Hashable:
        """What tells one turn from the next: the game UI's ``turn_key(state)`` when it
        has one, else the phase and who may act."""
        from ui.game_ui import get_game_ui

        try:
            own = getattr(get_game_ui(self.game_id), "turn_key", None)
        except LookupError:
            own = None
        if own is not None:
            key: Hashable = own(state)
            return key
        plugin = get_plugin(self.game_id)
        return (plugin.phase(state), plugin.actors(state))

    def undo_turn(self) -> bool:
        """Take back every tap of the turn in progress, in one action; when it has no
        tap yet, the whole previous turn. Redo plays them again one tap at a time."""
        if not self.can_undo:
            return False
        game = self.game
        events: list[Event] = []
        try:
            turn = self.turn_key(game.state)
            if self.turn_key(game.state_before(game.head)) != turn:  # nothing tapped yet
                events += game.undo().events
                turn = self.turn_key(game.state)
            while self.can_undo and self.turn_key(game.state_before(game.head)) == turn:
                events += game.undo().events
        except CompanionError as error:
            self.failed.emit(sentence(error, game=self.game_id))
        if not events:
            return False
        self.changed.emit(Change(game.ruleset.everything, tuple(events), True))
        return True

    def redo(self) -> bool:
        """Play the first undone tap again, with the commands the app sent by itself
        after it."""
        if self._fixing is not None:
            return False
        events: list[Event] = []
        try:
            while True:  # with the commands the app sent by itself after it
                events += self.game.redo().events
                follows = self.game.next_redo()
                if follows is None or not follows.auto:
                    break
        except CompanionError as error:
            self.failed.emit(sentence(error, game=self.game_id))
            return False
        finally:
            if events:
                self.changed.emit(Change(self.game.ruleset.everything, tuple(events)))
        return True

    def log(self, since: int = 0, before: int | None = None) -> list[LogEntry]:
        """Every tap of the game after seq ``since`` (and before seq ``before``, if
        given), oldest first, with undone and conflicting ones marked."""
        return self.game.log(since, before)

    def events(self, since: int, until: int, kinds: Collection[str]) -> list[Event]:
        """The events of ``kinds`` of the taps after seq ``since`` up to ``until``,
        oldest first (the others are not read)."""
        return self.game.events(since, until, kinds)

    def seqs(self, conflicts: bool = False) -> list[int]:
        """The seq of every tap of the game (or of those in conflict), oldest first."""
        return self.game.seqs("conflict" if conflicts else None)

    def begin_fix(self, seq: int) -> bool:
        """Show the game as it was just before tap ``seq``; the next command played
        replaces that tap. False (and ``failed``) when the tap cannot be fixed here."""
        if self.game.read_only:
            self.failed.emit(sentence(ReadOnlyGame(self.game.id), game=self.game_id))
            return False
        try:
            before = self.game.state_before(seq)
        except CompanionError as error:
            self.failed.emit(sentence(error, game=self.game_id))
            return False
        if before is None:  # the setup is fixed with its form, not at the table
            return False
        self._fixing = (seq, before)
        self.fixing_changed.emit(seq)
        self.changed.emit(self.everything(rewritten=True))
        return True

    def cancel_fix(self) -> None:
        """Leave fixing mode; the game is as it was."""
        if self._fixing is None:
            return
        self._fixing = None
        self.fixing_changed.emit(None)
        self.changed.emit(self.everything(rewritten=True))

    def fix(self, seq: int, command: Command) -> list[LogEntry] | None:
        """Replace past tap ``seq``; returns the later taps now in conflict (None: refused).

        Ends fixing mode when it succeeds (a refused fix stays in it: tap again).
        """
        try:
            conflicts = self.game.edit(seq, command)
        except CompanionError as error:
            self.failed.emit(sentence(error, self._who(command), self.game_id))
            return None
        if self._fixing is not None:
            self._fixing = None
            self.fixing_changed.emit(None)
        self.changed.emit(self.everything(rewritten=True))
        self.fixed.emit(seq, conflicts)
        return conflicts

    def delete(self, seq: int) -> list[LogEntry] | None:
        """Remove past tap ``seq``; returns the later taps now in conflict (None: refused,
        or while fixing a tap at the table)."""
        if self._fixing is not None:
            return None
        try:
            conflicts = self.game.delete(seq)
        except CompanionError as error:
            self.failed.emit(sentence(error, game=self.game_id))
            return None
        self.changed.emit(self.everything(rewritten=True))
        return conflicts

    @property
    def unsynced(self) -> bool:
        """Whether a tap's commit is not yet on the disk (in the system's file cache: it
        survives the app being killed, not yet a power loss)."""
        return self.game.store.unsynced

    def sync(self) -> None:
        """Put the taps saved so far on the disk (``GameStore.after_tap``, whose sync
        runs on a worker thread), with the snapshot a tap left for now
        (``StoredGame.keep_snapshot``): a table calls it in the idle time after a tap's
        paint until it has landed, else :attr:`_sync` does."""
        self._sync.stop()
        if not self.unsynced:  # a later commit that waited for the disk synced it
            return
        try:
            self.game.keep_snapshot()
            self.game.store.after_tap()
        except CompanionError as error:
            self.failed.emit(sentence(error, game=self.game_id))
        else:
            if self.unsynced:  # in flight: seen to land (or fail) by the next call
                self._sync.start()

    def _beat(self) -> None:
        try:
            self.game.heartbeat()
        except CompanionError as error:
            self._heartbeat.stop()
            self.failed.emit(sentence(error, game=self.game_id))

    def close(self) -> None:
        """Release the game for other windows (a fix in progress is dropped)."""
        self._fixing = None
        self._heartbeat.stop()
        self._sync.stop()  # closing is a synced commit: the taps before it are synced too
        self.game.close(keep_state=True)  # the next opening folds no events
