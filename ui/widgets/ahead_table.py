"""A table whose rows can be painted ahead, in idle time (issue #13).

A table's first paint lays each cell's text out three times (measuring, eliding,
drawing): ≈ 3 ms for the keeping page's table inside the tap applying production,
≈ 2 ms for the final screen's. :meth:`AheadTable.draw_ahead` paints the rows while the
page holding the table is laid out ahead and shown for a moment; the tap's paint then
copies that picture when the table still looks as then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractItemModel, QPoint
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QTableView, QWidget

from ui import theme

if TYPE_CHECKING:
    from PySide6.QtGui import QImage


class AheadTable(QTableView):
    """A table view whose rows :meth:`draw_ahead` paints into a picture its next paint
    copies (once: the window keeps what it painted); new texts, rows or any other look
    paint as usual."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ahead: tuple[tuple[Any, ...], QImage] | None = None
        """The rows painted ahead, and what they were painted as (see :meth:`_drawn_as`)."""

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
        """What the rows' pixels depend on besides the cells' texts and fonts (the
        current cell's look follows the focus and the window's being active; with no
        current cell the focus changes no pixel of the rows: the keeping page shown
        gives its table the focus after it was drawn ahead without it)."""
        rows = self.verticalHeader()
        viewport = self.viewport()
        current = self.currentIndex()
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
            (current.row(), current.column()),
            current.isValid() and self.hasFocus(),
            tuple((index.row(), index.column()) for index in selected),
            self.isActiveWindow(),
        )

    def draw_ahead(self) -> None:
        """Paint the rows now (idle work, the table shown and laid out), as the next paint
        would: over the table's background, into a picture that paint then copies."""
        from PySide6.QtGui import QImage  # idle work: its enums not made at the start

        viewport = self.viewport()
        if viewport.size().isEmpty() or not self.isVisible():
            self._ahead = None
            return
        drawn_as = self._drawn_as()
        if self._ahead is not None and self._ahead[0] == drawn_as:
            return
        ratio = viewport.devicePixelRatioF()
        image = QImage(viewport.size() * ratio, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(QColor(theme.current().panel))  # the style sheet's, under the rows
        viewport.render(image, QPoint(), renderFlags=QWidget.RenderFlag(0))
        self._ahead = (drawn_as, image)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The rows painted ahead copied, when the table still looks as then (once: the
        window keeps what it painted); else painted as usual."""
        ahead, self._ahead = self._ahead, None
        if ahead is not None and ahead[0] == self._drawn_as():
            painter = QPainter(self.viewport())
            painter.drawImage(QPoint(), ahead[1])  # clipped to the region to paint
            painter.end()
            return
        super().paintEvent(event)
