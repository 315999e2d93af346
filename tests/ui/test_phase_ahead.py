"""Issue #13: a hidden page laid out ahead (``lay_out_hidden``) gets its size and layout
without the window painting anything for it."""

from __future__ import annotations

from event_counts import EventCount
from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ui.games.underwater_cities.table.phase_ahead import lay_out_hidden


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
