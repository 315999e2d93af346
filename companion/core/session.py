"""A game in memory: the ruleset, the game's data, the state and what happened."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from companion.core.errors import CompanionError
from companion.core.model import Command, Event
from companion.core.plugin import Ruleset


class Outcome(NamedTuple):
    """What one executed command did: its events, the new state, what changed."""

    command: Command
    events: tuple[Event, ...]
    state: Any
    changed: enum.Flag


FORESEEN = 8
"""How many outcomes :meth:`Session.foresee` keeps (each keeps its states alive)."""


class Session:
    """A game in memory: a ruleset, its ``data``, the current state and the commands so far.

    ``execute`` validates a command, folds its events with the ruleset's pure
    ``evolve`` and returns an :class:`Outcome`. An illegal command raises and
    leaves the session untouched. ``data`` defaults to the ruleset's built-in data.
    """

    def __init__(self, ruleset: Ruleset, state: Any = None, data: Any = None) -> None:
        self.ruleset = ruleset
        self.data: Any = ruleset.default_data() if data is None else data
        self.state: Any = state
        self.history: list[Outcome] = []
        self._foreseen: list[tuple[Any, Any, Outcome]] = []
        """(state, data, outcome) of the last commands :meth:`foresee` worked out."""

    def decide(self, command: Command | dict[str, Any]) -> Outcome:
        """What ``command`` would do, without applying it (raises when illegal)."""
        if not isinstance(command, Command):
            command = self.ruleset.parse_command(command)
        known = self._known(command, self.state)
        if known is not None:
            return known if known.command is command else known._replace(command=command)
        return self._decide(self.state, command)

    def foresee(self, command: Command, state: Any = None) -> Outcome:
        """What ``command`` would do in ``state`` (by default the current one; raises
        when illegal), kept: :meth:`decide` of an equal command once the game is in that
        very state (the same object) with the same data returns it without deciding
        again. The rules are pure, so it is what deciding again would give (a table
        works out its next taps in idle time)."""
        at = self.state if state is None else state
        known = self._known(command, at)
        if known is not None:
            return known
        outcome = self._decide(at, command)
        self._foreseen = [(at, self.data, outcome), *self._foreseen][:FORESEEN]
        return outcome

    def _decide(self, state: Any, command: Command) -> Outcome:
        events = tuple(self.ruleset.decide(state, command, self.data))
        after = fold(self.ruleset, state, events)
        return Outcome(command, events, after, self.ruleset.changes(events))

    def _known(self, command: Command, state: Any) -> Outcome | None:
        for at, data, known in self._foreseen:
            if at is state and data is self.data and known.command == command:
                return known
        return None

    def apply(self, outcome: Outcome) -> None:
        """Make ``outcome`` (from :meth:`decide` on the current state) happen."""
        self.state = outcome.state
        self.history.append(outcome)

    def execute(self, command: Command | dict[str, Any]) -> Outcome:
        """Validate ``command``, apply its events, and return what happened."""
        outcome = self.decide(command)
        self.apply(outcome)
        return outcome

    @property
    def commands(self) -> list[Command]:
        """The commands executed in this session, oldest first."""
        return [outcome.command for outcome in self.history]


def fold(ruleset: Ruleset, state: Any, events: Sequence[Event]) -> Any:
    """Fold ``events`` into ``state`` with the ruleset's pure ``evolve``."""
    for event in events:
        state = ruleset.evolve(state, event)
    return state


def replay(ruleset: Ruleset, commands: Iterable[Any], data: Any = None) -> Session:
    """A new session with ``commands`` executed; raises at the first bad one.

    The error raised gets a ``line`` parameter (1-based) naming the command.
    """
    session = Session(ruleset, data=data)
    for line, command in enumerate(commands, start=1):
        try:
            session.execute(command)
        except CompanionError as error:
            error.params.setdefault("line", line)
            raise
    return session
