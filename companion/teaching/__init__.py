"""Teaching mode (issue #7): lessons, the guide panel's content, and who has seen what.

Game-agnostic here; each game provides a :class:`Teacher` (found with
:func:`teacher`) with its detectors, guides and catalog. The lessons seen, kept in
the store, are in :mod:`companion.teaching.seen` (which games never import). Everything returned is
data — lesson ids, message keys and parameters — with English rendering
through the game's :class:`TeachingCatalog`. See ``docs/teaching.md``.
"""

from companion.teaching.detect import LessonHit, LessonToShow, lessons_to_show
from companion.teaching.guide import Guide, GuideStep, render_guide
from companion.teaching.lessons import (
    Lesson,
    LessonKind,
    RenderedLesson,
    TeachingCatalog,
    load_catalog,
    parse_catalog,
)
from companion.teaching.messages import Message
from companion.teaching.registry import Teacher, teacher
from companion.teaching.settings import TeachingSettings, player_key

__all__ = [
    "Guide",
    "GuideStep",
    "Lesson",
    "LessonHit",
    "LessonKind",
    "LessonToShow",
    "Message",
    "RenderedLesson",
    "Teacher",
    "TeachingCatalog",
    "TeachingSettings",
    "lessons_to_show",
    "load_catalog",
    "parse_catalog",
    "player_key",
    "render_guide",
    "teacher",
]
