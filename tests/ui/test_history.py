"""The history in words; fixing a past tap through the store, with conflicts shown."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot
from ui_driver import Driver, click, key

from ui.games.underwater_cities.table.fix_dialog import FixDialog
from ui.main_window import MainWindow


def test_fixing_a_past_tap_shows_conflicts_until_resolved(qtbot: QtBot, window: MainWindow) -> None:
    driver = Driver(qtbot, window, seed=2)
    driver.new_game(["Ada", "Bo"])
    table = driver.table
    assert window.controller is not None
    key(qtbot, table, "A")  # the app gains 2 credits and 2 cards and closes the slot
    key(qtbot, table, "E")

    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    history = window.history
    assert history.isVisible()
    texts = [history.model.item(row).text() for row in range(history.model.rowCount())]
    assert texts[0].startswith("1. New game set up for Ada, Bo")
    assert "placed a tile on the always-available slot" in texts[1]
    assert "gained 2 credits, 2 cards" in texts[2] and texts[2].endswith("(by the app)")
    assert "finished the effect" in texts[3]
    assert "ended the turn" in texts[4]
    events = history.model.item(4)
    assert events is not None and events.rowCount() >= 2  # turn ended, draw 1, next turn

    history.select(2)
    click(qtbot, history.fix)
    dialog = window.findChild(FixDialog)
    assert dialog is not None
    slot = dialog.form.field_widget("slot")
    assert isinstance(slot, QComboBox)
    assert slot.currentText() == "the always-available slot"
    slot.setCurrentIndex(slot.findData("s12_10"))
    player = dialog.form.field_widget("player")
    assert isinstance(player, QComboBox) and player.currentText() in ("Ada", "Bo")
    click(qtbot, dialog.ok)
    state = window.controller.state
    assert state.turn is not None
    assert "s12_10" in state.occupied
    assert history.conflicts.isVisible()
    assert "3" in history.conflicts.text()
    conflict = history.model.item(2)
    assert conflict is not None and "⚠" in conflict.text()

    for seq in (3, 4):  # the app's gain and close of the always slot's action
        history.select(seq)
        click(qtbot, history.delete)
    assert not history.conflicts.isVisible()
