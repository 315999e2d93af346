"""A tiny game for testing the store: players take turns adding to their score.

Rules: ``setup`` names the players and a target; on your turn you ``add`` 1 to 6
(never past the target; reaching it exactly ends the game); ``set`` corrects a
score without using a turn. Which commands are legal depends on whose turn it
is and on the scores, so correcting a past command can make later ones illegal.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from companion.core import (
    Command,
    DataRow,
    EnglishTexts,
    Event,
    InvalidCommand,
    Message,
    Option,
    Result,
    RuleViolation,
    Score,
    message,
)


class Setup(Command):
    type: Literal["setup"] = "setup"
    players: tuple[str, ...]
    target: int = 30


class Add(Command):
    type: Literal["add"] = "add"
    player: str
    amount: int


class Set(Command):
    type: Literal["set"] = "set"
    player: str
    value: int


class SetUp(Event):
    type: Literal["set_up"] = "set_up"
    players: tuple[str, ...]
    target: int


class Added(Event):
    type: Literal["added"] = "added"
    player: str
    amount: int


class ScoreSet(Event):
    type: Literal["score_set"] = "score_set"
    player: str
    value: int


class TurnPassed(Event):
    type: Literal["turn_passed"] = "turn_passed"
    to: str


class Finished(Event):
    type: Literal["finished"] = "finished"
    winner: str


class State(BaseModel):
    model_config = ConfigDict(frozen=True)

    players: tuple[str, ...]
    scores: tuple[int, ...]
    target: int
    turn: int = 0
    winner: str | None = None


AnyCommand = Annotated[Setup | Add | Set, Field(discriminator="type")]
AnyEvent = Annotated[SetUp | Added | ScoreSet | TurnPassed | Finished, Field(discriminator="type")]
_COMMANDS: TypeAdapter[Setup | Add | Set] = TypeAdapter(AnyCommand)
_EVENTS: TypeAdapter[SetUp | Added | ScoreSet | TurnPassed | Finished] = TypeAdapter(AnyEvent)


class CounterChange(enum.Flag):
    SCORES = enum.auto()
    ALL = SCORES


class CounterRuleset:
    """The counter game as a ``companion.core.Ruleset`` (with the ``summary`` hook)."""

    game_id = "counter"
    title = "Counter"
    version = 1
    everything = CounterChange.ALL

    def parse_command(self, data: Any, saved_with: int | None = None) -> Command:
        if not isinstance(data, dict) or data.get("type") not in {"setup", "add", "set"}:
            kind = data.get("type") if isinstance(data, dict) else None
            raise InvalidCommand("unknown_command", f"Unknown command {kind!r}.", type=kind)
        return _COMMANDS.validate_python(data)

    def parse_event(self, data: Any) -> Event:
        return _EVENTS.validate_python(data)

    def decide(self, state: State | None, command: Command, data: Any = None) -> Sequence[Event]:
        if isinstance(command, Setup):
            if state is not None:
                raise RuleViolation("already_set_up", "The game is already set up.")
            if not command.players or len(set(command.players)) != len(command.players):
                raise RuleViolation("bad_players", "Name each player once.")
            return [SetUp(players=command.players, target=command.target)]
        if state is None:
            raise RuleViolation("not_set_up", "Set up the game first.")
        if state.winner is not None:
            raise RuleViolation("game_over", f"The game is over: {state.winner} won.")
        assert isinstance(command, Add | Set)
        if command.player not in state.players:
            raise RuleViolation("no_such_player", f"{command.player} is not playing.")
        index = state.players.index(command.player)
        if isinstance(command, Set):
            if not 0 <= command.value < state.target:
                raise RuleViolation("bad_value", f"A score is from 0 to {state.target - 1}.")
            return [ScoreSet(player=command.player, value=command.value)]
        if index != state.turn:
            raise RuleViolation(
                "not_your_turn",
                f"It is {state.players[state.turn]}'s turn, not {command.player}'s.",
            )
        if not 1 <= command.amount <= 6:
            raise RuleViolation("bad_amount", "Add 1 to 6.")
        total = state.scores[index] + command.amount
        if total > state.target:
            raise RuleViolation("over_target", f"{command.player} would pass {state.target}.")
        following = state.players[(index + 1) % len(state.players)]
        events: list[Event] = [Added(player=command.player, amount=command.amount)]
        if total == state.target:
            events.append(Finished(winner=command.player, automatic=True))
        else:
            events.append(TurnPassed(to=following, automatic=True))
        return events

    def evolve(self, state: State | None, event: Event) -> State:
        if isinstance(event, SetUp):
            return State(
                players=event.players, scores=(0,) * len(event.players), target=event.target
            )
        assert state is not None
        if isinstance(event, Added | ScoreSet):
            index = state.players.index(event.player)
            scores = list(state.scores)
            scores[index] = (
                scores[index] + event.amount if isinstance(event, Added) else event.value
            )
            return state.model_copy(update={"scores": tuple(scores)})
        if isinstance(event, TurnPassed):
            return state.model_copy(update={"turn": state.players.index(event.to)})
        assert isinstance(event, Finished)
        return state.model_copy(update={"winner": event.winner})

    def changes(self, events: Sequence[Event]) -> CounterChange:
        touched = CounterChange(0)
        for event in events:
            touched |= CounterChange.ALL if isinstance(event, SetUp) else CounterChange.SCORES
        return touched

    def default_data(self) -> None:
        return None

    def command_schema(self) -> dict[str, Any]:
        return _COMMANDS.json_schema()

    def state_to_json(self, state: State | None) -> Any:
        return None if state is None else state.model_dump(mode="json")

    def state_from_json(self, data: Any) -> State | None:
        return None if data is None else State.model_validate(data)

    def summary(self, state: State, data: Any = None) -> dict[str, Any]:
        return {
            "players": list(state.players),
            "status": "finished" if state.winner else "in_progress",
            "scores": dict(zip(state.players, state.scores, strict=True)),
        }


COUNTER = CounterRuleset()

ENGLISH = EnglishTexts(
    {
        "counter.next.add": "{player}: add 1 to 6",
        "counter.next.over": "{player} won",
        "counter.working.score": "{player} reached {points}",
        "counter.tie_break.none": "no tie-break",
    }
)


class CounterGame:
    """The counter game as a ``companion.core.GamePlugin`` (the store's test game)."""

    id = "counter"
    title = "Counter"
    min_players = 1
    max_players = 6
    options = (Option("target", message("counter.option.target"), "choice", ("10", "30"), "30"),)
    ruleset = COUNTER

    def load_data(self, rows: Sequence[DataRow]) -> None:
        return None

    def actors(self, state: State | None) -> tuple[int, ...]:
        if state is None or state.winner is not None:
            return ()
        return (state.turn,)

    def phase(self, state: State | None) -> str:
        return "setup" if state is None else "over" if state.winner else "play"

    def is_over(self, state: State | None) -> bool:
        return state is not None and state.winner is not None

    def result(self, state: State | None, data: Any) -> Result | None:
        if state is None or state.winner is None:
            return None
        ranked = sorted(range(len(state.players)), key=lambda i: -state.scores[i])
        scores = tuple(
            Score(
                seat=i,
                name=state.players[i],
                points=state.scores[i],
                place=ranked.index(i) + 1,
                working=(
                    message(
                        "counter.working.score", player=state.players[i], points=state.scores[i]
                    ),
                ),
            )
            for i in range(len(state.players))
        )
        return Result(scores=scores, winners=(state.players.index(state.winner),))

    def next_step(self, state: State | None) -> Message:
        if state is None:
            return message("counter.next.setup")
        if state.winner is not None:
            return message("counter.next.over", player=state.winner)
        return message("counter.next.add", player=state.players[state.turn])

    def legal_options(self, state: State | None, player: int | None, data: Any) -> list[Command]:
        if state is None or state.winner is not None or player != state.turn:
            return []
        name = state.players[player]
        left = state.target - state.scores[player]
        return [Add(player=name, amount=amount) for amount in range(1, min(6, left) + 1)]

    def example_setup(self, players: int, seed: int) -> Command:
        return Setup(players=tuple(f"P{i + 1}" for i in range(players)), target=10 + seed % 20)

    def english(self) -> EnglishTexts:
        return ENGLISH

    def teacher(self) -> None:
        return None

    def add_cli(self, subparsers: Any, stored: Any) -> None:
        return None


COUNTER_GAME = CounterGame()


def setup(*players: str, target: int = 30) -> dict[str, Any]:
    """The setup command as JSON data."""
    return {"type": "setup", "players": list(players or ("Ann", "Bob")), "target": target}


def add(player: str, amount: int = 1) -> dict[str, Any]:
    return {"type": "add", "player": player, "amount": amount}


def set_(player: str, value: int) -> dict[str, Any]:
    return {"type": "set", "player": player, "value": value}
