"""Results leaving the app: the BG Stats play file against its JSON Schema, CSV and
JSON read back to the same numbers, backup and restore; each through the CLI too."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from contextlib import closing
from datetime import datetime
from pathlib import Path

import pytest

from companion.cli import main
from companion.core.errors import CompanionError
from companion.stats.export import FIELDS, bgsplay, result_rows, results_csv, results_json
from companion.store import GameStore
from companion.store.backup import backup, check_backup, restore
from tests.stats.library import Played
from tests.stats.schema_check import problems

SCHEMA = json.loads(
    (Path(__file__).parents[2] / "docs" / "bgsplay.schema.json").read_text(encoding="utf-8")
)
BGG = {"underwater_cities": 247763, "antarctica": 176591, "otys": 0}


def test_the_checker_refuses_what_breaks_the_schema() -> None:
    assert problems({}, SCHEMA, SCHEMA)
    assert problems({"players": [], "games": [], "plays": []}, SCHEMA, SCHEMA)
    bad_date = {
        "players": [{"id": 1, "name": "A"}],
        "games": [{"id": 1, "name": "G", "bggId": 1}],
        "plays": [
            {
                "gameRefId": 1,
                "playDate": "2026-03-01T18:00",
                "playerScores": [{"playerRefId": 1, "score": "3", "winner": True}],
            }
        ],
    }
    assert problems(bad_date, SCHEMA, SCHEMA) == [
        "$.plays[0].playDate: '2026-03-01T18:00' does not match "
        + SCHEMA["$defs"]["date"]["pattern"]
    ]


@pytest.mark.parametrize("kind", sorted(BGG))
def test_a_play_file_reads_back_with_names_scores_winner_and_date(
    library: Path, played: list[Played], kind: str, tmp_path: Path
) -> None:
    game = next(g for g in played if g.game_id == kind)
    out = tmp_path / "play.bgsplay"
    assert main(["export-play", str(game.number), "--database", str(library), "-o", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert problems(data, SCHEMA, SCHEMA) == []
    (play,) = data["plays"]
    (entry,) = data["games"]
    assert entry["bggId"] == BGG[kind] and play["gameRefId"] == entry["id"]
    names = {p["id"]: p["name"] for p in data["players"]}
    scores = {names[s["playerRefId"]]: int(s["score"]) for s in play["playerScores"]}
    assert scores == {s.name: s.points for s in game.result.scores}
    winners = {names[s["playerRefId"]] for s in play["playerScores"] if s["winner"]}
    assert winners == {game.result.scores[seat].name for seat in game.result.winners}
    start = [names[s["playerRefId"]] for s in play["playerScores"] if s["startPlayer"]]
    assert start == [game.names[next(a for a in game.actors if a is not None)]]
    played_at = datetime.strptime(play["playDate"], "%Y-%m-%d %H:%M:%S")
    assert played_at == game.created.astimezone().replace(tzinfo=None)
    assert play["durationMin"] == round((game.commands - 1) * game.step / 60)
    with GameStore(library) as store:
        again = bgsplay(store, game.number)
    assert again["plays"][0]["uuid"] == play["uuid"]  # BG Stats updates, never duplicates


def test_csv_and_json_read_back_to_the_same_numbers(
    library: Path, played: list[Played], tmp_path: Path
) -> None:
    out = tmp_path / "results.csv"
    assert main(["results", "--database", str(library), "-o", str(out)]) == 0
    with open(out, newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert tuple(rows[0]) == FIELDS
    expected = {
        (g.number, s.name): (s.points, s.place, s.seat in g.result.winners)
        for g in played
        for s in g.result.scores
    }
    assert {
        (int(r["game"]), r["player"]): (int(r["points"]), int(r["place"]), r["winner"] == "1")
        for r in rows
    } == expected
    assert len(rows) == len(expected)
    with GameStore(library) as store:
        listed = result_rows(store)
        assert json.loads(results_json(listed)) == [
            {**row, "winner": row["winner"] == "1"}
            | {k: int(row[k]) for k in ("game", "duration_min", "seat", "profile", "points")}
            | {k: int(row[k]) for k in ("place", "time_min")}
            for row in csv.DictReader(io.StringIO(results_csv(listed)))
        ]
        only = result_rows(store, game_id="otys", search="Mia")
    assert {r.game for r in only} == {
        g.number for g in played if g.game_id == "otys" and "Mia" in g.names
    }


def test_exports_refuse_to_overwrite_and_explain_bad_input(
    library: Path, played: list[Played], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    taken = tmp_path / "taken.csv"
    taken.write_text("keep me", encoding="utf-8")
    assert main(["results", "--database", str(library), "-o", str(taken)]) == 2
    assert taken.read_text(encoding="utf-8") == "keep me"
    assert "not overwritten" in capsys.readouterr().err
    assert main(["export-play", "999", "--database", str(library)]) == 2
    assert "no saved game number 999" in capsys.readouterr().err
    assert main(["results", "--player", "Nobody", "--database", str(library)]) == 2
    assert "No player is called Nobody" in capsys.readouterr().err
    with GameStore(library) as store:
        game = store.new_game("antarctica", store.plugin("antarctica").example_setup(2, 1))  # type: ignore[union-attr]
        game.close()
    assert main(["export-play", str(game.id), "--database", str(library)]) == 2
    assert "not finished yet" in capsys.readouterr().err


def _games(path: Path) -> list[tuple[object, ...]]:
    with closing(sqlite3.connect(path)) as db:
        return db.execute("SELECT id, title, scores FROM games ORDER BY id").fetchall()


def test_backup_and_restore_keep_every_game(
    library: Path, played: list[Played], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "backup.sqlite3"
    assert main(["backup", str(saved), "--database", str(library)]) == 0
    assert not Path(f"{saved}-wal").exists()
    assert check_backup(saved) == len(played)
    assert main(["backup", str(saved), "--database", str(library)]) == 2  # never overwritten
    assert "not overwritten" in capsys.readouterr().err
    assert main(["restore", str(saved), "--database", str(library)]) == 2  # a database is there
    assert "not overwritten" in capsys.readouterr().err
    target = tmp_path / "new" / "companion.sqlite3"
    assert main(["restore", str(saved), "--database", str(target)]) == 0
    assert _games(target) == _games(library)
    with GameStore(target) as store:
        assert [p.name for p in store.profiles()] == ["Ada", "Ben", "Leo", "Mia"]


def test_a_damaged_backup_is_refused_before_anything_is_written(
    library: Path, tmp_path: Path
) -> None:
    with GameStore(library) as store:
        saved = backup(store, tmp_path / "backup.sqlite3")
    with closing(sqlite3.connect(saved)) as db:  # a command that no longer reads
        db.execute('UPDATE commands SET command = \'{"type": "nonsense"}\' WHERE seq = 5')
        db.commit()
    target = tmp_path / "restored.sqlite3"
    with pytest.raises(CompanionError) as refused:
        restore(saved, target)
    assert refused.value.code == "backup_damaged" and not target.exists()
    cut = tmp_path / "cut.sqlite3"
    cut.write_bytes(saved.read_bytes()[:8192])
    with pytest.raises(CompanionError) as cut_short:
        restore(cut, target)
    assert cut_short.value.code == "backup_damaged" and not target.exists()
    with pytest.raises(CompanionError) as missing:
        restore(tmp_path / "nothing.sqlite3", target)
    assert missing.value.code == "backup_damaged"
