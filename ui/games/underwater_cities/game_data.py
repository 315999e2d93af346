"""The card library the screens read, and saving what a table teaches it.

The library is the open game's data (``StoredGame.data``, reached as
``controller.game.data``), or what the store holds for Underwater Cities when
no game is open, or the built-in data when there is no store. Screens the main
window builds without the game (the wizard, the library screen, final scoring)
find it through their parent widgets. Adding to the library saves rows through
``GameStore.save_game_data`` and refreshes the open game's data with them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject

from companion.core.plugin import DataRow
from companion.games.underwater_cities.library import (
    CARD,
    METROPOLIS,
    CardLibrary,
    builtin_library,
)
from companion.games.underwater_cities.ruleset import RULESET
from companion.store import GameStore
from ui.game_data import near


def _game_library(game: Any) -> CardLibrary | None:
    data = getattr(game, "data", None)
    return data if isinstance(data, CardLibrary) else None


def library_of(game: Any) -> CardLibrary:
    """The card library of an open game (``StoredGame``), built-in data if it has none."""
    return _game_library(game) or builtin_library()


def library_near(widget: QObject | None) -> CardLibrary:
    """The library of the game open above ``widget``, else the store's, else built-in."""
    game, store = near(widget)
    library = _game_library(game)
    if library is not None:
        return library
    if store is not None:
        stored: CardLibrary = store.data(RULESET)
        return stored
    return builtin_library()


def stored_rows(widget: QObject | None) -> list[DataRow]:
    """Everything tables taught Underwater Cities, as the store above ``widget`` holds
    it (no rows without a store)."""
    game, store = near(widget)
    store = store or getattr(game, "store", None)
    return store.game_data(RULESET.game_id) if isinstance(store, GameStore) else []


def save_rows(
    widget: QObject | None,
    rows: Sequence[DataRow],
    game: Any = None,
    base: CardLibrary | None = None,
) -> CardLibrary:
    """Save ``rows`` in the store above ``widget`` (or ``game``'s) and give the open
    game the library with them; returns the library after (built-in data plus all;
    without a store, ``base`` or the library near ``widget`` with the rows)."""
    near_game, store = near(widget)
    game = game if game is not None else near_game
    if store is None:
        store = getattr(game, "store", None)
    if store is not None and rows:
        store.save_game_data(RULESET.game_id, rows)
    library = _game_library(game)
    if library is not None:
        # cards and tiles are added to the game's library in place (reading every
        # row again takes ~10 ms); boards and slot colours are read again
        added = rows and all(row.kind in (CARD, METROPOLIS) for row in rows)
        game.reload_data(library.adding(rows) if added and store is not None else None)
        after: CardLibrary = game.data
        return after
    if store is not None:
        stored: CardLibrary = store.data(RULESET)
        return stored
    return (base or library_near(widget)).with_rows(rows)
