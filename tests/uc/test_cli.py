"""``companion-cli replay`` and ``schema`` (headless)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main

GOLDEN = Path(__file__).parent.parent / "golden"


def test_replay_prints_the_final_state(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(GOLDEN / "uc_2p_full.jsonl")]) == 0
    state = json.loads(capsys.readouterr().out)
    expected = json.loads((GOLDEN / "uc_2p_full.expected.json").read_text(encoding="utf-8"))
    assert state == expected


def test_replay_stops_at_the_first_rejected_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = (GOLDEN / "uc_2p_full.jsonl").read_text(encoding="utf-8").splitlines()[:3]
    lines.append(json.dumps({"type": "end_turn", "player": 1}))
    log = tmp_path / "bad.jsonl"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["replay", str(log)]) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["error"]["line"] == 4
    assert out["error"]["code"] == "not_your_turn"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("{not json", "bad_json"),
        ('{"type": "fly_away"}', "unknown_command"),
        ('{"type": "setup_game", "players": []}', "bad_command"),
        ('{"type": "end_turn", "player": 0}', "not_set_up"),
    ],
)
def test_replay_names_the_line_and_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, code: str
) -> None:
    log = tmp_path / "bad.jsonl"
    log.write_text(text + "\n", encoding="utf-8")
    assert main(["replay", str(log), "--game", "underwater_cities"]) == 2
    captured = capsys.readouterr()
    assert json.loads(captured.out)["error"]["code"] == code
    assert captured.err.startswith("line 1:")


def test_schema_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", "--game", "underwater_cities"]) == 0
    schema = json.loads(capsys.readouterr().out)
    names = set(schema["discriminator"]["mapping"])
    assert {"setup_game", "place", "build", "end_turn", "adjust", "run_production"} <= names


def test_the_documented_example_replays(tmp_path: Path) -> None:
    doc = (Path(__file__).parent.parent.parent / "docs" / "commands.md").read_text("utf-8")
    example = doc.split("```jsonl\n")[1].split("```")[0]
    log = tmp_path / "example.jsonl"
    log.write_text(example, encoding="utf-8")
    assert main(["replay", str(log)]) == 0
