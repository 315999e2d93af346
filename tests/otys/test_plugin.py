"""The Otys plug-in: registration, English for every code, change flags, actors."""

from __future__ import annotations

import re
import typing
from pathlib import Path

from companion.core import plugins
from companion.games.otys import events, ruleset
from companion.games.otys.english import ENGLISH, REFUSALS, TEXTS
from companion.games.otys.plugin import PLUGIN
from companion.games.otys.state import Pending
from tests.otys.table import start

SOURCE = Path(__file__).resolve().parents[2] / "companion" / "games" / "otys"


def test_otys_is_registered_as_a_game() -> None:
    found = {plugin.id: plugin for plugin in plugins()}
    assert found["otys"] is PLUGIN
    assert (PLUGIN.min_players, PLUGIN.max_players) == (2, 4)
    assert {option.name for option in PLUGIN.options} == {"sponsor_sides", "spy_variant"}
    assert PLUGIN.teacher().game_id == "otys"


def test_every_refusal_in_the_code_has_english() -> None:
    text = "\n".join(path.read_text(encoding="utf-8") for path in SOURCE.glob("*.py"))
    codes = {f"otys.{code}" for code in re.findall(r'refuse\(\s*"([a-z_.]+)"', text)}
    assert codes, "no refusal found"
    assert codes <= set(REFUSALS), sorted(codes - set(REFUSALS))
    assert set(REFUSALS) <= codes, sorted(set(REFUSALS) - codes)


def test_every_message_renders_with_its_parameters() -> None:
    for code, template in TEXTS.items():
        fields = set(re.findall(r"{(\w+)}", template))
        rendered = ENGLISH.render(
            PLUGIN.next_step(None).model_copy(
                update={"code": code, "params": dict.fromkeys(fields, 1)}
            )
        )
        assert "{" not in rendered and rendered != code


def test_every_next_step_has_english() -> None:
    s = start(2)
    steps = [PLUGIN.next_step(None), PLUGIN.next_step(s.state)]
    for kind, extra in (
        ("public", {"slot": 1}),
        ("private", {"seat": 1}),
        ("token", {"level": 2, "slot": 0}),
        ("hold", {"seat": 1, "level": 3}),
    ):
        pending = (Pending(kind=kind, **extra),)  # type: ignore[arg-type]
        steps.append(PLUGIN.next_step(s.state.model_copy(update={"pending": pending})))
    for phase in (1, 2, 3):
        turn = s.state.turn.model_copy(update={"phase": phase, "level": 2, "key": "2"})
        steps.append(PLUGIN.next_step(s.state.model_copy(update={"turn": turn})))
    for step in steps:
        assert step.code in TEXTS, step.code
        assert "?" not in ENGLISH.render(step), step


def test_every_event_has_change_flags() -> None:
    union = typing.get_args(typing.get_args(events.OtysEvent)[0])
    names = {model.model_fields["type"].default for model in union}
    assert names == set(ruleset._CHANGES)


def test_actors_and_phases() -> None:
    s = start(3)
    assert PLUGIN.actors(s.state) == (0,) and PLUGIN.phase(s.state) == "choose_key"
    table = s.state.model_copy(update={"pending": (Pending(kind="public", slot=0),)})
    assert PLUGIN.actors(table) == () and PLUGIN.phase(table) == "reveal"
    owner = s.state.model_copy(update={"pending": (Pending(kind="hold", seat=2, level=1),)})
    assert PLUGIN.actors(owner) == (2,) and PLUGIN.phase(owner) == "keep_down"
    assert PLUGIN.legal_options(owner, 0, None) == []
    assert len(PLUGIN.legal_options(owner, 2, None)) == 2
    assert PLUGIN.phase(None) == "setup" and PLUGIN.result(s.state, None) is None
    summary = PLUGIN.ruleset.summary(s.state, None)
    assert summary == {"players": ["Noemi", "Paola", "Lucia"], "status": "in_progress",
                       "scores": {}}  # fmt: skip
