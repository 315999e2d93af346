"""Issue #12, item 3 and 6 at the screen: a damaged game is listed, exported as far as
it reads, and never stops the app."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from pytestqt.qtbot import QtBot

from companion.games.underwater_cities.plugin import PLUGIN
from companion.store import GameStore
from ui.main_window import MainWindow


def test_a_damaged_game_is_listed_and_exported_as_far_as_it_reads(
    qtbot: QtBot, window: MainWindow, store: GameStore, tmp_path: Path
) -> None:
    game = store.new_game("underwater_cities", PLUGIN.example_setup(2, 5))
    number = game.id
    game.execute(PLUGIN.legal_options(game.state, PLUGIN.actors(game.state)[0], game.data)[0])
    game.close()
    with closing(sqlite3.connect(store.path)) as raw, raw:
        raw.execute("UPDATE games SET players = 'not json' WHERE id = ?", [number])
        raw.execute("UPDATE commands SET command = '{broken' WHERE seq = 2")
    window.show_home()
    home = window.home
    home.refresh()
    status = home.model.data(home.model.index(0, 2))
    assert isinstance(status, str) and "damaged" in status
    target = tmp_path / "rescued.jsonl"
    assert home.export_to(number, target)
    lines = target.read_text("utf-8").splitlines()
    assert len(lines) == 2  # the header and the setup, before the damaged tap
    assert store.import_game(lines) > number
