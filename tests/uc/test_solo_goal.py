"""Solo goal (German rulebook p. 22: "mit ≥ 7 verbundenen Städten und ≥ 100 Punkten")."""

from __future__ import annotations

import pytest

from companion.core.session import Session
from companion.games.underwater_cities.queries import solo_result
from companion.games.underwater_cities.ruleset import RULESET

CITY_SITES = ["c23", "c32", "c22", "c13", "c31", "c12", "c21"]
TUNNELS = [
    "t_c23_c33",
    "t_c32_c33",
    "t_c22_c23",
    "t_c13_c23",
    "t_c31_c32",
    "t_c12_c22",
    "t_c21_c22",
]


def _solo(cities: int, points: int) -> Session:
    session = Session(RULESET)
    session.execute(
        {"type": "setup_game", "players": [{"name": "Solo", "colour": "red"}], "seed": 1}
    )
    for site in TUNNELS[: cities - 1]:
        session.execute(
            {"type": "adjust", "player": 0, "reason": "test setup", "site": site, "built": "tunnel"}
        )
    for site in CITY_SITES[: cities - 1]:
        session.execute(
            {"type": "adjust", "player": 0, "reason": "test setup", "site": site, "built": "city"}
        )
    if points:
        session.execute({"type": "adjust", "player": 0, "reason": "test setup", "points": points})
    return session


@pytest.mark.parametrize(
    ("cities", "points", "won"),
    [(7, 100, True), (8, 130, True), (6, 150, False), (7, 99, False)],
)
def test_solo_win_needs_seven_connected_cities_and_100_points(
    cities: int, points: int, won: bool
) -> None:
    result = solo_result(_solo(cities, points).state)
    assert result.connected_cities == cities
    assert result.won is won
