"""Issue #13: a breakdown table's rows painted ahead, in idle time (``FitTable.draw_ahead``):
applying production shows the keeping page's table, whose first paint laid each cell's
text out three times inside the tap."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

ROWS: list[list[str | int]] = [
    ["Ada", "2 credits, 1 kelp", 3],
    ["   Farm network of three farms, each with a desalination plant next to it", "3 kelp", 0],
    ["   Laboratory", "1 science", 1],
    ["Bo: feeding — connected cities: 2; eaten: 2 kelp, 0 biomatter; points lost: 0", "", 0],
]


def test_a_table_painted_ahead_is_copied_by_its_next_paint_only(qtbot: QtBot) -> None:
    """Its next paint copies the picture (Qt's own painting not run) and the window shows
    what a full paint draws, under the app's style sheet; the paint after paints anew.
    New rows or another width: nothing copied; the focus come or gone, or moved to
    another cell: the current cells alone painted anew; with no current cell, or no
    focus, the focus come or another current cell is no change."""
    from project_scripts import styled_page
    from PySide6.QtCore import QItemSelectionModel, QModelIndex, QPersistentModelIndex
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import (
        QApplication,
        QStyledItemDelegate,
        QStyleOptionViewItem,
        QVBoxLayout,
    )

    from ui.games.underwater_cities.table.production import breakdown_table

    page = styled_page(qtbot, 420, 320)  # as the app's: under its style sheet
    view, model = breakdown_table(page)
    model.set_rows(ROWS, {0})
    QVBoxLayout(page).addWidget(view)
    page.show()
    qtbot.waitExposed(page)
    qtbot.wait(20)
    painted: list[int] = []

    class Cells(QStyledItemDelegate):  # Qt's own painting of the cells, counted
        def paint(
            self,
            painter: QPainter,
            option: QStyleOptionViewItem,
            index: QModelIndex | QPersistentModelIndex,
        ) -> None:
            painted.append(index.row())
            super().paint(painter, option, index)

    cells = Cells(view)
    view.setItemDelegate(cells)

    def copied() -> bool:  # the next paint of the whole table (now: no event between)
        return cells_painted() == []

    def cells_painted() -> list[int]:  # the rows of the cells Qt painted itself
        before = len(painted)
        view.viewport().repaint()
        return painted[before:]

    def shown_as_drawn() -> bool:  # (the grab paints the table: Qt's own painting)
        shown = QApplication.primaryScreen().grabWindow(page.winId()).toImage()
        return shown == page.grab().toImage().convertToFormat(shown.format())

    view.setCurrentIndex(QModelIndex())  # as the keeping page shows it (no current cell)
    qtbot.wait(20)
    painted.clear()
    view.draw_ahead()
    assert sorted(set(painted)) == list(range(len(ROWS)))  # painted ahead
    assert copied() and shown_as_drawn()
    assert not copied()  # once: the window keeps what it painted

    view.draw_ahead()
    model.set_rows([*ROWS, ["Total", "4 kelp", 4]], {0, 4})  # new rows
    assert not copied() and shown_as_drawn()
    view.draw_ahead()
    page.resize(380, 360)  # another width: the rows measured again
    qtbot.wait(20)
    assert not copied() and shown_as_drawn()
    view.setCurrentIndex(model.index(1, 0))
    view.draw_ahead()  # a current cell (its look follows the focus): as it is
    assert copied() and shown_as_drawn()
    page.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    view.draw_ahead()
    current = view.selectionModel().setCurrentIndex  # the selection kept, as the focus does
    current(model.index(2, 0), QItemSelectionModel.SelectionFlag.NoUpdate)
    assert sorted(cells_painted()) == [1, 2] and shown_as_drawn()  # the two cells anew
    view.draw_ahead()
    view.clearFocus()  # the focus gone: the current cell alone painted anew
    assert cells_painted() == [2] and shown_as_drawn()
    view.draw_ahead()
    current(model.index(3, 1), QItemSelectionModel.SelectionFlag.NoUpdate)
    assert copied() and shown_as_drawn()  # another current cell, no focus: as it is
    view.draw_ahead()  # no focus (the final screen's first table drawn ahead)
    view.setFocus()  # the focus come (its screen shown): the current cell alone anew
    qtbot.waitUntil(view.hasFocus)
    assert cells_painted() == [3] and shown_as_drawn()
    view.clearFocus()
    view.setCurrentIndex(QModelIndex())
    view.draw_ahead()
    assert copied() and shown_as_drawn()
    view.draw_ahead()  # no current cell: the focus changes no pixel of the rows
    view.setFocus()  # (applying production gives the keeping page's table the focus)
    qtbot.waitUntil(view.hasFocus)
    assert not view.currentIndex().isValid()
    assert copied() and shown_as_drawn()
