"""What tables taught a game (``DataRow`` rows in the store's ``game_data``), as the
screens of any game read and save it.

The data in use is the open game's (``controller.game.data``) when a game is open
above the widget, else the store's (the built-in data with the table's rows), else
the built-in data. Screens the main window builds without the game (the wizard, a
library, final scoring) find it through their parent widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject

from companion.core.plugin import DataRow, Ruleset
from companion.store import GameStore

D = TypeVar("D")


def near(widget: QObject | None) -> tuple[Any, GameStore | None]:
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


class GameData(Generic[D]):
    """Reading and saving one game's data: ``kind`` is its data object's class,
    ``load`` builds it from rows (the built-in data plus them)."""

    def __init__(
        self, ruleset: Ruleset, kind: type[D], load: Callable[[Sequence[DataRow]], D]
    ) -> None:
        self.ruleset = ruleset
        self.kind = kind
        self.load = load

    def near(self, widget: QObject | None) -> D:
        """The data in use above ``widget`` (with what tables taught it)."""
        game, store = near(widget)
        data = getattr(game, "data", None)
        if isinstance(data, self.kind):
            return data
        if store is not None:
            stored: D = store.data(self.ruleset)
            return stored
        return self.load(())

    def save_rows(self, widget: QObject | None, rows: Sequence[DataRow]) -> D:
        """Save ``rows`` in the store above ``widget``; returns the data in use after
        (without a store, the built-in data with the rows applied)."""
        game, store = near(widget)
        if store is None:
            return self.load(rows)
        if rows:
            store.save_game_data(self.ruleset.game_id, rows)
        if game is not None and isinstance(getattr(game, "data", None), self.kind):
            game.reload_data()
        stored: D = store.data(self.ruleset)
        return stored
