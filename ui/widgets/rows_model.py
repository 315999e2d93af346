"""A small read-only table model: translated headers and rows of text."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel

Index = QModelIndex | QPersistentModelIndex
_ROLES = frozenset(
    (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.FontRole)
)
"""The roles the model answers."""
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class RowsModel(QAbstractTableModel):
    """Rows of cells; numbers are right-aligned; ``bold_rows`` mark totals."""

    def __init__(self, headers: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.headers = list(headers)
        self.rows: list[list[str | int]] = []
        self.bold_rows: set[int] = set()

    def set_rows(
        self,
        rows: Sequence[Sequence[str | int]],
        bold: set[int] | None = None,
    ) -> None:
        """Replace every row."""
        self.beginResetModel()
        self.rows = [list(row) for row in rows]
        self.bold_rows = bold or set()
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt API)
        """Number of rows."""
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt API)
        """Number of columns."""
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """Cell text, alignment and bold totals."""
        if role not in _ROLES or not index.isValid():  # a view asks ~10 roles a cell
            return None
        value = self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if isinstance(value, int) else None
        if index.row() in self.bold_rows:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        """The translated column titles."""
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def value(self, row: int, column: int) -> str | int:
        """The raw value of a cell (for tests)."""
        return self.rows[row][column]


class ItemRows(QStandardItemModel):
    """:class:`RowsModel`'s rows in Qt's own item model: views measure and paint the
    cells without calling Python (a table shown at every era end)."""

    def __init__(self, headers: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(0, len(headers), parent)
        self.setHorizontalHeaderLabels(list(headers))
        prototype = QStandardItem()
        prototype.setEditable(False)
        self.setItemPrototype(prototype)  # the cells are made by Qt, read-only, from it
        self.rows: list[list[str | int]] = []
        self.bold_rows: set[int] = set()

    def set_rows(
        self,
        rows: Sequence[Sequence[str | int]],
        bold: set[int] | None = None,
    ) -> None:
        """Replace every row (nothing happens when they are the same); one reset."""
        new_rows = [list(row) for row in rows]
        bold = bold or set()
        if new_rows == self.rows and bold == self.bold_rows:
            return
        self.rows, self.bold_rows = new_rows, bold
        heavy = QFont()
        heavy.setBold(True)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        self.beginResetModel()
        blocked = self.blockSignals(True)  # one reset instead of a signal per cell
        try:
            self.setRowCount(0)  # the old cells go (a cell set again keeps its roles)
            self.setRowCount(len(new_rows))
            # Cells set through the model, not as Python items: an item made in Python
            # keeps its wrapper alive after Qt deletes the model with its view.
            for row, values in enumerate(new_rows):
                for column, value in enumerate(values):
                    cell = self.index(row, column)
                    self.setData(cell, str(value))
                    if isinstance(value, int):
                        self.setData(cell, right, Qt.ItemDataRole.TextAlignmentRole)
                    if row in bold:
                        self.setData(cell, heavy, Qt.ItemDataRole.FontRole)
        finally:
            self.blockSignals(blocked)
        self.endResetModel()

    def value(self, row: int, column: int) -> str | int:
        """The raw value of a cell (for tests)."""
        return self.rows[row][column]
