"""What the app offers when the table meets a contract or token no table taught yet.

The 32 cards are not in the text (p. 8 shows their two kinds in a picture). When a
contract comes up that no table taught, the app offers "a new one" in these shapes
(Roberto's 1 metal + 2 plants for 3 prestige is from p. 8; the others are the app's
examples of both kinds, not printed cards); the table corrects the shape it enters.
Every kind of reward token is known (p. 12 gives fronts and backs); only the mix is not.
"""

from __future__ import annotations

from itertools import combinations

from companion.games.otys.data import COLOURS
from companion.games.otys.state import Contract, GameState, Resources, Token

SHAPES: tuple[Contract, ...] = (
    Contract(id="shape", needs=Resources(metal=1, plant=2), prestige=3),
    Contract(id="shape", different=2, prestige=1, credit=True),
    Contract(id="shape", different=3, prestige=2),
    Contract(id="shape", different=4, prestige=4, battery=True),
    Contract(id="shape", needs=Resources(fuel=2, tech=1), prestige=3),
    Contract(id="shape", needs=Resources(metal=2), prestige=1, credit=True, battery=True),
    Contract(id="shape", needs=Resources(plant=2, tech=2), prestige=4),
    Contract(id="shape", needs=Resources(metal=2, fuel=3), prestige=5),
)


def new_id(taken: set[str]) -> str:
    """The first ``newN`` not in ``taken``."""
    number = 1
    while f"new{number}" in taken:
        number += 1
    return f"new{number}"


def new_contracts(state: GameState | None, known: set[str]) -> tuple[Contract, ...]:
    """The shapes with a fresh id (none of the game's contracts nor the library's)."""
    taken = known | (state.in_play() if state is not None else set())
    fresh = new_id(taken)
    return tuple(shape.model_copy(update={"id": fresh}) for shape in SHAPES)


def all_tokens() -> tuple[Token, ...]:
    """Every kind of reward token p. 12 describes (front and back)."""
    fronts: list[Token] = []
    for back in ("credits", "prestige"):
        fronts += [
            Token(front="resource", colours=pair, back=back) for pair in combinations(COLOURS, 2)
        ]
        fronts += [
            Token(front=front, back=back) for front in ("contract", "battery", "equip", "prestige")
        ]
    return tuple(fronts)
