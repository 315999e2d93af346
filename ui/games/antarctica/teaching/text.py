"""The teaching catalog's messages and lessons in the app's language.

The catalog (``resources/teaching/antarctica.json``) holds English templates; their
translations are in the ``teaching`` context of the ``.ts`` files. Parameters become
the game's words here (:mod:`ui.games.antarctica.words`): buildings, tracks, decks,
shipyard cards, symbols; areas come already numbered 1–8; other words (actions,
what was discarded) are the catalog's terms, translated.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from companion.teaching import Lesson, Message, TeachingCatalog
from ui.games.antarctica import words
from ui.i18n import translate

_NAMERS: dict[str, Callable[[object], str]] = {
    "building": words.building,
    "buildings": words.building,
    "track": words.track,
    "tracks": words.track,
    "deck": words.deck,
    "kind": words.card,
    "effect": words.effect,
}


def _word(name: str, value: object, catalog: TeachingCatalog) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(_word(name, item, catalog) for item in value)
    namer = _NAMERS.get(name)
    if namer is not None:
        return namer(value)
    if isinstance(value, str) and value in catalog.terms:
        return translate("teaching", catalog.terms[value])
    return str(value)


def params_in_words(params: Mapping[str, object], catalog: TeachingCatalog) -> dict[str, str]:
    """Every parameter of a message or lesson as the words to fill in."""
    return {name: _word(name, value, catalog) for name, value in params.items()}


def fill(template: str, english: str, params: Mapping[str, str]) -> str:
    """The translated ``template`` filled in (the English one if a translation lost a
    template field, so the table never sees a broken sentence)."""
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
    """The lesson's title and text in the app's language, filled with ``params``."""
    shown = params_in_words(params, catalog)
    shown.update({name: "?" for name in lesson.params if name not in shown})
    return LessonText(
        title=fill(translate("teaching", lesson.title), lesson.title, shown),
        text=fill(translate("teaching", lesson.text), lesson.text, shown),
        source=translate("teaching_ui", "Rulebook · {0}").format(
            translate("teaching", lesson.section)
        ),
    )
