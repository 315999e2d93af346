"""The card library: built-in data with provenance, table entries as the store's rows, card packs.

Rulebook pages are those of the German edition (seed 001): the Federation track
p. 9, metropolis tiles p. 14 and p. 20 (reference page), special cards p. 20,
notes on card effects p. 19.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from sqlite_utils import Database

from companion.cli import main
from companion.core.errors import DataError, RuleViolation
from companion.core.plugin import DataRow
from companion.games.underwater_cities.effects import Conversion, PerCity, Substitution
from companion.games.underwater_cities.library import (
    CardEntry,
    CardLibrary,
    MetropolisEntry,
    federation_bonuses,
    parse_pack,
    value_lines,
)
from companion.games.underwater_cities.model import Resources
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.setup import BLUE_TILES, BROWN_TILES
from companion.games.underwater_cities.state import CardInfo
from companion.store import GameStore

GAME = RULESET.game_id


def add(library: CardLibrary, entry: CardEntry | MetropolisEntry) -> CardLibrary:
    """``library`` with one table entry added (as the store would give it back)."""
    if isinstance(entry, CardEntry):
        return library.with_rows([library.card_row(entry)])
    return library.with_rows([library.metropolis_row(entry)])


def card(number: int, **fields: Any) -> dict[str, Any]:
    return {
        "number": number,
        "name": f"Card {number}",
        "type": "end_scoring",
        "scoring": {"shape": "per_count", "count": "connected_farms", "per": 3, "points": 1},
        **fields,
    }


def pack(*cards: dict[str, Any], **extra: Any) -> str:
    return json.dumps({"cards": list(cards), **extra}, indent=2)


def test_builtin_tiles_specials_and_cards_with_provenance() -> None:
    """German pp. 14, 20: 16 metropolis tiles, 5 brown (final scoring) and 11 blue (texts
    unknown); six three-credit special cards, all end-scoring; era cards named in the
    rulebooks, colours unknown unless shown. Every entry says where it comes from."""
    library = CardLibrary()
    tiles = library.metropolises()
    assert [t.tile for t in tiles] == [*BROWN_TILES, *BLUE_TILES]
    assert all(t.scoring is not None and t.known for t in tiles[:5])
    assert all(not t.known and t.production is None for t in tiles[5:])
    specials = [c for c in library.cards() if c.deck == "special"]
    assert len(specials) == 6
    assert all(c.type == "end_scoring" and c.scoring and c.special_cost == 3 for c in specials)
    assert sum(isinstance(c.scoring, Conversion) for c in specials) == 3
    era = {c.number: c for c in library.cards() if c.deck == "era"}
    assert isinstance(era[36].production, Substitution)
    assert isinstance(era[194].production, PerCity)
    assert era[28].colour == "red" and era[36].colour is None
    everything = [*library.cards(), *library.notes(), *tiles]
    assert all(entry.provenance for entry in everything)
    assert all(note.number is None for note in library.notes())


def test_federation_bonuses() -> None:
    """German p. 9: space 4 nothing, space 3 one credit, space 2 one steelplast, space 1
    one point."""
    bonuses = [(b.space, b.resources, b.points) for b in federation_bonuses()]
    assert bonuses == [
        (4, Resources(), 0),
        (3, Resources(credits=1), 0),
        (2, Resources(steelplast=1), 0),
        (1, Resources(), 1),
    ]


def test_lookup_by_number_or_by_name() -> None:
    """Era cards are found by number; special cards (numbers unknown) by name."""
    library = CardLibrary()
    assert library.find_card(CardInfo(number=36)) is not None
    found = library.find_card(CardInfo(name="Pay 15 credits for 13 points", special_cost=3))
    assert found is not None and found.deck == "special"
    assert library.find_card(CardInfo(number=36, special_cost=3)) is None
    assert library.find_card(CardInfo(colour="red")) is None


def test_table_entries_persist_in_the_store(tmp_path: Path) -> None:
    """A card a table adds once is there for later games: the store keeps the rows
    (table ``game_data``) and the library is built from them."""
    path = tmp_path / "companion.sqlite3"
    with GameStore(path) as store:
        library: CardLibrary = store.data(RULESET)
        rows = [
            library.card_row(CardEntry.model_validate(card(150))),
            library.metropolis_row(
                MetropolisEntry(tile="blue_03", name="Harbour", text="Gain 1 kelp.")
            ),
        ]
        assert [(r.kind, r.key) for r in rows] == [("card", "era:150"), ("metropolis", "blue_03")]
        store.save_game_data(GAME, rows)
    with GameStore(path) as store:
        again: CardLibrary = store.data(RULESET)
        assert store.game_data(GAME) == sorted(rows, key=lambda r: (r.kind, r.key))
    entry = again.find_card(CardInfo(number=150))
    assert entry is not None and entry.name == "Card 150"
    harbour = again.metropolis("blue_03")
    assert harbour is not None and harbour.known and harbour.name == "Harbour"
    assert "game_data" in set(Database(path).table_names())


def test_the_library_is_built_from_rows_and_never_global() -> None:
    """Two libraries built from different rows do not see each other's entries; the
    built-in library is unchanged by either."""
    base = CardLibrary()
    one = add(base, CardEntry.model_validate(card(151)))
    two = CardLibrary.from_rows([])
    assert one.find_card(CardInfo(number=151)) is not None
    assert two.find_card(CardInfo(number=151)) is None
    assert base.find_card(CardInfo(number=151)) is None
    assert CardLibrary.from_rows(one.rows()).added() == one.added()


def test_damaged_rows_are_skipped_and_named() -> None:
    """A damaged row (bad JSON, a bad entry, a key that is not its entry's, a clash
    with the rulebook) is left out and listed in ``problems``; the rest loads."""
    good = CardLibrary().card_row(CardEntry.model_validate(card(152)))
    rows = [
        DataRow("card", "era:195", '{"number": 195}'),
        DataRow("card", "era:196", "not json"),
        DataRow("card", "era:197", good.entry),
        DataRow("metropolis", "blue_01", '{"tile": "nowhere"}'),
        DataRow(
            "card",
            "era:36",
            CardEntry(number=36, name="X", type="instant").model_dump_json(),
        ),
        DataRow("board", "anything", "{}"),
        good,
    ]
    library = CardLibrary.from_rows(rows)
    assert library.find_card(CardInfo(number=152)) is not None
    assert library.find_card(CardInfo(number=195)) is None
    named = " | ".join(library.problems)
    for key in ("era:195", "era:196", "era:197", "blue_01", "era:36"):
        assert key in named
    assert len(library.problems) == 5
    known = library.find_card(CardInfo(number=36))
    assert known is not None and known.type == "production"


def test_a_table_entry_completes_but_never_contradicts_the_rulebook() -> None:
    """Card 36 (German p. 19) is known without its colour: a table may add the colour;
    another effect or type is refused."""
    library = CardLibrary()
    known = library.find_card(CardInfo(number=36))
    assert known is not None and known.production is not None
    library = add(library, CardEntry(number=36, name="Autonome Systeme", colour="green"))
    completed = library.find_card(CardInfo(number=36))
    assert completed is not None
    assert completed.colour == "green" and completed.production == known.production
    other = CardLibrary()
    with pytest.raises(RuleViolation) as error:
        other.card_row(
            CardEntry(
                number=36,
                name="Autonomous Systems",
                type="production",
                production={"shape": "fixed", "resources": {"kelp": 1}},
            )
        )
    assert error.value.code == "library_conflict"
    with pytest.raises(RuleViolation):
        other.metropolis_row(MetropolisEntry(tile="brown_cities", text="Something else."))


def test_a_card_is_added_once() -> None:
    """Adding the same card again changes nothing; adding it with other data is refused."""
    library = add(CardLibrary(), CardEntry.model_validate(card(152)))
    again = add(library, CardEntry.model_validate(card(152)))
    assert again.added() == library.added()
    with pytest.raises(RuleViolation) as error:
        library.card_row(CardEntry.model_validate(card(152, name="Another")))
    assert error.value.code == "library_conflict"
    with pytest.raises(RuleViolation) as error:
        library.card_row(CardEntry(name="No number", type="instant"))
    assert error.value.code == "card_number_needed"


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (card(1, type="production"), "a scoring effect needs type 'end_scoring'"),
        (
            card(1, scoring={"shape": "fixed", "resources": {"kelp": 1}}),
            "a scoring effect gives points, not resources",
        ),
        (
            card(1, scoring={"shape": "fixed", "points": 0}),
            "a fixed gain gives nothing",
        ),
        (
            card(
                1,
                scoring={
                    "shape": "threshold",
                    "count": "connected_cities",
                    "steps": [{"at_least": 6, "points": 8}, {"at_least": 5, "points": 4}],
                },
            ),
            "threshold steps must go up",
        ),
        (card(1, special_cost=2), "only special cards have a special cost"),
    ],
)
def test_entries_are_checked(entry: dict[str, Any], message: str) -> None:
    """The effect vocabulary (cards-from-seeds.md): production effects belong to
    production cards, scoring effects to end-scoring cards and give points."""
    with pytest.raises(DataError) as error:
        parse_pack(pack(entry), "pack.json")
    assert message in error.value.message


def test_bad_pack_names_line_and_field() -> None:
    """A bad pack is rejected with the line and field."""
    text = pack(
        card(160),
        card(161),
        {
            **card(162),
            "scoring": {"shape": "per_count", "count": "connected_farms", "per": 0, "points": 1},
        },
    )
    with pytest.raises(DataError) as error:
        parse_pack(text, "pack.json")
    line = error.value.params["line"]
    assert error.value.params["field"] == "cards[2].scoring.per"
    assert text.splitlines()[line - 1].strip().startswith('"per": 0')
    assert error.value.message.startswith(f"pack.json, line {line}, cards[2].scoring.per: ")

    missing = json.loads(pack(card(160)))
    del missing["cards"][0]["name"]
    text = json.dumps(missing, indent=2)
    with pytest.raises(DataError) as error:
        parse_pack(text, "pack.json")
    assert error.value.params["field"] == "cards[0].name"
    assert text.splitlines()[error.value.params["line"] - 1].strip() == "{"

    with pytest.raises(DataError) as error:
        parse_pack('{"cards": [\n  {"number": 1,\n}]}', "pack.json")
    assert error.value.params["line"] == 3


def test_old_library_tables_move_into_game_data(tmp_path: Path) -> None:
    """The saved-v0.1 database keeps its library in ``library_cards`` (era card 96):
    opening it moves those rows into ``game_data`` and drops the old tables."""
    fixture = Path(__file__).parents[1] / "fixtures" / "saved-v0.1.sqlite3"
    path = tmp_path / "companion.sqlite3"
    shutil.copy(fixture, path)
    with GameStore(path) as store:
        rows = store.game_data(GAME)
        library: CardLibrary = store.data(RULESET)
    tables = set(Database(path).table_names())
    assert "game_data" in tables
    assert not {"library_cards", "library_metropolises"} & tables
    assert ("card", "era:96") in [(r.kind, r.key) for r in rows]
    assert library.find_card(CardInfo(number=96)) is not None and not library.problems


def test_value_lines_maps_paths_to_lines() -> None:
    """Errors point at lines: each JSON value's line by its path."""
    text = '{\n  "a": [\n    1,\n    {"b": "x\\n"}\n  ],\n  "c": null\n}'
    lines = value_lines(text)
    assert lines[("a", 0)] == 3 and lines[("a", 1, "b")] == 4 and lines[("c",)] == 6


