"""Issue #12, item 9: names from files and players never render as HTML."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui import plain_text
from ui.main_window import MainWindow

EVIL = '<img src="/etc/hostname"><b>Mallory</b>'


def test_a_name_that_looks_like_html_is_shown_as_text(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    plain_text.install(app)
    game = store.new_game(
        "underwater_cities",
        {
            "type": "setup_game",
            "seed": 3,
            "players": [{"name": EVIL, "colour": "orange"}, {"name": "Ben", "colour": "blue"}],
        },
    )
    number = game.id
    game.close()
    window.open_game(number)
    qtbot.wait(50)
    shown = [label for label in window.findChildren(QLabel) if "Mallory" in label.text()]
    assert shown, "the player's name is on the table"
    for label in shown:
        rich = label.textFormat() == Qt.TextFormat.RichText
        assert label.textFormat() != Qt.TextFormat.AutoText, label.objectName()
        assert not rich or "<img" not in label.text(), label.objectName()


def test_the_guard_makes_labels_plain_and_keeps_chosen_formats(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    plain_text.install(app)
    assert plain_text.install(app) is app.findChild(plain_text.PlainTextGuard)
    auto, rich = QLabel(EVIL), QLabel("<b>bold</b>")
    rich.setTextFormat(Qt.TextFormat.RichText)
    for label in (auto, rich):
        qtbot.addWidget(label)
        label.show()
    qtbot.waitExposed(auto)
    assert auto.textFormat() == Qt.TextFormat.PlainText
    assert rich.textFormat() == Qt.TextFormat.RichText
    assert plain_text.escape(EVIL) == '&lt;img src="/etc/hostname"&gt;&lt;b&gt;Mallory&lt;/b&gt;'
    assert plain_text.tip(EVIL) == EVIL  # the guard makes the tool tip plain text
    assert plain_text.tip("Ben built a farm") == "Ben built a farm"


def test_a_tool_tip_set_before_the_guard_watches_is_escaped() -> None:
    """Before the guard watches (the first frames) a tool tip that looks like HTML is
    escaped; plain text goes as it is."""
    installed = plain_text._installed[:]
    plain_text._installed.clear()
    try:
        assert plain_text.tip(EVIL) == f"<qt>{plain_text.escape(EVIL)}</qt>"
        assert plain_text.tip("Ben built a farm") == "Ben built a farm"
    finally:
        plain_text._installed[:] = installed


def test_a_sweep_makes_a_window_s_labels_plain_before_it_is_shown(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    auto, rich = QLabel(EVIL), QLabel("<b>bold</b>")
    rich.setTextFormat(Qt.TextFormat.RichText)
    layout.addWidget(auto)
    layout.addWidget(rich)
    plain_text.sweep(window)
    assert auto.textFormat() == Qt.TextFormat.PlainText
    assert rich.textFormat() == Qt.TextFormat.RichText


def test_a_sweep_of_the_app_makes_every_window_s_labels_plain(qtbot: QtBot) -> None:
    """With no root, the sweep reaches every label of the app (the main window's, at
    start), a label outside any layout too, and leaves a chosen format alone."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    first, second = QWidget(), QWidget()
    qtbot.addWidget(first)
    qtbot.addWidget(second)
    auto = QLabel(EVIL)
    QVBoxLayout(first).addWidget(auto)
    loose = QLabel(EVIL, second)
    rich = QLabel("<b>bold</b>", second)
    rich.setTextFormat(Qt.TextFormat.RichText)
    plain_text.sweep()
    assert auto.textFormat() == Qt.TextFormat.PlainText
    assert loose.textFormat() == Qt.TextFormat.PlainText
    assert rich.textFormat() == Qt.TextFormat.RichText


def test_the_guard_shows_a_tool_tip_that_looks_like_html_as_text(qtbot: QtBot) -> None:
    """A widget's tool tip (a label's too) that looks like HTML, or holds an ``&``, is
    shown as it is: Qt's tool tip is a label the guard makes plain text when polished,
    before it is given its text (escaped as well, it showed ``<qt>&lt;…``)."""
    from PySide6.QtWidgets import QPushButton, QToolTip
    from tool_tips import hover, shown_tip

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    plain_text.install(app)
    for widget in (QLabel("a label"), QPushButton("a button")):
        qtbot.addWidget(widget)
        for text in (EVIL, "Tom & Jerry"):
            widget.setToolTip(text)
            widget.show()
            qtbot.waitExposed(widget)
            hover(widget)
            assert QToolTip.text() == text
            assert shown_tip() == text
            QToolTip.hideText()


