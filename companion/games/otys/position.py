"""A position to score: each player's prestige on the colony ranking and the
resources in their dig zones (what the end and its tie-breaks read, p. 8)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, model_validator

from companion.games.otys.data import COLOURS, LEVELS, ZONE_SPACES
from companion.games.otys.state import Resources

Count = Annotated[int, Strict(), Field(ge=0, le=200)]


class PositionPlayer(BaseModel):
    """One player: name, prestige, dig zones 1–5 (cubes by colour)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    name: Annotated[str, Strict(), Field(min_length=1, max_length=40)]
    prestige: Count
    zones: tuple[Resources, ...] = Field(min_length=LEVELS, max_length=LEVELS)

    @model_validator(mode="after")
    def _check(self) -> PositionPlayer:
        for level, (zone, spaces) in enumerate(zip(self.zones, ZONE_SPACES, strict=True), 1):
            if zone.total() > spaces:
                raise ValueError(f"dig zone {level} holds at most {spaces} resources")
        return self

    def resources(self) -> int:
        """Resources in all dig zones."""
        return sum(zone.get(c) for zone in self.zones for c in COLOURS)


class Position(BaseModel):
    """The position file (``docs/otys-position.schema.json``)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    format: Literal["otys-position"] = "otys-position"
    players: tuple[PositionPlayer, ...] = Field(min_length=2, max_length=4)
