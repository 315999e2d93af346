"""Group boxes, tables' headers and push buttons painted ahead, in idle time (issue
#13; see :mod:`ui.widgets.painted_ahead`): only the production pages, built after the
first frame, use them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QHeaderView, QTableView, QWidget

from ui.widgets.buttons import QuietButton
from ui.widgets.painted_ahead import Backdrop, PaintedAhead


class AheadBox(PaintedAhead, QGroupBox):
    """A group box on a page (the theme's ``window`` colour) painted ahead (its frame
    and title: :class:`PaintedAhead`)."""

    backdrop: Backdrop = "window"

    def _drawn_as(self) -> tuple[Any, ...]:
        """Its title, and what any widget painted ahead looks by."""
        return (self.title(), *super()._drawn_as())


class AheadButton(PaintedAhead, QuietButton):
    """A :class:`~ui.widgets.buttons.QuietButton` on a page (the theme's ``window``
    colour) painted ahead (its frame and text: :class:`PaintedAhead`)."""

    backdrop: Backdrop = "window"

    def _drawn_as(self) -> tuple[Any, ...]:
        """Its text and states (down, under the mouse, focused, default, checked, flat),
        and what any widget painted ahead looks by."""
        return (
            self.text(),
            self.isDown(),
            self.underMouse(),
            self.hasFocus(),
            self.isDefault(),
            self.isChecked(),
            self.isFlat(),
            *super()._drawn_as(),
        )


class AheadHeader(PaintedAhead, QHeaderView):
    """A table's horizontal header (clickable, highlighting its sections, as a table's
    own) painted ahead (its sections, which fill it: :class:`PaintedAhead`)."""

    def __init__(self, table: QTableView) -> None:
        super().__init__(Qt.Orientation.Horizontal, table)
        self.setSectionsClickable(True)
        self.setHighlightSections(True)

    def _surface(self) -> QWidget:
        """Its viewport, which its sections are painted on."""
        return self.viewport()

    def _drawn_as(self) -> tuple[Any, ...]:
        """Its sections' sizes and texts, the mouse over it, the table's current column
        and, with one, its focus (the keeping page's table gets the focus, without a
        current cell, when applying production shows it), and what any widget painted
        ahead looks by."""
        model = self.model()
        table = self.parentWidget()
        current = table.currentIndex() if isinstance(table, QTableView) else None
        column = current.column() if current is not None and current.isValid() else None
        count = self.count()
        return (
            self.underMouse(),
            self.offset(),
            tuple(self.sectionSize(i) for i in range(count)),
            tuple(model.headerData(i, Qt.Orientation.Horizontal) for i in range(count))
            if model is not None
            else (),
            column,
            column is not None and table is not None and table.hasFocus(),
            *super()._drawn_as(),
        )
