"""A position as final scoring reads it ("CONTEGGIO DEI PUNTI VITTORIA E VINCITORE").

It is what ``companion-cli score --game antarctica POSITION.json`` reads and what the
engine's state reduces to at the end: nothing else of the game changes the score.
Every per-player tuple is in seat order.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

from companion.games.antarctica.data import AREAS

Count = Annotated[int, Field(ge=0, le=999)]
Name = Annotated[str, Field(min_length=1, max_length=40)]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


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
