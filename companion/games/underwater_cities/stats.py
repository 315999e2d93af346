"""Statistics of a finished game: points by category and the board side played.

Categories, as the final scoring sheet adds them up (German rulebook p. 17): the
points track during the game, the brown metropolis tile, end-scoring cards, cities,
resources. The tag is the side of the player boards the table chose at setup.
"""

from __future__ import annotations

from companion.core.scores import Breakdown
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.scoring import final_scores
from companion.games.underwater_cities.state import GameState

CATEGORIES = ("track", "brown_tile", "cards", "cities", "resources")


def stats_breakdown(state: GameState, data: CardLibrary) -> Breakdown:
    """Each seat's final points by category, and the board side they played."""
    scores = final_scores(state, data).players
    parts = {
        "uc.stats.track": tuple(p.before for p in scores),
        "uc.stats.brown_tile": tuple(p.metropolis for p in scores),
        "uc.stats.cards": tuple(p.cards for p in scores),
        "uc.stats.cities": tuple(p.cities for p in scores),
        "uc.stats.resources": tuple(p.resources for p in scores),
    }
    side = f"uc.stats.side.{state.settings.board_side}"
    return Breakdown(parts, {"uc.stats.board_side": tuple(side for _ in scores)})
