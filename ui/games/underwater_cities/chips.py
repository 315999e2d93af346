"""Player chips and button grids used across the screens."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from companion.games.underwater_cities.state import PlayerState
from ui import theme
from ui.games.underwater_cities import words
from ui.widgets.buttons import LONG_TEXT, TARGET, ButtonGrid, ButtonSpec, WrapButton
from ui.widgets.measured import KeptHints

__all__ = [
    "LONG_TEXT",
    "TARGET",
    "ButtonGrid",
    "ButtonSpec",
    "WrapButton",
    "player_chip",
    "style_chip",
]


def player_chip(player: PlayerState, parent: QWidget | None = None, size: int = 28) -> QLabel:
    """A square in the player's colour with their initial (the name is the tooltip)."""
    chip = KeptHints("", parent, wrap=False)  # the play order's mark comes and goes
    chip.setObjectName("swatch")
    chip.setFixedSize(size, size)
    chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
    chip.setFont(theme.font(max(8, size // 3 + 2), bold=True))
    style_chip(chip, player)
    return chip


def style_chip(chip: QLabel, player: PlayerState) -> None:
    """Colour ``chip`` for ``player``."""
    swatch = theme.player_colour(player.colour)
    style = f"background: {swatch}; color: {theme.text_on(swatch)};"
    if chip.styleSheet() != style:
        chip.setStyleSheet(style)
    chip.setText(player.name[:1].upper() or "?")
    chip.setToolTip(f"{player.name} ({words.player_colour(player.colour)})")
