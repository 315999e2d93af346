"""Strict, bounded field types for what comes from files and players.

Commands, card packs and positions come from outside. Their numbers are whole
numbers given as numbers (no ``"1"`` for 1, no ``true`` for 1), their flags are
``true``/``false`` (no ``"true"``), every number has bounds, and names are plain
text (:func:`companion.core.reading.plain_name`).
"""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field, Strict

from companion.core.errors import DataError
from companion.core.reading import plain_name
from companion.games.underwater_cities.model import RESOURCE_NAMES, Resources

MAX_SEAT = 3
MAX_COUNT = 999
MAX_SEED = 2**63

Flag = Annotated[bool, Strict()]
"""``true`` or ``false``, nothing else."""
Seat = Annotated[int, Strict(), Field(ge=0, le=MAX_SEAT)]
"""A player's seat, 0 to 3."""
Count = Annotated[int, Strict(), Field(ge=0, le=MAX_COUNT)]
"""A count of things (cards, points, steps): 0 to 999."""
Delta = Annotated[int, Strict(), Field(ge=-MAX_COUNT, le=MAX_COUNT)]
"""A correction by hand: -999 to 999."""
CardNumber = Annotated[int, Strict(), Field(ge=1, le=999)]
"""A printed card number, 1 to 999."""
Seed = Annotated[int, Strict(), Field(ge=0, le=MAX_SEED)]
"""A random seed, 0 to 2^63."""
Id = Annotated[str, Strict(), Field(min_length=1, max_length=60)]
"""An identifier (site, slot, tile, card id): checked by the rules."""


def _plain(what: str, max_length: int) -> AfterValidator:
    def check(text: str) -> str:
        try:
            return plain_name(text, what, max_length=max_length)
        except DataError as error:
            raise ValueError(error.message) from None

    return AfterValidator(check)


PlayerName = Annotated[str, Strict(), _plain("player's name", 40)]
"""A player's name: plain text, 1 to 40 characters."""
CardName = Annotated[str, Strict(), _plain("card's name", 80)]
"""A card's or tile's name: plain text, 1 to 80 characters."""
Reason = Annotated[str, Strict(), Field(min_length=3), _plain("reason", 200)]
"""The reason given for a correction: plain text, 3 to 200 characters."""
Label = Annotated[str, Strict(), _plain("label", 20)]
"""A short label (a player's colour): plain text, 1 to 20 characters."""


def _resources_within(resources: Resources) -> Resources:
    for name in RESOURCE_NAMES:
        amount = getattr(resources, name)
        if not -MAX_COUNT <= amount <= MAX_COUNT:
            raise ValueError(f"{name} must be between -{MAX_COUNT} and {MAX_COUNT}, not {amount}")
    return resources


def _resources_held(resources: Resources) -> Resources:
    for name in RESOURCE_NAMES:
        amount = getattr(resources, name)
        if not 0 <= amount <= MAX_COUNT:
            raise ValueError(f"{name} must be between 0 and {MAX_COUNT}, not {amount}")
    return resources


Bundle = Annotated[Resources, AfterValidator(_resources_within)]
"""Resources in a command: each -999 to 999 (corrections may take away)."""
Held = Annotated[Resources, AfterValidator(_resources_held)]
"""Resources a player holds or pays: each 0 to 999."""
