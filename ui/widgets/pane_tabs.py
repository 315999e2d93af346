"""A tab widget that paints its pane's frame only where its page leaves it showing
(issue #13).

The style fills the whole pane when it draws the frame (≈ 20 M instructions for the
final scores' details at 1600×1000), then the page's item views paint every pixel of
theirs over it again. Painted around them instead, the pane looks the same.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPaintEvent, QRegion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyleOptionTabWidgetFrame,
    QStylePainter,
    QTabWidget,
)


class PaneTabs(QTabWidget):
    """A QTabWidget (not in document mode) whose pane frame is not painted under the
    item views of the page shown (they are opaque: they cover it)."""

    def covered(self) -> QRegion:
        """What the page shown covers of the pane: its visible item views."""
        region = QRegion()
        page = self.currentWidget()
        if page is None:
            return region
        for view in page.findChildren(QAbstractItemView):
            if view.isVisible():
                at = view.mapTo(self, QPoint(0, 0))
                region += view.rect().translated(at)
        return region

    def paintEvent(self, event: QPaintEvent) -> None:
        """The pane's frame, as QTabWidget paints it, clipped to what shows of it."""
        showing = event.region() - self.covered()
        if showing.isEmpty():
            return
        option = QStyleOptionTabWidgetFrame()
        self.initStyleOption(option)
        option.rect = self.style().subElementRect(
            QStyle.SubElement.SE_TabWidgetTabPane, option, self
        )
        painter = QStylePainter(self)
        painter.setClipRegion(showing)
        painter.drawPrimitive(QStyle.PrimitiveElement.PE_FrameTabWidget, option)
        painter.end()
