"""The catalogue in use: the built-in one, a table's corrections as rows, and abuse.

Counts from the rulebook's "COMPONENTI" (39 building cards: 15 basic, 12 double,
12 advanced; the building pieces) and "PREPARAZIONE" 2 (the starting buildings).
"""

from __future__ import annotations

import json
import time

import pytest

from companion.core.messages import EnglishTexts
from companion.core.plugin import DataRow
from companion.games.antarctica.catalogue import (
    AntarcticaData,
    builtin_catalogue,
    catalogue_problems,
    correction_row,
    load_data,
    replace_item,
)
from companion.games.antarctica.data import DECK_SIZES, Catalogue
from companion.games.antarctica.scoring_english import SCORING_TEXTS

ENGLISH = EnglishTexts(SCORING_TEXTS)
BUILT_IN = builtin_catalogue()


def card_row(card_id: str, **changes: object) -> DataRow:
    card = BUILT_IN.card(card_id).model_copy(update=changes)
    return correction_row(card)


def codes(data: AntarcticaData) -> list[str]:
    return [problem.code for problem in data.problems]


def test_the_built_in_catalogue_is_playable_componenti() -> None:
    assert catalogue_problems(BUILT_IN) == ()
    assert len(BUILT_IN.cards) == sum(DECK_SIZES.values()) == 39
    assert load_data([]) == AntarcticaData(BUILT_IN)


def test_nothing_is_confirmed_until_a_table_says_so() -> None:
    data = load_data([])
    assert data.unconfirmed()[0] == "board"
    assert len(data.unconfirmed()) == 1 + 5 + 39


def test_a_correction_replaces_the_built_in_item() -> None:
    first = BUILT_IN.cards[0]
    row = card_row(first.id, scientists=4, asterisk=not first.asterisk)
    assert (row.kind, row.key) == ("card", first.id)
    data = load_data([row])
    assert data.problems == ()
    card = data.catalogue.card(first.id)
    assert (card.scientists, card.asterisk, card.confirmed) == (4, not first.asterisk, True)
    assert data.corrected == {first.id}
    assert first.id not in data.unconfirmed()


def test_a_confirmed_track_and_board() -> None:
    track = BUILT_IN.tracks[1].model_copy(update={"value": 5})
    board = BUILT_IN.board.model_copy(update={"closed_with_two": (2, 6)})
    data = load_data([correction_row(track), correction_row(board)])
    assert data.problems == ()
    assert data.catalogue.track(track.id).value == 5
    assert data.catalogue.board.closed_with_two == (2, 6)
    assert data.catalogue.board.confirmed
    assert "board" not in data.unconfirmed()


def test_a_symbol_past_the_end_of_a_track_is_refused_riquadro_a() -> None:
    track = BUILT_IN.tracks[0]
    entry = json.loads(track.model_dump_json())
    entry["length"] = 3
    data = load_data([DataRow("track", track.id, json.dumps(entry))])
    assert codes(data) == ["ant.data.invalid"]
    assert data.catalogue == BUILT_IN


def test_more_buildings_than_the_box_holds_is_left_out_componenti() -> None:
    """The box has 5 headquarters, none starting; the built-in cards place all five."""
    other = next(c for c in BUILT_IN.cards if c.building != "headquarters")
    data = load_data([card_row(other.id, building="headquarters")])
    assert codes(data) == ["ant.data.unplayable"]
    assert data.catalogue == BUILT_IN
    assert ENGLISH.render(data.problems[0]).startswith(f"The card {other.id} a table saved")
    assert "6 building cards place a headquarters, but the box has 5 left" in ENGLISH.render(
        data.problems[0]
    )


def test_a_deck_larger_than_the_box_is_not_playable_componenti() -> None:
    basic = next(c for c in BUILT_IN.cards if c.deck == "basic")
    moved = replace_item(BUILT_IN, basic.model_copy(update={"deck": "double"}))
    assert [p.code for p in catalogue_problems(moved)] == ["ant.data.deck_too_large"]
    assert catalogue_problems(moved)[0].params == {"deck": "double", "cards": 13, "limit": 12}


def test_a_research_centre_needs_its_track_preparazione() -> None:
    naval = BUILT_IN.track("naval").model_copy(update={"centre": None})
    data = load_data([correction_row(naval)])
    assert codes(data) == ["ant.data.unplayable"]
    assert data.problems[0].params["why"][0]["code"] == "ant.data.centre_tracks"


@pytest.mark.parametrize(
    ("row", "code"),
    [
        (DataRow("card", "b01", "not json"), "ant.data.unreadable"),
        (DataRow("card", "b01", "[" * 10_000 + "]" * 10_000), "ant.data.unreadable"),
        (DataRow("card", "b01", '{"id": 1' + "0" * 500 + "}"), "ant.data.unreadable"),
        (DataRow("card", "b01", " " * (70 * 1024) + "{}"), "ant.data.unreadable"),
        (DataRow("card", "b01", '{"id": "b01", "id": "b01"}'), "ant.data.unreadable"),
        (DataRow("card", "b01", "{}"), "ant.data.invalid"),
        (DataRow("card", "b01", "null"), "ant.data.invalid"),
        (DataRow("track", "b01", "{}"), "ant.data.invalid"),
        (DataRow("metropolis", "x", "{}"), "ant.data.unknown_kind"),
        (DataRow("card" * 10_000, "x" * 10**6, "{}"), "ant.data.unknown_kind"),
    ],
)
def test_garbage_rows_are_skipped_and_named(row: DataRow, code: str) -> None:
    data = load_data([row])
    assert codes(data) == [code]
    assert data.catalogue == BUILT_IN
    shown = ENGLISH.render(data.problems[0])
    assert len(shown) < 400
    assert "left out" in shown


def test_a_row_under_another_key_or_of_no_item_is_skipped() -> None:
    card = BUILT_IN.cards[0]
    wrong_key = DataRow("card", "zz", correction_row(card).entry)
    unknown = correction_row(card.model_copy(update={"id": "zz"}))
    data = load_data([wrong_key, unknown])
    assert codes(data) == ["ant.data.key_mismatch", "ant.data.unknown_item"]
    assert data.catalogue == BUILT_IN


def test_good_rows_survive_bad_ones_and_many_rows_load_quickly() -> None:
    first, second = BUILT_IN.cards[:2]
    rows = [DataRow("card", first.id, "{garbage")] * 2000
    rows += [card_row(second.id, research=7)] * 50
    start = time.perf_counter()
    data = load_data(rows)
    elapsed = time.perf_counter() - start
    assert data.catalogue.card(second.id).research == 7
    assert len(data.problems) == 2000
    assert elapsed < 5


def test_the_catalogue_validates_after_corrections() -> None:
    data = load_data([card_row(c.id) for c in BUILT_IN.cards])
    assert data.problems == ()
    assert Catalogue.model_validate(data.catalogue.model_dump()) == data.catalogue
    assert data.unconfirmed() == ("board", *(t.id for t in BUILT_IN.tracks))


def test_every_problem_has_an_english_text() -> None:
    data_codes = {code for code in SCORING_TEXTS if code.startswith("ant.data.")}
    assert data_codes == {
        "ant.data.unreadable",
        "ant.data.invalid",
        "ant.data.key_mismatch",
        "ant.data.unknown_kind",
        "ant.data.unknown_item",
        "ant.data.unplayable",
        "ant.data.too_many_buildings",
        "ant.data.deck_too_large",
        "ant.data.centre_tracks",
    }
