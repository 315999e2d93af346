"""Fixing a past tap by its fields in a form (for taps the table cannot tap again,
such as corrections); the store replays everything after it."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from companion.core.errors import CompanionError
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.state import GameState
from companion.store import LogEntry
from ui.games.underwater_cities.table.command_form import CommandForm
from ui.games.underwater_cities.table.tap_words import command_words
from ui.messages import sentence


class FixDialog(QDialog):
    """Change the fields of one past tap; emits the corrected, typed command."""

    fixed = Signal(object)

    def __init__(self, entry: LogEntry, state: GameState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fix-dialog")
        self.setWindowTitle(self.tr("Fix tap {0}").format(entry.seq))
        layout = QVBoxLayout(self)
        said = QLabel(
            self.tr("Tap {0} says: {1}").format(entry.seq, command_words(entry.command, state)),
            self,
        )
        said.setWordWrap(True)
        layout.addWidget(said)
        note = QLabel(
            self.tr(
                "Change what was wrong. Every later tap is checked again; any that became "
                "illegal is kept as a conflict for you to fix or delete."
            ),
            self,
        )
        note.setWordWrap(True)
        note.setObjectName("muted")
        layout.addWidget(note)
        holder = QWidget(self)
        self.form = CommandForm(entry.command, holder, state)
        layout.addWidget(holder)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setObjectName("fix-ok")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _accept(self) -> None:
        try:
            command = RULESET.parse_command(self.form.values())
        except CompanionError as error:  # a field the form cannot hold as it is
            self.error.setText("⚠ " + sentence(error, game=RULESET.game_id))
            self.error.show()
            return
        self.fixed.emit(command)
        self.accept()
