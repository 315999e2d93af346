"""Games saved by the release before the plug-in boundary still open and read right.

``tests/fixtures/saved-v0.1.sqlite3`` was written by that release (see the
fixtures' README): schema 1, the card library in its own tables, events holding
English sentences. Opening it migrates the schema; each game's events are
re-derived from its commands by today's rules, so they hold codes, not English.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from companion.core import get_plugin
from companion.core.session import replay
from companion.store import GameStore, schema

FIXTURE = Path(__file__).parents[1] / "fixtures" / "saved-v0.1.sqlite3"


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    path = tmp_path / "companion.sqlite3"
    shutil.copyfile(FIXTURE, path)
    return path


def test_the_old_database_is_migrated_and_keeps_everything(saved: Path) -> None:
    with GameStore(saved) as store:
        assert schema.schema_version(store.db) == schema.latest_version()
        games = {row.title: row for row in store.list_games()}
        assert set(games) == {"Underwater Cities", "uc_2p_full", "uc_4p_cloning"}
        assert games["uc_2p_full"].status == "finished"
        assert games["uc_2p_full"].scores == {"Anna": 8, "Ben": 6}
        cards = store.game_data("underwater_cities", "card")
        assert [row.key for row in cards] == ["era:96"]
        assert json.loads(cards[0].entry)["name"] == "Kelp Farm Network"
        (seen,) = store.db.execute("SELECT player, lesson FROM teaching_seen").fetchall()
        assert seen == ("anna", "underwater_cities.colour_mismatch")
    with closing(sqlite3.connect(saved)) as raw:
        tables = {name for (name,) in raw.execute("SELECT name FROM sqlite_master")}
    assert not tables & {"library_cards", "library_metropolises"}


@pytest.mark.parametrize("title", ["Underwater Cities", "uc_2p_full", "uc_4p_cloning"])
def test_each_old_game_opens_and_reads_as_its_commands_say(saved: Path, title: str) -> None:
    plugin = get_plugin("underwater_cities")
    with GameStore(saved) as store:
        number = next(row.id for row in store.list_games() if row.title == title)
        watched = store.open_game(number, read_only=True)  # re-derived in memory
        expected = replay(
            plugin.ruleset,
            [entry.command for entry in watched.log() if not entry.undone],
            watched.data,
        ).state
        assert watched.state == expected
        watched.close()
        with store.open_game(number) as played:  # re-derived and saved again
            assert played.state == expected
            log = played.log()
            assert all(entry.status == "ok" for entry in log)
            if title == "uc_4p_cloning":
                assert [entry.undone for entry in log[-2:]] == [True, True]
                played.redo()
    with closing(sqlite3.connect(saved)) as raw:
        versions = {
            v for (v,) in raw.execute("SELECT rules_version FROM games WHERE title = ?", [title])
        }
        events = [
            text for (text,) in raw.execute("SELECT event FROM events WHERE game = ?", [number])
        ]
    assert versions == {plugin.ruleset.version}
    assert not [text for text in events if "add it to the card library" in text]


def test_an_old_setup_is_stored_with_the_rules_it_was_played_under(saved: Path) -> None:
    """Opening an old game for playing stores its setup in today's form: it names
    rules edition 1 (the 2-player slot list and discard rule it was played under,
    docs/underwater-cities-rules.md), so it keeps reading so after its rules
    version is raised."""
    with GameStore(saved) as store:
        number = next(row.id for row in store.list_games() if row.title == "uc_2p_full")
        with closing(sqlite3.connect(saved)) as raw:
            (before,) = raw.execute(
                "SELECT command FROM commands WHERE game = ? ORDER BY seq LIMIT 1", [number]
            ).fetchone()
        assert "rules_edition" not in json.loads(before)
        with store.open_game(number) as played:
            assert played.state.settings.rules_edition == 1
        with closing(sqlite3.connect(saved)) as raw:
            (after,) = raw.execute(
                "SELECT command FROM commands WHERE game = ? ORDER BY seq LIMIT 1", [number]
            ).fetchone()
        assert json.loads(after)["rules_edition"] == 1
        with store.open_game(number, read_only=True) as again:
            assert again.state.settings.rules_edition == 1
            assert all(entry.status == "ok" for entry in again.log())
