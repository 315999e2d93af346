"""Antarctica's table screen: the banner, the board, the research tracks, the
players' panels and the turn panel.

The board and the turn panel are always in view; the tracks and the players share
the space under the board (side by side on a wide screen, as tabs on a small one).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.model import Command
from companion.games.antarctica.data import AREAS
from companion.games.antarctica.ruleset import Change as Touched
from companion.games.antarctica.state import GameState
from ui import theme
from ui.controller import Change, GameController
from ui.games.antarctica import words
from ui.games.antarctica.board_view import BoardView
from ui.games.antarctica.players_view import PlayersView
from ui.games.antarctica.score_track import ScoreTrack
from ui.games.antarctica.teaching.coach import Coach
from ui.games.antarctica.teaching.guide_panel import GuidePanel
from ui.games.antarctica.tracks_view import TracksView
from ui.games.antarctica.turn_panel import TurnPanel, actor
from ui.i18n import translate

WIDE = 1500
"""From this width (px at scale 1) the tracks and players sit side by side."""
TOOLS_PER_ROW = 4
CLOCK_SIZES = (16, 14, 13, 12)
"""The first line's font sizes, tried in turn until it fits its line."""
TEXT_SIZES = (13, 12, 11, 10, 9)
"""The second line's font sizes, tried in turn until it fits two lines."""


