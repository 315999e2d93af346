"""A position as final scoring reads it ("CONTEGGIO DEI PUNTI VITTORIA E VINCITORE").

It is what ``companion-cli score --game antarctica POSITION.json`` reads and what the
engine's state reduces to at the end: nothing else of the game changes the score.
Every per-player tuple is in seat order.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

from companion.games.antarctica.data import AREAS
from companion.games.antarctica.state import GameState

Count = Annotated[int, Field(ge=0, le=999)]
Name = Annotated[str, Field(min_length=1, max_length=40)]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class AreaPosition(_Frozen):
    """One area: how many buildings stand there and each player's scientists there."""

    buildings: Count = 0
    scientists: tuple[Count, ...]


class TrackPosition(_Frozen):
    """One open research track: the points per cube printed beside it, and the seats
    with a cube on it, furthest first (cubes that reached the end keep their order of
    arrival, "RIQUADRO A")."""

    id: Annotated[str, Field(min_length=1, max_length=24)]
    value: Annotated[int, Field(ge=0, le=20)]
    ranking: tuple[Annotated[int, Field(ge=0, le=3)], ...] = ()

    @model_validator(mode="after")
    def _check(self) -> TrackPosition:
        if len(set(self.ranking)) != len(self.ranking):
            raise ValueError("a player has one cube on a track")
        return self


class Position(_Frozen):
    """What final scoring reads: players, the sun's area, the 8 areas (closed ones
    empty), the open tracks, and each player's building cards (all, and those with
    the asterisk) and discarded resources."""

    players: tuple[Name, ...] = Field(min_length=2, max_length=4)
    sun: Annotated[int, Field(ge=0, lt=AREAS)]
    areas: tuple[AreaPosition, ...] = Field(min_length=AREAS, max_length=AREAS)
    tracks: tuple[TrackPosition, ...] = Field(max_length=5)
    building_cards: tuple[Count, ...]
    asterisk_cards: tuple[Count, ...]
    discarded: tuple[Count, ...]

    @model_validator(mode="after")
    def _check(self) -> Position:
        n = len(self.players)
        per_player = [self.building_cards, self.asterisk_cards, self.discarded]
        per_player += [area.scientists for area in self.areas]
        if any(len(values) != n for values in per_player):
            raise ValueError(f"every per-player list needs {n} numbers, one per player")
        if any(a > b for a, b in zip(self.asterisk_cards, self.building_cards, strict=True)):
            raise ValueError("more asterisk cards than building cards")
        if any(seat >= n for track in self.tracks for seat in track.ranking):
            raise ValueError("a cube of no player")
        return self


def position_of(state: GameState) -> Position:
    """What final scoring reads of ``state``: areas (closed ones empty), the open
    tracks' cubes furthest first (those at the end in order of arrival), building
    cards (all and with the asterisk) and discarded resources."""
    catalogue = state.catalogue
    areas = tuple(
        AreaPosition(buildings=len(area.buildings), scientists=area.scientists)
        for area in state.areas
    )
    tracks: list[TrackPosition] = []
    for track in state.tracks:
        if not track.open:
            continue
        spec = catalogue.track(track.id)
        at_end = [seat for seat in track.arrived if track.spaces[seat] == spec.length]
        on_way = sorted(
            (seat for seat, space in enumerate(track.spaces) if 0 < space < spec.length),
            key=lambda seat: -track.spaces[seat],
        )
        tracks.append(TrackPosition(id=track.id, value=spec.value, ranking=(*at_end, *on_way)))
    asterisks = tuple(
        sum(1 for card in p.buildings if catalogue.card(card).asterisk) for p in state.players
    )
    return Position(
        players=tuple(p.name for p in state.players),
        sun=state.sun,
        areas=areas,
        tracks=tuple(tracks),
        building_cards=tuple(len(p.buildings) for p in state.players),
        asterisk_cards=asterisks,
        discarded=tuple(p.discarded for p in state.players),
    )
