"""Connectivity and legal build sites (rulebook pp. 10-11, 14-15).

Page numbers are those of the German rulebook (seed 001), which the Italian and
Portuguese editions share. The examples of p. 11 are pictures; they are
reproduced on the provisional 3x3 layout of board 1 as far as their words go.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import InvalidCommand
from companion.games.underwater_cities.board import (
    BuildingSite,
    CitySite,
    MetropolisSpace,
    PlayerBoard,
    TunnelSite,
    load_board,
)
from companion.games.underwater_cities.model import BUILDING_KINDS, BuildKind, BuiltItem
from companion.games.underwater_cities.network import (
    KindCount,
    buildings_of_city,
    city_of_building,
    compute_network,
    connected_building_counts,
    legal_building_sites,
    legal_city_sites,
    legal_tunnel_sites,
    tunnel_touches_city,
)

Built = dict[str, BuiltItem]
CITY = BuiltItem(kind="city")


def start_only(board: PlayerBoard) -> Built:
    return {board.start_city: CITY}


def is_legal(board: PlayerBoard, built: Built, site: str, kind: BuildKind) -> bool:
    if kind in ("city", "symbiotic_city"):
        return site in legal_city_sites(board, built)
    if kind == "tunnel":
        return site in legal_tunnel_sites(board, built)
    return site in legal_building_sites(board, built) or site in legal_building_sites(
        board, built, expansion=True
    )


def play(board: PlayerBoard, steps: Iterable[tuple[str, BuildKind]]) -> Built:
    """Build one thing after another, checking that each is legal when built."""
    built = start_only(board)
    for site, kind in steps:
        assert is_legal(board, built, site, kind), f"{kind} on {site} should be legal"
        built[site] = BuiltItem(kind=kind)
    return built


@pytest.fixture(scope="module")
def board() -> PlayerBoard:
    return load_board(1)


# --- rulebook p. 11: the three pictured examples ---------------------------


def test_example_city_sites(board: PlayerBoard) -> None:
    """Rulebook p. 11, first example: green city sites; building top left opens the
    remaining site; the bottom-left city site is legal, so its building sites are too
    (a laboratory already stands on one). On the 3x3 layout one site (c21), not two,
    waits for the top-left city."""
    built = play(
        board,
        [
            ("c23", "city"),
            ("t_c23_c33", "tunnel"),
            ("c13", "city"),
            ("t_c13_c23", "tunnel"),
            ("c12", "city"),
            ("c32", "city"),
            ("t_c32_c33", "tunnel"),
            ("b_c31_1", "laboratory"),
        ],
    )
    assert set(legal_city_sites(board, built)) == {"c11", "c22", "c31"}
    buildings = legal_building_sites(board, built)
    assert {"b_c31_2", "b_c31_3"} <= set(buildings)
    assert not any(s.startswith("b_c21_") for s in buildings)
    built["c11"] = CITY
    assert "c21" in legal_city_sites(board, built)
    assert {"b_c21_1", "b_c21_2", "b_c21_3"} <= set(legal_building_sites(board, built))


def test_example_tunnel_sites(board: PlayerBoard) -> None:
    """Rulebook p. 11, second example: the legal tunnel sites are those on a path
    from the start city; all three existing tunnels are connected to it (one path
    runs through the empty city site c23)."""
    built = play(
        board,
        [
            ("t_c23_c33", "tunnel"),
            ("t_c13_c23", "tunnel"),
            ("t_c32_c33", "tunnel"),
        ],
    )
    assert set(legal_tunnel_sites(board, built)) == {
        "t_c12_c13",
        "t_c13_blue1",
        "t_c22_c23",
        "t_c22_c32",
        "t_c31_c32",
    }
    assert compute_network(board, built).tunnels == {"t_c23_c33", "t_c13_c23", "t_c32_c33"}


def test_example_network(board: PlayerBoard) -> None:
    """Rulebook p. 11, third example: the city in the middle and its building are not
    connected (no tunnel leads to it); the building in the bottom-left corner is not
    connected (no city there); everything else is connected."""
    built = play(
        board,
        [
            ("c32", "city"),
            ("t_c32_c33", "tunnel"),
            ("c23", "city"),
            ("t_c23_c33", "tunnel"),
            ("b_c33_1", "farm"),
            ("b_c32_1", "laboratory"),
            ("b_c23_2", "desalination"),
            ("c22", "city"),
            ("b_c22_1", "farm"),
            ("b_c31_1", "laboratory"),
        ],
    )
    network = compute_network(board, built)
    assert network.connected_cities == {"c33", "c32", "c23"}
    assert network.unconnected_cities == {"c22"}
    assert network.connected_buildings == {"b_c33_1", "b_c32_1", "b_c23_2"}
    assert network.tunnels == network.tunnels_adjacent_to_cities == {"t_c32_c33", "t_c23_c33"}


# --- rulebook p. 10: building rules ------------------------------------------


def test_first_tunnels_start_at_the_start_city(board: PlayerBoard) -> None:
    """Rulebook p. 10: a new tunnel site must be connected to the start city; a path
    never runs through an empty tunnel site."""
    assert set(legal_tunnel_sites(board, start_only(board))) == {"t_c23_c33", "t_c32_c33"}


def test_tunnel_may_pass_an_empty_city_site(board: PlayerBoard) -> None:
    """Rulebook p. 10: the path may run through cities and even empty city sites."""
    built = play(board, [("t_c32_c33", "tunnel")])
    assert {"t_c22_c32", "t_c31_c32"} <= set(legal_tunnel_sites(board, built))
    built = play(board, [("t_c32_c33", "tunnel"), ("t_c31_c32", "tunnel")])
    assert {"t_c21_c31", "t_c31_blue2"} <= set(legal_tunnel_sites(board, built))


def test_tunnel_never_through_an_empty_tunnel_site(board: PlayerBoard) -> None:
    """Rulebook p. 10: not through empty tunnel sites, even next to a built city."""
    built = play(board, [("c23", "city"), ("c22", "city")])
    legal = set(legal_tunnel_sites(board, built))
    assert "t_c22_c23" not in legal
    assert "t_c13_c23" not in legal
    assert legal == {"t_c23_c33", "t_c32_c33"}


def test_a_metropolis_space_only_ends_a_path(board: PlayerBoard) -> None:
    """Rulebook p. 10: paths run through cities and city sites only, so the second
    brown tunnel needs its own city end on a path (provisional reading: the rulebook
    does not mention metropolis spaces in the path rule)."""
    built = play(
        board,
        [
            ("t_c23_c33", "tunnel"),
            ("t_c22_c23", "tunnel"),
            ("t_c12_c22", "tunnel"),
            ("t_c12_brown", "tunnel"),
        ],
    )
    assert "t_c11_brown" not in legal_tunnel_sites(board, built)
    built["t_c11_c12"] = BuiltItem(kind="tunnel")
    assert "t_c11_brown" in legal_tunnel_sites(board, built)


def test_city_may_be_built_before_its_tunnel(board: PlayerBoard) -> None:
    """Rulebook p. 10: a new city needs a tunnel site (built or not) to an existing
    city; it may be built before that tunnel."""
    assert set(legal_city_sites(board, start_only(board))) == {"c23", "c32"}


def test_city_next_to_an_unconnected_city(board: PlayerBoard) -> None:
    """Rulebook p. 10: "adjacent to an existing city" - connected or not."""
    built = play(board, [("c23", "city"), ("c22", "city")])
    assert compute_network(board, built).unconnected_cities == {"c23", "c22"}
    assert set(legal_city_sites(board, built)) == {"c13", "c12", "c21", "c32"}


def test_building_next_to_a_city_or_a_legal_city_site(board: PlayerBoard) -> None:
    """Rulebook p. 10: a building site next to an existing city or to a city site
    where a city could be built now; not next to any other city site."""
    legal = set(legal_building_sites(board, start_only(board)))
    cities = {city_of_building(board, s) for s in legal}
    assert cities == {"c33", "c23", "c32"}
    assert len(legal) == 9


def test_expansion_sites_only_on_request(board: PlayerBoard) -> None:
    """Rulebook p. 10: an expansion site only with a card allowing it, and only next
    to an existing city or a legal city site."""
    built = start_only(board)
    assert not any(s.startswith("x_") for s in legal_building_sites(board, built))
    assert set(legal_building_sites(board, built, expansion=True)) == {"x_c33", "x_c23", "x_c32"}


def test_occupied_sites_are_not_legal(board: PlayerBoard) -> None:
    """Rulebook p. 10: every build goes on an empty site."""
    built = play(board, [("c32", "city"), ("t_c32_c33", "tunnel"), ("b_c33_1", "farm")])
    assert "c32" not in legal_city_sites(board, built)
    assert "t_c32_c33" not in legal_tunnel_sites(board, built)
    assert "b_c33_1" not in legal_building_sites(board, built)


# --- rulebook p. 11: the network ---------------------------------------------


def test_start_city_alone_is_the_network(board: PlayerBoard) -> None:
    """Rulebook p. 11: the start city is always part of the network."""
    network = compute_network(board, start_only(board))
    assert network.connected_cities == {"c33"}
    assert not (
        network.unconnected_cities
        or network.connected_buildings
        or network.tunnels
        or network.connected_metropolises
    )


def test_start_site_always_holds_a_city(board: PlayerBoard) -> None:
    """Rulebook p. 5: the start city stands from setup, even if ``built`` omits it."""
    assert legal_city_sites(board, {}) == ("c23", "c32")
    assert compute_network(board, {}).connected_cities == {"c33"}
    assert tunnel_touches_city(board, {}, "t_c32_c33")


def test_city_reached_past_an_empty_city_site_is_connected(board: PlayerBoard) -> None:
    """Rulebook p. 11: every tunnel is connected, so any city a tunnel leads to is
    connected - even when the chain of tunnels passes an empty city site."""
    built = play(
        board,
        [
            ("c23", "city"),
            ("c22", "city"),
            ("c21", "city"),
            ("c31", "city"),
            ("t_c32_c33", "tunnel"),
            ("t_c31_c32", "tunnel"),
        ],
    )
    network = compute_network(board, built)
    assert "c32" not in built
    assert network.connected_cities == {"c33", "c31"}
    assert network.unconnected_cities == {"c23", "c22", "c21"}
    assert network.tunnels_adjacent_to_cities == {"t_c32_c33", "t_c31_c32"}


def test_buildings_follow_their_city(board: PlayerBoard) -> None:
    """Rulebook p. 11: a building next to a connected city is connected; next to an
    unconnected city or an empty city site it is not."""
    built = play(
        board,
        [("b_c32_1", "farm"), ("c32", "city"), ("b_c32_2", "farm"), ("b_c23_1", "farm")],
    )
    assert compute_network(board, built).connected_buildings == set()
    built["t_c32_c33"] = BuiltItem(kind="tunnel")
    assert compute_network(board, built).connected_buildings == {"b_c32_1", "b_c32_2"}


def test_tunnel_between_empty_city_sites_touches_no_city(board: PlayerBoard) -> None:
    """Rulebook p. 15: a tunnel produces only when it is adjacent to a city."""
    built = play(board, [("t_c23_c33", "tunnel"), ("t_c22_c23", "tunnel")])
    network = compute_network(board, built)
    assert network.tunnels == {"t_c23_c33", "t_c22_c23"}
    assert network.tunnels_adjacent_to_cities == {"t_c23_c33"}
    assert tunnel_touches_city(board, built, "t_c23_c33")
    assert not tunnel_touches_city(board, built, "t_c22_c23")


# --- rulebook pp. 14-15: metropolises ----------------------------------------


def test_blue_metropolis_connected_by_a_tunnel_touching_no_city(board: PlayerBoard) -> None:
    """Rulebook p. 14: a blue metropolis needs its one tunnel site built; p. 15 and the
    production example: a tunnel touching no city still connects the metropolis,
    though it produces nothing itself."""
    built = play(
        board,
        [("t_c32_c33", "tunnel"), ("t_c31_c32", "tunnel"), ("t_c31_blue2", "tunnel")],
    )
    network = compute_network(board, built)
    assert network.connected_metropolises == {"blue2"}
    assert "t_c31_blue2" in network.tunnels
    assert "t_c31_blue2" not in network.tunnels_adjacent_to_cities


def test_brown_metropolis_needs_both_tunnels(board: PlayerBoard) -> None:
    """Rulebook p. 14: the brown metropolis is connected only when both of its tunnel
    sites are built."""
    steps: list[tuple[str, BuildKind]] = [
        ("t_c23_c33", "tunnel"),
        ("t_c13_c23", "tunnel"),
        ("t_c12_c13", "tunnel"),
        ("t_c11_c12", "tunnel"),
        ("t_c12_brown", "tunnel"),
    ]
    assert "brown" not in compute_network(board, play(board, steps)).connected_metropolises
    built = play(board, [*steps, ("t_c11_brown", "tunnel")])
    assert compute_network(board, built).connected_metropolises == {"brown"}


# --- helpers for production and scoring --------------------------------------


def test_building_counts_per_connected_city(board: PlayerBoard) -> None:
    """Rulebook p. 15: production counts buildings (and upgraded ones) per connected
    city; unconnected cities are ignored."""
    built = play(
        board,
        [
            ("b_c33_1", "laboratory"),
            ("b_c33_2", "laboratory"),
            ("b_c33_3", "farm"),
            ("c23", "city"),
            ("b_c23_1", "farm"),
        ],
    )
    built["b_c33_1"] = built["b_c33_2"] = BuiltItem(kind="laboratory", upgraded=True)
    counts = connected_building_counts(board, built)
    assert set(counts) == {"c33"}
    assert counts["c33"] == {
        "farm": KindCount(1, 0),
        "desalination": KindCount(0, 0),
        "laboratory": KindCount(2, 2),
    }
    assert [s for s, _ in buildings_of_city(board, built, "c23")] == ["b_c23_1"]


def test_site_lookups(board: PlayerBoard) -> None:
    """Lookups name the city of a building site and reject unknown site ids."""
    assert city_of_building(board, "x_c12") == "c12"
    assert buildings_of_city(board, start_only(board), "c11") == []
    with pytest.raises(InvalidCommand) as caught:
        city_of_building(board, "c12")
    assert caught.value.code == "unknown_site"
    with pytest.raises(InvalidCommand):
        tunnel_touches_city(board, {}, "t_c11_c33")
    with pytest.raises(InvalidCommand):
        buildings_of_city(board, {}, "brown")


def test_rules_do_not_depend_on_the_layout() -> None:
    """The rules read only ids and tunnel ends: a three-site line with other names."""
    line = PlayerBoard(
        id=99,
        side="standard",
        provisional=True,
        provenance="test",
        cities=(CitySite(id="home", start=True), CitySite(id="mid"), CitySite(id="far")),
        tunnels=(
            TunnelSite(id="a", ends=("home", "mid")),
            TunnelSite(id="b", ends=("mid", "far")),
            TunnelSite(id="m", ends=("far", "sea")),
        ),
        buildings=(BuildingSite(id="f", city="far"), BuildingSite(id="h", city="home")),
        metropolises=(MetropolisSpace(id="sea", colour="blue"),),
    )
    built = play(line, [("a", "tunnel"), ("b", "tunnel"), ("m", "tunnel"), ("h", "farm")])
    assert legal_city_sites(line, built) == ("mid",)
    assert legal_building_sites(line, built) == ()
    network = compute_network(line, built)
    assert network.connected_metropolises == {"sea"}
    assert network.tunnels_adjacent_to_cities == {"a"}
    assert network.connected_buildings == {"h"}
    # A changed board object with the same id is not served a stale adjacency.
    shorter = line.model_copy(update={"tunnels": line.tunnels[:1]})
    assert legal_tunnel_sites(shorter, start_only(shorter)) == ("a",)


# --- properties over random legal games --------------------------------------


def legal_moves(board: PlayerBoard, built: Built) -> list[tuple[str, BuildKind]]:
    moves: list[tuple[str, BuildKind]] = []
    for site in legal_city_sites(board, built):
        moves += [(site, "city"), (site, "symbiotic_city")]
    moves += [(site, "tunnel") for site in legal_tunnel_sites(board, built)]
    for expansion in (False, True):
        for site in legal_building_sites(board, built, expansion=expansion):
            moves += [(site, kind) for kind in BUILDING_KINDS]
    return moves


@settings(max_examples=150, deadline=None)
@given(board_id=st.integers(1, 8), length=st.integers(0, 70), rng=st.randoms())
def test_random_legal_games_keep_the_network_sound(
    board_id: int, length: int, rng: random.Random
) -> None:
    """Rulebook pp. 10-11 as properties: every built tunnel is connected to the start
    city; a city is connected exactly when it is the start city or a tunnel reaches
    it; connected things are built; legal sites are always empty."""
    board = load_board(board_id)
    built = start_only(board)
    tunnel_sites = {t.id: t for t in board.tunnels}
    for _ in range(length):
        moves = legal_moves(board, built)
        assert all(site not in built for site, _ in moves)
        if not moves:
            break
        site, kind = rng.choice(moves)
        upgraded = kind not in ("city", "symbiotic_city") and rng.random() < 0.4
        built[site] = BuiltItem(kind=kind, upgraded=upgraded)

        network = compute_network(board, built)
        tunnels = {s for s, item in built.items() if item.kind == "tunnel"}
        cities = {s for s, item in built.items() if item.is_city}
        assert network.tunnels == tunnels
        assert network.connected_cities | network.unconnected_cities == cities
        assert not network.connected_cities & network.unconnected_cities
        reached = {e for t in tunnels for e in tunnel_sites[t].ends} | {board.start_city}
        assert network.connected_cities == cities & reached
        assert network.tunnels_adjacent_to_cities == {
            t for t in tunnels if tunnel_touches_city(board, built, t)
        }
        assert network.connected_buildings <= set(built)
        assert all(
            city_of_building(board, s) in network.connected_cities
            for s in network.connected_buildings
        )
        for metropolis in board.metropolises:
            joining = {t for t, s in tunnel_sites.items() if metropolis.id in s.ends}
            connected = metropolis.id in network.connected_metropolises
            assert connected == (joining <= tunnels)


def test_benchmark_one_tap_on_a_full_board(benchmark: Any) -> None:
    """Speed of what a tap recomputes (run with --benchmark-enable to time it)."""
    board = load_board(8)
    built = start_only(board)
    for site in (*board.cities, *board.tunnels):
        built[site.id] = BuiltItem(kind="tunnel" if site in board.tunnels else "city")
    for n, site in enumerate(board.buildings):
        built[site.id] = BuiltItem(kind=BUILDING_KINDS[n % 3], upgraded=n % 2 == 0)

    def tap() -> int:
        network = compute_network(board, built)
        legal = (
            legal_city_sites(board, built),
            legal_building_sites(board, built),
            legal_tunnel_sites(board, built),
        )
        return len(network.connected_buildings) + sum(map(len, legal))

    assert benchmark(tap) == len(board.buildings)
