"""How a step (build, gain, advance, …) uses up part of the effect being resolved.

Pure functions shared by validation (``decide``) and the fold (``evolve``):
a step is accepted by every still-possible option that has a part for it;
options without such a part drop out.
"""

from __future__ import annotations

from typing import NamedTuple

from companion.games.underwater_cities.actions import (
    ActionCardPart,
    BuildPart,
    FederationPart,
    GainDifferentPart,
    GainPart,
    SpecialCardPart,
    UpgradePart,
)
from companion.games.underwater_cities.model import RESOURCE_NAMES, ZERO, BuildKind, Resources
from companion.games.underwater_cities.state import Frame, PartProgress


class Step(NamedTuple):
    """One thing a player did within an effect."""

    kind: str
    build_kind: BuildKind | None = None
    upgrade: bool = False
    resources: Resources = ZERO
    cards: int = 0
    points: int = 0
    steps: int = 0


def _units(step: Step) -> tuple[str, ...]:
    """A gain step as one name per unit gained ("kelp", "cards", "points", …)."""
    names = [name for name, amount in step.resources.items() for _ in range(amount)]
    return (*names, *["cards"] * step.cards, *["points"] * step.points)


def gain_left(progress: PartProgress) -> GainPart:
    """What a gain part still gives: its parts may be gained in steps, in any order
    (German p. 13). ``chosen`` lists the units gained so far."""
    part = progress.part
    assert isinstance(part, GainPart)
    got = progress.chosen
    taken = Resources(**{name: got.count(name) for name in RESOURCE_NAMES if name in got})
    return part.model_copy(
        update={
            "resources": part.resources - taken,
            "cards": part.cards - got.count("cards"),
            "points": part.points - got.count("points"),
        }
    )


def _accepts(progress: PartProgress, step: Step) -> PartProgress | None:
    """The part's progress after ``step``, or None when the part cannot take it."""
    part, left = progress.part, progress.left
    if left <= 0:
        return None
    match part:
        case BuildPart():
            if (
                step.kind == "build"
                and step.build_kind in part.kinds
                and step.upgrade == part.upgrade
            ):
                return progress.model_copy(update={"left": left - 1})
        case UpgradePart():
            if step.kind == "upgrade":
                return progress.model_copy(update={"left": left - 1})
        case GainPart():
            rest = gain_left(progress)
            if (
                step.kind == "gain"
                and rest.resources.covers(step.resources)
                and step.cards <= rest.cards
                and step.points <= rest.points
            ):
                done = (step.resources, step.cards, step.points) == (
                    rest.resources,
                    rest.cards,
                    rest.points,
                )
                return progress.model_copy(
                    update={
                        "left": 0 if done else left,
                        "chosen": (*progress.chosen, *_units(step)),
                    }
                )
        case GainDifferentPart():
            items = step.resources.items()
            if (
                step.kind == "gain"
                and step.cards == 0
                and step.points == 0
                and len(items) == 1
                and items[0][1] == 1
                and items[0][0] in part.choices
                and items[0][0] not in progress.chosen
            ):
                return progress.model_copy(
                    update={"left": left - 1, "chosen": (*progress.chosen, items[0][0])}
                )
        case ActionCardPart():
            if step.kind == "action_card":
                return progress.model_copy(update={"left": left - 1})
        case SpecialCardPart():
            if step.kind == "special":
                return progress.model_copy(update={"left": 0})
        case FederationPart():
            if step.kind == "advance" and step.steps <= left:
                return progress.model_copy(update={"left": left - step.steps})
    return None


def consume(frame: Frame, step: Step) -> Frame | None:
    """The frame after ``step``, or None when no remaining part allows it."""
    if frame.freeform:
        return frame
    options = []
    for option in frame.options:
        for index, progress in enumerate(option):
            after = _accepts(progress, step)
            if after is not None:
                options.append((*option[:index], after, *option[index + 1 :]))
                break
    if not options:
        return None
    return frame.model_copy(update={"options": tuple(options)})


def allows(frame: Frame, step: Step) -> bool:
    """True when ``step`` fits the effect being resolved."""
    return consume(frame, step) is not None


def open_parts(frame: Frame) -> list[PartProgress]:
    """Parts with uses left in any still-possible option (for hints and feasibility)."""
    seen: list[PartProgress] = []
    for option in frame.options:
        for progress in option:
            if progress.left > 0 and progress not in seen:
                seen.append(progress)
    return seen
