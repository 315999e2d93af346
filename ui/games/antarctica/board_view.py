"""The board, painted: eight areas in a ring around the middle.

Area 1 (engine 0) is the bottom-left one; the numbers go counter-clockwise, as the
sun does. Each area shows its number, the sun, its three ship spaces (the first is
the one nearest the sun) in the players' colours with their initials, its
buildings, each player's scientists there and the Icebreakers lying on it. Closed
areas (2 players) are grey. Areas the current step can tap are outlined in the
highlight colour; a tap on one emits :attr:`BoardView.area_tapped`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from companion.games.antarctica.data import AREAS
from companion.games.antarctica.state import GameState
from ui import theme
from ui.games.antarctica import words
from ui.i18n import translate

CELLS: dict[int, tuple[int, int]] = {
    0: (0, 2),
    1: (1, 2),
    2: (2, 2),
    3: (2, 1),
    4: (2, 0),
    5: (1, 0),
    6: (0, 0),
    7: (0, 1),
}
"""Each area's (column, row) in a 3×3 grid: counter-clockwise from the bottom left."""
GAP = 6
MIDDLE_FLAGS = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
"""How the middle of the board is written."""
MIDDLE_SMALLEST = 8
"""The middle's smallest font (px): its lines are reminders, read up close."""


def initials(names: Sequence[str]) -> tuple[str, ...]:
    """The letter on each player's pieces (colour never carries meaning alone): the
    name's first letter; a player whose first letter is already taken gets the next
    free letter of their name (Anna A, Andrea N), else their seat number."""
    taken: list[str] = []
    for seat, name in enumerate(names):
        letters = [ch.upper() for ch in name if ch.isalnum()]
        free = [ch for ch in letters if ch not in taken]
        taken.append(free[0] if free else str(seat + 1))
    return tuple(taken)


def initial(state: GameState, seat: int) -> str:
    """The letter on the pieces of ``seat`` in ``state``."""
    return initials([p.name for p in state.players])[seat]


