"""The Otys teaching catalog's messages and lessons in the app's language.

The catalog (``resources/teaching/otys.json``) holds English templates; their
translations are in the ``teaching`` context. Divers become the game's words
(:mod:`ui.games.otys.words`); other words are the catalog's terms, translated.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from companion.teaching import Lesson, Message, TeachingCatalog
from ui.games.otys import words
from ui.i18n import translate


def _word(name: str, value: object, catalog: TeachingCatalog) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(_word(name, item, catalog) for item in value)
    if name == "diver":
        return words.diver(value)
    if isinstance(value, str) and value in catalog.terms:
        return translate("teaching", catalog.terms[value])
    return str(value)


def params_in_words(params: Mapping[str, object], catalog: TeachingCatalog) -> dict[str, str]:
    """Every parameter of a message or lesson as the words to fill in."""
    return {name: _word(name, value, catalog) for name, value in params.items()}


def fill(template: str, english: str, params: Mapping[str, str]) -> str:
    """The translated ``template`` filled in (the English one if a translation lost a
    field, so the table never sees a broken sentence)."""
    try:
        return template.format_map(params)
    except (KeyError, IndexError, ValueError):
        return english.format_map(params)


def message_text(catalog: TeachingCatalog, message: Message) -> str:
    """One guide message as a sentence in the app's language."""
    english = catalog.texts.get(message.key)
    if english is None:
        return message.key
    return fill(translate("teaching", english), english, params_in_words(message.params, catalog))


@dataclass(frozen=True)
class LessonText:
    """A lesson ready to show: title, text, and where the rulebook says it."""

    title: str
    text: str
    source: str


def lesson_text(
    catalog: TeachingCatalog, lesson: Lesson, params: Mapping[str, object]
) -> LessonText:
    """The lesson's title and text in the app's language, with its page and section."""
    shown = params_in_words(params, catalog)
    shown.update({name: "?" for name in lesson.params if name not in shown})
    return LessonText(
        title=fill(translate("teaching", lesson.title), lesson.title, shown),
        text=fill(translate("teaching", lesson.text), lesson.text, shown),
        source=translate("otys", "Rulebook p. {0} · {1}").format(
            lesson.page, translate("teaching", lesson.section)
        ),
    )
