"""A table whose rows can be painted ahead, in idle time (issue #13).

A table's first paint lays each cell's text out three times (measuring, eliding,
drawing): ≈ 3 ms for the keeping page's table inside the tap applying production,
≈ 2 ms for the final screen's. :meth:`AheadTable.draw_ahead` paints the rows while the
page holding the table is laid out ahead and shown for a moment; the tap's paint then
copies that picture when the table still looks as then, but for the current cell, whose
look follows the focus: a cell that the focus marks, or marked when drawn, is painted
again over the picture (the final screen's first shown table, a game's places and points,
gets the focus and its first cell as current when the screen shows, in the tap).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractItemModel, QPoint, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QRegion
from PySide6.QtWidgets import QTableView, QWidget

from ui import theme

if TYPE_CHECKING:
    from PySide6.QtGui import QImage


Cell = tuple[int, int]
"""A cell's row and column."""


class AheadTable(QTableView):
    """A table view whose rows :meth:`draw_ahead` paints into a picture its next paint
    copies (once: the window keeps what it painted); new texts, rows or any other look
    paint as usual, a current cell the focus marks (then or now) is painted again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ahead: tuple[tuple[Any, ...], Cell | None, QImage] | None = None
        """The rows painted ahead: what they were painted as (see :meth:`_drawn_as`), the
        cell the focus marked (see :meth:`_focused`) and the picture."""

    def setModel(self, model: QAbstractItemModel | None) -> None:
        """The picture dropped whenever the model's rows or texts change."""
        super().setModel(model)
        if model is not None:
            for changed in (model.modelReset, model.layoutChanged, model.dataChanged):
                changed.connect(self._drop_ahead)

    def _drop_ahead(self) -> None:
        self._ahead = None

    def _columns(self) -> tuple[int, ...]:
        header = self.horizontalHeader()
        return tuple(header.sectionSize(i) for i in range(header.count()))

    def _drawn_as(self) -> tuple[Any, ...]:
        """What the rows' pixels depend on besides the cells' texts and fonts and the
        cell the focus marks (:meth:`_focused`)."""
        rows = self.verticalHeader()
        viewport = self.viewport()
        selected = self.selectionModel().selectedIndexes() if self.selectionModel() else []
        return (
            viewport.size(),
            viewport.devicePixelRatioF(),
            theme.current(),
            self.font(),
            self.isEnabled(),
            self._columns(),
            tuple(rows.sectionSize(i) for i in range(rows.count())),
            self.horizontalOffset(),
            self.verticalOffset(),
            tuple((index.row(), index.column()) for index in selected),
            self.isActiveWindow(),
        )

    def _focused(self) -> Cell | None:
        """The current cell when the table has the focus (Qt draws its focus frame: the
        one cell whose look follows the focus), else None."""
        current = self.currentIndex()
        if not current.isValid() or not (self.hasFocus() or self.viewport().hasFocus()):
            return None
        return (current.row(), current.column())

    def draw_ahead(self) -> None:
        """Paint the rows now (idle work, the table shown and laid out), as the next paint
        would: over the table's background, into a picture that paint then copies."""
        from PySide6.QtGui import QImage  # idle work: its enums not made at the start

        viewport = self.viewport()
        if viewport.size().isEmpty() or not self.isVisible():
            self._ahead = None
            return
        drawn_as, focused = self._drawn_as(), self._focused()
        if self._ahead is not None and self._ahead[:2] == (drawn_as, focused):
            return
        ratio = viewport.devicePixelRatioF()
        image = QImage(viewport.size() * ratio, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(QColor(theme.current().panel))  # the style sheet's, under the rows
        viewport.render(image, QPoint(), renderFlags=QWidget.RenderFlag(0))
        self._ahead = (drawn_as, focused, image)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The rows painted ahead copied, when the table still looks as then (once: the
        window keeps what it painted), the cells the focus marks now or marked then
        painted again over them; else painted as usual."""
        ahead, self._ahead = self._ahead, None
        if ahead is None or ahead[0] != self._drawn_as():
            super().paintEvent(event)
            return
        _, was, image = ahead
        now = self._focused()
        painter = QPainter(self.viewport())
        painter.drawImage(QPoint(), image)  # clipped to the region to paint
        model = self.model()
        marked = {cell for cell in (was, now) if cell is not None} if was != now else set()
        cells = QRegion()
        painter.setPen(Qt.PenStyle.NoPen)  # not fillRect: its overloads make
        painter.setBrush(QColor(theme.current().panel))  # QGradient's enum types
        for row, column in marked:
            rect = self.visualRect(model.index(row, column))
            painter.drawRect(rect)  # the background the picture was painted over
            cells += rect
        painter.end()
        if not cells.isEmpty():
            super().paintEvent(QPaintEvent(cells))
