"""A command being decided: the events so far and the state they fold to.

Rules emit their events through :class:`Run`, which folds each with
:func:`~.evolve.evolve`, so a later rule of the same command sees the state after the
earlier ones and the fold stays the one place the state changes.
"""

from __future__ import annotations

from companion.core import deciding
from companion.core.errors import RuleViolation
from companion.games.otys.evolve import evolve
from companion.games.otys.state import GameState


class Run(deciding.Run[GameState]):
    """The events of one command and the state they lead to."""

    def __init__(self, state: GameState) -> None:
        super().__init__(state, evolve)


def refuse(code: str, message: str, **params: object) -> RuleViolation:
    """A rule violation with an ``otys.``-namespaced code (raise it)."""
    return RuleViolation(f"otys.{code}", message, **params)
