"""The teachers: each game's plug-in carries its own (``GamePlugin.teacher``)."""

from __future__ import annotations

from typing import Any, Protocol

from companion.core.errors import InvalidCommand
from companion.core.registry import get_plugin
from companion.core.session import Outcome
from companion.teaching.detect import LessonHit
from companion.teaching.guide import Guide
from companion.teaching.lessons import TeachingCatalog


class Teacher(Protocol):
    """What a game provides to teaching mode (all pure)."""

    game_id: str

    def catalog(self) -> TeachingCatalog:
        """The game's lessons, guide texts and terms."""
        ...

    def detect(self, before: Any, outcome: Outcome) -> list[LessonHit]:
        """The lessons that apply after ``outcome`` (``before``: the state it started from)."""
        ...

    def turn_guide(self, state: Any, player: int, intent: Any = None) -> Guide:
        """The guide for ``player`` in ``state``; ``intent``: what the player means to
        do next, as far as the table said (the game decides what it holds)."""
        ...

    def setup_guide(self, player_count: int) -> Guide:
        """The guide through setting up a new table."""
        ...


def teacher(game_id: str) -> Teacher:
    """The teacher of ``game_id`` (its plug-in's); ``InvalidCommand`` when it has none."""
    found: Teacher | None = get_plugin(game_id).teacher()
    if found is None:
        raise InvalidCommand(
            "no_teaching",
            f"Teaching mode does not know the game {game_id!r} yet.",
            game=game_id,
        )
    return found
