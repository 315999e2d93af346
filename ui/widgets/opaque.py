"""A label that paints its own background, the colour of the styled frame it sits
in: a new text then repaints the label alone, not the rounded, bordered frame under
it too (Qt repaints what shows through a label that is not opaque)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QWidget


class OpaqueLabel(QLabel):
    """A QLabel over a flat ``background`` (asked at each paint: it follows the theme);
    only for labels kept clear of their frame's border and corners."""

    def __init__(self, background: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._background = background
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The background under the label's usual painting."""
        painter = QPainter(self)
        painter.fillRect(event.rect(), QColor(self._background()))
        painter.end()
        super().paintEvent(event)
