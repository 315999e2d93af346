"""Teaching mode for Otys: its detectors, guide and catalog."""

from __future__ import annotations

from typing import Any

from companion.core.session import Outcome
from companion.games.otys.state import GameState
from companion.games.otys.teaching.detect import detect
from companion.games.otys.teaching.guide import acting, setup_guide, turn_guide
from companion.teaching.detect import LessonHit
from companion.teaching.guide import Guide
from companion.teaching.lessons import TeachingCatalog, load_catalog


class OtysTeacher:
    """The :class:`~companion.teaching.registry.Teacher` of Otys."""

    game_id = "otys"

    def catalog(self) -> TeachingCatalog:
        """Lessons, guide texts and terms (``resources/teaching/otys.json``)."""
        return load_catalog(self.game_id)

    def detect(self, before: GameState | None, outcome: Outcome) -> list[LessonHit]:
        """The lessons that apply after ``outcome``."""
        return detect(before, outcome)

    def turn_guide(self, state: GameState, player: int, intent: Any = None) -> Guide:
        """The guide for ``player`` (``intent`` is not used)."""
        return turn_guide(state, player)

    def setup_guide(self, player_count: int) -> Guide:
        """The guide through setting up a table of ``player_count`` players."""
        return setup_guide(player_count)


TEACHER = OtysTeacher()

__all__ = ["TEACHER", "OtysTeacher", "acting", "detect", "setup_guide", "turn_guide"]
