"""A start reads the installed distributions' entry points once, for the games and
their UIs alike (issue #13: each scan reads every installed distribution)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.core import registry
from companion.core.entry_points import Point
from ui import game_ui


def _clear() -> None:
    registry._installed.cache_clear()
    registry._declared.cache_clear()
    game_ui._entry_points.cache_clear()


@pytest.fixture
def scans(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[None]]:
    made: list[None] = []
    real = registry.scan

    def counted() -> list[Point]:
        made.append(None)
        return real()

    _clear()
    monkeypatch.setattr(registry, "scan", counted)
    yield made
    _clear()


def test_games_and_their_uis_share_one_scan(scans: list[None]) -> None:
    assert "underwater_cities" in registry.registered_games()
    assert game_ui.get_game_ui("underwater_cities").game_id == "underwater_cities"
    assert registry.get_plugin("otys").id == "otys"
    assert len(scans) == 1


def test_the_groups_stay_apart(scans: list[None]) -> None:
    games = {point.name: point.value for point in registry.installed(registry.GROUP)}
    uis = {point.name: point.value for point in registry.installed(game_ui.GROUP)}
    assert games["underwater_cities"].startswith("companion.games.")
    assert uis["underwater_cities"].startswith("ui.games.")