def test_cli_library_import_on_a_fresh_machine_leaves_a_database_the_app_opens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue #12, scenario 2: the import creates the store's database (with its schema),
    so the app starts on it afterwards; it used to make a schemaless file."""
    from companion.store import GameStore

    database = tmp_path / "fresh" / "companion.sqlite3"
    pack_file = tmp_path / "pack.json"
    pack_file.write_text(pack(card(196)), encoding="utf-8")
    assert main(["library", "import", str(pack_file), "--database", str(database)]) == 0
    with GameStore(database) as store:
        assert store.list_games() == []
        assert [row.key for row in store.game_data("underwater_cities")] == ["era:196"]


def test_scoring_with_a_database_that_does_not_exist_creates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue #12, scenario 2: ``score --database NEWPATH`` uses the built-in data and
    leaves no file behind (it used to leave an empty file the app called damaged)."""
    import re as regex

    text = (Path(__file__).parents[2] / "docs" / "position.md").read_text("utf-8")
    found = regex.search(r"```json\n(.*?)```", text, regex.S)
    assert found is not None
    position = tmp_path / "position.json"
    position.write_text(found.group(1), encoding="utf-8")
    missing = tmp_path / "nowhere" / "companion.sqlite3"
    assert main(["score", str(position), "--database", str(missing)]) == 0
    assert not missing.exists() and not missing.parent.exists()


