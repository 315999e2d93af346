"""A command being decided: the events so far and the state they fold to.

A rule that needs the state after its own first events (a research advance after
the building, the sun after the turn) emits them through :class:`Run`, which
folds each with :func:`~.evolve.evolve`, so the fold stays the one place the
state changes.
"""

from __future__ import annotations

from companion.core import deciding
from companion.core.errors import RuleViolation
from companion.games.antarctica.evolve import evolve
from companion.games.antarctica.state import GameState


class Run(deciding.Run[GameState]):
    """The events of one command and the state they lead to."""

    def __init__(self, state: GameState) -> None:
        super().__init__(state, evolve)


def refuse(code: str, message: str, **params: object) -> RuleViolation:
    """A rule violation with an ``ant.``-namespaced code (raise it)."""
    return RuleViolation(f"ant.{code}", message, **params)
