"""An Otys game kept by the store: saved, undone and redone, reopened from its
snapshot, finished with its prestige in the games list (the plug-in boundary); what a
table taught kept as game data."""

from __future__ import annotations

import json
from pathlib import Path

from companion.games.otys.library import ContractEntry, data_row
from companion.games.otys.plugin import PLUGIN
from companion.store import GameStore
from tests.otys.table import ROBERTO

GOLDEN = Path(__file__).parent.parent / "golden"


def test_a_stored_game_reopens_where_it_was(tmp_path: Path) -> None:
    lines = (GOLDEN / "otys_3p.jsonl").read_text(encoding="utf-8").splitlines()
    commands = [json.loads(line) for line in lines]
    store = GameStore(tmp_path / "games.sqlite3", snapshot_every=50)
    game = store.new_game("otys", commands[0])
    for command in commands[1:300]:
        game.execute(command)
    state = game.state
    game.undo()
    game.redo()
    assert game.state == state
    number = game.id
    game.close()
    again = store.open_game(number)
    assert again.state == state
    for command in commands[300:]:
        again.execute(command)
    assert PLUGIN.is_over(again.state)
    summary = store.summary(number)
    assert summary.status == "finished"
    known = json.loads((GOLDEN / "otys_3p.expected.json").read_text(encoding="utf-8"))
    assert summary.scores == known["scores"]
    again.close()
    store.close()


def test_taught_contracts_are_kept_as_game_data(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games.sqlite3")
    store.save_game_data("otys", [data_row(ContractEntry(contract=ROBERTO))])
    data = PLUGIN.load_data(store.game_data("otys"))
    assert data.contract("roberto") is not None
    store.close()
