"""The strip under the banner while a past tap is fixed at the table, and the
"Undo turn" tool.

While the controller is fixing tap *n* (:meth:`~ui.controller.GameController.begin_fix`)
the table shows the game just before it; the strip says so, offers "Edit
fields…" (the tap's form, for taps the table cannot tap again, such as
corrections) and Cancel. Esc cancels too: the table's Esc first drops a pending
choice, and an Esc with nothing pending cancels the fix. After the fix the strip
says which later taps are now in conflict, until the next tap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from ui import theme
from ui.controller import Change, GameController
from ui.games.underwater_cities.table.tap_words import command_words
from ui.games.underwater_cities.table.turn_flow import Pending, TurnFlow
from ui.i18n import translate
from ui.widgets.buttons import FocusQuietToolButton

if TYPE_CHECKING:
    from companion.store import LogEntry


class FixStrip(QFrame):
    """What is being fixed, and how to leave; hidden while playing on."""

    def __init__(self, controller: GameController, flow: TurnFlow, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("fix-strip")
        self.controller = controller
        self.flow = flow
        self._idle = True
        """No choice was pending at the last Esc-able moment (an Esc now cancels)."""
        self._note = False
        """The strip shows the result of a fix (gone at the next tap)."""
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 6, 8, 6)
        self.text = QLabel(self)
        self.text.setObjectName("fix-strip-text")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.text.setFont(theme.font(13, bold=True))
        row.addWidget(self.text, 1)
        self.fields = QPushButton(self.tr("Edit fields…"), parent=self)
        self.fields.setObjectName("fix-fields")
        self.fields.setToolTip(self.tr("Change the tap's details in a form instead"))
        self.cancel = QPushButton(self.tr("Cancel (Esc)"), parent=self)
        self.cancel.setObjectName("fix-cancel")
        for button in (self.fields, self.cancel):
            button.setMinimumHeight(44)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(button)
        self.fields.clicked.connect(self._edit_fields)
        self.cancel.clicked.connect(self._cancel)
        controller.fixing_changed.connect(lambda _: self._show())
        controller.fixed.connect(self._fixed)
        controller.changed.connect(self._game_changed)
        flow.changed.connect(self._flow_changed)
        self._style()
        self.hide()

    def _style(self) -> None:
        t = theme.current()
        self.setStyleSheet(
            f"QFrame#fix-strip {{ background: {t.highlight}; border-radius: 8px; }}"
            f" QFrame#fix-strip QLabel {{ color: #16222b; background: transparent; }}"
        )

    def _entry(self, seq: int) -> LogEntry | None:
        return next(iter(self.controller.log(seq - 1, seq + 1)), None)  # that tap alone

    def _show(self) -> None:
        seq = self.controller.fixing
        self._note = False
        if seq is None:
            self.hide()
            return
        entry = self._entry(seq)
        said = command_words(entry.command, self.controller.state) if entry else ""
        self.text.setText(
            self.tr("Fixing tap {0}: {1} — tap what really happened; Esc cancels").format(seq, said)
        )
        self.fields.show()
        self.cancel.setText(self.tr("Cancel (Esc)"))
        self._style()
        self.show()
        table = self.parentWidget()
        if table is not None:  # from the History: the table's keys (Esc) work at once
            table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fixed(self, seq: int, conflicts: list[LogEntry]) -> None:
        if conflicts:
            text = self.tr(
                "Tap {0} fixed. ⚠ Taps now in conflict: {1}. Fix or delete each one in the History."
            ).format(seq, ", ".join(str(c.seq) for c in conflicts))
        else:
            text = self.tr("Tap {0} fixed; every later tap still holds.").format(seq)
        self.text.setText(text)
        self.fields.hide()
        self.cancel.setText(self.tr("OK"))
        self._note = True
        self.show()

    def _game_changed(self, change: Change) -> None:
        self._idle = True
        if self._note:  # the fix's own change comes before its note: this is a later tap
            self._note = False
            self.hide()

    def _flow_changed(self) -> None:
        idle = self.flow.pending == Pending()
        if idle and self._idle and self.controller.fixing is not None:
            self.controller.cancel_fix()  # an Esc with nothing pending
        self._idle = idle

    def _cancel(self) -> None:
        if self.controller.fixing is not None:
            self.controller.cancel_fix()
        else:
            self._note = False
            self.hide()

    def _edit_fields(self) -> None:
        seq = self.controller.fixing
        entry = self._entry(seq) if seq is not None else None
        if entry is None or seq is None:
            return
        from ui.games.underwater_cities.table.fix_dialog import FixDialog  # not at start

        dialog = FixDialog(entry, self.controller.state, self)
        dialog.fixed.connect(lambda command: self.controller.fix(seq, command))
        dialog.open()


def undo_turn_button(controller: GameController, parent: QWidget) -> QToolButton:
    """A banner tool: take back the whole turn so far (or the previous turn)."""
    button = FocusQuietToolButton(parent)
    button.setObjectName("undo-turn")
    button.setText(translate("table", "Undo turn"))
    button.setToolTip(
        translate(
            "table",
            "Take back every tap of this turn (with none yet: the previous turn); "
            "Redo plays them again one by one",
        )
    )
    button.clicked.connect(controller.undo_turn)

    def refresh(_: object = None) -> None:
        button.setEnabled(controller.can_undo)

    controller.changed.connect(refresh)
    refresh()
    return button
