"""Export a game as JSON lines and import it back; a bad file changes nothing."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from companion.core import DataError
from companion.core.session import replay
from companion.store import GameStore

from .checks import check_consistent
from .counter import COUNTER, add, set_, setup


def dump(path: Path) -> list[str]:
    with sqlite3.connect(path) as raw:
        return list(raw.iterdump())


@pytest.fixture
def played(store: GameStore) -> int:
    game = store.new_game(COUNTER, setup("Ann", "Bob"), title="Tuesday")
    for player in ("Ann", "Bob", "Ann", "Bob"):
        game.execute(add(player, 3))
    game.edit(2, set_("Ann", 1))  # seq 3 becomes a conflict
    game.undo()  # seq 5 is undone
    game.close()
    return game.id


def test_export_holds_the_played_commands_after_a_header(store: GameStore, played: int) -> None:
    lines = store.export_game(played)
    assert json.loads(lines[0]) == {
        "format": "companion-log",
        "version": 1,
        "game": "counter",
        "title": "Tuesday",
    }
    assert [json.loads(line) for line in lines[1:]] == [
        setup("Ann", "Bob"),
        set_("Ann", 1),
        add("Ann", 3),
    ]


def test_bare_export_is_the_replay_format(store: GameStore, played: int) -> None:
    lines = store.export_game(played, header=False)
    session = replay(COUNTER, [json.loads(line) for line in lines])
    assert session.state == store.open_game(played, read_only=True).state


def test_import_round_trip(store: GameStore, played: int, db_path: Path) -> None:
    number = store.import_game(store.export_game(played))
    assert number != played
    imported = store.open_game(number)
    assert imported.state == store.open_game(played, read_only=True).state
    assert store.summary(number).title == "Tuesday"
    assert check_consistent(db_path, COUNTER, number) == imported.state


def test_import_of_a_bare_file_names_the_game(store: GameStore, played: int) -> None:
    lines = store.export_game(played, header=False)
    with pytest.raises(DataError) as raised:
        store.import_game(lines)
    assert raised.value.code == "import_no_game"
    number = store.import_game(lines, game="counter", title="Again")
    assert store.summary(number).title == "Again"


def test_import_of_a_long_game_takes_snapshots(store: GameStore, db_path: Path) -> None:
    lines = [json.dumps(setup(target=1000))]
    lines += [json.dumps(add(("Ann", "Bob")[turn % 2], 2)) for turn in range(25)]
    number = store.import_game([*lines, ""], game="counter")
    assert store.open_game(number).state.scores == (26, 24)
    assert check_consistent(db_path, COUNTER, number).scores == (26, 24)


HEADER = json.dumps({"format": "companion-log", "version": 1, "game": "counter"})


@pytest.mark.parametrize(
    ("lines", "code", "line", "words"),
    [
        (
            [HEADER, json.dumps(setup()), '{"type": "add", "player": '],
            "import_bad_json",
            3,
            "not valid JSON",
        ),
        ([HEADER, json.dumps(setup()), "[1, 2]"], "import_not_a_command", 3, "JSON object"),
        (
            [HEADER, json.dumps(setup()), json.dumps({"type": "jump"})],
            "import_invalid_command",
            3,
            "Unknown command 'jump'",
        ),
        (
            [HEADER, json.dumps(setup()), json.dumps({"type": "add", "player": "Ann"})],
            "import_invalid_command",
            3,
            "amount: Field required",
        ),
        (
            [HEADER, json.dumps(setup()), json.dumps(add("Ann")), json.dumps(add("Ann"))],
            "import_illegal_command",
            4,
            "It is Bob's turn, not Ann's.",
        ),
        (
            [json.dumps({"format": "companion-log", "version": 3, "game": "counter"}), "{"],
            "import_too_new",
            1,
            "made by a newer version of the companion (format 3); "
            "this version reads up to format 1.",
        ),
        (
            [json.dumps({"format": "spreadsheet"})],
            "import_not_a_log",
            1,
            "not a companion game log",
        ),
        (
            [json.dumps({"format": "companion-log", "version": "one"})],
            "import_bad_header",
            1,
            "whole number",
        ),
        (
            [json.dumps({"format": "companion-log", "version": 1, "game": "chess"}), "{}"],
            "import_unknown_game",
            1,
            "does not know a game called 'chess'",
        ),
        ([json.dumps(setup()), HEADER], "import_misplaced_header", 2, "only be the first line"),
        ([HEADER, "", "   "], "import_empty", None, "no commands"),
    ],
)
def test_a_malformed_import_is_rejected_with_line_and_reason_and_changes_nothing(
    store: GameStore,
    played: int,
    db_path: Path,
    lines: list[str],
    code: str,
    line: int | None,
    words: str,
) -> None:
    before = dump(db_path)
    with pytest.raises(DataError) as raised:
        store.import_game(lines, game=None if line == 1 else "counter")
    error = raised.value
    assert error.code == code
    assert error.params.get("line") == line
    assert "reason" in error.params
    assert words in error.message
    if line is not None and code != "import_too_new":
        assert error.message.startswith(f"Line {line}")
    assert dump(db_path) == before


def test_import_refuses_a_file_of_another_game(store: GameStore) -> None:
    with pytest.raises(DataError) as raised:
        store.import_game([HEADER, json.dumps(setup())], game="underwater_cities")
    assert raised.value.code == "import_wrong_game"
