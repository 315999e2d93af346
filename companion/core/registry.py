"""The ruleset protocol and the registry of games the companion knows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from companion.core.errors import InvalidCommand
from companion.core.messages import Command, Event


class Ruleset(Protocol):
    """What a game provides to the core.

    ``decide`` validates a command against a state (``None`` before setup) and
    returns the events it produces, raising ``RuleViolation`` when illegal.
    ``evolve`` is the pure fold of one event into a state.
    """

    game_id: str
    title: str

    def parse_command(self, data: Any) -> Command: ...

    def parse_event(self, data: Any) -> Event: ...

    def decide(self, state: Any, command: Command) -> Sequence[Event]: ...

    def evolve(self, state: Any, event: Event) -> Any: ...

    def changes(self, events: Sequence[Event]) -> frozenset[str]: ...

    def command_schema(self) -> dict[str, Any]: ...

    def state_to_json(self, state: Any) -> Any: ...

    def state_from_json(self, data: Any) -> Any: ...

    def summary(self, state: Any) -> dict[str, Any]:
        """What the games list shows: ``players`` (names), ``status``
        (``in_progress``/``finished``), ``scores`` (name → points)."""
        ...


_RULESETS: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    """Register a ruleset under its ``game_id`` (idempotent for the same object)."""
    existing = _RULESETS.get(ruleset.game_id)
    if existing is not None and existing is not ruleset:
        raise ValueError(f"a different ruleset is already registered as {ruleset.game_id!r}")
    _RULESETS[ruleset.game_id] = ruleset
    return ruleset


def get_ruleset(game_id: str) -> Ruleset:
    """The ruleset registered as ``game_id``; loads the built-in games first."""
    _load_builtin_games()
    try:
        return _RULESETS[game_id]
    except KeyError:
        raise InvalidCommand(
            "unknown_game",
            f"The companion does not know a game called {game_id!r}.",
            game=game_id,
        ) from None


def registered_games() -> list[str]:
    """The ids of all registered games, sorted."""
    _load_builtin_games()
    return sorted(_RULESETS)


def _load_builtin_games() -> None:
    # Imported for its side effect: the games register themselves.
    import companion.games  # noqa: F401
