"""Seen lessons persist per player name (case-insensitive) across games; teaching
mode's switches; which hits are shown."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlite_utils import Database

from companion.core.errors import DataError
from companion.store import DATA_DIR_VARIABLE, GameStore
from companion.teaching import (
    LessonHit,
    TeachingSettings,
    lessons_to_show,
    load_catalog,
    player_key,
)
from companion.teaching.seen import SeenLessons

MISMATCH = "underwater_cities.colour_mismatch"
DOMES = "underwater_cities.symbiotic_dome_limit"


def test_seen_lessons_round_trip_across_reopening(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    when = datetime(2025, 3, 1, 20, 15, tzinfo=UTC)
    with SeenLessons(path) as seen:
        assert seen.mark("Anna", MISMATCH, when=when) is True
        assert seen.mark("anna", MISMATCH) is False
        assert seen.mark("Ben", DOMES) is True
    with SeenLessons(path) as seen:
        assert seen.seen("ANNA") == {MISMATCH: when}
        assert seen.has_seen("  Anna ", MISMATCH)
        assert not seen.has_seen("Anna", DOMES)
        assert list(seen.seen("Ben")) == [DOMES]
        assert seen.seen("Cleo") == {}
    rows = list(Database(path)["teaching_seen"].rows)
    assert {row["player"] for row in rows} == {"anna", "ben"}


def test_forget_a_players_lessons(tmp_path: Path) -> None:
    with SeenLessons(tmp_path / "db.sqlite3") as seen:
        seen.mark("Anna", MISMATCH)
        seen.mark("Anna", DOMES)
        seen.mark("Ben", DOMES)
        assert seen.forget("ANNA") == 2
        assert seen.seen("Anna") == {} and seen.has_seen("Ben", DOMES)


def test_player_names_are_case_insensitive_beyond_ascii() -> None:
    assert player_key(" Jürgen  Straß ") == player_key("JÜRGEN STRASS") == "jürgen strass"


def test_the_default_is_the_stores_database_and_the_store_still_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(tmp_path))
    with SeenLessons() as seen:
        seen.mark("Anna", MISMATCH)
    store = GameStore()
    try:
        assert store.path == tmp_path / "companion.sqlite3"
        assert store.list_games() == []
        shared = SeenLessons(store.db)
        assert shared.has_seen("anna", MISMATCH)
        assert shared.mark("Ben", MISMATCH)
        shared.close()
        assert store.list_games() == []
    finally:
        store.close()
    with SeenLessons() as seen:
        assert seen.has_seen("ben", MISMATCH)


def test_a_damaged_file_is_a_clear_error_and_is_left_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    junk = b"this is not a database" * 100
    path.write_bytes(junk)
    with pytest.raises(DataError) as caught:
        SeenLessons(path)
    assert caught.value.code == "database_damaged"
    assert str(path) in caught.value.message
    assert path.read_bytes() == junk


def test_an_sqlite_failure_is_a_clear_error(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "companion.sqlite3")
    seen = SeenLessons(store.db)
    store.close()
    with pytest.raises(DataError) as caught:
        seen.mark("Anna", MISMATCH)
    assert caught.value.code == "teaching_store_failed"
    assert "Could not save the lessons seen" in caught.value.message


# --- teaching mode: settings and what is shown --------------------------------------


def test_settings_switch_the_game_and_each_player() -> None:
    settings = TeachingSettings()
    assert not settings.is_on("Anna")
    settings = settings.with_game(True).with_player("ANNA", False)
    assert not settings.is_on("anna") and settings.is_on("Ben")
    assert settings.with_player("Anna", True).is_on("Anna")
    assert TeachingSettings.model_validate_json(settings.model_dump_json()) == settings


def hit(lesson: str, name: str, seat: int = 0) -> LessonHit:
    return LessonHit(lesson, seat, name, {})


def test_first_occurrences_until_seen_and_overlooked_rules_every_time(tmp_path: Path) -> None:
    catalog = load_catalog("underwater_cities")
    settings = TeachingSettings(enabled=True)
    hits = [hit(MISMATCH, "Anna"), hit(DOMES, "Anna")]
    with SeenLessons(tmp_path / "db.sqlite3") as seen:
        first = lessons_to_show(hits, catalog, seen, settings)
        assert [(s.hit.lesson, s.first_time) for s in first] == [(MISMATCH, True), (DOMES, True)]
        for shown in first:
            seen.mark(shown.hit.name, shown.hit.lesson)
        again = lessons_to_show(hits, catalog, seen, settings)
        assert [(s.hit.lesson, s.first_time) for s in again] == [(DOMES, False)]
        assert again[0].lesson.kind == "overlooked_rule"
        assert lessons_to_show([hit(MISMATCH, "Ben", 1)], catalog, seen, settings)
        off = settings.with_player("Ben", False)
        assert lessons_to_show([hit(MISMATCH, "Ben", 1)], catalog, seen, off) == []
        assert lessons_to_show(hits, catalog, seen, TeachingSettings()) == []
