"""The table view, the main screen while a game is played.

Banner on top; on the left the action-slot board and the tracks; on the right
what the current player can tap now (or production, or the keeping of cards)
above the players' boards; the player panels along the bottom. Each part
redraws only when the parts it shows changed (the ruleset's ``Change`` flags).
"""

from __future__ import annotations

from contextlib import suppress

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.games.underwater_cities.commands import Adjust, Gain, Pay
from companion.games.underwater_cities.events import RoundEnded
from companion.games.underwater_cities.model import Resources
from companion.games.underwater_cities.players import layout_of
from companion.games.underwater_cities.ruleset import Change as C
from companion.games.underwater_cities.state import CardInfo, GameState, PlayerState
from ui import theme
from ui.controller import Change, GameController
from ui.games.underwater_cities.table.banner import Banner
from ui.games.underwater_cities.table.board_view import BoardView
from ui.games.underwater_cities.table.calibrate_bar import CalibrateBar
from ui.games.underwater_cities.table.fix_strip import FixStrip, undo_turn_button
from ui.games.underwater_cities.table.player_panel import PlayerPanel
from ui.games.underwater_cities.table.production import (
    EraKeepPanel,
    FinishedPanel,
    ProductionPanel,
)
from ui.games.underwater_cities.table.round_summary import RoundSummary
from ui.games.underwater_cities.table.site_refusal import refuse_site
from ui.games.underwater_cities.table.slot_board import SlotBoard
from ui.games.underwater_cities.table.tracks import Tracks
from ui.games.underwater_cities.table.turn_flow import TurnFlow
from ui.games.underwater_cities.table.turn_panel import TurnPanel
from ui.games.underwater_cities.teaching.coach import Coach
from ui.games.underwater_cities.teaching.guide_panel import GuidePanel
from ui.games.underwater_cities.teaching.lesson_tray import LessonTray


def barrier(widget: QWidget, parent: QWidget) -> QScrollArea:
    """``widget`` in a frameless scroll area: its layout changes (buttons come and
    go every tap) stay inside and never re-lay out, or repaint, the whole window."""
    area = QScrollArea(parent)
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area


