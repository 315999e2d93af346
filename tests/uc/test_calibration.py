"""Boards and slot colours a table calibrates once (issue #17, item 4).

The built-in layouts follow the German rulebook p. 10 (building example) and the
board facts of ``cards-from-seeds.md``; a calibrated layout is a ``board`` row,
a slot colour a ``slot_colour`` row; a game copies both at its setup.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pydantic import ValidationError

from companion.core.errors import RuleViolation
from companion.core.plugin import DataRow
from companion.core.session import Session, replay
from companion.games.underwater_cities.board import (
    BOARD_IDS,
    BuildingSite,
    PlayerBoard,
    SiteBonus,
    builtin_layout,
    load_board,
)
from companion.games.underwater_cities.calibration import (
    SlotColourEntry,
    board_row,
    layout_problems,
    slot_colour_row,
)
from companion.games.underwater_cities.layout_edit import (
    LayoutRefused,
    add_city,
    add_tunnel,
    move_city,
    move_marks,
    remove_site,
    set_marks,
    set_start,
)
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.model import BuiltItem, Resources
from companion.games.underwater_cities.network import legal_city_sites
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.ruleset import RULESET
from companion.store import GameStore

ALL_BOARDS = [*BOARD_IDS["standard"], *BOARD_IDS["asymmetric"]]
FIXTURE = Path(__file__).parents[1] / "fixtures" / "saved-v0.1.sqlite3"


def _neighbours(board: PlayerBoard, city: str) -> set[str]:
    cities = {c.id for c in board.cities}
    return {e for t in board.tunnels if city in t.ends for e in t.ends if e in cities} - {city}


def _setup(library: CardLibrary, **extra: object) -> dict[str, object]:
    return {
        "type": "setup_game",
        "seed": 3,
        "play_order": [0, 1],
        "players": [
            {"name": "Anna", "colour": "orange", "board": 2},
            {"name": "Ben", "colour": "blue", "board": 3},
        ],
        "layouts": [b.model_dump(mode="json") for b in library.boards.layouts("standard")],
        **extra,
    }


@pytest.mark.parametrize("board_id", ALL_BOARDS)
def test_builtin_layouts_follow_rulebook_page_10(board_id: int) -> None:
    """German p. 10: building a city in the upper-left corner makes "the remaining two
    city sites" legal, so that site borders at least three city sites; start city
    lower right, brown metropolis upper left, blue ones on the other corners."""
    board = builtin_layout(board_id)
    assert len(_neighbours(board, "c11")) >= 3
    assert board.start_city == "c33"
    joins = {
        m.id: {e for t in board.tunnels if m.id in t.ends for e in t.ends}
        for m in board.metropolises
    }
    assert joins["brown"] & {"c11", "c12", "c21"}
    assert joins["blue1"] == {"blue1", "c13"} and joins["blue2"] == {"blue2", "c31"}
    assert board.provisional and not board.confirmed
    assert layout_problems(board) == ()


def test_page_10_example_upper_left_city_opens_the_remaining_two() -> None:
    """German p. 10 example: with the upper-left site legal, building there makes the
    two remaining city sites legal at once."""
    board = builtin_layout(1)
    built = {
        site: BuiltItem(kind="city" if site.startswith("c") else "tunnel")
        for site in ("c23", "c22", "c32", "t_c23_c33", "t_c22_c23", "t_c32_c33")
    }
    before = set(legal_city_sites(board, built))
    assert before == {"c11", "c13", "c31"}
    after = set(legal_city_sites(board, {**built, "c11": BuiltItem(kind="city")}))
    assert {"c12", "c21"} <= after


def _edited(board: PlayerBoard, **change: object) -> PlayerBoard:
    return board.model_copy(update=change)


def test_layout_validation_names_each_problem() -> None:
    """Unreachable city, a missing expansion site (p. 10: one per city), two tunnel
    sites between the same ends, a metropolis joined by none."""
    board = builtin_layout(1)
    cut = _edited(board, tunnels=tuple(t for t in board.tunnels if "c31" not in t.ends))
    codes = {m.code for m in layout_problems(cut)}
    assert "uc.layout.city_unreachable" in codes and "uc.layout.metropolis_unjoined" in codes
    no_expansion = _edited(board, buildings=tuple(b for b in board.buildings if b.id != "x_c22"))
    assert [m.code for m in layout_problems(no_expansion)] == ["uc.layout.expansion_count"]
    twice = _edited(
        board, tunnels=(*board.tunnels, board.tunnels[0].model_copy(update={"id": "t2"}))
    )
    assert [m.code for m in layout_problems(twice)] == ["uc.layout.double_tunnel"]
    extra = BuildingSite(id="x_c11_2", city="c11", expansion=True)
    assert layout_problems(_edited(board, buildings=(*board.buildings, extra)))
    data = board.model_dump(mode="json")
    data["cities"] = [*data["cities"], {"id": "c11"}]
    with pytest.raises(ValidationError, match="duplicate site ids"):
        PlayerBoard.model_validate(data)


def test_board_book_reads_calibrations_and_skips_bad_rows() -> None:
    board = builtin_layout(2)
    bonus = board.cities[0].model_copy(update={"surcharge": board.cities[0].surcharge})
    calibrated = _edited(
        board, provenance="checked at our table", confirmed=True, provisional=False
    )
    broken = _edited(board, id=3, buildings=())
    rows = [
        board_row(calibrated),
        DataRow("board", "3", broken.model_dump_json()),
        DataRow("board", "4", "not json"),
        DataRow("card", "era:999", "{}"),
        slot_colour_row(
            SlotColourEntry(slot="s12_03", colour="green", provenance="t", confirmed=True)
        ),
        slot_colour_row(SlotColourEntry(slot="s34_02", colour="yellow", provenance="t")),
    ]
    book = CardLibrary.from_rows(rows).boards
    assert book.layout(2).confirmed and book.calibrated(2) and bonus is not None
    assert book.layout(3) == builtin_layout(3) and not book.calibrated(3)
    assert len(book.problems) == 2
    assert book.slot_colours("1-2") == {"s12_03": "green"}
    assert book.slot_colours("3-4") == {"s34_02": "yellow"}
    assert CardLibrary.from_rows(rows).with_rows([]).boards.layout(2).confirmed


def test_a_new_game_uses_the_calibrated_layout_and_keeps_it() -> None:
    """The setup copies the layouts: later calibrations never change a saved game."""
    board = builtin_layout(2)
    city = board.cities[0].model_copy(
        update={"surcharge": board.cities[0].surcharge.model_copy(update={"kelp": 1})}
    )
    calibrated = _edited(board, cities=(city, *board.cities[1:]), confirmed=True)
    library = CardLibrary.from_rows([board_row(calibrated)])
    session = Session(RULESET, data=library)
    state = session.execute(RULESET.parse_command(_setup(library))).state
    assert board_of(state, 0) == calibrated
    assert board_of(state, 1) == builtin_layout(3)
    commands = [RULESET.parse_command(_setup(library))]
    again = replay(RULESET, commands, CardLibrary()).state
    assert board_of(again, 0) == calibrated


def test_a_setup_without_layouts_keeps_the_first_grid() -> None:
    """Games set up before layouts were copied keep the 3×3 grid they were played on."""
    state = Session(RULESET).execute(RULESET.parse_command(_setup(CardLibrary(), layouts=[]))).state
    assert board_of(state, 0) is load_board(2)
    assert "t_c12_c22" in {t.id for t in board_of(state, 0).tunnels}


def test_the_setup_refuses_bad_layouts() -> None:
    library = CardLibrary()
    layouts = [b.model_dump(mode="json") for b in library.boards.layouts("standard")]
    with pytest.raises(RuleViolation) as missing:
        Session(RULESET).execute(RULESET.parse_command(_setup(library, layouts=layouts[:3])))
    assert missing.value.code == "bad_layouts"
    broken = {**layouts[1], "buildings": []}
    with pytest.raises(RuleViolation) as bad:
        Session(RULESET).execute(
            RULESET.parse_command(_setup(library, layouts=[layouts[0], broken, *layouts[2:]]))
        )
    assert bad.value.code == "bad_layout"


def test_games_saved_before_keep_their_layout(tmp_path: Path) -> None:
    """The v0.1 fixture's games (no layouts in their setup) read on the first grid."""
    path = tmp_path / "companion.sqlite3"
    shutil.copyfile(FIXTURE, path)
    with GameStore(path) as store:
        for row in store.list_games():
            game = store.open_game(row.id, read_only=True)
            for seat, player in enumerate(game.session.state.players):
                assert player.layout is None
                assert board_of(game.session.state, seat) is load_board(player.board)
            game.close()


