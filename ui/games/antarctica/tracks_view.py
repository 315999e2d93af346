"""The five research tracks, painted: spaces, symbols and the players' cubes.

A red symbol (every time, for the mover) is drawn on a square with "∞"; a blue
one (once per game, for everyone) on a circle with "1", greyed once it has been
triggered: the shape and the mark carry the meaning, not only the colour. Closed
tracks (fewer players) are grey and say "not used".
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from companion.games.antarctica.state import GameState
from ui import theme
from ui.games.antarctica import words
from ui.games.antarctica.board_view import initial
from ui.i18n import translate

RED = "#c8393b"
BLUE = "#2f6fb5"


class TracksView(QWidget):
    """One row per research track."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ant-tracks")
        self.state: GameState | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 150)

    def sizeHint(self) -> QSize:
        """Five rows."""
        return QSize(640, 220)

    def show_state(self, state: GameState) -> None:
        """Draw ``state``'s tracks."""
        self.state = state
        self.setAccessibleName(self.describe())
        self.update()

    def describe(self) -> str:
        """The tracks in words (screen readers, tests)."""
        if self.state is None:
            return ""
        names = [p.name for p in self.state.players]
        parts = []
        for track in self.state.tracks:
            cubes = ", ".join(
                f"{names[seat]} {space}" for seat, space in enumerate(track.spaces) if space
            )
            parts.append(f"{words.track(track.id)}: {cubes or '—'}")
        return "; ".join(parts)

    def _font(self, pixels: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(9, round(pixels)))
        font.setBold(bold)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:
        """Every track."""
        if self.state is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rows = len(self.state.tracks)
        height = (self.height() - 4) / rows
        longest = max(spec.length for spec in self.state.catalogue.tracks)
        label = min(self.width() * 0.24, 220.0)
        space = (self.width() - label - 8) / longest
        for row in range(rows):
            top = 2 + row * height
            self._paint_track(painter, row, QRectF(0, top, self.width(), height - 3), label, space)
        painter.end()

    def _paint_track(
        self, painter: QPainter, row: int, rect: QRectF, label: float, space: float
    ) -> None:
        assert self.state is not None
        look = theme.current()
        track = self.state.tracks[row]
        spec = self.state.catalogue.track(track.id)
        unit = min(rect.height(), space)
        painter.setPen(QColor(look.text if track.open else look.muted))
        painter.setFont(self._font(min(rect.height() * 0.36, 17), bold=True))
        name = f"{words.track(track.id)} ×{spec.value}"
        if not track.open:
            name += " — " + translate("antarctica", "not used")
        painter.drawText(
            QRectF(rect.left() + 4, rect.top(), label - 8, rect.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            name,
        )
        symbols = {symbol.space: symbol for symbol in spec.symbols}
        for number in range(1, spec.length + 1):
            box = QRectF(rect.left() + label + (number - 1) * space, rect.top(), space - 3, unit)
            box.setHeight(rect.height())
            symbol = symbols.get(number)
            fill = QColor(look.site if track.open else look.border)
            painter.setPen(QPen(QColor(look.border), 1))
            painter.setBrush(fill)
            painter.drawRect(box)
            if symbol is not None:
                self._paint_symbol(painter, box, symbol, number in track.blue_done, track.open)
            painter.setPen(QColor(look.muted))
            painter.setFont(self._font(min(box.height() * 0.26, 12)))
            painter.drawText(
                box.adjusted(2, 1, -2, -1),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                str(number),
            )
            self._paint_cubes(
                painter, box, [s for s, at in enumerate(track.spaces) if at == number]
            )

    def _paint_symbol(
        self, painter: QPainter, box: QRectF, symbol: object, done: bool, open_: bool
    ) -> None:
        colour = getattr(symbol, "colour", "red")
        action = getattr(symbol, "action", "")
        side = min(box.width(), box.height()) * 0.5
        mark = QRectF(box.left() + 2, box.top() + 2, side, side)
        tint = QColor(RED if colour == "red" else BLUE)
        if done or not open_:
            tint = QColor(theme.current().border)
        painter.setPen(QPen(tint.darker(130), 1))
        painter.setBrush(tint)
        if colour == "red":
            painter.drawRect(mark)
        else:
            painter.drawEllipse(mark)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(self._font(side * 0.62, bold=True))
        painter.drawText(mark, Qt.AlignmentFlag.AlignCenter, words.SYMBOL_GLYPHS.get(action, "?"))
        painter.setPen(QColor(theme.current().text))
        painter.setFont(self._font(side * 0.45, bold=True))
        painter.drawText(
            QRectF(mark.right() + 1, mark.top(), side, side * 0.6),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            "∞" if colour == "red" else "1",
        )

    def _paint_cubes(self, painter: QPainter, box: QRectF, seats: list[int]) -> None:
        assert self.state is not None
        if not seats:
            return
        side = min(box.width() * 0.45, box.height() * 0.42)
        painter.setFont(self._font(side * 0.7, bold=True))
        for index, seat in enumerate(seats):
            column, row = index % 2, index // 2
            rect = QRectF(
                box.left() + 1 + column * (side + 1),
                box.bottom() - (row + 1) * (side + 1),
                side,
                side,
            )
            player = self.state.players[seat]
            swatch = theme.player_colour(player.colour)
            painter.setPen(QPen(QColor("#222222"), 1))
            painter.setBrush(QColor(swatch))
            painter.drawRect(rect)
            painter.setPen(QColor(theme.text_on(swatch)))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, initial(self.state, seat))
