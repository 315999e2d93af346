"""List rows tall enough for a finger: at least 44 px, whatever the font."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

TOUCH = 44
"""The smallest row a finger hits reliably (px)."""


class TallRows(QStyledItemDelegate):
    """Draws rows as usual, each at least :data:`TOUCH` px high."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        """The usual size, raised to the touch height."""
        size = super().sizeHint(option, index)
        return QSize(size.width(), max(size.height(), TOUCH))
