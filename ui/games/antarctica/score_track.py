"""The score track as printed (0–49, a marker's "50" side past 49), with each
player's cube where the four final scorings would put it if the game ended now.

Antarctica scores only at the end ("CONTEGGIO DEI PUNTI VITTORIA E VINCITORE"), so
the track says so in its title; hovering over or tapping a cube (or a player's
line) shows that player's four parts. At the end it shows the final scores.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from companion.games.antarctica.projection import TRACK_SPACES, scores_if_ended, track_space
from companion.games.antarctica.scoring import SCORINGS, FinalScores
from companion.games.antarctica.state import GameState
from ui import theme
from ui.games.antarctica.board_view import initial
from ui.i18n import translate

COLUMNS = 10
"""Spaces per row: the 50 spaces in five rows, snaking like the printed track."""


def part_names() -> dict[str, str]:
    """The four scorings, short, in the player's language."""
    return {
        "areas": translate("antarctica", "Areas"),
        "tracks": translate("antarctica", "Research tracks"),
        "asterisks": translate("antarctica", "✱ cards"),
        "discarded": translate("antarctica", "Discarded"),
    }


def cell_of(space: int) -> tuple[int, int]:
    """(row, column) of a space: row 0 holds 0–9 left to right, row 1 holds 10–19
    right to left, and so on."""
    row, column = divmod(space, COLUMNS)
    return row, column if row % 2 == 0 else COLUMNS - 1 - column


