"""The players' panels: reserves, Available and Discarded Resources, cards."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from companion.games.antarctica.state import GameState, PlayerState
from ui import theme
from ui.games.antarctica import words
from ui.games.antarctica.board_view import initial
from ui.i18n import translate


def player_lines(player: PlayerState, state: GameState) -> tuple[str, str]:
    """A player's pieces and cards, in two lines of words."""
    asterisks = sum(state.catalogue.card(c).asterisk for c in player.buildings)
    pieces = translate(
        "antarctica",
        "scientists: personal {0} · common {1} · ships {2} · cubes {3} · discarded {4}",
    ).format(player.personal, player.common, player.ships, player.cubes, player.discarded)
    shipyard = Counter(player.shipyard_cards)
    held = [f"{words.card(kind)} ×{count}" for kind, count in shipyard.items()]
    held += [words.resource_card(card.kind, card.building) for card in player.resource_cards]
    cards = translate("antarctica", "building cards {0} (✱ {1}) · {2}").format(
        len(player.buildings),
        asterisks,
        ", ".join(held) or translate("antarctica", "no cards in hand"),
    )
    return pieces, cards


class PlayersView(QWidget):
    """One small panel per player; the acting player's is outlined."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ant-players")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(4, 4, 4, 4)
        self.grid.setSpacing(4)
        self.chips: list[QLabel] = []
        self.texts: list[QLabel] = []

    def show_state(self, state: GameState, acting: int | None) -> None:
        """Show every player of ``state`` (``acting``: whose step it is)."""
        while len(self.chips) < len(state.players):
            chip = QLabel(self)
            chip.setObjectName("swatch")
            chip.setFixedSize(theme.px(30), theme.px(30))
            chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
            text = QLabel(self)
            text.setWordWrap(True)
            text.setFont(theme.font(11))
            text.setFrameShape(QFrame.Shape.NoFrame)
            row = len(self.chips)
            self.grid.addWidget(chip, row, 0, Qt.AlignmentFlag.AlignTop)
            self.grid.addWidget(text, row, 1)
            self.chips.append(chip)
            self.texts.append(text)
        self.grid.setColumnStretch(1, 1)
        for seat, player in enumerate(state.players):
            swatch = theme.player_colour(player.colour)
            self.chips[seat].setStyleSheet(f"background: {swatch}; color: {theme.text_on(swatch)};")
            self.chips[seat].setText(initial(state, seat))
            self.chips[seat].setToolTip(f"{player.name} ({words.colour(player.colour)})")
            pieces, cards = player_lines(player, state)
            mark = "▶ " if seat == acting else ""
            self.texts[seat].setText(f"{mark}{player.name}: {pieces}\n{cards}")
