"""A player's research sector, mirrored (pp. 3–4): painted.

Top to bottom: the owner's supplies (prestige, credits, batteries, neutral X-keys);
the diver column — the 3 surface slots, then levels 1–5, each with its key space
(the numbered key when it is on the board), the diver (its letter, name and ★ when
equipped), the dig zone's spaces (3, 3, 4, 5, 6; cubes with their glyphs) and the
permanent reward token; then the hacker track under the board (used keys in order,
the hacker where it stands), the mechanic's and hacker's improvements and the
private contracts: secret at the table, so only their count until the owner taps
the line (hidden again at the next turn or tap).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from companion.games.otys.data import COLOURS, SLOTS, SURFACE, ZONE_SPACES
from companion.games.otys.state import OWN_KEYS, GameState, PlayerState
from ui import theme
from ui.games.otys import words
from ui.i18n import translate

ROWS = SLOTS + 4
"""Header, 8 diver rows, the hacker track, two lines of technicians and contracts."""


def paint_cube(painter: QPainter, rect: QRectF, colour: str) -> None:
    """A resource cube: its colour and its glyph."""
    fill = words.RESOURCE_COLOURS[colour]
    painter.setPen(QPen(QColor("#555555"), 1))
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(rect, 3, 3)
    painter.setPen(QColor(theme.text_on(fill)))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, words.RESOURCE_GLYPHS[colour])


def fitted_font(height: float, bold: bool = False, cap: float = 1e9) -> QFont:
    """A font whose line fits ``height`` pixels, at most ``cap`` pixels high."""
    font = QFont()
    font.setPixelSize(max(8, int(min(height * 0.62, cap))))
    font.setBold(bold)
    return font


def draw_fitted(
    painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag, text: str, size: float
) -> None:
    """``text`` wrapped in ``rect`` at the largest pixel size up to ``size`` that fits."""
    font = painter.font()
    font.setBold(False)
    wrap = int(flags) | int(Qt.TextFlag.TextWordWrap)
    for pixels in range(max(8, int(size)), 7, -1):
        font.setPixelSize(pixels)
        painter.setFont(font)
        needed = painter.boundingRect(rect, wrap, text)
        if needed.height() <= rect.height() and needed.width() <= rect.width():
            break
    painter.drawText(rect, wrap, text)


def fitted_line(font: QFont, width: float, text: str, tail: str = "") -> tuple[QFont, str]:
    """``text`` and ``tail`` on one line of ``width`` px: a smaller font (down to
    three quarters, at least 8 px) first, then ``text`` elided; ``tail`` (the ★ of an
    equipped diver) is always shown."""
    fitted = QFont(font)
    size = fitted.pixelSize()
    smallest = max(8, int(size * 0.75)) if size > 0 else size
    while size > smallest and QFontMetrics(fitted).horizontalAdvance(text + tail) > width:
        size -= 1
        fitted.setPixelSize(size)
    metrics = QFontMetrics(fitted)
    room = int(width - metrics.horizontalAdvance(tail))
    return fitted, metrics.elidedText(text, Qt.TextElideMode.ElideRight, room) + tail


class PlayerBoard(QWidget):
    """One player's board and supplies, as the state says."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("otys-board")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.state: GameState | None = None
        self.seat = 0
        self.cap = 1e9
        """The largest font (px) the width allows."""
        self.revealed = False
        """Whether the private contracts are shown (the owner tapped them)."""
        self.shown_turn: tuple[int, int] | None = None

    def sizeHint(self) -> QSize:
        """Room for twelve readable lines."""
        return QSize(theme.px(420), theme.px(12 * 26))

    def minimumSizeHint(self) -> QSize:
        """Small screens show it smaller."""
        return QSize(theme.px(260), theme.px(12 * 17))

    def show_state(self, state: GameState, seat: int) -> None:
        """Mirror ``seat``'s board in ``state``."""
        turn = (sum(p.turns for p in state.players), state.turn.seat)
        if turn != self.shown_turn:
            self.revealed = False
        self.shown_turn = turn
        self.state = state
        self.seat = seat
        player = state.players[seat]
        self.setAccessibleName(self.summary(player))
        self.update()

    def summary(self, player: PlayerState) -> str:
        """The board in one sentence (screen readers, tests)."""
        return translate("otys", "{0}: {1}★, {2} credits, {3} batteries").format(
            player.name, player.prestige, player.credits, player.batteries
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A tap on the private contracts' line shows or hides them."""
        on_line = event.position().y() >= self.height() / ROWS * (3 + SLOTS)
        if on_line and self.state is not None and self.state.players[self.seat].contracts:
            self.revealed = not self.revealed
            self.update()
            return
        super().mousePressEvent(event)

    def contracts_text(self, player: PlayerState) -> str:
        """The private contracts' line: their count, and what they are once revealed."""
        if not player.contracts:
            return translate("otys", " Private contracts ({0}): {1}").format(0, "—")
        if not self.revealed:
            return translate("otys", " Private contracts ({0}): tap to show").format(
                len(player.contracts)
            )
        shown = " · ".join(words.contract(c) for c in player.contracts)
        return translate("otys", " Private contracts ({0}): {1}").format(
            len(player.contracts), shown
        )

    # -- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the board."""
        if self.state is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = theme.current()
        painter.fillRect(self.rect(), QColor(look.panel))
        player = self.state.players[self.seat]
        line = self.height() / ROWS
        width = float(self.width())
        self.cap = width / 32
        self._header(painter, QRectF(0, 0, width, line), player)
        for slot in range(SLOTS):
            self._diver_row(painter, QRectF(0, line * (1 + slot), width, line), player, slot)
        self._track(painter, QRectF(0, line * (1 + SLOTS), width, line), player)
        self._technicians(painter, QRectF(0, line * (2 + SLOTS), width, line), player)
        self._contracts(painter, QRectF(0, line * (3 + SLOTS), width, line), player)
        painter.end()

    def _header(self, painter: QPainter, rect: QRectF, player: PlayerState) -> None:
        swatch = theme.player_colour(player.colour)
        painter.setBrush(QColor(swatch))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)
        painter.setPen(QColor(theme.text_on(swatch)))
        painter.setFont(fitted_font(rect.height(), bold=True, cap=self.cap))
        turn = self.state.turn if self.state is not None else None
        mark = "▶ " if turn is not None and turn.seat == self.seat else ""
        text = translate(
            "otys", "{0}{1} · {2}★ · credits {3} · batteries {4} · neutral X-keys {5}"
        ).format(
            mark,
            player.name,
            player.prestige,
            player.credits,
            player.batteries,
            player.neutral_keys,
        )
        painter.drawText(
            rect.adjusted(6, 0, -4, 0),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            text,
        )

    def _diver_row(self, painter: QPainter, rect: QRectF, player: PlayerState, slot: int) -> None:
        look = theme.current()
        level = slot - SURFACE + 1
        surface = slot < SURFACE
        w = rect.width()
        pad = 2.0
        label = QRectF(rect.left(), rect.top(), w * 0.08, rect.height())
        key_box = QRectF(label.right(), rect.top() + pad, w * 0.07, rect.height() - 2 * pad)
        diver_box = QRectF(
            key_box.right() + pad, rect.top() + pad, w * 0.31, rect.height() - 2 * pad
        )
        zone = QRectF(
            diver_box.right() + 2 * pad, rect.top() + pad, w * 0.36, rect.height() - 2 * pad
        )
        token_box = QRectF(
            zone.right() + pad,
            rect.top() + pad,
            rect.right() - zone.right() - 2 * pad,
            rect.height() - 2 * pad,
        )
        painter.setFont(fitted_font(rect.height(), cap=self.cap))
        painter.setPen(QColor(look.muted))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, "≈" if surface else str(level))
        turn = self.state.turn if self.state is not None else None
        here = turn is not None and turn.seat == self.seat and turn.level == level and not surface
        if not surface:
            painter.setPen(QPen(QColor(look.border), 1))
            painter.setBrush(QColor(look.site))
            painter.drawRoundedRect(key_box, 3, 3)
            shown = ""
            if here and turn is not None and turn.key is not None:
                shown = words.key_mark(turn.key)
            elif str(level) not in player.track and not (
                turn is not None and turn.seat == self.seat and turn.key == str(level)
            ):
                shown = str(level)
            if shown:
                colour = theme.player_colour(player.colour)
                painter.setBrush(QColor(colour))
                painter.setPen(QPen(QColor(look.highlight), 3) if here else Qt.PenStyle.NoPen)
                painter.drawEllipse(
                    key_box.center(), key_box.height() * 0.42, key_box.height() * 0.42
                )
                painter.setPen(QColor(theme.text_on(colour)))
                painter.drawText(key_box, Qt.AlignmentFlag.AlignCenter, shown)
        diver = player.divers[slot]
        acting = turn is not None and turn.seat == self.seat and turn.diver == diver.kind
        painter.setPen(
            QPen(
                QColor(look.highlight if acting or here else look.border),
                3 if acting or here else 1,
            )
        )
        painter.setBrush(
            QColor("#d9ecf5" if not look.dark else "#23404f") if surface else QColor(look.site)
        )
        painter.drawRoundedRect(diver_box, 4, 4)
        painter.setPen(QColor(look.text))
        star = " ★" if diver.equipped else ""
        box = diver_box.adjusted(4, 0, -2, 0)
        font, text = fitted_line(
            painter.font(),
            box.width(),
            f"{words.DIVER_LETTERS[diver.kind]} {words.diver(diver.kind)}",
            star,
        )
        painter.setFont(font)
        painter.drawText(box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
        if surface:
            return
        spaces = ZONE_SPACES[level - 1]
        cubes = [c for c in COLOURS for _ in range(player.zone(level).get(c))]
        side = min(zone.height(), zone.width() / 6 - pad)
        for index in range(spaces):
            cell = QRectF(
                zone.left() + index * (side + pad),
                zone.top() + (zone.height() - side) / 2,
                side,
                side,
            )
            if index < len(cubes):
                paint_cube(painter, cell, cubes[index])
            else:
                painter.setPen(QPen(QColor(look.border), 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(cell, 3, 3)
        placed = player.tokens[level - 1]
        painter.setPen(QColor(look.text if placed else look.muted))
        painter.setFont(fitted_font(rect.height() * 0.85, cap=self.cap))
        painter.drawText(
            token_box,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
            words.token_short(placed).split("\n")[1] if placed else "",
        )

    def _track(self, painter: QPainter, rect: QRectF, player: PlayerState) -> None:
        """The keys under the board in order; the hacker where the track meets it."""
        look = theme.current()
        assert self.state is not None
        threshold = self.state.threshold(self.seat)
        painter.setFont(fitted_font(rect.height(), cap=self.cap))
        painter.setPen(QColor(look.muted))
        text = translate("otys", " Hacker track")
        room = min(painter.fontMetrics().horizontalAdvance(text) + 8, rect.width() * 0.4)
        label = QRectF(rect.left(), rect.top(), room, rect.height())
        painter.drawText(
            label,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(room)),
        )
        cell = min(rect.height() - 4, (rect.width() * 0.76) / (len(OWN_KEYS) + 2))
        for index in range(len(OWN_KEYS)):
            box = QRectF(
                label.right() + index * (cell + 3),
                rect.top() + (rect.height() - cell) / 2,
                cell,
                cell,
            )
            hacker = index + 1 == threshold
            painter.setPen(
                QPen(QColor(look.highlight if hacker else look.border), 2 if hacker else 1)
            )
            painter.setBrush(QColor(look.site))
            painter.drawRoundedRect(box, 3, 3)
            if index < len(player.track):
                colour = (
                    theme.NEUTRAL
                    if player.track[index] == "n"
                    else theme.player_colour(player.colour)
                )
                painter.setBrush(QColor(colour))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawRoundedRect(box.adjusted(2, 2, -2, -2), 3, 3)
                painter.setPen(QColor(theme.text_on(colour)))
                painter.drawText(
                    box, Qt.AlignmentFlag.AlignCenter, words.key_mark(player.track[index])
                )
            elif hacker:
                painter.setPen(QColor(look.highlight))
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "H")
        own_x = "x" not in player.track and not (
            self.state.turn.seat == self.seat and self.state.turn.key == "x"
        )
        x_text = translate("otys", "X ready") if own_x else translate("otys", "X used")
        painter.setPen(QColor(look.text))
        right = QRectF(
            rect.right() - rect.width() * 0.2, rect.top(), rect.width() * 0.2, rect.height()
        )
        painter.drawText(
            right, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, x_text + " "
        )

    def _technicians(self, painter: QPainter, rect: QRectF, player: PlayerState) -> None:
        look = theme.current()
        assert self.state is not None
        painter.setFont(fitted_font(rect.height(), cap=self.cap))
        painter.setPen(QColor(look.text))
        text = translate(
            "otys", " Mechanic {0}/3: a battery moves {1} · Hacker {2}/3: keys back at {3}"
        ).format(
            player.mechanic,
            self.state.reach(self.seat),
            player.hacker,
            self.state.threshold(self.seat),
        )
        text = painter.fontMetrics().elidedText(
            text, Qt.TextElideMode.ElideRight, int(rect.width())
        )
        painter.drawText(rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)

    def _contracts(self, painter: QPainter, rect: QRectF, player: PlayerState) -> None:
        look = theme.current()
        painter.setFont(fitted_font(rect.height(), cap=self.cap))
        painter.setPen(QColor(look.text if player.contracts else look.muted))
        text = painter.fontMetrics().elidedText(
            self.contracts_text(player), Qt.TextElideMode.ElideRight, int(rect.width())
        )
        painter.drawText(rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
