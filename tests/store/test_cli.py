"""``companion-cli games``, ``export`` and ``import``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main
from companion.core import registry
from companion.store import GameStore

from .counter import COUNTER, COUNTER_GAME, add, setup


@pytest.fixture(autouse=True)
def counter_registered(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(registry._EXTRA, "counter", COUNTER_GAME)
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))


@pytest.fixture
def saved(tmp_path: Path) -> int:
    with (
        GameStore(tmp_path / "companion.sqlite3") as store,
        store.new_game(COUNTER, setup("Ann", "Bob"), title="Sunday") as game,
    ):
        game.execute(add("Ann", 4))
        return game.id


def test_games_lists_the_saved_games(saved: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert "Sunday" in out and "Ann 4, Bob 0" in out and "in_progress" in out


def test_export_then_import(saved: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "sunday.jsonl"
    assert main(["export", str(saved), "-o", str(target)]) == 0
    lines = target.read_text().splitlines()
    assert json.loads(lines[0])["format"] == "companion-log"
    assert json.loads(lines[-1]) == add("Ann", 4)
    assert main(["export", str(saved), "-o", str(target)]) == 2  # never overwrites
    assert "not overwritten" in capsys.readouterr().err
    assert main(["import", str(target), "--title", "Copy"]) == 0
    assert "Imported as game 2." in capsys.readouterr().out
    with GameStore(tmp_path / "companion.sqlite3") as store:
        assert store.summary(2).title == "Copy"
        assert store.summary(2).scores == {"Ann": 4, "Bob": 0}


def test_bare_export_to_stdout(saved: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", str(saved), "--bare"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[0]) == setup("Ann", "Bob")


def test_a_bad_import_names_the_line(
    saved: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(setup()) + "\n" + json.dumps(add("Bob")) + "\n")
    assert main(["import", str(bad), "--game", "counter"]) == 2
    assert capsys.readouterr().err.strip() == "Line 2: It is Ann's turn, not Bob's."
    binary = tmp_path / "photo.jpg"
    binary.write_bytes(b"\xff\xd8\xff\xe0" * 10)
    assert main(["import", str(binary), "--game", "counter"]) == 2
    assert "Cannot read" in capsys.readouterr().err
    with GameStore(tmp_path / "companion.sqlite3") as store:
        assert len(store.list_games()) == 1


def test_games_never_prints_terminal_escapes_or_bidi_overrides(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue #12, item 10: a name saved by an older version with an escape sequence or
    a bidi override is shown with those characters as codes, never acted on."""
    import sqlite3
    from contextlib import closing

    with (
        GameStore(tmp_path / "companion.sqlite3") as store,
        store.new_game(COUNTER, setup("Ann", "Bob"), title="Sunday") as game,
    ):
        game.execute(add("Ann", 4))
    with closing(sqlite3.connect(tmp_path / "companion.sqlite3")) as raw, raw:
        raw.execute("UPDATE games SET title = ?", ["\x1b[2J\u202eevil"])
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\u202e" not in out
    assert "\\u001b[2J\\u202eevil" in out
