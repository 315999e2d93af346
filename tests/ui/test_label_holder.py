"""Issue #13: a held label's new text lays out the window only when it needs another
height; text set while hidden is measured when shown."""

from __future__ import annotations

from event_counts import layouts as count_layouts
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ui.widgets.holder import LabelHolder


def _held(qtbot: QtBot) -> tuple[QWidget, LabelHolder]:
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    label = QLabel("Board 1: not checked", page)
    label.setWordWrap(True)
    holder = LabelHolder(label, page)
    layout.addWidget(holder)
    layout.addStretch(1)
    page.resize(300, 400)
    page.show()
    qtbot.waitExposed(page)
    qtbot.wait(50)  # laid out and painted
    return page, holder


def test_new_text_of_the_same_height_lays_out_only_the_label(qtbot: QtBot) -> None:
    page, holder = _held(qtbot)
    layouts = count_layouts(page)
    holder.set_text("Board 2: not checked")
    qtbot.wait(20)
    assert layouts.count == 0 and holder.label.text() == "Board 2: not checked"
    holder.set_text(" ".join(["a long note that wraps"] * 8))
    qtbot.wait(20)
    label = holder.label
    assert layouts.count > 0 and label.height() == label.heightForWidth(label.width())


def test_text_set_while_hidden_is_measured_when_shown(qtbot: QtBot) -> None:
    page, holder = _held(qtbot)
    holder.set_text("")
    qtbot.wait(20)
    page.hide()
    holder.set_text(" ".join(["a long note that wraps"] * 8))
    page.show()
    qtbot.wait(20)
    label = holder.label
    assert label.height() == label.heightForWidth(label.width()) > 2 * label.fontMetrics().height()
