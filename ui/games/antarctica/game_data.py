"""The Antarctica catalogue the screens read, and saving what a table confirms or
corrects (``DataRow`` rows through the store, as Underwater Cities' board
calibration does).

The catalogue in use is the open game's data when a game is open above the
widget, else the store's (the built-in catalogue with the table's rows), else
the built-in one. A new game copies the catalogue in use into its setup.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject

from companion.core.plugin import DataRow
from companion.games.antarctica.catalogue import AntarcticaData, load_data
from companion.games.antarctica.ruleset import RULESET
from companion.store import GameStore


def _near(widget: QObject | None) -> tuple[Any, GameStore | None]:
    """The open game (or None) and the store (or None) above ``widget``."""
    node = widget
    game: Any = None
    while node is not None:
        controller = getattr(node, "controller", None)
        if game is None and controller is not None:
            game = getattr(controller, "game", None)
        store = getattr(node, "store", None)
        if isinstance(store, GameStore):
            return game, store
        node = node.parent()
    return game, getattr(game, "store", None)


def data_near(widget: QObject | None) -> AntarcticaData:
    """The catalogue in use above ``widget`` (with what it was corrected by)."""
    game, store = _near(widget)
    data = getattr(game, "data", None)
    if isinstance(data, AntarcticaData):
        return data
    if store is not None:
        stored: AntarcticaData = store.data(RULESET)
        return stored
    return load_data(())


def save_rows(widget: QObject | None, rows: Sequence[DataRow]) -> AntarcticaData:
    """Save ``rows`` in the store above ``widget``; returns the catalogue in use after
    (without a store, the built-in one with the rows applied)."""
    game, store = _near(widget)
    if store is None:
        return load_data(rows)
    if rows:
        store.save_game_data(RULESET.game_id, rows)
    if game is not None and isinstance(getattr(game, "data", None), AntarcticaData):
        game.reload_data()
    stored: AntarcticaData = store.data(RULESET)
    return stored
