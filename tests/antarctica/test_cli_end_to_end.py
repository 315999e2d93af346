"""``companion-cli score --game antarctica`` and ``catalogue --game antarctica`` through
the real command line, the plug-in found by the registry ("CONTEGGIO DEI PUNTI
VITTORIA E VINCITORE")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main
from companion.core.plugin import DataRow
from companion.core.registry import get_plugin
from companion.games.antarctica.catalogue import builtin_catalogue, correction_row
from companion.store import GameStore

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "antarctica-position.json"


def test_score_through_companion_cli(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--game", "antarctica", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "Area 3: first (scientists: 3): 16 points" in out
    assert out.rstrip().endswith("Winner: Bob")
    assert main(["score", "--game", "antarctica", str(EXAMPLE), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["winners"] == [1]


def test_score_without_game_still_scores_underwater_cities(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """An Antarctica file given to the default game is refused by that game, cleanly."""
    assert main(["score", str(EXAMPLE), "--no-database"]) == 2
    assert "Traceback" not in capsys.readouterr().err


def test_catalogue_reads_what_a_table_saved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    card = builtin_catalogue().cards[0].model_copy(update={"research": 6})
    database = tmp_path / "companion.sqlite3"
    with GameStore(database) as store:
        store.save_game_data("antarctica", [correction_row(card), DataRow("card", "x", "{")])
    assert main(["catalogue", "--game", "antarctica", "--database", str(database), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["corrected"] == [card.id]
    assert [p["code"] for p in report["problems"]] == ["ant.data.unreadable"]
    research = {c["id"]: c["research"] for c in report["catalogue"]["cards"]}
    assert research[card.id] == 6
    assert main(["catalogue", "--database", str(tmp_path / "none.sqlite3")]) == 0
    assert "Not checked against your copy: 45 of 45 items." in capsys.readouterr().out
    assert not (tmp_path / "none.sqlite3").exists()


def test_the_plugin_loads_the_same_data() -> None:
    card = builtin_catalogue().cards[0].model_copy(update={"asterisk": True})
    data = get_plugin("antarctica").load_data([correction_row(card)])
    assert data.catalogue.card(card.id).asterisk
