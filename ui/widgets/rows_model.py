"""A small read-only table model: translated headers and rows of text."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

Index = QModelIndex | QPersistentModelIndex


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
        if not index.isValid():
            return None
        value = self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and index.row() in self.bold_rows:
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
