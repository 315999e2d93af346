"""The one place the UI changes a game: the store's persistent session.

:class:`GameController` wraps a :class:`~companion.store.StoredGame`. Views
call :meth:`GameController.execute` with a typed command and redraw from the
:class:`Change` it broadcasts (the game's own ``enum.Flag`` of what changed); an
illegal command is answered with a sentence on :attr:`GameController.failed` and
changes nothing.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from companion.core.errors import CompanionError
from companion.core.model import Command, Event
from companion.store import HEARTBEAT_EVERY, LogEntry, StoredGame
from ui.messages import sentence


@dataclass(frozen=True)
class Change:
    """What a tap did: the parts of the table to redraw (``flags``, the game's own
    ``enum.Flag``, as its ruleset's ``changes`` gives them) and the events behind it."""

    flags: enum.Flag
    events: tuple[Event, ...] = ()
    undone: bool = False

    def touches(self, flags: enum.Flag) -> bool:
        """True when any of ``flags`` changed."""
        return bool(self.flags & flags)

    @property
    def everything(self) -> bool:
        """True when every part of the table changed (redraw it all)."""
        return self.flags == ~type(self.flags)(0)


class GameController(QObject):
    """One open game: execute, undo, redo and fix past taps, each saved at once."""

    changed = Signal(object)
    """A :class:`Change` after every successful tap, undo, redo or fix."""
    failed = Signal(str)
    """A sentence saying why a tap was refused (nothing changed)."""
    played = Signal(object, object)
    """The state before and the engine's :class:`~companion.core.session.Outcome` of a
    tap the table played (never an undo, redo or fix): what teaching mode reads."""

    def __init__(self, game: StoredGame, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._heartbeat = QTimer(self)
        self._heartbeat.setInterval(int(HEARTBEAT_EVERY * 1000))
        self._heartbeat.timeout.connect(self._beat)
        self._heartbeat.start()

    @property
    def id(self) -> int:
        """The game's number in the store."""
        return self.game.id

    @property
    def state(self) -> Any:
        """The current engine snapshot (the game's own state type)."""
        return self.game.state

    @property
    def game_id(self) -> str:
        """The id of the game played (its plug-in's)."""
        return self.game.ruleset.game_id

    def everything(self) -> Change:
        """A change that redraws the whole table."""
        return Change(self.game.ruleset.everything)

    @property
    def can_undo(self) -> bool:
        """Whether a tap can be taken back."""
        return self.game.can_undo and self.game.head > 1

    @property
    def can_redo(self) -> bool:
        """Whether an undone tap can be played again."""
        return self.game.can_redo

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
        """Play ``command``; True when the engine accepted (and the store saved) it."""
        before = self.state
        try:
            outcome = self.game.execute(command)
        except CompanionError as error:
            self.failed.emit(sentence(error, self._who(command), self.game_id))
            return False
        self.changed.emit(Change(outcome.changed, outcome.events))
        self.played.emit(before, outcome)
        return True

    def preview(self, command: Command) -> Any:
        """The state ``command`` would lead to, without playing it (None: illegal)."""
        try:
            return self.game.session.decide(command).state
        except CompanionError:
            return None

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

    def redo(self) -> bool:
        """Play the first undone tap again, with the commands the app sent by itself
        after it."""
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

    def log(self) -> list[LogEntry]:
        """Every tap of the game, oldest first, with undone and conflicting ones marked."""
        return self.game.log()

    def fix(self, seq: int, command: Command) -> list[LogEntry] | None:
        """Replace past tap ``seq``; returns the later taps now in conflict (None: refused)."""
        try:
            conflicts = self.game.edit(seq, command)
        except CompanionError as error:
            self.failed.emit(sentence(error, self._who(command), self.game_id))
            return None
        self.changed.emit(self.everything())
        return conflicts

    def delete(self, seq: int) -> list[LogEntry] | None:
        """Remove past tap ``seq``; returns the later taps now in conflict (None: refused)."""
        try:
            conflicts = self.game.delete(seq)
        except CompanionError as error:
            self.failed.emit(sentence(error, game=self.game_id))
            return None
        self.changed.emit(self.everything())
        return conflicts

    def _beat(self) -> None:
        try:
            self.game.heartbeat()
        except CompanionError as error:
            self._heartbeat.stop()
            self.failed.emit(sentence(error, game=self.game_id))

    def close(self) -> None:
        """Release the game for other windows."""
        self._heartbeat.stop()
        self.game.close()
