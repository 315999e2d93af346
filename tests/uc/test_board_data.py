"""The eight provisional player boards and their loader.

Geometry follows the rules digest §14 (the rulebooks show boards only as
pictures); the asymmetric sites reproduce the examples of the rulebook variant
"back side of the player boards" (German: Rückseite der Spielerbögen).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.core.errors import DataError, InvalidCommand
from companion.games.underwater_cities import board as board_module
from companion.games.underwater_cities.board import (
    BuildingSite,
    CitySite,
    PlayerBoard,
    TunnelSite,
    boards_for_side,
    load_board,
    parse_board,
)
from companion.games.underwater_cities.model import Resources

ALL_IDS = range(1, 9)
BOARDS_DIR = Path(__file__).parents[2] / "resources" / "underwater_cities" / "boards"


@pytest.fixture
def fresh_cache() -> Iterator[None]:
    load_board.cache_clear()
    yield
    load_board.cache_clear()


def boards() -> list[PlayerBoard]:
    return [load_board(i) for i in ALL_IDS]


def all_sites(board: PlayerBoard) -> list[CitySite | TunnelSite | BuildingSite]:
    return [*board.cities, *board.tunnels, *board.buildings]


def test_boards_for_side() -> None:
    """Rulebook p. 5 (setup): boards 1-4 on the standard side, 5-8 on the asymmetric."""
    assert boards_for_side("standard") == [1, 2, 3, 4]
    assert boards_for_side("asymmetric") == [5, 6, 7, 8]
    assert [load_board(i).side for i in ALL_IDS] == ["standard"] * 4 + ["asymmetric"] * 4
    with pytest.raises(InvalidCommand):
        boards_for_side("back")  # type: ignore[arg-type]


def test_every_board_is_provisional_with_provenance() -> None:
    """Design notes: every printed item records its provenance."""
    for board in boards():
        assert board.provisional
        assert f"board {board.id}" in board.provenance


def test_geometry_of_every_board() -> None:
    """Rules digest §14: 3x3 city sites, start city bottom right, a tunnel site between
    orthogonal neighbours, one expansion site per city, the brown metropolis joined to
    two top-left city sites, each blue one to one city site; enough sites for >= 7
    connected cities and >= 10 tunnels adjacent to cities."""
    grid = [f"c{r}{c}" for r in (1, 2, 3) for c in (1, 2, 3)]
    for board in boards():
        assert [c.id for c in board.cities] == grid
        assert board.start_city == "c33"
        ends = {t.id: set(t.ends) for t in board.tunnels}
        between_cities = {t for t, e in ends.items() if e <= set(grid)}
        assert len(between_cities) == 12
        for t in between_cities:
            a, b = sorted(ends[t])
            assert t == f"t_{a}_{b}"
            assert abs(int(a[1]) - int(b[1])) + abs(int(a[2]) - int(b[2])) == 1
        assert len([t for t, e in ends.items() if e & set(grid)]) >= 10
        for city in grid:
            sites = [b for b in board.buildings if b.city == city]
            assert [b.id for b in sites if b.expansion] == [f"x_{city}"]
            assert len(sites) >= 3
        colours = {m.id: m.colour for m in board.metropolises}
        assert colours == {"brown": "brown", "blue1": "blue", "blue2": "blue"}
        joined = {m: [t for t, e in ends.items() if m in e] for m in colours}
        brown_cities = {e for t in joined["brown"] for e in ends[t]} - {"brown"}
        assert brown_cities in ({"c11", "c12"}, {"c11", "c21"})
        assert len(joined["blue1"]) == len(joined["blue2"]) == 1


def test_standard_side_is_plain() -> None:
    """Rulebook (variants): surcharges and multipliers exist only on the back side;
    the standard side has three building sites per city."""
    for board in map(load_board, boards_for_side("standard")):
        sites = all_sites(board)
        assert all(s.surcharge.is_zero() for s in sites)
        assert not any(getattr(s, "multiplier", False) for s in sites)
        assert not board.pair_bonuses
        for city in board.cities:
            assert len([b for b in board.buildings if b.city == city.id]) == 4


def test_bonuses_are_sparse_and_varied() -> None:
    """Rulebook p. 14: some sites print a bonus; one or two Federation+card icons."""
    layouts = set()
    for board in boards():
        sites = all_sites(board)
        bonuses = {s.id: s.bonus for s in sites if s.bonus is not None}
        assert 3 <= len(bonuses) <= 8
        assert 1 <= sum(b.federation_card for b in bonuses.values()) <= 2
        assert any(not b.resources.is_zero() for b in bonuses.values())
        layouts.add(frozenset(bonuses))
    assert len(layouts) == 8


def test_asymmetric_side_varies_and_charges() -> None:
    """Rulebook (variants, back side): cities have different numbers of building sites;
    some sites need a surcharge; some carry a 2x multiplier."""
    for board in map(load_board, boards_for_side("asymmetric")):
        per_city = [len([b for b in board.buildings if b.city == c.id]) for c in board.cities]
        assert len(set(per_city)) > 1
        sites = all_sites(board)
        assert sum(not s.surcharge.is_zero() for s in sites) >= 3
        assert any(b.multiplier for b in board.buildings)


def test_rulebook_examples_of_the_back_side() -> None:
    """Rulebook (variants, back side), the five pictured sites, spread over boards 5-8."""
    asymmetric = [load_board(i) for i in boards_for_side("asymmetric")]
    cities = [c for b in asymmetric for c in b.cities]
    tunnels = [t for b in asymmetric for t in b.tunnels]
    assert any(
        c.surcharge == Resources(steelplast=3, credits=3) and c.symbiotic_points == 6
        for c in cities
    )
    assert any(t.surcharge == Resources(credits=1) and t.production_factor == 3 for t in tunnels)
    assert any(
        t.surcharge == Resources(credits=1, steelplast=1)
        and t.metropolis_points == 2
        and {"blue1", "blue2", "brown"} & set(t.ends)
        for t in tunnels
    )
    assert any(
        c.surcharge == Resources(science=2, credits=2) and c.bonus and c.bonus.points == 6
        for c in cities
    )
    pairs = [p for b in asymmetric for p in b.pair_bonuses]
    assert any(len(p.tunnels) == 2 and p.production == Resources(credits=2) for p in pairs)
    for board in asymmetric:
        specials = (
            sum(
                c.symbiotic_points is not None or bool(c.bonus and c.bonus.points)
                for c in board.cities
            )
            + sum(t.production_factor > 1 or t.metropolis_points > 0 for t in board.tunnels)
            + len(board.pair_bonuses)
        )
        assert specials >= 2, f"board {board.id} shows too few rulebook examples"


def test_files_are_the_boards_they_claim() -> None:
    """Each file board_N.json holds board N, valid against the model."""
    files = sorted(BOARDS_DIR.glob("*.json"))
    assert [f.name for f in files] == [f"board_{i}.json" for i in ALL_IDS]
    for file in files:
        board = parse_board(file.read_text(encoding="utf-8"), file.name)
        assert file.name == f"board_{board.id}.json"


# --- loader errors -------------------------------------------------------------


def test_unknown_board_numbers(fresh_cache: None) -> None:
    """Only boards 1 to 8 exist."""
    for bad in (0, 9):
        with pytest.raises(DataError) as caught:
            load_board(bad)
        assert caught.value.code == "unknown_board"
        assert str(bad) in caught.value.message


def _use_dir(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    monkeypatch.setattr(board_module, "_boards_dir", lambda: folder)


def test_missing_board_file(
    fresh_cache: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A missing file is an unknown board, and the message names the file."""
    _use_dir(monkeypatch, tmp_path)
    with pytest.raises(DataError) as caught:
        load_board(3)
    assert caught.value.code == "unknown_board"
    assert "board_3.json" in caught.value.message


