"""The Antarctica ruleset as the core sees it."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from companion.core.model import Command, Event
from companion.core.ruleset_base import PydanticRuleset
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


class Antarctica(PydanticRuleset):
    """Antarctica (Charles Chevallier, Argentum Verlag) for 2–4 players."""

    game_id = "antarctica"
    title = "Antarctica"
    version = 1
    """The format of events and states (raise it when they change shape or meaning)."""
    COMMANDS = COMMAND_ADAPTER
    EVENTS = EVENT_ADAPTER
    STATE = GameState
    CHANGES = _CHANGES
    ALL = Change.ALL

    def decide(self, state: GameState | None, command: Command, data: Any) -> Sequence[Event]:
        """Validate ``command`` and return its events."""
        return decide(state, command, data)

    def evolve(self, state: GameState | None, event: Event) -> GameState:
        """Fold one event."""
        return evolve(state, event)

    def default_data(self) -> AntarcticaData:
        """The built-in catalogue (nothing a table taught)."""
        return load_data(())

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


RULESET = Antarctica()
