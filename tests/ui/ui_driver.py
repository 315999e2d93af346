"""A player who only uses the widgets: clicks, keys and taps on the board.

It reads what the screen offers (visible, enabled buttons; highlighted sites)
and picks among it with a seeded random generator, the way a table would tap
through a game. It never calls the engine or the store.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QPushButton, QRadioButton, QWidget
from pytestqt.qtbot import QtBot

from ui.games.underwater_cities.table.screen import TableScreen
from ui.games.underwater_cities.wizard import NewGameWizard
from ui.main_window import MainWindow
from ui.screens.final import FinalScreen
from ui.screens.wizard import GameChooser

MAX_TAPS_PER_TURN = 12


def click(qtbot: QtBot, widget: QWidget) -> None:
    """A left click in the middle of ``widget``."""
    assert widget.isVisible(), widget.objectName()
    assert widget.isEnabled(), widget.objectName()
    if isinstance(widget, QCheckBox | QRadioButton):  # on the box, not the empty right side
        at = QPoint(8, widget.height() // 2)
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=at)
        return
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def key(qtbot: QtBot, widget: QWidget, text: str) -> None:
    """Press one key on ``widget`` (shortcuts of the table)."""
    keys = {"Esc": Qt.Key.Key_Escape}
    qtbot.keyClick(widget, keys.get(text) or getattr(Qt.Key, f"Key_{text.upper()}"))


def type_into(qtbot: QtBot, widget: QWidget, text: str) -> None:
    """Replace the text of a line edit or spin box by typing."""
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(widget, Qt.Key.Key_Backspace)
    qtbot.keyClicks(widget, text)


def choose_game(qtbot: QtBot, window: MainWindow, game: str = "underwater_cities") -> None:
    """Tap ``game`` on the chooser when one is shown (several games have a UI)."""
    chooser = window.stack.currentWidget()
    if isinstance(chooser, GameChooser):
        click(qtbot, chooser.buttons[game])


def open_wizard(qtbot: QtBot, window: MainWindow) -> NewGameWizard:
    """Home → New game (→ Underwater Cities): the wizard's first page."""
    click(qtbot, window.home.new_button)
    choose_game(qtbot, window)
    wizard = window.stack.currentWidget()
    assert isinstance(wizard, NewGameWizard)
    return wizard


def open_library(qtbot: QtBot, window: MainWindow, game: str = "underwater_cities") -> QWidget:
    """Home → Card library (→ ``game``): the library screen."""
    click(qtbot, window.home.library_button)
    choose_game(qtbot, window, game)
    return window.stack.currentWidget()


def visible_buttons(parent: QWidget, prefix: str = "") -> list[QPushButton]:
    """Visible, enabled push buttons under ``parent`` whose name starts with ``prefix``."""
    return [
        b
        for b in parent.findChildren(QPushButton)
        if b.isVisible() and b.isEnabled() and b.objectName().startswith(prefix)
    ]


