"""Structured actions: what an action slot or a known card lets a player do.

An action is a list of alternative *options*; each option is a list of
*parts* the player may use in any order, wholly or partly. The same
vocabulary describes slots (``resources/underwater_cities/slots.json``) and
the effects of known cards.
"""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from companion.games.underwater_cities.model import (
    ZERO,
    BuildKind,
    ResourceName,
    Resources,
)


class _Part(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class GainPart(_Part):
    """Gain resources, cards and points (any subset of them)."""

    kind: Literal["gain"] = "gain"
    resources: Resources = ZERO
    cards: int = 0
    points: int = 0


class GainDifferentPart(_Part):
    """Gain ``count`` different resources, 1 each, from ``choices``."""

    kind: Literal["gain_different"] = "gain_different"
    count: int
    choices: tuple[ResourceName, ...]


class BuildPart(_Part):
    """Build up to ``count`` things of the listed kinds at usual cost.

    With ``upgrade`` each thing built must be upgraded at once for 1 science
    (the whole "build and upgrade" or nothing).
    """

    kind: Literal["build"] = "build"
    kinds: tuple[BuildKind, ...]
    count: int = 1
    upgrade: bool = False


class UpgradePart(_Part):
    """Upgrade up to ``count`` structures, 1 science each."""

    kind: Literal["upgrade"] = "upgrade"
    count: int = 1


class ActionCardPart(_Part):
    """Use up to ``count`` of your action cards."""

    kind: Literal["action_card"] = "action_card"
    count: int = 1


class SpecialCardPart(_Part):
    """Take 1 special card."""

    kind: Literal["special_card"] = "special_card"


class FederationPart(_Part):
    """Advance up to ``steps`` on the Federation track."""

    kind: Literal["federation"] = "federation"
    steps: int = 1


Part = Annotated[
    GainPart
    | GainDifferentPart
    | BuildPart
    | UpgradePart
    | ActionCardPart
    | SpecialCardPart
    | FederationPart,
    Field(discriminator="kind"),
]


class Action(BaseModel):
    """Alternatives (``options``), each a list of parts usable in any order."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    options: tuple[tuple[Part, ...], ...]


def count_of(part: Part) -> int:
    """How many uses a fresh part allows (gains are used once)."""
    if isinstance(part, BuildPart | UpgradePart | ActionCardPart | GainDifferentPart):
        return part.count
    if isinstance(part, FederationPart):
        return part.steps
    return 1


def describe_part(part: Part) -> str:
    """The part in plain English."""
    match part:
        case GainPart():
            bits = [] if part.resources.is_zero() else [part.resources.describe()]
            if part.cards:
                bits.append(f"{part.cards} card" + ("s" if part.cards > 1 else ""))
            if part.points:
                bits.append(f"{part.points} points")
            return "gain " + " and ".join(bits)
        case GainDifferentPart():
            return f"gain {part.count} different resources"
        case BuildPart():
            kinds = " or ".join(k.replace("_", " ") for k in part.kinds)
            upgrade = " and upgrade it for 1 science" if part.upgrade else ""
            return f"build {part.count} × {kinds}{upgrade}"
        case UpgradePart():
            return f"upgrade up to {part.count} structures for 1 science each"
        case ActionCardPart():
            return f"use {part.count} action card" + ("s" if part.count > 1 else "")
        case SpecialCardPart():
            return "take 1 special card"
        case FederationPart():
            return f"advance {part.steps} on the Federation track"
    raise AssertionError(part)
