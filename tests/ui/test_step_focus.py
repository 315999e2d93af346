"""The keyboard focus after a step button is tapped or pressed: it stays with the
turn's steps, or goes, and never lands on "Undo turn", where a Space press would undo
the turn."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from ui_driver import Driver, click

from ui.games.underwater_cities.table.screen import TableScreen
from ui.main_window import MainWindow


def _yellow_card_on_s12_02(qtbot: QtBot, window: MainWindow) -> TableScreen:
    driver = Driver(qtbot, window, seed=1)
    driver.new_game(["Ada", "Bo"])
    table = driver.table
    click(qtbot, table.slots.buttons["s12_02"])  # 2 science, or upgrade: a choice
    return table


def _step_buttons(table: TableScreen) -> list[QPushButton]:
    return [b for b in table.turn.effect_buttons.buttons if b.isVisible() and b.isEnabled()]


def _slot(window: MainWindow) -> str | None:
    assert window.controller is not None
    turn = window.controller.state.turn
    return None if turn is None else turn.slot


def test_a_tapped_step_leaves_the_focus_to_no_button(qtbot: QtBot, window: MainWindow) -> None:
    table = _yellow_card_on_s12_02(qtbot, window)
    click(qtbot, table.turn.colours.button("colour-yellow"))
    assert QApplication.focusWidget() is None
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert _slot(window) == "s12_02"  # not undone
    while _step_buttons(table):
        click(qtbot, _step_buttons(table)[0])
        assert QApplication.focusWidget() is None
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert _slot(window) == "s12_02"


def test_keys_go_on_to_the_next_steps_first_button(qtbot: QtBot, window: MainWindow) -> None:
    table = _yellow_card_on_s12_02(qtbot, window)
    yellow = table.turn.colours.button("colour-yellow")
    assert yellow is not None
    for _ in range(200):  # Tab, as a player using the keys reaches it
        if QApplication.focusWidget() is yellow:
            break
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is yellow
    qtbot.keyClick(yellow, Qt.Key.Key_Space)
    first = _step_buttons(table)[0]
    assert QApplication.focusWidget() is first
    qtbot.keyClick(first, Qt.Key.Key_Space)  # the keyboard goes on with the turn
    assert _slot(window) == "s12_02"
    while _step_buttons(table):
        focus = QApplication.focusWidget()
        assert focus is _step_buttons(table)[0]
        qtbot.keyClick(focus, Qt.Key.Key_Space)
    assert QApplication.focusWidget() is None  # not "Undo turn"
