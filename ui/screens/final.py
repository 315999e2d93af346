"""The final screen of any game: the result the game's plug-in gives
(``plugin.result(state, data)``: places, points, winners), the game's duration and
each player's thinking time, then the game's own detail (its
:class:`~ui.game_ui.GameUI` ``final_screen``); the score progression, exports (a BG
Stats play, a PDF score sheet), back to the table or home.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.core.registry import get_plugin
from companion.core.scores import Result
from ui import stats_words, theme
from ui.controller import GameController
from ui.game_ui import GameUI
from ui.widgets.ahead_table import AheadTable
from ui.widgets.measured import MeasuredLabel
from ui.widgets.rows_model import ItemRows
from ui.widgets.score_chart import LineChart
from ui.widgets.touch import shown
from ui.widgets.viewport import opaque_viewports

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent

    from ui.exports import Exports


class _Reached:
    """``controller`` as it will be once its game reaches ``state`` (a final screen built
    ahead shows that state; everything else is the controller's own)."""

    def __init__(self, controller: GameController, state: Any) -> None:
        self._controller = controller
        self.state = state

    def __getattr__(self, name: str) -> Any:
        return getattr(self._controller, name)


class FinalScreen(QWidget):
    """The end of a game: who won with how many points, and the game's detail.

    Built when the game ends, or ahead (in idle time) for the state the game's last tap
    will lead to: :meth:`ready` then only shows it."""

    back = Signal()
    home = Signal()
    rebuild = Signal()
    """The game's detail changed the result (the table settled what it scored)."""
    progression = Signal()

    def __init__(
        self,
        controller: GameController,
        game_ui: GameUI,
        parent: QWidget | None = None,
        state: Any = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.ahead = state
        """The state this screen was built for ahead of the game reaching it (None: the
        game's own state, or the screen was shown)."""
        self._opaque = False
        """Whether its item views' viewports were made opaque (at its first showing)."""
        shown = controller if state is None else cast(GameController, _Reached(controller, state))
        plugin = get_plugin(controller.game_id)
        self.result: Result | None = plugin.result(shown.state, controller.game.data)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        title = QLabel(
            self.tr("Final scoring")
            if self.result is not None
            else self.tr("Final scoring (projection: the game is not over)"),
            self,
        )
        title.setFont(theme.font(22, bold=True))
        layout.addWidget(title)
        self.winner = MeasuredLabel(self.winner_text(), self)
        self.winner.setObjectName("winner")
        self.winner.setFont(theme.font(15, bold=True))
        self.winner.setVisible(bool(self.winner.text()))
        layout.addWidget(self.winner)
        self.controller = controller
        self.timers = MeasuredLabel(self.timers_text(), self)
        self.timers.setObjectName("final-timers")
        self.timers.setFont(theme.font(12))
        layout.addWidget(self.timers)
        self.model = ItemRows([self.tr("Place"), self.tr("Player"), self.tr("Points")], self)
        scores = sorted(self.result.scores, key=lambda s: s.place) if self.result else []
        self.model.set_rows([[s.place, s.name, s.points] for s in scores], bold={0})
        self.table = AheadTable(self)
        self.table.setObjectName("final-places")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setFont(theme.font(13))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMaximumHeight(
            self.table.horizontalHeader().sizeHint().height()
            + self.table.verticalHeader().length()
            + 4
        )
        layout.addWidget(self.table)
        self.detail = game_ui.final_screen(shown, self)
        # A detail that lists every player's place and points itself says so
        # (Qt property ``shows_scores``); the table here would repeat it.
        self.table.setVisible(bool(scores) and not self.detail.property("shows_scores"))
        layout.addWidget(self.detail, 1)
        row = QHBoxLayout()
        back = QPushButton(self.tr("Back to the table"), self)
        back.setObjectName("final-back")
        back.clicked.connect(self.back)
        home = QPushButton(self.tr("Games list"), self)
        home.setObjectName("final-home")
        home.clicked.connect(self.home)
        row.addWidget(back)
        row.addStretch(1)
        finished = self.result is not None
        for text, name, slot in (
            (self.tr("Score progression"), "final-progression", self.progression.emit),
            (self.tr("BG Stats play…"), "final-bgsplay", self._bgsplay),
            (self.tr("Score sheet (PDF)…"), "final-scoresheet", self._scoresheet),
        ):
            button = QPushButton(text, self)
            button.setObjectName(name)
            button.clicked.connect(slot)
            button.setEnabled(finished or name == "final-progression")
            row.addWidget(button)
        row.addWidget(home)
        layout.addLayout(row)

    @classmethod
    def ready(cls, controller: GameController, game_ui: GameUI, parent: QWidget) -> FinalScreen:
        """The final screen of ``controller``'s game: the one built ahead (a child of
        ``parent``) for the state the game reached, else a new one."""
        for screen in parent.findChildren(cls, options=Qt.FindChildOption.FindDirectChildrenOnly):
            ahead = screen.ahead
            reached = controller.state  # the very state when the tap's outcome was foreseen
            if (
                ahead is not None
                and screen.controller is controller
                and (ahead is reached or ahead == reached)
            ):
                screen.ahead = None
                screen.timers.setText(screen.timers_text())  # the game's end time
                return screen
        return cls(controller, game_ui, parent)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown the first time (polished): its tables' viewports fill as opaque widgets
        (a full paint of the screen ≈ 15 → 9.5 ms CPU at 1600×1000: the details' tab
        pane, page and table no longer fill the area their table's viewport covers)."""
        super().showEvent(event)
        if not self._opaque:
            self._opaque = True
            opaque_viewports(self)

    def draw_ahead(self) -> None:
        """Paint the screen's charts and the rows of the tables it shows now (idle time,
        the screen built ahead, laid out and shown for a moment): the tap that shows it
        copies them."""
        for chart in self.findChildren(LineChart):
            chart.draw_ahead()
        for table in self.findChildren(AheadTable):
            table.draw_ahead()

    def timers_text(self) -> str:
        """The game's duration and each player's thinking time ("" when not kept)."""
        game = self.controller.game
        try:
            row = game.store.library_row(game.id)
        except CompanionError:
            return ""
        times = ", ".join(f"{seat.name} {stats_words.duration(seat.time_ms)}" for seat in row.seats)
        return self.tr("Duration {0} · thinking time: {1}").format(
            stats_words.duration(row.duration_ms), times
        )

    def _exports(self) -> Exports:
        from ui.exports import Exports

        return Exports(self.controller.game.store, self)

    def _bgsplay(self) -> None:
        self._exports().ask_bgsplay(self.controller.id)

    def _scoresheet(self) -> None:
        self._exports().ask_scoresheet(self.controller.id)

    def winner_text(self) -> str:
        """Who won, with how many points ('' while the game runs)."""
        if self.result is None or not self.result.winners:
            return ""
        by_seat = {score.seat: score for score in self.result.scores}
        names = ", ".join(by_seat[seat].name for seat in self.result.winners)
        points = by_seat[self.result.winners[0]].points
        return self.tr("★ {0} wins with {1} points.").format(names, points)

    def totals(self) -> dict[str, int]:
        """Each player's shown total (name → points), read back from the table."""
        return {
            str(self.model.value(r, 1)): int(self.model.value(r, 2))
            for r in range(self.model.rowCount())
        }

    def step_controls(self) -> list[QWidget]:
        """The buttons that leave final scoring (for the layout test)."""
        return shown(self.findChild(QPushButton, n) for n in ("final-back", "final-home"))
