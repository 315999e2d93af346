"""The history in words; fixing a past tap through the store, with conflicts shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot
from ui_driver import Driver, click, key

from ui.controller import GameController
from ui.games.underwater_cities.table.fix_dialog import FixDialog
from ui.main_window import MainWindow
from ui.screens import history as history_module
from ui.screens.history import SEQ_ROLE, WIDTH_ROLE, HistoryPanel, LogView


def test_fixing_a_past_tap_shows_conflicts_until_resolved(qtbot: QtBot, window: MainWindow) -> None:
    driver = Driver(qtbot, window, seed=2)
    driver.new_game(["Ada", "Bo"])
    table = driver.table
    assert window.controller is not None
    key(qtbot, table, "A")  # the app gains 2 credits and 2 cards and closes the slot
    key(qtbot, table, "E")

    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    history = window.history
    assert history.isVisible()
    texts = [history.model.item(row).text() for row in range(history.model.rowCount())]
    assert texts[0].startswith("1. New game set up for Ada, Bo")
    assert "placed a tile on the always-available slot" in texts[1]
    assert "gained 2 credits, 2 cards" in texts[2] and texts[2].endswith("(by the app)")
    assert "finished the effect" in texts[3]
    assert "ended the turn" in texts[4]
    events = history.model.item(4)
    assert events is not None and events.rowCount() >= 2  # turn ended, draw 1, next turn

    history.select(2)
    click(qtbot, history.fix)
    dialog = window.findChild(FixDialog)
    assert dialog is not None
    slot = dialog.form.field_widget("slot")
    assert isinstance(slot, QComboBox)
    assert slot.currentText() == "the always-available slot"
    slot.setCurrentIndex(slot.findData("s12_10"))
    player = dialog.form.field_widget("player")
    assert isinstance(player, QComboBox) and player.currentText() in ("Ada", "Bo")
    click(qtbot, dialog.ok)
    state = window.controller.state
    assert state.turn is not None
    assert "s12_10" in state.occupied
    assert history.conflicts.isVisible()
    assert "3" in history.conflicts.text()
    conflict = history.model.item(2)
    assert conflict is not None and "⚠" in conflict.text()

    for seq in (3, 4):  # the app's gain and close of the always slot's action
        history.select(seq)
        click(qtbot, history.delete)
    assert not history.conflicts.isVisible()


def _two_players_with_history(
    qtbot: QtBot, window: MainWindow
) -> tuple[Driver, GameController, HistoryPanel]:
    """A new 2-player game played by a seeded driver, with the History open (Ctrl+H)."""
    driver = Driver(qtbot, window, seed=2)
    driver.new_game(["Ada", "Bo"])
    controller = window.controller
    assert controller is not None
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    return driver, controller, window.history


def test_a_tap_appends_its_row_and_undo_redraws_only_the_rows_after(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Issue #13: the open History appends one row per tap (the rows before keep their
    items and the model is never reset), an undo marks the row, a new tap replaces it."""
    driver, controller, history = _two_players_with_history(qtbot, window)
    table = driver.table
    model = history.model
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    first = model.item(0)
    rows = model.rowCount()

    key(qtbot, table, "A")  # the tap and the app's follow-up steps: one row each
    grown = model.rowCount()
    assert grown > rows and model.item(0) is first and not resets
    assert [model.item(r).data(SEQ_ROLE) for r in range(grown)] == [e.seq for e in controller.log()]

    assert controller.undo()
    assert model.rowCount() == grown and not resets
    assert model.item(0) is first
    assert "undone" in model.item(grown - 1).text()

    key(qtbot, table, "A")  # a new tap drops the undone ones
    assert model.item(0) is first and not resets
    assert [model.item(r).data(SEQ_ROLE) for r in range(model.rowCount())] == [
        e.seq for e in controller.log()
    ]
    texts = history_texts(history)
    history.refresh()  # the whole list read again says the same
    assert history_texts(history) == texts


