"""The Underwater Cities ruleset as the core sees it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from companion.core.errors import InvalidCommand
from companion.core.messages import Command, Event
from companion.games.underwater_cities.commands import COMMAND_ADAPTER
from companion.games.underwater_cities.events import EVENT_ADAPTER
from companion.games.underwater_cities.evolve import evolve
from companion.games.underwater_cities.rules import decide
from companion.games.underwater_cities.scoring import final_scores
from companion.games.underwater_cities.state import GameState

# Which part of the table each event touches (the UI redraws only those).
_SCOPES: dict[str, frozenset[str]] = {
    "game_set_up": frozenset({"all"}),
    "turn_started": frozenset({"turn", "banner"}),
    "cards_discarded": frozenset({"players", "banner"}),
    "tile_placed": frozenset({"slots", "turn", "players", "banner"}),
    "effect_opened": frozenset({"turn"}),
    "effect_closed": frozenset({"turn", "banner"}),
    "played_card_done": frozenset({"players", "turn"}),
    "built": frozenset({"boards", "players", "supply", "turn"}),
    "upgraded": frozenset({"boards", "players", "turn"}),
    "gained": frozenset({"players", "turn"}),
    "advanced": frozenset({"federation", "players", "turn"}),
    "action_card_used": frozenset({"players", "turn"}),
    "action_card_discarded": frozenset({"players", "turn"}),
    "special_taken": frozenset({"players", "specials", "turn"}),
    "turn_ended": frozenset({"turn", "banner"}),
    "round_ended": frozenset({"slots", "federation", "order", "banner"}),
    "phase_changed": frozenset({"banner", "phase"}),
    "solo_blocker_placed": frozenset({"slots"}),
    "produced": frozenset({"players"}),
    "fed": frozenset({"players"}),
    "action_cards_refreshed": frozenset({"players"}),
    "adjusted": frozenset({"players", "boards"}),
    "slot_colour_set": frozenset({"slots"}),
}


class UnderwaterCities:
    """Underwater Cities (Vladimír Suchý, Delicious Games) for 1–4 players."""

    game_id = "underwater_cities"
    title = "Underwater Cities"

    def parse_command(self, data: Any) -> Command:
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

    def decide(self, state: GameState | None, command: Command) -> Sequence[Event]:
        """Validate ``command`` and return its events."""
        return decide(state, command)

    def evolve(self, state: GameState, event: Event) -> GameState:
        """Fold one event."""
        return evolve(state, event)

    def changes(self, events: Sequence[Event]) -> frozenset[str]:
        """The parts of the table the events touched."""
        touched: set[str] = set()
        for event in events:
            touched |= _SCOPES.get(getattr(event, "type", ""), frozenset({"all"}))
        return frozenset(touched)

    def command_schema(self) -> dict[str, Any]:
        """The JSON Schema of every command."""
        return COMMAND_ADAPTER.json_schema()

    def state_to_json(self, state: GameState) -> Any:
        """The state as JSON-ready data."""
        return state.model_dump(mode="json")

    def state_from_json(self, data: Any) -> GameState:
        """The state from :meth:`state_to_json` output."""
        return GameState.model_validate(data)

    def summary(self, state: GameState | None) -> dict[str, Any]:
        """What the games list shows: players, status, scores."""
        if state is None:
            return {"players": [], "status": "in_progress", "scores": {}}
        finished = state.phase == "finished"
        if finished:
            totals = [score.total for score in final_scores(state).players]
        else:
            totals = [p.points for p in state.players]
        return {
            "players": [p.name for p in state.players],
            "status": "finished" if finished else "in_progress",
            "scores": {p.name: total for p, total in zip(state.players, totals, strict=True)},
        }


def _invalid(error: ValidationError, data: Any) -> InvalidCommand:
    if not isinstance(data, dict):
        return InvalidCommand(
            "bad_command", "A command must be a JSON object with a 'type'.", command=None
        )
    kind = data.get("type")
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    if first["type"] == "union_tag_invalid" or (first["type"] == "union_tag_not_found"):
        return InvalidCommand("unknown_command", f"Unknown command type {kind!r}.", command=kind)
    return InvalidCommand(
        "bad_command",
        f"The {kind} command is malformed at '{where}': {first['msg']}.",
        command=kind,
        field=where,
    )


RULESET = UnderwaterCities()
