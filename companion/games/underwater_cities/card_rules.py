"""What a card does beyond production and final scoring: instant and action
effects, conditions, permanent triggers, a hand-limit bonus — or "the table
resolves it" for a card the vocabulary cannot express.

Built-in cards (``cards.json``) and cards a table taught (library entries)
share these shapes. When a card is played, ``decide`` copies its
:class:`CardRules` from the library into the card the events carry, so replay
and triggers never depend on the library again.
"""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, model_validator

from companion.games.underwater_cities.actions import Action
from companion.games.underwater_cities.effects import CountName
from companion.games.underwater_cities.model import ZERO, Resources

TriggerEvent = Literal[
    "mismatched_slot",
    "federation_space_3",
    "second_laboratory",
    "second_desalination",
    "slot_steelplast",
    "metropolis_connected",
]
"""When a permanent card fires (German p. 19, notes on card effects): choosing a
slot that does not match the played card (not the always-available one);
reaching space 3 of the Federation track; building the 2nd laboratory or
desalination plant of a connected city; an action slot giving ≥ 1 steelplast;
the network connecting to a new metropolis."""

Small = Annotated[int, Strict(), Field(ge=0, le=99)]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class Trigger(_Frozen):
    """A permanent card's triggered gain: ``gain`` and ``points`` each time ``on`` happens."""

    on: TriggerEvent
    gain: Resources = ZERO
    points: Small = 0

    @model_validator(mode="after")
    def _check(self) -> "Trigger":
        if self.gain.negative():
            raise ValueError("a trigger gains, it never takes away")
        if self.gain.is_zero() and not self.points:
            raise ValueError("a trigger gives nothing: state its resources or points")
        return self


class Requirement(_Frozen):
    """A condition a card needs before its effect may be used: at least
    ``at_least`` of a counted thing (connected things only, German p. 19)."""

    count: CountName
    at_least: Annotated[int, Strict(), Field(ge=1, le=99)]


class CardRules(_Frozen):
    """The rules part of a card a played card carries (copied from the library)."""

    effect: Action | None = None
    trigger: Trigger | None = None
    requires: Requirement | None = None
    table_resolved: bool = False
