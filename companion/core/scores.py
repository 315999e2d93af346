"""A finished game's scores: each player's result and the points by category
(imported when a game's result is first asked for: not on the start path, issue #13)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from companion.core.messages import Message


@dataclass(frozen=True)
class Score:
    """One player's result: points, place (1 = first, shared on a tie), and working."""

    seat: int
    name: str
    points: int
    place: int
    working: tuple[Message, ...] = ()


@dataclass(frozen=True)
class Result:
    """The outcome of a finished game: every player's score and who won."""

    scores: tuple[Score, ...]
    winners: tuple[int, ...]
    tie_break: Message | None = None
    """How a tie on points was broken, when it was."""


@dataclass(frozen=True)
class Breakdown:
    """A finished game's points by category, per seat, for statistics.

    ``parts``: category id (a message code of the game, e.g. ``uc.stats.cards``) →
    points per seat, in seat order. ``tags``: tag id (a message code, e.g.
    ``uc.stats.board_side``) → value id per seat (a message code too), to group
    results by (a board side, a starting position...). A plug-in gives it through
    the optional ``stats_breakdown(state, data)`` (see ``docs/statistics.md``).
    """

    parts: Mapping[str, tuple[int, ...]]
    tags: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
