"""A holder that keeps a widget's layout changes to itself.

A layout passes every change up: ``QLayout.activate`` ends by asking the widget's
parent to lay out again, and so on up to the window. A widget whose text changes at
every tap (the banner) would re-lay out the whole window at every tap. In a
:class:`Holder` (no layout: the child simply fills it) the pass stops there; the
holder's size hints are the child's when its parent asks.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


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
    """A word-wrapped label held: new text (:meth:`set_text`) lays out only the
    label, and the layout around only when the label needs another size."""

    def __init__(self, child: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(child, parent)
        self.label = child

    def hasHeightForWidth(self) -> bool:
        """The label's."""
        return self.label.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        """The label's."""
        return self.label.heightForWidth(width)

    def set_text(self, text: str) -> None:
        """Show ``text`` (hidden, the layout around measures it again when shown)."""
        label = self.label
        before = self._measure()
        label.setText(text)
        if not self.isVisible() or self._measure() != before:
            self.updateGeometry()

    def _measure(self) -> tuple[object, ...]:
        label = self.label
        return (label.sizeHint(), label.minimumSizeHint(), label.heightForWidth(self.width()))
