"""One player's panel: points, hand (limit warning), resources (changed only by
the turn's steps or a correction with its reason: no stray tap moves them),
action cards (used/unused, the limit of four) and claimed cards by type."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.games.underwater_cities.model import RESOURCE_NAMES
from companion.games.underwater_cities.state import GameState, PlayerState
from ui import theme
from ui.games.underwater_cities import words
from ui.games.underwater_cities.chips import style_chip
from ui.plain_text import escape
from ui.widgets.measured import MeasuredLabel, measure_ahead
from ui.widgets.opaque import OpaqueKeptHints, OpaqueLabel, RichOpaqueLabel, clear_of_frame

ACTION_CARD_LIMIT = 4
"""Printed on the info card; shown beside the count, never enforced here."""


def _panel_colour() -> str:
    """The panel's background (the style sheet's, at its border's inside)."""
    return theme.current().panel


def _clear_of_edge(label: QWidget) -> bool:
    """Whether ``label`` lies clear of its panel's border and rounded corners (the
    style sheet's: they grow with the text scale)."""
    panel = label.parentWidget()
    if panel is None:
        return False
    return clear_of_frame(label.geometry(), panel.rect(), theme.px(2), theme.px(8))


class CurrentBar(QWidget):
    """The bar atop the panel of the player whose turn it is, painted here as the
    style sheet drew it: turning it on or off repaints the bar alone, no re-polish."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("current-bar")
        self.current = False

    def set_current(self, current: bool) -> None:
        """Show the bar (the player's turn) or not."""
        if current != self.current:
            self.current = current
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The accent colour, corners rounded (nothing when not current)."""
        if not self.current:
            return
        radius = theme.px(3)
        path = QPainterPath()
        path.addRoundedRect(QRectF(self.rect()), radius, radius)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(path, QColor(theme.current().accent))
        painter.end()


class HandLabel(OpaqueKeptHints):
    """The hand's count, styled a warning over the limit (its object name for the style
    sheet). Its look follows its text, so the measures it keeps per text hold across
    its own restyles (any other change of font or style forgets them, as before)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_panel_colour, _clear_of_edge, parent)
        self._restyling = False

    def set_look(self, name: str) -> None:
        """Styled as ``name`` (``hand`` or ``warning``), after its text is set."""
        if self.objectName() == name:
            return
        self._restyling = True
        try:
            self.setObjectName(name)
            self.style().unpolish(self)
            self.style().polish(self)
        finally:
            self._restyling = False

    def changeEvent(self, event: QEvent) -> None:
        """Its own restyle keeps the measures (its text's look is its text's)."""
        if self._restyling:
            QLabel.changeEvent(self, event)
        else:
            super().changeEvent(event)


