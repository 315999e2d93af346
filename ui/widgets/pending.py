"""A hidden widget's move and resize events sent ahead, in idle time (issue #13).

Qt sends a hidden widget no move or resize event when a layout gives it a new
geometry: it marks them pending and sends them when the widget is shown, inside the
tap that shows it (the slots' column coming back at the era's start: its slots,
labels and bars, ≈ 2.3 M instructions of the last keep tap with their handlers).
:func:`send_pending` sends them as showing would, for widgets laid out ahead at the
geometry they will be shown at; a widget moved or resized again before its showing
has its new events sent then, as before.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication, QWidget


def send_pending(root: QWidget) -> None:
    """Send the move and resize events pending in ``root`` and the widgets inside it that
    show with it, parents first, as Qt does when it shows them (the resize's old size
    unknown, the move's old place the new one); widgets shown or hidden on their own are
    left alone."""
    from PySide6.QtGui import QMoveEvent, QResizeEvent  # idle work: not on the start path

    moved = Qt.WidgetAttribute.WA_PendingMoveEvent
    resized = Qt.WidgetAttribute.WA_PendingResizeEvent
    for widget in (root, *root.findChildren(QWidget)):  # parents first
        if widget is not root and (widget.isWindow() or not widget.isVisibleTo(root)):
            continue
        if widget.testAttribute(moved):
            QApplication.sendEvent(widget, QMoveEvent(widget.pos(), widget.pos()))
            widget.setAttribute(moved, False)
        if widget.testAttribute(resized):
            QApplication.sendEvent(widget, QResizeEvent(widget.size(), QSize()))
            widget.setAttribute(resized, False)
