"""Teaching mode chosen on the setup pages: the game's switch, one switch per
player (all on to start), and the setup guide for the chosen player count."""

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

from companion.teaching import TeachingSettings
from companion.teaching.registry import Teacher
from ui.i18n import translate
from ui.teaching.guide_panel import setup_html
from ui.teaching.text import TeachingWords

MAX_PLAYERS = 4


class TeachingChoice(QWidget):
    """The teaching switches of a new game; :attr:`steps` shows the setup guide
    (``teacher``'s, in the game's ``words``).

    ``names`` gives the players' names in seat order; typing in ``edits`` (the name
    fields) or calling :meth:`refresh` updates the switches and the guide."""

    def __init__(
        self,
        teacher: Teacher,
        words: TeachingWords,
        names: Callable[[], list[str]],
        edits: Sequence[QLineEdit],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.teacher = teacher
        self.words = words
        self.names = names
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.enabled = QCheckBox(
            translate(
                "teaching_ui",
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
            box.setChecked(on)  # off: nobody is taught; on: everyone, to start
        self.steps.setVisible(on)

    def refresh(self) -> None:
        """Follow the players' names and count (their switches, the setup guide)."""
        names = self._names = self.names()
        for seat, box in enumerate(self.learners):
            box.setVisible(seat < len(names))
            if seat < len(names):
                shown = names[seat].replace("&", "&&")  # a name, not a shortcut
                box.setText(self.words.teach_switch(shown))
        guide = self.teacher.setup_guide(len(names))
        self.text.setText(setup_html(self.words, self.teacher.catalog(), guide))

    def settings(self) -> TeachingSettings:
        """Teaching mode as chosen: the game's switch and each player's."""
        chosen = TeachingSettings(enabled=self.enabled.isChecked())
        if not chosen.enabled:
            return chosen  # the boxes are unticked, not players switched off
        for name, box in zip(self._names, self.learners, strict=False):
            chosen = chosen.with_player(name, box.isChecked())
        return chosen
