"""Production: the engine's forecast per player, the decisions cards offer,
feeding, then one tap applies it all; afterwards the era's new cards are kept.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFocusEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from companion.games.underwater_cities.commands import Discard, RunProduction, Settlement
from companion.games.underwater_cities.events import Fed, Produced
from companion.games.underwater_cities.production import Forecast, Unsettled
from companion.games.underwater_cities.rounds import PRODUCTION_ROUNDS
from companion.games.underwater_cities.state import GameState
from companion.games.underwater_cities.teaching import TunnelWhatIf
from ui import theme
from ui.controller import GameController
from ui.games.underwater_cities import words
from ui.games.underwater_cities.game_data import library_of, save_rows
from ui.games.underwater_cities.settle import SettleLine, TeachDialog
from ui.games.underwater_cities.table.production_ahead import ProductionAhead
from ui.i18n import translate
from ui.widgets.ahead_parts import AheadBox, AheadButton, AheadHeader
from ui.widgets.ahead_table import AheadTable
from ui.widgets.buttons import QuietButton, WrapButton
from ui.widgets.focus import key_moved_focus
from ui.widgets.measured import MeasuredLabel
from ui.widgets.painted_ahead import AheadLabel
from ui.widgets.rows_model import ItemRows
from ui.widgets.touch import shown


def fed_words(fed: Fed) -> str:
    """'3 connected cities eat 2 kelp and 1 biomatter; 0 points lost'."""
    return translate(
        "production", "connected cities: {0}; eaten: {1} kelp, {2} biomatter; points lost: {3}"
    ).format(fed.cities, fed.kelp, fed.biomatter, fed.points_lost)


class FitTable(AheadTable):
    """A table as tall as its rows: it never scrolls inside the page that holds it
    (one scroll bar, the page's, instead of one per table).

    Its rows are as tall as their wrapped text, measured once when the rows or the
    columns' widths change (never on every layout pass). ``draw_ahead`` paints its
    rows in idle time: its next paint, as laid out then, only copies that picture."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header_ahead = AheadHeader(self)
        """Its header, drawn ahead on the production page (``ProductionPanel.draw_ahead``)."""
        self.setHorizontalHeader(self.header_ahead)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._widths: tuple[int, ...] = ()
        """The columns' widths the rows were last measured at."""
        self.measured = 0
        """How many times the rows were measured (for tests)."""
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._refit_if_changed)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        """Measure the rows again whenever the model's rows change."""
        super().setModel(model)
        if model is not None:
            model.modelReset.connect(self.fit_rows)
            model.layoutChanged.connect(self.fit_rows)
        self.horizontalHeader().sectionResized.connect(self._columns_resized)

    def fit_rows(self) -> None:
        """Measure every row's wrapped height once; ask for the table's new height."""
        self._drop_ahead()  # new rows (or widths): the picture is another table's
        model = self.model()
        if model is None or not model.rowCount():  # nothing to measure (a cleared table)
            self._widths = ()
        else:
            self._widths = self._columns()
            self.measured += 1
            self.resizeRowsToContents()
        if self.height() != self._height():
            self.updateGeometry()

    def _columns_resized(self) -> None:
        """A column changed width: measure again once the header has set all of them
        (stretched columns change one after another; measuring after the first left the
        rows as tall as for a narrower table)."""
        if not self._refit.isActive():
            self._refit.start()

    def _refit_if_changed(self) -> None:
        if self._columns() != self._widths:
            self.fit_rows()

    def _height(self) -> int:
        header = self.horizontalHeader()
        return header.sizeHint().height() + self.verticalHeader().length() + 2 * self.frameWidth()

    def sizeHint(self) -> QSize:
        """Its rows' height."""
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:
        """Its rows' height: never less."""
        return QSize(super().minimumSizeHint().width(), self._height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Wrapped lines grow taller when narrower: ask for the new height."""
        super().resizeEvent(event)
        if self.height() != self._height():
            self.updateGeometry()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Only the current cell repainted unless a key moved the focus (:meth:`_quietly`)."""
        self._quietly(lambda: super(FitTable, self).focusInEvent(event))

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Only the current cell repainted unless a key moved the focus (:meth:`_quietly`)."""
        self._quietly(lambda: super(FitTable, self).focusOutEvent(event))

    def _quietly(self, handle: Callable[[], None]) -> None:
        """Handle a focus change as Qt does (the current cell set), but repaint only the
        current cell, the one part whose look follows the focus, unless a key moved the
        focus (then the style draws a focus frame too): Qt repaints the whole table. The
        first player's tap keeping cards takes the focus from the table applying
        production showed, and repainted all of it."""
        if key_moved_focus(self):
            handle()
            return
        quiet = [w for w in (self, self.viewport()) if w.updatesEnabled()]  # left as found
        for widget in quiet:
            widget.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, True)
        try:
            handle()
        finally:
            for widget in quiet:
                widget.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, False)
        current = self.currentIndex()
        if current.isValid():
            self.viewport().update(self.visualRect(current))


class QuietScrollArea(QScrollArea):
    """A scroll area not repainted when the focus comes or goes while no key moved it: it
    looks the same either way (no focus frame). The production page shown gives it the
    focus; applying production's press took it, and repainted it and the page under it."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Repainted only when a key moves the focus."""
        if key_moved_focus(self):
            super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Repainted only when a key moves the focus."""
        if key_moved_focus(self):
            super().focusOutEvent(event)


def breakdown_table(parent: QWidget) -> tuple[FitTable, ItemRows]:
    """A compact table for breakdown lines, as tall as its rows."""
    model = ItemRows(
        [
            translate("production", "Source"),
            translate("production", "Resources"),
            translate("production", "Points"),
        ],
        parent,
    )
    view = FitTable(parent)
    view.setModel(model)
    view.verticalHeader().hide()
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    header = view.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
    view.setWordWrap(True)
    return view, model


def produced_rows(produced: Produced) -> tuple[list[list[str | int]], set[int]]:
    """Breakdown rows of a production, with a bold total row."""
    rows: list[list[str | int]] = [
        [words.say(line.text), words.bundle(line.resources), line.points] for line in produced.lines
    ]
    rows.append(
        [translate("production", "Total"), words.bundle(produced.resources), produced.points]
    )
    return rows, {len(rows) - 1}


class PlayerForecast(AheadBox):
    """One player's production forecast and the choices their cards offer."""

    def __init__(self, panel: ProductionPanel) -> None:
        super().__init__(panel)
        self.panel = panel
        layout = QVBoxLayout(self)
        self.view, self.model = breakdown_table(self)
        layout.addWidget(self.view)
        self.choices = QVBoxLayout()
        layout.addLayout(self.choices)
        self.feeding = AheadLabel("", self)
        layout.addWidget(self.feeding)
        self.unknown = AheadLabel("", self)
        self.unknown.setObjectName("warning")
        layout.addWidget(self.unknown)
        self.after = AheadLabel("", self)
        self.after.setFont(theme.font(12, bold=True))
        layout.addWidget(self.after)
        self.tunnels = AheadLabel("", self)
        self.tunnels.setObjectName("muted")
        layout.addWidget(self.tunnels)
        self.combos: dict[str, QComboBox] = {}
        self.settle_box = QVBoxLayout()
        layout.insertLayout(1, self.settle_box)
        self.lines: dict[str, SettleLine] = {}
        self.shown: tuple[object, ...] = ()
        """The forecast and what-ifs shown (the same objects again: nothing to redraw)."""

    def show_forecast(
        self,
        result: Forecast,
        decisions: dict[str, str],
        what_ifs: tuple[TunnelWhatIf, ...] | None = None,
    ) -> None:
        """Show the engine's forecast for this player (and, with ``what_ifs``, what one
        more tunnel would have changed)."""
        from ui.games.underwater_cities.table.forecast import feeding_words, what_ifs_lines

        if len(self.shown) == 2 and self.shown[0] is result and self.shown[1] is what_ifs:
            return
        self.shown = (result, what_ifs)
        self.setTitle(result.name)
        rows, bold = produced_rows(result.produced)
        self.model.set_rows(rows, bold)
        if set(self.combos) != {c.id for c in result.choices}:
            while self.choices.count():
                item = self.choices.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.deleteLater()
            self.combos = {}
            for choice in result.choices:
                label = MeasuredLabel(words.say(choice.question), self)
                combo = QComboBox(self)
                combo.setObjectName(f"choice-{result.player}-{choice.id}")
                for option in choice.options:
                    combo.addItem(words.say(option.label), option.id)
                combo.setCurrentIndex(
                    max(0, combo.findData(decisions.get(choice.id, choice.default)))
                )
                combo.currentIndexChanged.connect(self.panel.recompute)
                self.choices.addWidget(label)
                self.choices.addWidget(combo)
                self.combos[choice.id] = combo
        self.feeding.setText(feeding_words(result.fed))
        self.unknown.setText(
            "\n".join("⚠ " + words.say(text) for text in result.unknown) if result.unknown else ""
        )
        self.unknown.setVisible(bool(result.unknown))
        self.after.setText(
            self.tr("After: {0}; score: {1}").format(words.bundle(result.resources), result.points)
        )
        if what_ifs is not None:
            self.tunnels.setText(
                self.tr("One more tunnel would have changed:")
                + "\n"
                + what_ifs_lines(what_ifs, most=2)
            )
        self.tunnels.setVisible(what_ifs is not None)

    def show_open(self, lines: tuple[Unsettled, ...]) -> None:
        """One stepper per line the engine cannot compute (kept while it stays open)."""
        if list(self.lines) == [line.key for line in lines]:
            return
        for widget in self.lines.values():
            widget.setParent(None)
            widget.deleteLater()
        self.lines = {}
        for line in lines:
            widget = SettleLine(line, self, teach=self.panel.teach_for(self))
            widget.changed.connect(self.panel.recompute)
            self.settle_box.addWidget(widget)
            self.lines[line.key] = widget

    def settled(self, skipping: bool = False) -> dict[str, Settlement]:
        """What the table entered for this player's open lines (``skipping``: the lines
        still open skipped, as the button that skips them would)."""
        found = {key: line.settlement() for key, line in self.lines.items()}
        if skipping:
            return {key: answer or Settlement(skip=True) for key, answer in found.items()}
        return {key: answer for key, answer in found.items() if answer is not None}

    def all_settled(self) -> bool:
        """True when every open line is settled or skipped."""
        return all(line.settled() for line in self.lines.values())

    def decisions(self) -> dict[str, str]:
        """The options chosen in this player's combos."""
        return {choice: str(combo.currentData()) for choice, combo in self.combos.items()}


ONE_LINE = 10_000
"""A width no button text fills: its text measured on one line."""


class OneLineWrapButton(WrapButton):
    """A button on one line where there is room, wrapping its text where there is not
    (beside the apply button in a 1024 px wide window)."""

    _line: tuple[tuple[str, str], QSize] | None = None
    """The text and font last measured on one line, and the size found."""

    def sizeHint(self) -> QSize:
        """The text on one line (measured once per text and font)."""
        key = (self.text(), self.font().key())
        if self._line is None or self._line[0] != key:
            self._line = (key, self._text_size(ONE_LINE))
        width = self._line[1].width() + 2 * self.MARGIN_X
        return QSize(width, self.heightForWidth(width))


class ProductionPanel(QWidget):
    """Before production: the forecast and decisions; one tap applies it."""

    decided = Signal()
    """The forecast was worked out again (a decision or a settled line changed)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        self.title = AheadLabel("", self, wrap=False, backdrop="window")
        self.title.setFont(theme.font(16, bold=True))
        layout.addWidget(self.title)
        self.note = AheadLabel(
            self.tr(
                "Only connected things produce. Check each line against the boards; choices "
                "that cards offer are below each table. Feeding follows: each connected city "
                "eats 1 kelp, else 1 biomatter, else costs 3 points."
            ),
            self,
            backdrop="window",
        )
        self.note.setObjectName("muted")
        layout.addWidget(self.note)
        scroll = QuietScrollArea(self)
        scroll.setWidgetResizable(True)
        holder = QWidget(scroll)
        self.grid = QGridLayout(holder)
        scroll.setWidget(holder)
        layout.addWidget(scroll, 1)
        row = QHBoxLayout()
        self.skip_open = OneLineWrapButton(
            self.tr("Skip the lines marked ⚠: they gave nothing"), self
        )
        self.skip_open.setObjectName("skip-open-lines")
        self.skip_open.setMinimumHeight(48)
        self.skip_open.clicked.connect(self._skip_open)
        row.addWidget(self.skip_open)
        row.addStretch(1)
        self.apply = QuietButton(self.tr("Apply production and feeding (P)"), self)
        self.apply.setObjectName("apply-production")
        self.apply.setProperty("role", "primary")
        self.apply.setMinimumHeight(48)
        self.apply.setFont(theme.font(13, bold=True))
        self.apply.clicked.connect(self.run)
        row.addWidget(self.apply)
        layout.addLayout(row)
        self.players: list[PlayerForecast] = []
        self.ahead = ProductionAhead()
        """Each seat's production, worked out once per player state (ahead of the era end)."""
        self._filled: GameState | None = None
        """The state the hidden page was last filled with ahead of the era end."""

    def prepare(self, state: GameState) -> bool:
        """Ahead of the era end, in idle time (the page is hidden): work out one more
        seat's production, or when every seat is worked out, fill the page with them so
        the tap that ends the era only shows it. ``state`` is the game in an era's last
        round, or the production that ending the turn will lead to. True when more is
        left to do."""
        if state.phase not in ("play", "production") or state.round not in PRODUCTION_ROUNDS:
            return False
        library = library_of(self.controller.game)
        stale = self.ahead.stale(state, library)
        if stale:
            self.ahead.forecast(state, stale[0], library, self._decisions().get(stale[0]))
            return True
        if self._filled is not state:
            self._filled = state
            self._show(state)
        return False

    def draw_ahead(self) -> None:
        """Draw the page's title and note, and the forecasts' boxes, tables and lines its
        scrolled part shows (the page is shown for a moment, laid out ahead of the era's
        end): the tap showing the page copies them."""
        self.title.draw_ahead()
        self.note.draw_ahead()
        holder = self.grid.parentWidget()
        area = holder.parentWidget() if holder is not None else None
        if area is None:
            return
        for box in self.players:
            header = box.view.header_ahead
            for part in (box, box.view, header, box.feeding, box.unknown, box.after, box.tunnels):
                if area.rect().intersects(QRect(part.mapTo(area, QPoint()), part.size())):
                    part.draw_ahead()

    def clear(self) -> None:
        """Empty the forecast tables (production is over; in idle time once applied)."""
        for box in self.players:
            if box.model.rowCount():
                box.model.set_rows([])
            box.shown = ()
        self._filled = None

    def _decisions(self) -> dict[int, dict[str, str]]:
        return {i: p.decisions() for i, p in enumerate(self.players) if p.decisions()}

    def show_state(self, state: GameState) -> None:
        """Show the forecast for every player (nothing to do when the page was filled
        ahead for this very state: the era's end only shows it)."""
        if state.phase == "production" and self._filled is not state:
            self._show(state)

    def _show(self, state: GameState) -> None:
        self.title.setText(
            self.tr("Production after round {0} — end of era {1}").format(
                state.round, words.era(state.era)
            )
        )
        while len(self.players) < state.player_count:
            box = PlayerForecast(self)
            index = len(self.players)
            columns = 2 if state.player_count == 4 else state.player_count
            self.grid.addWidget(box, index // columns, index % columns)
            self.players.append(box)
        self._recompute(state)

    def recompute(self) -> None:
        """Ask the engine again (a decision changed)."""
        state = self.controller.state
        if state.phase == "production":
            self._recompute(state)

    def _recompute(self, state: GameState) -> None:
        decisions = self._decisions()
        library = library_of(self.controller.game)
        ahead = self.ahead
        for seat, box in enumerate(self.players[: state.player_count]):
            box.show_open(ahead.open_lines(state, seat, library))
        settled = self._settled()
        for seat, box in enumerate(self.players[: state.player_count]):
            result = ahead.forecast(state, seat, library, decisions.get(seat), settled.get(seat))
            box.show_forecast(result, decisions.get(seat, {}), ahead.what_ifs(state, seat, library))
        ready = all(box.all_settled() for box in self.players)
        self.apply.setEnabled(ready)
        self.skip_open.setVisible(not ready)
        self.apply.setToolTip("" if ready else self.tr("Settle or skip every line marked ⚠ first."))
        self.decided.emit()

    def _skip_open(self) -> None:
        """Every line not settled yet gave nothing (each can still be entered after)."""
        for box in self.players:
            for line in box.lines.values():
                if not line.settled():
                    line.skip.click()

    def _settled(self, skipping: bool = False) -> dict[int, dict[str, Settlement]]:
        return {i: p.settled(skipping) for i, p in enumerate(self.players) if p.lines}

    def teach_for(self, box: PlayerForecast) -> Callable[[Unsettled], None]:
        """Open the effect editor for a line of ``box``'s player; saved for good."""

        def teach(line: Unsettled) -> None:
            state = self.controller.state
            seat = self.players.index(box)
            library = library_of(self.controller.game)
            dialog = TeachDialog(self, library, line, state, seat)
            if dialog.exec() and dialog.entry is not None:
                row = library.card_row(dialog.entry, replace=True)
                save_rows(self, [row], self.controller.game)
                self.recompute()

        return teach

    def command(self, skipping: bool = False) -> RunProduction:
        """Production with the chosen decisions and what the table settled (``skipping``:
        the lines still open skipped: what the tap that applies it will most likely send,
        worked out ahead)."""
        return RunProduction(decisions=self._decisions(), settle=self._settled(skipping))

    def run(self) -> None:
        """Apply production with the chosen decisions and what the table settled (a tap:
        its commit does not wait for the disk)."""
        with self.controller.one_tap():
            self.controller.execute(self.command())

    def step_controls(self) -> list[QWidget]:
        """Applying production, or first skipping the lines still open (each line's own
        amounts scroll with the breakdown: they are its content)."""
        return shown((self.apply,) if self.apply.isEnabled() else (self.skip_open,))


KEEP_ROW = 48
"""The height of each player's keep row: a tap never moves the next one."""


class EraKeepPanel(QWidget):
    """After production: what it gave, then each player keeps down to the hand limit.

    What production gave stays until every player has kept their cards; each
    player's row keeps its place (its button turns into a tick where it was).
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        # its labels painted ahead with its table, for the tap applying production
        self.title = AheadLabel("", self, wrap=False, backdrop="window")
        self.title.setFont(theme.font(16, bold=True))
        layout.addWidget(self.title)
        self.note = AheadLabel("", self, backdrop="window")
        layout.addWidget(self.note)
        self.keep = QGridLayout()
        self.keep.setColumnStretch(0, 1)
        layout.addLayout(self.keep)
        self.rows: list[tuple[AheadLabel, AheadButton, AheadLabel]] = []
        self.result_title = AheadLabel(
            self.tr("What production gave"), self, wrap=False, backdrop="window"
        )
        self.result_title.setFont(theme.font(13, bold=True))
        layout.addWidget(self.result_title)
        self.result_view, self.result = breakdown_table(self)
        layout.addWidget(self.result_view)
        layout.addStretch(1)
        self._shown: tuple[tuple[str, ...], tuple[object, ...]] | None = None
        """The players' names and the events the rows were made of."""
        self.left_over = False
        """The rows are those of a keeping that ended (emptied in idle time): a keeping
        shown again reads its production anew."""

    def show_result(self, state: GameState, events: tuple[object, ...]) -> None:
        """Show what the production just applied gave (from its events); events
        without a production (a player kept cards) leave it shown, none clear it."""
        if events and not any(isinstance(event, Produced) for event in events):
            return
        self.left_over = False
        shown = (tuple(player.name for player in state.players), events)
        if shown != self._shown:  # the same events (worked out ahead): the same rows
            self._shown = shown
            self._fill_result(state, events)
        # the page shown takes the focus: no current cell, as after the rows' reset
        self.result_view.setCurrentIndex(QModelIndex())

    def _fill_result(self, state: GameState, events: tuple[object, ...]) -> None:
        rows: list[list[str | int]] = []
        bold: set[int] = set()
        for event in events:
            if isinstance(event, Produced):
                name = state.players[event.player].name
                bold.add(len(rows))
                rows.append([name, words.bundle(event.resources), event.points])
                rows += [
                    [
                        "   " + words.say(line.text),
                        words.bundle(line.resources),
                        line.points,
                    ]
                    for line in event.lines
                ]
            elif isinstance(event, Fed):
                name = state.players[event.player].name
                rows.append([self.tr("{0}: feeding — {1}").format(name, fed_words(event)), "", 0])
        self.result.set_rows(rows, bold)
        self.result_title.setVisible(bool(rows))
        self.result_view.setVisible(bool(rows))

    def _last_production(self, state: GameState) -> None:
        """Read what the last production gave from the log (a game opened while
        players keep their cards)."""
        for entry in reversed(self.controller.log()):
            if not entry.undone and any(isinstance(e, Produced) for e in entry.events):
                self.show_result(state, entry.events)
                return

    def show_state(self, state: GameState) -> None:
        """Who still keeps cards, with one button each, in rows that keep their place."""
        self.title.setText(self.tr("Era {0} begins").format(words.era(state.era)))
        self.note.setText(
            self.tr(
                "Action cards are refreshed. Each player drew 3 cards of the new era and keeps "
                "3 of their whole hand (4 with +1 hand limit)."
            )
        )
        if state.phase == "era_keep" and (self.result.rowCount() == 0 or self.left_over):
            self._last_production(state)
        while len(self.rows) < state.player_count:
            index = len(self.rows)
            label = AheadLabel("", self, wrap=False, backdrop="window")
            label.setFont(theme.font(12))
            label.setMinimumHeight(KEEP_ROW)
            button = AheadButton("", self)
            button.setObjectName(f"keep-{index}")
            button.setFixedHeight(KEEP_ROW)
            button.clicked.connect(lambda _=False, i=index: self._discard(i))
            done = AheadLabel(self.tr("✓ kept"), self, wrap=False, backdrop="window")
            done.setFixedHeight(KEEP_ROW)
            self.keep.addWidget(label, index, 0)
            self.keep.addWidget(button, index, 1)
            self.keep.addWidget(done, index, 1)
            self.keep.setRowMinimumHeight(index, KEEP_ROW)
            self.rows.append((label, button, done))
        for index, player in enumerate(state.players):
            label, button, done = self.rows[index]
            excess = player.hand - player.hand_limit
            label.setText(
                self.tr("{0}: holds {1}, keeps {2}").format(
                    player.name, player.hand, player.hand_limit
                )
            )
            button.setText(self.tr("Discard {0}").format(excess))
            button.setVisible(excess > 0)
            done.setVisible(excess <= 0)

    def draw_ahead(self) -> None:
        """Paint the page's labels and what production gave ahead (idle work, the page
        shown and laid out as the tap applying production will show it)."""
        parts: list[AheadLabel | AheadButton] = [self.title, self.note, self.result_title]
        for row in self.rows:
            parts += row
        for part in parts:
            part.draw_ahead()  # (one hidden: none)
        if self.result_view.isVisible():
            self.result_view.draw_ahead()
            self.result_view.header_ahead.draw_ahead()

    def _discard(self, seat: int) -> None:
        player = self.controller.state.players[seat]
        excess = player.hand - player.hand_limit
        if excess > 0:
            with self.controller.one_tap():  # a tap: its commit does not wait for the disk
                self.controller.execute(Discard(player=seat, count=excess))

    def step_controls(self) -> list[QWidget]:
        """Each player's discard button (for the layout test)."""
        return shown(
            b for b in self.findChildren(QPushButton) if b.objectName().startswith("keep-")
        )


class FinishedPanel(QWidget):
    """After final scoring: the boards as they ended, and the way back to the scores."""

    scores = Signal()
    """The table asks to see final scoring again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        title = QLabel(self.tr("The game is over"), self)
        title.setFont(theme.font(16, bold=True))
        layout.addWidget(title)
        self.standing = QLabel(self)
        self.standing.setWordWrap(True)
        self.standing.setFont(theme.font(12))
        layout.addWidget(self.standing)
        note = QLabel(
            self.tr("The boards beside show how every network ended. Nothing more can be tapped."),
            self,
        )
        note.setWordWrap(True)
        note.setObjectName("muted")
        layout.addWidget(note)
        self.show_scores = QPushButton(self.tr("Show final scoring"), self)
        self.show_scores.setObjectName("show-final")
        self.show_scores.setProperty("role", "primary")
        self.show_scores.setMinimumHeight(48)
        self.show_scores.clicked.connect(self.scores)
        layout.addWidget(self.show_scores)
        layout.addStretch(1)

    def show_state(self, state: GameState) -> None:
        """The final play order (it breaks ties) and each track score."""
        order = ", ".join(state.players[seat].name for seat in state.play_order)
        self.standing.setText(self.tr("Final play order (it breaks ties): {0}").format(order))
