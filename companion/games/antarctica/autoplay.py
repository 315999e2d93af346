"""A seeded random player over :func:`~.options.legal_options`: plays whole games
for the golden playthroughs, the conformance suite and the UI tests.

It picks a kind of command first (move, build, research, end the turn...), some
kinds less often, and then one command of that kind, so a turn's few actions are
not drowned by the many ways to build; every command it gives is a legal option.
"""

from __future__ import annotations

import random

from companion.core.model import Command
from companion.core.session import Session
from companion.games.antarctica.board import ships_on_board
from companion.games.antarctica.commands import Discard
from companion.games.antarctica.options import legal_options
from companion.games.antarctica.ruleset import RULESET
from companion.games.antarctica.state import GameState

MAX_COMMANDS = 5000
WEIGHTS = {"Build": 3.0, "Discard": 0.1, "EndTurn": 0.4, "PassEffect": 0.2}
"""How often a kind of command is chosen against the others (1)."""


def _reckless(state: GameState, command: Command) -> bool:
    """Discarding one of your last two ships on the board: a table that did it
    freely would soon have nothing left to move (and the rules no end)."""
    if not isinstance(command, Discard) or command.what != "board_ship":
        return False
    return ships_on_board(state, command.player) <= 2


def choose(state: GameState, rng: random.Random) -> Command:
    """A random legal command for whoever acts now (the table when a card is revealed)."""
    player = None
    if state.awaiting_reveal() is None:
        player = state.pending[0].seat if state.pending else state.turn.seat if state.turn else None
    options = [o for o in legal_options(state, player) if not _reckless(state, o)]
    kinds = sorted({type(option).__name__ for option in options})
    kind = rng.choices(kinds, [WEIGHTS.get(kind, 1.0) for kind in kinds])[0]
    return rng.choice([option for option in options if type(option).__name__ == kind])


def play_game(setup: Command, seed: int) -> Session:
    """Play the game of ``setup`` to its end at random (``seed`` fixes every choice)."""
    rng = random.Random(seed)
    session = Session(RULESET)
    session.execute(setup)
    for _ in range(MAX_COMMANDS):
        state: GameState = session.state
        if state.phase == "finished":
            return session
        session.execute(choose(state, rng))
    raise RuntimeError(f"no end after {MAX_COMMANDS} commands")
