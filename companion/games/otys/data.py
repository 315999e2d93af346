"""What the printed Otys shows only in pictures, as data with provenance.

The Italian rulebook (``../shared/seeds/004_ef0f741bf4a5caa2.txt``) gives the
components (p. 2), the dig zones' spaces (3, 3, 4, 5, 6; p. 8), the mechanic's first
values (1 at the start, 2 and 3 after improvements; pp. 6, 7, 11) and the emporium's
values in the trader's example (p. 10). It does not give the hacker's start on its
track, the mechanic's value after a third improvement, how many rows the emporium
has, the 32 contract cards nor the mix of the 32 reward tokens.

``resources/otys/board.json`` holds the board as the app reads it (a
:class:`BoardSpec`, each part with its source, ``confirmed: false`` where the app
guessed); a table confirms or corrects it once (a ``board`` row). Contracts and reward
tokens are taught by the table when met (:mod:`.library`). A new game copies the board
into its setup, so a saved game never changes when the data does.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, model_validator

Colour = Literal["metal", "plant", "fuel", "tech"]
"""Resources (p. 2): metals (blue), plants (green), fuels (black), technologies (white)."""
COLOURS: tuple[Colour, ...] = ("metal", "plant", "fuel", "tech")

DiverKind = Literal[
    "metal_expert",
    "plant_expert",
    "fuel_expert",
    "tech_expert",
    "trader",
    "spy",
    "engineer",
    "explorer",
]
"""The 8 divers of a set (pp. 10–11)."""
DIVERS: tuple[DiverKind, ...] = (
    "metal_expert",
    "plant_expert",
    "fuel_expert",
    "tech_expert",
    "trader",
    "spy",
    "engineer",
    "explorer",
)
EXPERT_COLOUR: dict[str, Colour] = {
    "metal_expert": "metal",
    "plant_expert": "plant",
    "fuel_expert": "fuel",
    "tech_expert": "tech",
}

LEVELS = 5
"""Depth levels of a research sector (p. 3)."""
SURFACE = 3
"""Diver spaces above level 1 ("in superficie", p. 3): the column holds 8 divers."""
SLOTS = SURFACE + LEVELS
ZONE_SPACES: tuple[int, ...] = (3, 3, 4, 5, 6)
"""Resource spaces of dig zones 1–5 (p. 8)."""
CONTRACT_CARDS = 32
REWARD_TOKENS = 32
NEUTRAL_X_KEYS = 12
"""16 X-keys, 4 of them in the players' colours (p. 2)."""
END_PRESTIGE = 18
"""The end is triggered at 18 prestige or more (p. 6)."""
IMPROVEMENTS = 3
"""Each technician improves at most three times (p. 11)."""
START_CREDITS = 3
START_BATTERIES = 1
"""p. 4, step 6."""

Source = Annotated[str, Field(min_length=1, max_length=400)]
Flag = Annotated[bool, Strict()]
Small = Annotated[int, Strict(), Field(ge=0, le=20)]


class _Part(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class HackerSpec(_Part):
    """Where the hacker starts: the number of keys on the hacker track that makes them
    all come back (a key placed there meets the hacker, p. 6); each improvement lowers
    it by one (the hacker moves one space left, p. 11)."""

    start: Annotated[int, Strict(), Field(ge=IMPROVEMENTS + 1, le=6)]
    source: Source
    confirmed: Flag = False


class MechanicSpec(_Part):
    """The mechanic track: the battery's reach at the start and after each of the three
    improvements (p. 11)."""

    values: tuple[Small, Small, Small, Small]
    source: Source
    confirmed: Flag = False

    @model_validator(mode="after")
    def _check(self) -> MechanicSpec:
        if self.values[0] < 1 or list(self.values) != sorted(self.values):
            raise ValueError("the mechanic's reach starts at 1 or more and never falls")
        if self.values[-1] > SLOTS - 1:
            raise ValueError(f"a battery moves a diver at most {SLOTS - 1} spaces")
        return self


class EmporiumRow(_Part):
    """One row of the emporium: credits (left) and prestige (right) of a space in it."""

    credits: Small
    prestige: Small


class EmporiumSpec(_Part):
    """The emporium's rows, top-down (p. 10): every kind has a column of them."""

    rows: tuple[EmporiumRow, ...] = Field(min_length=2, max_length=6)
    source: Source
    confirmed: Flag = False


class BoardSpec(_Part):
    """The printed values the rules read and the text gives only in pictures."""

    id: Literal["board"] = "board"
    hacker: HackerSpec
    mechanic: MechanicSpec
    emporium: EmporiumSpec

    def unconfirmed(self) -> tuple[str, ...]:
        """The parts not checked against a table's copy."""
        parts = {
            "hacker": self.hacker.confirmed,
            "mechanic": self.mechanic.confirmed,
            "emporium": self.emporium.confirmed,
        }
        return tuple(name for name, confirmed in parts.items() if not confirmed)
