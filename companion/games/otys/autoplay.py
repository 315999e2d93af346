"""A seeded random player over :func:`~.options.legal_options`: plays whole games
for the golden playthroughs, the conformance suite and the UI tests.

It picks a kind of command first (a key, a sponsor, a battery, an action, a contract,
the end of a phase...), some kinds less often, then one command of that kind; every
command it gives is a legal option.
"""

from __future__ import annotations

import random

from companion.core.model import Command
from companion.core.session import Session
from companion.games.otys.commands import Act, SetupGame
from companion.games.otys.library import OtysData, load_data
from companion.games.otys.options import legal_options
from companion.games.otys.ruleset import RULESET
from companion.games.otys.state import GameState

MAX_COMMANDS = 20000
WEIGHTS = {
    "Fulfil": 20.0,
    "Act": 6.0,
    "UseSponsor": 3.0,
    "MoveDiver": 0.3,
    "EndPhase": 1.0,
    "HoldDiver": 0.3,
}
"""How often a kind of command is chosen against the others (1)."""


def _kind(command: Command) -> str:
    name = type(command).__name__
    return f"{name}:{command.action.kind}" if isinstance(command, Act) else name


def choose(state: GameState, rng: random.Random, data: OtysData) -> Command:
    """A random legal command for whoever acts now (the table when it must say)."""
    player: int | None = None
    if state.pending:
        head = state.pending[0]
        player = head.seat if head.kind == "hold" else None
    else:
        player = state.turn.seat
    options = legal_options(state, player, data)
    kinds = sorted({_kind(option) for option in options})
    weights = [WEIGHTS.get(kind.split(":")[0], 1.0) for kind in kinds]
    kind = rng.choices(kinds, weights)[0]
    return rng.choice([option for option in options if _kind(option) == kind])


def play_game(setup: SetupGame, seed: int, data: OtysData | None = None) -> Session:
    """Play the game of ``setup`` to its end at random (``seed`` fixes every choice)."""
    data = data or load_data(())
    rng = random.Random(seed)
    session = Session(RULESET, data=data)
    session.execute(setup)
    for _ in range(MAX_COMMANDS):
        state: GameState = session.state
        if state.phase == "finished":
            return session
        session.execute(choose(state, rng, data))
    raise RuntimeError(f"no end after {MAX_COMMANDS} commands")