class Banner(QFrame):
    """What happens now, readable from across the table; the window's tools at the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 8, 10, 8)
        text = QVBoxLayout()
        text.setSpacing(2)
        self.clock = QLabel(self)
        self.clock.setObjectName("banner-clock")
        self.clock.setFont(theme.font(16, bold=True))
        self.clock.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.now = QLabel(self)
        self.now.setObjectName("banner-text")
        self.now.setFont(theme.font(13))
        self.now.setWordWrap(True)
        self.now.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        text.addWidget(self.clock)
        text.addWidget(self.now)
        self.room = 2 * self.now.fontMetrics().lineSpacing()
        self.setFixedHeight(self.clock.fontMetrics().lineSpacing() + self.room + 24)
        row.addLayout(text, 1)
        self.tools = QGridLayout()
        self.tools.setSpacing(6)
        row.addLayout(self.tools)
        self.tool_count = 0

    def add_tool(self, button: QToolButton) -> None:
        """A window tool at the banner's right end, in rows of four."""
        button.setParent(self)
        button.setFont(theme.font(11))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        row, column = divmod(self.tool_count, TOOLS_PER_ROW)
        self.tools.addWidget(button, row, column)
        self.tool_count += 1

    def text(self) -> str:
        """Both lines as one sentence (tests, screen readers)."""
        return f"{self.clock.text()} · {self.now.text()}"

    def show_state(self, state: GameState) -> None:
        """The sun, the decks, and the next thing to do."""
        left = {d.deck: len(d.hidden) + (d.face_up is not None) for d in state.decks}
        decks = " · ".join(f"{words.deck(deck)} {count}" for deck, count in left.items())
        self.clock.setText(
            translate("antarctica", "☀ {0} · cards: {1}").format(words.area(state.sun), decks)
        )
        self.now.setText(words.say_next(state))
        self.setAccessibleName(self.text())
        self._fit()

    def _fit(self) -> None:
        """Smaller fonts when a line does not fit (long translations): the banner never
        grows, so the table never moves."""
        width = self.now.width()
        if width <= 0:
            return
        for size in CLOCK_SIZES:
            font = theme.font(size, bold=True)
            if self.clock.font() != font:
                self.clock.setFont(font)
            if self.clock.sizeHint().width() <= self.clock.width():
                break
        for size in TEXT_SIZES:
            font = theme.font(size)
            if self.now.font() != font:
                self.now.setFont(font)
            if self.now.heightForWidth(width) <= self.room:
                return

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fit the text to the new width."""
        super().resizeEvent(event)
        self._fit()


class TableScreen(QWidget):
    """The table of one Antarctica game."""

    finished = Signal()
    """The game reached final scoring."""

    def __init__(
        self,
        controller: GameController,
        parent: QWidget | None = None,
        coach: Coach | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        self.banner = Banner(self)
        layout.addWidget(self.banner)
        body = QHBoxLayout()
        layout.addLayout(body, 1)
        left = QVBoxLayout()
        body.addLayout(left, 3)
        self.board = BoardView(self)
        left.addWidget(self.board, 5)
        self.tracks = TracksView(self)
        self.players = PlayersView(self)
        self.score = ScoreTrack(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("ant-tabs")
        self.bottom = QHBoxLayout()
        left.addWidget(self.tabs, 3)
        left.addLayout(self.bottom, 3)
        self.turn = TurnPanel(self)
        self.turn.setMinimumWidth(theme.px(330))
        self.turn.setMaximumWidth(theme.px(520))
        right = QVBoxLayout()
        right.addWidget(self.turn, 1)
        self.guide = GuidePanel(coach, self) if coach is not None else None
        if self.guide is not None:  # teaching mode: lessons and the guide under the turn
            right.setStretchFactor(self.turn, 0)
            right.addWidget(self.guide, 1)
        self.final_button = QPushButton(translate("antarctica", "Final scoring"), self)
        self.final_button.setObjectName("ant-final")
        self.final_button.setProperty("role", "primary")
        self.final_button.setMinimumHeight(44)
        self.final_button.clicked.connect(self.finished)
        right.addWidget(self.final_button)
        body.addLayout(right, 2)
        self.wide: bool | None = None
        self._arrange()
        self.board.area_tapped.connect(self.turn.tap_area)
        self.turn.targets_changed.connect(self._targets)
        self.turn.play.connect(self._play)
        controller.changed.connect(self.show_change)
        controller.failed.connect(self.turn.show_error)
        self.shortcuts = self._shortcuts()
        self._redraw()
        self._score(Touched.ALL)

    def _shortcuts(self) -> list[QShortcut]:
        """Keys for the common taps, wherever the focus is in the window: 1–8 an area
        the step offers, E end the turn, P pass an effect, Esc back from a question."""
        found: list[QShortcut] = []

        def add(key: str, slot: Callable[[], object], what: str) -> None:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setWhatsThis(what)
            shortcut.activated.connect(slot)
            found.append(shortcut)

        for area in range(AREAS):
            what = translate("antarctica", "Tap area {0} (when the step offers it)")
            add(str(area + 1), partial(self.turn.tap_area, area), what.format(area + 1))
        add("E", partial(self.turn.press, "end"), translate("antarctica", "End the turn"))
        add("P", partial(self.turn.press, "pass"), translate("antarctica", "Pass the effect"))
        add("Esc", partial(self.turn.press, "back"), translate("antarctica", "Back"))
        return found

    def _arrange(self) -> None:
        """Tracks and players side by side when wide, else as two tabs."""
        wide = self.width() >= theme.px(WIDE)
        if wide == self.wide:
            return
        self.wide = wide
        if wide:
            self.tabs.clear()
            self.tabs.hide()
            self.bottom.addWidget(self.tracks, 3)
            self.bottom.addWidget(self.players, 2)
            self.bottom.addWidget(self.score, 3)
            for view in (self.tracks, self.players, self.score):
                view.show()
        else:
            self.bottom.removeWidget(self.tracks)
            self.bottom.removeWidget(self.players)
            self.bottom.removeWidget(self.score)
            self.tabs.addTab(self.tracks, translate("antarctica", "Research tracks"))
            self.tabs.addTab(self.players, translate("antarctica", "Players"))
            self.tabs.addTab(self.score, translate("antarctica", "Victory Points"))
            self.tabs.show()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Rearrange for the new width."""
        super().resizeEvent(event)
        self._arrange()

    def _targets(self, areas: frozenset[int]) -> None:
        state = self.controller.state
        if state is not None:
            self.board.show_state(state, areas)

    def _play(self, command: Command) -> None:
        with self.controller.one_tap():
            self.controller.execute(command)

    def _redraw(self) -> None:
        state: GameState | None = self.controller.state
        if state is None:
            return
        self.banner.show_state(state)
        self.tracks.show_state(state)
        self.players.show_state(state, actor(state))
        self.turn.show_state(state)  # emits the board's targets
        self.final_button.setVisible(state.phase == "finished")

    def show_change(self, change: Change) -> None:
        """Redraw after a tap, an undo or a fix."""
        self._redraw()
        self._score(change.flags)
        state = self.controller.state
        if state is not None and state.phase == "finished" and not change.undone:
            self.finished.emit()

    def _score(self, flags: object) -> None:
        """Rescore the score track only when what scoring reads changed."""
        state = self.controller.state
        scored = Touched.AREAS | Touched.TRACKS | Touched.PLAYERS | Touched.PHASE
        if state is not None and (not isinstance(flags, Touched) or flags & scored):
            self.score.show_state(state)

    def add_tool(self, button: QToolButton) -> None:
        """A window tool on the banner."""
        self.banner.add_tool(button)

    def detach(self) -> None:
        """Stop following the game (this screen is being replaced)."""
        for signal, slot in (
            (self.controller.changed, self.show_change),
            (self.controller.failed, self.turn.show_error),
        ):
            with suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        if self.guide is not None:
            self.guide.detach()

    def step_controls(self) -> list[QWidget]:
        """What the current step offers to tap (for the layout test)."""
        found = self.turn.step_controls()
        if self.board.targets:
            found.append(self.board)
        if self.final_button.isVisible():
            found.append(self.final_button)
        return found
