"""Issue #13: a hidden page laid out ahead (``lay_out_hidden``) gets its size and layout
without the window painting anything for it."""

from __future__ import annotations

from typing import Any

from event_counts import EventCount
from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ui.games.underwater_cities.table.phase_ahead import laid_out_once, lay_out_hidden


def test_a_page_laid_out_ahead_paints_nothing(qtbot: QtBot) -> None:
    window = QStackedWidget()
    qtbot.addWidget(window)
    shown = QLabel("shown", window)
    page = QWidget(window)
    QVBoxLayout(page).addWidget(QLabel("laid out ahead " * 8, page))
    window.addWidget(shown)
    window.addWidget(page)
    window.resize(400, 300)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(30)
    paints = EventCount(window, QEvent.Type.UpdateRequest)  # the window's paints

    lay_out_hidden(page, QSize(380, 280))
    qtbot.wait(30)
    assert page.size() == QSize(380, 280) and page.layout().geometry().width() == 380
    assert not page.isVisible() and window.currentWidget() is shown
    assert page.updatesEnabled() and window.updatesEnabled()
    assert paints.count == 0


def _stack(qtbot: QtBot) -> tuple[QWidget, QStackedWidget, list[QWidget], QLabel]:
    """A window: a stack of two pages (a button and a field on each), a note above it
    (hidden) and a field below it."""
    from PySide6.QtWidgets import QLineEdit, QPushButton

    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    note = QLabel("a note " * 20, window)
    note.setWordWrap(True)
    note.hide()
    layout.addWidget(note)
    stack = QStackedWidget(window)
    layout.addWidget(stack)
    pages: list[QWidget] = []
    for index in range(2):
        page = QWidget(stack)
        inner = QVBoxLayout(page)
        inner.addWidget(QLabel(f"page {index} " * 10, page))
        inner.addWidget(QPushButton(f"button {index}", page))
        inner.addWidget(QLineEdit(page))
        stack.addWidget(page)
        pages.append(page)
    layout.addWidget(QLineEdit(window))
    window.resize(400, 300)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    return window, stack, pages, note


def test_pages_aside_switch_pages_focusing_what_the_stack_focuses(qtbot: QtBot) -> None:
    """Issue #13: a stack whose page is put aside while the room around it changes, then
    switched, leaves the keyboard focus where a plain switch does (on the new page); the
    page going gets no resize, the page coming one, at its final size."""
    from PySide6.QtWidgets import QPushButton

    from ui.games.underwater_cities.table.phase_ahead import pages_aside

    focused: list[str] = []
    for aside in (False, True):
        window, stack, pages, note = _stack(qtbot)
        pages[0].findChild(QPushButton).setFocus()
        qtbot.wait(10)
        going = EventCount(pages[0], QEvent.Type.Resize)
        coming = EventCount(pages[1], QEvent.Type.Resize)
        if aside:
            with pages_aside(stack):
                note.show()  # the room around the stack changes first
                stack.setCurrentWidget(pages[1])
        else:
            stack.setCurrentWidget(pages[1])
            note.show()
        qtbot.wait(10)
        widget = window.focusWidget()
        assert widget is not None and pages[1].isAncestorOf(widget)
        focused.append(type(widget).__name__)
        if aside:
            assert going.count == 0 and coming.count == 1
            assert pages[1].size() == stack.size()
    assert focused == ["QPushButton", "QPushButton"]


