"""The Otys ruleset as the core sees it."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from companion.core.model import Command, Event
from companion.core.ruleset_base import PydanticRuleset
from companion.games.otys.commands import COMMAND_ADAPTER
from companion.games.otys.decide import decide
from companion.games.otys.end import standings
from companion.games.otys.events import EVENT_ADAPTER
from companion.games.otys.evolve import evolve
from companion.games.otys.library import OtysData, load_data
from companion.games.otys.state import GameState


class Change(enum.Flag):
    """The parts of the table an event touches (the UI redraws only those)."""

    DIVERS = enum.auto()
    """A player's diver column (order, sides)."""
    KEYS = enum.auto()
    """A player's keys, hacker track, neutral X-keys and technicians."""
    SUPPLIES = enum.auto()
    """A player's credits, batteries and prestige (the colony ranking)."""
    ZONES = enum.auto()
    """A player's dig zones and permanent reward tokens."""
    CONTRACTS = enum.auto()
    """Public contracts, hands, the deck."""
    COLONY = enum.auto()
    """The sponsors, the reward display, the bag, the emporium."""
    TURN = enum.auto()
    """Whose turn, the phase, the key, what the turn has used; what the table must say."""
    PHASE = enum.auto()
    """The end was triggered or the game ended."""
    ALL = DIVERS | KEYS | SUPPLIES | ZONES | CONTRACTS | COLONY | TURN | PHASE


C = Change
_CHANGES: dict[str, Change] = {
    "game_set_up": C.ALL,
    "key_chosen": C.KEYS | C.TURN,
    "display_rotated": C.COLONY,
    "sponsor_used": C.TURN,
    "gained": C.SUPPLIES | C.KEYS,
    "diver_moved": C.DIVERS,
    "diver_equipped": C.DIVERS,
    "phase_began": C.TURN,
    "action_done": C.TURN,
    "resource_found": C.ZONES,
    "resource_moved": C.ZONES,
    "traded": C.ZONES | C.COLONY,
    "key_recovered": C.KEYS,
    "improved": C.KEYS,
    "token_taken": C.COLONY | C.ZONES,
    "awaiting": C.TURN,
    "bag_refilled": C.COLONY,
    "contract_revealed": C.CONTRACTS | C.TURN,
    "token_revealed": C.COLONY | C.TURN,
    "contract_fulfilled": C.CONTRACTS | C.ZONES,
    "held": C.TURN,
    "key_placed": C.KEYS | C.TURN,
    "keys_returned": C.KEYS,
    "kept_down": C.TURN,
    "turn_began": C.TURN,
    "end_triggered": C.PHASE,
    "game_ended": C.PHASE | C.TURN,
}


class Otys(PydanticRuleset):
    """Otys (Claude Lucchini, Libellud) for 2–4 players."""

    game_id = "otys"
    title = "Otys"
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

    def default_data(self) -> OtysData:
        """The built-in board, no contract or token taught."""
        return load_data(())

    def summary(self, state: GameState | None, data: Any) -> dict[str, Any]:
        """What the games list shows: players, status, prestige (final once over)."""
        if state is None:
            return {"players": [], "status": "in_progress", "scores": {}}
        finished = state.phase == "finished"
        scores: dict[str, int] = {}
        if finished:
            places, _ = standings(state)
            scores = {state.players[s.seat].name: s.prestige for s in places}
        return {
            "players": [p.name for p in state.players],
            "status": "finished" if finished else "in_progress",
            "scores": scores,
        }


RULESET = Otys()
