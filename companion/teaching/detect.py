"""Teaching moments: which lessons apply after a command, and which to show.

A game's detectors look at the state before a command and its
:class:`~companion.core.session.Outcome` and return :class:`LessonHit`
objects; :func:`lessons_to_show` then applies teaching mode: only players
being taught, first-occurrence lessons only until the player has seen them,
overlooked rules whenever they apply.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from companion.teaching.lessons import Lesson, TeachingCatalog
from companion.teaching.settings import TeachingSettings


class Seen(Protocol):
    """Who has seen which lesson (``companion.teaching.seen.SeenLessons`` keeps it)."""

    def has_seen(self, player: str, lesson: str) -> bool: ...


@dataclass(frozen=True)
class LessonHit:
    """A lesson that applies now to one player (seat ``player``, called ``name``).

    ``params`` fill the lesson's text and tell the UI what to point at (a
    site, a slot). A lesson about the whole table gives one hit per player.
    """

    lesson: str
    player: int
    name: str
    params: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class LessonToShow:
    """A hit to show now; ``first_time`` when this player has not seen the lesson."""

    hit: LessonHit
    lesson: Lesson
    first_time: bool


def lessons_to_show(
    hits: Iterable[LessonHit],
    catalog: TeachingCatalog,
    seen: Seen,
    settings: TeachingSettings,
) -> list[LessonToShow]:
    """The hits teaching mode shows, in order; it does not mark them seen (the UI
    calls ``seen.mark(hit.name, hit.lesson)`` once a lesson was shown)."""
    shown = []
    for hit in hits:
        if not settings.is_on(hit.name):
            continue
        lesson = catalog.lesson(hit.lesson)
        first_time = not seen.has_seen(hit.name, hit.lesson)
        if first_time or lesson.kind == "overlooked_rule":
            shown.append(LessonToShow(hit, lesson, first_time))
    return shown
