"""Teaching mode chosen on the setup pages: the game's switch, one switch per player
(all on to start), and the setup guide for the chosen player count."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from companion.games.otys.teaching import TEACHER
from companion.teaching import TeachingSettings
from ui.games.otys.teaching.guide_panel import setup_html
from ui.i18n import translate

MAX_PLAYERS = 4


class TeachingChoice(QWidget):
    """The teaching switches of a new game; :attr:`steps` shows the setup guide."""

    def __init__(
        self,
        names: Callable[[], list[str]],
        edits: Sequence[QLineEdit],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.names = names
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.enabled = QCheckBox(
            translate(
                "otys",
                "Teaching mode: a guide through setup and every turn, and short lessons "
                "when a player first meets a rule",
            ),
            self,
        )
        self.enabled.setObjectName("teaching")
        self.enabled.setMinimumHeight(40)
        layout.addWidget(self.enabled)
        row = QHBoxLayout()
        self.learners = [QCheckBox(self) for _ in range(MAX_PLAYERS)]
        for seat, box in enumerate(self.learners):
            box.setObjectName(f"learner-{seat}")
            box.setMinimumHeight(40)
            row.addWidget(box)
        row.addStretch(1)
        layout.addLayout(row)
        self.text = QLabel(self)
        self.text.setObjectName("setup-guide")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.steps = QScrollArea()
        """The setup guide (shown while teaching is on), for the checklist page."""
        self.steps.setWidgetResizable(True)
        self.steps.setFrameShape(QFrame.Shape.NoFrame)
        self.steps.setWidget(self.text)
        self.enabled.toggled.connect(self._switched)
        self._names: list[str] = []
        self._switched(False)
        for edit in edits:
            edit.textChanged.connect(lambda _: self.refresh())

    def _switched(self, on: bool) -> None:
        for box in self.learners:
            box.setEnabled(on)
            box.setChecked(on)
        self.steps.setVisible(on)

    def refresh(self) -> None:
        """Follow the players' names and count (their switches, the setup guide)."""
        names = self._names = self.names()
        for seat, box in enumerate(self.learners):
            box.setVisible(seat < len(names))
            if seat < len(names):
                box.setText(translate("otys", "Teach {0}").format(names[seat].replace("&", "&&")))
        self.text.setText(setup_html(TEACHER.catalog(), TEACHER.setup_guide(len(names))))

    def settings(self) -> TeachingSettings:
        """Teaching mode as chosen: the game's switch and each player's."""
        chosen = TeachingSettings(enabled=self.enabled.isChecked())
        if not chosen.enabled:
            return chosen
        for name, box in zip(self._names, self.learners, strict=False):
            chosen = chosen.with_player(name, box.isChecked())
        return chosen
