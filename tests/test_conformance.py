"""The conformance suite: every registered game (and the store's test game) obeys the
plug-in contract (OpenSpiel's ``games_sim_test``, run on our ``GamePlugin``).

For each game: random play through ``legal_options`` reaches the end of the game;
every option offered is accepted; the state survives a JSON round trip at every
step; replaying the commands gives the same events and state; every command
round-trips through its JSON form and the command schema; the end has a result.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from companion.core import GamePlugin, Session, plugins
from companion.core.messages import Message
from companion.core.session import replay
from tests.store.counter import COUNTER_GAME

GAMES: list[GamePlugin] = [*plugins(), COUNTER_GAME]
MAX_COMMANDS = 5000


def _ids(plugin: GamePlugin) -> str:
    return plugin.id


def random_game(plugin: GamePlugin, seed: int, players: int) -> Session:
    """Play a whole game choosing at random among the legal options."""
    rng = random.Random(seed)
    session = Session(plugin.ruleset)
    session.execute(plugin.example_setup(players, seed))
    ruleset = plugin.ruleset
    for _ in range(MAX_COMMANDS):
        state = session.state
        if plugin.is_over(state):
            return session
        actors = plugin.actors(state)
        player = rng.choice(actors) if actors else None
        options = list(plugin.legal_options(state, player, session.data))
        assert options, f"{plugin.id}: no legal option for {player} in phase {plugin.phase(state)}"
        command = rng.choice(options)
        outcome = session.execute(command)  # every option offered must be accepted
        for event in outcome.events:
            again = ruleset.parse_event(json.loads(json.dumps(event.model_dump(mode="json"))))
            assert again == event
        round_trip = ruleset.state_from_json(
            json.loads(json.dumps(ruleset.state_to_json(outcome.state)))
        )
        assert round_trip == outcome.state
    raise AssertionError(f"{plugin.id}: no end after {MAX_COMMANDS} commands")


@pytest.mark.parametrize("plugin", GAMES, ids=_ids)
def test_the_plugin_declares_itself(plugin: GamePlugin) -> None:
    assert plugin.id == plugin.ruleset.game_id
    assert plugin.title
    assert 1 <= plugin.min_players <= plugin.max_players
    assert json.dumps(plugin.ruleset.command_schema())
    for option in plugin.options:
        assert isinstance(option.label, Message)
    assert isinstance(plugin.next_step(None), Message)


@pytest.mark.parametrize("plugin", GAMES, ids=_ids)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_play_reaches_the_end(plugin: GamePlugin, seed: int) -> None:
    players = plugin.min_players + seed % (plugin.max_players - plugin.min_players + 1)
    session = random_game(plugin, seed, players)
    state = session.state
    assert plugin.is_over(state)
    assert plugin.actors(state) == ()
    result = plugin.result(state, session.data)
    assert result is not None
    assert len(result.scores) == players
    assert result.winners and all(0 <= seat < players for seat in result.winners)
    assert {score.place for score in result.scores if score.seat in result.winners} == {1}
    english = plugin.english()
    for score in result.scores:
        for line in score.working:
            assert english.render(line) != line.code, f"no English for {line.code}"
    assert english.render(plugin.next_step(state)) != plugin.next_step(state).code


@pytest.mark.parametrize("plugin", GAMES, ids=_ids)
def test_replay_is_deterministic(plugin: GamePlugin) -> None:
    played = random_game(plugin, 7, plugin.max_players)
    data: list[Any] = [c.model_dump(mode="json") for c in played.commands]
    again = replay(plugin.ruleset, json.loads(json.dumps(data)), played.data)
    assert again.state == played.state
    assert [o.events for o in again.history] == [o.events for o in played.history]
    for command, text in zip(played.commands, data, strict=True):
        assert plugin.ruleset.parse_command(text) == command


@pytest.mark.parametrize("plugin", GAMES, ids=_ids)
def test_every_option_is_a_typed_command_of_the_schema(plugin: GamePlugin) -> None:
    schema = json.dumps(plugin.ruleset.command_schema())
    session = Session(plugin.ruleset)
    session.execute(plugin.example_setup(plugin.min_players, 3))
    actors = plugin.actors(session.state)
    options = plugin.legal_options(session.state, actors[0] if actors else None, session.data)
    assert options
    for option in options:
        kind = option.model_dump(mode="json").get("type")
        assert kind and f'"{kind}"' in schema
        assert plugin.ruleset.parse_command(option.model_dump(mode="json")) == option
