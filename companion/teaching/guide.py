"""The guide panel's content, as data: steps of translatable messages.

A game's teacher builds a :class:`Guide` (the setup of a new table, or one
player's turn); the UI shows each step's message and its sub-points, and
renders them through the game's catalog.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from companion.teaching.messages import Message


@dataclass(frozen=True)
class GuideStep:
    """One point of the guide: a ``topic`` (stable id), its message, its sub-points."""

    topic: str
    message: Message
    items: tuple[GuideStep, ...] = ()


@dataclass(frozen=True)
class Guide:
    """The guide for one moment: its steps in reading order."""

    game: str
    steps: tuple[GuideStep, ...]

    def step(self, topic: str) -> GuideStep | None:
        """The first step about ``topic``, if the guide has one."""
        return next((s for s in self.steps if s.topic == topic), None)

    def topics(self) -> tuple[str, ...]:
        """The topics of the steps, in order."""
        return tuple(s.topic for s in self.steps)


def render_guide(guide: Guide, render: Callable[[Message], str]) -> list[str]:
    """The guide as indented English lines (two spaces per level of sub-point)."""
    lines: list[str] = []

    def walk(steps: tuple[GuideStep, ...], depth: int) -> None:
        for step in steps:
            lines.append("  " * depth + render(step.message))
            walk(step.items, depth + 1)

    walk(guide.steps, 0)
    return lines
