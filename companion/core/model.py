"""Base models for commands (a player's intent) and events (facts)."""

from pydantic import BaseModel, ConfigDict, Field


class Command(BaseModel):
    """A player's intent. Subclasses add a ``type: Literal[...]`` discriminator.

    ``auto`` marks a command the app sent by itself right after the table's tap
    (a fixed gain applied, a finished effect closed): it is part of that tap, so
    undo and redo take it together with the command before it. The rules ignore
    it; it is left out of the stored JSON when False.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    auto: bool = Field(default=False, exclude_if=lambda auto: not auto)


class Event(BaseModel):
    """A fact produced by a valid command.

    ``automatic`` marks consequences the engine derived by itself (end-of-turn
    draw, new play order, era change), so a replay can check them.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    automatic: bool = False
