"""The teachers: one per game, found by ``game_id`` (as the core finds rulesets)."""

from __future__ import annotations

from importlib import import_module
from typing import Any, Protocol

from companion.core.errors import InvalidCommand
from companion.core.session import Outcome
from companion.teaching.detect import LessonHit
from companion.teaching.guide import Guide
from companion.teaching.lessons import TeachingCatalog

_BUILTIN = {"underwater_cities": "companion.teaching.underwater_cities"}
"""Games whose teacher ships with the companion, and the module registering it."""


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


_TEACHERS: dict[str, Teacher] = {}


def register_teacher(teacher: Teacher) -> Teacher:
    """Register a game's teacher under its ``game_id``."""
    existing = _TEACHERS.get(teacher.game_id)
    if existing is not None and existing is not teacher:
        raise ValueError(f"a different teacher is already registered as {teacher.game_id!r}")
    _TEACHERS[teacher.game_id] = teacher
    return teacher


def teacher(game_id: str) -> Teacher:
    """The teacher of ``game_id`` (loading the built-in ones on first use)."""
    if game_id not in _TEACHERS and game_id in _BUILTIN:
        import_module(_BUILTIN[game_id])
    try:
        return _TEACHERS[game_id]
    except KeyError:
        raise InvalidCommand(
            "no_teaching",
            f"Teaching mode does not know the game {game_id!r} yet.",
            game=game_id,
        ) from None
