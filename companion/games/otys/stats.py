"""Statistics of a finished game: prestige by source (``PlayerState.prestige_from``,
the reasons of the ``Gained`` events that gave it: contracts, reward tokens,
permanent tokens, equipping, the trader). Prestige the state does not attribute (a
game saved before sources were kept) is counted as ``other``."""

from __future__ import annotations

from typing import Any

from companion.core.scores import Breakdown
from companion.games.otys.state import GameState

SOURCES = ("contract", "token", "permanent", "equip", "trader")


def stats_breakdown(state: GameState, data: Any) -> Breakdown:
    """Each seat's prestige by where it came from."""
    parts: dict[str, tuple[int, ...]] = {}
    known = set(SOURCES)
    for source in SOURCES:
        parts[f"otys.stats.{source}"] = tuple(p.prestige_from.get(source, 0) for p in state.players)
    parts["otys.stats.other"] = tuple(
        p.prestige - sum(v for k, v in p.prestige_from.items() if k in known) for p in state.players
    )
    return Breakdown(parts)
