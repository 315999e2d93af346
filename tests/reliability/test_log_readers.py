"""Game files through import and ``companion-cli replay``: every bad file is a clear
error (exit 2, no traceback), the header's game and version are checked."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main
from companion.core.errors import DataError
from companion.store.transfer import read_log

GOLDEN = Path(__file__).parent.parent / "golden"
HEADER = {"format": "companion-log", "version": 1, "game": "underwater_cities"}


def replay(tmp_path: Path, data: bytes, capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    log = tmp_path / "log.jsonl"
    log.write_bytes(data)
    assert main(["replay", str(log), *args]) == 2
    return json.loads(capsys.readouterr().out)["error"]


@pytest.mark.parametrize(
    ("data", "code", "words"),
    [
        (b"", "import_empty", "empty"),
        (b"\n  \n", "import_empty", "empty"),
        (json.dumps(HEADER).encode() + b"\n", "import_empty", "only a header"),
        (b'{"type": "setup_game"}\n\xff\xfe', "not_utf8", "line 2"),
        (b"[" * 5000 + b"]" * 5000, "too_deep", "deep"),
        (b'{"type": "end_turn", "player": ' + b"9" * 5000 + b"}", "number_too_large", "digits"),
        (b'{"type": "end_turn", "player": 1, "player": 0}', "duplicate_key", "twice"),
        (b"{not json", "bad_json", "not valid JSON"),
        (
            json.dumps({**HEADER, "version": 2}).encode() + b"\n{}",
            "import_too_new",
            "newer version",
        ),
        (
            json.dumps({**HEADER, "version": True}).encode() + b"\n{}",
            "import_bad_header",
            "whole number",
        ),
        (
            json.dumps({**HEADER, "title": "li\u202eve"}).encode() + b"\n{}",
            "import_bad_header",
            "control character",
        ),
        (
            json.dumps({**HEADER, "game": "\x1b[2J"}).encode() + b"\n{}",
            "import_bad_header",
            "game",
        ),
    ],
)
def test_replay_refuses_bad_files_clearly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes, code: str, words: str
) -> None:
    error = replay(tmp_path, data, capsys)
    assert error["code"] == code
    assert words in error["message"]


def test_replay_uses_the_headers_game_and_checks_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    body = (GOLDEN / "uc_2p_full.jsonl").read_bytes()
    log = tmp_path / "log.jsonl"
    log.write_bytes(json.dumps(HEADER).encode() + b"\n" + body)
    assert main(["replay", str(log), "--compact"]) == 0
    assert json.loads(capsys.readouterr().out)["phase"]
    other = json.dumps({**HEADER, "game": "chess"}).encode() + b"\n" + body
    assert replay(tmp_path, other, capsys)["code"] == "unknown_game"


def test_replay_of_a_missing_file_is_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(tmp_path / "nothing.jsonl")]) == 2
    assert "Cannot read" in capsys.readouterr().err


def test_a_log_over_the_limit_is_refused_without_parsing() -> None:
    with pytest.raises(DataError) as caught:
        read_log(b"{}\n" * (7 * 1024 * 1024))
    assert caught.value.code == "file_too_large"
    assert "20 MB" in caught.value.message


def test_lines_from_a_file_opened_as_text_keep_their_errors(tmp_path: Path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_bytes(b'{"type": "x"}\n\xff\n')
    with path.open(encoding="utf-8") as handle, pytest.raises(DataError) as caught:
        read_log(handle)
    assert caught.value.code == "not_utf8"
