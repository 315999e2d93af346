"""A table fitting its rows to their texts that measures each row once (issue #13).

A table whose rows fit their contents (its vertical header's ``ResizeToContents``)
measures every row's cells again each time its geometry is updated: a hidden vertical
header asks for a resize whenever the table's headers move, so showing the final
screen measured each row of the player's details again (≈ 1.6 M instructions in the
game's last tap), although its rows, texts and columns were the same as when it was
laid out ahead.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent
from PySide6.QtWidgets import QWidget

from ui.widgets.ahead_table import AheadTable

KEPT_SETUPS = 4
"""How many columns' setups (widths, viewport width, scroll offset) a table keeps its
rows' heights for, the least recently measured dropped first."""

Setup = tuple[tuple[int, ...], int, int]

_RESHAPING = (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.LayoutDirectionChange)
"""The changes of a table that change its texts' measures."""


class KeptRowsTable(AheadTable):
    """An :class:`AheadTable` that keeps each row's measured height for the columns'
    widths and the viewport it was measured at (the last :data:`KEPT_SETUPS` of them),
    until its model's rows or texts, its font or style change (measured again then, as
    before)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._heights: dict[Setup, dict[int, int]] = {}

    def setModel(self, model: QAbstractItemModel | None) -> None:
        """Heights measured again whenever the model's rows or texts change."""
        super().setModel(model)
        self._forget()
        if model is not None:
            for changed in (
                model.modelReset,
                model.layoutChanged,
                model.dataChanged,
                model.rowsInserted,
                model.rowsRemoved,
                model.columnsInserted,
                model.columnsRemoved,
            ):
                changed.connect(self._forget)

    def _forget(self) -> None:
        self._heights.clear()

    def sizeHintForRow(self, row: int) -> int:
        """QTableView's, kept per columns' widths, viewport width and scroll offset."""
        setup = (self._columns(), self.viewport().width(), self.horizontalHeader().offset())
        heights = self._heights.pop(setup, None)
        if heights is None:
            heights = {}
            if len(self._heights) >= KEPT_SETUPS:
                del self._heights[next(iter(self._heights))]
        self._heights[setup] = heights  # the most recently measured last
        height = heights.get(row)
        if height is None:
            height = heights[row] = super().sizeHintForRow(row)
        return height

    def changeEvent(self, event: QEvent) -> None:
        """A new font or style: measured again."""
        if event.type() in _RESHAPING:
            self._forget()
        super().changeEvent(event)
