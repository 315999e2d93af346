"""Above the slot board: check the slot colours, calibrate the player boards.

"Check the slot colours" turns the slot board into a checking mode: a tap
confirms a slot's colour (a second tap changes it). Each answer is saved as a
``slot_colour`` row, so every later game starts with it, and, when it differs from
the colour this game uses, the game gets a :class:`SetSlotColour` command (its
replay stays exact). "Player boards…" opens the board editor on the board of the
player shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from companion.games.underwater_cities.calibration import SlotColourEntry, slot_colour_row
from companion.games.underwater_cities.commands import SetSlotColour
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.slots import board_slots, slot_colour
from companion.games.underwater_cities.state import GameState
from ui.controller import GameController
from ui.games.underwater_cities.game_data import library_of, save_rows
from ui.games.underwater_cities.table.slot_board import SlotBoard

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

CHECKED_AT_TABLE = "Read off the main board at this table."


class CalibrateBar(QWidget):
    """The two calibration buttons and, while checking, what to do."""

    def __init__(
        self,
        controller: GameController,
        slots: SlotBoard,
        board_shown: Callable[[], int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.slots = slots
        self.board_shown = board_shown
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.check = QPushButton(self.tr("Check the slot colours"), parent=self)
        self.check.setObjectName("check-slot-colours")
        self.check.setCheckable(True)
        self.check.toggled.connect(self._toggled)
        row.addWidget(self.check)
        self.editor = QPushButton(self.tr("Player boards…"), parent=self)
        self.editor.setObjectName("open-board-editor")
        self.editor.clicked.connect(self.open_editor)
        row.addWidget(self.editor)
        row.addStretch(1)
        layout.addLayout(row)
        self.hint = QLabel(
            self.tr(
                "Tap each slot whose colour matches your main board (a ? marks those not "
                "checked yet); tap again to change it. Saved for every later game."
            ),
            self,
        )
        self.hint.setObjectName("muted")
        self.hint.setWordWrap(True)
        self.hint.hide()
        layout.addWidget(self.hint)
        self.opened: QDialog | None = None
        """The board editor, while open."""
        slots.colour_checked.connect(self.colour_checked)

    def _library(self) -> CardLibrary:
        return library_of(self.controller.game)

    def refresh(self, chosen: str | None = None, state: GameState | None = None) -> None:
        """Give the slot board the confirmed slots and the mode, and redraw it
        (``chosen``: the slot the turn has picked, if any; ``state``: the state
        whose slots are tappable, the game's by default)."""
        state = self.controller.state if state is None else state
        boards = self._library().boards
        checked = frozenset(s.id for s in board_slots(state) if boards.colour_checked(s.id))
        self.slots.set_checking(self.check.isChecked(), checked)
        self.slots.show_state(state, chosen)

    def _toggled(self, on: bool) -> None:
        self.hint.setVisible(on)
        self.check.setText(
            self.tr("Done checking the colours") if on else self.tr("Check the slot colours")
        )
        self.refresh()

    def colour_checked(self, slot: str, colour: str) -> None:
        """Save the colour the table read on ``slot``; correct this game if it differs."""
        entry = SlotColourEntry.model_validate(
            {"slot": slot, "colour": colour, "provenance": CHECKED_AT_TABLE, "confirmed": True}
        )
        save_rows(self, [slot_colour_row(entry)], game=self.controller.game)
        if slot_colour(self.controller.state, slot) != entry.colour:
            self.controller.execute(SetSlotColour(slot=slot, colour=entry.colour))
        self.refresh()

    def open_editor(self) -> None:
        """The board editor on the board of the player shown."""
        from ui.games.underwater_cities.board_editor import BoardEditor

        editor = BoardEditor(self, self.board_shown(), self._library(), in_game=True)
        editor.setModal(True)
        editor.fit_to_screen()
        editor.show()
        self.opened = editor
