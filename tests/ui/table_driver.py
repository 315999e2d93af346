"""What the drivers of games played through their widgets share: opening a game's
setup pages, a new game with its default setup, and tapping the turn panel's buttons
(a game's driver adds how it taps a command: its board, its routes)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtWidgets import QLineEdit, QWidget
from pytestqt.qtbot import QtBot
from ui_driver import click, type_into

from ui.main_window import MainWindow
from ui.screens.wizard import GameChooser

W = TypeVar("W", bound=QWidget)


def open_setup(qtbot: QtBot, window: MainWindow, game_id: str, wizard_type: type[W]) -> W:
    """Home → New game → the game ``game_id``: its setup pages."""
    click(qtbot, window.home.new_button)
    chooser = window.stack.currentWidget()
    assert isinstance(chooser, GameChooser)
    click(qtbot, chooser.buttons[game_id])
    wizard = window.stack.currentWidget()
    assert isinstance(wizard, wizard_type)
    return wizard


def start_game(
    qtbot: QtBot,
    window: MainWindow,
    wizard: Any,
    names: list[str],
    name_edit: Callable[[Any, int], QLineEdit],
    table_type: type[W],
) -> W:
    """On ``wizard``'s first page: the player count and ``names`` typed (``name_edit``:
    a seat's name field), then Next until the game starts with the defaults."""
    click(qtbot, wizard.count_group.button(len(names)))
    for seat, name in enumerate(names):
        type_into(qtbot, name_edit(wizard, seat), name)
    for _ in range(wizard.pages.count()):
        click(qtbot, wizard.next)
    table = window.stack.currentWidget()
    assert isinstance(table, table_type), wizard.error.text()
    return table


class TapDriver:
    """Plays the open game by tapping (``TABLE``: the game's table screen class);
    counts the taps."""

    TABLE: type[QWidget]

    def __init__(self, qtbot: QtBot, window: MainWindow, seed: int = 1) -> None:
        self.qtbot = qtbot
        self.window = window
        self.rng = random.Random(seed)
        self.taps = 0

    @property
    def table(self) -> Any:
        table = self.window.table
        assert isinstance(table, self.TABLE)
        return table

    def tap_key(self, key: str) -> None:
        """Tap the turn panel's button ``key``."""
        button = self.table.turn.button(key)
        assert button is not None, f"no button {key}; shown: {self.table.turn.shown_keys()}"
        click(self.qtbot, button)
        self.taps += 1
