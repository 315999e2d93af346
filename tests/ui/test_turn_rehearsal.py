"""Issue #13: idle time shows the turn panel's hidden parts and spare step buttons once,
off screen (``TurnPanel.rehearse``), so the first tap showing them (the History's first
tap: 23 step buttons and the record) does not pay their first showing; the panel looks
and is laid out as before."""

from __future__ import annotations

from pathlib import Path

from event_counts import EventLog
from project_scripts import demo_table
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_driver import click


def _looks(panel: QWidget) -> list[tuple[str, bool, tuple[int, int, int, int] | None]]:
    """Each widget's name, whether hidden, and where it shows (if it does)."""
    return [
        (w.objectName(), w.isHidden(), w.geometry().getRect() if w.isVisible() else None)
        for w in panel.findChildren(QWidget)
    ]


def test_the_rehearsal_leaves_the_panel_as_it_was(qtbot: QtBot, data_dir: Path) -> None:
    window, table = demo_table(qtbot, data_dir)
    turn = table.turn
    assert turn._record is not None and turn._record.isHidden()
    QApplication.processEvents()
    before, picture = _looks(turn), window.grab().toImage()
    turn.rehearse()
    assert _looks(turn) == before
    QApplication.processEvents()
    assert _looks(turn) == before
    assert window.grab().toImage() == picture
    window.close()


def test_the_first_tap_shows_what_idle_time_showed_once_and_polishes_or_creates_nothing(
    qtbot: QtBot, data_dir: Path
) -> None:
    """The demo's first tap (as bench_ui.py's History runs): resolving the slot shows
    spare effect buttons and the record of an unknown card's effect for the first time
    on screen; idle time showed them once before."""
    window, table = demo_table(qtbot, data_dir)
    turn = table.turn
    resolve = turn.findChild(QWidget, "step-resolve")
    assert resolve is not None and resolve.isVisible()
    spares = [b for b in turn.effect_buttons.spares() if b.isHidden()]
    shown_once = Qt.WidgetAttribute.WA_WState_Created  # (set by a widget's first showing)
    assert all(w.testAttribute(shown_once) for w in [*spares, turn._record])
    watch = EventLog(QEvent.Type.Polish, lambda widget: type(widget).__name__)
    app = QApplication.instance()
    assert app is not None
    widgets = len(QApplication.allWidgets())
    app.installEventFilter(watch)
    try:
        click(qtbot, resolve)
        QApplication.processEvents()
    finally:
        app.removeEventFilter(watch)
    assert turn._record is not None and turn._record.isVisible()
    assert len([b for b in turn.effect_buttons.buttons if b.isVisible()]) > 10
    assert any(b.isVisible() for b in spares)  # spare buttons shown for the first time
    assert watch.seen == []  # no widget polished
    assert len(QApplication.allWidgets()) == widgets
    window.close()
