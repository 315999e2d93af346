"""``companion-cli score --game antarctica`` and ``catalogue --game antarctica``, run
through their own parser (the registry finds the game once its plug-in exists), and
the JSON Schema and example of a position in docs/.

Scoring rules: the rulebook's "CONTEGGIO DEI PUNTI VITTORIA E VINCITORE".
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from companion.core.game_cli import game_command
from companion.core.plugin import DataRow
from companion.games.antarctica.catalogue import builtin_catalogue, correction_row
from companion.games.antarctica.cli import add_commands
from companion.games.antarctica.position import Position

DOCS = Path(__file__).resolve().parents[2] / "docs"
EXAMPLE = DOCS / "examples" / "antarctica-position.json"


class Stored:
    """What the store would give: the rows tables saved, or no database."""

    def __init__(self, rows: list[DataRow] | None = None) -> None:
        self._rows = rows

    def rows(self, game_id: str, database: str | None) -> list[DataRow] | None:
        assert game_id == "antarctica"
        return self._rows

    def save(self, game_id: str, rows: Sequence[DataRow], database: str | None) -> None:
        raise AssertionError("the catalogue command never writes")


def run(argv: list[str], stored: Stored | None = None, other_games: bool = False) -> int:
    """``companion-cli argv`` with Antarctica's commands, as ``companion.cli.main`` runs it."""
    parser = argparse.ArgumentParser(prog="companion-cli")
    subparsers = parser.add_subparsers(dest="command")
    add_commands(subparsers, stored or Stored())
    if other_games:
        other = game_command(subparsers, "score", "other", help="h", description="d", default=True)
        other.add_argument("position")
        other.set_defaults(handler=lambda args: 7)
    args, rest = parser.parse_known_args(argv)
    assert rest == [] or args.passes_rest
    args.rest = rest
    result: int = args.handler(args)
    return result


def test_score_prints_the_working_and_the_winner(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["score", "--game", "antarctica", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "Area 3: 8 buildings + 7 scientists + 1 = 16 for the most scientists" in out
    assert "Area 3: first (scientists: 3): 16 points" in out
    assert "Area 3: place 3 (scientists: 1): 3 points" in out
    assert "    57  total (4 first places, 5 building cards)" in out
    assert out.rstrip().endswith(
        "Result: 1. Bob (57), 2. Dan (46), 3. Chloe (39), 4. Alice (38)\nWinner: Bob"
    )


def test_score_json_is_the_result_as_data(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["score", str(EXAMPLE), "--json", "--game", "antarctica"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [p["total"] for p in result["players"]] == [38, 57, 39, 46]
    assert result["winners"] == [1]
    first = result["players"][0]["scorings"][0]["lines"][1]
    assert first == {
        "code": "ant.score.area.first",
        "params": {"own": 3, "total": 16, "points": 16, "number": 3},
    }


def test_without_game_the_only_game_scores_with_another_its_default(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run(["score", str(EXAMPLE)]) == 0
    assert "Winner: Bob" in capsys.readouterr().out
    assert run(["score", str(EXAMPLE)], other_games=True) == 7
    assert run(["score", "--game", "antarctica", str(EXAMPLE)], other_games=True) == 0
    assert run(["score", "--game", "chess", str(EXAMPLE)], other_games=True) == 2
    assert "score knows no game called 'chess'" in capsys.readouterr().err


def bad(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "position.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def example() -> dict[str, object]:
    data: dict[str, object] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("{not json", "is not valid JSON"),
        (b"\xff\xfe{}", "is not UTF-8 text"),
        ("[" * 100 + "]" * 100, "nests lists and objects more than 64 deep"),
        ('{"sun": 1' + "0" * 60 + "}", "numbers may have at most 40"),
        ('{"sun": 1, "sun": 2}', "names the field 'sun' twice"),
        ("[]", "at the top level, Input should be a valid dictionary"),
        (json.dumps({**example(), "sun": 8}), "at sun, Input should be less than 8"),
        (
            json.dumps({**example(), "discarded": [1, 2]}),
            "every per-player list needs 4 numbers, one per player",
        ),
        (json.dumps({**example(), "players": ["A", "B\x1b[31m", "C", "D"]}), "control character"),
        (json.dumps({**example(), "surprise": 1}), "at surprise, Extra inputs are not permitted"),
    ],
)
def test_a_bad_file_is_refused_in_player_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | bytes, words: str
) -> None:
    path = bad(tmp_path, content)
    assert run(["score", "--game", "antarctica", str(path)]) == 2
    captured = capsys.readouterr()
    assert words in captured.err
    assert "Traceback" not in captured.err
    assert captured.out == ""
    assert run(["score", "--game", "antarctica", str(path), "--json"]) == 2
    assert "error" in json.loads(capsys.readouterr().out)


def test_a_missing_or_huge_file_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["score", "--game", "antarctica", str(tmp_path / "none.json")]) == 2
    assert "Cannot read" in capsys.readouterr().err
    huge = bad(tmp_path, " " * (6 * 1024 * 1024))
    assert run(["score", "--game", "antarctica", str(huge)]) == 2
    assert "too large" in capsys.readouterr().err


def test_catalogue_marks_what_is_not_confirmed(capsys: pytest.CaptureFixture[str]) -> None:
    card = builtin_catalogue().cards[0]
    rows = [correction_row(card), DataRow("card", "zz", "{")]
    assert run(["catalogue"], Stored(rows)) == 0
    out = capsys.readouterr().out
    assert "Not checked against your copy: 44 of 45 items." in out
    assert "Left out: The card zz a table saved cannot be read (bad_json); left out" in out
    line = next(x for x in out.splitlines() if x.strip().startswith(card.id))
    assert "[not checked" not in line
    assert run(["catalogue", "--no-database", "--json"], Stored(rows)) == 0
    report = json.loads(capsys.readouterr().out)
    assert len(report["unconfirmed"]) == 45
    assert report["problems"] == []
    assert run(["catalogue", "--json"], Stored(None)) == 0
    assert json.loads(capsys.readouterr().out)["corrected"] == []


def test_the_example_is_the_rulebooks_area_in_a_full_game() -> None:
    """The example holds the rulebook's "Esempio" (8 buildings; 3, 3, 1, 0)."""
    position = Position.model_validate(example())
    area = position.areas[position.sun]
    assert (area.buildings, area.scientists) == (8, (3, 3, 1, 0))


def test_position_schema_document_is_current() -> None:
    """docs/antarctica-position.schema.json is the schema generated from the model."""
    stored = json.loads((DOCS / "antarctica-position.schema.json").read_text(encoding="utf-8"))
    assert stored == Position.model_json_schema(), (
        "regenerate: .venv/bin/python -c 'import json; from companion.games.antarctica."
        "position import Position; print(json.dumps(Position.model_json_schema(), indent=2, "
        "ensure_ascii=False))' > docs/antarctica-position.schema.json"
    )
