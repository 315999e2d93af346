"""An Otys game kept by the store: saved, undone and redone, reopened from its
snapshot, finished with its prestige in the games list (the plug-in boundary); what a
table taught kept as game data."""

from __future__ import annotations

from pathlib import Path

from companion.games.otys.library import ContractEntry, data_row
from companion.games.otys.plugin import PLUGIN
from companion.store import GameStore
from tests.otys.table import ROBERTO
from tests.store.golden_game import check_stored_golden


def test_a_stored_game_reopens_where_it_was(tmp_path: Path) -> None:
    check_stored_golden(tmp_path, "otys", "otys_3p", 300)


def test_taught_contracts_are_kept_as_game_data(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games.sqlite3")
    store.save_game_data("otys", [data_row(ContractEntry(contract=ROBERTO))])
    data = PLUGIN.load_data(store.game_data("otys"))
    assert data.contract("roberto") is not None
    store.close()
