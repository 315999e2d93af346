"""The engine's validators are built when first used, or in idle time
(:mod:`companion.core.deferred`, issue #13), and validate the same either way."""

from __future__ import annotations

import json
import subprocess
import sys
import types
from pathlib import Path

import pytest

from companion.core import deferred

ROOT = Path(__file__).parents[1]

CHECK = """
import json, sys
from companion.core import deferred, get_ruleset
from companion.core.errors import InvalidCommand
from pydantic import ValidationError
from companion.games.underwater_cities import board, cards, commands, events, state
ruleset = get_ruleset("underwater_cities")
lazy = not state.GameState.__pydantic_complete__ and not commands.COMMAND_ADAPTER.pydantic_complete
left = []
if sys.argv[1] == "built":
    while deferred.build_some(5):
        pass
    assert not deferred.unbuilt()
    assert state.GameState.__pydantic_complete__ and commands.COMMAND_ADAPTER.pydantic_complete
if sys.argv[1] == "ahead":  # what the app builds in idle time once the game shows
    game = "companion.games.underwater_cities"
    while deferred.build_some(5, game, ruleset.built_ahead):
        pass
    left = sorted(
        item.__module__.rsplit(".", 1)[-1] if isinstance(item, type) else "adapter"
        for item in deferred.unbuilt(game)
    )
    assert not events.EVENT_ADAPTER.pydantic_complete
    assert not commands.COMMAND_ADAPTER.pydantic_complete
    assert commands.Place.__pydantic_complete__ and events.Built.__pydantic_complete__
said = []
for data in [
    {"type": "place", "player": 0, "slot": "nowhere", "card": {"colour": "green"}},
    {"type": "place", "player": "zero"},
    {"type": "no_such_command"},
    {"type": "end_turn", "player": 0, "extra": 1},
]:
    try:
        said.append(repr(ruleset.parse_command(data)))
    except InvalidCommand as error:
        said.append([error.code, error.message, error.params])
for model, data in [(cards.KnownCard, {"number": "x"}), (board.SiteBonus, {"points": -1})]:
    try:
        said.append(repr(model.model_validate(data)))
    except ValidationError as error:
        said.append(error.errors(include_url=False))
print(json.dumps({"lazy": lazy, "said": said, "left": left}))
"""


def _fresh(script: str, *args: str) -> str:
    """What ``script`` prints, run in a fresh process (nothing imported yet)."""
    result = subprocess.run(
        [sys.executable, "-c", script, *args],
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def _run(mode: str) -> dict[str, object]:
    found: dict[str, object] = json.loads(_fresh(CHECK, mode))
    return found


def test_a_deferred_validator_judges_commands_as_a_built_one() -> None:
    first_use = _run("lazy")
    built = _run("built")
    assert first_use["lazy"] is True  # importing the game built neither
    assert first_use["said"] == built["said"]
    said = built["said"]
    assert isinstance(said, list)
    codes = [answer[0] for answer in said if isinstance(answer, list)]
    assert "bad_command" in codes and "unknown_command" in codes


def test_idle_time_builds_what_taps_use_the_rest_is_built_at_first_use_the_same() -> None:
    """The open game's validators built ahead (``PydanticRuleset.built_ahead``) are
    those a tap uses: every command, event and state model; the commands' union (a
    file's commands), the events' union (the store reads its own events unvalidated)
    and the data files' models are built when first used, and judge as built ones."""
    ahead = _run("ahead")
    left = ahead["left"]
    assert isinstance(left, list) and left.count("adapter") == 2  # commands and events
    assert set(left) == {"adapter", "board", "cards", "library", "slots"}
    assert ahead["said"] == _run("built")["said"]


STRINGS = """
import sys
from pydantic import BaseModel
import companion.games.underwater_cities.plugin
models = [
    value
    for name, module in list(sys.modules.items())
    if name.startswith("companion.")
    for value in vars(module).values()
    if isinstance(value, type) and issubclass(value, BaseModel) and value.__module__ == name
]
assert len(models) > 100, len(models)
for model in models:
    for field, kind in vars(model).get("__annotations__", {}).items():
        if isinstance(kind, str):
            print(f"{model.__module__}.{model.__qualname__}.{field}")
"""


def test_the_models_a_game_loads_name_their_field_types_without_strings() -> None:
    """Pydantic reads a field's type as written; a string annotation (postponed
    annotations) would be compiled and evaluated for every field when a game loads."""
    assert _fresh(STRINGS).split() == []


def test_asked_again_with_nothing_imported_since_it_does_not_look_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue #13: the app asks for what is left of the open game's at each screen switch
    (the tap that ends a game): once none was left, it answers at once until a module
    is imported or an adapter made."""
    within = "no_such_package"
    assert not deferred.build_some(1, within)
    looked: list[str] = []
    real = deferred.unbuilt
    monkeypatch.setattr(deferred, "unbuilt", lambda w: looked.append(w) or real(w))
    assert not deferred.build_some(1, within)
    assert looked == []
    monkeypatch.setitem(sys.modules, f"{within}.late", types.ModuleType(f"{within}.late"))
    assert not deferred.build_some(1, within)
    assert looked == [within]
    deferred.adapter(int)
    assert not deferred.build_some(1, within) and not deferred.build_some(1, within)
    assert looked == [within, within]
