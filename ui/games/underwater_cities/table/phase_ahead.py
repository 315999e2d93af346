"""The table's work ahead of the taps that change its phase, done in idle time (issue #13).

When the window has not painted for :data:`AHEAD_AFTER_MS`, one piece a shot:

- in play, the taps played since the last read are read from the log (the round-end
  summary reads the round's events);
- in an era's last round, the production that ending the turn leads to (once the
  turn's tile is placed; before, the state as it stands, a seat a shot) is worked out
  and fills the hidden production page; then the round-end summary's words are set
  and the page is laid out at the size it will have (once the tile is placed, all in
  one piece: the tap ending the turn may follow at once);
- in another round, once the turn's tile is placed, when ending the turn ends the
  round: the round-end summary it shows, set hidden, measured and laid out at its width
  (its rich text was laid out ≈ 10 times inside the slot tap that ends a round);
- in production, what applying it leads to (with the lines still open skipped, as
  the table most often does: the era's end works it out already): the hidden page of
  the era's keeping filled, every label made plain text and the page laid out at its
  size and the player panels' new lines measured, or after the last era the final
  screen built (and the module the store sums a finished game up with imported);
- in the era's keeping, once one player is left to keep cards, the slot board of the
  new era that player's tap starts is drawn (hidden: the tap shows it as it is), the
  board of that era's first player painted and every label made plain text;
- once production is applied, and once every player kept their cards, the tables of
  the page it hid are emptied.

The tap that changes the phase then only flips pages: the store saves the outcome
worked out ahead (``GameController.foresee``: the same state, an equal command), so
the pages built for its state show the very state the game reaches, and the switch
shows nothing new to the plain-text guard (``WorkAhead.swept``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QScrollArea, QStackedWidget, QWidget

from companion.core.model import Command, Event
from companion.games.underwater_cities.commands import Discard, EndTurn
from companion.games.underwater_cities.events import RoundEnded
from companion.games.underwater_cities.rounds import PRODUCTION_ROUNDS
from companion.games.underwater_cities.state import GameState
from ui import plain_text
from ui.controller import GameController

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLayout

    from ui.games.underwater_cities.table.screen import TableScreen
    from ui.screens.final import FinalScreen

AHEAD_AFTER_MS = 10
"""Quiet time (no paint of the window) before a piece of work is done ahead: it runs
between taps, never inside one."""

SHOT_MS = 8
"""Work ahead goes on piece after piece for this long, then waits for quiet again."""

Outcome = tuple[GameState, tuple[Event, ...]]


def outcome(controller: GameController, command: Command, state: Any = None) -> Outcome | None:
    """The state and events ``command`` would lead to now (or in ``state``), without
    playing it (None: the engine refuses it), kept for the tap that plays it with
    their stored text (``GameController.foresee``)."""
    found = controller.foresee(command, state, written=True)
    return None if found is None else (found.state, found.events)


class _Painted(QObject):
    """Whether a window painted while it was watched."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Note a paint of the window."""
        if event.type() == QEvent.Type.UpdateRequest:
            self.seen = True
        return False


def shown_for_good(page: QWidget) -> None:
    """Have the tables' headers in ``page`` shown by themselves, not only with their
    table: Qt shows a header that was never shown on its own again (its ``setVisible``)
    each time the page shows, and a header shown asks its table's parent to lay out
    again (every table's box was laid out again in the tap showing the page, though
    laid out ahead at that size). A header shown on its own shows with its table, as
    before, without asking; one hidden stays hidden."""
    from PySide6.QtWidgets import QHeaderView  # idle work: its enums not made at the start

    for header in page.findChildren(QHeaderView):
        if not header.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
            header.setVisible(not header.isHidden())


def lay_out_hidden(page: QWidget, size: QSize, then: Callable[[], None] | None = None) -> None:
    """Lay the hidden ``page`` out at ``size`` now, as showing it would: it is shown for a
    moment while it paints nothing (item views lay their columns out from the event
    loop: its timers run then, the table's input waits; then the layout their new rows
    ask for). The window is not painted again for it (turning its parent's updates back
    on would repaint it all), unless it painted meanwhile: then what the page covered
    is drawn again. Its tables' headers are shown for good first (:func:`shown_for_good`);
    ``then`` is called laid out, while the page is shown (drawing parts of it ahead)."""
    parent = page.parentWidget()
    if parent is None:
        return
    shown_for_good(page)
    window = page.window()
    painted = _Painted()
    window.installEventFilter(painted)
    page.setUpdatesEnabled(False)
    try:
        page.resize(size)
        page.show()
        from PySide6.QtCore import QEventLoop  # idle work: its enums not made at the start

        # twice: a table's rows, measured once its columns have their widths (set from
        # the event loop), ask for the page's layout again (laid out by the tap showing
        # the page, the table was painted a second time after the tap's paint)
        for _ in range(2):
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        if then is not None:
            then()
    finally:
        page.hide()
        page.setUpdatesEnabled(True)
        window.removeEventFilter(painted)
        if painted.seen:
            parent.update(page.geometry())


