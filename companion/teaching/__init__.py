"""Teaching mode (issue #7): lessons, the guide panel's content, and who has seen what.

Game-agnostic here; each game provides a :class:`Teacher` (found with
:func:`teacher`) with its detectors, guides and catalog. The lessons seen, kept in
the store, are in :mod:`companion.teaching.seen` (which games never import). Everything returned is
data — lesson ids, message keys and parameters — with English rendering
through the game's :class:`TeachingCatalog`. See ``docs/teaching.md``.

Only the switches (:mod:`companion.teaching.settings`) are imported with the package:
the rest when first named (teaching mode is off until a table switches it on, so the
start imports none of it, issue #13).
"""

from typing import TYPE_CHECKING

from companion.core.lazy import names_from
from companion.teaching.settings import TeachingSettings, player_key

if TYPE_CHECKING:
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

__getattr__ = names_from(
    __name__,
    {
        "LessonHit": "detect",
        "LessonToShow": "detect",
        "lessons_to_show": "detect",
        "Guide": "guide",
        "GuideStep": "guide",
        "render_guide": "guide",
        "Lesson": "lessons",
        "LessonKind": "lessons",
        "RenderedLesson": "lessons",
        "TeachingCatalog": "lessons",
        "load_catalog": "lessons",
        "parse_catalog": "lessons",
        "Message": "messages",
        "Teacher": "registry",
        "teacher": "registry",
    },
)
"""The lessons, guides and detectors, imported when first named."""
