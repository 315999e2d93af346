"""``decide(state, command, data) -> events``: a command checked against the rules.

Each rule lives with its subject (keys and the hacker track, the phases, batteries,
sponsors, divers, contracts and rewards, the end); this module checks
whose move it is and sends the command on. Illegal commands raise ``RuleViolation``
with an ``otys.*`` code.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core.model import Command, Event
from companion.games.otys import batteries, contracts, divers, keys, phases, sponsors
from companion.games.otys.commands import (
    Act,
    ChooseKey,
    EndPhase,
    EndTurn,
    Fulfil,
    HoldDiver,
    KeepDown,
    MoveDiver,
    RevealContract,
    RevealToken,
    SetupGame,
    UseSponsor,
)
from companion.games.otys.end import check_trigger
from companion.games.otys.events import GameSetUp
from companion.games.otys.run import Run, refuse
from companion.games.otys.setup_rules import check_setup
from companion.games.otys.state import GameState

Check = Callable[[GameState, Any], None]
Do = Callable[[Run, Any], None]

TURN_RULES: dict[type[Command], tuple[Check, Do]] = {
    ChooseKey: (keys.check_choose, keys.choose),
    UseSponsor: (sponsors.check_use, sponsors.use),
    MoveDiver: (batteries.check_move, batteries.move),
    EndPhase: (phases.check_end_phase, phases.end_phase),
    Act: (divers.check_act, divers.act),
    HoldDiver: (batteries.check_hold, batteries.hold),
    EndTurn: (phases.check_end_turn, phases.end_turn),
    Fulfil: (contracts.check_fulfil, contracts.fulfil),
}
"""Commands of the player whose turn it is (while the table has nothing to say)."""

TABLE_RULES: dict[type[Command], tuple[Check, Do]] = {
    RevealContract: (contracts.check_reveal_contract, contracts.reveal_contract),
    RevealToken: (contracts.check_reveal_token, contracts.reveal_token),
    KeepDown: (phases.check_keep_down, phases.keep_down),
}
"""What the table (or a copied diver's owner) says while play waits."""


def _rules(state: GameState, command: Command) -> tuple[Check, Do]:
    if state.phase == "finished":
        raise refuse("game.over", "The game is over.")
    table = TABLE_RULES.get(type(command))
    if table is not None:
        return table
    if state.pending:
        raise refuse(
            "pending.first", "Finish what the table must say first.", kind=state.pending[0].kind
        )
    rules = TURN_RULES.get(type(command))
    if rules is None:
        raise refuse("command.unknown", "That command is not part of play.")
    seat = getattr(command, "player", None)
    if seat is None or seat >= len(state.players):
        raise refuse("player.unknown", "There is no such player.", player=seat)
    if seat != state.turn.seat:
        raise refuse("turn.not_yours", "It is not your turn.", player=seat)
    return rules


def decide(state: GameState | None, command: Command, data: Any) -> list[Event]:
    """The events of ``command`` in ``state`` (``RuleViolation`` when illegal)."""
    if isinstance(command, SetupGame):
        if state is not None:
            raise refuse("setup.done", "The game is already set up.")
        check_setup(command)
        return [GameSetUp(**command.model_dump(exclude={"type", "auto"}))]
    if state is None:
        raise refuse("setup.first", "Set up the game first.")
    check, do = _rules(state, command)
    check(state, command)
    run = Run(state)
    do(run, command)
    check_trigger(run)
    return run.events
