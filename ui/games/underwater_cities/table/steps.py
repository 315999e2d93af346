"""The taps an open effect offers, read from the engine's frames.

:func:`effect_choices` turns the open parts of a frame
(:func:`~companion.games.underwater_cities.frames.open_parts`) into buttons:
a command to execute at once, or a build or upgrade that first needs a site
picked on the board. Whether a build is possible comes from the engine's
``build_choices``; everything else the engine checks when the tap arrives.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from companion.core.model import Command
from companion.games.underwater_cities.actions import (
    ActionCardPart,
    BuildPart,
    FederationPart,
    GainDifferentPart,
    GainPart,
    SpecialCardPart,
    UpgradePart,
)
from companion.games.underwater_cities.commands import (
    Advance,
    Build,
    Gain,
    Pay,
    TakeSpecial,
    Upgrade,
    UseActionCard,
)
from companion.games.underwater_cities.frames import open_parts
from companion.games.underwater_cities.model import (
    BUILD_KINDS,
    RESOURCE_NAMES,
    BuildKind,
    Resources,
)
from companion.games.underwater_cities.options import step_options
from companion.games.underwater_cities.state import Frame, GameState
from ui.games.underwater_cities import words
from ui.i18n import translate


def _one(name: str) -> Resources:
    """One unit of the resource called ``name``."""
    return Resources.model_validate({name: 1})


class Choice(NamedTuple):
    """One button of an effect: ``command`` runs at once; ``build``/``upgrade`` pick a
    site (a named tuple: no dataclass methods compiled at the start, issue #13)."""

    key: str
    text: str
    command: Command | None = None
    build: BuildKind | None = None
    upgrade: bool = False
    freeform: bool = False
    enabled: bool = True
    hint: str = ""
    name_special: str | None = None
    """A face-up special card no one named yet: its printed name is asked first."""


def action_card_choices(state: GameState, player: int) -> list[Choice]:
    """'Use Personal Assistant'... for each of the player's unused action cards."""
    choices = []
    for card in state.players[player].action_cards:
        if card.used:
            continue
        label = words.card(card.card.number, card.card.name)
        choices.append(
            Choice(
                key=f"use-{card.id}",
                text=translate("steps", "Use action card: {0}").format(label),
                command=UseActionCard(player=player, card=card.id),
            )
        )
    return choices


def special_choices(state: GameState, player: int) -> list[Choice]:
    """The three ways to take a special card."""
    choices = [
        Choice(
            key="special-deck",
            text=translate("steps", "Take the top 1/2-credit special card"),
            command=TakeSpecial(player=player, source="deck"),
        ),
        Choice(
            key="special-dig",
            text=translate("steps", "Dig: look at 3 special cards, keep 1"),
            command=TakeSpecial(player=player, source="dig"),
        ),
    ]
    for index, face_up in enumerate(state.special_face_up, start=1):
        name = state.special_names.get(face_up)
        if name is None:
            choices.append(
                Choice(
                    key=f"special-{face_up}",
                    text=translate("steps", "Take a face-up 3-credit special card ({0})…").format(
                        index
                    ),
                    name_special=face_up,
                )
            )
            continue
        choices.append(
            Choice(
                key=f"special-{face_up}",
                text=translate("steps", "Take “{0}” (face-up, 3 credits)").format(name),
                command=TakeSpecial(player=player, source="face_up", face_up=face_up),
            )
        )
    return choices


def _build_choices(part: BuildPart, offered: Sequence[Command]) -> list[Choice]:
    possible = {
        option.kind
        for option in offered
        if isinstance(option, Build) and option.upgrade == part.upgrade
    }
    choices = []
    for kind in part.kinds:
        text = (
            translate("steps", "Build and upgrade a {0}")
            if part.upgrade
            else translate("steps", "Build a {0}")
        ).format(words.kind(kind))
        choices.append(
            Choice(
                key=f"build-{kind}",
                text=text,
                build=kind,
                upgrade=part.upgrade,
                enabled=kind in possible,
                hint=""
                if kind in possible
                else translate("steps", "no legal site you can pay for"),
            )
        )
    return choices


def effect_choices(state: GameState, player: int, frame: Frame) -> list[Choice]:
    """The buttons for the open parts of ``frame`` (a structured effect), grouped by
    part; what is possible comes from the engine's one enumeration of the steps
    (:func:`~companion.games.underwater_cities.options.step_options`)."""
    offered = step_options(state, player, frame)
    choices: list[Choice] = []
    for index, progress in enumerate(open_parts(frame)):
        part = progress.part
        if isinstance(part, BuildPart):
            choices += _build_choices(part, offered)
        elif isinstance(part, UpgradePart):
            possible = any(isinstance(option, Upgrade) for option in offered)
            choices.append(
                Choice(
                    key="upgrade",
                    text=translate("steps", "Upgrade a structure (1 science)"),
                    upgrade=True,
                    enabled=possible,
                    hint="" if possible else translate("steps", "nothing to upgrade"),
                )
            )
        elif isinstance(part, GainPart):
            choices.append(
                Choice(
                    key="gain" if index == 0 else f"gain-part-{index}",
                    text=translate("steps", "Gain {0}").format(
                        words.bundle(part.resources, part.cards, part.points)
                    ),
                    command=Gain(
                        player=player,
                        resources=part.resources,
                        cards=part.cards,
                        points=part.points,
                    ),
                )
            )
        elif isinstance(part, GainDifferentPart):
            for name in part.choices:
                if name in progress.chosen:
                    continue
                choices.append(
                    Choice(
                        key=f"gain-{name}",
                        text=translate("steps", "Gain 1 {0}").format(words.resource(name, 1)),
                        command=Gain(player=player, resources=_one(name)),
                    )
                )
        elif isinstance(part, ActionCardPart):
            cards = action_card_choices(state, player)
            choices += cards or [
                Choice(
                    key="use-none",
                    text=translate("steps", "Use an action card"),
                    enabled=False,
                    hint=translate("steps", "every action card is used this era"),
                )
            ]
        elif isinstance(part, SpecialCardPart):
            choices += special_choices(state, player)
        elif isinstance(part, FederationPart):
            for steps in range(1, progress.left + 1):
                choices.append(
                    Choice(
                        key=f"advance-{steps}",
                        text=translate("steps", "Advance {0} on the Federation track").format(
                            steps
                        ),
                        # steps 1–4 as the engine's options: no validator built
                        command=Advance.model_construct(player=player, steps=steps),
                    )
                )
    return [
        choice
        if choice.command is None or choice.command in offered
        else choice._replace(enabled=False, hint=translate("steps", "not possible now"))
        for choice in choices
    ]


def freeform_choices(state: GameState, player: int) -> list[Choice]:
    """What a card the companion does not know may have done: the table records it."""
    choices = [
        Choice(
            key=f"quick-{name}",
            text=f"+1 {words.resource(name, 1)}",
            command=Gain(player=player, resources=_one(name)),
        )
        for name in RESOURCE_NAMES
    ]
    choices += [
        Choice(
            key="quick-card",
            text=translate("steps", "+1 card"),
            command=Gain(player=player, cards=1),
        ),
        Choice(
            key="quick-point",
            text=translate("steps", "+1 point"),
            command=Gain(player=player, points=1),
        ),
    ]
    choices += [
        Choice(
            key=f"pay-{name}",
            text=f"−1 {words.resource(name, 1)}",
            command=Pay(player=player, resources=_one(name)),
        )
        for name in RESOURCE_NAMES
    ]
    choices += [
        Choice(
            key=f"build-{kind}",
            text=translate("steps", "Build a {0}").format(words.kind(kind)),
            build=kind,
            freeform=True,
        )
        for kind in BUILD_KINDS
    ]
    choices.append(
        Choice(
            key="upgrade",
            text=translate("steps", "Upgrade a structure"),
            upgrade=True,
            freeform=True,
        )
    )
    choices.append(
        Choice(
            key="advance-1",
            text=translate("steps", "Advance 1 on the Federation track"),
            command=Advance(player=player, steps=1),
        )
    )
    choices += action_card_choices(state, player)
    choices += special_choices(state, player)[:1]
    return choices
