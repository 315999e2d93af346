"""A lesson the coach shows (imported when teaching first teaches something: not on the
start path, issue #13)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from companion.teaching import Lesson


@dataclass(frozen=True)
class ShownLesson:
    """A lesson to show now, to one or more players (``names``, seats ``players``).

    ``first_time``: at least one of them meets it for the first time (an overlooked
    rule seen before is shown as a short reminder).
    """

    lesson: Lesson
    params: Mapping[str, object]
    names: tuple[str, ...]
    players: tuple[int, ...]
    first_time: bool = True

    @property
    def overlooked(self) -> bool:
        """True for a rule from the rulebook's list of frequently overlooked rules."""
        return self.lesson.kind == "overlooked_rule"
