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
    QHBoxLayout,
    QPushButton,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.model import Command
from companion.games.antarctica.data import AREAS
from companion.games.antarctica.ruleset import Change as Touched
from companion.games.antarctica.state import GameState
from companion.games.antarctica.teaching import acting
from ui import theme
from ui.controller import Change, GameController
from ui.games.antarctica import words
from ui.games.antarctica.board_view import BoardView
from ui.games.antarctica.players_view import PlayersView
from ui.games.antarctica.score_track import ScoreTrack
from ui.games.antarctica.teaching.text import WORDS
from ui.games.antarctica.tracks_view import TracksView
from ui.games.antarctica.turn_panel import TurnPanel, actor
from ui.i18n import translate
from ui.teaching.coach import Coach
from ui.teaching.guide_panel import GuidePanel
from ui.widgets.banner import Banner as BannerBase

WIDE = 1500
"""From this width (px at scale 1) the tracks and players sit side by side."""


class Banner(BannerBase):
    """What happens now: the sun and the decks, then the next thing to do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, clock_sizes=(16, 14, 13, 12), text_sizes=(13, 12, 11, 10, 9))

    def show_state(self, state: GameState) -> None:
        """The sun, the decks, and the next thing to do."""
        left = {d.deck: len(d.hidden) + (d.face_up is not None) for d in state.decks}
        decks = " · ".join(f"{words.deck(deck)} {count}" for deck, count in left.items())
        clock = translate("antarctica", "☀ {0} · cards: {1}").format(words.area(state.sun), decks)
        self.say(clock, words.say_next(state))


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
        self.guide = GuidePanel(coach, WORDS, acting, parent=self) if coach is not None else None
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
