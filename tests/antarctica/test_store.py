"""An Antarctica game kept by the store: saved, undone and redone, reopened from
its snapshot, finished with its scores in the games list (the plug-in boundary)."""

from __future__ import annotations

import json
from pathlib import Path

from companion.games.antarctica.plugin import PLUGIN
from companion.store import GameStore

GOLDEN = Path(__file__).parent.parent / "golden"


def test_a_stored_game_reopens_where_it_was(tmp_path: Path) -> None:
    commands = [json.loads(line) for line in (GOLDEN / "ant_3p.jsonl").read_text().splitlines()]
    store = GameStore(tmp_path / "games.sqlite3", snapshot_every=50)
    game = store.new_game("antarctica", commands[0])
    for command in commands[1:200]:
        game.execute(command)
    state = game.state
    game.undo()
    game.redo()
    assert game.state == state
    number = game.id
    game.close()
    again = store.open_game(number)
    assert again.state == state
    for command in commands[200:]:
        again.execute(command)
    assert PLUGIN.is_over(again.state)
    summary = store.summary(number)
    assert summary.status == "finished"
    known = json.loads((GOLDEN / "ant_3p.expected.json").read_text(encoding="utf-8"))
    assert summary.scores == known["scores"]
    again.close()
    store.close()
