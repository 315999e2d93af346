"""Shared vocabulary of Underwater Cities: resources, costs, structure kinds."""

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict

from companion.core.messages import Message

ResourceName = Literal["credits", "kelp", "steelplast", "science", "biomatter"]
RESOURCE_NAMES: tuple[ResourceName, ...] = (
    "credits",
    "kelp",
    "steelplast",
    "science",
    "biomatter",
)
BuildingKind = Literal["farm", "desalination", "laboratory"]
BUILDING_KINDS: tuple[BuildingKind, ...] = ("farm", "desalination", "laboratory")
StructureKind = Literal["farm", "desalination", "laboratory", "tunnel"]
BuildKind = Literal["city", "symbiotic_city", "farm", "desalination", "laboratory", "tunnel"]
BUILD_KINDS: tuple[BuildKind, ...] = (
    "city",
    "symbiotic_city",
    "farm",
    "desalination",
    "laboratory",
    "tunnel",
)
MAX_AMOUNT = 10**12
Amount = Annotated[int, Strict(), Field(ge=-MAX_AMOUNT, le=MAX_AMOUNT)]
"""A whole number of a resource (no ``"1"`` or ``true`` for 1); commands and
files bound it further (``bounds.Bundle``, ``bounds.Held``)."""
Colour = Literal["green", "red", "yellow"]
COLOURS: tuple[Colour, ...] = ("green", "red", "yellow")


class Resources(BaseModel):
    """A bundle of the five resources (also used for costs and payments)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    credits: Amount = 0
    kelp: Amount = 0
    steelplast: Amount = 0
    science: Amount = 0
    biomatter: Amount = 0

    # Arithmetic builds results with model_construct: the inputs are valid ints already,
    # and these run many times per legal-option query.
    def __add__(self, other: "Resources") -> "Resources":
        return Resources.model_construct(
            credits=self.credits + other.credits,
            kelp=self.kelp + other.kelp,
            steelplast=self.steelplast + other.steelplast,
            science=self.science + other.science,
            biomatter=self.biomatter + other.biomatter,
        )

    def __sub__(self, other: "Resources") -> "Resources":
        return self + -other

    def __neg__(self) -> "Resources":
        return Resources.model_construct(
            credits=-self.credits,
            kelp=-self.kelp,
            steelplast=-self.steelplast,
            science=-self.science,
            biomatter=-self.biomatter,
        )

    def covers(self, other: "Resources") -> bool:
        """True when every amount here is at least the one in ``other``."""
        return all(getattr(self, n) >= getattr(other, n) for n in RESOURCE_NAMES)

    def is_zero(self) -> bool:
        """True when the bundle holds nothing."""
        return not any(getattr(self, n) for n in RESOURCE_NAMES)

    def negative(self) -> list[str]:
        """Names of the resources below zero."""
        return [n for n in RESOURCE_NAMES if getattr(self, n) < 0]

    def total(self) -> int:
        """Sum of all amounts."""
        return sum(getattr(self, n) for n in RESOURCE_NAMES)

    def items(self) -> list[tuple[ResourceName, int]]:
        """(name, amount) for each non-zero amount."""
        return [(n, getattr(self, n)) for n in RESOURCE_NAMES if getattr(self, n)]

    def describe(self) -> str:
        """Plain words: '2 steelplast, 1 credit'; 'nothing' when empty."""
        parts = []
        for name, amount in self.items():
            word = name[:-1] if name == "credits" and amount == 1 else name
            parts.append(f"{amount} {word}")
        return ", ".join(parts) if parts else "nothing"


ZERO = Resources()


class BuiltItem(BaseModel):
    """Something built on one site of a player board."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    kind: BuildKind
    upgraded: bool = False

    @property
    def is_city(self) -> bool:
        """True for both kinds of city."""
        return self.kind in ("city", "symbiotic_city")


def _plain(value: Any) -> Any:
    """A message parameter as a plain JSON value: a nested message becomes
    ``{code, params}``, resources ``{name: amount}`` (non-zero amounts only)."""
    if isinstance(value, Message):
        return {"code": value.code, "params": value.params}
    if isinstance(value, Resources):
        return dict(value.items())
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def msg(code: str, **params: Any) -> Message:
    """What the engine says to a person: a ``uc.`` code and plain JSON params
    (the English of each code is in :mod:`.english`; the app translates it)."""
    return Message(code=code, params={name: _plain(value) for name, value in params.items()})


def amounts(resources: Resources, points: int = 0, cards: int = 0) -> dict[str, int]:
    """Resources, points and cards as one ``{name: amount}`` parameter."""
    found: dict[str, int] = dict(resources.items())
    if cards:
        found["cards"] = cards
    if points:
        found["points"] = points
    return found


def card_label(
    number: int | None, name: str | None, *, special: bool = False, what: str = "card"
) -> Message:
    """How a card is named: by number and name, whatever of them is known.

    ``what`` is ``card`` (era or special, by ``special``) or ``action_card``.
    """
    kind = "special" if special else what
    if number is not None and name:
        return msg(f"uc.label.{kind}", number=number, name=name)
    if number is not None:
        return msg(f"uc.label.{kind}_number", number=number)
    if name:
        return msg(f"uc.label.{kind}_name", name=name)
    return msg(f"uc.label.{kind}_unknown")


def tile_label(colour: str, tile: str | None, name: str | None = None, site: str = "") -> Message:
    """How a metropolis tile is named (``colour`` brown or blue; ``site`` its space
    when no tile is recorded)."""
    if tile is None:
        return msg(f"uc.label.{colour}_no_tile", site=site)
    if name:
        return msg(f"uc.label.{colour}_tile_named", tile=tile, name=name)
    return msg(f"uc.label.{colour}_tile", tile=tile)
