"""What a setup must satisfy ("PREPARAZIONE")."""

from __future__ import annotations

from collections import Counter

from companion.games.antarctica.commands import SetupGame
from companion.games.antarctica.data import AREAS
from companion.games.antarctica.run import refuse
from companion.games.antarctica.setup import (
    ALLOTMENT,
    closed_areas,
    placing_order,
    starting_buildings,
)


def check_setup(command: SetupGame) -> None:
    """Players with different names and colours; one starting building per open
    area (the right set for the player count); the ships in placing order on open
    areas, three at most per area; player B's track with 2 players; face-up cards
    from the right decks."""
    n = len(command.players)
    catalogue = command.catalogue
    names = [p.name.casefold() for p in command.players]
    if len(set(names)) != n:
        raise refuse("setup.same_name", "Two players have the same name.")
    if len({p.colour for p in command.players}) != n:
        raise refuse("setup.same_colour", "Two players have the same colour.")
    closed = closed_areas(catalogue, n)
    for area in range(AREAS):
        kind = command.starting_buildings[area]
        if (kind is None) != (area in closed):
            raise refuse(
                "setup.building_per_area",
                "Place one starting building on every open area and none on a closed one.",
                area=area,
            )
    placed = Counter(k for k in command.starting_buildings if k is not None)
    if placed != starting_buildings(n):
        raise refuse(
            "setup.starting_buildings",
            "The starting buildings are 2 camps, the naval and the coastal research "
            "centre, a wind turbine, a rig tower, a drill and a crane (with 2 players "
            "without the second camp and the naval centre).",
        )
    seats = tuple(ship.seat for ship in command.ships)
    if seats != placing_order(n):
        raise refuse(
            "setup.placing_order",
            f"Each player places {ALLOTMENT[n].board_ships} ships, in the order "
            "A, B, C, C, A, B, B, C, A (one round further each time).",
            order=list(placing_order(n)),
        )
    per_area = Counter(ship.area for ship in command.ships)
    if any(ship.area in closed for ship in command.ships) or max(per_area.values()) > 3:
        raise refuse("setup.ship_area", "Ships go on open areas, three at most per area.")
    open_tracks = [t.id for t in catalogue.open_tracks(n)]
    if (n == 2) != (command.b_track is not None) or (
        command.b_track is not None and command.b_track not in open_tracks
    ):
        raise refuse(
            "setup.b_track",
            "With 2 players, player B puts a cube on an open research track (only then).",
        )
    decks = [f.deck for f in command.face_up]
    if len(set(decks)) != len(decks):
        raise refuse("setup.face_up_twice", "One face-up card per deck.")
    for face_up in command.face_up:
        if face_up.card not in {c.id for c in catalogue.cards_for(n, face_up.deck)}:
            raise refuse(
                "setup.face_up_card",
                "That card is not in that deck for this player count.",
                deck=face_up.deck,
                card=face_up.card,
            )
