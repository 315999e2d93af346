"""Lines the engine cannot compute (a card or tile whose effect the library lacks,
a table-resolved card): the table enters what it gave, skips it, or teaches the
effect for good. Production and final scoring show one :class:`SettleLine` per
open line on the same screen; their apply buttons wait until every line is
settled or skipped.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.games.underwater_cities.commands import ScoreSettlement, Settlement
from companion.games.underwater_cities.library import CardEntry, CardLibrary
from companion.games.underwater_cities.model import RESOURCE_NAMES, Resources
from companion.games.underwater_cities.production import Unsettled
from companion.games.underwater_cities.state import GameState
from ui.games.underwater_cities import words
from ui.games.underwater_cities.effect_editor import TALL, Amounts, EffectEditor
from ui.games.underwater_cities.game_id import GAME_ID
from ui.messages import sentence
from ui.widgets.buttons import QuietButton

Teach = Callable[[CardEntry], None]
"""Save a taught entry (the owner saves its row and recomputes)."""


class SettleLine(QWidget):
    """One open line: "card 96: + __ kelp, + __ points", skip, teach for good."""

    changed = Signal()

    def __init__(
        self,
        line: Unsettled,
        parent: QWidget,
        *,
        points_only: bool = False,
        teach: Callable[[Unsettled], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.line = line
        self.setObjectName(f"settle-{line.key}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setSpacing(4)
        self.label = QLabel(
            self.tr("{0}: what did it give?").format(words.say(line.label))
            if not points_only
            else self.tr("{0}: what did it score?").format(words.say(line.label)),
            self,
        )
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setObjectName("warning")
        self.amounts = Amounts(self, f"settle-{line.key}")
        self.amounts.changed.connect(self._changed)
        row = QHBoxLayout()
        self.paid: Amounts | None = None
        if points_only:  # one row: "card 88: what did it score? [+ 3 points] [skip]"
            for name in RESOURCE_NAMES:
                self.amounts.spins[name].hide()
            row.addWidget(self.label, 1)
            row.addWidget(self.amounts)
            self.converts = QPushButton(self.tr("It paid resources…"), self)
            self.converts.setObjectName("settle-paid")
            self.converts.setCheckable(True)
            self.converts.setMinimumHeight(TALL)
            row.addWidget(self.converts)
            self.paid = Amounts(self, f"settle-{line.key}-paid")
            self.paid.spins["points"].hide()
            for spin in self.paid.spins.values():
                spin.setPrefix("−")
            self.paid.changed.connect(self._changed)
            self.paid.hide()
            self.converts.toggled.connect(self.paid.setVisible)
        else:
            layout.addWidget(self.label)
            layout.addWidget(self.amounts)
        # not repainted at its release: the tap's paint shows it checked (issue #13)
        self.skip = QuietButton(self.tr("Skip: it gave nothing"), self)
        self.skip.setObjectName("settle-skip")
        self.skip.setCheckable(True)
        self.skip.setMinimumHeight(TALL)
        self.skip.toggled.connect(self._changed)
        row.addWidget(self.skip)
        self.teach = QPushButton(self.tr("Teach the effect for good…"), self)
        self.teach.setObjectName("settle-teach")
        self.teach.setMinimumHeight(TALL)
        self.teach.setVisible(teach is not None and line.card is not None)
        if teach is not None:
            self.teach.clicked.connect(lambda: teach(line))
        row.addWidget(self.teach)
        if not points_only:
            row.addStretch(1)
        self.status = QLabel(self)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        row.addWidget(self.status)
        layout.addLayout(row)
        if self.paid is not None:  # what a conversion paid, below its row
            layout.addWidget(self.paid)
        self._changed()

    def _changed(self) -> None:
        skipped = self.skip.isChecked()
        self.amounts.setEnabled(not skipped)
        self.status.setText(
            self.tr("skipped")
            if skipped
            else (self.tr("settled") if self.settled() else self.tr("not settled yet"))
        )
        self.changed.emit()

    def _resources(self) -> Resources:
        return Resources(**self.amounts.resources())

    def settled(self) -> bool:
        """True once the table entered an amount or skipped the line."""
        return self.skip.isChecked() or bool(
            self.amounts.get("points") or not self._resources().is_zero()
        )

    def settlement(self) -> Settlement | None:
        """What the table entered (None: nothing yet)."""
        if self.skip.isChecked():
            return Settlement(skip=True)
        if not self.settled():
            return None
        return Settlement(resources=self._resources(), points=self.amounts.get("points"))

    def score_settlement(self) -> ScoreSettlement | None:
        """The points the table entered for a final-scoring line (None: nothing yet)."""
        if self.skip.isChecked():
            return ScoreSettlement(skip=True)
        points = self.amounts.get("points")
        paid = self.paid.resources() if self.paid is not None else {}
        return ScoreSettlement(points=points, spent=Resources(**paid)) if points else None


class TeachDialog(QDialog):
    """Teach a card's effect for good (the same editor as the card-entry step)."""

    def __init__(
        self,
        parent: QWidget,
        library: CardLibrary,
        line: Unsettled,
        state: GameState,
        player: int,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Teach {0}").format(words.say(line.label)))
        self.setObjectName("teach-dialog")
        self.library = library
        self.line = line
        layout = QVBoxLayout(self)
        deck, _, number = (line.card or "era:0").partition(":")
        known = next((c for c in library.cards() if c.key == line.card), None)
        self.identity = (
            known.model_dump(include={"deck", "number", "colour", "special_cost", "text"})
            if known is not None
            else {"deck": deck, "number": int(number) if number.isdigit() else None}
        )
        self.name = QLineEdit(self)
        self.name.setObjectName("teach-name")
        self.name.setMinimumHeight(TALL)
        self.name.setPlaceholderText(self.tr("name as printed"))
        if known is not None:
            self.name.setText(known.name)
        layout.addWidget(self.name)
        self.editor = EffectEditor(self, context=lambda: (state, player))
        if known is not None:
            self.editor.load(known)
        layout.addWidget(self.editor)
        self.problem = QLabel(self)
        self.problem.setObjectName("error")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        row = QHBoxLayout()
        cancel = QPushButton(self.tr("Cancel"), self)
        cancel.setMinimumHeight(TALL)
        cancel.clicked.connect(self.reject)
        save = QPushButton(self.tr("Save the effect"), self)
        save.setObjectName("teach-save")
        save.setProperty("role", "primary")
        save.setMinimumHeight(TALL)
        save.clicked.connect(self._save)
        row.addWidget(cancel)
        row.addStretch(1)
        row.addWidget(save)
        layout.addLayout(row)
        self.entry: CardEntry | None = None

    def _save(self) -> None:
        try:
            entry = self.editor.entry(**self.identity, name=self.name.text().strip() or "?")
            self.library.card_row(entry, replace=True)
        except ValueError as error:
            self.problem.setText("⚠ " + str(error))
            return
        except CompanionError as error:
            self.problem.setText("⚠ " + sentence(error, game=GAME_ID))
            return
        self.entry = entry
        self.accept()
