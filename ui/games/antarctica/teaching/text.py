"""Antarctica's teaching texts in the app's language (:mod:`ui.teaching.text`).

Parameters become the game's words here (:mod:`ui.games.antarctica.words`):
buildings, tracks, decks, shipyard cards, symbols; areas come already numbered
1–8; other words (actions, what was discarded) are the catalog's terms, translated.
"""

from __future__ import annotations

from ui.games.antarctica import words
from ui.teaching.text import TeachingWords

WORDS = TeachingWords(
    {
        "building": words.building,
        "buildings": words.building,
        "track": words.track,
        "tracks": words.track,
        "deck": words.deck,
        "kind": words.card,
        "effect": words.effect,
    },
    pages=False,
)

message_text = WORDS.message
lesson_text = WORDS.lesson
