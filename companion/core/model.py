"""Base models for commands (a player's intent) and events (facts)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Command(BaseModel):
    """A player's intent. Subclasses add a ``type: Literal[...]`` discriminator."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Event(BaseModel):
    """A fact produced by a valid command.

    ``automatic`` marks consequences the engine derived by itself (end-of-turn
    draw, new play order, era change), so a replay can check them.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    automatic: bool = False
