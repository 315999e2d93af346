"""A table playing Antarctica through the widgets only: taps on the wizard's
buttons, the board's areas and the turn panel's buttons.

The engine's seeded autoplay only chooses *what* to tap (a legal command); the
driver then finds the button or the area that gives that command, taps it, and
checks that the game moved on.
"""

from __future__ import annotations

import random

import table_driver
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from companion.core.model import Command
from companion.games.antarctica import commands as c
from companion.games.antarctica.autoplay import choose
from ui.games.antarctica.table import TableScreen
from ui.games.antarctica.wizard import SetupWizard
from ui.main_window import MainWindow


def open_setup(qtbot: QtBot, window: MainWindow) -> SetupWizard:
    """Home → New game → Antarctica: the setup pages."""
    return table_driver.open_setup(qtbot, window, "antarctica", SetupWizard)


def new_game(
    qtbot: QtBot, window: MainWindow, names: list[str], seed: int | None = None
) -> TableScreen:
    """The setup pages with their defaults (buildings drawn, the first game's ships,
    no face-up card named): names typed, then Next until the game starts.

    ``seed`` fixes the wizard's draws (the starting buildings, the basic resource
    cards; they are drawn again when the player count is tapped): the same game
    every run."""
    wizard = open_setup(qtbot, window)
    if seed is not None:
        wizard.rng = random.Random(seed)
    return table_driver.start_game(
        qtbot, window, wizard, names, lambda wizard, seat: wizard.rows[seat].name, TableScreen
    )


class AntDriver(table_driver.TapDriver):
    """Plays the open Antarctica game by tapping; counts the taps."""

    TABLE = TableScreen

    def tap_area(self, area: int) -> None:
        """Tap ``area`` on the board (it must be highlighted)."""
        board = self.table.board
        assert area in board.targets, f"area {area} not offered: {sorted(board.targets)}"
        point = board.area_rect(area).center().toPoint()
        self.qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(point))
        self.taps += 1

    def step(self) -> Command:
        """Tap whatever gives the command the autoplay chose; returns that command."""
        controller = self.window.controller
        assert controller is not None
        before = controller.game.head
        command = choose(controller.state, self.rng)
        self._tap(command)
        assert controller.game.head > before, (command, self.table.turn.error.text())
        return command

    def _tap(self, command: Command) -> None:
        turn = self.table.turn
        if isinstance(command, c.Reveal):
            if turn.button(f"card-{command.card}") is None:  # first the building it shows
                building = self.window.controller.state.catalogue.card(command.card).building
                self.tap_key(f"reveal-{building}")
            self.tap_key(f"card-{command.card}")
        elif isinstance(command, c.MoveShip):
            self.tap_area(command.area)
        elif isinstance(command, c.Build):
            self.tap_key(f"build-{command.card}")
            used = command.resource_card
            if any(k.startswith("with-") for k in turn.shown_keys()):
                key = "with-none" if used is None else f"with-{used.kind}-{used.building}"
                self.tap_key(key)
            if turn.partial:
                self.tap_key(f"track-{command.track}")
        elif isinstance(command, c.BuildShip):
            self.tap_key("build_ship")
        elif isinstance(command, c.Recruit):
            self.tap_key("recruit")
        elif isinstance(command, c.Research):
            self.tap_key(f"research-{command.track}")
        elif isinstance(command, c.PlayCard):
            self.tap_key(f"play-{command.kind}")
            if turn.partial == ("icebreaker",):
                assert command.area is not None
                self.tap_area(command.area)
            elif turn.partial == ("quick",):
                self.tap_key(f"quick-{command.track}")
        elif isinstance(command, c.Discard):
            self.tap_key(
                "discard-board" if command.what == "board_ship" else f"discard-{command.what}"
            )
            if turn.partial == ("board_ship",):
                assert command.area is not None
                self.tap_area(command.area)
        elif isinstance(command, c.EndTurn):
            self.tap_key("end")
        elif isinstance(command, c.ChooseTrack):
            self.tap_key(f"choose-{command.track}")
        elif isinstance(command, c.TakeShipyardCard):
            self.tap_key(f"pick-{command.kind}")
        elif isinstance(command, c.TakeResourceCard):
            self.tap_key(f"res-{command.building}")
        elif isinstance(command, c.PassEffect):
            self.tap_key("pass")
        elif isinstance(command, c.MoveShipEffect):
            if any(k.startswith("from-") for k in turn.shown_keys()):
                self.tap_area(command.from_area)
            self.tap_area(command.to_area)
        else:  # pragma: no cover - every command of play is above
            raise AssertionError(f"no tap for {command}")
