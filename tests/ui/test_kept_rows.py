"""Issue #13: a table fitting its rows to their texts measures each row once."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QHeaderView, QTableView
from pytestqt.qtbot import QtBot

from ui.widgets.kept_rows import KeptRowsTable
from ui.widgets.rows_model import ItemRows

LONG = "every 4 credits, kelp, science and steelplast score 1 point " * 3


def test_a_row_is_measured_once_per_columns_widths(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Updating the table's geometry, hiding and showing it measure no row again; new
    widths and new texts are measured (the rows fit them as before)."""
    model = ItemRows(["Step", "Working"])
    model.set_rows([["cards", LONG], ["total", "3"]])
    view = KeptRowsTable()
    qtbot.addWidget(view)
    view.setModel(model)
    view.setWordWrap(True)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    view.resize(420, 300)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    view.hide()  # shown again: the rows measured at the columns' stretched widths
    view.show()
    QApplication.processEvents()
    measured: list[int] = []
    measure = QTableView.sizeHintForRow

    def counted(table: QTableView, row: int) -> int:
        measured.append(row)
        return measure(table, row)

    monkeypatch.setattr(QTableView, "sizeHintForRow", counted)
    wide = view.rowHeight(0)
    view.updateGeometries()
    view.hide()
    view.show()
    QApplication.processEvents()
    assert measured == []
    view.resize(260, 300)
    view.hide()
    view.show()
    QApplication.processEvents()
    assert measured and view.rowHeight(0) > wide
    measured.clear()
    model.set_rows([["cards", "1"], ["total", "3"]])
    view.hide()
    view.show()
    QApplication.processEvents()
    assert measured and view.rowHeight(0) < wide
