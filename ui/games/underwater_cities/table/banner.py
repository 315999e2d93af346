"""The banner: what happens now, readable from across the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.games.underwater_cities.rounds import PRODUCTION_ROUNDS, ROUNDS
from companion.games.underwater_cities.state import GameState
from ui import theme
from ui.games.underwater_cities import words

FONT_SIZES = (16, 15, 14, 13, 12, 11)
"""The second line's font sizes, tried in turn until its text fits two lines."""
CLOCK_SIZES = (20, 18, 16, 14, 12)
"""The first line's font sizes, tried in turn until it fits its line."""
TOOLS_PER_ROW = 4


class Banner(QFrame):
    """Round and era on the first line; whose turn and what they must do first below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        row = QHBoxLayout(self)
        row.setContentsMargins(18, 10, 12, 10)
        text = QVBoxLayout()
        text.setSpacing(2)
        self.clock = QLabel(self)
        self.clock.setObjectName("banner-clock")
        self.clock.setFont(theme.font(20, bold=True))
        self.clock.setMinimumWidth(0)
        shrinks = self.clock.sizePolicy()
        shrinks.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
        self.clock.setSizePolicy(shrinks)
        self.now = QLabel(self)
        self.now.setObjectName("banner-text")
        self.now.setFont(theme.font(16))
        self.now.setWordWrap(True)
        self.now.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        text.addWidget(self.clock)
        text.addWidget(self.now)
        # Room for the clock and two lines of text, always: a banner whose height
        # followed its text would move (and repaint) the whole table at every tap.
        self.room = 2 * self.now.fontMetrics().lineSpacing()
        lines = self.clock.fontMetrics().lineSpacing() + self.room
        self.setFixedHeight(lines + 2 + 20 + 6)
        row.addLayout(text, 1)
        self.tools = QGridLayout()
        self.tools.setSpacing(6)
        row.addLayout(self.tools)
        self.tool_count = 0

    def add_tool(self, button: QToolButton) -> None:
        """Put a button (undo, redo, history...) at the banner's right end, in two rows
        (so that longer translations leave the text its room)."""
        button.setParent(self)
        button.setFont(theme.font(12))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        row, column = divmod(self.tool_count, TOOLS_PER_ROW)
        self.tools.addWidget(button, row, column)
        self.tool_count += 1

    def text(self) -> str:
        """Both lines as one sentence (for tests and screen readers)."""
        return f"{self.clock.text()} · {self.now.text()}"

    def show_state(self, state: GameState) -> None:
        """Say what happens now."""
        clock = self.tr("Round {0} of {1} · Era {2}").format(
            state.round, ROUNDS, words.era(state.era)
        )
        if state.phase == "play" and state.round in PRODUCTION_ROUNDS:
            clock += self.tr(" · production after this round")
        self.clock.setText(clock)
        self.now.setText(self.what_now(state))
        self.setAccessibleName(self.text())
        self._fit()

    def _fit(self) -> None:
        """Smaller fonts when the round does not fit its line, or the second line would
        need a third (long translations)."""
        width = self.now.width()
        if width <= 0:
            return
        for size in CLOCK_SIZES:
            font = theme.font(size, bold=True)
            if self.clock.font() != font:
                self.clock.setFont(font)
            if self.clock.sizeHint().width() <= self.clock.width():
                break
        for size in FONT_SIZES:
            font = theme.font(size)
            if self.now.font() != font:
                self.now.setFont(font)
            if self.now.heightForWidth(width) <= self.room:
                return

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fit the text to the new width."""
        super().resizeEvent(event)
        self._fit()

    def what_now(self, state: GameState) -> str:
        """The second line: whose turn and the first thing to do."""
        if state.phase == "finished":
            return self.tr("Game over: final scoring")
        if state.phase == "production":
            return self.tr("Production after round {0}: check the breakdown, then apply it").format(
                state.round
            )
        if state.phase == "era_keep":
            over = [p.name for p in state.players if p.hand > p.hand_limit]
            return self.tr("Era {0} begins: {1} keep cards down to the hand limit").format(
                words.era(state.era), ", ".join(over)
            )
        turn = state.turn
        if turn is None:
            return ""
        player = state.players[turn.player]
        whose = self.tr("{0}'s {1} turn").format(player.name, words.ordinal(turn.number))
        return f"{whose}: {self._first_thing(state)}"

    def _first_thing(self, state: GameState) -> str:
        turn = state.turn
        assert turn is not None
        player = state.players[turn.player]
        if state.solo_extra_blocker == "?":
            return self.tr("reveal the top era card to place the 4th blocking tile")
        if turn.slot is None:
            if player.hand > player.hand_limit:
                return self.tr("discard down to {0}, then choose a slot").format(player.hand_limit)
            return self.tr("choose a slot and play a card")
        if turn.pending_action_discard:
            return self.tr("discard one action card (limit of four)")
        if turn.stack:
            return self.tr("resolve {0}").format(words.say(turn.stack[-1].label))
        if not turn.slot_done:
            if turn.matched and not turn.card_done:
                return self.tr("resolve the slot's action and the played card, in either order")
            return self.tr("resolve the slot's action")
        if turn.matched and not turn.card_done:
            return self.tr("resolve the played card, or end the turn")
        return self.tr("end the turn")
