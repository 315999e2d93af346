"""The colony board, mirrored (pp. 3, 5): painted, never tapped.

Public contracts at the top (and the deck's count); the display's levels 1–5 with
the sponsor on each (its side) and the two reward tokens; the emporium's columns
(one per resource, cubes from the top row down) with each row's credits (left) and
prestige (right); the colony ranking with every player's prestige and the 18 mark;
the neutral X-key pile and the token bag.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from companion.games.otys.data import COLOURS, END_PRESTIGE, LEVELS
from companion.games.otys.state import GameState
from ui import theme
from ui.games.otys import words
from ui.games.otys.board_view import draw_fitted, fitted_font, paint_cube
from ui.i18n import translate

LEFT = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
CENTRE = Qt.AlignmentFlag.AlignCenter


class ColonyView(QWidget):
    """The colony as the state says."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("otys-colony")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.state: GameState | None = None
        self.cap = 1e9
        """The largest font (px) the width allows."""

    def sizeHint(self) -> QSize:
        """Room for the display's five levels and the track."""
        return QSize(theme.px(520), theme.px(260))

    def minimumSizeHint(self) -> QSize:
        """Small screens show it smaller."""
        return QSize(theme.px(300), theme.px(170))

    def show_state(self, state: GameState) -> None:
        """Mirror the colony of ``state``."""
        self.state = state
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the colony."""
        if self.state is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(theme.current().panel))
        line = self.height() / 9
        width = float(self.width())
        self.cap = width / 55
        self._contracts(painter, QRectF(0, 0, width, line))
        display = QRectF(0, line, width * 0.6, line * 6)
        for level in range(1, LEVELS + 1):
            row = QRectF(
                display.left(),
                display.top() + line * (level - 1) * 1.2,
                display.width(),
                line * 1.2,
            )
            self._level(painter, row, level)
        self._emporium(painter, QRectF(width * 0.61, line, width * 0.39, line * 6))
        self._ranking(painter, QRectF(0, line * 7.1, width, line * 1.9))
        painter.end()

    def _contracts(self, painter: QPainter, rect: QRectF) -> None:
        assert self.state is not None
        look = theme.current()
        painter.setFont(fitted_font(rect.height() * 0.9, cap=self.cap))
        label = translate("otys", "Public contracts")
        painter.setPen(QColor(look.muted))
        head = QRectF(rect.left() + 4, rect.top(), rect.width() * 0.2, rect.height())
        painter.drawText(head, LEFT, label)
        spaces = len(self.state.public)
        cell = (rect.width() * 0.8 - 4) / spaces
        for index, item in enumerate(self.state.public):
            box = QRectF(head.right() + index * cell, rect.top() + 2, cell - 4, rect.height() - 4)
            painter.setPen(QPen(QColor(look.border), 1))
            painter.setBrush(QColor(look.site))
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(QColor(look.text))
            painter.drawText(
                box.adjusted(4, 0, -2, 0), LEFT, f"{index + 1}. {words.contract(item)}"
            )

    def _level(self, painter: QPainter, rect: QRectF, level: int) -> None:
        assert self.state is not None
        look = theme.current()
        turn = self.state.turn
        here = turn.level == level and turn.phase in (1, 2)
        pad = 2.0
        painter.setFont(fitted_font(rect.height() * 0.8, bold=True, cap=self.cap))
        painter.setPen(QColor(look.muted))
        painter.drawText(
            QRectF(rect.left(), rect.top(), rect.width() * 0.06, rect.height()), CENTRE, str(level)
        )
        tile = self.state.sponsors[level - 1]
        box = QRectF(
            rect.left() + rect.width() * 0.06,
            rect.top() + pad,
            rect.width() * 0.5,
            rect.height() - 2 * pad,
        )
        advanced = tile.side == "advanced"
        painter.setPen(QPen(QColor(look.highlight if here else look.border), 3 if here else 1))
        painter.setBrush(QColor("#f3e2c4" if advanced and not look.dark else look.site))
        painter.drawRoundedRect(box, 4, 4)
        painter.setPen(QColor("#16222b" if advanced and not look.dark else look.text))
        draw_fitted(
            painter,
            box.adjusted(4, 1, -2, -1),
            LEFT,
            words.sponsor_tile(tile),
            min(rect.height() * 0.62 * 0.62, self.cap),
        )
        tokens = self.state.display[level - 1]
        width = (rect.right() - box.right() - 3 * pad) / 2
        for index, item in enumerate(tokens):
            cell = QRectF(
                box.right() + pad + index * (width + pad),
                rect.top() + pad,
                width,
                rect.height() - 2 * pad,
            )
            back = "#f0b46b" if item is not None and item.back == "credits" else "#9fd19b"
            painter.setPen(QPen(QColor(look.border), 1))
            painter.setBrush(QColor(back) if item is not None else Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(cell, 6, 6)
            painter.setPen(QColor("#16222b"))
            painter.drawText(cell.adjusted(3, 0, -2, 0), CENTRE, words.token_short(item))

    def _emporium(self, painter: QPainter, rect: QRectF) -> None:
        assert self.state is not None
        look = theme.current()
        rows = self.state.board.emporium.rows
        line = rect.height() / (len(rows) + 1.5)
        painter.setFont(fitted_font(line * 0.6, bold=True, cap=self.cap))
        painter.setPen(QColor(look.muted))
        painter.drawText(
            QRectF(rect.left(), rect.top(), rect.width(), line * 0.8),
            CENTRE,
            translate("otys", "Emporium"),
        )
        price = rect.width() * 0.14
        column = (rect.width() - 2 * price) / len(COLOURS)
        top = rect.top() + line * 0.8
        painter.setFont(fitted_font(line * 0.6, cap=self.cap))
        for index, colour in enumerate(COLOURS):
            head = QRectF(rect.left() + price + index * column, top, column, line * 0.7)
            painter.setPen(QColor(look.text))
            painter.drawText(head, CENTRE, words.RESOURCE_GLYPHS[colour])
        for number, row in enumerate(rows):
            y = top + line * 0.7 + number * line
            painter.setPen(QColor(look.text))
            painter.drawText(QRectF(rect.left(), y, price, line), CENTRE, f"{row.credits}¢")
            painter.drawText(
                QRectF(rect.right() - price, y, price, line),
                CENTRE,
                f"{row.prestige}★" if row.prestige else "—",
            )
            for index, colour in enumerate(COLOURS):
                side = min(line, column) * 0.8
                cell = QRectF(
                    rect.left() + price + index * column + (column - side) / 2,
                    y + (line - side) / 2,
                    side,
                    side,
                )
                if number < self.state.emporium.get(colour):
                    paint_cube(painter, cell, colour)
                else:
                    painter.setPen(QPen(QColor(look.border), 1, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(cell, 3, 3)

    def _ranking(self, painter: QPainter, rect: QRectF) -> None:
        """The colony ranking: each player's prestige, the 18 mark, the piles."""
        assert self.state is not None
        look = theme.current()
        players = self.state.players
        top = max([END_PRESTIGE + 4, *(p.prestige + 1 for p in players)])
        track = QRectF(
            rect.left() + 8,
            rect.top() + rect.height() * 0.15,
            rect.width() - 16,
            rect.height() * 0.35,
        )
        step = track.width() / top
        painter.setPen(QPen(QColor(look.border), 1))
        painter.setBrush(QColor(look.site))
        painter.drawRoundedRect(track, 3, 3)
        mark = track.left() + END_PRESTIGE * step
        painter.setPen(QPen(QColor(look.danger), 3))
        painter.drawLine(int(mark), int(track.top() - 3), int(mark), int(track.bottom() + 3))
        painter.setFont(fitted_font(track.height(), cap=self.cap))
        for seat, player in enumerate(players):
            colour = theme.player_colour(player.colour)
            x = track.left() + player.prestige * step
            size = track.height() * 0.8
            dot = QRectF(x - size / 2 + seat * 2, track.center().y() - size / 2, size, size)
            painter.setPen(QPen(QColor("#333333"), 1))
            painter.setBrush(QColor(colour))
            painter.drawEllipse(dot)
            painter.setPen(QColor(theme.text_on(colour)))
            painter.drawText(dot, CENTRE, player.name[:1])
        below = QRectF(
            rect.left() + 8,
            track.bottom() + 2,
            rect.width() - 16,
            rect.bottom() - track.bottom() - 2,
        )
        painter.setPen(QColor(look.text))
        painter.setFont(fitted_font(below.height() * 0.9, cap=self.cap))
        scores = " · ".join(f"{p.name} {p.prestige}★" for p in players)
        piles = translate(
            "otys", "18★ ends the game · neutral X-keys {0} · deck {1} · bag {2}"
        ).format(self.state.neutral_supply(), self.state.deck(), self.state.bag())
        painter.drawText(below, LEFT, f"{scores}   ({piles})")
