"""The Otys data the screens read (the board, the contracts and tokens taught), and
saving what a table teaches, confirms or corrects (``DataRow`` rows through the
store, as Antarctica's catalogue and Underwater Cities' board editor do).

The data in use is the open game's when a game is open above the widget, else the
store's (the built-in board with the table's rows), else the built-in one.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from companion.games.otys.library import ContractEntry, OtysData, TokenEntry, data_row, load_data
from companion.games.otys.ruleset import RULESET
from companion.games.otys.state import Contract, Token
from ui.game_data import GameData

GAME_DATA = GameData(RULESET, OtysData, load_data)

data_near = GAME_DATA.near
save_rows = GAME_DATA.save_rows


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