@contextmanager
def pages_aside(stack: QStackedWidget) -> Iterator[None]:
    """The page of ``stack`` hidden while the room around the stack changes and its page
    is switched: the page going is not laid out again for room it will not have, the
    page coming is laid out once, at the stack's final size. The keyboard focus goes
    where the stack puts it when it switches pages, worked out as it does (with the
    page going hidden first, the stack would not move the focus to the page coming)."""
    going = stack.currentWidget()
    if going is None:
        yield
        return
    focus = stack.window().focusWidget()
    inside = focus is not None and going.isAncestorOf(focus)

    def switched() -> None:
        coming = stack.currentWidget()
        if inside and focus is not None:
            # laid out first, as the stack's switch in view does: a widget's size hint is
            # taken before it has the focus (a focused button's border is wider)
            inner = coming.widget() if isinstance(coming, QScrollArea) else coming
            layout = inner.layout() if inner is not None else None
            if layout is not None:
                layout.activate()
            _focus_target(coming, going, focus).setFocus()

    stack.currentChanged.connect(switched)
    going.hide()  # passes the focus on, as the stack's switch does
    try:
        yield
    finally:
        stack.currentChanged.disconnect(switched)
        if stack.currentWidget() is going:
            going.show()


@contextmanager
def laid_out_once(layout: QLayout) -> Iterator[None]:
    """``layout`` not laid out for the changes made inside (a widget shown in it, its
    widget resized, a page switched), then laid out once, at its widget's final size:
    the era's end laid the phase column out at its old width when the round summary
    showed, its text laid out at the old width, a size hint's and the new one."""
    layout.setEnabled(False)
    try:
        yield
    finally:
        layout.setEnabled(True)
        layout.invalidate()  # a resize while off left it marked as laid out
        layout.activate()


def shown_hidden_once(widget: QWidget, then: Callable[[], None] | None = None) -> None:
    """Show the hidden ``widget`` for a moment, painting nothing and with its parent's
    layout off: the resize events its children's new geometries wait for are sent now
    (a rich text label lays its text out then), not when a tap shows it; ``then`` is
    called while it is shown (drawing parts of it ahead)."""
    parent = widget.parentWidget()
    around = parent.layout() if parent is not None else None
    if around is not None:
        around.setEnabled(False)
    widget.setUpdatesEnabled(False)
    try:
        widget.show()
        if then is not None:
            then()
    finally:
        widget.hide()
        widget.setUpdatesEnabled(True)
        if around is not None:
            around.setEnabled(True)


def _focus_target(coming: QWidget, going: QWidget, focus: QWidget) -> QWidget:
    """What QStackedLayout focuses when the page that had the focus (``going``, its
    widget ``focus``) gives way to ``coming``: the page's own focus widget, else the
    first of its widgets in the focus chain, else the page."""
    if coming is going:
        return focus
    own = coming.focusWidget()
    if own is not None:
        return own
    widget = focus.nextInFocusChain()
    while widget is not focus:
        if (
            widget.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus
            and widget.focusProxy() is None
            and widget.isVisibleTo(coming)
            and widget.isEnabled()
            and coming.isAncestorOf(widget)
        ):
            return widget
        widget = widget.nextInFocusChain()
    return coming


