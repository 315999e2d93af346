"""A widget's own layout requests sent before its window paints.

Qt posts a layout request per change. A layout whose size hints changed posts its
parent's request in turn, and a request posted while Qt sends the pending ones waits
for the next round, after the window's paint request (posted by the tap's first
change): a change nested a few layouts deep was painted, laid out, then painted again
(the folded table's tabs, the turn panel's new buttons widening its column).
:class:`Settler` sends the requests pending for its root's widgets, deepest first, when
the window is about to paint: every level in one go, before the paint. Other widgets'
(the History's) keep theirs for after.

A widget shown (the folded table's page a tap flips to, and every widget on it) posts
itself a request to be painted later, sent after the window's paint: the page was
painted again in a second pass. The settler sends those before the paint too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QGraphicsView,
    QSplitter,
    QTabWidget,
    QWidget,
)

_SELF_LAID_OUT = (QSplitter, QTabWidget, QAbstractScrollArea)
"""Widgets that lay their children out on a layout request without a QLayout."""


class Settler:
    """Sends the layout requests posted to ``root`` and its descendants (see the module).

    The widgets are found by :meth:`find` (in idle time; again once the root made or
    moved widgets: :meth:`forget`), so a paint makes no Python object; until then
    nothing is sent."""

    def __init__(self, root: QWidget) -> None:
        self.root = root
        self._widgets: list[QWidget] = []
        """Those that act on a layout request, deepest first."""
        self._queued: list[QObject] = []
        """The scroll areas (a new size queues showing or hiding their scroll bars) and
        graphics scenes (changed items queue their repaint)."""

    def settle(self) -> None:
        """Send the pending layout requests of the root's widgets, deepest first (a
        request a layout posts to its parent is sent in the same sweep), then the calls
        their layout queued, then the requests those posted; then the paints widgets
        shown asked for later (painted in this paint instead of a second one)."""
        send, kind = QCoreApplication.sendPostedEvents, QEvent.Type.LayoutRequest
        try:
            for widget in self._widgets:
                send(widget, kind)
            for queued in self._queued:
                send(queued, QEvent.Type.MetaCall)
            for widget in self._widgets:  # the scroll bars those calls showed or hid
                send(widget, kind)
        except RuntimeError:  # one was deleted
            self.forget()
        send(None, QEvent.Type.UpdateLater)

    @property
    def found(self) -> bool:
        """Whether the widgets to send to are known."""
        return bool(self._widgets)

    def forget(self) -> None:
        """The root's widgets changed: send nothing until they are found again."""
        self._widgets, self._queued = [], []

    def find(self) -> None:
        """Find the widgets to send to (again)."""
        found: dict[int, QWidget] = {id(self.root): self.root}
        queued: list[QObject] = []
        for widget in self.root.findChildren(QWidget):
            if isinstance(widget, QGraphicsView):  # laid out by hand; its scene queues
                if widget.scene() is not None:
                    queued.append(widget.scene())
            elif widget.inherits("QAbstractItemView"):  # lays its rows out itself (asked by
                continue  # name: importing the class makes its 47 enum members at the start
            elif widget.layout() is not None or isinstance(widget, _SELF_LAID_OUT):
                found[id(widget)] = widget
                if isinstance(widget, QAbstractScrollArea):
                    found[id(widget.viewport())] = widget.viewport()
                    queued.append(widget)
        self._widgets = sorted(found.values(), key=self._depth, reverse=True)
        self._queued = queued

    def _depth(self, widget: QWidget) -> int:
        depth = 0
        parent = widget.parentWidget()
        while parent is not None and widget is not self.root:
            depth += 1
            widget, parent = parent, parent.parentWidget()
        return depth
