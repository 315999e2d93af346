"""The Antarctica plug-in: who acts, options, English for every code, the result."""

from __future__ import annotations

import re
import typing
from pathlib import Path

from companion.core import get_plugin, registered_games
from companion.core.messages import message
from companion.games.antarctica import events as events_module
from companion.games.antarctica.commands import MoveShip, Research
from companion.games.antarctica.english import ENGLISH
from companion.games.antarctica.next_step import next_step
from companion.games.antarctica.options import legal_options
from companion.games.antarctica.plugin import PLUGIN
from companion.games.antarctica.ruleset import _CHANGES, Change
from companion.games.antarctica.state import Effect
from tests.antarctica.table import (
    cleared,
    new_game,
    plain_tracks,
    play,
    turn_of,
    with_area,
    with_symbols,
)

PACKAGE = Path(__file__).parents[2] / "companion" / "games" / "antarctica"
A, B, C, D = 0, 1, 2, 3


def test_antarctica_is_registered() -> None:
    assert "antarctica" in registered_games()
    assert get_plugin("antarctica") is PLUGIN


def test_every_refusal_code_has_english() -> None:
    """Every ``refuse("...")`` of the engine has an English sentence (the UI translates
    the same codes)."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py"))
    codes = set(re.findall(r'refuse\(\s*"([a-z_.]+)"', source))
    assert len(codes) > 40
    missing = sorted(f"ant.{code}" for code in codes if f"ant.{code}" not in ENGLISH.templates)
    assert missing == []


def test_every_next_step_has_english() -> None:
    for effect in typing.get_args(Effect):
        assert f"ant.next.effect.{effect}" in ENGLISH.templates
    state = new_game(3)
    for step in (next_step(None), next_step(state), next_step(new_game(3, face_up=()))):
        text = ENGLISH.render(step)
        assert "{" not in text and not text.startswith("ant.")
    assert "area 2" in ENGLISH.render(message("ant.next.move", player="Bob", area=1))
    for option in PLUGIN.options:
        assert not ENGLISH.render(option.label).startswith("ant.")


def test_every_event_says_what_it_changes() -> None:
    kinds = {
        cls.model_fields["type"].default
        for cls in vars(events_module).values()
        if isinstance(cls, type) and "type" in getattr(cls, "model_fields", {})
    }
    assert kinds == set(_CHANGES)
    assert PLUGIN.ruleset.everything == Change.ALL


def test_actors_follow_the_effect_queue_and_the_table_names_revealed_cards() -> None:
    """RIQUADRO A: a blue effect is resolved by everyone from the mover; RIQUADRO B: the
    next building card is a fact of the table (no player acts meanwhile)."""
    assert PLUGIN.actors(new_game(3, face_up=())) == ()
    state = with_symbols(plain_tracks(cleared()), "inland", (1, "blue", "move_ship"))
    state = with_area(state, 4, buildings=("inland_centre",))
    state = turn_of(with_area(state, 2, ships=(A,)), A, 2)
    assert PLUGIN.actors(state) == (A,)
    session = play(state, MoveShip(player=A, area=4), Research(player=A, track="inland"))
    assert PLUGIN.actors(session.state) == (A,)
    assert session.state.pending[1].seat == B
    assert legal_options(session.state, B) == []


def test_the_move_options_are_the_different_areas_with_room() -> None:
    """SEQUENZA DI GIOCO: a different area with a free ship space."""
    state = with_area(cleared(), 5, ships=(B, C, B))
    state = turn_of(with_area(state, 2, ships=(A,)), A, 2)
    moves = sorted(o.area for o in legal_options(state, A) if isinstance(o, MoveShip))
    assert moves == [0, 1, 3, 4, 6, 7]


def test_result_scores_the_rulebooks_area_example() -> None:
    """CONTEGGIO DELLE AREE, Esempio: 8 buildings; Alice and Bob 3 scientists, Chloe 1,
    Dan 0 → 16, 16, 3 and 0."""
    state = with_area(
        cleared(4),
        3,
        buildings=("camp",) * 8,
        scientists={A: 3, B: 3, C: 1, D: 0},
    )
    tracks = tuple(t.model_copy(update={"spaces": (0, 0, 0, 0)}) for t in state.tracks)
    state = state.model_copy(update={"phase": "finished", "tracks": tracks, "sun": 3})
    result = PLUGIN.result(state, None)
    assert result is not None
    assert [s.points for s in result.scores] == [16, 16, 3, 0]
    assert all("{" not in ENGLISH.render(line) for s in result.scores for line in s.working)
    assert PLUGIN.ruleset.summary(state, None)["scores"] == {
        "Alice": 16,
        "Bob": 16,
        "Chloe": 3,
        "Dan": 0,
    }


def test_no_result_while_the_game_runs() -> None:
    state = new_game(2)
    assert PLUGIN.result(state, None) is None and not PLUGIN.is_over(state)
    assert PLUGIN.phase(state) == "play" and PLUGIN.phase(None) == "setup"
