"""A chart with its numbers in a table beside it (QtCharts; the statistics screens).

The table holds the very values the chart draws, so a reader (and a test) can
check one against the other. QtCharts is imported when the first chart is built.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ui import theme
from ui.widgets.rows_model import RowsModel

Cell = str | int


class ChartTable(QWidget):
    """A titled chart (left) and its table (right)."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        from PySide6.QtCharts import QChart, QChartView

        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(title, self)
        heading.setFont(theme.font(14, bold=True))
        layout.addWidget(heading)
        row = QHBoxLayout()
        layout.addLayout(row, 1)
        self.chart = QChart()
        self.chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self.chart.setMargins(QMargins(4, 4, 4, 4))
        self.chart.setBackgroundVisible(False)
        self.view = QChartView(self.chart, self)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setMinimumSize(260, 180)
        row.addWidget(self.view, 3)
        self.model = RowsModel([], self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setFont(theme.font(11))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setMinimumWidth(220)
        row.addWidget(self.table, 2)

    def set_table(self, headers: Sequence[str], rows: Sequence[Sequence[Cell]]) -> None:
        """The numbers beside the chart."""
        self.model.headers = list(headers)
        self.model.set_rows(rows)

    def bars(self, categories: Sequence[str], sets: Sequence[tuple[str, Sequence[float]]]) -> None:
        """A bar chart: one bar set per ``(name, values)``, one group per category."""
        from PySide6.QtCharts import QBarCategoryAxis, QBarSeries, QBarSet, QValueAxis

        self._clear()
        series = QBarSeries()
        top = 0.0
        for name, values in sets:
            bar = QBarSet(name)
            for value in values:
                bar.append(float(value))
                top = max(top, float(value))
            series.append(bar)
        self.chart.addSeries(series)
        x = QBarCategoryAxis()
        x.append(list(categories))
        if len(categories) > 6:
            x.setLabelsAngle(-45)
        y = QValueAxis()
        y.setRange(0, top if top > 0 else 1)
        y.applyNiceNumbers()
        y.setLabelFormat("%g")
        self._axes(series, x, y)
        self.chart.legend().setVisible(len(sets) > 1)

    def lines(self, names: Sequence[str], points: Sequence[Sequence[tuple[float, float]]]) -> None:
        """A line per name through its ``(x, y)`` points."""
        from PySide6.QtCharts import QLineSeries, QValueAxis

        self._clear()
        x, y = QValueAxis(), QValueAxis()
        xs = [p[0] for line in points for p in line] or [0.0, 1.0]
        ys = [p[1] for line in points for p in line] or [0.0, 1.0]
        x.setRange(min(xs), max(max(xs), min(xs) + 1))
        y.setRange(min(0.0, min(ys)), max(ys) if max(ys) > 0 else 1)
        y.applyNiceNumbers()
        x.setLabelFormat("%.0f")
        y.setLabelFormat("%g")
        self.chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
        for name, line in zip(names, points, strict=True):
            series = QLineSeries()
            series.setName(name)
            for px, py in line:
                series.append(px, py)
            self.chart.addSeries(series)
            series.attachAxis(x)
            series.attachAxis(y)
        self.chart.legend().setVisible(True)

    def _axes(self, series: object, x: object, y: object) -> None:
        self.chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)  # type: ignore[arg-type]
        self.chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)  # type: ignore[arg-type]
        series.attachAxis(x)  # type: ignore[attr-defined]
        series.attachAxis(y)  # type: ignore[attr-defined]

    def _clear(self) -> None:
        self.chart.removeAllSeries()
        for axis in self.chart.axes():
            self.chart.removeAxis(axis)
