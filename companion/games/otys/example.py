"""A legal setup drawn at random (tests, the demo, the CLI): what the table would
otherwise lay by hand (pp. 4–5)."""

from __future__ import annotations

import random

from companion.games.otys.commands import PlayerSetup, SetupGame
from companion.games.otys.data import COLOURS, DIVERS
from companion.games.otys.library import OtysData
from companion.games.otys.samples import SHAPES, all_tokens
from companion.games.otys.setup_rules import public_spaces
from companion.games.otys.state import PLAYER_COLOURS, Contract, Resources, Sponsor

NAMES = ("Noemi", "Paola", "Lucia", "Roberto")
"""The players of the rulebook's examples (pp. 6–8, 10–11)."""


def random_setup(
    players: int,
    seed: int,
    data: OtysData,
    *,
    sides: str = "standard",
    spy_variant: bool = False,
) -> SetupGame:
    """A setup for ``players`` players: divers and resources laid at random, sponsors
    shuffled (``sides``: ``standard`` or ``random``), the emporium seeded, tokens drawn
    from the taught mix (every kind when none is taught), public contracts from the
    library or the app's shapes."""
    rng = random.Random(seed)
    seats = []
    for seat in range(players):
        divers = list(DIVERS)
        rng.shuffle(divers)
        resources = list(COLOURS)
        rng.shuffle(resources)
        seats.append(
            PlayerSetup(
                name=NAMES[seat],
                colour=PLAYER_COLOURS[seat],
                divers=tuple(divers),
                resources=(resources[0], resources[1], resources[2], resources[3]),
            )
        )
    tiles = [1, 2, 3, 4, 5]
    rng.shuffle(tiles)
    sponsors = tuple(
        Sponsor(
            tile=tile,
            side="advanced" if sides == "random" and rng.random() < 0.5 else "standard",
        )
        for tile in tiles
    )
    kinds = list(COLOURS)
    rng.shuffle(kinds)
    emporium = Resources(**{kinds[0]: 2, kinds[1]: 1, kinds[2]: 1})
    bag = [entry.token for entry in data.tokens for _ in range(entry.count)]
    drawn = rng.sample(bag, 10) if len(bag) >= 10 else rng.choices(all_tokens(), k=10)
    display = tuple((drawn[2 * level], drawn[2 * level + 1]) for level in range(5))
    return SetupGame(
        players=tuple(seats),
        sponsors=sponsors,
        emporium=emporium,
        display=display,
        public=public_contracts(players, rng, data),
        board=data.board,
        spy_variant=spy_variant,
    )


def public_contracts(players: int, rng: random.Random, data: OtysData) -> tuple[Contract, ...]:
    """The public contracts: taught ones when the library has enough, else shapes."""
    count = public_spaces(players)
    taught = [entry.contract for entry in data.contracts]
    if len(taught) >= count:
        return tuple(rng.sample(taught, count))
    shapes = rng.sample(SHAPES, count)
    return tuple(shape.model_copy(update={"id": f"new{n + 1}"}) for n, shape in enumerate(shapes))
