"""Players as people: profiles linked to seats by name or by choice, renames and merges
that keep history, lessons seen that follow the person, the pausable clock, and
databases saved before profiles (the v0.1 fixture) linked by name on migration."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from companion.core.errors import InvalidCommand
from companion.core.registry import get_plugin
from companion.store import GameStore, LibraryQuery
from companion.store.results import paused_within, update_timers
from companion.teaching.seen import SeenLessons

FIXTURE = Path(__file__).parents[1] / "fixtures" / "saved-v0.1.sqlite3"
LESSON = "antarctica.some_lesson"


def _setup(names: tuple[str, ...], seed: int = 1) -> dict[str, object]:
    setup = get_plugin("antarctica").example_setup(len(names), seed).model_dump(mode="json")
    for player, name in zip(setup["players"], names, strict=True):
        player["name"] = name
    return setup


def test_seats_are_linked_by_name_or_by_the_wizards_choice(tmp_path: Path) -> None:
    with GameStore(tmp_path / "db.sqlite3") as store:
        store.new_game("antarctica", _setup(("Anna", "Ben"))).close()
        store.new_game("antarctica", _setup((" anna ", "Cleo"))).close()
        chosen = store.create_profile("Dora", colour="#aa3300")
        store.new_game("antarctica", _setup(("D.", "Ben")), profiles=[chosen.id, None]).close()
        people = {p.name: p for p in store.profiles()}
        assert {name: p.games for name, p in people.items()} == {
            "Anna": 2, "Ben": 2, "Cleo": 1, "Dora": 1,
        }  # fmt: skip
        assert people["Dora"].colour == "#aa3300" and people["Dora"].initial == "D"
        row = store.library(LibraryQuery(profile=chosen.id)).rows[0]
        assert [s.name for s in row.seats] == ["D.", "Ben"]  # the name played under


def test_refusals_name_the_problem(tmp_path: Path) -> None:
    with GameStore(tmp_path / "db.sqlite3") as store:
        anna = store.create_profile("Anna")
        ben = store.create_profile("Ben")
        for action, code in (
            (lambda: store.create_profile("  ANNA "), "profile_name_taken"),
            (lambda: store.create_profile("   "), "profile_name_empty"),
            (lambda: store.create_profile("x" * 41), "profile_name_too_long"),
            (lambda: store.create_profile("Eve", colour="not a colour!"), "profile_bad_colour"),
            (lambda: store.update_profile(ben.id, name="anna"), "profile_name_taken"),
            (lambda: store.merge_profiles(anna.id, anna.id), "profile_merge_self"),
            (lambda: store.profile(99), "no_such_profile"),
        ):
            with pytest.raises(InvalidCommand) as refused:
                action()
            assert refused.value.code == code
        assert [p.name for p in store.profiles()] == ["Anna", "Ben"]


def test_a_rename_keeps_history_and_the_lessons_follow(tmp_path: Path) -> None:
    with GameStore(tmp_path / "db.sqlite3") as store:
        store.new_game("antarctica", _setup(("Anna", "Ben"))).close()
        SeenLessons(store.db).mark("Anna", LESSON)
        anna = store.profile_named("Anna")
        assert anna is not None
        renamed = store.update_profile(anna.id, name="Anna Bianchi", colour=None)
        assert renamed.name == "Anna Bianchi" and renamed.initial == "A"
        seen = SeenLessons(store.db)
        assert seen.has_seen("Anna Bianchi", LESSON)
        assert seen.has_seen("Anna", LESSON)  # the name she played under finds her
        (row,) = store.library().rows
        assert row.seats[0].name == "Anna" and row.seats[0].profile == anna.id
        store.new_game("antarctica", _setup(("Anna Bianchi", "Ben"))).close()
        assert store.profile(anna.id).games == 2


def test_a_merge_moves_games_and_lessons(tmp_path: Path) -> None:
    with GameStore(tmp_path / "db.sqlite3") as store:
        store.new_game("antarctica", _setup(("Anna", "Ben"))).close()
        store.new_game("antarctica", _setup(("Annie", "Ben"))).close()
        seen = SeenLessons(store.db)
        early = datetime(2025, 1, 1, tzinfo=UTC)
        seen.mark("Annie", LESSON, when=early)
        seen.mark("Anna", LESSON)
        seen.mark("Annie", "antarctica.other")
        anna, annie = store.profile_named("Anna"), store.profile_named("Annie")
        assert anna is not None and annie is not None
        kept = store.merge_profiles(anna.id, annie.id)
        assert kept.games == 2
        assert [p.name for p in store.profiles()] == ["Anna", "Ben"]
        assert store.profile(annie.id).id == anna.id  # the merged number finds her
        assert SeenLessons(store.db).seen("Anna") == {
            LESSON: early,
            "antarctica.other": SeenLessons(store.db).seen("Annie")["antarctica.other"],
        }
        store.new_game("antarctica", _setup(("Annie", "Ben"))).close()
        assert store.profile(anna.id).games == 3
        assert store.library(LibraryQuery(profile=anna.id)).total == 3


def test_pauses_are_left_out_of_the_duration(tmp_path: Path) -> None:
    start = datetime(2026, 1, 1, tzinfo=UTC)
    at = [start + timedelta(seconds=s) for s in (0, 10, 20, 30)]
    assert paused_within(at[0], at[3], [(at[1], at[2])]) == 10
    assert paused_within(at[0], at[2], [(at[1], None)]) == 10  # still paused
    assert paused_within(at[2], at[3], [(at[0], at[1])]) == 0
    with GameStore(tmp_path / "db.sqlite3") as store:
        game = store.new_game("antarctica", _setup(("Anna", "Ben")))
        assert not game.paused
        game.pause()
        assert game.paused
        game.pause()  # twice is once
        game.resume()
        assert not game.paused
        game.pause()
        game.close()  # closing pauses (it is paused already: nothing more)
        again = store.open_game(game.id)
        assert not again.paused  # opening to play starts the clock
        again.close()
        assert store.db.execute("SELECT count(*) FROM pauses").fetchone()[0] == 3
        # A made-up timeline: commands 60 s apart, a 45 s pause in the second gap.
        with store.transaction() as db:
            db.execute("DELETE FROM pauses")
            db.execute("INSERT INTO commands (game, seq, command, status, created, actor) "
                       "SELECT game, 2, command, 'ok', ?, 0 FROM commands WHERE seq = 1",
                       [(start + timedelta(seconds=60)).isoformat()])  # fmt: skip
            db.execute("INSERT INTO commands (game, seq, command, status, created, actor) "
                       "SELECT game, 3, command, 'ok', ?, 1 FROM commands WHERE seq = 1",
                       [(start + timedelta(seconds=120)).isoformat()])  # fmt: skip
            db.execute("UPDATE commands SET created = ? WHERE seq = 1", [start.isoformat()])
            db.execute("UPDATE games SET head = 3")
            db.execute(
                "INSERT INTO pauses (game, start, end) VALUES (?, ?, ?)",
                [game.id, (start + timedelta(seconds=70)).isoformat(),
                 (start + timedelta(seconds=115)).isoformat()],
            )  # fmt: skip
            update_timers(db, game.id)
        row = store.library_row(game.id)
        assert row.duration_ms == 75_000
        assert [s.time_ms for s in row.seats] == [60_000, 15_000]


def test_the_clock_and_thinking_time_of_a_game_played_live(tmp_path: Path) -> None:
    plugin = get_plugin("antarctica")
    with GameStore(tmp_path / "db.sqlite3") as store:
        game = store.new_game("antarctica", _setup(("Anna", "Ben")))
        import random

        from companion.games.antarctica.autoplay import choose

        rng = random.Random(3)
        for _ in range(12):
            game.execute(choose(game.state, rng))
        actors = [seq for seq, in store.db.execute(
            "SELECT actor FROM commands WHERE game = ? ORDER BY seq", [game.id])]  # fmt: skip
        assert actors[0] is None and all(a in (0, 1, None) for a in actors)
        game.pause()
        game.execute(choose(game.state, rng))  # the next command ends the pause
        row = store.library_row(game.id)
        assert row.phase == plugin.phase(game.state)
        assert row.duration_ms >= sum(s.time_ms for s in row.seats) >= 0
        with store.transaction() as db:  # each command's gap added = the whole recounted
            update_timers(db, game.id)
        recounted = store.library_row(game.id)
        assert abs(recounted.duration_ms - row.duration_ms) <= 13
        for added, counted in zip(row.seats, recounted.seats, strict=True):
            assert abs(added.time_ms - counted.time_ms) <= 13
        for step in (game.undo, game.undo, game.redo):
            step()
            kept = store.library_row(game.id)
            with store.transaction() as db:
                update_timers(db, game.id)
            counted = store.library_row(game.id)
            assert abs(kept.duration_ms - counted.duration_ms) <= 13
            pairs = zip(kept.seats, counted.seats, strict=True)
            assert all(abs(a.time_ms - b.time_ms) <= 13 for a, b in pairs)
        # a command undone takes its time away: recounted, never more than before
        assert store.library_row(game.id).duration_ms <= recounted.duration_ms


def test_an_old_database_links_its_players_by_name(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    shutil.copyfile(FIXTURE, path)
    with GameStore(path) as store:
        people = {p.name: p.games for p in store.profiles()}
        assert people["Anna"] == 3 and people["Ben"] == 3
        finished = store.library(LibraryQuery(status="finished")).rows
        (game,) = finished
        assert [(s.name, s.points, s.place, s.winner) for s in game.seats] == [
            ("Anna", 8, 1, True),
            ("Ben", 6, 2, False),
        ]
        seen = SeenLessons(store.db)
        assert seen.has_seen("Anna", "underwater_cities.colour_mismatch")
        anna = store.profile_named("anna")
        assert anna is not None
        store.update_profile(anna.id, name="Anna Rossi")
        assert SeenLessons(store.db).has_seen("Anna Rossi", "underwater_cities.colour_mismatch")


def test_the_cli_lists_renames_and_merges_players(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from companion.cli import main

    path = tmp_path / "db.sqlite3"
    with GameStore(path) as store:
        store.new_game("antarctica", _setup(("Anna", "Ben"))).close()
        store.new_game("antarctica", _setup(("Annie", "Ben"))).close()
        anna, annie = store.profile_named("Anna"), store.profile_named("Annie")
        assert anna is not None and annie is not None
    database = ["--database", str(path)]
    assert main(["players", *database, "--merge", str(anna.id), str(annie.id)]) == 0
    assert main(["players", *database, "--rename", str(anna.id), "Anna B."]) == 0
    out = capsys.readouterr().out.splitlines()[-2:]
    assert [line.split(maxsplit=1)[1] for line in out] == ["Anna B.  (2 games)", "Ben  (2 games)"]
    assert main(["players", *database, "--rename", "x", "Eve"]) == 2
    assert "not a player's number" in capsys.readouterr().err
    assert main(["players", *database, "--rename", str(anna.id), "ben"]) == 2
    assert "already a player called ben" in capsys.readouterr().err
