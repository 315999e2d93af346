"""Packs (version 2): everything a table taught, exported and imported as one file.

A pack is refused whole, with line and field, on any error; importing never
silently overrides what the table confirmed; the JSON Schema in docs/ is the one
generated from the registered models.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from companion.cli import main
from companion.core.errors import DataError
from companion.core.plugin import DataRow
from companion.core.reading import decode_text
from companion.games.underwater_cities import pack as packs
from companion.games.underwater_cities.english import ENGLISH
from companion.games.underwater_cities.library import CardEntry, CardLibrary
from companion.games.underwater_cities.pack import (
    SECTIONS,
    export_pack,
    pack_schema,
    plan_import,
    read_pack,
    register,
)
from companion.games.underwater_cities.position import parse_position
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.state import CardInfo
from companion.store import GameStore

GAME = RULESET.game_id
DOCS = Path(__file__).parents[2] / "docs"

CARDS: list[dict[str, Any]] = [
    {
        "number": 190,
        "name": "Kelp Bank",
        "colour": "green",
        "type": "end_scoring",
        "text": "1 point per 2 kelp farms",
        "scoring": {"shape": "per_count", "count": "connected_farms", "per": 2, "points": 1},
        "provenance": "entered at Anna's table",
        "confirmed": True,
    },
    {
        "number": 191,
        "name": "Deep Labs",
        "colour": "red",
        "type": "end_scoring",
        "scoring": {"shape": "per_count", "count": "upgraded_laboratories", "points": 3},
        "provenance": "entered at Anna's table",
    },
    {
        "deck": "special",
        "name": "Grand Harbour",
        "type": "end_scoring",
        "special_cost": 3,
        "text": "2 points per connected city",
        "scoring": {"shape": "per_count", "count": "connected_cities", "points": 2},
        "provenance": "entered at Anna's table",
        "confirmed": True,
    },
]
TILES: list[dict[str, Any]] = [
    {
        "tile": "blue_05",
        "name": "Seafood Harvest",
        "text": "When connected: 1 kelp. Each production: 2 points.",
        "instant": {"options": [[{"kind": "gain", "resources": {"kelp": 1}}]]},
        "production": {"shape": "fixed", "points": 2},
        "provenance": "entered at Anna's table",
        "confirmed": True,
    },
]


def pack_text(cards: list[dict[str, Any]] = CARDS, tiles: list[dict[str, Any]] = TILES) -> str:
    data = {
        "format": "underwater-cities-card-pack",
        "version": 2,
        "provenance": "Anna's table",
        "cards": cards,
        "metropolises": tiles,
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def taught(store: GameStore, text: str) -> packs.ImportPlan:
    plan = plan_import(text, store.game_data(GAME), "pack.json")
    store.save_game_data(GAME, plan.rows)
    return plan


POSITION = {
    "players": [
        {
            "name": "Anna",
            "board": 1,
            "built": {
                "c32": "city",
                "t_c32_c33": "tunnel",
                "b_c33_1": "farm",
                "b_c33_2": "farm",
                "b_c32_1": {"kind": "laboratory", "upgraded": True},
            },
            "metropolises": {"brown": "brown_cities", "blue1": "blue_05", "blue2": "blue_06"},
            "resources": {"kelp": 3},
            "cards": [
                {"number": 190},
                {"number": 191},
                {"name": "Grand Harbour", "special_cost": 3},
            ],
        },
        {"name": "Ben", "board": 2, "cards": [{"number": 190}]},
    ]
}


def scores(library: CardLibrary) -> list[int]:
    loaded = parse_position(json.dumps(POSITION), "position.json", library)
    return [player.total for player in loaded.score().players]


def test_round_trip_same_library_same_scores(tmp_path: Path) -> None:
    """Export from one database, import on a fresh one through the store: the same
    entries, the same library and the same final scores of a game using them."""
    with GameStore(tmp_path / "a.sqlite3") as first:
        plan = taught(first, pack_text())
        assert plan.added == ("era:190", "era:191", "special:name:grand harbour", "blue_05")
        exported = export_pack(first.game_data(GAME))
        before: CardLibrary = first.data(RULESET)
        rows_before = first.game_data(GAME)
    with GameStore(tmp_path / "b.sqlite3") as second:
        plan = taught(second, exported)
        assert not plan.conflicts
        after: CardLibrary = second.data(RULESET)
        assert second.game_data(GAME) == rows_before
        assert export_pack(second.game_data(GAME)) == exported
        again = plan_import(exported, second.game_data(GAME))
    assert after.added() == before.added() and not after.problems
    assert again.rows == () and len(again.unchanged) == 4
    assert scores(after) == scores(before)
    # the taught cards do score: without them Anna's total is lower
    assert scores(before)[0] > scores(CardLibrary())[0]
    # a blue tile is known by its printed name
    tile = after.metropolis("blue_05")
    assert tile is not None and ENGLISH.render(tile.label) == "blue metropolis “Seafood Harvest”"


def test_version_1_packs_still_import() -> None:
    """Version 1 packs (cards and tiles, no ``confirmed``) are read; their entries are
    not confirmed."""
    old = {"format": "underwater-cities-card-pack", "version": 1, "cards": [CARDS[1]]}
    plan = plan_import(json.dumps(old, indent=2), [])
    assert plan.added == ("era:191",)
    assert json.loads(plan.rows[0].entry)["confirmed"] is False
    with pytest.raises(DataError) as error:
        read_pack(json.dumps({**old, "version": 3}, indent=2), "new.json")
    assert "newer version" in error.value.message and error.value.params["field"] == "version"


def test_the_tables_confirmed_entry_wins_and_conflicts_are_reported() -> None:
    """Never silently overridden: a confirmed stored entry is kept (reported), an
    unconfirmed one is completed, or replaced by a confirmed one (reported)."""
    library = CardLibrary()
    mine = CardEntry(number=190, name="Kelp Bank", colour="green", confirmed=True)
    loose = CardEntry(number=191, name="Deep Labs")
    stored = [library.card_row(mine), library.card_row(loose)]
    theirs = [
        {"number": 190, "name": "Kelp Bank", "colour": "yellow"},
        {**CARDS[1], "confirmed": False},
    ]
    plan = plan_import(pack_text(theirs, []), stored)
    outcomes = {ENGLISH.render(c.what): (c.outcome, c.fields) for c in plan.conflicts}
    assert outcomes["card 190 Kelp Bank"] == ("kept", ("colour",))
    assert outcomes["card 191 Deep Labs"] == ("completed", ("colour", "type", "scoring"))
    assert [row.key for row in plan.rows] == ["era:191"]
    completed = CardEntry.model_validate_json(plan.rows[0].entry)
    assert completed.colour == "red" and "completed from pack" in completed.provenance
    words = packs.describe(plan.conflicts, ENGLISH.render)
    assert words[0] == "card 190 Kelp Bank: your table's entry is kept (the pack differs in colour)"

    unsure = CardEntry(number=190, name="Kelp Bank", colour="yellow")
    plan = plan_import(pack_text([CARDS[0]], []), [library.card_row(unsure)])
    assert [(c.outcome, c.fields) for c in plan.conflicts] == [("replaced", ("colour",))]
    replaced = CardEntry.model_validate_json(plan.rows[0].entry)
    assert replaced.colour == "green" and replaced.confirmed


def test_rulebook_contradictions_are_refused_not_stored() -> None:
    """A pack entry that contradicts the built-in rulebook data is reported, not stored."""
    brown = {"tile": "brown_cities", "name": "Something else"}
    plan = plan_import(pack_text([], [brown]), [])
    assert plan.rows == () and [c.outcome for c in plan.conflicts] == ["refused"]


class _Colour(BaseModel):
    slot: str
    colour: str
    provenance: str
    confirmed: bool = False


def test_other_kinds_register_as_sections(monkeypatch: pytest.MonkeyPatch) -> None:
    """A kind of taught data joins the pack with one line (a model with provenance and
    confirmed); the schema and import/export carry it."""
    monkeypatch.setattr(packs, "SECTIONS", dict(SECTIONS))
    register("slot_colours", "slot_colour", _Colour, key="slot")
    assert "slot_colours" in pack_schema()["properties"]
    row = DataRow(
        "slot_colour",
        "s12_03",
        json.dumps({"slot": "s12_03", "colour": "red", "provenance": "table", "confirmed": True}),
    )
    text = export_pack([row])
    assert json.loads(text)["slot_colours"][0]["colour"] == "red"
    plan = plan_import(text.replace('"red"', '"green"'), [row])
    assert plan.rows == () and plan.conflicts[0].outcome == "kept"
    with pytest.raises(TypeError):
        register("bad", "bad", BaseModel)


def test_schema_document_is_current() -> None:
    """docs/pack.schema.json is the schema generated from the registered models."""
    stored = json.loads((DOCS / "pack.schema.json").read_text(encoding="utf-8"))
    assert stored == pack_schema(), (
        "regenerate: .venv/bin/python -m companion.cli library schema > docs/pack.schema.json"
    )


# --- 200 mutated packs ------------------------------------------------------------

Mutant = tuple[str, bytes]


def _text(data: Any) -> bytes:
    return json.dumps(data, indent=2, ensure_ascii=False).encode()


def _entry_mutants(base: dict[str, Any], rng: random.Random) -> list[Mutant]:
    """Mutations of field values, types, structure, numbers and nesting."""
    values: list[tuple[str, str, Any]] = [
        ("cards", "number", 0),
        ("cards", "number", 1000),
        ("cards", "number", "190"),
        ("cards", "number", 12.5),
        ("cards", "number", True),
        ("cards", "number", 10**30),
        ("cards", "number", 10**60),
        ("cards", "number", None),
        ("cards", "name", ""),
        ("cards", "name", 12),
        ("cards", "name", "x" * 200),
        ("cards", "name", "bad\u0007name"),
        ("cards", "colour", "purple"),
        ("cards", "colour", 3),
        ("cards", "type", "sideways"),
        ("cards", "deck", "bonus"),
        ("cards", "special_cost", 3),
        ("cards", "text", "t" * 700),
        ("cards", "provenance", ""),
        ("cards", "provenance", ["a"]),
        ("cards", "confirmed", "yes"),
        ("cards", "confirmed", 1),
        (
            "cards",
            "scoring",
            {"shape": "per_count", "count": "connected_farms", "per": 0, "points": 1},
        ),
        ("cards", "scoring", {"shape": "unknown"}),
        ("cards", "scoring", "lots"),
        ("cards", "production", {"shape": "fixed", "points": 2}),
        ("cards", "extra", 1),
        ("metropolises", "tile", "blue_99"),
        ("metropolises", "tile", 5),
        ("metropolises", "name", ""),
        ("metropolises", "instant", {"options": []}),
        (
            "metropolises",
            "instant",
            {"options": [[{"kind": "gain", "resources": {"kelp": 10**9}}]]},
        ),
        ("metropolises", "instant", {"options": [[{"kind": "gain", "points": -3}]]}),
        ("metropolises", "instant", {"options": [[{"kind": "fly"}]]}),
        (
            "metropolises",
            "scoring",
            {"shape": "per_count", "count": "connected_cities", "points": 3},
        ),
        ("metropolises", "confirmed", "true"),
        ("metropolises", "production", {"shape": "fixed", "points": "two"}),
        ("metropolises", "colour", "blue"),
    ]
    mutants: list[Mutant] = []
    for section, field, value in values:
        data = copy.deepcopy(base)
        entries = data[section]
        entries[rng.randrange(2) if section == "cards" else 0][field] = value
        mutants.append((f"{section}.{field}={str(value)[:20]}", _text(data)))
    for section, field in (("cards", "name"), ("metropolises", "tile"), ("cards", "number")):
        data = copy.deepcopy(base)
        del data[section][0][field]
        mutants.append((f"missing {section}.{field}", _text(data)))
    structural: list[tuple[str, Callable[[dict[str, Any]], Any]]] = [
        ("top is a list", lambda d: [d]),
        ("top is a string", lambda d: "pack"),
        ("top is null", lambda d: None),
        ("cards is an object", lambda d: {**d, "cards": {"0": d["cards"][0]}}),
        ("cards is a number", lambda d: {**d, "cards": 5}),
        ("entry is a list", lambda d: {**d, "cards": [list(d["cards"][0].items())]}),
        ("entry is null", lambda d: {**d, "metropolises": [None]}),
        ("unknown section", lambda d: {**d, "dragons": []}),
        ("wrong format", lambda d: {**d, "format": "other"}),
        ("version as text", lambda d: {**d, "version": "2"}),
        ("version 0", lambda d: {**d, "version": 0}),
        ("version 99", lambda d: {**d, "version": 99}),
        ("duplicate card", lambda d: {**d, "cards": [*d["cards"], d["cards"][0]]}),
        (
            "duplicate tile",
            lambda d: {**d, "metropolises": [*d["metropolises"], d["metropolises"][0]]},
        ),
        ("era card without number", lambda d: {**d, "cards": [{"name": "No number"}]}),
        ("provenance huge", lambda d: {**d, "provenance": 10**50}),
        ("deep nesting", lambda d: {**d, "provenance": json.loads("[" * 100 + "]" * 100)}),
        ("deep entry", lambda d: {**d, "cards": [{"name": json.loads("[" * 70 + "]" * 70)}]}),
    ]
    for name, change in structural:
        mutants.append((name, _text(change(copy.deepcopy(base)))))
    return mutants


def _byte_mutants(valid: bytes, rng: random.Random, count: int) -> list[Mutant]:
    """Truncations, stray bytes, broken punctuation, duplicate keys, odd numbers."""
    last = valid.rindex(b"}")
    mutants: list[Mutant] = []
    kinds = ("truncate", "not utf-8", "colon", "comma", "quote", "dup key", "nan", "bigint")
    for index in range(count):
        kind = kinds[index % len(kinds)]
        text = valid
        if kind == "truncate":
            text = valid[: rng.randrange(1, last)]
        elif kind == "not utf-8":
            at = rng.randrange(len(valid))
            text = valid[:at] + bytes([rng.choice((0xFF, 0xC0, 0xFE))]) + valid[at:]
        elif kind == "colon":
            colons = [i for i, b in enumerate(valid) if b == ord(":")]
            at = rng.choice(colons)
            text = valid[:at] + b"=" + valid[at + 1 :]
        elif kind == "comma":
            commas = [i for i, b in enumerate(valid) if b == ord(",")]
            at = rng.choice(commas)
            text = valid[:at] + b",," + valid[at + 1 :]
        elif kind == "quote":
            quotes = [i for i, b in enumerate(valid) if b == ord('"')]
            at = rng.choice(quotes)
            text = valid[:at] + valid[at + 1 :]
        elif kind == "dup key":
            text = valid.replace(b'"name": ', b'"name": "twice", "name": ', 1)
        elif kind == "nan":
            text = valid.replace(b'"number": 190', b'"number": NaN', 1)
            text = (
                text if rng.random() < 0.5 else valid.replace(b'"points": 2', b'"points": 1e999', 1)
            )
        else:
            text = valid.replace(b'"number": 190', b'"number": ' + b"9" * rng.randrange(41, 90), 1)
        mutants.append((f"{kind} #{index}", text))
    return mutants


def mutants() -> list[Mutant]:
    rng = random.Random(17)
    base = json.loads(pack_text())
    structured = _entry_mutants(base, rng)
    return structured + _byte_mutants(pack_text().encode(), rng, 200 - len(structured))


def test_two_hundred_mutated_packs_are_refused_and_change_nothing(tmp_path: Path) -> None:
    """Each mutant of a valid pack gives a DataError naming the line (and the field
    where there is one), and the store is exactly as before."""
    cases = mutants()
    assert len(cases) == 200
    with GameStore(tmp_path / "companion.sqlite3") as store:
        taught(store, pack_text(CARDS[:1], []))
        before = store.game_data(GAME)
        for name, data in cases:
            with pytest.raises(DataError) as error:
                text = decode_text(data, what="pack.json")
                taught(store, text)
            params = error.value.params
            assert isinstance(params.get("line"), int) and params["line"] >= 1, name
            assert f"line {params['line']}" in error.value.message, name
            lines = data.count(b"\n") + 1
            assert params["line"] <= lines, name
            assert store.game_data(GAME) == before, name
        assert taught(store, pack_text()).added  # the valid pack still imports


def test_cli_pack(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``companion-cli library import|export|schema`` with v2 packs and conflicts."""
    database = str(tmp_path / "companion.sqlite3")
    pack_file = tmp_path / "pack.json"
    pack_file.write_text(pack_text(), encoding="utf-8")
    assert main(["library", "import", str(pack_file), "--database", database]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["added"] == ["era:190", "era:191", "special:name:grand harbour", "blue_05"]
    assert main(["library", "export", "--database", database]) == 0
    assert json.loads(capsys.readouterr().out)["version"] == 2
    pack_file.write_text(pack_text([{**CARDS[0], "colour": "yellow"}], []), encoding="utf-8")
    assert main(["library", "import", str(pack_file), "--database", database]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["conflicts"] == [
        "card 190 Kelp Bank: your table's entry is kept (the pack differs in colour)"
    ]
    assert main(["library", "schema"]) == 0
    assert json.loads(capsys.readouterr().out) == pack_schema()
    pack_file.write_text(pack_text([{**CARDS[0], "type": "sideways"}], []), encoding="utf-8")
    assert main(["library", "import", str(pack_file), "--database", database]) == 2
    assert "cards[0].type" in capsys.readouterr().err


def test_rows_stored_before_the_flag_count_as_confirmed() -> None:
    """A row written before entries had ``confirmed`` was typed at the table: the
    library reads it as confirmed, and a pack does not override it."""
    old = DataRow("card", "era:150", '{"number": 150, "name": "Old", "colour": "red"}')
    library = CardLibrary.from_rows([old])
    entry = library.find_card(CardInfo(number=150))
    assert entry is not None and entry.confirmed
    plan = plan_import(pack_text([{"number": 150, "name": "Old", "colour": "green"}], []), [old])
    assert plan.rows == () and [c.outcome for c in plan.conflicts] == ["kept"]


def test_a_played_game_scores_the_same_with_an_imported_pack(tmp_path: Path) -> None:
    """The golden 2-player game, replayed through the store with the cards it claimed
    and all 11 blue tiles taught: the same final scores after export and import on a
    fresh database, and other scores than with the built-in data alone."""
    from companion.games.underwater_cities.scoring import final_scores

    golden = Path(__file__).parents[1] / "golden"
    lines = (golden / "uc_2p_full.jsonl").read_text(encoding="utf-8").splitlines()
    claimed: dict[int, str] = {}  # a random game may say two types for one number
    for line in lines:
        card = json.loads(line).get("card")
        kind = card.get("type") if isinstance(card, dict) else None
        if kind in ("production", "end_scoring") and "number" in card:
            claimed.setdefault(card["number"], kind)
    builtin = {c.number for c in CardLibrary().cards()}
    cards = [
        {"number": number, "name": f"Taught {number}", "type": kind, "confirmed": True}
        | (
            {"production": {"shape": "fixed", "resources": {"credits": 1}}}
            if kind == "production"
            else {"scoring": {"shape": "per_count", "count": "connected_cities", "points": 1}}
        )
        for number, kind in sorted(claimed.items())
        if number not in builtin
    ]
    tiles = [
        {
            "tile": f"blue_{n:02d}",
            "name": f"Reef {n}",
            "production": {"shape": "fixed", "points": 2},
        }
        for n in range(1, 12)
    ]
    assert cards

    def play(path: Path, pack: str | None) -> tuple[list[int], str]:
        with GameStore(path) as store:
            if pack is not None:
                assert not taught(store, pack).conflicts
            number = store.import_game(lines, game=GAME)
            game = store.open_game(number, read_only=True)
            totals = [p.total for p in final_scores(game.state, game.data).players]
            return totals, export_pack(store.game_data(GAME))

    first, exported = play(tmp_path / "a.sqlite3", pack_text(cards, tiles))
    second, again = play(tmp_path / "b.sqlite3", exported)
    plain, _ = play(tmp_path / "c.sqlite3", None)
    assert second == first and again == exported
    assert first != plain


def test_board_calibrations_and_slot_colours_travel_in_the_pack(tmp_path: Path) -> None:
    """A calibrated player board and a slot colour a table read leave in one pack and
    arrive on a fresh database as the same layout and colour a new game copies."""
    from companion.games.underwater_cities.board import builtin_layout
    from companion.games.underwater_cities.calibration import (
        SlotColourEntry,
        board_row,
        slot_colour_row,
    )

    layout = builtin_layout(2).model_copy(update={"confirmed": True, "provenance": "our copy"})
    colour = SlotColourEntry(slot="s34_02", colour="green", provenance="our copy", confirmed=True)
    text = export_pack([board_row(layout), slot_colour_row(colour)])
    with GameStore(tmp_path / "fresh.sqlite3") as store:
        plan = plan_import(text, store.game_data("underwater_cities"))
        store.save_game_data("underwater_cities", list(plan.rows))
        library = CardLibrary.from_rows(store.game_data("underwater_cities"))
    assert library.boards.layout(2) == layout
    assert library.boards.calibrated(2)
    assert library.boards.slot_colours("3-4") == {"s34_02": "green"}
    assert library.boards.colour_checked("s34_02")


def test_an_unusable_layout_refuses_the_whole_pack() -> None:
    """A board in a pack that breaks a layout rule (here: a city site no tunnel site
    reaches, rulebook p. 10) refuses the pack, naming line and entry."""
    from companion.games.underwater_cities.board import builtin_layout
    from companion.games.underwater_cities.calibration import board_row

    data = json.loads(export_pack([board_row(builtin_layout(1))]))
    board = data["boards"][0]
    board["tunnels"] = [t for t in board["tunnels"] if "c11" not in t["ends"]]
    text = json.dumps(data, indent=1)
    with pytest.raises(DataError) as caught:
        plan_import(text, [])
    assert caught.value.params["field"] == "boards[0]"
    assert caught.value.params["line"] > 1
    assert "start city" in caught.value.message
