"""The data files shipped with the app (cards, slots, card packs, boards) are read
without validating them again (issue #13: the cold start): each listed file validates
strictly and reads back as the very same model; any other text is validated strictly,
so a damaged file still names its problem.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from companion.core import shipped
from companion.core.errors import DataError
from companion.core.reading import MAX_DATA_INT, read_json_text
from companion.games.underwater_cities import board as board_module
from companion.games.underwater_cities import cards, library, slots
from companion.games.underwater_cities.board import PlayerBoard, builtin_layout, load_board
from companion.games.underwater_cities.cards import CardData
from companion.games.underwater_cities.library import CardEntry, CardPack
from companion.games.underwater_cities.shipped_files import DIGESTS
from companion.games.underwater_cities.slots import SlotData

ROOT = resources.files("resources").joinpath("underwater_cities")


def _model(name: str) -> type[BaseModel]:
    if name.startswith("boards/"):
        return PlayerBoard
    return {"cards.json": CardData, "slots.json": SlotData}.get(name, CardPack)


def _text(name: str) -> str:
    return ROOT.joinpath(name).read_text(encoding="utf-8")


def test_every_listed_file_is_current() -> None:
    """Each listed file has the digest it is listed with (a changed file: copy the
    digests printed here into shipped_files.py once it validates)."""
    now = {name: shipped.digest(_text(name)) for name in DIGESTS}
    assert now == DIGESTS, "new digests: " + json.dumps(now, indent=4)


def test_every_data_file_is_listed() -> None:
    folder = Path(str(ROOT))
    found = {
        str(path.relative_to(folder))
        for pattern in ("*.json", "boards/*.json", "boards/layouts/*.json")
        for path in folder.glob(pattern)
    }
    read_at_start = {
        "cards.json",
        "slots.json",
        "specials.json",
        "metropolises.json",
        "card_notes.json",
    }
    assert read_at_start <= set(DIGESTS) <= found
    assert {name for name in found if name.startswith("boards/")} <= set(DIGESTS)


@pytest.mark.parametrize("name", sorted(DIGESTS))
def test_a_listed_file_validates_and_reads_as_validated(name: str) -> None:
    """Read without validation, a listed file gives exactly what strict validation
    gives (types too: the reprs match), and its model's own checks pass."""
    model = _model(name)
    data = json.loads(_text(name))
    strict = model.model_validate(data)
    read = shipped.read(model, _text(name), data, _refuse, DIGESTS[name])
    assert read == strict
    assert repr(read) == repr(strict)


@pytest.mark.parametrize("name", sorted(DIGESTS))
def test_a_listed_file_parses_as_the_bounded_reader_reads_it(name: str) -> None:
    """Python's own parser, used for a listed file, gives what the bounded reader gives
    (no duplicate key, no number beyond its limits); other text goes to that reader."""
    text = _text(name)
    bounded = read_json_text(text, what=name, max_int=MAX_DATA_INT)
    assert shipped.parse(text, DIGESTS[name], _refuse) == bounded
    assert shipped.parse(text + " ", DIGESTS[name], lambda t: ["bounded", t]) == [
        "bounded",
        text + " ",
    ]


def _refuse(data: Any) -> BaseModel:
    raise AssertionError("a listed file is read without validation")


def test_other_text_is_validated() -> None:
    """Text without the listed digest goes through strict validation."""
    data = json.loads(_text("slots.json"))
    seen: list[Any] = []

    def validate(value: Any) -> SlotData:
        seen.append(value)
        return SlotData.model_validate(value)

    text = _text("slots.json") + " "
    assert shipped.read(SlotData, text, data, validate, DIGESTS["slots.json"]) is not None
    assert seen == [data]
    assert shipped.read(SlotData, text, data, validate, None) is not None
    assert len(seen) == 2


@pytest.fixture
def boards_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    load_board.cache_clear()
    builtin_layout.cache_clear()
    (tmp_path / "layouts").mkdir()
    monkeypatch.setattr(board_module, "_boards_dir", lambda: tmp_path)
    yield tmp_path
    load_board.cache_clear()
    builtin_layout.cache_clear()


def test_a_damaged_board_file_still_names_its_problem(boards_in: Path) -> None:
    """A board file changed by hand (a shape the model would read, a value it forbids)
    is validated strictly and refused, naming the file and the field."""
    data = json.loads(_text("boards/layouts/board_4.json"))
    data["provisional"] = "perhaps"
    (boards_in / "layouts" / "board_4.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        builtin_layout(4)
    assert caught.value.code == "board_file_damaged"
    assert "board_4.json" in caught.value.message
    assert "provisional" in caught.value.message


def test_an_unchanged_board_file_reads_the_same(boards_in: Path) -> None:
    (boards_in / "board_2.json").write_text(_text("boards/board_2.json"), encoding="utf-8")
    data = json.loads(_text("boards/board_2.json"))
    assert load_board(2) == PlayerBoard.model_validate(data)


def test_damaged_card_slot_and_library_files_still_name_their_problem(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The card, slot and library files, damaged, are refused with the file named."""
    for name in ("cards.json", "slots.json", "specials.json"):
        data = json.loads(_text(name))
        data["provenance"] = 7  # a shape construction would take as it is
        (tmp_path / "underwater_cities").mkdir(exist_ok=True)
        (tmp_path / "underwater_cities" / name).write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(cards.package_files, "files", lambda _: tmp_path)
    for load in (cards._card_file, slots.slot_data):
        load.cache_clear()
    try:
        with pytest.raises(DataError, match=r"cards\.json"):
            cards.card_data()
        with pytest.raises(DataError, match=r"slots\.json"):
            slots.slot_data()
        with pytest.raises(DataError, match=r"specials\.json") as caught:
            library._read_pack("specials.json")
        assert caught.value.code == "library_file_damaged"
        assert "provenance" in caught.value.message
    finally:
        for load in (cards._card_file, slots.slot_data):
            load.cache_clear()


def test_the_shipped_cards_make_the_entries_validation_makes() -> None:
    """The library's entries made from the shipped card file without validation are
    the entries validation makes (and pass the entry's own checks)."""
    assert cards.card_file_shipped()
    built = library.builtin_data().cards
    for known in cards.card_data().cards:
        entry = built[f"era:{known.number}"]
        strict = CardEntry.model_validate(entry.model_dump(exclude_unset=True))
        assert repr(strict) == repr(entry)
        assert strict.model_fields_set == entry.model_fields_set
