"""Otys' teaching texts in the app's language (:mod:`ui.teaching.text`): divers
become the game's words (:mod:`ui.games.otys.words`); other words are the catalog's
terms, translated."""

from __future__ import annotations

from ui.games.otys import words
from ui.i18n import translate
from ui.teaching.text import TeachingWords


def _teach(name: str) -> str:
    return translate("otys", "Teach {0}").format(name)


WORDS = TeachingWords({"diver": words.diver}, teach=_teach)
