"""A teaching catalog's messages and lessons in the app's language.

The catalog (``resources/teaching/<game>.json``) holds English templates; their
translations are in the ``teaching`` context of the ``.ts`` files. Parameters
become the game's words through its namers (:class:`TeachingWords`); other words
are the catalog's terms, translated.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from companion.teaching import Lesson, Message, TeachingCatalog
from ui.i18n import translate

Namer = Callable[[object], str]


def fill(template: str, english: str, params: Mapping[str, str]) -> str:
    """The translated ``template`` filled in (the English one if a translation lost a
    template field, so the table never sees a broken sentence)."""
    try:
        return template.format_map(params)
    except (KeyError, IndexError, ValueError):
        return english.format_map(params)


@dataclass(frozen=True)
class LessonText:
    """A lesson ready to show: title, text, and where the rulebook says it."""

    title: str
    text: str
    source: str


def lesson_source(lesson: Lesson, pages: bool = True) -> str:
    """Where the rulebook says ``lesson``: its section, with its page if ``pages``."""
    section = translate("teaching", lesson.section)
    if pages:
        return translate("teaching_ui", "Rulebook p. {0} · {1}").format(lesson.page, section)
    return translate("teaching_ui", "Rulebook · {0}").format(section)


@dataclass(frozen=True)
class TeachingWords:
    """How one game's teaching texts become words: ``namers`` turn the parameter of
    that name into the game's word; ``pages``: lessons say their rulebook page;
    ``teach``: a player's switch on the setup page, if the game words it its own way."""

    namers: Mapping[str, Namer] = field(default_factory=dict)
    pages: bool = True
    teach: Callable[[str], str] | None = None

    def teach_switch(self, name: str) -> str:
        """The label of the switch that teaches the player called ``name``."""
        if self.teach is not None:
            return self.teach(name)
        return translate("teaching_ui", "Teach {0}").format(name)

    def word(self, name: str, value: object, catalog: TeachingCatalog) -> str:
        """One parameter's value as words (a list as a comma-separated one)."""
        if isinstance(value, list | tuple):
            return ", ".join(self.word(name, item, catalog) for item in value)
        namer = self.namers.get(name)
        if namer is not None:
            return namer(value)
        if isinstance(value, str) and value in catalog.terms:
            return translate("teaching", catalog.terms[value])
        return str(value)

    def params(self, params: Mapping[str, object], catalog: TeachingCatalog) -> dict[str, str]:
        """Every parameter of a message or lesson as the words to fill in."""
        return {name: self.word(name, value, catalog) for name, value in params.items()}

    def message(self, catalog: TeachingCatalog, message: Message) -> str:
        """One guide message as a sentence in the app's language."""
        english = catalog.texts.get(message.key)
        if english is None:
            return message.key
        return fill(translate("teaching", english), english, self.params(message.params, catalog))

    def lesson(
        self, catalog: TeachingCatalog, lesson: Lesson, params: Mapping[str, object]
    ) -> LessonText:
        """The lesson's title and text in the app's language, filled with ``params``."""
        shown = self.params(params, catalog)
        shown.update({name: "?" for name in lesson.params if name not in shown})
        return LessonText(
            title=fill(translate("teaching", lesson.title), lesson.title, shown),
            text=fill(translate("teaching", lesson.text), lesson.text, shown),
            source=lesson_source(lesson, self.pages),
        )
