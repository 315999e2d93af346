"""A game's golden playthrough kept by the store: saved, undone and redone, reopened
from its snapshot, finished with the golden scores in the games list."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from companion.core.registry import get_plugin
from companion.store import GameStore

GOLDEN = Path(__file__).parent.parent / "golden"


def golden_commands(name: str) -> list[dict[str, Any]]:
    """The commands of the golden log ``name``.jsonl."""
    lines = (GOLDEN / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def golden_known(name: str) -> dict[str, Any]:
    """What the golden log ``name`` ends with (``name``.expected.json)."""
    known: dict[str, Any] = json.loads(
        (GOLDEN / f"{name}.expected.json").read_text(encoding="utf-8")
    )
    return known


def check_stored_golden(tmp_path: Path, game_id: str, golden: str, reopen_at: int) -> None:
    """Play ``golden``.jsonl through a store; reopen it after ``reopen_at`` commands."""
    commands = golden_commands(golden)
    store = GameStore(tmp_path / "games.sqlite3", snapshot_every=50)
    game = store.new_game(game_id, commands[0])
    for command in commands[1:reopen_at]:
        game.execute(command)
    state = game.state
    game.undo()
    game.redo()
    assert game.state == state
    number = game.id
    game.close()
    again = store.open_game(number)
    assert again.state == state
    for command in commands[reopen_at:]:
        again.execute(command)
    assert get_plugin(game_id).is_over(again.state)
    summary = store.summary(number)
    assert summary.status == "finished"
    assert summary.scores == golden_known(golden)["scores"]
    again.close()
    store.close()