class WorkAhead(QObject):
    """The table's idle-time work (see the module)."""

    def __init__(self, table: TableScreen) -> None:
        super().__init__(table)
        self.table = table
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._shot)
        self._ending: tuple[GameState, Outcome | None] | None = None
        """A state in play and what ending its turn leads to when that ends the era."""
        self._laid_out: tuple[object, QSize] | None = None
        """What a hidden page was last laid out for, and at which size."""
        self._applied: tuple[GameState, Command, Outcome | None] | None = None
        """A production state, the production command and what it leads to."""
        self._summed: GameState | None = None
        """The state in play whose round's end the summary was set for."""
        self._started: GameState | None = None
        """The keeping state whose last keeper's tap the slot board was drawn for."""
        self.final: FinalScreen | None = None
        """The final screen built ahead (a hidden child of the window's screens)."""
        self.swept: GameState | None = None
        """The state a phase tap reaches (the era's end, production applied, the last
        cards kept) whose page (and round summary) were laid out ahead and swept (every
        label plain text): that tap switches to them unwatched by the plain-text guard
        (``plain_text.unwatched``)."""

    def arm(self) -> None:
        """Work ahead at the next quiet time (in play, production and the era's keeping)."""
        if self.table.controller.state.phase in ("play", "production", "era_keep"):
            self.timer.start(AHEAD_AFTER_MS)

    def put_off(self) -> None:
        """The window is about to paint: wait for quiet again once it has painted."""
        if self.timer.isActive():
            self.timer.stop()
            QTimer.singleShot(0, self.arm)

    def stop(self) -> None:
        """No more work (the table is being replaced); a final screen built ahead and
        not shown goes."""
        self.timer.stop()
        if self.final is not None and self.final.ahead is not None:
            self.final.deleteLater()
        self.final = None

    def _shot(self) -> None:
        """Pieces of work until :data:`SHOT_MS` have passed (one at least); the rest at
        the next quiet."""
        started = time.perf_counter()
        state = self.table.controller.state
        if state.phase == "play":
            self.table.events_played()
        if self._empty(state):
            self.timer.start(AHEAD_AFTER_MS)
            return
        more = True
        while more:
            if state.phase == "play" and state.round in PRODUCTION_ROUNDS:
                more = self._era_end(state)
            elif state.phase == "play":
                more = self._round_end(state)
            elif state.phase == "era_keep":
                more = self._era_start(state)
            else:
                more = state.phase == "production" and self._production(state)
            if time.perf_counter() - started >= SHOT_MS / 1000:
                break
        if more:
            self.timer.start(AHEAD_AFTER_MS)

    def _empty(self, state: GameState) -> bool:
        """Empty the tables of a hidden page left from a production that is over (hidden
        tables cost every layout; the tap that hides the page leaves them): the forecast
        once production is applied, what it gave once every player kept their cards.
        True when one was emptied (one piece)."""
        table = self.table
        shown = state.phase == "era_keep" and table.built("production")
        if shown and any(box.model.rowCount() for box in table.production.players):
            table.production.clear()
            return True
        if state.phase != "play" or not table.built("era_keep"):  # no keeping shown yet
            return False
        keep = table.era_keep
        if keep.left_over and keep.result.rowCount():
            keep.show_result(state, ())
            return True
        return False

    # -- the era's end -------------------------------------------------------------------

    def _ending_of(self, state: GameState) -> Outcome | None:
        """What ending the turn of ``state`` leads to when that ends the era."""
        known = self._ending
        if known is not None and known[0] is state:
            return known[1]
        turn, ending = state.turn, None
        if turn is not None and turn.slot is not None:
            found = outcome(self.table.controller, EndTurn(player=turn.player))
            if found is not None and found[0].phase == "production":
                ending = found
        self._ending = (state, ending)
        return ending

    def _era_end(self, state: GameState) -> bool:
        """One piece of the production page ahead of the era's end; True: more to do.
        Once ending the turn ends the era, its tap may follow at once (a site tap changed
        a seat's forecast, then "end turn"): the seats left, the page and the summary
        are then one piece, not cut by :data:`SHOT_MS` (on a loaded machine a shot
        stopped after the seat and the tap 20 ms later found the page not laid out)."""
        table = self.table
        ending = self._ending_of(state)
        if ending is None:
            return table.production.prepare(state)
        while table.production.prepare(ending[0]):
            pass
        after, events = ending
        summary = table.round_summary
        if not summary.isVisible():
            summary.prepare([*table.events_played(), *events], after)
        if self.swept is not after:  # every label plain text (shown or not) before
            plain_text.sweep_python()  # the page and the summary are measured and drawn
        size = table.stopped_page_size(summary.heightForWidth(table.stopped_box_width()))
        self._lay_out(table.pages[table.production], after, size, table.production.draw_ahead)
        table.lay_out_summary_ahead(table.stopped_box_width())
        self.swept = after
        outcome(table.controller, table.production.command(skipping=True), after)
        return False

    def _round_end(self, state: GameState) -> bool:
        """The round-end summary's words set, measured and laid out at its width, hidden, when
        ending the turn of ``state`` ends a round (and not the era); never more to do."""
        if self._summed is state:
            return False
        self._summed = state
        turn, table = state.turn, self.table
        summary = table.round_summary
        if turn is None or turn.slot is None or summary.isVisible():
            return False
        found = outcome(table.controller, EndTurn(player=turn.player))
        if found is None or not any(isinstance(e, RoundEnded) for e in found[1]):
            return False
        if summary.prepare([*table.events_played(), *found[1]], found[0]):
            table.lay_out_summary_ahead(table.phase_box.width())
        return False

    def _lay_out(
        self, page: QWidget, key: object, size: QSize | None, then: Callable[[], None] | None = None
    ) -> None:
        if size is None or self._laid_out == (key, size):
            return
        self._laid_out = (key, size)
        lay_out_hidden(page, size, then)

    # -- production -----------------------------------------------------------------------

    def _production(self, state: GameState) -> bool:
        """What applying production leads to, worked out, then shown on the hidden page
        it leads to; True: more to do."""
        table = self.table
        command = table.production.command(skipping=True)  # the lines left open skipped
        known = self._applied
        if known is None or known[0] is not state or known[1] != command:
            self._applied = (state, command, outcome(table.controller, command))
            return True
        found = known[2]
        if found is None:
            return False
        after = found[0]
        if after.phase == "finished":
            self._final(after)
        elif after.phase == "era_keep":  # the tap shows the same rows: it fills nothing
            table.era_keep.show_result(after, found[1])
            table.era_keep.show_state(after)  # and paints none of them
            if self.swept is not after:  # every label plain text before the page is
                plain_text.sweep_python()  # laid out and drawn (as for the era's end)
            keep = table.era_keep
            self._lay_out(table.pages[keep], after, table.kept_page_size(), keep.draw_ahead)
            self.swept = after
            for panel, player in zip(table.panels, after.players, strict=True):
                panel.measure_ahead(player)  # their new lines (every panel's changes)
        return False

    # -- the era's start ------------------------------------------------------------------

    def _era_start(self, state: GameState) -> bool:
        """The hidden slot board drawn for the new era the last player keeping cards
        starts (its slots and their pictures); never more to do."""
        keeping = [(s, p.hand - p.hand_limit) for s, p in enumerate(state.players)]
        keeping = [(seat, excess) for seat, excess in keeping if excess > 0]
        if len(keeping) != 1 or self._started is state:
            return False
        self._started = state
        seat, excess = keeping[0]
        found = outcome(self.table.controller, Discard(player=seat, count=excess))
        if found is not None and found[0].phase == "play":
            player = found[0].current_player
            if player is not None:  # first: painting a hidden board lays the window out
                self.table.paint_next_board_ahead(player)  # (the slots' column narrowest)
            self.table.lay_out_slots_ahead()  # the pictures drawn at the size they show at
            slots = self.table.slots
            slots.show_state(found[0], None)
            for button in slots.buttons.values():
                button.picture()
            if self.swept is not found[0]:  # every label plain text: the tap's switch
                plain_text.sweep_python()  # back to play shows nothing new
            self.swept = found[0]
        return False

    def _final(self, state: Any) -> None:
        """The final screen for ``state``, built ahead, hidden, laid out, its charts
        painted (in one piece: the game's last tap may follow the one before at once)."""
        # the store sums the finished game up (points by category) in the tap that ends
        # it: the module that does it is imported now, not in that tap (≈ 1 ms)
        import companion.games.underwater_cities.stats  # noqa: F401
        from ui.game_ui import get_game_ui
        from ui.screens.final import FinalScreen

        known = self.final
        if known is not None and known.ahead is not None and known.ahead == state:
            return
        if known is not None and known.ahead is not None:
            known.deleteLater()
        screens = self.table.parentWidget()
        if screens is None:
            return
        controller = self.table.controller
        game_ui = get_game_ui(controller.game_id)
        self.final = FinalScreen(controller, game_ui, screens, state=state)
        self.final.hide()
        lay_out_hidden(self.final, screens.size(), self._draw_final_ahead)

    def _draw_final_ahead(self) -> None:
        """The final screen's charts and tables drawn ahead (it is shown for a moment),
        then what drawing its tables asked for done (their headers fit their columns
        again: else left to the game's last tap, ≈ 2 M instructions)."""
        from PySide6.QtCore import QEventLoop  # idle work: its enums not made at the start

        if self.final is not None:
            self.final.draw_ahead()
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
