"""A label that paints its own background, the colour of the styled frame it sits
in: a new text then repaints the label alone, not the rounded, bordered frame under
it too (Qt repaints what shows through a label that is not opaque)."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QMoveEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QWidget

from ui.widgets.measured import MeasuredLabel, kept_hints


def clear_of_frame(inside: QRect, frame: QRect, border: int, radius: int) -> bool:
    """Whether ``inside`` lies within the flat inside of a frame ``frame`` with that
    border width, clear of the squares its rounded corners are drawn in (as QRect's
    ``contains`` and ``intersects`` tell; in plain integers for rectangles that are not
    empty: a panel's resize asks it for each of its labels, ≈ 17 µs each with QRects)."""
    x, y, width, height = cast(tuple[int, int, int, int], inside.getRect())
    left, top, frame_width, frame_height = cast(tuple[int, int, int, int], frame.getRect())
    if min(width, height, frame_width - 2 * border, frame_height - 2 * border, radius) <= 0:
        return _clear_by_qrects(inside, frame, border, radius)
    right, bottom = x + width - 1, y + height - 1
    frame_right, frame_bottom = left + frame_width - 1, top + frame_height - 1
    if (
        x < left + border
        or y < top + border
        or right > frame_right - border
        or bottom > frame_bottom - border
    ):
        return False
    # inside the flat part: it meets a corner's square where it reaches into both its
    # columns and its rows
    across = x < left + radius or right > frame_right - radius
    down = y < top + radius or bottom > frame_bottom - radius
    return not (across and down)


def _clear_by_qrects(inside: QRect, frame: QRect, border: int, radius: int) -> bool:
    flat = frame.adjusted(border, border, -border, -border)
    if not flat.contains(inside):
        return False
    corners = (
        QRect(frame.left(), frame.top(), radius, radius),
        QRect(frame.right() - radius + 1, frame.top(), radius, radius),
        QRect(frame.left(), frame.bottom() - radius + 1, radius, radius),
        QRect(frame.right() - radius + 1, frame.bottom() - radius + 1, radius, radius),
    )
    return not any(corner.intersects(inside) for corner in corners)


class OpaqueLabel(MeasuredLabel):
    """A QLabel over a flat ``background`` (asked at each paint: it follows the theme)
    wherever ``clear`` says it lies clear of its frame's border and corners (elsewhere
    a plain label, its frame painted under it). It keeps its heights per width as a
    :class:`MeasuredLabel` (not word-wrapped unless set so)."""

    def __init__(
        self,
        background: Callable[[], str],
        clear: Callable[[QWidget], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("", parent, wrap=False)
        self._background = background
        self._clear = clear

    def check_clear(self) -> None:
        """Paint the background only where the label lies clear of the frame's edge."""
        opaque = self._clear(self)
        if opaque != self.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent):
            self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, opaque)

    def moveEvent(self, event: QMoveEvent) -> None:
        """Placed elsewhere: clear of the frame's edge or not."""
        super().moveEvent(event)
        self.check_clear()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Sized anew: clear of the frame's edge or not."""
        super().resizeEvent(event)
        self.check_clear()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The background under the label's usual painting (when opaque)."""
        if self.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent):
            painter = QPainter(self)
            painter.setPen(Qt.PenStyle.NoPen)  # not fillRect: its overloads make
            painter.setBrush(QColor(self._background()))  # QGradient's 182 enum members
            painter.drawRect(event.rect())
            painter.end()
        super().paintEvent(event)


class OpaqueKeptHints(OpaqueLabel):
    """An :class:`OpaqueLabel` that keeps its size hints per text, as a
    :class:`~ui.widgets.measured.KeptHints` (not a base of both: PySide then runs the
    opaque paint's painter inside QLabel's)."""

    def sizeHint(self) -> QSize:
        """QLabel's, kept per plain text."""
        return kept_hints(self)[0]

    def minimumSizeHint(self) -> QSize:
        """QLabel's, kept per plain text."""
        return kept_hints(self)[1]


_UPDATES_OFF = Qt.WidgetAttribute.WA_UpdatesDisabled


class RichOpaqueLabel(OpaqueLabel):
    """An :class:`OpaqueLabel` of rich text: Qt lays a rich-text label's document out
    again each time a layout asks its height for a width (even its own width), and
    that repaints the label; asked by a layout pass after the window's paint, the
    label was painted again in a second pass (its heights are measured once per text).

    A resize marks its document's layout out of date; resized with its heights kept
    (nothing measured after), the label laid its document out in its paint, and that
    layout asked for the label to be painted again: a second paint pass of the window
    (the player panel's claimed cards in card-number taps), of the same pixels when
    the paint covered all of the label that shows (a scroll area may show part of
    it). That request is then left out: the label's updates are off while it paints
    (measuring at the resize instead, three layouts of the document, cost more than
    the pass; its text control's signals are Qt's private object's)."""

    def __init__(
        self,
        background: Callable[[], str],
        clear: Callable[[QWidget], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(background, clear, parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self._resized = False
        """Whether its document's layout is out of date since a resize (QLabel's)."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Resized: its document is laid out again by its next paint."""
        super().resizeEvent(event)
        self._resized = True

    def paintEvent(self, event: QPaintEvent) -> None:
        """The first paint after a resize, covering all of the label that shows, asks
        for no second one (its document's layout repaints the label)."""
        if not self._resized:
            super().paintEvent(event)
            return
        self._resized = False
        if not self.visibleRegion().subtracted(event.region()).isEmpty():
            super().paintEvent(event)
            return
        # the attribute Qt's setUpdatesEnabled sets (whose turning on repaints the
        # widget): only around this paint, where QWidget.update() returns at once
        self.setAttribute(_UPDATES_OFF, True)
        try:
            super().paintEvent(event)
        finally:
            self.setAttribute(_UPDATES_OFF, False)
