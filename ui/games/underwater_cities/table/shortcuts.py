"""Keyboard shortcuts for the common turn, active while the table is shown, wherever
the focus is in its window (the History dock included); a text field or spin box
with the focus keeps its digits and letters. Each says what it does (``whatsThis``),
which the keyboard-shortcuts sheet lists.

- a slot's number (1–15; a lone 1 waits a moment for a second digit), A for
  the always-available slot;
- G, R, Y: the played card's colour; on a match, 1–5 its type;
- C: resolve the played card; F: finish the effect; D: discard down to the limit;
- E: end the turn; P: apply production; Esc: cancel the pending choice.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut

from companion.games.underwater_cities.slots import ALWAYS
from ui.games.underwater_cities.table.screen import TableScreen

DIGIT_WAIT_MS = 450
"""How long a lone digit waits for a second one (slot 1 or slots 10–15)."""


class SlotKeys(QObject):
    """Typed digits → a slot number."""

    def __init__(self, table: TableScreen) -> None:
        super().__init__(table)
        self.table = table
        self.typed = ""
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DIGIT_WAIT_MS)
        self.timer.timeout.connect(self.commit)

    def digit(self, digit: str) -> None:
        """A digit key: a card type while the card's details are asked, else a slot."""
        turn = self.table.turn
        if turn.details_shown() and not self.typed:
            turn.choose_type(int(digit) - 1)
            return
        self.typed += digit
        count = len(self.table.slots.buttons) - 1
        if int(self.typed) * 10 > count or len(self.typed) == 2:
            self.timer.stop()
            self.commit()
        else:
            self.timer.start()

    def said(self) -> dict[str, str]:
        """What each key does, in the table's words (the shortcuts sheet lists them)."""
        return {
            "digit": self.tr(
                "Choose the slot with that number (1–15); on a match, the card's type (1–5)"
            ),
            "A": self.tr("The always-available slot"),
            "G": self.tr("The played card is green"),
            "R": self.tr("The played card is red"),
            "Y": self.tr("The played card is yellow"),
            "C": self.tr("Resolve the played card"),
            "F": self.tr("Finish the effect"),
            "D": self.tr("Discard down to the hand limit"),
            "E": self.tr("End the turn"),
            "P": self.tr("Apply production"),
            "Esc": self.tr("Cancel the pending choice"),
        }

    def commit(self) -> None:
        """Choose the slot with the typed number."""
        number, self.typed = self.typed, ""
        if not number:
            return
        for button in self.table.slots.buttons.values():
            if button.number == int(number) and button.isEnabled():
                button.click()
                return


def install_turn_shortcuts(table: TableScreen) -> list[QShortcut]:
    """Attach the turn's shortcuts to ``table``."""
    shortcuts: list[QShortcut] = []
    keys = SlotKeys(table)
    turn = table.turn

    def add(key: str, slot: object, what: str) -> None:
        shortcut = QShortcut(QKeySequence(key), table)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.setWhatsThis(what)
        shortcut.activated.connect(slot)
        shortcuts.append(shortcut)

    said = keys.said()
    for digit in "0123456789":
        add(digit, lambda d=digit: keys.digit(d), said["digit"])
    add("A", lambda: table.slots.buttons[ALWAYS].click(), said["A"])
    for letter, colour in (("G", "green"), ("R", "red"), ("Y", "yellow")):
        add(letter, lambda c=colour: turn.choose_colour(c), said[letter])
    add("C", lambda: turn.press("resolve-paid") or turn.press("resolve"), said["C"])
    add("F", lambda: turn.press("finish"), said["F"])
    add("D", lambda: turn.press("discard"), said["D"])
    add("E", turn.end, said["E"])
    add(
        "P",
        lambda: (
            table.production.apply.click()
            if table.built("production") and table.production.isVisible()
            else None
        ),
        said["P"],
    )
    add("Esc", table.flow.cancel, said["Esc"])
    return shortcuts
