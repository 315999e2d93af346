"""Issue #13: a label on a panel painted ahead while its page is laid out ahead
(``AheadLabel``): the paint showing the page copies it, with the same pixels."""

from __future__ import annotations

import pytest
from project_scripts import screen_is_fresh
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QGroupBox, QLabel, QStackedWidget, QVBoxLayout
from pytestqt.qtbot import QtBot

from ui.games.underwater_cities.table.phase_ahead import lay_out_hidden
from ui.widgets.painted_ahead import AheadLabel

TEXT = "Feeding the connected cities: 3 kelp and 1 biomatter eaten; one city goes unfed. " * 2


@pytest.mark.parametrize("change", ["none", "text", "width"])
def test_a_label_drawn_ahead_is_copied_by_its_first_paint(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, change: str
) -> None:
    """Unchanged, its first paint copies the picture (QLabel paints nothing); a new
    text or size paints it as usual. Either way the window shows what a fresh paint
    shows."""
    paints: list[bool] = []  # per paint of the label: whether QLabel painted it
    paint = QLabel.paintEvent

    def counted(self: QLabel, event: QPaintEvent) -> None:
        if self is label:
            paints[-1] = True
        paint(self, event)

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                paints.append(False)
            return False

    window = QStackedWidget()
    qtbot.addWidget(window)
    window.addWidget(QLabel("shown", window))
    page = QGroupBox("Ada", window)
    label = AheadLabel(TEXT, page)
    label.setObjectName("muted")
    QVBoxLayout(page).addWidget(label)
    window.addWidget(page)
    window.resize(500, 300)
    window.show()
    qtbot.waitExposed(window)
    lay_out_hidden(page, window.size(), label.draw_ahead)
    if change == "text":
        label.setText("Every connected city is fed.")
    elif change == "width":
        window.resize(420, 300)
    monkeypatch.setattr(QLabel, "paintEvent", counted)
    watch = Paints()
    label.installEventFilter(watch)
    window.setCurrentWidget(page)
    qtbot.waitUntil(lambda: bool(paints))
    qtbot.wait(20)
    assert paints[0] == (change != "none")
    assert label._ahead is None  # held until its first paint only
    assert screen_is_fresh(window)
