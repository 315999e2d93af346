"""A table playing Otys through the widgets only: taps on the wizard's buttons and
the turn panel's buttons.

The engine's seeded autoplay only chooses *what* to tap (a legal command); the
driver asks the turn panel which buttons lead to that command (``route``: a
question may come first, as for an X-key's level or a battery's diver), taps them
one by one, and checks that the game moved on.
"""

from __future__ import annotations

import table_driver
from pytestqt.qtbot import QtBot

from companion.core.model import Command
from companion.games.otys.autoplay import choose
from ui.games.otys.table import TableScreen
from ui.games.otys.wizard import SetupWizard
from ui.main_window import MainWindow


def open_setup(qtbot: QtBot, window: MainWindow) -> SetupWizard:
    """Home → New game → Otys: the setup pages."""
    return table_driver.open_setup(qtbot, window, "otys", SetupWizard)


def new_game(qtbot: QtBot, window: MainWindow, names: list[str]) -> TableScreen:
    """The setup pages with their defaults (the app draws divers, sponsors and tokens;
    the first shapes as public contracts): names typed, then Next until the start."""
    wizard = open_setup(qtbot, window)
    return table_driver.start_game(
        qtbot, window, wizard, names, lambda wizard, seat: wizard.names[seat], TableScreen
    )


class OtysDriver(table_driver.TapDriver):
    """Plays the open Otys game by tapping; counts the taps."""

    TABLE = TableScreen

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
