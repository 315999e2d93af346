"""The history of any game: every tap and its events in words; undo, redo, undo
the whole turn, and fixing a past tap: at the table ("Fix at the table": the
table shows the game just before the tap and the next tap replaces it), or by
its fields in a form. The store replays the rest and keeps later taps that became
illegal as conflicts, shown here in red with a ⚠ until the table fixes or deletes
them. While a tap is fixed at the table, undo, redo and the other fixes wait.

The taps and their events are the store's (never a replay of the game); the words
are the game's (:meth:`~ui.game_ui.GameUI.describe_command` and
:meth:`~ui.game_ui.GameUI.describe_events`).
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyleOptionViewItem,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from companion.core.model import Command
from companion.store import LogEntry
from ui import plain_text, theme
from ui.controller import Change, GameController
from ui.game_ui import GameUI, get_game_ui
from ui.widgets.viewport import opaque_scroll_bar, opaque_viewports

SEQ_ROLE = Qt.ItemDataRole.UserRole + 1
WIDTH_ROLE = Qt.ItemDataRole.UserRole + 2
"""The width a row's height was measured at (measured again only at another width)."""
WINDOW = 200
"""The taps the list holds rows for at once: the last ones; earlier taps get their rows
when the list is scrolled to its top. A tap appends a row to a list of this size, never
to one of every tap of a long game (a view lays out every row it holds on each append)."""


class LogView(QTreeView):
    """The taps, each row as tall as its wrapped text, measured once when added (and
    again when the width changes) rather than by every layout of the whole list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._width = -1
        self.header().sectionResized.connect(lambda *_: self.measure_all())
        # Asked once now, when the History is built: PySide makes the item views' enum
        # types the first time a method is looked up through them (≈ 12 ms, 34 enums),
        # which the first tap with the History open paid (issue #13).
        self.viewport()
        # A row's height is asked again after every append (Qt lays the held rows out
        # anew): with no icon size set, each asked the style sheet style for its small
        # icon size (≈ 15 % of the History's share of a tap). Its rows show no icons, so
        # the size set here draws and measures nothing differently.
        self.setIconSize(QSize(16, 16))

    def measure(self, item: QStandardItem) -> None:
        """Fix ``item``'s row height for the current width (what the delegate says)."""
        width = self.header().sectionSize(0)  # (a header laid out now measures all first)
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect.setWidth(width)
        if item.data(Qt.ItemDataRole.SizeHintRole) is not None:  # else the delegate says it
            item.setData(None, Qt.ItemDataRole.SizeHintRole)
        item.setSizeHint(self.itemDelegate().sizeHint(option, item.index()))
        item.setData(width, WIDTH_ROLE)

    def append_following(self, items: list[QStandardItem]) -> None:
        """Append ``items`` and scroll to the bottom, painting only the new rows: the
        rows above move up as pixels (Qt's scroll), rather than the whole list being
        painted again by the layout that follows rows added (~50 µs a visible row)."""
        model, viewport = self.model(), self.viewport()
        assert isinstance(model, QStandardItemModel)
        quiet = Qt.WidgetAttribute.WA_UpdatesDisabled
        opaque = Qt.WidgetAttribute.WA_OpaquePaintEvent
        if viewport.testAttribute(quiet) or not items:  # updates off anyway: plain append
            for item in items:
                model.appendRow(item)
                self.measure(item)
            return
        viewport.setAttribute(quiet, True)  # the layout's repaint of every row: not needed
        try:
            for item in items:
                model.appendRow(item)
                self.measure(item)
            self.executeDelayedItemsLayout()
        finally:
            viewport.setAttribute(quiet, False)
        was_opaque = viewport.testAttribute(opaque)
        viewport.setAttribute(opaque, True)  # what Qt asks of a view it scrolls by pixels
        try:
            self.scrollToBottom()
        finally:
            viewport.setAttribute(opaque, was_opaque)
        top = max(0, self.visualRect(items[0].index()).top())
        viewport.update(0, top, viewport.width(), viewport.height() - top)

    def keep_at_top(self, index: QModelIndex | QPersistentModelIndex) -> None:
        """Scroll ``index`` to the top now (rows were just put before it)."""
        self.executeDelayedItemsLayout()
        self.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtTop)

    def measure_all(self) -> None:
        """Measure again, after the width changed, the rows measured at another width."""
        width = self.header().sectionSize(0)
        model = self.model()
        if width == self._width or not isinstance(model, QStandardItemModel):
            return
        self._width = width
        for row in range(model.rowCount()):
            item = model.item(row)
            if item is not None and item.data(WIDTH_ROLE) != width:
                self.measure(item)


