"""A legal setup drawn at random (tests, the demo, the CLI): what the table would
otherwise place by hand."""

from __future__ import annotations

import random
from typing import get_args

from companion.games.antarctica.commands import (
    FaceUp,
    PlayerSetup,
    SetupGame,
    ShipPlacement,
)
from companion.games.antarctica.data import AREAS, DECKS, Catalogue, ResourceBuilding
from companion.games.antarctica.setup import closed_areas, starting_buildings
from companion.games.antarctica.state import COLOURS

NAMES = ("Alice", "Bob", "Chloe", "Dan")
"""The rulebook's example players ("CONTEGGIO DELLE AREE")."""


def random_setup(players: int, seed: int, catalogue: Catalogue) -> SetupGame:
    """A setup for ``players`` players: starting buildings drawn, the first game's
    ships, player B's track (2 players), basic cards and face-up cards drawn."""
    rng = random.Random(seed)
    closed = closed_areas(catalogue, players)
    kinds = list(starting_buildings(players).elements())
    rng.shuffle(kinds)
    buildings = [None if area in closed else kinds.pop() for area in range(AREAS)]
    ships = catalogue.board.first_game_ships[str(players)]
    basic: list[ResourceBuilding] = rng.sample(get_args(ResourceBuilding), players)
    tracks = [t.id for t in catalogue.open_tracks(players)]
    return SetupGame(
        players=tuple(
            PlayerSetup(name=NAMES[seat], colour=COLOURS[seat], basic_card=basic[seat])
            for seat in range(players)
        ),
        starting_buildings=tuple(buildings),
        ships=tuple(ShipPlacement(seat=seat, area=area) for seat, area in ships),
        b_track=rng.choice(tracks) if players == 2 else None,
        face_up=tuple(
            FaceUp(deck=deck, card=rng.choice([c.id for c in catalogue.cards_for(players, deck)]))
            for deck in DECKS
        ),
        catalogue=catalogue,
    )