class BoardView(QWidget):
    """The eight areas, their ships, buildings and scientists."""

    area_tapped = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ant-board")
        self.state: GameState | None = None
        self.targets: frozenset[int] = frozenset()
        """Areas the current step can tap (outlined)."""
        self.acting: int | None = None
        """The area whose ship acts now."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 240)
        self.setMouseTracking(False)

    def sizeHint(self) -> QSize:
        """A comfortable board."""
        return QSize(640, 420)

    def show_state(self, state: GameState, targets: frozenset[int] = frozenset()) -> None:
        """Draw ``state``; ``targets``: the areas the current step can tap."""
        self.state = state
        self.targets = targets
        turn = state.turn
        self.acting = turn.area if turn is not None and state.phase == "play" else None
        self.setAccessibleName(self.describe())
        self.update()

    def describe(self) -> str:
        """The board in words (screen readers, tests)."""
        if self.state is None:
            return ""
        names = [p.name for p in self.state.players]
        parts = []
        for index, where in enumerate(self.state.areas):
            if where.closed:
                parts.append(translate("antarctica", "{0}: closed").format(words.area(index)))
                continue
            ships = ", ".join(names[s] for s in where.ships) or "—"
            parts.append(f"{words.area(index)}: {ships}")
        return "; ".join(parts)

    # -- geometry --------------------------------------------------------------------

    def cell(self, column: int, row: int) -> QRectF:
        """The rectangle of grid cell (column, row)."""
        width = (self.width() - 4 * GAP) / 3
        height = (self.height() - 4 * GAP) / 3
        return QRectF(GAP + column * (width + GAP), GAP + row * (height + GAP), width, height)

    def area_rect(self, area: int) -> QRectF:
        """Where ``area`` is drawn."""
        return self.cell(*CELLS[area])

    def area_at(self, point: QPointF) -> int | None:
        """The area under ``point``, if any."""
        return next((a for a in range(AREAS) if self.area_rect(a).contains(point)), None)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A tap on a highlighted area."""
        area = self.area_at(event.position())
        if area is not None and area in self.targets:
            self.area_tapped.emit(area)
            event.accept()
            return
        super().mousePressEvent(event)

    # -- painting ------------------------------------------------------------------

    def _font(self, pixels: float, bold: bool = False, smallest: int = 9) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(smallest, round(pixels)))
        font.setBold(bold)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:
        """The ring of areas and the middle."""
        if self.state is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for area in range(AREAS):
            self._paint_area(painter, area)
        self._paint_middle(painter, self.cell(1, 1))
        painter.end()

    def _paint_area(self, painter: QPainter, index: int) -> None:
        assert self.state is not None
        look = theme.current()
        rect = self.area_rect(index)
        where = self.state.areas[index]
        unit = min(rect.height() / 6.2, rect.width() / 9, 20.0)
        fill = QColor(look.border if where.closed else look.panel)
        pen = QPen(QColor(look.border), 2)
        if index in self.targets:
            pen = QPen(QColor(look.highlight), 5)
        elif index == self.acting:
            pen = QPen(QColor(look.accent), 4)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 8, 8)
        inner = rect.adjusted(8, 5, -8, -5)
        painter.setPen(QColor(look.muted if where.closed else look.text))
        painter.setFont(self._font(unit * 1.15, bold=True))
        title = str(index + 1)
        if index == self.state.sun:
            title = "☀ " + title
        painter.drawText(
            QRectF(inner.left(), inner.top(), inner.width(), unit * 1.5),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            title,
        )
        if where.closed:
            painter.setFont(self._font(unit))
            painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, translate("antarctica", "closed"))
            return
        if where.icebreakers:
            painter.setFont(self._font(unit * 0.9, bold=True))
            painter.drawText(
                QRectF(inner.left(), inner.top(), inner.width(), unit * 1.5),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                "❄ " + " ".join(initial(self.state, s) for s in where.icebreakers),
            )
        title_width = unit * (3.2 if index == self.state.sun else 1.6)
        ships_width = min(inner.width() - title_width, unit * 9)
        self._paint_ships(
            painter, where.ships, inner.left() + title_width, inner.top(), unit * 1.5, ships_width
        )
        top = inner.top() + unit * 1.75
        if any(where.scientists):
            self._paint_scientists(painter, where.scientists, inner.left(), top, unit * 1.25)
            top += unit * 1.45
        painter.setPen(QColor(look.text))
        painter.setFont(self._font(unit * 0.95))
        kinds = " · ".join(words.building(kind) for kind in where.buildings)
        room = QRectF(inner.left(), top, inner.width(), inner.bottom() - top)
        painter.drawText(
            room,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            kinds,
        )

    def _chip(
        self, painter: QPainter, rect: QRectF, seat: int, text: str, ship: bool = False
    ) -> None:
        """A ship (a hull) or scientists (a rounded tag) in a player's colour, with text."""
        assert self.state is not None
        player = self.state.players[seat]
        swatch = theme.player_colour(player.colour)
        painter.setPen(QPen(QColor("#333333"), 1))
        painter.setBrush(QColor(swatch))
        if ship:
            slant = rect.height() * 0.35
            hull = QPolygonF(
                [
                    rect.topLeft(),
                    rect.topRight(),
                    QPointF(rect.right() - slant, rect.bottom()),
                    QPointF(rect.left() + slant, rect.bottom()),
                ]
            )
            painter.drawPolygon(hull)
        else:
            painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(QColor(theme.text_on(swatch)))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_ships(
        self,
        painter: QPainter,
        ships: tuple[int, ...],
        left: float,
        top: float,
        size: float,
        width: float,
    ) -> None:
        assert self.state is not None
        look = theme.current()
        step = min(size * 2.0, width / 3)
        painter.setFont(self._font(size * 0.6, bold=True))
        for space in range(3):
            rect = QRectF(left + space * step, top, step - 4, size)
            if space < len(ships):
                seat = ships[space]
                label = initial(self.state, seat)
                self._chip(painter, rect, seat, label, ship=True)
            else:
                painter.setPen(QPen(QColor(look.border), 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 4, 4)

    def _paint_scientists(
        self, painter: QPainter, scientists: tuple[int, ...], left: float, top: float, size: float
    ) -> None:
        assert self.state is not None
        painter.setFont(self._font(size * 0.62, bold=True))
        x = left
        for seat, count in enumerate(scientists):
            if count <= 0:
                continue
            label = f"{initial(self.state, seat)} ☺{count}"
            rect = QRectF(x, top, size * 2.3, size)
            self._chip(painter, rect, seat, label)
            x += size * 2.5

    def _paint_middle(self, painter: QPainter, rect: QRectF) -> None:
        """The sun's way, the face-up building cards and the piles."""
        assert self.state is not None
        look = theme.current()
        painter.setPen(QColor(look.text))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        lines = [translate("antarctica", "☀ moves counter-clockwise ↺")]
        for deck in self.state.decks:
            if deck.face_up is not None:
                card = self.state.catalogue.card(deck.face_up)
                shown = translate("antarctica", "{0}: {1} ☺{2} +{3}").format(
                    words.deck(deck.deck),
                    words.building(card.building),
                    card.scientists,
                    card.research,
                )
            elif deck.hidden:
                shown = translate("antarctica", "{0}: not named yet").format(words.deck(deck.deck))
            else:
                shown = translate("antarctica", "{0}: none left").format(words.deck(deck.deck))
            lines.append(shown)
        pile = sum(self.state.shipyard.values())
        lines.append(
            translate("antarctica", "Shipyard cards {0} · expertise cards {1}").format(
                pile, self.state.expertise_left
            )
        )
        font, text = self.middle_text(rect, lines)
        painter.setFont(font)
        painter.drawText(rect.adjusted(4, 4, -4, -4), MIDDLE_FLAGS, text)

    def middle_text(self, rect: QRectF, lines: list[str]) -> tuple[QFont, str]:
        """The largest font (up to the board's size) in which ``lines`` fit the middle
        ``rect``; when even the smallest is too big (a long translation, a narrow
        window), the sun's way (also on the banner) is left out, then the piles."""
        inner = rect.adjusted(4, 4, -4, -4)
        largest = round(min(rect.height() / 8, rect.width() / 15, 18.0))
        for shown in (lines, lines[1:], lines[1:-1]):
            text = "\n".join(shown)
            for pixels in range(max(largest, MIDDLE_SMALLEST), MIDDLE_SMALLEST - 1, -1):
                font = self._font(pixels, smallest=MIDDLE_SMALLEST)
                needed = QFontMetricsF(font).boundingRect(inner, MIDDLE_FLAGS, text)
                if needed.height() <= inner.height() and needed.width() <= inner.width():
                    return font, text
        return font, text
