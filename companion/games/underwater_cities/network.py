"""Connectivity and legal build sites on one player board.

Pure functions over a board and ``built`` (site id → what stands there). A site
is empty when its id is not in ``built``; ``built`` is trusted to hold cities on
city sites, tunnels on tunnel sites and buildings on building sites. The start
city site always counts as holding a city (it is placed at setup). Every rule
reads only site ids, the two ends of each tunnel site and the city of each
building site, never the picture of the board.

The path rule (rulebook p. 10, "Tunnel"): a path to the start city runs along
built tunnels and through city sites, built or empty, never through an empty
tunnel site. The rulebook names no other way through, so a metropolis space only
ends a path. A tunnel site is legal when one of its ends lies on such a path.
Rulebook p. 11 ("Dein Netzwerk") then defines connection by the same paths:
every built tunnel is connected, and so is every city a built tunnel reaches, even
when the chain of tunnels passes an empty city site.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from companion.core.errors import InvalidCommand
from companion.games.underwater_cities.board import PlayerBoard
from companion.games.underwater_cities.memo import Memo
from companion.games.underwater_cities.model import BUILDING_KINDS, BuildingKind, BuiltItem

Built = Mapping[str, BuiltItem]


class Network(NamedTuple):
    """What of a player's board is connected to the start city (rulebook p. 11).

    ``connected_buildings`` are built building sites next to a connected city;
    ``tunnels`` are the built tunnels on a path to the start city (in a legal
    game: all of them); ``tunnels_adjacent_to_cities`` are those with a connected
    city at one end (the ones that produce, rulebook p. 15); a metropolis is
    connected when every tunnel site joining it holds a connected tunnel.
    """

    connected_cities: frozenset[str]
    unconnected_cities: frozenset[str]
    connected_buildings: frozenset[str]
    tunnels: frozenset[str]
    tunnels_adjacent_to_cities: frozenset[str]
    connected_metropolises: frozenset[str]


class KindCount(NamedTuple):
    """Buildings of one kind next to one city: how many, how many upgraded."""

    total: int = 0
    upgraded: int = 0


class _Topology(NamedTuple):
    start: str
    city_sites: tuple[str, ...]
    tunnel_sites: tuple[str, ...]
    ordinary_sites: tuple[str, ...]
    expansion_sites: tuple[str, ...]
    ends: dict[str, tuple[str, str]]
    links: dict[str, tuple[tuple[str, str], ...]]
    neighbours: dict[str, tuple[str, ...]]
    city_of: dict[str, str]
    sites_of_city: dict[str, tuple[str, ...]]
    metropolis_tunnels: dict[str, tuple[str, ...]]


_TOPOLOGIES: Memo[_Topology] = Memo(64)
"""By board (held weakly: a closed game's boards go with it)."""


def _topology(board: PlayerBoard) -> _Topology:
    return _TOPOLOGIES.get(board, None, lambda: _topology_of(board))


def _topology_of(board: PlayerBoard) -> _Topology:
    cities = tuple(c.id for c in board.cities)
    ends = {t.id: t.ends for t in board.tunnels}
    links: dict[str, list[tuple[str, str]]] = {c: [] for c in cities}
    for tunnel, (a, b) in ends.items():
        if a in links:
            links[a].append((tunnel, b))
        if b in links:
            links[b].append((tunnel, a))
    topology = _Topology(
        start=board.start_city,
        city_sites=cities,
        tunnel_sites=tuple(ends),
        ordinary_sites=tuple(s.id for s in board.buildings if not s.expansion),
        expansion_sites=tuple(s.id for s in board.buildings if s.expansion),
        ends=ends,
        links={c: tuple(pairs) for c, pairs in links.items()},
        neighbours={c: tuple(o for _, o in pairs if o in links) for c, pairs in links.items()},
        city_of={s.id: s.city for s in board.buildings},
        sites_of_city={c: tuple(s.id for s in board.buildings if s.city == c) for c in cities},
        metropolis_tunnels={
            m.id: tuple(t for t, pair in ends.items() if m.id in pair) for m in board.metropolises
        },
    )
    return topology


def _reach(topology: _Topology, built: Built) -> tuple[set[str], set[str]]:
    """City sites and built tunnels on a path to the start city."""
    links = topology.links
    reached = {topology.start}
    tunnels: set[str] = set()
    stack = [topology.start]
    while stack:
        for tunnel, other in links[stack.pop()]:
            if tunnel in built:
                tunnels.add(tunnel)
                if other in links and other not in reached:
                    reached.add(other)
                    stack.append(other)
    return reached, tunnels


def _cities(topology: _Topology, built: Built) -> set[str]:
    cities = {c for c in topology.city_sites if c in built}
    cities.add(topology.start)
    return cities


def _legal_cities(topology: _Topology, cities: set[str], built: Built) -> tuple[str, ...]:
    return tuple(
        c
        for c in topology.city_sites
        if c not in cities and c not in built and any(n in cities for n in topology.neighbours[c])
    )


def _unknown(board: PlayerBoard, what: str, site_id: str) -> InvalidCommand:
    return InvalidCommand(
        "unknown_site",
        f"Player board {board.id} has no {what} {site_id!r}.",
        board=board.id,
        site=site_id,
    )


def compute_network(board: PlayerBoard, built: Built) -> Network:
    """The connected and unconnected parts of ``built`` (rulebook p. 11)."""
    topology = _topology(board)
    reached, tunnels = _reach(topology, built)
    start = topology.start
    connected = frozenset(c for c in reached if c in built or c == start)
    ends = topology.ends
    adjacent = []
    for tunnel in tunnels:
        a, b = ends[tunnel]
        if a in connected or b in connected:
            adjacent.append(tunnel)
    return Network(
        connected_cities=connected,
        unconnected_cities=frozenset(
            c for c in topology.city_sites if c in built and c not in connected
        ),
        connected_buildings=frozenset(
            s for c in connected for s in topology.sites_of_city[c] if s in built
        ),
        tunnels=frozenset(tunnels),
        tunnels_adjacent_to_cities=frozenset(adjacent),
        connected_metropolises=frozenset(
            m
            for m, joining in topology.metropolis_tunnels.items()
            if joining and all(t in tunnels for t in joining)
        ),
    )


def legal_city_sites(board: PlayerBoard, built: Built) -> tuple[str, ...]:
    """Empty city sites one tunnel site (built or not) from a built city (rulebook p. 10)."""
    topology = _topology(board)
    return _legal_cities(topology, _cities(topology, built), built)


def legal_building_sites(
    board: PlayerBoard, built: Built, *, expansion: bool = False
) -> tuple[str, ...]:
    """Empty building sites next to a built city or a legal city site (rulebook p. 10).

    Ordinary sites by default; with ``expansion`` only the expansion sites, which
    need a card allowing it.
    """
    topology = _topology(board)
    cities = _cities(topology, built)
    allowed = cities.union(_legal_cities(topology, cities, built))
    sites = topology.expansion_sites if expansion else topology.ordinary_sites
    city_of = topology.city_of
    return tuple(s for s in sites if s not in built and city_of[s] in allowed)


def legal_tunnel_sites(board: PlayerBoard, built: Built) -> tuple[str, ...]:
    """Empty tunnel sites with an end on a path to the start city (rulebook p. 10)."""
    topology = _topology(board)
    reached, _ = _reach(topology, built)
    ends = topology.ends
    return tuple(
        t
        for t in topology.tunnel_sites
        if t not in built and (ends[t][0] in reached or ends[t][1] in reached)
    )


def tunnel_touches_city(board: PlayerBoard, built: Built, tunnel_id: str) -> bool:
    """True when a city stands at one end of the tunnel site ``tunnel_id``."""
    topology = _topology(board)
    if tunnel_id not in topology.ends:
        raise _unknown(board, "tunnel site", tunnel_id)
    return any(
        e in topology.links and (e in built or e == topology.start)
        for e in topology.ends[tunnel_id]
    )


def city_of_building(board: PlayerBoard, site_id: str) -> str:
    """The city site next to the building (or expansion) site ``site_id``."""
    city = _topology(board).city_of.get(site_id)
    if city is None:
        raise _unknown(board, "building site", site_id)
    return city


def buildings_of_city(
    board: PlayerBoard, built: Built, city_id: str
) -> list[tuple[str, BuiltItem]]:
    """(site id, building) for each built building site next to ``city_id``, board order."""
    sites = _topology(board).sites_of_city.get(city_id)
    if sites is None:
        raise _unknown(board, "city site", city_id)
    return [(s, built[s]) for s in sites if s in built]


def connected_building_counts(
    board: PlayerBoard, built: Built
) -> dict[str, dict[BuildingKind, KindCount]]:
    """For each connected city: its buildings by kind (every kind listed, zeros too)."""
    topology = _topology(board)
    counts: dict[str, dict[BuildingKind, KindCount]] = {}
    for city in compute_network(board, built).connected_cities:
        tally: dict[str, list[int]] = {kind: [0, 0] for kind in BUILDING_KINDS}
        for site in topology.sites_of_city[city]:
            item = built.get(site)
            row = tally.get(item.kind) if item is not None else None
            if item is not None and row is not None:
                row[0] += 1
                row[1] += item.upgraded
        counts[city] = {kind: KindCount(*tally[kind]) for kind in BUILDING_KINDS}
    return counts
