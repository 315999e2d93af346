"""Otys teaching mode: the catalog cites the Italian rulebook's pages, every lesson
is detected from real play, the guides fill every template."""

from __future__ import annotations

import random

import pytest

from companion.core.session import Outcome, Session
from companion.games.otys.autoplay import choose
from companion.games.otys.commands import ChooseKey
from companion.games.otys.library import load_data
from companion.games.otys.plugin import PLUGIN
from companion.games.otys.ruleset import RULESET
from companion.games.otys.state import GameState
from companion.games.otys.teaching import TEACHER, detect, setup_guide, turn_guide
from companion.teaching import render_guide, teacher

CATALOG = TEACHER.catalog()
PAGES = {
    "keys": 6,
    "phase_one": 6,
    "phase_two": 6,
    "surfacing": 6,
    "hacker": 6,
    "x_key": 7,
    "batteries": 7,
    "battery_used": 7,
    "contract": 8,
    "end": 8,
    "sponsor": 9,
    "equipped": 10,
    "trader": 10,
    "spy": 11,
    "engineer": 11,
    "explorer": 11,
}
"""The rulebook's pages: the turn p. 6, X-keys and batteries p. 7, contracts and the
end p. 8, sponsors p. 9, divers pp. 10–11."""


def _play(seed: int, players: int) -> tuple[set[str], list[tuple[GameState, Outcome]]]:
    data = load_data(())
    session = Session(RULESET, data=data)
    rng = random.Random(seed)
    outcome = session.execute(PLUGIN.example_setup(players, seed))
    seen = {hit.lesson for hit in detect(None, outcome)}
    moments = []
    while session.state.phase != "finished":
        before = session.state
        outcome = session.execute(choose(before, rng, data))
        seen |= {hit.lesson for hit in detect(before, outcome)}
        moments.append((before, outcome))
    return seen, moments


def test_the_teacher_is_the_plugin_s() -> None:
    assert teacher("otys") is TEACHER
    assert CATALOG.game == "otys"


def test_every_lesson_cites_its_page() -> None:
    assert {lesson.id.split(".")[1]: lesson.page for lesson in CATALOG.lessons} == PAGES


def test_every_lesson_is_detected_in_real_games() -> None:
    seen: set[str] = set()
    for seed, players in ((1, 2), (2, 3), (3, 4), (4, 2), (5, 3)):
        seen |= _play(seed, players)[0]
    assert seen == {lesson.id for lesson in CATALOG.lessons}


def test_the_first_player_learns_the_keys_at_setup() -> None:
    session = Session(RULESET, data=load_data(()))
    outcome = session.execute(PLUGIN.example_setup(2, 1))
    hits = [hit for hit in detect(None, outcome) if hit.lesson == "otys.keys"]
    assert [(hit.player, hit.params["back"]) for hit in hits] == [(0, 6)]
    assert hits[0].params["keys"] == ("1", "2", "3", "4", "5")


def test_an_x_key_teaches_the_rotation_and_the_end_reaches_everyone() -> None:
    _, moments = _play(3, 4)
    x_hits = [
        hit
        for before, outcome in moments
        if isinstance(outcome.command, ChooseKey) and outcome.command.key in ("x", "n")
        for hit in detect(before, outcome)
        if hit.lesson == "otys.x_key"
    ]
    assert x_hits
    ends = [hit for before, o in moments for hit in detect(before, o) if hit.lesson == "otys.end"]
    assert sorted(hit.player for hit in ends) == [0, 1, 2, 3]


@pytest.mark.parametrize("seed", [1, 2])
def test_every_guide_of_a_game_fills_its_templates(seed: int) -> None:
    _, moments = _play(seed, 2)
    for _, outcome in moments[:400]:
        state = outcome.state
        for seat in range(len(state.players)):
            lines = render_guide(turn_guide(state, seat), CATALOG.render)
            assert lines and all("{" not in line for line in lines)


def test_the_setup_guide_counts_the_public_contracts() -> None:
    two = render_guide(setup_guide(2), CATALOG.render)
    three = render_guide(setup_guide(3), CATALOG.render)
    assert any("2 face up" in line for line in two)
    assert any("3 face up" in line for line in three)


def test_every_lesson_renders_with_its_params() -> None:
    for seed, players in ((1, 2), (2, 3)):
        _, moments = _play(seed, players)
        for before, outcome in moments[:300]:
            for hit in detect(before, outcome):
                rendered = CATALOG.render_lesson(hit.lesson, hit.params)
                assert "{" not in rendered.text
