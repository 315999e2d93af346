"""Setup by player count ("PREPARAZIONE"): reserves, closed areas and tracks,
starting buildings, the ships' placing order, and the state a setup gives."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from companion.games.antarctica.data import (
    AREAS,
    BUILDING_COUNTS,
    DECKS,
    STARTING_BUILDINGS,
    BuildingKind,
    Catalogue,
)
from companion.games.antarctica.events import GameSetUp
from companion.games.antarctica.state import (
    SHIPYARD_PILE,
    AreaState,
    DeckState,
    GameState,
    PlayerState,
    ResourceCard,
    TrackState,
)


@dataclass(frozen=True)
class Allotment:
    """One row of the table of "PREPARAZIONE" 4 (per player)."""

    personal: int
    board_ships: int
    common: int
    ships: int
    cubes: int
    box_scientists: int
    box_ships: int
    box_cubes: int


ALLOTMENT: dict[int, Allotment] = {
    2: Allotment(2, 3, 14, 3, 3, 0, 0, 2),
    3: Allotment(2, 3, 12, 2, 4, 2, 1, 1),
    4: Allotment(2, 2, 10, 2, 5, 4, 2, 0),
}
"""Personal reserve, ships on the board, common reserve, Available Resources
(ships, cubes) and what goes back to the box, per player count. One cube each
goes on the victory-point track."""


def closed_areas(catalogue: Catalogue, players: int) -> frozenset[int]:
    """The areas closed with 2 players ("PREPARAZIONE" 1); none otherwise."""
    return frozenset(catalogue.board.closed_with_two) if players == 2 else frozenset()


def starting_buildings(players: int) -> Counter[BuildingKind]:
    """The starting buildings ("PREPARAZIONE" 2): with 2 players, without the
    second camp and the naval research centre."""
    kinds: Counter[BuildingKind] = Counter(STARTING_BUILDINGS)
    if players == 2:
        kinds["camp"] -= 1
        kinds["naval_centre"] -= 1
    return +kinds


def placing_order(players: int) -> tuple[int, ...]:
    """The seats in the order they place ships ("PREPARAZIONE" 5: A, B, C, C, A, B,
    B, C, A with 3 players). The app's generalisation for 2 and 4 players: each
    round starts one seat further clockwise (A, B, B, A, A, B; A, B, C, D, D, A, B, C)."""
    rounds = range(ALLOTMENT[players].board_ships)
    return tuple((i - r) % players for r in rounds for i in range(players))


def initial_state(event: GameSetUp) -> GameState:
    """The table right after setup, before the sun first moves."""
    catalogue = event.catalogue
    n = len(event.players)
    share = ALLOTMENT[n]
    closed = closed_areas(catalogue, n)
    queues: list[list[int]] = [[] for _ in range(AREAS)]
    for ship in event.ships:
        queues[ship.area].append(ship.seat)
    areas = tuple(
        AreaState(
            closed=a in closed,
            buildings=() if (kind := event.starting_buildings[a]) is None else (kind,),
            ships=tuple(queues[a]),
            scientists=(0,) * n,
        )
        for a in range(AREAS)
    )
    tracks = tuple(
        TrackState(
            id=spec.id,
            open=spec.min_players <= n,
            spaces=tuple(1 if spec.id == event.b_track and seat == 1 else 0 for seat in range(n)),
        )
        for spec in catalogue.tracks
    )
    players = tuple(
        PlayerState(
            name=p.name,
            colour=p.colour,
            personal=share.personal,
            common=share.common,
            ships=share.ships,
            cubes=share.cubes - (1 if seat == 1 and event.b_track is not None else 0),
            resource_cards=(ResourceCard(kind="basic", building=p.basic_card),),
            basic_building=p.basic_card,
            box_scientists=share.box_scientists,
            box_ships=share.box_ships,
            box_cubes=share.box_cubes,
        )
        for seat, p in enumerate(event.players)
    )
    face_up = {f.deck: f.card for f in event.face_up}
    decks = tuple(
        DeckState(
            deck=deck,
            hidden=tuple(c.id for c in catalogue.cards_for(n, deck) if c.id != face_up.get(deck)),
            face_up=face_up.get(deck),
        )
        for deck in DECKS
    )
    placed: Counter[str] = Counter(k for k in event.starting_buildings if k is not None)
    supply = {kind: count - placed[kind] for kind, count in BUILDING_COUNTS.items()}
    return GameState(
        players=players,
        areas=areas,
        tracks=tracks,
        sun=0,
        decks=decks,
        supply=supply,
        shipyard=dict(SHIPYARD_PILE),
        expertise_left=n,
        catalogue=catalogue,
        basic_card_rule=event.basic_card_rule,
    )
