"""The lesson catalog: its data, its validation, its English rendering, the registry."""

from __future__ import annotations

import json

import pytest

from companion.core.errors import DataError, InvalidCommand
from companion.games.underwater_cities.teaching import TEACHER
from companion.teaching import load_catalog, parse_catalog, teacher

CATALOG = load_catalog("underwater_cities")

OVERLOOKED = {
    # The rulebook's box of frequently overlooked rules, in its order (German p. 18,
    # Italian "I giocatori spesso dimenticano", Portuguese "Regras frequentemente esquecidas").
    "underwater_cities.symbiotic_dome_limit",
    "underwater_cities.play_order_not_clockwise",
    "underwater_cities.limit_of_four",
    "underwater_cities.biomatter_substitute",
    "underwater_cities.special_card_discards",
    "underwater_cities.paid_instant_special",
    "underwater_cities.tunnels_produce_next_to_city",
}
FIRST_OCCURRENCE = {
    # Issue #7: a colour mismatch, the limit of four action cards, the discard down to
    # 3 at an era change, an unconnected city, a tunnel that touches no city, biomatter.
    "underwater_cities.colour_mismatch",
    "underwater_cities.action_card_limit",
    "underwater_cities.era_discard",
    "underwater_cities.unconnected_city",
    "underwater_cities.tunnel_touches_no_city",
    "underwater_cities.biomatter_paid",
}


def test_the_catalog_holds_the_rulebooks_overlooked_rules_and_the_first_occurrences() -> None:
    assert set(CATALOG.ids("overlooked_rule")) == OVERLOOKED
    assert set(CATALOG.ids("first_occurrence")) == FIRST_OCCURRENCE
    assert all(CATALOG.lesson(i).page == 18 for i in OVERLOOKED)
    assert all(CATALOG.lesson(i).page < 18 for i in FIRST_OCCURRENCE)


def test_a_lesson_renders_with_its_parameters_in_english_words() -> None:
    rendered = CATALOG.render_lesson(
        "underwater_cities.special_card_discards", {"to": "special_deck", "cost": 2}
    )
    assert rendered.title == "Special cards have no discard pile"
    assert rendered.text.endswith("This one goes under the special-card deck.")
    assert rendered.page == 18 and rendered.kind == "overlooked_rule"
    kinds = CATALOG.render_lesson(
        "underwater_cities.biomatter_substitute", {"kinds": ("farm", "symbiotic_city")}
    )
    assert "kelp or steelplast: farm, symbiotic city." in kinds.text


def test_a_missing_parameter_or_an_unknown_lesson_is_a_clear_error() -> None:
    with pytest.raises(DataError) as caught:
        CATALOG.render_lesson("underwater_cities.era_discard", {"hand": 6})
    assert caught.value.code == "missing_text_params"
    assert caught.value.params["missing"] == ["limit"]
    with pytest.raises(DataError) as unknown:
        CATALOG.lesson("underwater_cities.nothing")
    assert unknown.value.code == "unknown_lesson"


def lesson_file(**change: object) -> str:
    data = json.loads(json.dumps(CATALOG.model_dump(mode="json")))
    data["lessons"][0].update(change)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("{not json", "Expecting property name"),
        (lesson_file(text="Hello {who}"), "undeclared template fields: who"),
        (lesson_file(id="underwater_cities.limit_of_four"), "listed twice"),
        (lesson_file(id="otys.colour_mismatch"), "does not start with"),
        (lesson_file(kind="sometimes"), "first_occurrence"),
        (lesson_file(page=0), "greater than or equal to 1"),
    ],
)
def test_a_damaged_catalog_names_the_file_and_the_problem(text: str, problem: str) -> None:
    with pytest.raises(DataError) as caught:
        parse_catalog(text, "lessons.json")
    assert caught.value.code == "teaching_file_damaged"
    assert "lessons.json" in caught.value.message and problem in caught.value.message


def test_teachers_are_found_by_game() -> None:
    assert teacher("underwater_cities") is TEACHER
    assert TEACHER.catalog() is CATALOG
    with pytest.raises(InvalidCommand) as caught:
        teacher("no_such_game")
    assert caught.value.code == "unknown_game"
    with pytest.raises(DataError) as missing:
        load_catalog("no_such_game")
    assert missing.value.code == "teaching_file_missing"
