"""The effect vocabulary of production and end-scoring cards.

Every production or end-scoring effect seen in the rulebooks fits one of a few
shapes (``cards-from-seeds.md``, "Effect vocabulary"); a card-library entry
stores the shape and its numbers, and :func:`.evaluation.evaluate` is the only code
that interprets them (its module, with a board's facts and what an effect gives, is
imported when first used: the start evaluates no effect, issue #13). Here too: where
an effect comes from (:class:`Source`) and the choices it offers during production
(:class:`Choice`), which a production forecast holds.
"""

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from companion.core.messages import Message
from companion.games.underwater_cities.model import (
    ZERO,
    BuildingKind,
    Resources,
    StructureKind,
)

CountName = Literal[
    "connected_cities",
    "connected_symbiotic_cities",
    "connected_farms",
    "connected_desalination_plants",
    "connected_laboratories",
    "connected_buildings",
    "upgraded_farms",
    "upgraded_desalination_plants",
    "upgraded_laboratories",
    "upgraded_buildings",
    "tunnels",
    "upgraded_tunnels",
    "tunnels_adjacent_to_cities",
    "upgraded_tunnels_adjacent_to_cities",
    "connected_metropolises",
    "special_cards_paid",
]
"""Things an effect can count; buildings count only when connected."""

STRUCTURE_WORDS: dict[StructureKind, str] = {
    "farm": "farm",
    "desalination": "desalination plant",
    "laboratory": "laboratory",
    "tunnel": "tunnel",
}
"""Plain English for each structure kind."""


class _Shape(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


def _check_gain(resources: Resources, points: int, what: str) -> None:
    if resources.negative():
        raise ValueError(f"{what} cannot be negative ({', '.join(resources.negative())})")
    if resources.is_zero() and points == 0:
        raise ValueError(f"{what} gives nothing: state its resources or points")


class Fixed(_Shape):
    """A fixed gain: ``resources`` and ``points`` (e.g. a production card: 1 credit)."""

    shape: Literal["fixed"] = "fixed"
    resources: Resources = ZERO
    points: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _check(self) -> "Fixed":
        _check_gain(self.resources, self.points, "a fixed gain")
        return self


class PerCount(_Shape):
    """``resources``/``points`` per ``per`` of a counted thing, rounded down,
    at most ``cap`` times (e.g. 1 point per 3 connected farms)."""

    shape: Literal["per_count"] = "per_count"
    count: CountName
    per: int = Field(default=1, ge=1)
    resources: Resources = ZERO
    points: int = Field(default=0, ge=0)
    cap: int | None = Field(default=None, ge=1)

    @model_validator(mode="after")
    def _check(self) -> "PerCount":
        _check_gain(self.resources, self.points, "a per-count gain")
        return self


class PerCity(_Shape):
    """Each connected city with at least ``at_least`` (upgraded) buildings of one
    kind gives ``resources``/``points`` (e.g. card 194)."""

    shape: Literal["per_city"] = "per_city"
    building: BuildingKind
    at_least: int = Field(ge=1)
    upgraded: bool = False
    resources: Resources = ZERO
    points: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _check(self) -> "PerCity":
        _check_gain(self.resources, self.points, "a per-city gain")
        return self


class ThresholdStep(_Shape):
    """One step of a threshold table: ``at_least`` of the count → ``points``."""

    at_least: int = Field(ge=1)
    points: int = Field(ge=1)


class Threshold(_Shape):
    """A counted thing against a table; the highest step reached scores
    (e.g. 5/6/≥7 connected cities → 4/8/12 points)."""

    shape: Literal["threshold"] = "threshold"
    count: CountName
    steps: tuple[ThresholdStep, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _check(self) -> "Threshold":
        bounds = [s.at_least for s in self.steps]
        if bounds != sorted(set(bounds)):
            raise ValueError("threshold steps must go up: list them from the lowest 'at_least'")
        return self


class Sets(_Shape):
    """``points`` per complete set of the counted things (the smallest count)."""

    shape: Literal["sets"] = "sets"
    counts: tuple[CountName, ...] = Field(min_length=2)
    points: int = Field(ge=1)


class Conversion(_Shape):
    """Pay ``pay`` for ``points``, at most ``times`` times (None: as often as
    the resources allow). Only end-scoring cards convert."""

    shape: Literal["conversion"] = "conversion"
    pay: Resources
    points: int = Field(ge=1)
    times: int | None = Field(default=1, ge=1)

    @model_validator(mode="after")
    def _check(self) -> "Conversion":
        if self.pay.negative() or self.pay.is_zero():
            raise ValueError("a conversion must pay a positive amount of some resource")
        return self


class Substitution(_Shape):
    """During production one producing ``building`` produces ``produces``
    instead of ``instead_of`` (e.g. card 36: a laboratory 1 steelplast + 1 kelp
    instead of 1 science). The table chooses which, or none."""

    shape: Literal["substitution"] = "substitution"
    building: StructureKind
    instead_of: Resources
    produces: Resources

    @model_validator(mode="after")
    def _check(self) -> "Substitution":
        if self.instead_of.negative() or self.produces.negative():
            raise ValueError("a substitution cannot name negative amounts")
        if self.instead_of.is_zero() or self.produces.is_zero():
            raise ValueError("a substitution replaces some production by another")
        return self


ProductionEffect = Annotated[
    Fixed | PerCount | PerCity | Threshold | Sets | Substitution, Field(discriminator="shape")
]
"""An effect a production card or a blue metropolis tile has during production."""
ScoringEffect = Annotated[
    Fixed | PerCount | PerCity | Threshold | Sets | Conversion, Field(discriminator="shape")
]
"""An effect an end-scoring card or a brown metropolis tile has at final scoring."""
Effect = Fixed | PerCount | PerCity | Threshold | Sets | Conversion | Substitution


@dataclass(frozen=True, slots=True)
class Source:
    """Where an effect comes from: a card (``card`` is its library key, e.g.
    ``era:36``) or a metropolis tile (``tile``); ``label`` names it for people."""

    label: Message
    card: str | None = None
    tile: str | None = None


@dataclass(frozen=True, slots=True)
class ChoiceOption:
    """One answer to a production choice: ``id`` is what the table sends."""

    id: str
    label: Message


KEEP = "keep"
"""The option of a production choice that leaves production as printed."""


@dataclass(frozen=True, slots=True)
class Choice:
    """A decision an effect offers during production (``id`` is stable:
    ``era:36`` or ``blue_03``); ``default`` applies when the table is silent."""

    id: str
    source: Source
    question: Message
    options: tuple[ChoiceOption, ...]
    default: str
