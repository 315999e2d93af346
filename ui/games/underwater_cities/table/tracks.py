"""The play-order track and the Federation track (stacks visible), plus the supply."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from companion.games.underwater_cities.federation import SPACE_BONUS
from companion.games.underwater_cities.state import Federation, GameState
from ui import theme
from ui.games.underwater_cities import words
from ui.games.underwater_cities.chips import player_chip
from ui.widgets.measured import MeasuredLabel


class Tracks(QWidget):
    """Play order (this round), the Federation spaces 4 → 1 with stacked markers, supply."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        order_row = QHBoxLayout()
        title = MeasuredLabel(self.tr("Play order"), self)
        title.setFont(theme.font(11, bold=True))
        title.setMinimumWidth(110)
        order_row.addWidget(title)
        self.order = QHBoxLayout()
        order_row.addLayout(self.order)
        layout.addLayout(order_row)

        federation = QGridLayout()
        federation.setHorizontalSpacing(8)
        # the wrapped labels keep their heights: a turn's new order lays the tracks out
        heading = MeasuredLabel(self.tr("Federation\n(stacks: top first)"), self)
        heading.setFont(theme.font(11, bold=True))
        federation.addWidget(heading, 0, 0)
        self.spaces: dict[int, QHBoxLayout] = {}
        names = {0: self.tr("start"), 4: "4", 3: "3", 2: "2", 1: "1"}
        for column, space in enumerate((0, 4, 3, 2, 1), start=1):
            label = QLabel(names[space], self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setFont(theme.font(11, bold=True))
            federation.addWidget(label, 0, column)
            bonus = MeasuredLabel(self._bonus(space), self)
            bonus.setObjectName("muted")
            bonus.setAlignment(Qt.AlignmentFlag.AlignCenter)
            bonus.setFont(theme.font(8))
            federation.addWidget(bonus, 1, column)
            stack = QHBoxLayout()
            stack.setSpacing(2)
            stack.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
            federation.addLayout(stack, 2, column)
            self.spaces[space] = stack
        layout.addLayout(federation)
        self._shown: tuple[object, ...] = ()
        self._marked: tuple[object, ...] = ()
        """The Federation track and the marker chips it was last shown with."""
        self.order_chips: list[QLabel] = []
        self.marker_chips: list[QLabel] = []
        self.supply = MeasuredLabel("", self)
        self.supply.setObjectName("muted")
        self.supply.setFont(theme.font(9))
        order_row.addWidget(self.supply, 1)

    def _bonus(self, space: int) -> str:
        if space == 0:
            return self.tr("below 4")
        if space == 1:
            return self.tr("+1 pt a step")
        bonus = SPACE_BONUS[space]
        return "+" + words.bundle(bonus) if not bonus.is_zero() else "—"

    def show_state(self, state: GameState) -> None:
        """Redraw both tracks and the supply (when they changed)."""
        shown = (
            state.final_play_order or state.play_order,
            state.current_player,
            state.federation,
            state.supply,
            tuple((p.name, p.colour) for p in state.players),
        )
        if shown == self._shown:
            return
        self._shown = shown
        if len(self.order_chips) != state.player_count:
            for chip in self.order_chips + self.marker_chips:
                chip.deleteLater()
            self.order_chips = [player_chip(p, self, 30) for p in state.players]
            self.marker_chips = [player_chip(p, self, 22) for p in state.players]
        order = state.final_play_order or state.play_order
        current = state.current_player
        for place, seat in enumerate(order, start=1):
            player = state.players[seat]
            chip = self.order_chips[seat]
            chip.setToolTip(
                self.tr("{0}: {1} in play order").format(player.name, words.ordinal(place))
            )
            chip.setText(("▶" if seat == current else "") + player.name[:1].upper())
            if chip.minimumWidth() != (44 if seat == current else 30):
                chip.setFixedWidth(44 if seat == current else 30)
            if self.order.indexOf(chip) != place - 1:  # moved only when the order changed
                self.order.removeWidget(chip)
                self.order.insertWidget(place - 1, chip)
            chip.show()
        federation = state.federation
        if (federation, self.marker_chips) != self._marked:  # the markers move rarely
            self._marked = (federation, self.marker_chips)
            self._show_markers(federation)
        supply = state.supply
        symbiotic = (
            self.tr("unlimited") if supply.symbiotic_domes is None else str(supply.symbiotic_domes)
        )
        self.supply.setText(
            self.tr("Supply: {0} tunnels, {1} white domes, {2} symbiotic domes").format(
                supply.tunnels, supply.white_domes, symbiotic
            )
        )

    def _show_markers(self, federation: Federation) -> None:
        """The players' markers on the Federation track, the highest on top."""
        by_space: dict[int, list[int]] = {}
        for seat, space in enumerate(federation.space):
            by_space.setdefault(space, []).append(seat)
        for chip in self.marker_chips:
            for stack in self.spaces.values():
                stack.removeWidget(chip)
        for space, seats in by_space.items():
            seats.sort(key=lambda s: -federation.height[s])
            for seat in seats:
                self.spaces[space].addWidget(self.marker_chips[seat])
                self.marker_chips[seat].show()
