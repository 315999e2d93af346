"""Snapshots and events the store wrote are read back without validation
(:mod:`companion.core.saved`, issue #13), and read exactly as validation reads them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict

from companion.core import get_ruleset
from companion.core.saved import Unreadable, construct
from companion.core.session import replay
from companion.store import GameStore

GOLDEN = Path(__file__).parents[1] / "golden"
FIXTURE = Path(__file__).parents[1] / "fixtures" / "saved-v0.1.sqlite3"
GAMES = {
    "uc_2p_full": "underwater_cities",
    "uc_4p_cloning": "underwater_cities",
    "otys_2p": "otys",
    "otys_3p": "otys",
    "otys_4p": "otys",
    "ant_2p": "antarctica",
    "ant_3p": "antarctica",
    "ant_4p": "antarctica",
}


def _as_stored(value: Any) -> Any:
    return json.loads(json.dumps(value))


def _same(ruleset: Any, state: Any, event_dumps: list[Any]) -> None:
    data = _as_stored(ruleset.state_to_json(state))
    read = ruleset.state_from_saved(data)
    assert read == ruleset.state_from_json(data) == state
    validated = ruleset.state_from_json(data).model_dump(exclude_unset=True)
    assert read.model_dump(exclude_unset=True) == validated  # the same fields set
    assert _as_stored(ruleset.state_to_json(read)) == data
    for dump in event_dumps:
        assert ruleset.event_from_saved(dump) == ruleset.parse_event(dump)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_state_and_event_of_the_golden_games_reads_as_validation_does(
    name: str,
) -> None:
    ruleset = get_ruleset(GAMES[name])
    lines = (GOLDEN / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    commands = [json.loads(line) for line in lines if line.strip()]
    session = replay(ruleset, commands[:1])
    for command in commands[1:]:
        outcome = session.execute(command)
        dumps = [_as_stored(event.model_dump(mode="json")) for event in outcome.events]
        _same(ruleset, session.state, dumps)


def test_the_saved_v01_games_read_as_validation_does(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    shutil.copyfile(FIXTURE, path)
    ruleset = get_ruleset("underwater_cities")
    with GameStore(path) as store:
        for row in store.list_games():
            store.open_game(row.id).close()  # re-derived and saved by today's rules
        snapshots = store.db.execute("SELECT state FROM snapshots").fetchall()
        events = store.db.execute("SELECT event FROM events").fetchall()
    assert snapshots and events
    for (text,) in snapshots:
        data = json.loads(text)
        assert ruleset.state_from_saved(data) == ruleset.state_from_json(data)
    for (text,) in events:
        data = json.loads(text)
        assert ruleset.event_from_saved(data) == ruleset.parse_event(data)


def test_a_stored_state_that_is_not_what_the_rules_wrote_does_not_read() -> None:
    ruleset = get_ruleset("underwater_cities")
    lines = (GOLDEN / "uc_2p_full.jsonl").read_text(encoding="utf-8").splitlines()
    state = replay(ruleset, [json.loads(lines[0])]).state
    data = _as_stored(ruleset.state_to_json(state))
    del data["supply"]
    with pytest.raises(Unreadable):
        ruleset.state_from_saved(data)
    with pytest.raises(Unreadable):
        construct(type(state), [])


def test_a_resumed_game_reads_its_snapshot_without_validating_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ruleset = get_ruleset("underwater_cities")
    lines = (GOLDEN / "uc_4p_cloning.jsonl").read_text(encoding="utf-8").splitlines()
    commands = [json.loads(line) for line in lines if line.strip()][:150]
    with GameStore(tmp_path / "companion.sqlite3") as store:
        number = store.import_game([json.dumps(c) for c in commands], game="underwater_cities")
    expected = replay(ruleset, commands).state
    validated: list[Any] = []
    monkeypatch.setattr(type(ruleset), "state_from_json", lambda _, data: validated.append(data))
    monkeypatch.setattr(type(ruleset), "parse_event", lambda _, data: validated.append(data))
    with GameStore(tmp_path / "companion.sqlite3") as store:
        game = store.open_game(number)
        assert game.state == expected
        game.close()
    assert validated == []


def test_an_open_game_reads_its_own_events_back_without_the_events_union(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #13: the log, the round summary's events, undo and redo read the events
    this store wrote without validating them (the union's validator is not built)."""
    ruleset = get_ruleset("underwater_cities")
    lines = (GOLDEN / "uc_4p_cloning.jsonl").read_text(encoding="utf-8").splitlines()
    commands = [json.loads(line) for line in lines if line.strip()][:60]
    with GameStore(tmp_path / "companion.sqlite3") as store:
        number = store.import_game([json.dumps(c) for c in commands], game="underwater_cities")
    with GameStore(tmp_path / "companion.sqlite3") as store:
        game = store.open_game(number)
        head = game.head
        kinds = ("round_ended", "built")
        expected = [e for entry in game.log() for e in entry.events if e.type in kinds]
        validated: list[Any] = []
        monkeypatch.setattr(type(ruleset), "parse_event", lambda _, d: validated.append(d))
        read = game.events(0, head, kinds)
        log = game.log()
        undone = game.undo()
        game.redo()
        states = list(game.states())
        game.close()
    assert validated == []
    assert read == expected and read and len(log) == head
    assert undone.events and states[-1][2] == game.state


class _Inner(BaseModel):
    model_config = ConfigDict(frozen=True)
    a: int = 0


class _Outer(BaseModel):
    inner: _Inner = _Inner()
    names: tuple[str, ...] = ()
    tags: list[int] = []  # a mutable default: each instance gets its own


def test_defaults_are_shared_only_when_they_cannot_change() -> None:
    first, second = construct(_Outer, {}), construct(_Outer, {"names": ["x"]})
    assert first.inner is second.inner  # frozen: read as model_construct would, uncopied
    assert first.tags is not second.tags
    assert first == _Outer.model_validate({})
    assert (first.model_fields_set, second.model_fields_set) == (set(), {"names"})
