"""The teaching catalog of a game, as data: ``resources/teaching/<game>.json``.

It holds every English string teaching shows, so a translation is one file:

- ``lessons``: a *first-occurrence* lesson is shown the first time a player
  meets a concept in play (then remembered per player); an *overlooked rule*
  (the rulebook's list of frequently overlooked rules) whenever it applies.
  Titles and texts are templates whose ``{fields}`` are declared in
  ``params``.
- ``texts``: the templates of the guide's messages, by message key.
- ``terms``: English words for parameter values (``"symbiotic_city"`` →
  ``"symbiotic city"``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from companion.core import package_data as package_files
from companion.core.errors import DataError
from companion.teaching.messages import Message, fill, render, template_fields

LessonKind = Literal["first_occurrence", "overlooked_rule"]


class Lesson(BaseModel):
    """One lesson: id (``<game>.<name>``), kind, English title and text, rulebook page
    (None for a rulebook without page numbers: the section says where) and section."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z_]+\.[a-z_]+$")
    kind: LessonKind
    title: str = Field(min_length=1)
    text: str = Field(min_length=1)
    page: int | None = Field(default=None, ge=1)
    section: str = Field(min_length=1)
    params: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _declared_fields(self) -> Self:
        undeclared = (template_fields(self.title) | template_fields(self.text)) - set(self.params)
        if undeclared:
            raise ValueError(
                f"lesson {self.id} uses undeclared template fields: {', '.join(sorted(undeclared))}"
            )
        return self


@dataclass(frozen=True)
class RenderedLesson:
    """A lesson ready to show in English."""

    id: str
    kind: LessonKind
    title: str
    text: str
    page: int | None
    section: str


class TeachingCatalog(BaseModel):
    """Lessons, guide texts and terms of one game (ids and keys start with ``<game>.``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str = Field(pattern=r"^[a-z_]+$")
    provenance: str
    terms: dict[str, str] = Field(default_factory=dict)
    texts: dict[str, str] = Field(default_factory=dict)
    lessons: tuple[Lesson, ...]

    @model_validator(mode="after")
    def _ids_of_this_game(self) -> Self:
        prefix = f"{self.game}."
        ids = [lesson.id for lesson in self.lessons]
        for name in [*ids, *self.texts]:
            if not name.startswith(prefix):
                raise ValueError(f"{name} does not start with {prefix!r}")
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise ValueError(f"lessons listed twice: {', '.join(twice)}")
        return self

    def lesson(self, lesson_id: str) -> Lesson:
        """The lesson with this id (a ``DataError`` when there is none)."""
        for lesson in self.lessons:
            if lesson.id == lesson_id:
                return lesson
        raise DataError(
            "unknown_lesson", f"There is no lesson {lesson_id!r} for {self.game}.", lesson=lesson_id
        )

    def ids(self, kind: LessonKind | None = None) -> tuple[str, ...]:
        """The lesson ids, in catalog order (only those of ``kind`` if given)."""
        return tuple(lesson.id for lesson in self.lessons if kind in (None, lesson.kind))

    def render(self, message: Message) -> str:
        """The English sentence of a guide message."""
        return render(message, self.texts, self.terms)

    def render_lesson(self, lesson_id: str, params: Mapping[str, object]) -> RenderedLesson:
        """The English title and text of a lesson, filled with ``params``."""
        lesson = self.lesson(lesson_id)
        return RenderedLesson(
            id=lesson.id,
            kind=lesson.kind,
            title=fill(lesson.title, params, self.terms),
            text=fill(lesson.text, params, self.terms),
            page=lesson.page,
            section=lesson.section,
        )


def parse_catalog(text: str, source: str) -> TeachingCatalog:
    """A catalog from JSON text; a ``DataError`` naming ``source`` when it is damaged."""
    try:
        return TeachingCatalog.model_validate(json.loads(text))
    except (ValueError, ValidationError) as error:
        raise DataError(
            "teaching_file_damaged", f"The teaching file {source} is damaged: {error}", file=source
        ) from error


@cache
def load_catalog(game_id: str) -> TeachingCatalog:
    """The validated catalog of ``game_id`` (read once)."""
    path = package_files.files("resources").joinpath(f"teaching/{game_id}.json")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise DataError(
            "teaching_file_missing",
            f"There is no teaching file for {game_id!r} ({path}).",
            game=game_id,
            file=str(path),
        ) from error
    return parse_catalog(text, str(path))
