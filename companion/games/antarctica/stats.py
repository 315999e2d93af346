"""Statistics of a finished game: points by majority (the four final scorings:
areas, research tracks, asterisk cards, discarded resources)."""

from __future__ import annotations

from typing import Any

from companion.core.scores import Breakdown
from companion.games.antarctica.position import position_of
from companion.games.antarctica.scoring import SCORINGS, final_scores
from companion.games.antarctica.state import GameState


def stats_breakdown(state: GameState, data: Any) -> Breakdown:
    """Each seat's final points in each of the four majorities."""
    players = sorted(final_scores(position_of(state)).players, key=lambda p: p.seat)
    return Breakdown(
        {f"ant.stats.{kind}": tuple(p.points(kind) for p in players) for kind in SCORINGS}
    )