def test_showing_the_history_measures_each_row_once(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #13: the History shown on a game measures each row's height once (not again
    when its header is laid out at the width the rows were measured at)."""
    driver = Driver(qtbot, window, seed=2)
    driver.new_game(["Ada", "Bo"])
    controller = window.controller
    assert controller is not None
    driver.play_until(lambda: len(controller.log()) >= 12)
    measured: list[int] = []
    measure = LogView.measure

    def counted(view: LogView, item: object) -> None:
        measured.append(1)
        measure(view, item)  # type: ignore[arg-type]

    monkeypatch.setattr(LogView, "measure", counted)
    window.history.view.setFixedHeight(90)  # the list scrolls
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(10)
    model = window.history.model
    rows = model.rowCount()
    assert rows >= 12
    assert len(measured) <= rows + 1  # the first row again when the header is first laid out
    assert len({model.item(row).data(WIDTH_ROLE) for row in range(rows)}) == 1


def history_texts(history: HistoryPanel) -> list[str]:
    """Every row's text and its events'."""
    model = history.model
    texts = []
    for row in range(model.rowCount()):
        item = model.item(row)
        texts.append(item.text())
        texts += [item.child(c).text() for c in range(item.rowCount())]
    return texts


def test_a_long_history_holds_rows_for_its_last_taps_and_the_earlier_on_scrolling(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #13: a tap appends its row to a list of the last taps, never to one of every
    tap of a long game; scrolling to the top (or selecting an early tap) brings the
    earlier rows, with their words as before."""
    monkeypatch.setattr(history_module, "WINDOW", 4)
    driver, controller, history = _two_players_with_history(qtbot, window)
    history.view.setFixedHeight(60)  # a few rows in view
    model = history.model
    driver.play_until(lambda: len(controller.log()) >= 14)
    qtbot.wait(10)
    assert model.rowCount() < 8  # the window, twice at most before the first are dropped
    seqs = [e.seq for e in controller.log()]
    shown = [model.item(r).data(SEQ_ROLE) for r in range(model.rowCount())]
    assert shown == seqs[-len(shown) :]
    assert [entry.seq for entry in history.entries] == shown  # only the rows' taps are read

    while model.rowCount() < len(seqs):  # the rows before, as many as the window, each time
        before = model.rowCount()
        history.view.scrollToTop()
        assert model.rowCount() == min(len(seqs), before + 4)
    assert [model.item(r).data(SEQ_ROLE) for r in range(model.rowCount())] == seqs
    texts = history_texts(history)
    history.refresh()  # read again: the last taps only; selecting the first shows all
    qtbot.wait(10)
    assert model.rowCount() < 8 and len(history.entries) == model.rowCount()
    history.select(seqs[0])
    assert history_texts(history) == texts
    selected = history.selected()
    assert selected is not None and selected.seq == seqs[0]


def test_a_tap_paints_only_its_new_rows_and_the_list_shows_what_a_full_paint_shows(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Issue #13: with the History open and following the last tap, a tap paints the rows
    it added; the rows above move up as pixels. What the window shows is what painting
    the whole list again shows, tap after tap."""
    driver, controller, history = _two_players_with_history(qtbot, window)
    history.view.setFixedHeight(90)  # a few rows in view: the list scrolls
    qtbot.wait(20)
    viewport = history.view.viewport()
    painted: list[QRect] = []
    spy = PaintSpy(painted)
    viewport.installEventFilter(spy)
    for _ in range(12):
        seqs = len(controller.log())
        driver.play_until(lambda seqs=seqs: len(controller.log()) > seqs)
        qtbot.wait(5)
        top = viewport.mapTo(window, QPoint(0, 0))
        shown = window.screen().grabWindow(window.winId()).copy(QRect(top, viewport.size()))
        fresh = viewport.grab().toImage().convertToFormat(shown.toImage().format())
        assert shown.toImage() == fresh
    assert history.view.verticalScrollBar().value() > 0
    assert any(rect.height() < viewport.height() for rect in painted)


def test_a_new_row_paints_the_list_alone_and_the_set_icon_size_changes_no_pixel(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Issue #13: the list's viewport and the box of its scroll bar fill as opaque
    widgets, so a tap's new row (and the scroll bar it changes) does not paint the panel
    (and the dock, and the view's style sheet background) under them first; the icon size
    the view is given (its rows are measured without asking the style) and the fills
    draw what Qt drew before."""
    driver, controller, history = _two_players_with_history(qtbot, window)
    viewport = history.view.viewport()
    box = history.view.verticalScrollBar().parentWidget()
    assert viewport.autoFillBackground() and box.autoFillBackground()
    assert history.view.iconSize().isValid()
    history.view.setFixedHeight(90)  # a few rows in view: the list scrolls
    painted: list[QRect] = []
    watcher = PaintSpy(painted)
    bar_painted: list[QRect] = []
    bar_watcher = PaintSpy(bar_painted)
    for tap in range(10):
        if tap == 6:  # the list scrolls by now (its scroll bar came at one of these)
            history.installEventFilter(watcher)
            box.installEventFilter(bar_watcher)
        seqs = len(controller.log())
        driver.play_until(lambda seqs=seqs: len(controller.log()) > seqs)
        qtbot.wait(5)
    view = QRect(history.view.mapTo(history, QPoint(0, 0)), history.view.size())
    assert bar_painted and not any(rect.intersects(view) for rect in painted)

    shown = history.grab().toImage()
    history.view.setIconSize(QSize())  # what the style says, as before
    viewport.setAutoFillBackground(False)
    box.setAutoFillBackground(False)
    qtbot.wait(5)
    assert history.grab().toImage() == shown


class PaintSpy(QObject):
    """Notes the rectangle of every paint of the widget it watches."""

    def __init__(self, painted: list[QRect]) -> None:
        super().__init__()
        self.painted = painted

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):
            self.painted.append(event.rect())
        return False