def _guarded() -> Callable[[], bool]:
    """The guard installed; a probe: whether a label polished now is made plain text."""
    from PySide6.QtCore import QEvent

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    plain_text.install(app)

    def watched() -> bool:
        probe = QLabel(EVIL)
        QApplication.sendEvent(probe, QEvent(QEvent.Type.Polish))
        return probe.textFormat() == Qt.TextFormat.PlainText

    return watched


def test_a_switch_to_a_polished_screen_is_not_watched(qtbot: QtBot) -> None:
    """Issue #13: the guard stops watching while the app switches to a screen shown
    (polished) before, and watches again after; a screen never polished is watched."""
    from PySide6.QtWidgets import QWidget

    watched = _guarded()

    fresh, shown = QWidget(), QWidget()
    qtbot.addWidget(fresh)
    qtbot.addWidget(shown)
    shown.show()
    shown.hide()
    with plain_text.polished_switch(fresh):
        assert watched()
    with plain_text.polished_switch(shown):
        assert not watched()
    assert watched()


def test_unwatched_lifts_the_guard_inside_only(qtbot: QtBot) -> None:
    """Issue #13: the guard stops watching inside ``unwatched`` (a switch showing only
    what was swept or shown before), and watches again after."""

    watched = _guarded()

    with plain_text.unwatched():
        assert not watched()
    assert watched()


def test_the_window_paints_unwatched(qtbot: QtBot, window: MainWindow) -> None:
    """Issue #13: the guard does not watch the window's paint (each widget's paint event
    crossed into Python for nothing), and watches again after it."""
    from PySide6.QtGui import QPaintEvent

    watched = _guarded()
    seen: list[bool] = []

    class Probe(QLabel):
        def paintEvent(self, event: QPaintEvent) -> None:
            seen.append(watched())
            super().paintEvent(event)

    probe = Probe("probe", window)
    probe.show()
    probe.update()
    qtbot.waitUntil(lambda: bool(seen))
    assert not any(seen)
    assert watched()


def test_a_grid_s_buttons_are_shown_after_the_first_and_dropped_unwatched(
    qtbot: QtBot,
) -> None:
    """Issue #13: a step's buttons past the first are shown, and those of a step gone
    hidden, with the guard not watching (a button holds no label: their events crossed
    into Python for nothing); the first shown, whose showing lays the panel out, is
    watched, and the guard watches after."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QPushButton

    from ui.widgets.buttons import ButtonGrid, ButtonSpec

    class Counting(plain_text.PlainTextGuard):
        shows = hides = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if isinstance(watched, QPushButton):
                self.shows += event.type() == QEvent.Type.Show
                self.hides += event.type() == QEvent.Type.Hide
            return super().eventFilter(watched, event)

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    was = list(plain_text._installed)
    counting = Counting()
    app.installEventFilter(counting)
    plain_text._installed[:] = [counting]
    try:
        grid = ButtonGrid()
        qtbot.addWidget(grid)
        grid.show()
        grid.set_buttons([ButtonSpec(f"b{n}", f"Button {n}", lambda: None) for n in range(6)])
        assert sum(button.isVisible() for button in grid.buttons) == 6
        assert counting.shows == 1
        grid.set_buttons([ButtonSpec("b0", "Button 0", lambda: None)], context="next")
        assert sum(button.isVisible() for button in grid.buttons) == 1
        assert counting.hides == 0
        probe = QLabel(EVIL)
        QApplication.sendEvent(probe, QEvent(QEvent.Type.Polish))
        assert probe.textFormat() == Qt.TextFormat.PlainText
    finally:
        app.removeEventFilter(counting)
        plain_text._installed[:] = was


def test_an_unwatched_block_inside_another_leaves_the_guard_off() -> None:
    """The inner block does not set the guard watching again inside the outer one."""
    watched = _guarded()
    with plain_text.unwatched():
        with plain_text.unwatched():
            assert not watched()
        assert not watched()
    assert watched()
