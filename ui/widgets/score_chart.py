"""A stacked bar chart of final scores: one bar per player, one colour per source of
points (final scoring's details of any game)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSet,
    QChart,
    QChartView,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from ui import theme
from ui.plain_text import escape


def score_chart(
    title: str,
    players: Sequence[str],
    stacks: Sequence[tuple[str, str, Sequence[int]]],
    top: int,
    parent: QWidget | None = None,
) -> QChartView:
    """The chart titled ``title``: ``players``' names under the bars, ``stacks`` as
    (name, colour, each player's points) from the bottom up, the scale up to ``top``."""
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
