"""The Antarctica ruleset as the core sees it."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from companion.core.errors import InvalidCommand
from companion.core.model import Command, Event
from companion.games.antarctica.catalogue import AntarcticaData, load_data
from companion.games.antarctica.commands import COMMAND_ADAPTER
from companion.games.antarctica.decide import decide
from companion.games.antarctica.events import EVENT_ADAPTER
from companion.games.antarctica.evolve import evolve
from companion.games.antarctica.position import position_of
from companion.games.antarctica.scoring import final_scores
from companion.games.antarctica.state import GameState


class Change(enum.Flag):
    """The parts of the table an event touches (the UI redraws only those)."""

    AREAS = enum.auto()
    """Ship queues, buildings, scientists, Icebreakers on the board."""
    TRACKS = enum.auto()
    """Research tracks."""
    PLAYERS = enum.auto()
    """Reserves, Available and Discarded Resources, cards in hand, building cards."""
    DECKS = enum.auto()
    """The building decks and their face-up cards; the shipyard pile; the resource deck."""
    TURN = enum.auto()
    """Whose turn, the sun, what the turn has done."""
    PENDING = enum.auto()
    """The queue of effects to resolve."""
    PHASE = enum.auto()
    """The game ended."""
    ALL = AREAS | TRACKS | PLAYERS | DECKS | TURN | PENDING | PHASE


C = Change
_CHANGES: dict[str, Change] = {
    "game_set_up": C.ALL,
    "sun_moved": C.TURN | C.AREAS,
    "turn_started": C.TURN,
    "ship_moved": C.AREAS | C.TURN,
    "action_taken": C.TURN,
    "building_built": C.AREAS | C.PLAYERS | C.DECKS | C.TURN,
    "resource_card_used": C.PLAYERS | C.TURN,
    "card_revealed": C.DECKS,
    "ship_launched": C.AREAS | C.PLAYERS | C.TURN,
    "shipyard_returned": C.DECKS,
    "scientists_gained": C.PLAYERS,
    "scientist_placed": C.PLAYERS | C.AREAS,
    "researched": C.TRACKS | C.PLAYERS,
    "blue_triggered": C.TRACKS,
    "effects_queued": C.PENDING,
    "effect_resolved": C.PENDING,
    "shipyard_card_taken": C.PLAYERS | C.DECKS,
    "resource_card_taken": C.PLAYERS | C.DECKS,
    "card_played": C.PLAYERS | C.AREAS | C.TURN,
    "discarded": C.PLAYERS | C.AREAS | C.TURN,
    "turn_ended": C.TURN,
    "icebreakers_discarded": C.AREAS,
    "game_ended": C.PHASE | C.TURN,
}


class Antarctica:
    """Antarctica (Charles Chevallier, Argentum Verlag) for 2–4 players."""

    game_id = "antarctica"
    title = "Antarctica"
    version = 1
    """The format of events and states (raise it when they change shape or meaning)."""

    def parse_command(self, data: Any, saved_with: int | None = None) -> Command:
        """A command from plain data; a clear error when it is not one."""
        try:
            command: Command = COMMAND_ADAPTER.validate_python(data)
        except ValidationError as error:
            raise _invalid(error, data) from None
        return command

    def parse_event(self, data: Any) -> Event:
        """An event from plain data."""
        event: Event = EVENT_ADAPTER.validate_python(data)
        return event

    def decide(self, state: GameState | None, command: Command, data: Any) -> Sequence[Event]:
        """Validate ``command`` and return its events."""
        return decide(state, command, data)

    def evolve(self, state: GameState | None, event: Event) -> GameState:
        """Fold one event."""
        return evolve(state, event)

    def changes(self, events: Sequence[Event]) -> Change:
        """The parts of the table the events touched."""
        touched = Change(0)
        for event in events:
            touched |= _CHANGES.get(getattr(event, "type", ""), Change.ALL)
        return touched

    @property
    def everything(self) -> Change:
        """Redraw everything."""
        return Change.ALL

    def default_data(self) -> AntarcticaData:
        """The built-in catalogue (nothing a table taught)."""
        return load_data(())

    def command_schema(self) -> dict[str, Any]:
        """The JSON Schema of every command."""
        return COMMAND_ADAPTER.json_schema()

    def state_to_json(self, state: GameState | None) -> Any:
        """The state as JSON-ready data."""
        return None if state is None else state.model_dump(mode="json")

    def state_from_json(self, data: Any) -> GameState | None:
        """The state from :meth:`state_to_json` output."""
        return None if data is None else GameState.model_validate(data)

    def summary(self, state: GameState | None, data: Any) -> dict[str, Any]:
        """What the games list shows: players, status, and the final scores."""
        if state is None:
            return {"players": [], "status": "in_progress", "scores": {}}
        finished = state.phase == "finished"
        scores: dict[str, int] = {}
        if finished:
            result = final_scores(position_of(state))
            scores = {p.name: p.total for p in result.players}
        return {
            "players": [p.name for p in state.players],
            "status": "finished" if finished else "in_progress",
            "scores": scores,
        }


def _invalid(error: ValidationError, data: Any) -> InvalidCommand:
    if not isinstance(data, dict):
        return InvalidCommand(
            "bad_command", "A command must be a JSON object with a 'type'.", command=None
        )
    kind = data.get("type")
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    if first["type"] in {"union_tag_invalid", "union_tag_not_found"}:
        return InvalidCommand("unknown_command", f"Unknown command type {kind!r}.", command=kind)
    return InvalidCommand(
        "bad_command",
        f"The {kind} command is malformed at '{where}': {first['msg']}.",
        command=kind,
        field=where,
    )


RULESET = Antarctica()
