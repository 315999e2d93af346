"""The one door through which every change to a game passes."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from companion.core.errors import InvalidCommand
from companion.core.messages import Command, Event
from companion.core.registry import Ruleset


@dataclass(frozen=True)
class Outcome:
    """What one executed command did: its events, the new state, what changed."""

    command: Command
    events: tuple[Event, ...]
    state: Any
    changed: frozenset[str]


class Session:
    """A game in memory: a ruleset, the current state and the events so far.

    ``execute`` validates a command, folds its events with the ruleset's pure
    ``evolve`` and returns an :class:`Outcome`. An illegal command raises and
    leaves the session untouched.
    """

    def __init__(self, ruleset: Ruleset, state: Any = None) -> None:
        self.ruleset = ruleset
        self.state: Any = state
        self.history: list[Outcome] = []

    def execute(self, command: Command | dict[str, Any]) -> Outcome:
        """Validate ``command``, apply its events, and return what happened."""
        if not isinstance(command, Command):
            command = self.ruleset.parse_command(command)
        events = tuple(self.ruleset.decide(self.state, command))
        state = fold(self.ruleset, self.state, events)
        outcome = Outcome(command, events, state, self.ruleset.changes(events))
        self.state = state
        self.history.append(outcome)
        return outcome

    def execute_all(self, commands: Iterable[Command | dict[str, Any]]) -> Any:
        """Execute commands in order; return the final state."""
        for command in commands:
            self.execute(command)
        return self.state

    @property
    def commands(self) -> list[Command]:
        """The commands executed in this session, oldest first."""
        return [outcome.command for outcome in self.history]


def fold(ruleset: Ruleset, state: Any, events: Sequence[Event]) -> Any:
    """Fold ``events`` into ``state`` with the ruleset's pure ``evolve``."""
    for event in events:
        state = ruleset.evolve(state, event)
    return state


def replay(ruleset: Ruleset, commands: Iterable[Any]) -> Session:
    """A new session with ``commands`` executed; raises at the first bad one.

    The error raised gets a ``line`` parameter (1-based) naming the command.
    """
    session = Session(ruleset)
    for line, command in enumerate(commands, start=1):
        try:
            session.execute(command)
        except InvalidCommand as error:
            error.params.setdefault("line", line)
            raise
        except Exception as error:
            if hasattr(error, "params"):
                error.params.setdefault("line", line)
            raise
    return session
