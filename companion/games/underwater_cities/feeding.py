"""Feeding at the end of an era (German rulebook p. 16): every connected city eats."""

from __future__ import annotations

from companion.games.underwater_cities.board import PlayerBoard
from companion.games.underwater_cities.events import Fed
from companion.games.underwater_cities.network import compute_network
from companion.games.underwater_cities.state import PlayerState

FEEDING_PENALTY = 3
"""Points an unfed connected city costs."""


def feed(player_index: int, player: PlayerState, board: PlayerBoard) -> Fed:
    """Each connected city eats 1 kelp, else 1 biomatter, else costs 3 points
    (the score stays at 0 at worst); unconnected cities do not eat (p. 16)."""
    cities = len(compute_network(board, player.built).connected_cities)
    kelp = min(cities, player.resources.kelp)
    biomatter = min(cities - kelp, player.resources.biomatter)
    unfed = cities - kelp - biomatter
    points_lost = min(player.points, FEEDING_PENALTY * unfed)
    return Fed(
        player=player_index,
        cities=cities,
        kelp=kelp,
        biomatter=biomatter,
        points_lost=points_lost,
        automatic=True,
    )
