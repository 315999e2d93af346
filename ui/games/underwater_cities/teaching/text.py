"""The teaching catalog's messages and lessons in the app's language.

The catalog (``resources/teaching/<game>.json``) holds English templates; their
translations are in the ``teaching`` context of the ``.ts`` files (marked in
``ui/games/underwater_cities/data_strings.py``). Parameters become words here: sites,
colours, kinds of
structure, slot actions and the engine's reasons (by their error code).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from companion.teaching import Lesson, Message, TeachingCatalog
from ui.games.underwater_cities import words
from ui.games.underwater_cities.game_id import GAME_ID
from ui.i18n import translate
from ui.messages import sentence_of
from ui.teaching.text import LessonText, fill, lesson_source

_SITE = re.compile(r"^(c\d\d|[tbx]_[a-z0-9_]+|brown|blue[12])$")
_COLOURS = {"green", "red", "yellow"}
_KINDS = {"city", "symbiotic_city", "farm", "desalination", "laboratory", "tunnel"}
_COLOUR_PARAMS = {"colour", "card"}


def _word(value: object, catalog: TeachingCatalog) -> str:
    if isinstance(value, str):
        if value in _COLOURS:
            return words.colour(value)
        if value in _KINDS:
            return words.kind(value)
        if _SITE.match(value):
            return words.site(value)
        if value in catalog.terms:
            return translate("teaching", catalog.terms[value])
        return value
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, Iterable):
        return ", ".join(_word(item, catalog) for item in value)
    return str(value)


def params_in_words(
    params: Mapping[str, object], catalog: TeachingCatalog, who: str | None = None
) -> dict[str, str]:
    """Every parameter of a message or lesson as the words to fill in."""
    shown = {name: _word(value, catalog) for name, value in params.items()}
    if isinstance(params.get("text"), str):
        shown["text"] = translate("slots", str(params["text"]))
    era = params.get("era")
    if isinstance(era, int):
        shown["era"] = words.era(era)
    for name in _COLOUR_PARAMS:
        if isinstance(params.get(name), str) and params[name] in _COLOURS:
            shown[name] = words.colour(str(params[name]))
    if isinstance(params.get("side"), str):
        shown["side"] = words.board_side(str(params["side"]))
    code = params.get("code")
    if isinstance(code, str):
        reason = params.get("reason_params")
        shown["reason"] = sentence_of(
            code,
            str(params.get("reason", "")),
            reason if isinstance(reason, Mapping) else {},
            who,
            GAME_ID,
        )
    return shown


def message_text(catalog: TeachingCatalog, message: Message, who: str | None = None) -> str:
    """One guide message as a sentence in the app's language."""
    english = catalog.texts.get(message.key)
    if english is None:
        return message.key
    params = params_in_words(message.params, catalog, who)
    return fill(translate("teaching", english), english, params)


def lesson_text(
    catalog: TeachingCatalog, lesson: Lesson, params: Mapping[str, object], who: str | None = None
) -> LessonText:
    """The lesson's title and text in the app's language, filled with ``params``."""
    shown = params_in_words(params, catalog, who)
    shown.update({name: "?" for name in lesson.params if name not in shown})
    return LessonText(
        title=fill(translate("teaching", lesson.title), lesson.title, shown),
        text=fill(translate("teaching", lesson.text), lesson.text, shown),
        source=lesson_source(lesson),
    )
