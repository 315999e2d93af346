"""A word-wrapped label whose heights for widths are measured once per text (issue #13).

Qt measures a wrapped QLabel's text again each time a layout asks its height for a
width, and a layout pass asks every wrapped label of a page many times: a page shown
or a panel laid out again measured the same texts at the same widths over and over.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QWidget


class MeasuredLabel(QLabel):
    """A word-wrapped QLabel (unless ``wrap`` is false) that keeps its height per width
    until its text, font, style, margins or indent change (it looks and lays out the
    same)."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *, wrap: bool = True) -> None:
        super().__init__(text, parent)
        if wrap:  # (an unwrapped label, e.g. an OpaqueLabel's, keeps its heights too)
            self.setWordWrap(True)
        self.heights: dict[int, int] = {}
        """The height measured per width for the text shown (for tests)."""

    def setText(self, text: str) -> None:
        """A new text is measured anew."""
        if text != self.text():
            self.heights.clear()
        super().setText(text)

    def clear(self) -> None:
        """No text: measured anew."""
        self.heights.clear()
        super().clear()

    def setMargin(self, margin: int) -> None:
        """A new margin: measured anew."""
        self.heights.clear()
        super().setMargin(margin)

    def setIndent(self, indent: int) -> None:
        """A new indent: measured anew."""
        self.heights.clear()
        super().setIndent(indent)

    def heightForWidth(self, width: int) -> int:
        """The label's height at ``width``, measured once per text."""
        height = self.heights.get(width)
        if height is None:
            height = self.heights[width] = super().heightForWidth(width)
        return height

    def changeEvent(self, event: QEvent) -> None:
        """A new font, style or margins: measured again."""
        self.heights.clear()
        super().changeEvent(event)