def test_pages_aside_keeps_the_focus_outside_the_stack(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLineEdit

    from ui.games.underwater_cities.table.phase_ahead import pages_aside

    window, stack, pages, _ = _stack(qtbot)
    outside = window.findChildren(QLineEdit)[-1]
    assert not stack.isAncestorOf(outside)
    outside.setFocus()
    qtbot.wait(10)
    with pages_aside(stack):
        stack.setCurrentWidget(pages[1])
    assert window.focusWidget() is outside


def _table_page(qtbot: QtBot, size: tuple[int, int], boxed: bool = False) -> tuple[Any, ...]:
    """A shown stack (a label shown) with a hidden page holding a production table (in a
    box of its own when ``boxed``): the window, the page, the box, the table, its rows."""
    from ui.games.underwater_cities.table.production import breakdown_table

    window = QStackedWidget()
    qtbot.addWidget(window)
    window.addWidget(QLabel("shown", window))
    page = QWidget(window)
    box = QWidget(page) if boxed else page
    view, model = breakdown_table(box)
    QVBoxLayout(box).addWidget(view)
    if boxed:
        QVBoxLayout(page).addWidget(box)
    window.addWidget(page)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window, page, box, view, model


def test_a_table_laid_out_ahead_fits_its_rows_measured_at_its_width(qtbot: QtBot) -> None:
    """Its columns' widths are set from the event loop and its rows measured at them ask
    for the page's layout again: laid out ahead too, not by the tap showing the page."""
    _window, page, _, view, model = _table_page(qtbot, (600, 700))
    model.set_rows([["a line that wraps when narrow", "2 kelp", 1]] * 6)

    lay_out_hidden(page, QSize(580, 680))
    assert view.height() == view.sizeHint().height() > 0
    assert view.rowHeight(0) < 2 * view.fontMetrics().height()  # measured at its width


def test_a_page_laid_out_ahead_shows_without_its_tables_asking_a_layout(qtbot: QtBot) -> None:
    """Issue #13: a table's header shown with its page (never on its own) asks the
    table's parent for a layout each time the page shows: the era's end laid every
    production box out again though laid out ahead. Laid out ahead, the headers are
    shown for good: the page shows with no layout asked; a hidden header stays hidden."""
    from event_counts import layouts

    window, page, box, view, model = _table_page(qtbot, (600, 700), boxed=True)
    model.set_rows([["a line", "2 kelp", 1]] * 3)
    lay_out_hidden(page, window.size())
    asked = layouts(box)

    window.setCurrentWidget(page)
    qtbot.wait(10)
    assert view.horizontalHeader().isVisible() and not view.verticalHeader().isVisible()
    assert asked.count == 0


def test_a_table_drawn_ahead_is_copied_by_its_first_paint(qtbot: QtBot) -> None:
    """Issue #13: a production table drawn ahead while its page is laid out ahead is
    copied by the paint of the tap showing the page (its cells not drawn again), with
    the same pixels; rows changed since are drawn afresh."""
    from project_scripts import screen_is_fresh
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QStyledItemDelegate

    class FirstPaint(QObject):
        """The cells drawn by the first paint of the watched viewport."""

        paints = 0
        cells = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.paints += 1
            return False

    class Counted(QStyledItemDelegate):
        def paint(self, *args: object) -> None:
            if first.paints == 1:
                first.cells += 1
            super().paint(*args)  # type: ignore[arg-type]

    for changed in (False, True):
        first = FirstPaint()  # watching from the page's showing
        window, page, _, view, model = _table_page(qtbot, (600, 400))
        view.setItemDelegate(Counted(view))
        model.set_rows([["a line that wraps when narrow", "2 kelp", 1]] * 4)
        lay_out_hidden(page, window.size(), view.draw_ahead)
        if changed:
            model.set_rows([["another line", "1 credit", 2]] * 4)
        view.viewport().installEventFilter(first)
        window.setCurrentWidget(page)
        qtbot.wait(20)
        assert first.paints >= 1 and (first.cells > 0) == changed
        assert screen_is_fresh(window)


def test_a_column_laid_out_once_lays_its_widgets_out_at_its_final_size(qtbot: QtBot) -> None:
    """Issue #13: inside ``laid_out_once`` a widget shown in the layout and the layout's
    widget resized lay nothing out; on leaving, the layout places its widgets once, at
    the final size (the era's end laid the phase column out at its old width first)."""
    column = QWidget()
    qtbot.addWidget(column)
    layout = QVBoxLayout(column)
    layout.setContentsMargins(0, 0, 0, 0)
    top = QLabel("summary", column)
    stack = QStackedWidget(column)
    layout.addWidget(top)
    layout.addWidget(stack, 1)
    column.resize(300, 400)
    column.show()
    qtbot.waitExposed(column)
    top.hide()  # shown before (no resize waits for its showing), hidden now
    qtbot.wait(10)
    resized = [EventCount(w, QEvent.Type.Resize) for w in (top, stack)]
    with laid_out_once(layout):
        top.show()
        column.resize(500, 400)
        assert [count.count for count in resized] == [0, 0]
    assert [count.count for count in resized] == [1, 1]
    assert stack.width() == 500 and top.width() == 500
    assert stack.geometry().top() > top.geometry().bottom()
