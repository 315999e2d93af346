"""Charts of final scores: a stacked bar chart of points by source (QtCharts, imported
when first built) and a line chart of points over a game (:class:`LineChart`, painted
with QPainter: QtCharts costs ~4 MiB the first time a game ends, issue #13)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMargins, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ui import theme
from ui.plain_text import escape

if TYPE_CHECKING:
    from PySide6.QtCharts import QChartView
    from PySide6.QtGui import QImage

GRID = "#e2e2e2"
"""QtCharts' light theme, which the charts keep on either look: grid lines,"""
AXIS = "#d6d6d6"
"""and the axes' lines."""


def score_chart(
    title: str,
    players: Sequence[str],
    stacks: Sequence[tuple[str, str, Sequence[int]]],
    top: int,
    parent: QWidget | None = None,
) -> QChartView:
    """The chart titled ``title``: ``players``' names under the bars, ``stacks`` as
    (name, colour, each player's points) from the bottom up, the scale up to ``top``."""
    from PySide6.QtCharts import (
        QBarCategoryAxis,
        QBarSet,
        QChart,
        QChartView,
        QStackedBarSeries,
        QValueAxis,
    )

    chart = QChart()
    chart.setTitle(title)
    chart.setMargins(QMargins(2, 2, 2, 2))
    look = theme.current()
    chart.setBackgroundBrush(QColor(look.panel))
    chart.setTitleBrush(QColor(look.text))
    series = QStackedBarSeries()
    for name, colour, points in stacks:
        bars = QBarSet(name)
        bars.setColor(QColor(colour))
        for value in points:
            bars.append(value)
        series.append(bars)
    series.setLabelsVisible(True)
    chart.addSeries(series)
    categories = QBarCategoryAxis()
    categories.append([escape(name) for name in players])  # shown as rich text
    values = QValueAxis()
    values.setRange(0, max(top, 1) + 2)
    values.setLabelFormat("%d")
    values.applyNiceNumbers()
    for axis in (categories, values):
        axis.setLabelsColor(QColor(look.text))
    chart.addAxis(categories, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(values, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(categories)
    series.attachAxis(values)
    chart.legend().setLabelColor(QColor(look.text))
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    view = QChartView(chart, parent)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumHeight(theme.px(190))
    return view


@dataclass(frozen=True)
class Line:
    """One line of a :class:`LineChart`: its legend name, colour, pen style and points."""

    name: str
    colour: str
    style: Qt.PenStyle
    points: tuple[tuple[float, float], ...]


class LineChart(QWidget):
    """Lines through (x, y) points over fixed ranges, drawn as QtCharts draws a line
    chart: title, a grid at the ticks, titled axes, round points, the legend below.
    Names are drawn as plain text; the accessible description lists every point.

    :meth:`draw_ahead` paints it in idle time (≈ 5 ms): its next paint at the same size,
    look and font only copies that picture (issue #13: the game's last tap)."""

    MARKER = 3.0
    """The points' radius (QtCharts' default marker size)."""

    def __init__(
        self,
        title: str,
        x_title: str,
        y_title: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.title, self.x_title, self.y_title = title, x_title, y_title
        self.lines: list[Line] = []
        self.x_ticks: list[float] = [0.0, 1.0]
        self.y_ticks: list[float] = [0.0, 1.0]
        self._ahead: tuple[tuple[Any, ...], QImage] | None = None
        """The chart painted ahead, and the size, ratio, look and font it was painted at."""
        self.setAccessibleName(title)

    def set_lines(
        self, lines: Sequence[Line], x_range: tuple[int, int], y_range: tuple[int, int]
    ) -> None:
        """Show ``lines`` with a tick at every whole x of ``x_range`` and five ticks
        over ``y_range`` (QtCharts' default)."""
        self.lines = list(lines)
        low, high = x_range
        self.x_ticks = [float(x) for x in range(low, high + 1)]
        bottom, top = y_range
        self.y_ticks = [bottom + (top - bottom) * step / 4 for step in range(5)]
        self.setAccessibleDescription(
            "; ".join(
                f"{line.name}: " + ", ".join(f"{x:g} {y:g}" for x, y in line.points)
                for line in self.lines
            )
        )
        self._ahead = None
        self.update()

    # -- painting --------------------------------------------------------------------

    def _drawn_as(self) -> tuple[Any, ...]:
        """What the chart's pixels depend on besides its lines."""
        return (self.size(), self.devicePixelRatioF(), theme.current(), self.font())

    def draw_ahead(self) -> None:
        """Paint the chart now, as its next paint would (which then copies it): the
        same painting, into a transparent picture drawn over what is under it."""
        from PySide6.QtGui import QImage  # idle work: its enums not made at the start

        if self.size().isEmpty() or (
            self._ahead is not None and self._ahead[0] == self._drawn_as()
        ):
            return
        self._ahead = None
        ratio = self.devicePixelRatioF()
        image = QImage(self.size() * ratio, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.transparent)
        self.render(image, QPoint(), renderFlags=QWidget.RenderFlag(0))  # no background
        self._ahead = (self._drawn_as(), image)

    def paintEvent(self, event: QPaintEvent) -> None:
        ahead, self._ahead = self._ahead, None  # painted once: the window keeps it
        if ahead is not None and ahead[0] == self._drawn_as():
            painter = QPainter(self)
            painter.drawImage(QPoint(), ahead[1])
            painter.end()
            return
        look = theme.current()
        text = QColor(look.text)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect()).adjusted(9, 9, -9, -9)  # QtCharts' layout margins
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(look.panel))
        painter.drawRoundedRect(box, 5, 5)
        inner = box.adjusted(4, 4, -4, -4)
        plain = QFont(self.font())
        bold = QFont(plain)
        bold.setBold(True)
        metrics = QFontMetricsF(plain)
        height = metrics.height()
        labels = [f"{int(y)}" for y in self.y_ticks]
        label_width = max(metrics.horizontalAdvance(label) for label in labels)
        last_x = metrics.horizontalAdvance(f"{int(self.x_ticks[-1])}")
        legend = QRectF(inner.left(), inner.bottom() - 42, inner.width(), 40)
        top = inner.top() + height + 13
        # Short of room, QtCharts shows the x axis's labels and title as '…', tight.
        compact = legend.top() - 2 * height - 14.5 - top < 3 * height
        plot = QRectF(
            QPointF(inner.left() + 3 + height + 6 + label_width + 5, top),
            QPointF(
                inner.right() - last_x / 2 - 1,
                legend.top() - 2 * height - (2 if compact else 14.5),
            ),
        )
        painter.setPen(text)
        painter.setFont(plain)
        title = QRectF(inner.left(), inner.top() + 1, inner.width(), height)
        painter.drawText(
            title, Qt.AlignmentFlag.AlignCenter, self._elided(metrics, self.title, title.width())
        )
        if plot.width() < 1 or plot.height() < 1:
            painter.end()
            return
        self._grid(painter, plot, plain, labels, compact)
        painter.setFont(bold)
        bold_metrics = QFontMetricsF(bold)
        below = QRectF(
            plot.left(), plot.bottom() + height + (1 if compact else 10.5), plot.width(), height
        )
        painter.drawText(
            below,
            Qt.AlignmentFlag.AlignCenter,
            "…" if compact else self._elided(bold_metrics, self.x_title, below.width()),
        )
        painter.save()
        painter.translate(inner.left() + 3, plot.center().y())
        painter.rotate(-90)
        side = QRectF(-plot.height() / 2, 0, plot.height(), height)
        painter.drawText(
            side,
            Qt.AlignmentFlag.AlignCenter,
            self._elided(bold_metrics, self.y_title, side.width()),
        )
        painter.restore()
        self._series(painter, plot)
        self._legend(painter, legend, plain, text)
        painter.end()

    @staticmethod
    def _elided(metrics: QFontMetricsF, text: str, width: float) -> str:
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(width, 0.0))

    def _at(self, plot: QRectF, x: float, y: float) -> QPointF:
        """Where the value (x, y) is drawn."""
        (x0, x1), (y0, y1) = (
            (self.x_ticks[0], self.x_ticks[-1]),
            (self.y_ticks[0], self.y_ticks[-1]),
        )
        return QPointF(
            plot.left() + (x - x0) / ((x1 - x0) or 1) * plot.width(),
            plot.bottom() - (y - y0) / ((y1 - y0) or 1) * plot.height(),
        )

    def _grid(
        self, painter: QPainter, plot: QRectF, font: QFont, labels: list[str], compact: bool
    ) -> None:
        """Grid lines and tick labels; labels that do not fit show '…' as QtCharts', and
        one too close to the one below it is left out."""
        metrics = QFontMetricsF(font)
        height = metrics.height()
        painter.setPen(QPen(QColor(GRID), 1))
        for x in self.x_ticks:
            at = self._at(plot, x, 0).x()
            painter.drawLine(QPointF(at, plot.top()), QPointF(at, plot.bottom()))
        for y in self.y_ticks:
            at = self._at(plot, 0, y).y()
            painter.drawLine(QPointF(plot.left(), at), QPointF(plot.right(), at))
        painter.setPen(QPen(QColor(AXIS), 1))
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.setPen(QColor(theme.current().text))
        spacing = plot.height() / max(len(self.y_ticks) - 1, 1)
        last = plot.bottom() + height
        for y, label in zip(self.y_ticks, labels, strict=True):
            at = self._at(plot, 0, y).y()
            if last - at < height:
                continue
            last = at
            shown = label if spacing >= height else "…"
            cell = QRectF(plot.left() - 4 - 200, at - height / 2, 200, height)
            painter.drawText(
                cell, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, shown
            )
        step = plot.width() / max(len(self.x_ticks) - 1, 1)
        for x in self.x_ticks:
            at = self._at(plot, x, 0).x()
            cell = QRectF(at - step / 2, plot.bottom() + (0 if compact else 4.5), step, height)
            label = "…" if compact else self._elided(metrics, f"{int(x)}", step)
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, label)

    def _series(self, painter: QPainter, plot: QRectF) -> None:
        painter.save()
        painter.setClipRect(plot)
        for line in self.lines:
            pen = QPen(QColor(line.colour), 3, line.style)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            points = [self._at(plot, x, y) for x, y in line.points]
            painter.drawPolyline(points)
            pen.setStyle(Qt.PenStyle.SolidLine)
            painter.setPen(pen)
            painter.setBrush(QColor(line.colour))
            for point in points:
                painter.drawEllipse(point, self.MARKER, self.MARKER)
        painter.restore()

    def _legend(self, painter: QPainter, box: QRectF, font: QFont, text: QColor) -> None:
        """A square of each line's colour and its name, centred in a row."""
        metrics = QFontMetricsF(font)
        square = 8.0
        widths = [square + 6 + metrics.horizontalAdvance(line.name) for line in self.lines]
        gap = 10.0
        left = box.center().x() - (sum(widths) + gap * (len(widths) - 1)) / 2
        middle = box.center().y()
        painter.setFont(font)
        for line, width in zip(self.lines, widths, strict=True):
            painter.setPen(QPen(text, 1))
            painter.setBrush(QColor(line.colour))
            painter.drawRect(QRectF(left + 0.5, middle - square / 2 + 0.5, square - 1, square - 1))
            cell = QRectF(left + square + 6, middle - metrics.height() / 2, width, metrics.height())
            painter.drawText(
                cell, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line.name
            )
            left += width + gap
