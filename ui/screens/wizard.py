"""The new-game wizard's first page: which game to set up (also: which game's library).

Shown only when more than one game has a user interface (:func:`ui.game_ui.game_uis`);
then the chosen game's own pages follow (its :meth:`~ui.game_ui.GameUI.setup_pages`),
and the game is created as the chosen one.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ui import theme
from ui.game_ui import GameUI


class GameChooser(QWidget):
    """One button per game; emits the chosen game's id."""

    chosen = Signal(str)
    cancelled = Signal()

    def __init__(
        self, games: list[GameUI], parent: QWidget | None = None, title: str | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        heading = QLabel(title or self.tr("New game: which game?"), self)
        heading.setFont(theme.font(22, bold=True))
        layout.addWidget(heading)
        self.buttons: dict[str, QPushButton] = {}
        for game in games:
            button = QPushButton(game.title(), self)
            button.setObjectName(f"game-{game.game_id}")
            button.setMinimumHeight(56)
            button.setFont(theme.font(15, bold=True))
            button.clicked.connect(lambda _=False, game_id=game.game_id: self.chosen.emit(game_id))
            layout.addWidget(button)
            self.buttons[game.game_id] = button
        layout.addStretch(1)
        row = QHBoxLayout()
        cancel = QPushButton(self.tr("Cancel"), self)
        cancel.setObjectName("wizard-cancel")
        cancel.setMinimumHeight(44)
        cancel.clicked.connect(self.cancelled)
        row.addWidget(cancel)
        row.addStretch(1)
        layout.addLayout(row)
