"""Questions about the board the rules, the fold and the options all ask."""

from __future__ import annotations

from companion.games.antarctica.data import AREAS, CENTRE_OF, BuildingKind
from companion.games.antarctica.state import AreaState, GameState, Turn


def counter_clockwise(seat: int, players: int) -> tuple[int, ...]:
    """Every seat counter-clockwise from ``seat``, ``seat`` first ("RIQUADRO A":
    "in senso antiorario ... a partire da te"; the player on your right is next)."""
    return tuple((seat + i) % players for i in range(players))


def has_room(area: AreaState) -> bool:
    """An open area with a free ship space ("SEQUENZA DI GIOCO", Nota: three spaces)."""
    return not area.closed and len(area.ships) < 3


def fresh_index(state: GameState, area: int) -> int | None:
    """The queue index of the ship built this turn, when it is in ``area``."""
    turn = state.turn
    return turn.fresh if turn is not None and turn.area == area else None


def removable_index(state: GameState, area: int, seat: int) -> int | None:
    """Which of ``seat``'s ships in ``area`` leaves when one is moved or discarded
    (the app's reading: the one furthest from the sun, never the one built this
    turn); None when there is none."""
    ships = state.areas[area].ships
    fresh = fresh_index(state, area)
    for index in range(len(ships) - 1, -1, -1):
        if ships[index] == seat and index != fresh:
            return index
    return None


def next_sun_area(state: GameState) -> tuple[int, tuple[int, ...]]:
    """Where the sun moves next (counter-clockwise, skipping areas without ships,
    "SEQUENZA DI GIOCO"), and the areas it skips."""
    skipped: list[int] = []
    for step in range(1, AREAS + 1):
        area = (state.sun + step) % AREAS
        if state.areas[area].ships:
            return area, tuple(skipped)
        skipped.append(area)
    return state.sun, tuple(skipped)


def accessible(state: GameState, seat: int) -> set[BuildingKind]:
    """The buildings ``seat`` has access to: those of every area with one of their
    ships ("RIQUADRO B"; the ship just moved included)."""
    kinds: set[BuildingKind] = set()
    for area in state.areas:
        if seat in area.ships:
            kinds.update(area.buildings)
    return kinds


def presence(state: GameState, seat: int, area: int) -> int:
    """``seat``'s ships and scientists in ``area`` ("RIQUADRO C")."""
    where = state.areas[area]
    return where.ships_of(seat) + where.scientists[seat]


def centre_tracks(state: GameState, area: int) -> tuple[str, ...]:
    """The open tracks fed by a research centre standing in ``area``."""
    centres = {CENTRE_OF[b] for b in state.areas[area].buildings if b in CENTRE_OF}
    return tuple(
        spec.id
        for spec in state.catalogue.tracks
        if spec.centre in centres and state.track(spec.id).open
    )


def second_ship_owner(state: GameState, area: int) -> int | None:
    """Whose ship is second in ``area``'s queue, as the Icebreaker reads it ("EFFETTI
    CARTE CANTIERE NAVALE"). In the sun's area during a first turn, after the acting
    ship left, it is the ship that was behind it (now at the front), if still there."""
    turn: Turn | None = state.turn
    ships = state.areas[area].ships
    if turn is not None and turn.area == area:
        if turn.second or not turn.moved:
            return None if turn.second or len(ships) < 2 else ships[1]
        return ships[0] if turn.second_here and turn.fresh != 0 and ships else None
    return ships[1] if len(ships) >= 2 else None


def ships_on_board(state: GameState, seat: int | None = None) -> int:
    """Ships on the board (of ``seat``, or of everyone)."""
    return sum(len(area.ships) if seat is None else area.ships_of(seat) for area in state.areas)
