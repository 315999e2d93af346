"""Item views' viewports filled as opaque widgets (issue #13): what lies under them is
no longer painted first, and every pixel stays the same."""

from __future__ import annotations

from pathlib import Path

from event_counts import EventCount
from PySide6.QtCore import QEvent
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QTableView, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ui.widgets.viewport import opaque_viewports


def _page(qtbot: QtBot) -> tuple[QWidget, QTableView]:
    page = QWidget()
    qtbot.addWidget(page)
    page.setStyleSheet("QWidget { background: #e9eef3; } QTableView { background: #fbf8f2; }")
    model = QStandardItemModel(3, 2, page)
    for row in range(3):
        for column in range(2):
            model.setItem(row, column, QStandardItem(f"cell {row}.{column}"))
    view = QTableView(page)
    view.setModel(model)
    QVBoxLayout(page).addWidget(view)
    page.resize(360, 220)
    page.show()
    qtbot.waitExposed(page)
    return page, view


def test_a_viewport_filled_as_opaque_paints_the_same_pixels(qtbot: QtBot) -> None:
    page, view = _page(qtbot)
    before = page.grab().toImage()
    opaque_viewports(page)
    assert view.viewport().autoFillBackground()
    assert page.grab().toImage() == before


def test_a_viewport_filled_as_opaque_is_repainted_without_the_page_under_it(
    qtbot: QtBot,
) -> None:
    page, view = _page(qtbot)
    opaque_viewports(page)
    QApplication.processEvents()
    painted = EventCount(page, QEvent.Type.Paint)
    view.viewport().update()
    qtbot.waitUntil(lambda: not view.viewport().visibleRegion().isEmpty())
    QApplication.processEvents()
    assert painted.count == 0


def test_the_final_screen_s_tables_fill_their_viewports_as_opaque(
    qtbot: QtBot, data_dir: Path
) -> None:
    from ui import theme
    from ui.app import demo_store
    from ui.main_window import MainWindow
    from ui.screens.final import FinalScreen

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.apply(app, theme.LIGHT)  # the style sheet's background turns Qt's fill off
    store, number = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    assert window.open_game(number)
    window.show_final()
    final = window.stack.currentWidget()
    assert isinstance(final, FinalScreen)
    views = [v for v in final.findChildren(QTableView) if v.isVisibleTo(final)]
    assert views and all(view.viewport().autoFillBackground() for view in views)
    window.close_game()
    window.close()
    window.deleteLater()
    store.close()
