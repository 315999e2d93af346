"""A command being decided: the events so far and the state they fold to.

A game's rules emit their events through a :class:`Run`, which folds each with the
game's ``evolve``, so a later rule of the same command sees the state after the
earlier ones and the fold stays the one place the state changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from companion.core.model import Event

S = TypeVar("S")


class Run(Generic[S]):
    """The events of one command and the state they lead to (``fold``: the game's
    ``evolve``)."""

    def __init__(self, state: S, fold: Callable[[S, Event], S]) -> None:
        self.state = state
        self.fold = fold
        self.events: list[Event] = []

    def emit(self, *events: Event) -> None:
        """Record ``events`` and fold them into :attr:`state`."""
        for event in events:
            self.events.append(event)
            self.state = self.fold(self.state, event)
