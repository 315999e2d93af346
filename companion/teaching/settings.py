"""Teaching mode switches: one for the game, one per player (by name)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


def player_key(name: str) -> str:
    """A player's name as teaching stores it: inner spaces collapsed, case folded."""
    return " ".join(name.split()).casefold()


class TeachingSettings(BaseModel):
    """Teaching mode of one game, as the UI stores it (plain, JSON-ready).

    ``enabled`` is the game's switch. With it on, every player is taught
    unless switched off in ``players`` (keys: :func:`player_key` of the name).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    enabled: bool = False
    players: dict[str, bool] = Field(default_factory=dict)

    def is_on(self, name: str) -> bool:
        """True when the player called ``name`` is taught in this game."""
        return self.enabled and self.players.get(player_key(name), True)

    def with_game(self, on: bool) -> TeachingSettings:
        """These settings with the game's switch set."""
        return self.model_copy(update={"enabled": on})

    def with_player(self, name: str, on: bool) -> TeachingSettings:
        """These settings with one player's switch set."""
        return self.model_copy(update={"players": {**self.players, player_key(name): on}})
