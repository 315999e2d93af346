"""Statistics and exports of saved games, without Qt (issue #16; ``docs/statistics.md``).

Generic: reads the store's tables and calls plug-ins only through the store; names
no game. The screens call these functions and draw the numbers they return.
"""

from companion.stats.numbers import (
    Bin,
    BreakdownStats,
    CategoryRecord,
    CountRecord,
    KindStats,
    PlayerRecord,
    SeatRecord,
    TagGroup,
    breakdown_stats,
    kind_stats,
    player_stats,
)
from companion.stats.sheets import (
    Progression,
    ProgressPoint,
    ScoreSheet,
    SheetSeat,
    score_progression,
    score_sheet,
)

__all__ = [
    "Bin",
    "BreakdownStats",
    "CategoryRecord",
    "CountRecord",
    "KindStats",
    "PlayerRecord",
    "ProgressPoint",
    "Progression",
    "ScoreSheet",
    "SeatRecord",
    "SheetSeat",
    "TagGroup",
    "breakdown_stats",
    "kind_stats",
    "player_stats",
    "score_progression",
    "score_sheet",
]
