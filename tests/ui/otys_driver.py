"""A table playing Otys through the widgets only: taps on the wizard's buttons and
the turn panel's buttons.

The engine's seeded autoplay only chooses *what* to tap (a legal command); the
driver asks the turn panel which buttons lead to that command (``route``: a
question may come first, as for an X-key's level or a battery's diver), taps them
one by one, and checks that the game moved on.
"""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot
from ui_driver import click, type_into

from companion.core.model import Command
from companion.games.otys.autoplay import choose
from ui.games.otys.table import TableScreen
from ui.games.otys.wizard import SetupWizard
from ui.main_window import MainWindow
from ui.screens.wizard import GameChooser


def open_setup(qtbot: QtBot, window: MainWindow) -> SetupWizard:
    """Home → New game → Otys: the setup pages."""
    click(qtbot, window.home.new_button)
    chooser = window.stack.currentWidget()
    assert isinstance(chooser, GameChooser)
    click(qtbot, chooser.buttons["otys"])
    wizard = window.stack.currentWidget()
    assert isinstance(wizard, SetupWizard)
    return wizard


def new_game(qtbot: QtBot, window: MainWindow, names: list[str]) -> TableScreen:
    """The setup pages with their defaults (the app draws divers, sponsors and tokens;
    the first shapes as public contracts): names typed, then Next until the start."""
    wizard = open_setup(qtbot, window)
    click(qtbot, wizard.count_group.button(len(names)))
    for seat, name in enumerate(names):
        type_into(qtbot, wizard.names[seat], name)
    for _ in range(4):
        click(qtbot, wizard.next)
    table = window.stack.currentWidget()
    assert isinstance(table, TableScreen), wizard.error.text()
    return table


class OtysDriver:
    """Plays the open Otys game by tapping; counts the taps."""

    def __init__(self, qtbot: QtBot, window: MainWindow, seed: int = 1) -> None:
        self.qtbot = qtbot
        self.window = window
        self.rng = random.Random(seed)
        self.taps = 0

    @property
    def table(self) -> TableScreen:
        table = self.window.table
        assert isinstance(table, TableScreen)
        return table

    def tap_key(self, key: str) -> None:
        """Tap the turn panel's button ``key``."""
        button = self.table.turn.button(key)
        assert button is not None, f"no button {key}; shown: {self.table.turn.shown_keys()}"
        click(self.qtbot, button)
        self.taps += 1

    def step(self) -> Command:
        """Tap whatever gives the command the autoplay chose; returns that command."""
        controller = self.window.controller
        assert controller is not None
        before = controller.game.head
        command = choose(controller.state, self.rng, controller.game.data)
        route = self.table.turn.route(command)
        assert route, (command, self.table.turn.shown_keys())
        for key in route:
            self.tap_key(key)
        assert controller.game.head > before, (command, self.table.turn.error.text())
        return command
