"""The Otys data the screens read (the board, the contracts and tokens taught), and
saving what a table teaches, confirms or corrects (``DataRow`` rows through the
store, as Antarctica's catalogue and Underwater Cities' board editor do).

The data in use is the open game's when a game is open above the widget, else the
store's (the built-in board with the table's rows), else the built-in one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject

from companion.core.plugin import DataRow
from companion.games.otys.library import ContractEntry, OtysData, TokenEntry, data_row, load_data
from companion.games.otys.ruleset import RULESET
from companion.games.otys.state import Contract, Token
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


def data_near(widget: QObject | None) -> OtysData:
    """The data in use above ``widget``."""
    game, store = _near(widget)
    data = getattr(game, "data", None)
    if isinstance(data, OtysData):
        return data
    if store is not None:
        stored: OtysData = store.data(RULESET)
        return stored
    return load_data(())


def save_rows(widget: QObject | None, rows: Sequence[DataRow]) -> OtysData:
    """Save ``rows`` in the store above ``widget``; returns the data in use after
    (without a store, the built-in data with the rows applied)."""
    game, store = _near(widget)
    if store is None:
        return load_data(rows)
    if rows:
        store.save_game_data(RULESET.game_id, rows)
    if game is not None and isinstance(getattr(game, "data", None), OtysData):
        game.reload_data()
    stored: OtysData = store.data(RULESET)
    return stored


def teach(
    widget: QObject | None, contracts: Sequence[Contract], tokens: Sequence[Token]
) -> OtysData:
    """Keep what the table just named: the contracts no table taught yet, and token
    kinds seen more often than taught (so the library grows as games are played)."""
    data = data_near(widget)
    rows = [
        data_row(ContractEntry(contract=contract))
        for contract in contracts
        if data.contract(contract.id) is None
    ]
    taught = {entry.token.id: entry for entry in data.tokens}
    for kind in dict.fromkeys(tokens):
        seen = tokens.count(kind)
        entry = taught.get(kind.id)
        if entry is None:
            rows.append(data_row(TokenEntry(token=kind, count=seen)))
        elif entry.count < seen:
            rows.append(data_row(entry.model_copy(update={"count": seen})))
    return save_rows(widget, rows) if rows else data
