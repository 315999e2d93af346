"""A holder that keeps a widget's layout changes to itself.

A layout passes every change up: ``QLayout.activate`` ends by asking the widget's
parent to lay out again, and so on up to the window. A widget whose text changes at
every tap (the banner) would re-lay out the whole window at every tap. In a
:class:`Holder` (no layout: the child simply fills it) the pass stops there; the
holder's size hints are the child's when its parent asks.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget


class Holder(QWidget):
    """``child`` filling this widget (the child's size limits are the holder's)."""

    def __init__(self, child: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.child = child
        child.setParent(self)
        self.setSizePolicy(child.sizePolicy())
        self.setMinimumHeight(child.minimumHeight())
        self.setMaximumHeight(child.maximumHeight())

    def sizeHint(self) -> QSize:
        """The child's."""
        return self.child.sizeHint()

    def minimumSizeHint(self) -> QSize:
        """The child's."""
        return self.child.minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The child fills the holder."""
        super().resizeEvent(event)
        self.child.setGeometry(self.rect())

    def child_changed(self) -> None:
        """Tell the layout around that the child's size hints changed (a new tool)."""
        self.updateGeometry()


class LabelHolder(Holder):
    """A word-wrapped label held: its new text lays out only the label, and the
    window only when the label needs another height at its width."""

    def __init__(self, child: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(child, parent)
        self.setSizePolicy(child.sizePolicy())
        self._hints: tuple[object, ...] = ()

    def hasHeightForWidth(self) -> bool:
        """The label's."""
        return self.child.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        """The label's."""
        return self.child.heightForWidth(width)

    def event(self, event: QEvent) -> bool:
        """The label asks to be laid out again: the layout around hears of it only
        when one of its size hints changed."""
        if event.type() == QEvent.Type.LayoutRequest:
            hints = self._measure()
            if hints != self._hints:
                self._hints = hints
                self.updateGeometry()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The child fills the holder; its hints are measured at the new width."""
        super().resizeEvent(event)
        self._hints = self._measure()

    def _measure(self) -> tuple[object, ...]:
        child = self.child
        return (child.sizeHint(), child.minimumSizeHint(), child.heightForWidth(self.width()))