class TableScreen(QWidget):
    """Everything on the table for one open game."""

    correction_requested = Signal(int, str)
    """A player's seat and a board site ('' for counters only) to correct by hand."""
    finished = Signal()
    """The game reached final scoring."""

    def __init__(
        self, controller: GameController, coach: Coach, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.controller = controller
        self.coach = coach
        self.flow = TurnFlow(controller, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(10)
        self.banner = Banner(self)
        layout.addWidget(self.banner)
        self.fix_strip = FixStrip(controller, self.flow, self)
        layout.addWidget(self.fix_strip)
        self.banner.add_tool(undo_turn_button(controller, self.banner))

        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.split = split
        left = QWidget(split)
        self.left = left
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.slots = SlotBoard(left)
        self.calibrate = CalibrateBar(controller, self.slots, lambda: self._board_shown(), left)
        self.tracks = Tracks(left)
        left_layout.addWidget(self.calibrate)
        left_layout.addWidget(self.slots)
        left_layout.addWidget(self.tracks)
        left_layout.addStretch(1)
        self.middle = QSplitter(Qt.Orientation.Vertical, split)
        self.middle.setChildrenCollapsible(False)
        phase_box = QWidget(self.middle)
        phase_layout = QVBoxLayout(phase_box)
        phase_layout.setContentsMargins(0, 0, 0, 0)
        self.round_summary = RoundSummary(phase_box)
        phase_layout.addWidget(self.round_summary)
        self.phase = QStackedWidget(phase_box)
        phase_layout.addWidget(self.phase, 1)
        self.phase.setObjectName("card")
        self.turn = TurnPanel(self.flow, self.phase)
        self.production = ProductionPanel(controller, self.phase)
        self.era_keep = EraKeepPanel(controller, self.phase)
        self.over = FinishedPanel(self.phase)
        self.over.scores.connect(self.finished)
        self.pages = {
            panel: barrier(panel, self.phase)
            for panel in (self.turn, self.production, self.era_keep, self.over)
        }
        for page in self.pages.values():
            self.phase.addWidget(page)
        self.guide = GuidePanel(coach, self.middle)
        self.guide.setObjectName("guide")
        self.middle.addWidget(phase_box)
        self.middle.addWidget(self.guide)
        self.middle.setStretchFactor(0, 1)
        self.middle.setStretchFactor(1, 1)
        self.middle.setSizes([500, 400])
        right = QWidget(split)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.boards = QTabWidget(right)
        self.boards.setObjectName("boards")
        self.boards.setDocumentMode(True)
        right_layout.addWidget(self.boards, 1)
        self.board_note = QLabel(right)
        self.board_note.setObjectName("board-note")
        self.board_note.setWordWrap(True)
        self.board_note.setFont(theme.font(9, bold=True))
        right_layout.addWidget(self.board_note)
        legend = QLabel(
            self.tr(
                "Solid: connected · hatched ⊘: not connected · thick ring: tap to build here · "
                "dotted ring: legal but not affordable · C city, S symbiotic, T tunnel, "
                "F farm, D desalination, L laboratory, + upgraded, ★ start city"
            ),
            right,
        )
        legend.setObjectName("muted")
        legend.setWordWrap(True)
        legend.setFont(theme.font(9))
        right_layout.addWidget(legend)
        self.left_page = barrier(left, split)
        split.addWidget(self.left_page)
        split.addWidget(self.middle)
        split.addWidget(right)
        self.right = right
        split.setStretchFactor(0, 9)
        split.setStretchFactor(1, 6)
        split.setStretchFactor(2, 6)
        split.setSizes([720, 430, 430])
        layout.addWidget(split, 1)

        players = QWidget(self)
        self.players_row = QHBoxLayout(players)
        self.players_row.setContentsMargins(0, 0, 0, 0)
        self.players_row.setSpacing(6)
        self.players_page = barrier(players, self)
        # When the window is narrow (the history open beside the table, a language
        # with long words), the players scroll sideways rather than cut their text.
        self.players_page.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        layout.addWidget(self.players_page)
        self.panels: list[PlayerPanel] = []
        self.board_views: list[BoardView] = []

        self.slots.slot_chosen.connect(self.flow.choose_slot)
        self.flow.changed.connect(self._flow_changed)
        self.boards.currentChanged.connect(lambda _: self._show_board_note())
        controller.changed.connect(self.show_change)
        controller.failed.connect(self.turn.show_error)
        self.lessons = LessonTray(coach, self)
        self.lessons.sites_named.connect(self._mark_lesson_sites)
        self.lessons.dock(self.guide.lessons_box)  # beside the board, never over it
        coach.lessons.connect(lambda _: self._place_lessons())
        coach.settings_changed.connect(self._teaching_changed)
        self._build_players(controller.state)
        self._teaching_changed()
        self.show_change(Change(C.ALL))

    def _build_players(self, state: GameState) -> None:
        for index, player in enumerate(state.players):
            panel = PlayerPanel(index, self.players_page.widget())
            panel.resource_delta.connect(self.quick_change)
            panel.correct.connect(lambda seat: self.correction_requested.emit(seat, ""))
            self.players_row.addWidget(panel, 1)
            self.panels.append(panel)
            view = BoardView(self.boards)
            view.setObjectName(f"board-{index}")
            view.site_clicked.connect(self.flow.site_clicked)
            view.site_refused.connect(lambda p, s, v=view: refuse_site(self.flow, v, p, s))
            view.site_menu.connect(lambda seat, site: self.correction_requested.emit(seat, site))
            self.boards.addTab(view, player.name)
            self.board_views.append(view)

    # -- redrawing ---------------------------------------------------------------

    def show_change(self, change: Change) -> None:
        """Redraw what ``change`` touched."""
        state = self.controller.state
        self.banner.show_state(state)
        if change.undone or change.touches(C.PHASE | C.TURN | C.BANNER):
            self._show_phase(state, change)
        self._show_round_end(state, change)
        if change.touches(C.SLOTS | C.TURN | C.PLAYERS | C.BOARDS | C.PHASE | C.SUPPLY):
            self.calibrate.refresh(self.flow.pending.slot, self.flow.slot_state())
        if change.touches(C.FEDERATION | C.ORDER | C.SUPPLY | C.TURN | C.PHASE | C.BOARDS):
            self.tracks.show_state(state)
        if change.touches(C.PLAYERS | C.TURN | C.FEDERATION | C.BOARDS | C.PHASE | C.SPECIALS):
            for index, (panel, player) in enumerate(zip(self.panels, state.players, strict=True)):
                self.boards.setTabText(index, player.name)
                panel.show_player(state, player)
            self._fit_players()
        self._show_boards(state, follow=change.touches(C.TURN | C.PHASE))
        self._show_guide(state)
        if state.phase == "finished":
            self.finished.emit()

    def _fit_players(self) -> None:
        """Grow the players' row when a panel needs more room (rarely: a new card line)."""
        inner = self.players_page.widget()
        needed = inner.sizeHint().height() if inner is not None else 0
        bar = self.players_page.horizontalScrollBar()
        if inner is not None and inner.minimumSizeHint().width() > self.players_page.width():
            needed += bar.sizeHint().height()
        if needed > self.players_page.minimumHeight():
            self.players_page.setMinimumHeight(needed)

    def _show_phase(self, state: GameState, change: Change) -> None:
        playing = state.phase == "play"
        if playing != self.left_page.isVisibleTo(self):
            self.left_page.setVisible(playing)
            width = max(self.split.width(), 1200)
            self.split.setSizes(
                [width * 9 // 21, width * 6 // 21, width * 6 // 21]
                if playing
                else [0, width * 3 // 5, width * 2 // 5]
            )
        if state.phase == "production":
            self.phase.setCurrentWidget(self.pages[self.production])
            self.production.show_state(state)
        elif state.phase == "finished":
            self.era_keep.show_result(state, ())
            self.production.clear()
            self.phase.setCurrentWidget(self.pages[self.over])
            self.over.show_state(state)
        elif state.phase == "era_keep":
            self.phase.setCurrentWidget(self.pages[self.era_keep])
            if not change.undone and change.events:
                self.era_keep.show_result(state, change.events)
            self.era_keep.show_state(state)
        else:
            if self.phase.currentWidget() is not self.pages[self.turn]:
                self.era_keep.show_result(state, ())  # hidden tables cost every layout
                self.production.clear()
            self.phase.setCurrentWidget(self.pages[self.turn])
            self.turn.refresh()

    def _show_round_end(self, state: GameState, change: Change) -> None:
        """The round-end summary after the tap that ended a round; the next tap hides it."""
        if not change.undone and any(isinstance(e, RoundEnded) for e in change.events):
            log = self.controller.log()
            events = [e for entry in log if not entry.undone for e in entry.events]
            self.round_summary.show_round(events, state)
        else:
            self.round_summary.hide()

    def _show_boards(self, state: GameState, follow: bool) -> None:
        highlight = self.flow.highlight()
        current = state.current_player
        if follow and current is not None:
            self.boards.setCurrentIndex(current)
        if highlight is not None:
            self.boards.setCurrentIndex(highlight.player)
        for index, view in enumerate(self.board_views):
            view.show_player(state.players[index], index, highlight)
        self._show_board_note()

    def _show_board_note(self) -> None:
        """Say when the board shown is not checked against the table's copy."""
        shown = self._player_shown()
        note = (
            ""
            if layout_of(shown).confirmed
            else "⚠ "
            + self.tr("Board {0}: layout not checked against your copy").format(shown.board)
        )
        if self.board_note.text() != note:
            self.board_note.setText(note)

    def _board_shown(self) -> int:
        """The board number of the player whose board tab is shown."""
        return self._player_shown().board

    def _player_shown(self) -> PlayerState:
        players: tuple[PlayerState, ...] = self.controller.state.players
        return players[max(0, min(self.boards.currentIndex(), len(players) - 1))]

    def _flow_changed(self) -> None:
        state = self.controller.state
        if self.flow.pending.slot is not None:
            self.round_summary.hide()
        self.turn.refresh(clear_error=False)
        self.slots.show_state(self.flow.slot_state(), self.flow.pending.slot)
        self._show_boards(state, follow=False)
        self._show_guide(state)

    def detach(self) -> None:
        """Stop following the game (this screen is being replaced)."""
        for signal, slot in (
            (self.controller.changed, self.show_change),
            (self.controller.changed, self.flow._game_changed),
            (self.controller.failed, self.turn.show_error),
            (self.coach.settings_changed, self._teaching_changed),
            (self.coach.lessons, self.lessons.add),
        ):
            with suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self.lessons.clear()

    # -- teaching ------------------------------------------------------------------

    def intent(self) -> CardInfo | None:
        """The card the current player said they play, before the tile is placed."""
        colour = self.flow.pending.colour
        return CardInfo(colour=colour) if colour is not None else None

    def _show_guide(self, state: GameState) -> None:
        if self.coach.enabled:
            self.guide.show_state(state, self.intent())

    def _teaching_changed(self) -> None:
        on = self.coach.enabled
        self.guide.setVisible(on)
        if on:
            self.guide.show_state(self.controller.state, self.intent())
        else:
            self.lessons.clear()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the lesson pop-ups over the boards, and the players' row tall enough."""
        super().resizeEvent(event)
        self._fit_players()
        self._place_lessons()

    def _mark_lesson_sites(self, sites: dict[int, frozenset[str]]) -> None:
        """Ring on the boards the sites the lessons shown talk about."""
        self.guide.lessons_changed()
        for seat, view in enumerate(self.board_views):
            if view.marked != sites.get(seat, frozenset()):
                view.mark_sites(sites.get(seat, frozenset()))
                if view.marked:
                    self.boards.setCurrentIndex(seat)

    def _place_lessons(self) -> None:
        top_left = self.right.mapTo(self, self.right.rect().topLeft())
        self.lessons.anchor = QRect(top_left, self.right.size())
        self.lessons.place()

    # -- taps that are not turn steps ----------------------------------------------

    def quick_change(self, seat: int, resource: str, delta: int) -> None:
        """Quick +/−: a gain or payment inside an effect the companion does not know,
        otherwise a correction with a stated reason."""
        state = self.controller.state
        turn = state.turn
        inside = (
            turn is not None
            and turn.player == seat
            and bool(turn.stack)
            and turn.stack[-1].freeform
        )
        if inside:
            amount = Resources.model_validate({resource: abs(delta)})
            self.controller.execute(
                Gain(player=seat, resources=amount)
                if delta > 0
                else Pay(player=seat, resources=amount)
            )
            return
        self.controller.execute(
            Adjust(
                player=seat,
                reason=self.tr("quick +/− on the player panel"),
                resources=Resources.model_validate({resource: delta}),
            )
        )

    def add_tool(self, button: QToolButton) -> None:
        """Put a window tool (undo, history, the language...) on the banner."""
        self.banner.add_tool(button)
