"""The table view, the main screen while a game is played.

Banner on top; on the left the action-slot board and the tracks; on the right
what the current player can tap now (or production, or the keeping of cards)
above the players' boards; the player panels along the bottom. Each part
redraws only when the parts it shows changed (the ruleset's ``Change`` flags).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext, suppress
from typing import TYPE_CHECKING, Literal, TypeVar

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import Shiboken

from companion.core.model import Event
from companion.games.underwater_cities.events import GameSetUp, RoundEnded
from companion.games.underwater_cities.players import layout_of
from companion.games.underwater_cities.ruleset import Change as C
from companion.games.underwater_cities.state import CardInfo, GameState, PlayerState
from ui import plain_text, theme
from ui.controller import Change, GameController
from ui.games.underwater_cities.game_id import GAME_ID
from ui.games.underwater_cities.table.banner import Banner
from ui.games.underwater_cities.table.board_view import BoardView
from ui.games.underwater_cities.table.calibrate_bar import CalibrateBar
from ui.games.underwater_cities.table.fix_strip import FixStrip, undo_turn_button
from ui.games.underwater_cities.table.phase_ahead import (
    WorkAhead,
    laid_out_once,
    pages_aside,
    shown_hidden_once,
)
from ui.games.underwater_cities.table.player_panel import PlayerPanel
from ui.games.underwater_cities.table.round_summary import (
    SUMMARY_KINDS,
    RoundSummary,
    summary_events,
)
from ui.games.underwater_cities.table.site_refusal import refuse_site
from ui.games.underwater_cities.table.slot_board import SlotBoard
from ui.games.underwater_cities.table.tracks import Tracks
from ui.games.underwater_cities.table.turn_flow import TurnFlow
from ui.games.underwater_cities.table.turn_panel import TurnPanel
from ui.games.underwater_cities.teaching.guide_panel import GuidePanel
from ui.games.underwater_cities.teaching.lesson_tray import LessonTray
from ui.messages import sentence_of
from ui.teaching.coach import Coach
from ui.widgets.bar_first import lay_out_grown_first
from ui.widgets.between_taps import collect_young, give_back
from ui.widgets.holder import Holder, LabelHolder
from ui.widgets.measured import KeptHints
from ui.widgets.pending import send_pending
from ui.widgets.settle import Settler
from ui.widgets.shown import flip
from ui.widgets.touch import shown
from ui.widgets.viewport import python_viewport

if TYPE_CHECKING:
    from ui.games.underwater_cities.table.production import (
        EraKeepPanel,
        FinishedPanel,
        ProductionPanel,
    )


def fold_share(width: int, playing: bool) -> int:
    """The folded tabs' share of the width (the turn panel has the rest)."""
    return width * 56 // 100 if playing else width * 45 // 100


_SLOT_FLAGS = C.SLOTS | C.TURN | C.PLAYERS | C.BOARDS | C.PHASE | C.SUPPLY
"""The changes the slot board is redrawn for."""
_PAGE_FLAGS = C.PHASE | C.TURN | C.BANNER
"""The changes the phase page is redrawn for (the flags are joined once, not per tap)."""
_TRACK_FLAGS = C.FEDERATION | C.ORDER | C.SUPPLY | C.TURN | C.PHASE | C.BOARDS
"""The changes the tracks are redrawn for."""
_PANEL_FLAGS = C.PLAYERS | C.TURN | C.FEDERATION | C.BOARDS | C.PHASE | C.SPECIALS
"""The changes the player panels are redrawn for."""
_NEXT_FLAGS = C.TURN | C.PHASE
"""The changes after which the boards turn to the player whose turn it is."""

RECENT_TAPS = 512
"""Taps read back from the end of the log for the round summary (all of them when two
rounds did not end within them)."""

IDLE_AFTER_MS = 10
"""Quiet time (no paint of the window) before a piece of the idle work (hidden boards,
spare buttons, the log) is done: it runs between taps, never inside one."""
BUTTONS_A_SHOT = 8
"""Spare step buttons built in one piece of idle work (a tap waits for at most one)."""


W = TypeVar("W", bound=QWidget)


def barrier(
    make: Callable[[QWidget], W], parent: QWidget, tab_last: bool = True
) -> tuple[QScrollArea, W]:
    """A widget (``make`` given its parent) in a frameless scroll area: its layout
    changes (buttons come and go every tap) stay inside and never re-lay out, or
    repaint, the whole window. The widget is made inside the area (moving a built
    widget under another parent restyles all of it, issue #13), in a viewport made in
    Python (:mod:`ui.widgets.viewport`); ``tab_last``: Tab reaches the area after what
    ``make`` put in it, as when the area was made after its widget."""
    area = QScrollArea(parent)
    viewport = python_viewport(area)
    widget = make(viewport)
    if tab_last:
        tab_after(area, viewport)
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area, widget


def tab_run_after(anchor: QWidget, page: QWidget) -> None:
    """Move ``page`` and what it holds (made last, at the end of the focus chain, with
    ``page`` last: see :func:`barrier`) right after ``anchor`` in the Tab order, one
    widget taking the focus after another, in their order."""
    held: list[QWidget] = []
    widget = page.previousInFocusChain()
    while widget is not None and page.isAncestorOf(widget):
        if widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
            held.append(widget)
        widget = widget.previousInFocusChain()
    for widget in (*reversed(held), page):
        QWidget.setTabOrder(anchor, widget)
        anchor = widget


