"""Production and feeding at the end of an era (rulebook pp. 15–16).

Only connected things produce (info card). This module is the era-end hook:
``flow`` calls :func:`produce` for every player, folds it, then :func:`feed`.
"""

from __future__ import annotations

from companion.games.underwater_cities.board import PlayerBoard
from companion.games.underwater_cities.events import Fed, Produced, ProductionLine
from companion.games.underwater_cities.model import BuildingKind, Resources
from companion.games.underwater_cities.network import (
    buildings_of_city,
    compute_network,
)
from companion.games.underwater_cities.state import PlayerState

BASE: dict[BuildingKind, Resources] = {
    "farm": Resources(kelp=1),
    "desalination": Resources(credits=1),
    "laboratory": Resources(science=1),
}
UPGRADED_EXTRA: dict[BuildingKind, tuple[Resources, int]] = {
    "farm": (Resources(), 1),
    "desalination": (Resources(biomatter=1), 0),
    "laboratory": (Resources(steelplast=1), 0),
}
PAIR_BONUS: dict[BuildingKind, tuple[Resources, int]] = {
    "farm": (Resources(kelp=1), 1),
    "desalination": (Resources(credits=1), 0),
    "laboratory": (Resources(steelplast=1), 0),
}
BUILDING_OF: dict[str, BuildingKind] = {
    "farm": "farm",
    "desalination": "desalination",
    "laboratory": "laboratory",
}
SYMBIOTIC_POINTS = 2
FEEDING_PENALTY = 3
_NAMES = {"farm": "farm", "desalination": "desalination plant", "laboratory": "laboratory"}


def _structure_output(kind: BuildingKind, upgraded: bool) -> tuple[Resources, int]:
    resources, points = BASE[kind], 0
    if upgraded:
        extra, extra_points = UPGRADED_EXTRA[kind]
        resources, points = resources + extra, extra_points
    return resources, points


def produce(player_index: int, player: PlayerState, board: PlayerBoard) -> Produced:
    """The player's production with one breakdown line per producing thing."""
    built = player.built
    network = compute_network(board, built)
    lines: list[ProductionLine] = []
    multiplied = {s.id for s in board.buildings if s.multiplier} | {
        t.id for t in board.tunnels if t.multiplier
    }
    cities = {c.id: c for c in board.cities}
    for city in sorted(network.connected_cities):
        upgraded_count: dict[BuildingKind, int] = {}
        for site, item in buildings_of_city(board, built, city):
            kind = BUILDING_OF[item.kind]
            resources, points = _structure_output(kind, item.upgraded)
            label = f"{'upgraded ' if item.upgraded else ''}{_NAMES[kind]} on {site} (city {city})"
            lines.append(ProductionLine(source=label, resources=resources, points=points))
            if site in multiplied:
                lines.append(
                    ProductionLine(
                        source=f"2x multiplier on {site}", resources=resources, points=points
                    )
                )
            if item.upgraded:
                upgraded_count[kind] = upgraded_count.get(kind, 0) + 1
        for kind, count in sorted(upgraded_count.items()):
            if count >= 2:
                resources, points = PAIR_BONUS[kind]
                lines.append(
                    ProductionLine(
                        source=f"city {city}: {count} upgraded {_NAMES[kind]}s",
                        resources=resources,
                        points=points,
                    )
                )
        if built[city].kind == "symbiotic_city":
            special = cities[city].symbiotic_points
            lines.append(
                ProductionLine(
                    source=f"symbiotic city {city}",
                    points=SYMBIOTIC_POINTS if special is None else special,
                )
            )
    producing_tunnels = network.tunnels_adjacent_to_cities
    for tunnel in board.tunnels:
        if tunnel.id not in producing_tunnels:
            continue
        upgraded = built[tunnel.id].upgraded
        output = Resources(credits=1)
        points = 1 if upgraded else 0
        label = f"{'upgraded ' if upgraded else ''}tunnel on {tunnel.id}"
        for _ in range(tunnel.production_factor):
            lines.append(ProductionLine(source=label, resources=output, points=points))
        if tunnel.id in multiplied:
            lines.append(
                ProductionLine(
                    source=f"2x multiplier on {tunnel.id}", resources=output, points=points
                )
            )
        if tunnel.metropolis_points:
            joined = [e for e in tunnel.ends if e in network.connected_metropolises]
            if joined:
                lines.append(
                    ProductionLine(
                        source=f"metropolis bonus of {tunnel.id}", points=tunnel.metropolis_points
                    )
                )
    for pair in board.pair_bonuses:
        if all(t in producing_tunnels for t in pair.tunnels):
            lines.append(
                ProductionLine(
                    source=f"pair bonus of {' + '.join(pair.tunnels)}",
                    resources=pair.production,
                    points=pair.points,
                )
            )
    total, points = Resources(), 0
    for line in lines:
        total, points = total + line.resources, points + line.points
    return Produced(
        player=player_index, resources=total, points=points, lines=tuple(lines), automatic=True
    )


def feed(player_index: int, player: PlayerState, board: PlayerBoard) -> Fed:
    """Each connected city eats 1 kelp, else 1 biomatter, else costs 3 points (floor 0)."""
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
