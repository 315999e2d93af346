"""A command being decided: the events so far and the state they fold to.

Rules emit their events through :class:`Run`, which folds each with
:func:`~.evolve.evolve`, so a later rule of the same command sees the state after the
earlier ones and the fold stays the one place the state changes.
"""

from __future__ import annotations

from companion.core.errors import RuleViolation
from companion.core.model import Event
from companion.games.otys.evolve import evolve
from companion.games.otys.state import GameState


class Run:
    """The events of one command and the state they lead to."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[Event] = []

    def emit(self, *events: Event) -> None:
        """Record ``events`` and fold them into :attr:`state`."""
        for event in events:
            self.events.append(event)
            self.state = evolve(self.state, event)


def refuse(code: str, message: str, **params: object) -> RuleViolation:
    """A rule violation with an ``otys.``-namespaced code (raise it)."""
    return RuleViolation(f"otys.{code}", message, **params)