def tab_after(area: QWidget, inside: QWidget) -> None:
    """Move ``area`` after the widgets made so far in ``inside`` in the Tab order:
    after a mark made last (so nothing Qt made is handed to Python, as walking the
    chain would), which then goes."""
    mark = QWidget(inside)
    mark.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    QWidget.setTabOrder(mark, area)
    Shiboken.delete(mark)


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
        margin = theme.px(8)
        layout.setContentsMargins(margin, margin, margin, margin)
        layout.setSpacing(theme.px(8))
        self.outer = layout
        self.banner = Banner(self)
        self.banner_holder = Holder(self.banner, self)  # its new text never re-lays out all
        layout.addWidget(self.banner_holder)
        self.fix_strip = FixStrip(controller, self.flow, self)
        layout.addWidget(self.fix_strip)
        self.banner.add_tool(undo_turn_button(controller, self.banner))

        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.setChildrenCollapsible(False)
        self.split = split
        # Each widget is made under its final parent (split, side, a scroll area):
        # moving a built one restyles all it holds under the app's style sheet.
        self.left_page, left = barrier(QWidget, split, tab_last=False)
        self.left = left
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.left_layout = left_layout
        self.slots = SlotBoard(left)
        self.calibrate = CalibrateBar(controller, self.slots, lambda: self._board_shown(), left)
        self.tracks = Tracks(left)
        left_layout.addWidget(self.calibrate)
        left_layout.addWidget(self.slots, 1)
        left_layout.addWidget(self.tracks)
        tab_after(self.left_page, left)
        self.phase_box = QWidget(split)
        phase_layout = QVBoxLayout(self.phase_box)
        phase_layout.setContentsMargins(0, 0, 0, 0)
        self.phase_box_layout = phase_layout
        self.round_summary = RoundSummary(self.phase_box)
        phase_layout.addWidget(self.round_summary)
        self.phase = QStackedWidget(self.phase_box)
        phase_layout.addWidget(self.phase, 1)
        self.phase.setObjectName("card")
        self.phase_box.setMinimumWidth(theme.px(340))
        turn_page, self.turn = barrier(lambda p: TurnPanel(self.flow, p), self.phase)
        self.pages: dict[QWidget, QScrollArea] = {self.turn: turn_page}
        """The phase pages built so far: the pages of production, of the era's keeping and
        of the game's end are built in idle time after the first paint (in this order),
        or by the first use of one before that (``production``, ``era_keep``, ``over``)."""
        self.phase.addWidget(turn_page)
        self._production: ProductionPanel | None = None
        self._era_keep: EraKeepPanel | None = None
        self._over: FinishedPanel | None = None
        self.side = QSplitter(Qt.Orientation.Vertical, split)
        self.side.setChildrenCollapsible(False)
        self.guide = GuidePanel(coach, self.side)
        self.guide.setObjectName("guide")
        right = QWidget(self.side)
        right.setObjectName("board-page")
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.boards = QTabWidget(right)
        self.boards.setObjectName("boards")
        self.boards.setDocumentMode(True)
        # Held: showing another player's board never re-lays out the whole table.
        right_layout.addWidget(Holder(self.boards, right), 1)
        self.board_note = KeptHints("", right)  # each player's board has its own note
        self.board_note.setObjectName("board-note")
        self.board_note.setWordWrap(True)
        self.board_note.setFont(theme.font(9, bold=True))
        # Held: another board's note never re-lays out the whole table (unless taller).
        self.board_note_holder = LabelHolder(self.board_note, right)
        right_layout.addWidget(self.board_note_holder)
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
        self.legend = legend
        self.boards.setToolTip(legend.text())
        self.right = right

        self.players_page, players = barrier(QWidget, self, tab_last=False)
        # its panels stay where they are when the row grows (see PlayerPanel.resizeEvent)
        players.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
        players_layout = QVBoxLayout(players)
        players_layout.setContentsMargins(0, 0, 0, 0)
        self.players_layout = players_layout
        self.players_grid = QGridLayout()
        self.players_grid.setSpacing(theme.px(6))
        players_layout.addLayout(self.players_grid)
        players_layout.addStretch(1)
        # When the window is narrow (a language with long words), the players scroll
        # sideways rather than cut their text; a panel that grows scrolls, never pushes.
        self.players_page.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.fold_box = QWidget(self)
        fold_layout = QVBoxLayout(self.fold_box)
        fold_layout.setContentsMargins(0, 0, 0, 0)
        self.fold_layout = fold_layout
        self.fold = QTabWidget(self.fold_box)
        self.fold.setObjectName("fold")
        self.fold.setDocumentMode(True)
        self.fold.setFont(theme.font(12, bold=True))
        fold_layout.addWidget(self.fold, 1)
        self.fold_box.hide()
        layout.addWidget(split, 1)
        self.compact: bool | None = None
        """True: the slots, boards, players and guide share tabs beside the turn panel."""
        self._folded_for: str | None = None
        """The step the folded tabs last followed ('slots', 'board' or None)."""
        self.panels: list[PlayerPanel] = []
        self._played: tuple[int, list[Event]] = (0, [])
        """The events of the taps up to a seq, as the round summary last read them."""
        self.board_views: list[BoardView] = []
        self._holding = 0
        """How deep inside :meth:`redraw_once` the table is."""
        self._held: tuple[Change | None, bool] = (None, False)
        """What changed inside :meth:`redraw_once`, not drawn yet: the game, the flow."""

        self.slots.slot_chosen.connect(self._slot_tapped)
        self.flow.changed.connect(self._flow_changed)
        self.boards.currentChanged.connect(lambda _: self._show_board_note())
        controller.changed.connect(self.show_change)
        controller.failed.connect(self.turn.show_error)
        self.lessons = LessonTray(coach, self)
        self.lessons.sites_named.connect(self._mark_lesson_sites)
        coach.lessons.connect(lambda _: self._lessons_shown())
        coach.settings_changed.connect(self._teaching_changed)
        self.ahead = WorkAhead(self)
        """What the taps that change the phase will show, worked out in idle time."""
        self._painter: QWidget | None = None
        """The window whose paints put off the work ahead."""
        self._settler = Settler(self)
        """Lays the table out before the window paints (see ``eventFilter``); its
        widgets are found in idle time."""
        self._redrawn = False
        """Whether the table redrew since the window last painted."""
        self._idle = QTimer(self)
        """In idle time, a piece a shot: puts the tap's commit on the disk, draws the
        hidden boards that changed (a tap that shows one has nothing left to draw) and
        paints them at the shown board's size (first: a game's first turn-passing taps
        show them, ≈ 1 s after the game shows when they came after the pages and the
        spare buttons), builds the hidden phase pages (one joining the stack lays the
        table out), paints
        the board the next turn shows (its pictures kept in Qt's pixmap cache), reads
        the events played so far (the round summary then only adds each tap's), collects
        the tap's garbage."""
        self._idle.setSingleShot(True)
        self._idle.timeout.connect(self._idle_work)
        self._after_paint = QTimer(self)
        """Fires once the paint that put the idle work off is over (a zero timer comes
        after the events being handled): the quiet time is counted from there."""
        self._after_paint.setSingleShot(True)
        self._after_paint.setInterval(0)
        self._after_paint.timeout.connect(lambda: self._idle.start(IDLE_AFTER_MS))
        self._reserved = False
        """Whether the turn panel's step buttons were built ahead (idle work)."""
        self._rehearsed = False
        """Whether they were shown once, off screen, since (idle work)."""
        self._worded = False
        """Whether the refusals' sentences were made ready (idle work)."""
        self._measured_for: object = None
        """The state whose card's next step's texts were measured ahead (idle work)."""
        self._stepped_first = False
        """Whether the step the card's tap opens was laid out ahead first thing, before
        the boards (a game opened at that step: :meth:`_step_ahead`)."""
        self._litter = 0
        """The garbage of the last redraw: 0 collected, 1 redrawn, 2 painted since
        (collected in the idle time after that)."""
        self._to_empty = False
        """The game ended behind final scoring: empty the hidden pages when shown."""
        self._played_size: tuple[QSize, QSize] | None = None
        """The split's size and the slots' column's (``left``) when play last stopped."""
        self._next_painted: tuple[int, tuple[int, int]] | None = None
        """The board painted ahead for the next turn, and that turn (idle work)."""
        self._boards_laid: tuple[QSize, QSize] | None = None
        """Folded, while another tab is shown: the tabs' page size the board tab was laid
        out at ahead, and the size it gave its current board (idle work)."""
        self._summary_laid: tuple[QRect, str, str] | None = None
        """The place and words the hidden round summary was last laid out for (idle work
        in the era's last round)."""
        self._covered: Change | None = None
        """What changed while final scoring covered the table (the game's last tap, a
        finished game opened), drawn when the table shows again: the last tap no longer
        redraws the hidden table (≈ 2 ms)."""
        self._build_players(controller.state)
        self._arrange(False)
        self.show_change(Change(C.ALL))

    def _build_players(self, state: GameState) -> None:
        for index, player in enumerate(state.players):
            panel = PlayerPanel(index, self.players_page.widget())
            panel.correct.connect(lambda seat: self.correction_requested.emit(seat, ""))
            self.players_grid.addWidget(panel, 0, index)
            self.panels.append(panel)
            view = BoardView(self.boards)
            view.setObjectName(f"board-{index}")
            view.beside = self.board_views  # the cache's bound: the largest drawn of them
            view.site_clicked.connect(self.flow.site_clicked)
            view.site_refused.connect(lambda p, s, v=view: refuse_site(self.flow, v, p, s))
            view.site_menu.connect(lambda seat, site: self.correction_requested.emit(seat, site))
            self.boards.addTab(view, player.name)
            self.board_views.append(view)

    # -- redrawing ---------------------------------------------------------------

    @contextmanager
    def redraw_once(self) -> Iterator[None]:
        """What changes inside (the game, the pending choice) is drawn once, at the end:
        a slot tap that ends a turn, then chooses the next turn's slot, is one redraw."""
        self._holding += 1
        try:
            yield
        finally:
            self._holding -= 1
            if not self._holding:
                (change, flow), self._held = self._held, (None, False)
                if change is not None:
                    self._show_change(change)
                if flow:
                    self._redraw_flow(change)

    def _slot_tapped(self, slot: str, colour: object, clone: bool) -> None:
        """A slot: it may end the turn, then place the next turn's tile (one save and
        one redraw for both)."""
        with self.redraw_once(), self.controller.saved_together():
            self.flow.choose_slot(slot, colour if isinstance(colour, str) else None, clone)

    def show_change(self, change: Change) -> None:
        """Redraw what ``change`` touched."""
        if self._holding:
            held, flow = self._held
            self._held = (change if held is None else held.and_then(change), flow)
            return
        self._show_change(change)

    def _show_change(self, change: Change) -> None:
        if self.controller.state.phase == "finished":  # final scoring covers the table first
            self.finished.emit()
            if not self.isVisible():  # drawn when the table shows again (see showEvent)
                held = self._covered
                self._covered = change if held is None else held.and_then(change)
                return
        self._draw_change(change)

    def _draw_change(self, change: Change) -> None:
        """Redraw what ``change`` (and a change held while covered) touched."""
        held, self._covered = self._covered, None
        if held is not None:
            change = held.and_then(change)
        state = self.controller.state
        self.banner.show_state(state)
        # A new phase page (the era's end, production applied, cards kept): the page
        # going hidden while the summary and the slots' column come or go (it is not laid
        # out for the room they leave it), then the page coming shown, laid out once, at
        # its final size (the size it was laid out at ahead); the phase column laid out
        # once, at its new width, not at the widths in between.
        switching = state.phase != "finished" and not change.undone
        switching = switching and self.phase.currentWidget() is not self._page_of(state.phase)
        with self._switching(state) if switching else nullcontext():
            if switching:
                # the slots' column comes or goes: the phase column laid out once, before
                # the page coming shows
                column = self._column_changes(state)
                with laid_out_once(self.phase_box_layout) if column else nullcontext():
                    self._show_round_end(state, change)
                    self._show_column(state)
            if change.undone or change.touches(_PAGE_FLAGS):
                self._show_phase(state, change)
        # The slots' column is hidden outside play; the change back to play redraws it.
        if state.phase == "play" and change.touches(_SLOT_FLAGS):
            self.calibrate.refresh(self.flow.pending.slot, self.flow.slot_state())
        if change.touches(_TRACK_FLAGS):
            self.tracks.show_state(state)
        if change.touches(_PANEL_FLAGS):
            changed = []
            for index, (panel, player) in enumerate(zip(self.panels, state.players, strict=True)):
                if self.boards.tabText(index) != player.name:  # a tab bar lays out again
                    self.boards.setTabText(index, player.name)
                if panel.show_player(state, player):
                    changed.append(panel)
            grown = [panel for panel in changed if panel.taller()]
            if grown:  # the row laid out before its panels (its bar first when it needs one)
                lay_out_grown_first(self.players_page, grown)
        self._show_boards(state, follow=change.touches(_NEXT_FLAGS))
        self._show_guide(state)
        self._follow_step()
        # Last: showing the summary lays the window out at once, with every change made
        # (shown earlier, the changes after it would lay it out a second time).
        if not switching:
            self._show_round_end(state, change)
        self.ahead.arm()
        self._redrawn = True

    @contextmanager
    def _switching(self, state: GameState) -> Iterator[None]:
        """The phase page switched inside, put aside (:func:`pages_aside`); a switch to a
        state worked out ahead (the era's end, production applied, the last cards kept:
        the page it shows, and the round summary, laid out and swept then, nothing the
        switch shows is new) not watched by the plain-text guard."""
        ahead = self.ahead.swept is state
        with plain_text.unwatched() if ahead else nullcontext(), pages_aside(self.phase):
            yield

    def _page_of(self, phase: str) -> QScrollArea:
        """The phase page shown in ``phase`` (not finished)."""
        if phase == "production":
            return self.pages[self.production]
        if phase == "era_keep":
            return self.pages[self.era_keep]
        return self.pages[self.turn]

    # -- the phase pages built after the first paint -------------------------------------

    def built(self, page: Literal["production", "era_keep", "over"]) -> bool:
        """Whether the phase page ``page`` is built (without building it)."""
        found = {"production": self._production, "era_keep": self._era_keep, "over": self._over}
        return found[page] is not None

    @property
    def production(self) -> ProductionPanel:
        """The page of production (its forecast and decisions)."""
        return self._production or self._make_production()

    @property
    def era_keep(self) -> EraKeepPanel:
        """The page of the era's keeping of cards."""
        return self._era_keep or self._make_era_keep()

    @property
    def over(self) -> FinishedPanel:
        """The page of the game's end (the way back to the final scores)."""
        return self._over or self._make_over()

    def _make_production(self) -> ProductionPanel:
        from ui.games.underwater_cities.table.production import ProductionPanel

        panel = self._add_page(lambda p: ProductionPanel(self.controller, p), self.turn)
        panel.decided.connect(self.ahead.arm)
        self._production = panel
        return panel

    def _make_era_keep(self) -> EraKeepPanel:
        from ui.games.underwater_cities.table.production import EraKeepPanel

        after = self.production  # the pages keep their order
        panel = self._add_page(lambda p: EraKeepPanel(self.controller, p), after)
        self._era_keep = panel
        return panel

    def _make_over(self) -> FinishedPanel:
        from ui.games.underwater_cities.table.production import FinishedPanel

        panel = self._add_page(FinishedPanel, self.era_keep)
        panel.scores.connect(self.finished)
        self._over = panel
        return panel

    def _build_page(self) -> bool:
        """Build the next phase page not built yet (idle work); False when all are."""
        if self._production is None:
            self._make_production()
        elif self._era_keep is None:
            self._make_era_keep()
        elif self._over is None:
            self._make_over()
        else:
            return False
        return True

    def _add_page(self, make: Callable[[QWidget], W], after: QWidget) -> W:
        """A phase page (``make`` given its parent) in its scroll area, last in the stack,
        and in the Tab order right after the page ``after``, as when the pages were all
        made in the table's constructor."""
        page, widget = barrier(make, self.phase)
        tab_run_after(self.pages[after], page)
        self.phase.addWidget(page)
        self.pages[widget] = page
        self._settler.forget()  # found again in idle time, with the page
        return widget

    def _empty_pages(self) -> None:
        """Empty the pages of production and the era's keeping (hidden tables cost
        every layout)."""
        self._to_empty = False
        state = self.controller.state
        if state.phase == "finished":  # not undone behind final scoring meanwhile
            if self._era_keep is not None:
                self._era_keep.show_result(state, ())
            if self._production is not None:
                self._production.clear()

    def showEvent(self, event: QShowEvent) -> None:
        """Watch the window's paints (the production worked out ahead waits for quiet);
        draw what changed while final scoring covered the table, and empty the pages left
        for when it shows again."""
        super().showEvent(event)
        covered, self._covered = self._covered, None
        if covered is not None:
            self._draw_change(covered)
        if self._to_empty:
            self._empty_pages()
        window = self.window()
        if window is not self._painter:
            if self._painter is not None:
                self._painter.removeEventFilter(self)
            window.installEventFilter(self)
            self._painter = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Before the paint of a redraw, the table's layout requests are sent (a tap's
        changes are laid out, then painted once); a paint puts off the work ahead until
        the next quiet time."""
        if event.type() == QEvent.Type.UpdateRequest:
            if self._redrawn and self.isVisible():
                self._settler.settle()
            self._redrawn = False
            self._litter = min(self._litter * 2, 2)
            self.ahead.put_off()
            if self._idle.isActive():  # counted from the paint's end, not its start
                self._idle.stop()
                self._after_paint.start()
        return False

    def _idle_work(self) -> None:
        """One piece of the work a tap would otherwise do (see ``_idle``); first, once
        the tap is painted, its commit put on the disk (the tap did not wait for it)."""
        if self._litter != 1 and self.controller.unsynced:
            self.controller.sync()
        waiting = [view for view in self.board_views if view.waiting]
        if not self._settler.found:
            self._settler.find()
        elif not self._reserved and not self._stepped_first and self._texts_wanted():
            # a game opened at its card's Resolve: that tap comes first (and again last:
            # the boards' pictures push the record's out of Qt's pixmap cache)
            self._step_ahead(first=True)
        elif waiting:  # first: a game's first turn-passing taps show them
            waiting[0].draw_waiting()
        elif self._boards_unlaid():
            self._lay_out_boards_ahead()
        elif self._unpainted_board() is not None:
            self._paint_board_ahead()
        elif self._build_page():  # a page joining the stack lays the table out
            pass
        elif not self._reserved:
            self._reserved = self.turn.reserve_buttons(BUTTONS_A_SHOT)
            if self._reserved:
                self._settler.forget()  # found again with the buttons made
        elif not self._rehearsed:
            self._rehearsed = True
            self.turn.rehearse()
        elif not self._worded:  # a refusal's words: the game's sentences imported and
            self._worded = True  # translated now, not by the first refusal (≈ 3 ms)
            sentence_of("", "", {}, game=GAME_ID)
        elif self.flow.ahead_wanted():  # the card's tap: the slots' next looks drawn
            for ahead in self.flow.next_turn_ahead():
                self.slots.draw_ahead(ahead)
        elif self._next_board() is not None or self.flow.always_wanted():
            # once a turn, one piece: the next turn's board, and the slots its tap on the
            # always-available slot shows, the guesses' garbage collected (a piece more,
            # or garbage left, had taps 20 ms apart start collections inside them)
            self._paint_next_board()
            if self.flow.always_wanted():
                for ahead in self.flow.always_ahead():
                    self.slots.draw_ahead(ahead)
                collect_young()
        elif self._unread():
            self.events_played()
        elif self._litter == 1:  # the tap may not be painted yet: one more quiet time
            self._litter = 2
        elif self._litter:  # after the paint: garbage is collected between taps
            self._litter = 0
            collect_young()
            give_back()
        elif self._texts_wanted():  # last (taps 20 ms apart leave one piece a gap)
            self._step_ahead()
        if (
            not self._reserved
            or not self._rehearsed
            or not self._worded
            or not self._settler.found
            or self._unread()
            or self._over is None
            or any(view.waiting for view in self.board_views)
            or self._boards_unlaid()
            or self._unpainted_board() is not None
            or self._litter
            or self.controller.unsynced
            or self.flow.ahead_wanted()
            or self._next_board() is not None
            or self.flow.always_wanted()
            or self._texts_wanted()
        ):
            self._idle.start(IDLE_AFTER_MS)

    def _step_ahead(self, *, first: bool = False) -> None:
        """The step the card's tap opens laid out and drawn ahead, its texts measured
        (:meth:`TurnPanel.measure_ahead`), once a state. In a game opened at that step
        (the History runs' first tap, 500 ms after the game shows) it is also done
        ``first``, before the boards (:attr:`_stepped_first`): the grid's buttons are
        made for it, and the rest of the spare ones after; it is done again last."""
        if first:
            self._stepped_first = True
        else:
            self._measured_for = self.controller.state
        self.turn.measure_ahead(self._settler.settle)
        collect_young()  # the guess's garbage

    def _texts_wanted(self) -> bool:
        """Whether the texts of the step the card's tap opens are still to be measured
        ahead (:meth:`TurnPanel.measure_ahead`): once a state whose card waits for it."""
        state = self.controller.state
        return self._measured_for is not state and self.turn.card_waits()

    def _next_board(self) -> tuple[int, tuple[int, int]] | None:
        """The player whose board the next turn shows, once this turn's tile is placed
        (the turn's end previewed: :meth:`TurnFlow.slot_state`), and that turn, when the
        board is hidden and not painted ahead for that turn yet (nor before the boards'
        size is known: folded, once the board tab is laid out ahead)."""
        state = self.controller.state
        if state.phase != "play" or self._board_size() is None:
            return None
        after = self.flow.slot_state()
        player = after.current_player
        turn = (after.round, after.turn_index)
        if after is state or player is None or player == self.boards.currentIndex():
            return None
        return None if self._next_painted == (player, turn) else (player, turn)

    def _paint_next_board(self) -> None:
        """Paint the board the next turn shows ahead (:meth:`_next_board`): Qt's pixmap
        cache drops the pictures used longest ago first, that board's (last shown a round
        of turns ago; after an era's end the production and keeping pages' pictures have
        pushed out several boards), and the tap that ends this turn drew its sites again.
        Painted now, they are newer than the other hidden boards', which go first."""
        upcoming, size = self._next_board(), self._board_size()
        if upcoming is not None and size is not None:
            self._next_painted = upcoming
            self.board_views[upcoming[0]].paint_ahead(size)

    def _unpainted_board(self) -> BoardView | None:
        """A hidden board not yet of the size the boards take (:meth:`_board_size`), or
        restyled since it was last painted (a board that changed while hidden)."""
        size = self._board_size()
        if size is None:
            return None
        for view in self.board_views:
            if view.size() != size or view.stale():
                return view
        return None

    def _paint_board_ahead(self) -> None:
        """Size and paint one hidden board ahead (see :meth:`BoardView.paint_ahead`)."""
        view = self._unpainted_board()
        size = self._board_size()
        if view is not None and size is not None:
            view.paint_ahead(size)

    def _board_size(self) -> QSize | None:
        """The size the boards take: the board shown's; folded with another tab shown,
        the one the board tab laid out ahead gave its board (None: not known)."""
        shown = self.boards.currentWidget()
        if shown is None or not self.isVisible():
            return None
        if shown.isVisible():
            return shown.size()
        laid = self._boards_laid
        page = self.fold.currentWidget() if self.compact else None
        return laid[1] if laid is not None and page is not None and laid[0] == page.size() else None

    def _boards_unlaid(self) -> bool:
        """Folded on another tab: the board tab not yet laid out at the tabs' size (the
        tap flipping to it would lay it out and draw every site's picture at the new size,
        ≈ 10 ms)."""
        page = self.fold.currentWidget() if self.compact else None
        if page is None or page is self.right or not self.isVisible():
            return False
        return self._boards_laid is None or self._boards_laid[0] != page.size()

    def _lay_out_boards_ahead(self) -> None:
        """Give the hidden board tab the tabs' page geometry and paint its current board
        ahead (Qt lays the hidden tab out for the painting): the other boards then take
        that board's size (:meth:`_unpainted_board`)."""
        page = self.fold.currentWidget()
        shown = self.boards.currentWidget()
        if page is None or not isinstance(shown, BoardView):
            return
        self.right.setGeometry(page.geometry())
        shown.paint_ahead()
        self._boards_laid = (page.size(), shown.size())

    def paint_next_board_ahead(self, player: int) -> None:
        """Paint ``player``'s hidden board ahead, at the size of the board shown (idle work
        in the era's keeping: the last keeper's tap shows the new era's first player's
        board, whose sites' pictures the production and keeping pages' paints had pushed
        out of Qt's pixmap cache: that tap drew them all again)."""
        view, shown = self.board_views[player], self.boards.currentWidget()
        if shown is not None and view is not shown and shown.isVisible():
            view.paint_ahead(shown.size())

    def _unread(self) -> bool:
        """True while the round summary has not read the log of the game in play (read
        in idle time: only the events it reads are parsed, also of a long log)."""
        return not self._played[0] and self.controller.state.phase == "play"

    # -- layout ------------------------------------------------------------------------

    def _wants_compact(self) -> bool:
        """Fold when the window is too small for the slots, turn, board and players side
        by side (at the UI scale)."""
        return self.width() < theme.px(1500) or self.height() < theme.px(900)

    def _arrange(self, compact: bool) -> None:
        """Side by side (large windows) or folded into tabs beside the turn panel.

        Only a window resize calls this: no tap ever re-arranges the table."""
        if compact == self.compact:
            return
        self.compact = compact
        while self.fold.count():
            self.fold.removeTab(0)
        if compact:
            self.players_layout.insertWidget(0, self.tracks)
            for page, title in (
                (self.left_page, self.tr("Slots")),
                (self.right, self.tr("Boards")),
                (self.players_page, self.tr("Players")),
                (self.guide, self.tr("Guide")),
            ):
                self.fold.addTab(page, title)
            self.split.insertWidget(0, self.fold_box)
            self.split.insertWidget(1, self.phase_box)
            self.fold_box.show()
            self.side.hide()
        else:
            self.left_layout.addWidget(self.tracks)
            self.split.insertWidget(0, self.left_page)
            self.split.insertWidget(1, self.phase_box)
            self.side.insertWidget(0, self.right)
            self.side.insertWidget(1, self.guide)
            self.side.setStretchFactor(0, 3)
            self.side.setStretchFactor(1, 2)
            self.outer.addWidget(self.players_page)
            for widget in (self.left_page, self.right, self.players_page, self.side):
                widget.show()
            self.fold_box.hide()
        self.legend.setVisible(not compact)  # folded: the board's tooltip says it
        # Lessons sit beside what they explain, never over the turn panel: in the
        # guide's column, or folded, above the tabs (the board tab shows the site).
        self.lessons.dock(self.fold_layout if compact else self.guide.lessons_box)
        self._arrange_players()
        self._teaching_changed()
        self._fit_split()
        self._folded_for = None
        self._follow_step()
        self._place_lessons()
        self._settler.forget()  # moved: found again in idle time, deepest first

    def _arrange_players(self) -> None:
        """One row of players (side by side), or two columns in the folded tab."""
        columns = 2 if self.compact else max(1, len(self.panels))
        for index, panel in enumerate(self.panels):
            self.players_grid.removeWidget(panel)
            self.players_grid.addWidget(panel, index // columns, index % columns)

    def _fit_split(self, keep_side: bool = False) -> None:
        """Share the width out: the folded tabs and the turn panel; or the slots, the
        turn panel and the board (``keep_side``: the board keeps its width, to the pixel,
        when play stops: the era change lays out the phase column only)."""
        width = max(self.split.width(), 600)
        playing = self.controller.state.phase == "play"
        widgets = [self.split.widget(i) for i in range(self.split.count())]
        share: dict[QWidget, int]
        if self.compact:
            fold = fold_share(width, playing)
            share = {self.fold_box: fold, self.phase_box: width - fold}
        elif playing:
            share = {self.left_page: width * 9 // 21, self.phase_box: width * 6 // 21}
            share[self.side] = width - sum(share.values())
        elif keep_side and self.side.width() > 0:  # the room the slots and a handle had
            side = self.side.width()
            share = {self.left_page: 0, self.phase_box: width - self.split.handleWidth() - side}
            share[self.side] = side
        else:
            share = {self.left_page: 0, self.phase_box: width * 15 // 21}
            share[self.side] = width - sum(share.values())
        self.split.setSizes([share.get(w, 0) if w is not None else 0 for w in widgets])
        if not self.compact:
            height = max(self.side.height(), 400)
            self.side.setSizes([height * 2 // 3, height - height * 2 // 3])

    def _wider_stopped(self) -> int:
        """How much wider the phase column is once play stops."""
        if self.compact:
            width = max(self.split.width(), 600)
            return fold_share(width, True) - fold_share(width, False)
        return self.left_page.width() + self.split.handleWidth()

    def lay_out_slots_ahead(self) -> None:
        """Lay the hidden slots' column out at the size it had when play stopped, the size
        the tap back to play gives it again when the window kept its size (idle work in
        the era's keeping): the slots' pictures drawn ahead are then of the size that tap
        shows them at (hidden, the column is laid out at its narrowest: that tap laid it
        all out again and drew every slot's picture anew)."""
        played = self._played_size
        if self.compact or played is None or self.left_page.isVisibleTo(self):
            return
        split, size = played
        if split != self.split.size() or size == self.left.size():
            return
        self.left.resize(size)  # hidden: no resize event, its layouts are told below
        for widget in (self.left, *self.left.findChildren(QWidget)):  # parents first
            layout = widget.layout()
            if layout is not None:
                layout.invalidate()
                layout.activate()
        send_pending(self.left)  # the events Qt keeps for its showing, sent now

    def lay_out_summary_ahead(self, width: int) -> None:
        """Lay the hidden round summary out at ``width`` (idle work, its words set): the
        phase column's width once play stops in an era's last round, its width now in
        another. Measured at its own size hint's width and at the column's, as the tap's
        layout asks, then given its size and shown for a moment, so that the tap showing
        it neither measures nor lays its text out again (≈ 6 M instructions at the era's
        end: its rich text was laid out at the old width, at both hints' and at the new
        one; in another round, the size it was last shown at, the era's end's wide one
        among them, was measured and its text laid out at the new one)."""
        summary = self.round_summary
        if summary.isVisible() or not self.phase_box.isVisible():
            return
        place = QRect(0, 0, width, self.measure_summary_ahead(width))
        laid = (place, summary.title.text(), summary.text.text())
        if laid != self._summary_laid or summary.geometry() != place:
            self._summary_laid = laid
            summary.setGeometry(place)
            layout = summary.layout()
            if layout is not None:
                layout.activate()
            shown_hidden_once(summary, summary.draw_ahead)
            self.measure_summary_ahead(width)

    def measure_summary_ahead(self, width: int) -> int:
        """The hidden round summary's height at ``width``, its words measured there and at
        the widths the tap showing it asks besides (its own size hint's, the phase
        column's): its rich text is laid out at each measure (≈ 0.45 M instructions)."""
        summary = self.round_summary
        hint = summary.sizeHint().width()
        summary.heightForWidth(max(hint, self.phase.sizeHint().width()))
        return summary.heightForWidth(width)

    def stopped_box_width(self) -> int:
        """The phase column's width once play stops (the slots' room becomes its own)."""
        return self.phase_box.width() + self._wider_stopped()

    def stopped_page_size(self, summary: int) -> QSize | None:
        """The phase pages' size once play stops, under a round-end summary ``summary``
        high (None: the table does not show play now)."""
        page = self.pages[self.turn]
        if not page.isVisible():
            return None
        space = self.phase_box_layout.spacing()
        shown = self.round_summary
        now = shown.height() + space if shown.isVisible() else 0
        return QSize(page.width() + self._wider_stopped(), page.height() + now - summary - space)

    def kept_page_size(self) -> QSize | None:
        """The phase pages' size once production is applied (its summary goes)."""
        page = self.pages[self.production]
        if not page.isVisible():
            return None
        shown = self.round_summary
        more = shown.height() + self.phase_box_layout.spacing() if shown.isVisible() else 0
        return QSize(page.width(), page.height() + more)

    def _fit_players(self) -> None:
        """The players' row keeps the height its panels need at this window size; later
        growth (a new card line) scrolls inside the row and never pushes the turn panel."""
        if self.compact:
            self.players_page.setMinimumHeight(0)
            self.players_page.setMaximumHeight(16777215)
            return
        inner = self.players_page.widget()
        if inner is None:
            return
        needed = inner.sizeHint().height() + theme.px(4)
        if inner.minimumSizeHint().width() > self.players_page.width():
            needed += self.players_page.horizontalScrollBar().sizeHint().height()
        room = self.height() * 30 // 100
        self.players_page.setFixedHeight(min(needed, room))

    def _follow_step(self) -> None:
        """Folded: show the slots while a slot is to be chosen and the board while a site
        is to be tapped (only when the step changes, so a tab the player opened stays)."""
        if not self.compact:
            return
        state = self.controller.state
        wanted: str | None = None
        if self.flow.highlight() is not None:
            wanted = "board"
        elif state.phase == "play" and state.turn is not None:
            wanted = "slots"  # this turn's slot, or (placed) the next turn's
        elif state.phase != "play":
            wanted = "board"
        if wanted == self._folded_for:
            return
        self._folded_for = wanted
        page = {"board": self.right, "slots": self.left_page}.get(wanted or "")
        if page is not None and self.fold.currentWidget() is not page:
            flip(self.fold, page)

    def _show_phase(self, state: GameState, change: Change) -> None:
        self._show_column(state)
        if state.phase == "production":
            self.phase.setCurrentWidget(self.pages[self.production])
            self.production.show_state(state)
        elif state.phase == "finished":
            self.phase.setCurrentWidget(self.pages[self.over])
            self.over.show_state(state)
            # final scoring covers the table: its hidden pages are emptied once it shows
            self._to_empty = True
            if self.isVisible():
                self._empty_pages()
        elif state.phase == "era_keep":
            self.phase.setCurrentWidget(self.pages[self.era_keep])
            if not change.undone and change.events:
                self.era_keep.show_result(state, change.events)
            self.era_keep.show_state(state)
        else:
            if self.phase.currentWidget() is not self.pages[self.turn]:
                if self._era_keep is not None:
                    self._era_keep.left_over = True  # emptied in idle time (see WorkAhead)
                if self._production is not None:
                    self._production.clear()  # hidden tables cost every layout
            self.phase.setCurrentWidget(self.pages[self.turn])
            self.turn.refresh()

    def _column_changes(self, state: GameState) -> bool:
        """Whether the slots' column (folded, their tab) comes or goes in ``state``."""
        playing = state.phase == "play"
        if self.compact:
            return self.fold.isTabVisible(self.fold.indexOf(self.left_page)) != playing
        return playing != self.left_page.isVisibleTo(self)

    def _show_column(self, state: GameState) -> None:
        """The slots' column (folded, their tab) shown in play only; the phase column takes
        its room."""
        playing = state.phase == "play"
        if not self._column_changes(state):
            return
        if self.compact:
            self.fold.setTabVisible(self.fold.indexOf(self.left_page), playing)
            self._fit_split()
        else:
            if not playing:  # hidden, its scroll area lays it out at its narrowest
                self._played_size = (self.split.size(), self.left.size())
            self.left_page.setVisible(playing)
            # the slots' handle goes and comes with them now: the split is laid out once
            self.split.handle(self.split.indexOf(self.phase_box)).setVisible(playing)
            self._fit_split(keep_side=True)

    def _show_round_end(self, state: GameState, change: Change) -> None:
        """The round-end summary after the tap that ended a round; the next tap hides it."""
        read, events = self._played
        if change.undone or change.rewritten:
            self._played = (0, [])
        elif read and change.events:  # the log was read up to this tap: its events follow
            events.extend(summary_events(change.events))
            self._played = (self.controller.game.head, events)
        if change.undone:
            self.round_summary.hide()
        elif any(isinstance(e, RoundEnded) for e in change.events):
            events = self.events_played()
            self.round_summary.show_round(events, state)
            ended = max(i for i, e in enumerate(events) if isinstance(e, RoundEnded))
            del events[:ended]  # the next summary starts from this round's end
        elif not change.auto:  # what the app did by itself is part of the same tap
            self.round_summary.hide()

    def events_played(self) -> list[Event]:
        """The events the round summary reads (``summary_events``) of the taps in play
        since the last round's end (or the setup), oldest first: read from the log once,
        then only the taps after the last read (an undo or a fix reads it again)."""
        read, events = self._played
        head = self.controller.game.head
        if not read:
            events = self._recent_events(head)
        elif read != head:
            events.extend(self._events_after(read, head))
        self._played = (head, events)
        return events

    def _recent_events(self, head: int) -> list[Event]:
        """The events to tap ``head`` since the round's end before the last (or the
        setup): what the summary of the round ending now needs. The end of the log,
        or the whole log when they hold fewer than two."""
        since = max(0, head - RECENT_TAPS)
        events = self._events_after(since, head)
        starts = [i for i, e in enumerate(events) if isinstance(e, RoundEnded | GameSetUp)]
        if len(starts) >= 2:
            return events[starts[-2] :]
        return events if not since else self._events_after(0, head)

    def _events_after(self, since: int, head: int) -> list[Event]:
        return self.controller.events(since, head, SUMMARY_KINDS)

    def _show_boards(self, state: GameState, follow: bool) -> None:
        highlight = self.flow.highlight()
        current = state.current_player
        if follow and current is not None:
            self.boards.setCurrentIndex(current)
        if highlight is not None:
            self.boards.setCurrentIndex(highlight.player)
        for index, view in enumerate(self.board_views):
            view.show_player(state.players[index], index, highlight)
        self._litter = 1
        self._idle.start(IDLE_AFTER_MS)
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
            self.board_note_holder.set_text(note)

    def _board_shown(self) -> int:
        """The board number of the player whose board tab is shown."""
        return self._player_shown().board

    def _player_shown(self) -> PlayerState:
        players: tuple[PlayerState, ...] = self.controller.state.players
        return players[max(0, min(self.boards.currentIndex(), len(players) - 1))]

    def _flow_changed(self) -> None:
        if self._holding:
            self._held = (self._held[0], True)
            return
        self._redraw_flow(None)

    def _redraw_flow(self, drawn: Change | None) -> None:
        """Redraw for the pending choice; ``drawn``: the game's change just drawn (its
        redraw read the pending choice already: only what it did not redraw is left)."""
        state = self.controller.state
        if drawn is None or not (drawn.undone or drawn.touches(_PAGE_FLAGS)):
            self.turn.refresh(clear_error=False)
        if drawn is None or not drawn.touches(_SLOT_FLAGS):
            self.slots.show_state(self.flow.slot_state(), self.flow.pending.slot)
        if drawn is None:
            self._show_boards(state, follow=False)
            self._show_guide(state)
            self._follow_step()
        self._redrawn = True

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
        self.ahead.stop()
        self._idle.stop()
        self._after_paint.stop()
        if self._painter is not None:
            self._painter.removeEventFilter(self)
            self._painter = None

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
        if self.compact:
            self.fold.setTabVisible(self.fold.indexOf(self.guide), on)
        else:
            self.guide.setVisible(on)
        if on:
            self.guide.show_state(self.controller.state, self.intent())
        else:
            self.lessons.clear()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fold or unfold for the new size; keep the lesson pop-ups over the boards, and
        the players' row tall enough."""
        super().resizeEvent(event)
        compact = self._wants_compact()
        if compact != self.compact:
            self._arrange(compact)
        elif event.oldSize() != event.size():
            self._fit_split()
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
                    if self.compact:
                        self.fold.setCurrentWidget(self.right)

    def _lessons_shown(self) -> None:
        """New lessons: placed (their widgets are found again in idle time)."""
        self._place_lessons()
        self._settler.forget()
        if not self._idle.isActive():
            self._idle.start(IDLE_AFTER_MS)

    def _place_lessons(self) -> None:
        """Over the boards; folded, over the tabs (never over the turn panel)."""
        area = self.fold if self.compact else self.right
        top_left = area.mapTo(self, area.rect().topLeft())
        self.lessons.anchor = QRect(top_left, area.size())
        self.lessons.place()

    # -- taps that are not turn steps ----------------------------------------------

    def step_controls(self) -> list[QWidget]:
        """What the current step offers to tap (for the layout test across sizes): the
        phase panel's controls, the open slots while a slot is chosen, the board while
        a site is picked."""
        state = self.controller.state
        if state.phase == "production":
            return self.production.step_controls()
        if state.phase == "era_keep":
            return self.era_keep.step_controls()
        controls: list[QWidget] = self.turn.step_controls()
        turn = state.turn
        if turn is not None and turn.slot is None and self.flow.pending.slot is None:
            controls.extend(shown(self.slots.buttons.values()))
        highlight = self.flow.highlight()
        if highlight is not None:
            controls.extend(shown([self.board_views[highlight.player]]))
        return controls

    def add_tool(self, button: QToolButton) -> None:
        """Put a window tool (undo, history, the language...) on the banner."""
        self.banner.add_tool(button)
        self.banner_holder.child_changed()
