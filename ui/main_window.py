"""The main window: a read-only overview of one game of Underwater Cities.

A banner says what happens now (the engine's words), and a panel per player
shows their points, cards in hand and resources. The window only reads engine
snapshots; every change will go through ``Session.execute`` elsewhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from companion.games.underwater_cities.describe import banner
from companion.games.underwater_cities.model import RESOURCE_NAMES

if TYPE_CHECKING:
    from companion.core import Session
    from companion.games.underwater_cities.state import GameState, PlayerState

# Swatches for the colours players choose; unknown names get a neutral grey.
# The colour is never shown alone: its name is always written beside it.
PLAYER_COLOURS: dict[str, str] = {
    "orange": "#e8842c",
    "purple": "#7b4fa8",
    "blue": "#2f6fb5",
    "green": "#3c9a4a",
    "red": "#c8393b",
    "yellow": "#e3c331",
    "black": "#333333",
    "white": "#f2f2f2",
    "grey": "#8a8a8a",
    "gray": "#8a8a8a",
    "pink": "#e07ab0",
    "teal": "#2a9d8f",
}
NEUTRAL = "#8a8a8a"

STYLE = """
QWidget#overview { background: #eef3f6; }
QFrame#banner { background: #0f3b57; border-radius: 8px; }
QFrame#banner QLabel { color: white; }
QFrame#player-panel { background: white; border: 3px solid #c5d3dc; border-radius: 8px; }
QFrame#player-panel[current="true"] { border-color: #0f3b57; }
QLabel#swatch { border: 1px solid #333; border-radius: 4px; font-weight: bold; }
QLabel#now-playing { color: #0f3b57; font-weight: bold; }
"""


def _font(size: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSize(size)
    font.setBold(bold)
    return font


def _text_on(hex_colour: str) -> str:
    """Black or white, whichever reads better on ``hex_colour``."""
    red, green, blue = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return "#000000" if 0.299 * red + 0.587 * green + 0.114 * blue > 150 else "#ffffff"


class PlayerPanel(QFrame):
    """One player's name and colour, points, cards in hand and resources."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.setObjectName("player-panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(8)

        header = QHBoxLayout()
        self.swatch = QLabel(self)
        self.swatch.setObjectName("swatch")
        self.swatch.setFixedSize(36, 36)
        self.swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.swatch.setFont(_font(14, bold=True))
        self.name = QLabel(self)
        self.name.setObjectName("name")
        self.name.setFont(_font(18, bold=True))
        header.addWidget(self.swatch)
        header.addWidget(self.name, 1)
        layout.addLayout(header)

        self.colour_name = QLabel(self)
        self.colour_name.setObjectName("colour-name")
        self.now_playing = QLabel(self.tr("▶ Now playing"), self)
        self.now_playing.setObjectName("now-playing")
        self.now_playing.setFont(_font(13))
        keep_place = self.now_playing.sizePolicy()
        keep_place.setRetainSizeWhenHidden(True)  # panels stay aligned with each other
        self.now_playing.setSizePolicy(keep_place)
        self.colour_name.setFont(_font(12))
        layout.addWidget(self.colour_name)
        layout.addWidget(self.now_playing)

        self.points = QLabel(self)
        self.points.setObjectName("points")
        self.points.setFont(_font(22, bold=True))
        self.hand = QLabel(self)
        self.hand.setObjectName("hand")
        self.hand.setFont(_font(13))
        layout.addWidget(self.points)
        layout.addWidget(self.hand)

        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        self.resource_values: dict[str, QLabel] = {}
        labels = {
            "credits": self.tr("Credits"),
            "kelp": self.tr("Kelp"),
            "steelplast": self.tr("Steelplast"),
            "science": self.tr("Science"),
            "biomatter": self.tr("Biomatter"),
        }
        for row, resource in enumerate(RESOURCE_NAMES):
            label = QLabel(labels.get(resource, resource.title()), self)
            label.setFont(_font(13))
            value = QLabel(self)
            value.setObjectName(f"resource-{resource}")
            value.setFont(_font(13, bold=True))
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(label, row, 0)
            grid.addWidget(value, row, 1)
            self.resource_values[resource] = value
        layout.addLayout(grid)

    def show_player(self, player: PlayerState, current: bool) -> None:
        """Show ``player``; ``current`` marks the one whose turn it is."""
        colour = player.colour.strip().lower()
        swatch = PLAYER_COLOURS.get(colour, NEUTRAL)
        self.swatch.setStyleSheet(f"background: {swatch}; color: {_text_on(swatch)};")
        self.swatch.setText(colour[:1].upper() or "?")
        self.swatch.setToolTip(player.colour)
        self.name.setText(player.name)
        self.colour_name.setText(self.tr("Colour: {0}").format(player.colour))
        points = self.tr("1 point") if player.points == 1 else self.tr("{0} points")
        self.points.setText(points.format(player.points))
        self.hand.setText(
            self.tr("Cards in hand: {0} (limit {1})").format(player.hand, player.hand_limit)
        )
        for resource, label in self.resource_values.items():
            label.setText(str(getattr(player.resources, resource)))
        self.now_playing.setVisible(current)
        self.setProperty("current", "true" if current else "false")
        self.style().unpolish(self)
        self.style().polish(self)
        self.setAccessibleName(
            self.tr("{0} ({1}): {2} points").format(player.name, player.colour, player.points)
        )


class MainWindow(QMainWindow):
    """The game overview: a title, the engine's banner and a panel per player."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Underwater Cities — Board-game companion"))
        self.resize(1100, 520)

        central = QWidget(self)
        central.setObjectName("overview")
        central.setStyleSheet(STYLE)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(16, 16, 16, 16)
        layout.setSpacing(14)

        bar = QFrame(central)
        bar.setObjectName("banner")
        bar_layout = QVBoxLayout(bar)
        bar_layout.setContentsMargins(18, 12, 18, 14)
        self.title = QLabel(self.tr("Underwater Cities"), bar)
        self.title.setObjectName("title")
        self.title.setFont(_font(22, bold=True))
        self.banner = QLabel(bar)
        self.banner.setObjectName("banner-text")
        self.banner.setFont(_font(16))
        self.banner.setWordWrap(True)
        self.banner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bar_layout.addWidget(self.title)
        bar_layout.addWidget(self.banner)
        layout.addWidget(bar)

        self.players_grid = QGridLayout()
        self.players_grid.setSpacing(14)
        layout.addLayout(self.players_grid)
        layout.addStretch(1)
        self.panels: list[PlayerPanel] = []
        self.setCentralWidget(central)
        self.show_state(session.state)

    def show_state(self, state: GameState) -> None:
        """Redraw the overview from an engine snapshot."""
        self.banner.setText(banner(state))
        while len(self.panels) < len(state.players):
            self.panels.append(PlayerPanel(len(self.panels), self.centralWidget()))
        while len(self.panels) > len(state.players):
            self.panels.pop().deleteLater()
        columns = len(state.players) if len(state.players) <= 4 else 3
        current = state.current_player
        for index, (panel, player) in enumerate(zip(self.panels, state.players, strict=True)):
            self.players_grid.addWidget(panel, index // columns, index % columns)
            panel.show_player(player, current=index == current)
