"""Issue #13: one tap at the table is one save (its command and the steps the app plays
after it in one transaction); a tap whose save fails leaves the game as it was and
says why; teaching reads a tap once it is saved."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from companion.store import GameStore, database
from ui.games.underwater_cities.table.screen import TableScreen
from ui.main_window import MainWindow


def _table(store: GameStore, window: MainWindow) -> TableScreen:
    players = [{"name": n, "colour": c} for n, c in (("Cy", "orange"), ("Di", "purple"))]
    game = store.new_game("underwater_cities", {"type": "setup_game", "players": players})
    number = game.id
    game.close()
    window.open_game(number)
    table = window.table
    assert isinstance(table, TableScreen)
    return table


def _place(table: TableScreen) -> None:
    """A slot and a card of another colour: the tile is placed (with what follows)."""
    slot = next(b for b in table.slots.buttons.values() if b.isEnabled() and b.colour)
    slot.click()
    table.turn.choose_colour(next(c for c in ("green", "red", "yellow") if c != slot.colour))


def test_a_tap_is_saved_in_one_commit(qtbot: QtBot, store: GameStore, window: MainWindow) -> None:
    table = _table(store, window)
    heard: list[tuple[bool, int]] = []
    sent: list[str] = []
    table.controller.played.connect(
        lambda *_: heard.append((store.db.conn.in_transaction, table.controller.game.head))
    )
    _place(table)
    always = table.slots.buttons["always"]
    always.click()  # the next player's slot: the first tap says what is still unused
    assert table.turn.warning.isVisible()
    head = table.controller.game.head
    heard.clear()
    store.db.conn.set_trace_callback(sent.append)
    always.click()  # ends the turn, places the next turn's tile, plays what follows
    store.db.conn.set_trace_callback(None)
    assert table.controller.game.head > head + 1
    assert sent.count("COMMIT") == 1
    assert heard and all(not inside for inside, _ in heard)  # told after the save
    assert all(seen == table.controller.game.head for _, seen in heard)


def test_a_tap_whose_save_fails_changes_nothing(
    qtbot: QtBot, store: GameStore, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _table(store, window)
    controller = table.controller
    before, head = controller.state, controller.game.head
    failed: list[str] = []
    played: list[Any] = []
    controller.failed.connect(failed.append)
    controller.played.connect(lambda *args: played.append(args))
    monkeypatch.setattr(database, "_COUNT_WRITE", "INSERT INTO no_such_table VALUES (1)")
    _place(table)
    assert (controller.state, controller.game.head) == (before, head)
    assert failed and "database" in failed[-1]
    assert not played  # nothing was saved: nothing to teach
    assert table.controller.state.turn is not None and table.controller.state.turn.slot is None
    monkeypatch.undo()
    _place(table)  # and the table plays on
    assert controller.game.head > head