def test_damaged_json(fresh_cache: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Broken JSON names the file and the line."""
    (tmp_path / "board_2.json").write_text('{"id": 2,\n "side": }', encoding="utf-8")
    _use_dir(monkeypatch, tmp_path)
    with pytest.raises(DataError) as caught:
        load_board(2)
    assert caught.value.code == "board_file_damaged"
    assert "board_2.json" in caught.value.message
    assert "line 2" in caught.value.message
    assert caught.value.params["file"] == "board_2.json"


def _write_changed(folder: Path, board_id: int, change: dict[str, object]) -> None:
    data = json.loads((BOARDS_DIR / f"board_{board_id}.json").read_text(encoding="utf-8"))
    data.update(change)
    (folder / f"board_{board_id}.json").write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"provisional": "perhaps"}, "provisional"),
        ({"cities": [{"id": "c11"}]}, "exactly one start city"),
        ({"tunnels": [{"id": "t", "ends": ["c11", "c99"]}]}, "unknown"),
        ({"pair_bonuses": [{"tunnels": ["t_x"], "production": {"credits": 2}}]}, "t_x"),
    ],
)
def test_invalid_board_data(
    fresh_cache: None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    change: dict[str, object],
    words: str,
) -> None:
    """Data that breaks the model names the file and what is wrong."""
    _write_changed(tmp_path, 4, change)
    _use_dir(monkeypatch, tmp_path)
    with pytest.raises(DataError) as caught:
        load_board(4)
    assert caught.value.code == "board_file_damaged"
    assert "board_4.json" in caught.value.message
    assert words in caught.value.message


def test_file_holding_another_board(
    fresh_cache: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file whose board id or side does not match its name is damaged."""
    _write_changed(tmp_path, 6, {"id": 7})
    _write_changed(tmp_path, 1, {"side": "asymmetric"})
    _use_dir(monkeypatch, tmp_path)
    for board_id in (6, 1):
        with pytest.raises(DataError) as caught:
            load_board(board_id)
        assert caught.value.code == "board_file_damaged"
        assert f"board_{board_id}.json" in caught.value.message


def test_loading_is_cached() -> None:
    """The board is read once: the same object comes back."""
    assert load_board(5) is load_board(5)