class PlayerPanel(QFrame):
    """A player's counters; emits correction requests."""

    correct = Signal(int)

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self._shown: tuple[object, ...] = ()
        self._twins: dict[str, tuple[tuple[str, bool, Qt.TextFormat], QLabel]] = {}
        """Hidden labels measuring texts ahead, by the look they measure in."""
        self.setObjectName("player-panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(4)

        self.bar = CurrentBar(self)
        self.bar.setFixedHeight(6)
        layout.addWidget(self.bar)
        header = QHBoxLayout()
        self.swatch = QLabel(self)
        self.swatch.setObjectName("swatch")
        self.swatch.setFixedSize(34, 34)
        self.swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.swatch.setFont(theme.font(13, bold=True))
        self.name = OpaqueLabel(_panel_colour, _clear_of_edge, self)
        self.name.setObjectName("name")
        self.name.setFont(theme.font(15, bold=True))
        self.points = OpaqueLabel(_panel_colour, _clear_of_edge, self)
        self.points.setObjectName("points")
        self.points.setFont(theme.font(18, bold=True))
        self.points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        header.addWidget(self.swatch)
        header.addWidget(self.name, 1)
        header.addWidget(self.points)
        correct = QPushButton(self.tr("Correct…"), parent=self)
        correct.setObjectName("correct")
        correct.setToolTip(self.tr("Set any counter or board site by hand, with a reason"))
        correct.clicked.connect(lambda: self.correct.emit(self.index))
        correct.setFont(theme.font(9))
        correct.setStyleSheet("padding: 1px 8px;")  # no taller than the line beside it
        layout.addLayout(header)

        self.now_playing = OpaqueKeptHints(_panel_colour, _clear_of_edge, self)
        self.now_playing.setObjectName("now-playing")
        self.now_playing.setFont(theme.font(11, bold=True))
        self.now_playing.setWordWrap(True)
        # Never hidden, empty when another player plays (its place kept as a hidden label
        # keeping its size would): Qt lays out every shown ancestor of a widget it shows,
        # inside the call (the claimed cards' rich text measured again in a slot tap).
        second = QHBoxLayout()
        second.addWidget(self.now_playing, 1)
        second.addWidget(correct, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(second)

        self.hand = HandLabel(self)
        self.hand.setObjectName("hand")
        self.hand.setFont(theme.font(11))
        self.hand.setWordWrap(True)
        layout.addWidget(self.hand)

        grid = QGridLayout()
        grid.setHorizontalSpacing(2)
        grid.setVerticalSpacing(1)
        self.resource_values: dict[str, QLabel] = {}
        centre = Qt.AlignmentFlag.AlignCenter
        for column, resource in enumerate(RESOURCE_NAMES):
            label = MeasuredLabel(words.resource_title(resource), self)
            label.setFont(theme.font(8))
            label.setAlignment(centre)
            value = OpaqueLabel(_panel_colour, _clear_of_edge, self)
            value.setObjectName(f"resource-{resource}")
            value.setFont(theme.font(15, bold=True))
            value.setAlignment(centre)
            grid.addWidget(label, 0, column, centre)
            grid.addWidget(value, 1, column, centre)
            self.resource_values[resource] = value
        layout.addLayout(grid)

        self.action_cards = OpaqueKeptHints(_panel_colour, _clear_of_edge, self)
        self.action_cards.setObjectName("action-cards")
        self.action_cards.setWordWrap(True)
        self.action_cards.setFont(theme.font(10))
        layout.addWidget(self.action_cards)
        self.claimed = RichOpaqueLabel(_panel_colour, _clear_of_edge, self)  # names escaped
        self.claimed.setObjectName("claimed")
        self.claimed.setWordWrap(True)
        self.claimed.setFont(theme.font(10))
        layout.addWidget(self.claimed)
        layout.addStretch(1)
        self.setAttribute(Qt.WidgetAttribute.WA_StaticContents)  # see resizeEvent
        self._opaque = self.findChildren(OpaqueLabel)
        """Listed while the panel holds only what it made: a search at each resize
        would hand Python what Qt made in it since (a rich label's text document),
        setting up their types before the first frame (issue #13)."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Its counters paint their background only clear of its edge (see OpaqueLabel).

        The panel's contents stay where they are when it is resized (top-left aligned,
        a stretch below them: ``WA_StaticContents``), so Qt paints only what the new size
        uncovers, not the whole panel; its border and rounded corners are drawn again
        along the old and the new right and bottom edges. When one player's panel grows
        (a fifth action card, a claimed-cards line more), the whole players' row grows:
        the other panels, unchanged above the row's fold, were painted whole (≈ 17
        widgets each, drawing 18–39 ms in those card-number taps)."""
        super().resizeEvent(event)
        for label in self._opaque:
            label.check_clear()
        old, new = event.oldSize(), event.size()
        if not old.isValid():
            return
        band = theme.px(2) + theme.px(8) + 1  # the border and a corner's radius
        if old.width() != new.width():
            for width in (old.width(), new.width()):
                self.update(width - band, 0, band, max(old.height(), new.height()))
        if old.height() != new.height():
            for height in (old.height(), new.height()):
                self.update(0, height - band, max(old.width(), new.width()), band)

    def show_player(self, state: GameState, player: PlayerState) -> bool:
        """Show ``player``'s counters (nothing is redrawn when nothing changed); whether
        anything changed."""
        turn = state.turn
        current = state.current_player == self.index and turn is not None
        shown = (player, current, turn.number if turn is not None and current else 0)
        if shown == self._shown:
            return False
        self._shown = shown
        style_chip(self.swatch, player)
        self.name.setText(player.name)
        self.points.setText(
            self.tr("1 pt") if player.points == 1 else self.tr("{0} pts").format(player.points)
        )
        self.now_playing.setText(
            self.tr("▶ now playing: {0} turn of 3").format(words.ordinal(turn.number))
            if current and turn is not None
            else ""
        )
        hand, look = self._hand(player)
        self.hand.setText(hand)
        self.hand.set_look(look)
        for resource, label in self.resource_values.items():
            label.setText(str(getattr(player.resources, resource)))
        self.action_cards.setText(self._action_cards(player))
        self.claimed.setText(self._claimed(player))
        if self.claimed.isHidden() == bool(self.claimed.text()):
            self._show_claimed(bool(self.claimed.text()))
        self.bar.set_current(current)
        self.setAccessibleName(
            self.tr("{0} ({1}): {2} points").format(
                player.name, words.player_colour(player.colour), player.points
            )
        )
        return True

    def taller(self) -> bool:
        """Whether the panel needs more height than it has: its wrapped lines' new
        heights (kept per text and width, as its layout asks them next) past the room
        its stretch leaves below them (a line just shown has no size yet: see
        :meth:`_show_claimed`). The players' row is then laid out from the top down
        (``lay_out_grown_first``)."""
        layout = self.layout()
        lines = [
            line
            for line in (self.now_playing, self.hand, self.action_cards, self.claimed)
            if not line.isHidden()
        ]
        if layout is None or not lines:
            return False
        more = 0
        for line in lines:
            if line.height():
                more += max(0, line.heightForWidth(line.width()) - line.height())
            else:  # shown under the action cards, as wide
                more += line.heightForWidth(self.action_cards.width()) + layout.spacing()
        if not more:
            return False
        lowest = max(line.geometry().bottom() for line in lines if line.height())
        room = self.contentsRect().bottom() - layout.contentsMargins().bottom() - lowest
        return more > room

    def _show_claimed(self, shown: bool) -> None:
        """The claimed cards' line shown (or hidden) with the panel's and the players'
        row's layouts off: a label shown lays its shown ancestors out at once, the panel
        at its old height (its lines squeezed into it, then moved back once the row grew
        with it). The table lays the row out after the panels' new texts, from the top
        down (``lay_out_grown_first``). Shown, it has no size until then: a hidden label
        keeps its last place (Qt's default, 100×30 at the panel's corner, if it never
        showed), which its showing would repaint for nothing."""
        if shown:
            self.claimed.resize(0, 0)
        row = self.parentWidget()
        found = (widget.layout() for widget in (self, row) if widget is not None)
        layouts = [layout for layout in found if layout is not None]
        for layout in layouts:
            layout.setEnabled(False)
        try:
            self.claimed.setVisible(shown)
        finally:
            for layout in layouts:
                layout.setEnabled(True)

    def _hand(self, player: PlayerState) -> tuple[str, str]:
        """The hand's line and its look (``warning`` over the limit)."""
        over = player.hand > player.hand_limit
        hand = self.tr("Hand: {0} cards (limit {1})").format(player.hand, player.hand_limit)
        return hand + (self.tr("  ⚠ over the limit") if over else ""), (
            "warning" if over else "hand"
        )

    def _action_cards(self, player: PlayerState) -> str:
        """The action cards' line."""
        cards = [
            ("↻ " if card.used else "☐ ")
            + words.card(card.card.number, card.card.name)
            + (self.tr(" (used)") if card.used else "")
            for card in player.action_cards
        ]
        return self.tr("Action cards {0} of {1}: {2}").format(
            len(player.action_cards), ACTION_CARD_LIMIT, "; ".join(cards) or "—"
        )

    def measure_ahead(self, player: PlayerState) -> None:
        """Measure ahead (idle time) the hand's and action cards' lines ``player`` would
        show, as their labels will: their size hints, their heights at the widths they
        were last asked at and at the panel's preferred width with those hints (the
        players' row asks it, less the layout's margins, with and without the frame's).
        The tap showing them lays the panel out again without measuring them (applying
        production changes them on every panel)."""
        hand, look = self._hand(player)
        lines = [
            (self.hand, hand, self._twin(look, self.hand)),
            (
                self.action_cards,
                self._action_cards(player),
                self._twin("action-cards", self.action_cards),
            ),
        ]
        hints = [measure_ahead(label, text, twin) for label, text, twin in lines]
        layout = self.layout()
        if layout is None:
            return
        mine: tuple[QWidget, ...] = (self.hand, self.action_cards)
        items = (layout.itemAt(index) for index in range(layout.count()))
        widest = max(
            [hint.width() for hint in hints if hint is not None]
            + [item.sizeHint().width() for item in items if item and item.widget() not in mine]
        )
        frame = self.contentsMargins()
        widths = (widest, widest + frame.left() + frame.right())
        for label, text, twin in lines:
            measure_ahead(label, text, twin, widths)
        measure_ahead(self.claimed, self._claimed(player), None, widths)

    def _twin(self, name: str, label: QLabel) -> QLabel:
        """A hidden label measuring as ``label`` does when styled as ``name``: its font
        (not bold: the style sheet makes a warning bold), wrapping, text format (a card's
        name that looks like markup is plain text there), object name. Made anew when the
        label's font or format changed: a font set on a label already polished would not
        have the style sheet's merged over it."""
        font = QFont(label.font())
        font.setBold(False)
        key = (font.key(), label.wordWrap(), label.textFormat())
        made = self._twins.get(name)
        if made is not None and made[0] == key:
            return made[1]
        if made is not None:
            made[1].deleteLater()
        twin = QLabel(self)
        twin.hide()
        twin.setObjectName(name)
        twin.setFont(font)
        twin.setWordWrap(label.wordWrap())
        twin.setTextFormat(label.textFormat())
        self._twins[name] = (key, twin)
        return twin

    def _claimed(self, player: PlayerState) -> str:
        """The claimed cards' lines (rich text, names escaped)."""
        groups: dict[str, list[str]] = {}
        unnamed: dict[str, int] = {}
        for card in player.tableau:
            kind: str = card.type or ""
            groups.setdefault(kind, [])
            if card.number is None and not card.name:
                unnamed[kind] = unnamed.get(kind, 0) + 1
            else:
                groups[kind].append(escape(words.card(card.number, card.name)))
        lines = []
        for kind, names in groups.items():
            if unnamed.get(kind):
                names = [*names, self.tr("{0} unnamed").format(unnamed[kind])]
            lines.append(f"<b>{words.card_type_plural(kind)}</b>: {', '.join(names)}")
        if player.paid_specials:
            lines.append(self.tr("Special cards paid: {0}").format(player.paid_specials))
        # Action cards are claimed cards too (listed above): "none yet" only when
        # the player has claimed nothing at all.
        nothing = not lines and not player.action_cards
        return "<br>".join(lines) or (escape(self.tr("No claimed cards yet")) if nothing else "")
