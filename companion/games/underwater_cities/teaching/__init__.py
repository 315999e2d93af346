"""Teaching mode for Underwater Cities: its detectors, guide and catalog.

The detectors and the guide are imported when first used (teaching mode is off until
a table switches it on: the start imports neither, issue #13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.core.lazy import names_from
from companion.games.underwater_cities.teaching.forecast import TunnelWhatIf, tunnel_what_ifs
from companion.teaching.lessons import TeachingCatalog, load_catalog

if TYPE_CHECKING:
    from companion.core.session import Outcome
    from companion.games.underwater_cities.state import CardInfo, GameState
    from companion.games.underwater_cities.teaching.guide import setup_guide, turn_guide
    from companion.teaching.detect import LessonHit
    from companion.teaching.guide import Guide


class UnderwaterCitiesTeacher:
    """The :class:`~companion.teaching.registry.Teacher` of Underwater Cities."""

    game_id = "underwater_cities"

    def catalog(self) -> TeachingCatalog:
        """Lessons, guide texts and terms (``resources/teaching/underwater_cities.json``)."""
        return load_catalog(self.game_id)

    def detect(self, before: GameState | None, outcome: Outcome) -> list[LessonHit]:
        """The lessons that apply after ``outcome``."""
        from companion.games.underwater_cities.teaching.detect import detect

        return detect(before, outcome)

    def turn_guide(self, state: GameState, player: int, intent: CardInfo | None = None) -> Guide:
        """The guide for ``player`` (``intent``: the card they mean to play)."""
        from companion.games.underwater_cities.teaching.guide import turn_guide

        return turn_guide(state, player, intent)

    def setup_guide(self, player_count: int) -> Guide:
        """The guide through setting up a table of ``player_count`` players."""
        from companion.games.underwater_cities.teaching.guide import setup_guide

        return setup_guide(player_count)


TEACHER = UnderwaterCitiesTeacher()

__all__ = [
    "TEACHER",
    "TunnelWhatIf",
    "UnderwaterCitiesTeacher",
    "setup_guide",
    "tunnel_what_ifs",
    "turn_guide",
]

__getattr__ = names_from(__name__, {"setup_guide": "guide", "turn_guide": "guide"})
"""The guides, imported when first named."""