def test_rows_added_in_place_give_the_library_read_again() -> None:
    """Issue #13: a taught card or tile is added to the library in place, and gives
    what reading every row again gives (replaced rows, damaged ones, order)."""
    old = [
        DataRow("card", "era:195", '{"number": 195}'),
        CardLibrary().card_row(CardEntry.model_validate(card(152))),
        CardLibrary().card_row(CardEntry.model_validate(card(154, name="Same"))),
    ]
    library = CardLibrary.from_rows(old)
    new = [
        CardLibrary().card_row(CardEntry.model_validate(card(195))),  # the damaged one
        CardLibrary().card_row(CardEntry.model_validate(card(153, name="Same"))),
        CardLibrary().card_row(CardEntry.model_validate(card(152, name="Renamed")), replace=True),
        library.metropolis_row(MetropolisEntry(tile="blue_03", name="Harbour", text="Gain 1.")),
        DataRow("card", "era:199", "not json"),
    ]
    stored = {(row.kind, row.key): row for row in [*old, *new]}
    expected = CardLibrary.from_rows([stored[key] for key in sorted(stored)])
    added = library.adding(new)
    assert added.added() == expected.added()
    assert added.cards() == expected.cards() and added.metropolises() == expected.metropolises()
    assert added.find_card(CardInfo(name="same")) == expected.find_card(CardInfo(name="same"))
    assert sorted(added.problems) == sorted(expected.problems) and "era:199" in added.problems[0]
    assert library.find_card(CardInfo(number=195)) is None  # unchanged
    with pytest.raises(ValueError):
        library.adding([DataRow("board", "1", "{}")])