class ScoreTrack(QWidget):
    """The Victory Points track with the cubes "if the game ended now"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ant-score-track")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 150)
        self.setMouseTracking(True)
        self.state: GameState | None = None
        self.scores: FinalScores | None = None
        self.cubes: dict[int, QRectF] = {}
        self.lines: dict[int, QRectF] = {}

    def sizeHint(self) -> QSize:
        """Five rows of ten and a line per player."""
        return QSize(640, 220)

    def show_state(self, state: GameState) -> None:
        """Score ``state`` as if it ended now (the final scores once it has)."""
        self.state = state
        self.scores = scores_if_ended(state)
        self.setAccessibleName(self.describe())
        self.update()

    def finished(self) -> bool:
        """True once the scores shown are the final ones."""
        return self.state is not None and self.state.phase == "finished"

    def title(self) -> str:
        """What the cubes mean now."""
        if self.finished():
            return translate("antarctica", "Victory Points: final scores")
        return translate(
            "antarctica", "Victory Points if the game ended now (scored only at the end)"
        )

    def totals(self) -> dict[str, int]:
        """Each player's points as shown (tests)."""
        if self.scores is None:
            return {}
        return {p.name: p.total for p in self.scores.players}

    def parts(self, seat: int) -> str:
        """One player's four parts and total, in words."""
        if self.scores is None:
            return ""
        score = self.scores.players[seat]
        names = part_names()
        parts = " + ".join(f"{names[kind]} {score.points(kind)}" for kind in SCORINGS)
        return translate("antarctica", "{0}: {1} = {2} points").format(
            score.name, parts, score.total
        )

    def describe(self) -> str:
        """The track in words (screen readers, tests)."""
        if self.scores is None:
            return ""
        lines = [self.parts(p.seat) for p in self.scores.players]
        return f"{self.title()}: " + "; ".join(lines)

    def seat_at(self, point: QPointF) -> int | None:
        """The player whose cube or line is under ``point``."""
        for places in (self.cubes, self.lines):
            for seat, rect in places.items():
                if rect.contains(point):
                    return seat
        return None

    def event(self, event: QEvent) -> bool:
        """Hover over a cube or a line: that player's four parts."""
        if isinstance(event, QHelpEvent):
            seat = self.seat_at(QPointF(event.pos()))
            if seat is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.parts(seat), self)
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A tap on a cube or a line: that player's four parts (touch has no hover)."""
        seat = self.seat_at(event.position())
        if seat is not None:
            QToolTip.showText(event.globalPosition().toPoint(), self.parts(seat), self)
        super().mousePressEvent(event)

    def _font(self, pixels: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(9, round(pixels)))
        font.setBold(bold)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:
        """The title, the 50 spaces with the cubes, and a line per player."""
        if self.state is None or self.scores is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        players = self.scores.players
        line = max(14.0, min(22.0, self.height() / 12))
        title = QRectF(4, 2, self.width() - 8, line)
        size = line * 0.8
        painter.setFont(self._font(size, bold=True))
        while painter.fontMetrics().horizontalAdvance(self.title()) > title.width() and size > 9:
            size -= 1
            painter.setFont(self._font(size, bold=True))
        painter.setPen(text)
        shown = painter.fontMetrics().elidedText(
            self.title(), Qt.TextElideMode.ElideRight, round(title.width())
        )
        painter.drawText(title, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)
        legend = min(line * 1.2, 26.0) * len(players)
        grid = QRectF(4, line + 6, self.width() - 8, self.height() - line - 10 - legend)
        self._paint_spaces(painter, grid, text)
        box = QRectF(4, grid.bottom() + 4, self.width() - 8, legend)
        self._paint_lines(painter, box, text)
        painter.end()

    def _paint_spaces(self, painter: QPainter, grid: QRectF, text: QColor) -> None:
        assert self.state is not None and self.scores is not None
        rows = TRACK_SPACES // COLUMNS
        width, height = grid.width() / COLUMNS, grid.height() / rows
        number = self._font(min(width, height) * 0.32)
        frame = QColor(text)
        frame.setAlpha(90)
        at: dict[int, list[int]] = {}
        for player in self.scores.players:
            at.setdefault(track_space(player.total)[0], []).append(player.seat)
        self.cubes = {}
        for space in range(TRACK_SPACES):
            row, column = cell_of(space)
            cell = QRectF(grid.left() + column * width, grid.top() + row * height, width, height)
            painter.setPen(QPen(frame, 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(cell.adjusted(1, 1, -1, -1))
            painter.setPen(frame if space % 5 else text)
            painter.setFont(number)
            painter.drawText(
                cell.adjusted(3, 1, -2, -1),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                str(space),
            )
            seats = at.get(space, [])
            cube = min(height * 0.5, (width - 6) / max(1, len(seats)), 28.0)
            for index, seat in enumerate(seats):
                left = cell.right() - 3 - (len(seats) - index) * cube
                rect = QRectF(left, cell.bottom() - 3 - cube, cube - 1, cube - 1)
                self._paint_cube(painter, rect, seat)
                self.cubes[seat] = rect

    def _paint_cube(self, painter: QPainter, rect: QRectF, seat: int) -> None:
        """A player's cube; a player past 49 shows the marker's "50" side."""
        assert self.state is not None and self.scores is not None
        colour = QColor(theme.player_colour(self.state.players[seat].colour))
        painter.setPen(QPen(QColor("#222222"), 1))
        painter.setBrush(colour)
        painter.drawRect(rect)
        laps = track_space(self.scores.players[seat].total)[1]
        label = initial(self.state, seat) if not laps else str(TRACK_SPACES * laps)
        painter.setPen(QColor(theme.text_on(colour.name())))
        painter.setFont(self._font(rect.height() * (0.6 if not laps else 0.45), bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)

    def _paint_lines(self, painter: QPainter, box: QRectF, text: QColor) -> None:
        assert self.state is not None and self.scores is not None
        players = self.scores.players
        height = min(box.height() / max(1, len(players)), 26.0)
        size = height * 0.62
        painter.setFont(self._font(size))
        widest = max((self.parts(p.seat) for p in players), key=len)
        while painter.fontMetrics().horizontalAdvance(widest) > box.width() - height and size > 9:
            size -= 1
            painter.setFont(self._font(size))
        self.lines = {}
        for index, player in enumerate(players):
            rect = QRectF(box.left(), box.top() + index * height, box.width(), height)
            swatch = QRectF(rect.left(), rect.top() + 3, height - 6, height - 6)
            painter.setPen(QPen(QColor("#222222"), 1))
            painter.setBrush(QColor(theme.player_colour(self.state.players[player.seat].colour)))
            painter.drawRect(swatch)
            painter.setPen(text)
            words = rect.adjusted(height, 0, 0, 0)
            shown = painter.fontMetrics().elidedText(
                self.parts(player.seat), Qt.TextElideMode.ElideRight, round(words.width())
            )
            painter.drawText(
                words, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown
            )
            self.lines[player.seat] = rect