def test_editing_steps_rename_sites_by_where_they_lie() -> None:
    """Moving a city renames what hangs on it; a removed city takes its sites along."""
    board = add_city(builtin_layout(5), 1, 4)
    board = add_tunnel(board, "c13", "c14")
    moved = move_city(board, "c14", 2, 4)
    ids = {s.id for s in (*moved.cities, *moved.tunnels, *moved.buildings)}
    assert {"c24", "t_c13_c24", "b_c24_1", "b_c24_3", "x_c24"} <= ids
    assert not any("c14" in i for i in ids)
    assert layout_problems(moved) == ()
    cut = remove_site(builtin_layout(5), "c31")
    assert "t_c21_c31" not in {t.id for t in cut.tunnels}
    assert cut.pair_bonuses == ()  # board 5's pair bonus named a tunnel of that city
    assert "uc.layout.metropolis_unjoined" in {m.code for m in layout_problems(cut)}


def test_editing_steps_refuse_with_a_reason() -> None:
    board = builtin_layout(1)
    for step, code in (
        (lambda: remove_site(board, "c33"), "uc.layout.start_stays"),
        (lambda: add_city(board, 1, 1), "uc.layout.cell_taken"),
        (lambda: add_city(board, 4, 1), "uc.layout.off_the_board"),
        (lambda: add_tunnel(board, "c11", "c12"), "uc.layout.double_tunnel"),
        (lambda: add_tunnel(board, "brown", "blue1"), "uc.layout.tunnel_needs_city"),
        (lambda: move_marks(board, "b_c13_9", "c11"), "uc.layout.no_such_site"),
    ):
        with pytest.raises(LayoutRefused) as refused:
            step()
        assert refused.value.reason.code == code
    bonus = SiteBonus(resources=Resources(kelp=2))
    marked = set_marks(board, "c11", bonus=bonus, surcharge=Resources(credits=1))
    swapped = move_marks(marked, "c11", "c12")
    assert swapped.cities[1].bonus == bonus and swapped.cities[0].bonus is None
    multiplied = set_marks(board, "b_c11_1", bonus=None, multiplier=True)
    with pytest.raises(LayoutRefused):
        move_marks(multiplied, "b_c11_1", "c12")
    assert set_start(board, "c11").start_city == "c11"