class HistoryPanel(QWidget):
    """Every tap of the open game, newest at the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller: GameController | None = None
        self.game_ui: GameUI | None = None
        self.entries: list[LogEntry] = []
        """The taps the model's rows show, oldest first: the last ones of the game (the
        earlier ones are read from the store when scrolled to, never all of a long game)."""
        self._seqs: list[int] = []
        """The seq of every tap of the game (sorted: the store's order)."""
        self._first = 0
        """Where the model's first row stands in :attr:`_seqs`."""
        self._conflicts: list[int] = []
        """The seqs of the taps in conflict."""
        self._updating = False
        """True while the rows are brought up to date (the scrolling it causes is not
        the table's)."""
        self._valid: int | None = None
        """The rows up to this seq are as the store has them (None: rebuild them all)."""
        self._head = 0
        """The game's undo pointer when the rows were last brought up to date."""
        self._opaque = False
        """True once the list's viewport and scroll bar are opaque (at the first show)."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.model = QStandardItemModel(self)
        self.view = LogView(self)
        self.view.setObjectName("history")
        self.view.setModel(self.model)
        self.view.setHeaderHidden(True)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setWordWrap(True)
        self.view.setUniformRowHeights(False)
        self.view.selectionModel().currentChanged.connect(lambda *_: self._selection())
        bar = self.view.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(lambda low, high: self._scrolled(low) if low == high else None)
        layout.addWidget(self.view, 1)
        self.conflicts = QLabel(self)
        self.conflicts.setObjectName("error")
        self.conflicts.setWordWrap(True)
        layout.addWidget(self.conflicts)
        row = QHBoxLayout()
        self.undo = QPushButton(self.tr("Undo"), self)
        self.undo.setObjectName("history-undo")
        self.redo = QPushButton(self.tr("Redo"), self)
        self.redo.setObjectName("history-redo")
        self.undo_turn = QPushButton(self.tr("Undo turn"), self)
        self.undo_turn.setObjectName("history-undo-turn")
        self.undo_turn.setToolTip(
            self.tr(
                "Take back every tap of this turn (with none yet: the previous turn); "
                "Redo plays them again one by one"
            )
        )
        row.addWidget(self.undo)
        row.addWidget(self.undo_turn)
        row.addWidget(self.redo)
        layout.addLayout(row)
        self.fix_table = QPushButton(self.tr("Fix at the table"), self)
        self.fix_table.setObjectName("history-fix-table")
        self.fix_table.setToolTip(
            self.tr("Show the game just before this tap and tap what really happened")
        )
        layout.addWidget(self.fix_table)
        row = QHBoxLayout()
        self.fix = QPushButton(self.tr("Edit fields…"), self)
        self.fix.setObjectName("history-fix")
        self.delete = QPushButton(self.tr("Delete this tap"), self)
        self.delete.setObjectName("history-delete")
        row.addWidget(self.fix)
        row.addWidget(self.delete)
        layout.addLayout(row)
        self.undo.clicked.connect(lambda: self.controller.undo() if self.controller else None)
        self.undo_turn.clicked.connect(
            lambda: self.controller.undo_turn() if self.controller else None
        )
        self.redo.clicked.connect(lambda: self.controller.redo() if self.controller else None)
        self.fix_table.clicked.connect(self._fix_at_table)
        self.fix.clicked.connect(self._fix)
        self.delete.clicked.connect(self._delete)
        self._selection()

    def show_game(self, controller: GameController | None) -> None:
        """Follow ``controller``'s game (None: no game open)."""
        self.controller = controller
        self.game_ui = get_game_ui(controller.game_id) if controller is not None else None
        self._valid = None
        self._head = controller.game.head if controller is not None else 0
        if controller is not None:
            controller.changed.connect(self._changed)
            controller.fixed.connect(self._fixed)
        if self.isVisible() or controller is None:
            self.refresh()
        else:
            self._clear()  # read when the history is first shown

    def _changed(self, change: Change) -> None:
        """Note which taps the change may have touched; redraw them when shown."""
        controller = self.controller
        if controller is None:
            return
        head = controller.game.head
        if change.rewritten:
            self._valid = None
        elif self._valid is not None:  # undo, redo and new taps touch only the taps after
            self._valid = min(self._valid, self._head, head)
        self._head = head
        if self.isVisible():
            self._sync()

    def _fixed(self, seq: int, conflicts: list[LogEntry]) -> None:
        """After a fix, the first tap now in conflict is selected (else the fixed one)."""
        if self.isVisible():
            self.select(conflicts[0].seq if conflicts else seq)

    def showEvent(self, event: object) -> None:
        """Catch up when shown; the first time (polished), the list's viewport fills as
        an opaque widget and its scroll bar is taken for opaque, so that a new row does
        not paint the dock and the panel under them first (see
        :func:`~ui.widgets.viewport.opaque_viewports`, :func:`~ui.widgets.viewport.
        opaque_scroll_bar`)."""
        super().showEvent(event)  # type: ignore[arg-type]
        if not self._opaque:
            self._opaque = True
            opaque_viewports(self)
            opaque_scroll_bar(self.view)
        self._sync()

    def _sync(self) -> None:
        """Redraw the taps that may have changed: a new tap appends one row, an undo
        or redo redraws the rows after the undo pointer; rows before keep their items."""
        if self._valid is None or self.controller is None:
            self.refresh()
            return
        with self._update():
            self._sync_rows(self._valid, self.controller)

    def _sync_rows(self, since: int, controller: GameController) -> None:
        keep = bisect.bisect_right(self._seqs, since)
        if keep < len(self._seqs):
            row = max(0, keep - self._first)
            self.model.removeRows(row, self.model.rowCount() - row)
            del self.entries[row:]
            del self._seqs[keep:]
            del self._conflicts[bisect.bisect_right(self._conflicts, since) :]
            self._first = min(self._first, keep)
        self._append(controller.log(since))
        self._finish()

    def _clear(self) -> None:
        self.model.clear()
        self.entries = []
        self._seqs = []
        self._conflicts = []
        self._first = 0

    def refresh(self) -> None:
        """Rebuild the list from the store's log."""
        with self._update():
            self._refresh()

    def _refresh(self) -> None:
        self._clear()
        controller = self.controller
        if controller is None or self.game_ui is None:
            self._selection()
            return
        self._seqs = controller.seqs()  # where each tap stands, without reading them
        self._conflicts = controller.seqs(conflicts=True)
        self._first = max(0, len(self._seqs) - WINDOW)
        self.entries = controller.log(self._seqs[self._first - 1] if self._first else 0)
        for entry in self.entries:
            item = self._item(entry)
            self.model.appendRow(item)
            self.view.measure(item)
        self._finish()

    def _append(self, entries: list[LogEntry]) -> None:
        """``entries``, the taps after the last one, with a row each."""
        fixing = self.controller.fixing if self.controller is not None else None
        following = bool(self.model.rowCount()) and fixing is None
        self.entries += entries
        self._seqs += (entry.seq for entry in entries)
        self._conflicts += (entry.seq for entry in entries if entry.status == "conflict")
        items = [self._item(entry) for entry in entries]
        if following:
            self.view.append_following(items)  # a tap at the bottom of the list
            return
        for item in items:
            self.model.appendRow(item)
            self.view.measure(item)

    def _scrolled(self, value: int) -> None:
        """At the top of the list (or all of it in view): rows for the taps before it."""
        if self._updating or self._first == 0:
            return
        if value == self.view.verticalScrollBar().minimum():
            self._show_from(max(0, self._first - WINDOW))

    def _show_from(self, first: int) -> None:
        """Rows for the taps from ``first`` on (before the rows shown), read from the
        store; the rows that were at the top stay in view."""
        if first >= self._first or self.controller is None:
            return
        seqs = self._seqs
        earlier = self.controller.log(seqs[first - 1] if first else 0, seqs[self._first])
        top = QPersistentModelIndex(self.model.index(0, 0))
        with self._update():
            for row, entry in enumerate(earlier):
                item = self._item(entry)
                self.model.insertRow(row, item)
                self.view.measure(item)
            self.entries[:0] = earlier
            self._first = first
            if top.isValid():
                self.view.keep_at_top(top)

    @contextmanager
    def _update(self) -> Iterator[None]:
        updating, self._updating = self._updating, True
        try:
            yield
        finally:
            self._updating = updating

    def _trim(self) -> None:
        """Following the last tap: drop the rows of the taps long before it."""
        extra = self.model.rowCount() - WINDOW
        if extra >= WINDOW:
            self.model.removeRows(0, extra)
            del self.entries[:extra]
            self._first += extra

    def _item(self, entry: LogEntry) -> QStandardItem:
        """The row of one tap, with its events as child rows."""
        controller, game_ui = self.controller, self.game_ui
        assert controller is not None and game_ui is not None
        state = controller.state
        t = theme.current()
        muted = QBrush(QColor(t.muted))
        text = f"{entry.seq}. {game_ui.describe_command(entry.command, state)}"
        if entry.command.auto:  # sent by the app after the tap before it
            text += " " + self.tr("(by the app)")
        item = QStandardItem(text)
        item.setToolTip(plain_text.tip(text))
        item.setData(entry.seq, SEQ_ROLE)
        if entry.status == "conflict":
            reason = entry.error.message if entry.error else ""
            item.setText(text + "  ⚠ " + self.tr("conflict: {0}").format(reason))
            item.setForeground(QBrush(QColor(t.danger)))
        elif entry.undone:
            item.setText(text + "  ↶ " + self.tr("undone"))
            item.setForeground(muted)
        if entry.seq == controller.fixing:
            item.setText("✎ " + item.text() + "  " + self.tr("(fixing at the table)"))
            item.setBackground(QBrush(QColor(t.highlight)))
            item.setForeground(QBrush(QColor("#16222b")))
        for words in game_ui.describe_events(entry.events, state):
            child = QStandardItem("· " + words)
            child.setForeground(muted)
            item.appendRow(child)
        return item

    def _finish(self) -> None:
        """The conflicts line, the scroll position and the buttons, after the rows."""
        controller = self.controller
        assert controller is not None
        self._valid = self._seqs[-1] if self._seqs else 0
        self._head = controller.game.head
        conflicts = self._conflicts
        self.conflicts.setText(
            self.tr("⚠ Taps in conflict: {0}. Fix or delete each one.").format(
                ", ".join(str(seq) for seq in conflicts)
            )
            if conflicts
            else ""
        )
        self.conflicts.setVisible(bool(conflicts))
        fixing = controller.fixing
        if fixing is None:
            self._trim()
            self.view.scrollToBottom()
        else:
            self.select(fixing)
        self.undo.setEnabled(controller.can_undo)
        self.undo_turn.setEnabled(controller.can_undo)
        self.redo.setEnabled(controller.can_redo)
        self._selection()

    def selected(self) -> LogEntry | None:
        """The tap selected in the list."""
        index = self.view.currentIndex()
        if index.parent().isValid():
            index = index.parent()
        seq = index.data(SEQ_ROLE) if index.isValid() else None
        if not isinstance(seq, int):
            return None
        row = bisect.bisect_left(self._seqs, seq) - self._first
        shown = 0 <= row < len(self.entries) and self.entries[row].seq == seq
        return self.entries[row] if shown else None

    def select(self, seq: int) -> None:
        """Select tap ``seq`` (for tests and after a fix)."""
        row = bisect.bisect_left(self._seqs, seq)
        if row < len(self._seqs) and self._seqs[row] == seq:
            self._show_from(row)
            self.view.setCurrentIndex(self.model.index(row - self._first, 0))

    def _selection(self) -> None:
        entry = self.selected()
        first = self._seqs[0] if self._seqs else None
        editable = entry is not None and entry.seq != first  # the setup stays
        fixing = self.controller.fixing if self.controller is not None else None
        playing = fixing is None
        self.fix.setEnabled(editable and (playing or (entry is not None and entry.seq == fixing)))
        self.fix_table.setEnabled(editable and playing)
        self.delete.setEnabled(editable and playing)

    def _fix_at_table(self) -> None:
        entry = self.selected()
        if entry is not None and self.controller is not None:
            self.controller.begin_fix(entry.seq)

    def _fix(self) -> None:
        entry = self.selected()
        if entry is None or self.controller is None or self.game_ui is None:
            return
        dialog = self.game_ui.fix_dialog(entry, self.controller.state, self)
        if dialog is None:
            return
        dialog.fixed.connect(  # type: ignore[attr-defined]
            lambda command: self._apply_fix(entry.seq, command)
        )
        dialog.open()

    def _apply_fix(self, seq: int, command: Command) -> None:
        if self.controller is not None:
            self.controller.fix(seq, command)

    def _delete(self) -> None:
        entry = self.selected()
        if entry is not None and self.controller is not None:
            self.controller.delete(entry.seq)
