"""Issue #13: word-wrapped labels measured once per text and width, and a tab widget
whose pane frame is painted only where its page leaves it showing; both look and lay
out as the Qt widgets they replace."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QLabel,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ui import theme
from ui.widgets.measured import MeasuredLabel
from ui.widgets.pane_tabs import PaneTabs
from ui.widgets.rows_model import ItemRows

TEXT = "Only connected things produce. Check each line against the boards. " * 3


def test_a_measured_label_measures_each_width_once_per_text(qtbot: QtBot) -> None:
    label, plain = MeasuredLabel(TEXT), QLabel(TEXT)
    plain.setWordWrap(True)
    for widget in (label, plain):
        qtbot.addWidget(widget)
    assert label.wordWrap() and label.hasHeightForWidth()
    assert label.heightForWidth(200) == plain.heightForWidth(200)
    assert label.heightForWidth(400) == plain.heightForWidth(400)
    assert set(label.heights) == {200, 400}

    label.setText("short")
    plain.setText("short")
    assert not label.heights  # a new text: measured anew
    assert label.heightForWidth(200) == plain.heightForWidth(200)
    label.setText("short")  # the same text: kept
    assert set(label.heights) == {200}

    label.setFont(theme.font(20, bold=True))
    plain.setFont(theme.font(20, bold=True))
    assert not label.heights  # a new font: measured anew
    assert label.heightForWidth(60) == plain.heightForWidth(60)
    for change in ("setMargin", "setIndent", "setContentsMargins"):
        label.heightForWidth(200)
        args = (9, 9, 9, 9) if change == "setContentsMargins" else (9,)
        getattr(label, change)(*args)
        getattr(plain, change)(*args)
        assert not label.heights, change  # measured anew
        assert label.heightForWidth(200) == plain.heightForWidth(200), change
    label.clear()
    assert not label.heights and label.text() == ""


def _tabs(qtbot: QtBot, kind: type[QTabWidget]) -> QImage:
    """A tab widget of ``kind`` with a table and a note on each page, grabbed."""
    holder = QWidget()
    qtbot.addWidget(holder)
    tabs = kind(holder)
    for name in ("Ada", "Bo"):
        page = QWidget()
        layout = QVBoxLayout(page)
        model = ItemRows(["Step", "Working", "Points"], page)
        model.set_rows([["track", f"{name} before", 3], ["total", "", 9]], bold={1})
        view = QTableView(page)
        view.setModel(model)
        layout.addWidget(view)
        layout.addWidget(QLabel("Resources are spent where they buy the most points", page))
        tabs.addTab(page, name)
    QVBoxLayout(holder).addWidget(tabs)
    holder.resize(520, 360)
    holder.show()
    qtbot.waitExposed(holder)
    return holder.grab().toImage()


def test_pane_tabs_look_as_a_tab_widget(qtbot: QtBot) -> None:
    assert _tabs(qtbot, PaneTabs) == _tabs(qtbot, QTabWidget)


def test_pane_tabs_leave_out_what_the_page_s_table_covers(qtbot: QtBot) -> None:
    tabs = PaneTabs()
    qtbot.addWidget(tabs)
    page = QWidget()
    view = QTableView(page)
    QVBoxLayout(page).addWidget(view)
    tabs.addTab(page, "Ada")
    tabs.resize(400, 300)
    tabs.show()
    qtbot.waitExposed(tabs)
    covered = tabs.covered()
    at = view.mapTo(tabs, view.rect().topLeft())
    assert covered.boundingRect() == view.rect().translated(at)
    view.hide()
    assert tabs.covered().isEmpty()
