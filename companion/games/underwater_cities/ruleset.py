"""The Underwater Cities ruleset as the core sees it."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from companion.core.model import Command, Event
from companion.core.ruleset_base import PydanticRuleset
from companion.games.underwater_cities.commands import COMMAND_ADAPTER
from companion.games.underwater_cities.decide import decide
from companion.games.underwater_cities.events import EVENT_ADAPTER
from companion.games.underwater_cities.evolve import evolve
from companion.games.underwater_cities.library import CardLibrary, builtin_library
from companion.games.underwater_cities.rounds import ROUNDS
from companion.games.underwater_cities.state import GameState


class Change(enum.Flag):
    """The parts of the table an event touches (the UI redraws only those)."""

    TURN = enum.auto()
    BANNER = enum.auto()
    PLAYERS = enum.auto()
    SLOTS = enum.auto()
    BOARDS = enum.auto()
    SUPPLY = enum.auto()
    FEDERATION = enum.auto()
    SPECIALS = enum.auto()
    ORDER = enum.auto()
    PHASE = enum.auto()
    ALL = TURN | BANNER | PLAYERS | SLOTS | BOARDS | SUPPLY | FEDERATION | SPECIALS | ORDER | PHASE


C = Change
_CHANGES: dict[str, Change] = {
    "game_set_up": C.ALL,
    "turn_started": C.TURN | C.BANNER,
    "cards_discarded": C.PLAYERS | C.BANNER,
    "tile_placed": C.SLOTS | C.TURN | C.PLAYERS | C.BANNER,
    "effect_opened": C.TURN,
    "effect_closed": C.TURN | C.BANNER,
    "played_card_done": C.PLAYERS | C.TURN,
    "built": C.BOARDS | C.PLAYERS | C.SUPPLY | C.TURN,
    "upgraded": C.BOARDS | C.PLAYERS | C.TURN,
    "gained": C.PLAYERS | C.TURN,
    "advanced": C.FEDERATION | C.PLAYERS | C.TURN,
    "action_card_used": C.PLAYERS | C.TURN,
    "action_card_discarded": C.PLAYERS | C.TURN,
    "special_taken": C.PLAYERS | C.SPECIALS | C.TURN,
    "metropolis_connected": C.TURN | C.BOARDS,
    "metropolis_used": C.TURN | C.BOARDS,
    "turn_ended": C.TURN | C.BANNER,
    "round_ended": C.SLOTS | C.FEDERATION | C.ORDER | C.BANNER,
    "phase_changed": C.BANNER | C.PHASE,
    "solo_blocker_placed": C.SLOTS,
    "produced": C.PLAYERS,
    "fed": C.PLAYERS,
    "action_cards_refreshed": C.PLAYERS,
    "adjusted": C.PLAYERS | C.BOARDS,
    "slot_colour_set": C.SLOTS,
    "scoring_settled": C.PLAYERS | C.PHASE,
}


class UnderwaterCities(PydanticRuleset):
    """Underwater Cities (Vladimír Suchý, Delicious Games) for 1–4 players."""

    game_id = "underwater_cities"
    title = "Underwater Cities"
    version = 6
    """The format of events and states (raise it when they change shape or meaning;
    2: engine words are messages, codes and params, not English; 3: a discarded paid
    special action card no longer counts as paid, setups carry their rules edition;
    4: a player's state carries the board layout copied at setup; 5: connecting a
    blue metropolis offers its instant effect, face-up special cards have names;
    6: played cards carry their rules, production lines the table settled,
    final-scoring settlements)."""
    COMMANDS = COMMAND_ADAPTER
    EVENTS = EVENT_ADAPTER
    STATE = GameState
    CHANGES = _CHANGES
    ALL = Change.ALL
    TAP_MODULES = frozenset(
        [
            "actions",
            "calibration",
            "card_rules",
            "commands",
            "effects",
            "events",
            "model",
            "position",
            "production",
            "scoring",
            "state",
        ]
    )
    """Not the data files' models (``board``, ``cards``, ``library``, ``slots``): read
    when a game opens; no tap on the table makes one (the setup wizard's new-tile form
    builds ``MetropolisEntry`` at its save, as it did when no game had been open)."""

    def upgrade(self, data: Any, saved_with: int | None) -> Any:
        """A command saved by rules before version 3 is read as it was played."""
        return _as_saved(data) if saved_with is not None and saved_with < 3 else data

    def decide(
        self, state: GameState | None, command: Command, data: CardLibrary
    ) -> Sequence[Event]:
        """Validate ``command`` and return its events."""
        return decide(state, command, data)

    def evolve(self, state: GameState, event: Event) -> GameState:
        """Fold one event."""
        return evolve(state, event)

    def default_data(self) -> CardLibrary:
        """The built-in card library (nothing a table taught)."""
        return builtin_library()

    def summary(self, state: GameState | None, data: CardLibrary) -> dict[str, Any]:
        """What the games list shows: players, status, scores, the round."""
        if state is None:
            return {"players": [], "status": "in_progress", "scores": {}}
        finished = state.phase == "finished"
        if finished:
            from companion.games.underwater_cities.scoring import final_scores

            totals = [score.total for score in final_scores(state, data).players]
        else:
            totals = [p.points for p in state.players]
        return {
            "players": [p.name for p in state.players],
            "status": "finished" if finished else "in_progress",
            "scores": {p.name: total for p, total in zip(state.players, totals, strict=True)},
            "progress": {"round": state.round, "rounds": ROUNDS},
        }


def _as_saved(data: Any) -> Any:
    """A saved ``setup_game`` without ``rules_edition`` was written before rules
    editions existed (the store and exports write every field since): it keeps
    edition 1, the rules it was played under (:data:`.state.RULES_EDITION`)."""
    if isinstance(data, dict) and data.get("type") == "setup_game":
        return {"rules_edition": 1, **data}
    return data


RULESET = UnderwaterCities()
