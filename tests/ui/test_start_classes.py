"""The modules whose classes the first frame does not use are imported later, and the
value classes it does import are named tuples (issue #13: each dataclass costs the start
≈ 0.5 ms, its methods compiled from generated source; a named tuple compiles one)."""

from __future__ import annotations

from pathlib import Path

import pytest
from project_scripts import resumed_first_frame_lines

import companion.teaching

TEACHING = [
    # teaching mode is off in the resumed game: its lessons, guides and texts
    "companion.teaching.detect",
    "companion.teaching.guide",
    "companion.teaching.lessons",
    "companion.teaching.messages",
    "companion.teaching.registry",
    "companion.games.underwater_cities.teaching",
    "ui.teaching.text",
    "ui.games.underwater_cities.teaching.text",
    "ui.teaching.shown",
]
LATER = [
    *TEACHING,
    # the games list's summary (a tap's commit) and players' profiles (Home, the wizard)
    "companion.store.summary",
    "companion.store.profiles",
    # a WAL's vetting (after a crash)
    "companion.store.vetting",
    # a finished game's scores
    "companion.core.scores",
    # the log's entries: the History and a fix
    "companion.store.entries",
    # the effects' evaluator: production, final scoring, a card's preview
    "companion.games.underwater_cities.evaluation",
]

CHECKS = f"""
import sys, time
assert window.table is not None and window.coach is not None
print("loaded:", *[m for m in {LATER!r} if m in sys.modules])
from ui.first_frame import LATER_IMPORTS
deadline = time.monotonic() + 60
while window.after_first_frame.timer.isActive() and time.monotonic() < deadline:
    app.processEvents()
print("not imported in idle time:", *[m for m in LATER_IMPORTS if m not in sys.modules])
coach = window.coach
coach.set_enabled(True)
print("guide:", bool(window.table.guide.plain_text().strip()))
print("still not loaded:", *[m for m in {TEACHING!r} if m not in sys.modules])
coach.set_enabled(False)
"""


def test_the_first_frame_imports_no_teaching_or_unused_classes(data_dir: Path) -> None:
    lines = resumed_first_frame_lines(data_dir, CHECKS)
    assert "loaded:" in lines  # none of them
    assert "not imported in idle time:" in lines  # no tap imports them
    assert "guide: True" in lines  # switched on, the guide shows at once
    # the guide and its texts when shown; the detectors (and the registry) at a tap, the
    # lessons shown when one is taught
    assert (
        "still not loaded: companion.teaching.detect companion.teaching.registry ui.teaching.shown"
    ) in lines


def test_teaching_names_its_classes_when_first_named() -> None:
    from companion.teaching import detect, guide, lessons, messages, registry

    assert companion.teaching.Guide is guide.Guide
    assert companion.teaching.LessonHit is detect.LessonHit
    assert companion.teaching.TeachingCatalog is lessons.TeachingCatalog
    assert companion.teaching.Message is messages.Message
    assert companion.teaching.teacher is registry.teacher
    for name in companion.teaching.__all__:  # every name it gives, now or when named
        getattr(companion.teaching, name)
    with pytest.raises(AttributeError):
        companion.teaching.Nothing  # noqa: B018


def test_the_store_names_profiles_when_first_named(data_dir: Path) -> None:
    import companion.store
    from companion.store import GameStore, profiles

    assert companion.store.Profile is profiles.Profile
    assert companion.store.LogEntry is companion.store.entries.LogEntry
    import companion.core
    from companion.core import scores

    assert companion.core.Result is scores.Result and companion.core.Score is scores.Score
    store = GameStore(data_dir / "profiles.sqlite3")
    made = store.create_profile("Ada")
    assert store.profiles() == [made] and store.profile_named("ada") == made
    store.close()


def test_feeding_counts_the_connected_cities_the_evaluator_sees(data_dir: Path) -> None:
    from companion.games.underwater_cities.evaluation import facts_of
    from companion.games.underwater_cities.feeding import feed
    from companion.games.underwater_cities.players import board_of
    from ui.app import demo_store

    store, number = demo_store(data_dir)
    state = store.open_game(number, read_only=True).state
    store.close()
    counted = []
    for seat, player in enumerate(state.players):
        board = board_of(state, seat)
        cities = len(facts_of(board, player.built).network.connected_cities)
        assert feed(seat, player, board).cities == cities
        counted.append(cities)
    assert any(counted)


DATACLASSES = """
import dataclasses, sys
print("dataclasses at the first frame:", *sorted(
    f"{name}.{value.__qualname__}"
    for name, module in list(sys.modules.items())
    if name.split(".")[0] in ("companion", "ui")
    for value in vars(module).values()
    if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == name
))
"""


def test_the_first_frame_compiles_no_dataclass_but_a_forecasts_choices(data_dir: Path) -> None:
    lines = resumed_first_frame_lines(data_dir, DATACLASSES)
    # a production forecast's choices are a pydantic model's fields (validated as
    # dataclasses); the engine's and the store's other value classes are named tuples
    assert (
        "dataclasses at the first frame: companion.games.underwater_cities.effects.Choice"
        " companion.games.underwater_cities.effects.ChoiceOption"
        " companion.games.underwater_cities.effects.Source"
    ) in lines, lines
