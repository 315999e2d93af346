"""Words are codes: the engine stores and returns messages (a ``uc.*`` code and
plain JSON params), never English sentences; ``english.py`` words every code."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from companion.core.messages import Message, template_fields
from companion.core.session import Session
from companion.games.underwater_cities.autoplay import play_turn
from companion.games.underwater_cities.english import ENGLISH, TEMPLATES
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.scoring import final_scores

ROOT = Path(__file__).resolve().parent.parent.parent
TYPED = {"name"}
"""Keys whose values the table typed or the card data names (players, cards, tiles)."""


def _strings(value: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], str]]:
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, (*path, str(key)))
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item, path)


def _messages(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        if set(value) == {"code", "params"}:
            yield value
        for item in value.values():
            yield from _messages(item)
    elif isinstance(value, list):
        for item in value:
            yield from _messages(item)


COLOURS = ("orange", "blue", "green", "purple")


def _setup(names: tuple[str, ...], seed: int) -> dict[str, Any]:
    return {
        "type": "setup_game",
        "seed": seed,
        "players": [{"name": n, "colour": c} for n, c in zip(names, COLOURS, strict=False)],
    }


def _played_events(players: int, seed: int) -> list[dict[str, Any]]:
    """Every event of a random whole game, as the store keeps it (JSON)."""
    rng = random.Random(seed)
    session = Session(RULESET)
    names = ("Anna Maria", "Ben", "Chiara", "Dieter")[:players]
    events = list(session.execute(_setup(names, seed)).events)
    while session.state.phase != "finished":
        for command in play_turn(session, rng):
            events += session.execute(command).events
    return [event.model_dump(mode="json") for event in events]


@pytest.mark.parametrize(("players", "seed"), [(2, 7), (4, 21)])
def test_no_stored_event_holds_engine_english(players: int, seed: int) -> None:
    """A random game's events: every string with a space is a name (a player's, a
    card's or a tile's); every message has a ``uc.`` code with an English template
    whose fields are all in its params."""
    events = _played_events(players, seed)
    codes = set()
    for event in events:
        for path, text in _strings(event):
            if " " in text:
                assert path[-1] in TYPED, (event["type"], path, text)
        for found in _messages(event):
            codes.add(found["code"])
            assert found["code"] in TEMPLATES, found
            assert template_fields(TEMPLATES[found["code"]]) <= set(found["params"]), found
    assert {"uc.reason.end_of_turn_draw", "uc.label.slot"} <= codes
    assert any(code.startswith("uc.production.") for code in codes)


def test_player_typed_words_stay_as_typed() -> None:
    """A correction's reason and a triggered gain's name are the table's own words."""
    session = Session(RULESET)
    session.execute(_setup(("A", "B"), 1))
    assert session.state.turn is not None
    seat = session.state.turn.player
    out = session.execute(
        {"type": "adjust", "player": seat, "reason": "forgot the site bonus", "points": 1}
    )
    assert out.events[0].model_dump()["reason"] == "forgot the site bonus"
    session.execute({"type": "place", "player": seat, "slot": "always", "card": {"colour": "red"}})
    out = session.execute(
        {"type": "gain", "player": seat, "points": 1, "trigger": "card 35 Embassy"}
    )
    (gained,) = out.events
    assert gained.reason == Message(code="uc.reason.trigger", params={"text": "card 35 Embassy"})
    assert ENGLISH.render(gained.reason) == "card 35 Embassy"


def test_every_template_has_its_fields_in_words() -> None:
    """Each English template renders with any params (no missing word, no crash)."""
    for code, template in TEMPLATES.items():
        assert code.startswith("uc."), code
        params = dict.fromkeys(template_fields(template), 1)
        assert "{" not in ENGLISH.render(Message(code=code, params=params)), code


def test_final_scoring_working_is_messages() -> None:
    """The plug-in's result carries the working as messages; English only on demand."""
    rng = random.Random(3)
    session = Session(RULESET)
    session.execute(_setup(("A", "B"), 3))
    while session.state.phase != "finished":
        for command in play_turn(session, rng):
            session.execute(command)
    scores = final_scores(session.state, session.data)
    lines = [line.text for player in scores.players for line in player.lines]
    assert all(isinstance(line, Message) and line.code.startswith("uc.") for line in lines)
    assert all(line.code in TEMPLATES for line in lines)
    assert all(
        " " not in text or path[-1] in TYPED
        for line in lines
        for path, text in _strings(line.model_dump(mode="json"))
    )


def test_words_module_parses_no_english() -> None:
    """The UI renders messages by code: no regular expression reads engine English."""
    source = (ROOT / "ui/games/underwater_cities/words.py").read_text(encoding="utf-8")
    assert "re.compile" not in source
    assert "import re" not in source
