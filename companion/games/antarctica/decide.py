"""``decide(state, command, data) -> events``: a command checked against the rules.

Each rule lives with its subject (turn order, moving, actions, research, effects,
cards, the end); this module checks whose move it is and sends the command on.
Illegal commands raise ``RuleViolation`` with an ``ant.*`` code.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core.model import Command, Event
from companion.games.antarctica import actions, cards, effects, moving, turns
from companion.games.antarctica.commands import (
    Build,
    BuildShip,
    ChooseTrack,
    Discard,
    EndTurn,
    MoveShip,
    MoveShipEffect,
    PassEffect,
    PlayCard,
    PlayerCommand,
    Recruit,
    Research,
    Reveal,
    SetupGame,
    TakeResourceCard,
    TakeShipyardCard,
)
from companion.games.antarctica.events import GameSetUp
from companion.games.antarctica.evolve import evolve
from companion.games.antarctica.run import Run, refuse
from companion.games.antarctica.setup_rules import check_setup
from companion.games.antarctica.state import GameState

Check = Callable[[GameState, Any], None]
Do = Callable[[Run, Any], None]

TURN_RULES: dict[type[Command], tuple[Check, Do]] = {
    MoveShip: (moving.check_move, moving.move),
    Build: (actions.check_build, actions.build),
    BuildShip: (actions.check_build_ship, actions.build_ship),
    Recruit: (actions.check_recruit, actions.recruit),
    Research: (actions.check_research, actions.research),
    PlayCard: (cards.check_play, cards.play),
    Discard: (cards.check_discard, cards.discard),
    EndTurn: (turns.check_end_turn, turns.end_turn),
}
"""Commands of the player whose turn it is (while no effect waits)."""

EFFECT_RULES: dict[type[Command], tuple[Check, Do]] = {
    ChooseTrack: (effects.check_choose_track, effects.choose_track),
    MoveShipEffect: (effects.check_move_ship_effect, effects.move_ship_effect),
    PassEffect: (effects.check_pass, effects.pass_effect),
    TakeShipyardCard: (effects.check_take_shipyard_card, effects.take_shipyard_card),
    TakeResourceCard: (effects.check_take_resource_card, effects.take_resource_card),
}
"""Commands that resolve the effect at the head of the queue."""


def check(state: GameState | None, command: Command) -> None:
    """Raise ``RuleViolation`` unless ``command`` is legal now."""
    if isinstance(command, SetupGame):
        if state is not None:
            raise refuse("setup.done", "The game is already set up.")
        check_setup(command)
        return
    if state is None:
        raise refuse("setup.first", "Set up the game first.")
    if state.phase == "finished":
        raise refuse("game.over", "The game is over.")
    deck = state.awaiting_reveal()
    if isinstance(command, Reveal):
        cards.check_reveal(state, command)
        return
    if deck is not None:
        raise refuse(
            "reveal.first", "Name the building card that came up on the deck first.", deck=deck
        )
    kind = type(command)
    if kind in EFFECT_RULES:
        EFFECT_RULES[kind][0](state, command)
        return
    if state.pending:
        head = state.pending[0]
        raise refuse(
            "effect.first",
            f"Resolve the waiting effect first ({state.players[head.seat].name}).",
            effect=head.effect,
            player=state.players[head.seat].name,
        )
    turn = state.turn
    assert turn is not None and isinstance(command, PlayerCommand) and kind in TURN_RULES
    if command.player != turn.seat:
        raise refuse(
            "turn.not_yours",
            f"It is {state.players[turn.seat].name}'s turn.",
            player=state.players[turn.seat].name,
        )
    TURN_RULES[kind][0](state, command)


def decide(state: GameState | None, command: Command, data: Any = None) -> list[Event]:
    """The events of ``command`` (``data``, the table's catalogue, is read only at
    setup through the command: a game keeps the catalogue it was set up with)."""
    check(state, command)
    if isinstance(command, SetupGame):
        setup = GameSetUp(**{k: v for k, v in command if k not in {"type", "auto"}})
        run = Run(evolve(None, setup))
        run.events.append(setup)
        turns.sun_moves_on(run)
        return run.events
    assert state is not None
    run = Run(state)
    if isinstance(command, Reveal):
        cards.reveal(run, command)
    else:
        rules = EFFECT_RULES.get(type(command)) or TURN_RULES[type(command)]
        rules[1](run, command)
    effects.drain(run)
    return run.events