class Driver:
    """Plays through the main window with clicks and keys."""

    def __init__(self, qtbot: QtBot, window: MainWindow, seed: int = 1) -> None:
        self.qtbot = qtbot
        self.window = window
        self.rng = random.Random(seed)
        self.taps = 0

    # -- the wizard ------------------------------------------------------------------

    def new_game(self, names: list[str], *, order_as_drawn: bool = True) -> None:
        """Home → New game → the wizard's pages → Start."""
        wizard = open_wizard(self.qtbot, self.window)
        type_into(self.qtbot, wizard.count, str(len(names)))
        for seat, name in enumerate(names):
            type_into(self.qtbot, wizard.rows[seat].name, name)
        click(self.qtbot, wizard.next)
        if order_as_drawn:
            click(self.qtbot, wizard.drawn_order)
        click(self.qtbot, wizard.next)
        click(self.qtbot, wizard.next)
        assert wizard.preview is not None, wizard.error.text()
        click(self.qtbot, wizard.next)
        assert isinstance(self.window.stack.currentWidget(), TableScreen)

    # -- the table ---------------------------------------------------------------------

    @property
    def table(self) -> TableScreen:
        table = self.window.table
        assert table is not None
        return table

    def on_final_screen(self) -> bool:
        """True once final scoring is shown (lines it cannot compute are skipped)."""
        final = self.window.stack.currentWidget()
        if not isinstance(final, FinalScreen):
            return False
        lines = getattr(final.detail, "lines", [])
        if lines:
            for line in lines:
                line.skip.click()  # some are scrolled out of sight
            final.detail.settle_apply.click()  # the screen is built again
        return True

    def tap_site(self) -> bool:
        """Tap a highlighted site on the board shown."""
        view = self.table.board_views[self.table.boards.currentIndex()]
        sites = sorted(view.tappable)
        if not sites:
            return False
        point = view.site_at(self.rng.choice(sites)).toPoint()
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
        return True

    def step(self) -> None:
        """One tap of whatever the screen asks for now."""
        self.taps += 1
        table = self.table
        if table.production.isVisible():
            if not table.production.apply.isEnabled():  # lines the engine cannot compute
                for box in table.production.players:
                    for line in box.lines.values():
                        if not line.settled():
                            line.skip.click()  # may be scrolled out of sight
                return
            if self.rng.random() < 0.5:
                key(self.qtbot, table, "P")
            else:
                click(self.qtbot, table.production.apply)
            return
        if table.era_keep.isVisible():
            click(self.qtbot, visible_buttons(table.era_keep, "keep-")[0])
            return
        self._turn_step()

    def _turn_step(self) -> None:
        table = self.table
        turn = table.turn
        flow = table.flow
        discard = turn.card_buttons.button("discard")
        if discard is not None and discard.isVisible():
            key(self.qtbot, table, "D")
            return
        if turn.details.isVisible():
            self._card_type()
            return
        colours = visible_buttons(turn.colours, "step-colour-")
        if colours:
            self._colour(colours)
            return
        if turn.end_turn.isEnabled() and self.taps > MAX_TAPS_PER_TURN:
            if flow.pending.picking_site or flow.pending.payments:
                key(self.qtbot, table, "Esc")
            self._end_turn()
            return
        if flow.pending.picking_site and self.tap_site():
            return
        if turn.namer.isVisible():
            turn.namer.name.setCurrentText(f"Special {self.rng.randint(1, 9)}")
            click(self.qtbot, turn.namer.button)
            return
        if flow.pending.payments:
            click(self.qtbot, self.rng.choice(visible_buttons(turn.effect_buttons, "step-pay-")))
            return
        if turn.end_turn.isEnabled():
            self._after_placing()
            return
        self._choose_slot()

    def _choose_slot(self) -> None:
        slots = [b for b in self.table.slots.buttons.values() if b.isEnabled()]
        coloured = [b for b in slots if b.slot != "always"]
        button = self.rng.choice(coloured) if coloured and self.rng.random() < 0.85 else None
        if button is None:
            button = self.table.slots.buttons["always"]
            if self.rng.random() < 0.5:
                key(self.qtbot, self.table, "A")
                return
        if button.number and button.number < 10 and self.rng.random() < 0.5:
            key(self.qtbot, self.table, str(button.number))
            return
        click(self.qtbot, button)

    def _colour(self, colours: list[QPushButton]) -> None:
        slot_colour = self.table.flow.pending.slot_colour
        match = [b for b in colours if slot_colour and b.objectName().endswith(slot_colour)]
        button = match[0] if match and self.rng.random() < 0.6 else self.rng.choice(colours)
        if self.rng.random() < 0.5 and not button.objectName().endswith("none"):
            key(self.qtbot, self.table, button.objectName()[len("step-colour-")])
        else:
            click(self.qtbot, button)

    def _card_type(self) -> None:
        turn = self.table.turn
        weights = {"instant": 5, "permanent": 2, "action": 2, "production": 1, "end_scoring": 1}
        kinds = list(weights)
        chosen = self.rng.choices(kinds, [weights[k] for k in kinds])[0]
        if self.rng.random() < 0.3:
            type_into(self.qtbot, turn.details.number, str(self.rng.randint(1, 198)))
        mode = turn.details.mode()
        if mode == "known":  # the library knows it: nothing more is asked
            click(self.qtbot, turn.details.place_known)
            return
        if mode == "teach":  # the card-entry step: its type, then place
            click(self.qtbot, turn.details.editor.type_buttons[chosen])
            click(self.qtbot, turn.details.save_place)
            return
        if self.rng.random() < 0.5:
            key(self.qtbot, self.table, str(kinds.index(chosen) + 1))
        else:
            click(self.qtbot, visible_buttons(turn.details, f"step-type-{chosen}")[0])

    def _after_placing(self) -> None:
        table = self.table
        turn = table.turn
        if self.taps > MAX_TAPS_PER_TURN:
            self._end_turn()
            return
        resolve = visible_buttons(turn.card_buttons, "step-resolve")
        steps = [
            b
            for b in visible_buttons(turn.effect_buttons, "step-")
            if not b.objectName().startswith("step-pay-")
        ]
        finish = [b for b in steps if b.objectName() == "step-finish"]
        others = [b for b in steps if b.objectName() != "step-finish"]
        builds = [b for b in others if b.objectName().startswith(("step-build", "step-upgrade"))]
        choice: QAbstractButton | None = None
        if resolve and self.rng.random() < 0.5:
            choice = self.rng.choice(resolve)
        elif builds and self.rng.random() < 0.7:
            choice = self.rng.choice(builds)
        elif others and self.rng.random() < 0.7:
            choice = self.rng.choice(others)
        elif finish and self.rng.random() < 0.6:
            key(self.qtbot, table, "F")
            return
        if choice is None:
            self._end_turn()
            return
        click(self.qtbot, choice)

    def _end_turn(self) -> None:
        self.taps = 0
        for _ in range(2):  # a second tap when the panel says something is unused
            if self.rng.random() < 0.5:
                key(self.qtbot, self.table, "E")
            else:
                click(self.qtbot, self.table.turn.end_turn)
            if not self.table.turn.warning.isVisible():
                return

    def play_until(self, done: object, limit: int = 5000) -> int:
        """Tap until ``done()`` is true; returns the number of taps."""
        for count in range(limit):
            if done():  # type: ignore[operator]
                return count
            self.step()
        raise AssertionError(f"not done after {limit} taps")


def special_step(qtbot: QtBot, window: MainWindow) -> tuple[Driver, QPushButton]:
    """A new 2-player game (seed 1) whose first player has placed a green instant on
    slot s12_06: the driver, and the turn's step taking the face-up special card (2)."""
    from companion.games.underwater_cities.commands import Place
    from companion.games.underwater_cities.state import CardInfo

    driver = Driver(qtbot, window, seed=1)
    driver.new_game(["Ada", "Bo"])
    controller = window.controller
    assert controller is not None
    player = controller.state.current_player
    assert player is not None
    controller.execute(
        Place(player=player, slot="s12_06", card=CardInfo(colour="green", type="instant"))
    )
    button = driver.table.turn.effect_buttons.button("special-face_up_2")
    assert button is not None
    return driver, button
