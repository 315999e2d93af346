"""Issue #13: taps that painted the window more than once (round 19).

A tap's press shows at once (a paint of the window of its own, by design); the tap's
changes are then painted in one pass: the take-special button is not repainted at its
release; a bubble taken away does not repaint its place again when it is deleted, and a
bubble shown is painted with the tap that showed it.
"""

from __future__ import annotations

from typing import Any

from event_counts import EventCount, EventLog
from pytestqt.qtbot import QtBot
from ui_driver import click, special_step

from ui.main_window import MainWindow


def test_the_take_special_button_is_painted_with_the_tap_only(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Its press shows at once; Qt's repaint at its release is left to the tap's paint."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtTest import QTest

    driver, step = special_step(qtbot, window)
    click(qtbot, step)
    namer = driver.table.turn.namer
    namer.name.setCurrentText("Grand Harbour")
    qtbot.wait(20)
    paints = EventCount(namer.button, QEvent.Type.Paint)
    clicks: list[int] = []
    namer.button.clicked.connect(lambda: clicks.append(paints.count))
    QTest.mouseClick(namer.button, Qt.MouseButton.LeftButton)
    assert clicks == [1]  # the press painted, not the release
    assert not namer.isVisible()


class _Passes:
    """The window's paint passes (its update requests) while ``on``."""

    def __init__(self, window: Any) -> None:
        from PySide6.QtCore import QEvent, QObject

        self.count = 0
        self.on = False
        outer = self

        class Watch(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if outer.on and watched is window and event.type() == QEvent.Type.UpdateRequest:
                    outer.count += 1
                return False

        self.watch = Watch()
        window.installEventFilter(self.watch)


def _events() -> None:
    """What a tap's event loop does next (deferred deletes too)."""
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def _bubble_window(qtbot: QtBot) -> tuple[Any, Any]:
    """A shown window with a button in it, idle."""
    from PySide6.QtWidgets import QPushButton, QWidget

    window = QWidget()
    qtbot.addWidget(window)
    window.resize(500, 300)
    button = QPushButton("Tap", window)
    button.setGeometry(20, 20, 120, 40)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)
    return window, button


def test_a_bubble_taken_away_repaints_its_place_once(qtbot: QtBot) -> None:
    """The next tap takes the bubble away (hidden, then deleted): Qt repaints a deleted
    child's place in its parent, hidden or not, and the deletion came after the tap's
    paint: a pass of its own."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from ui.widgets.bubble import Bubble

    window, button = _bubble_window(qtbot)
    Bubble.show_near(button, "Choose a build first.")
    qtbot.wait(20)
    bubble = Bubble.current()
    assert bubble is not None and bubble.isVisible()
    passes = _Passes(window)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    passes.on = True  # after the press's paint: the tap's
    _events()
    qtbot.wait(20)
    assert Bubble.current() is None
    assert passes.count == 1


def test_a_bubble_is_painted_with_the_tap_that_shows_it(qtbot: QtBot) -> None:
    """A refused tap shows a bubble: the paints its showing asks for later (Qt posts them)
    are asked at once, so whichever paint of the window comes next paints it (a paint
    asked first left it to a pass of its own)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from ui.widgets.bubble import Bubble

    _, button = _bubble_window(qtbot)
    later = EventLog(QEvent.Type.UpdateLater)
    app = QApplication.instance()
    assert app is not None
    bubble = Bubble.show_near(button, "Choose a build first.")
    app.installEventFilter(later)
    try:
        _events()
    finally:
        app.removeEventFilter(later)
    assert bubble.isVisible()
    assert later.seen == []
    Bubble.hide_current()
