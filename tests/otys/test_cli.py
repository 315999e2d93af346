"""``companion-cli score --game otys POSITION.json`` (the shared ``score`` subcommand),
the position's JSON Schema and example in docs/ (the end, p. 8)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main
from companion.games.otys.position import Position

DOCS = Path(__file__).resolve().parents[2] / "docs"
EXAMPLE = DOCS / "examples" / "otys-position.json"
SCHEMA = DOCS / "otys-position.schema.json"


def test_score_prints_prestige_places_and_the_tie_break(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """p. 8: Noemi and Paola tie on 19 prestige; Noemi has more resources in her zones."""
    assert main(["score", "--game", "otys", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "Noemi: 19 prestige, 6 resources in the dig zones" in out
    assert "Result: 1. Noemi (19), 2. Paola (19), 3. Roberto (16)" in out
    assert "Winner: Noemi" in out
    assert "Tie-break: Tied at 19 prestige: Noemi has more resources" in out


def test_score_json_gives_codes_and_parameters(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--game", "otys", str(EXAMPLE), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["winners"] == ["Noemi"]
    assert result["tie_break"]["code"] == "otys.tie.resources"
    assert [p["place"] for p in result["players"]] == [1, 2, 3]


def test_the_schema_is_the_models_and_the_example_follows_it() -> None:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    generated = Position.model_json_schema()
    assert schema["properties"] == generated["properties"]
    assert schema["$defs"] == generated["$defs"]
    Position.model_validate(json.loads(EXAMPLE.read_text(encoding="utf-8")))


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ('{"players": []}', "at players"),
        ('{"players": [{"name": "A", "prestige": 3, "zones": [{}, {}, {}, {}, {}]},'
         ' {"name": "B", "prestige": 2, "zones": [{"metal": 4}, {}, {}, {}, {}]}]}',
         "dig zone 1 holds at most 3"),
        ('{"players": [{"name": "A\\u202e", "prestige": 3, "zones": [{}, {}, {}, {}, {}]},'
         ' {"name": "B", "prestige": 2, "zones": [{}, {}, {}, {}, {}]}]}', "name of player 1"),
        ("{not json", "position file"),
        ('{"format": "underwater-cities", "players": []}', "at format"),
    ],
)  # fmt: skip
def test_bad_positions_exit_2_with_a_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, words: str
) -> None:
    path = tmp_path / "position.json"
    path.write_text(content, encoding="utf-8")
    assert main(["score", "--game", "otys", str(path)]) == 2
    assert words in capsys.readouterr().err


def test_a_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--game", "otys", str(tmp_path / "none.json")]) == 2
    assert "Cannot read" in capsys.readouterr().err
