"""The banner never grows: what does not fit two lines at its smallest font ends in
"…", with the whole text kept for screen readers and the tool tip (a 1024×600 window
with the History open left it cut mid-line)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ui.widgets.banner import Banner

LONG = "Ada's 1st turn: resolve the slot's action and the played card, in either order"


def _banner(qtbot: QtBot, width: int) -> Banner:
    banner = Banner(clock_sizes=(20, 12), text_sizes=(16, 11))
    qtbot.addWidget(banner)
    banner.resize(width, banner.height())
    banner.show()
    qtbot.waitExposed(banner)
    return banner


def test_a_text_too_long_for_two_lines_ends_in_an_ellipsis(qtbot: QtBot) -> None:
    banner = _banner(qtbot, 260)
    banner.say("Round 1 of 10 · Era 1 · Federation: Ada", LONG)
    shown = banner.now.text()
    assert shown.endswith("…") and LONG.startswith(shown[:-1])
    assert banner.now.heightForWidth(banner.now.width()) <= banner.room
    assert banner.now.font().pointSizeF() < 12  # the smallest size was tried first
    clock = banner.clock.text()
    assert clock.endswith("…") and banner.clock.sizeHint().width() <= banner.clock.width()
    whole = f"Round 1 of 10 · Era 1 · Federation: Ada · {LONG}"
    assert banner.text() == whole and banner.accessibleName() == whole
    assert banner.toolTip() == whole


def test_room_enough_shows_the_whole_text_again(qtbot: QtBot) -> None:
    banner = _banner(qtbot, 260)
    banner.say("Round 1", LONG)
    assert banner.now.text() != LONG
    banner.resize(1200, banner.height())
    qtbot.waitUntil(lambda: banner.now.text() == LONG)
    assert banner.toolTip() == ""
    banner.resize(260, banner.height())
    qtbot.waitUntil(lambda: banner.now.text() != LONG)
    banner.say("Round 1", "Discard down to 3")
    assert banner.now.text() == "Discard down to 3" and banner.toolTip() == ""


def test_the_tool_tip_shows_a_players_name_as_plain_text(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QToolTip
    from tool_tips import hover, shown_tip

    banner = _banner(qtbot, 260)
    banner.say("Round 1", f"<b>Bo</b> & {LONG}")
    hover(banner)
    assert shown_tip() == f"Round 1 · <b>Bo</b> & {LONG}"  # as it is, not bold
    QToolTip.hideText()


def test_a_banner_said_while_hidden_fits_when_it_shows(qtbot: QtBot) -> None:
    banner = _banner(qtbot, 260)
    banner.hide()
    banner.say("Round 1", LONG)
    assert banner.now.text() == LONG  # no room to measure yet
    banner.show()
    qtbot.waitExposed(banner)
    assert banner.now.text().endswith("…")


def test_a_new_text_repaints_its_line_not_the_banner(qtbot: QtBot) -> None:
    """Issue #13: the banner's lines paint its background under their text, so a tap's
    new text repaints the line alone, not the rounded banner and the window under it;
    the line shows the banner's colour around its text, as before."""
    from event_counts import EventLog
    from PySide6.QtCore import QEvent, QPoint

    from ui import theme

    banner = _banner(qtbot, 900)
    banner.say("Round 1 of 10", "Tap the slot Ada chose")
    qtbot.wait(20)
    assert banner.now.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    paints = EventLog(QEvent.Type.Paint)
    for widget in (banner, banner.now, banner.clock):
        widget.installEventFilter(paints)
    banner.say("Round 1 of 10", "Tap the colour of the card Ada played")
    qtbot.waitUntil(lambda: "banner-text" in paints.seen)
    qtbot.wait(20)
    assert paints.seen == ["banner-text"]
    picture = banner.grab().toImage()
    corner = banner.now.mapTo(banner, QPoint(0, 0))
    assert picture.pixelColor(corner).name() == theme.current().banner


def test_the_selectable_line_keeps_its_hints_per_text(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #13: the banner's selectable line keeps QLabel's size hints per text (a
    table's texts come back), the same as a selectable QLabel's; its height is measured
    anew at each new text all the same (measuring lays its text out before its paint)."""
    from PySide6.QtWidgets import QLabel

    banner = Banner(clock_sizes=(20, 12), text_sizes=(16, 11), selectable=True)
    qtbot.addWidget(banner)
    banner.resize(900, banner.height())
    banner.show()
    qtbot.waitExposed(banner)
    line = banner.now
    plain = QLabel()
    plain.setWordWrap(True)
    plain.setTextFormat(Qt.TextFormat.PlainText)
    plain.setTextInteractionFlags(line.textInteractionFlags())
    qtbot.addWidget(plain)
    asked = {"sizeHint": 0, "heightForWidth": 0}

    def counting(method: str) -> None:
        original = getattr(QLabel, method)

        def counted(widget: QLabel, *args: object) -> object:
            asked[method] += widget is line
            return original(widget, *args)

        monkeypatch.setattr(QLabel, method, counted)

    for method in asked:
        counting(method)
    for text in ("Ada's 1st turn: end the turn", LONG, "Ada's 1st turn: end the turn", LONG):
        banner.say("Round 1", text)
        plain.setText(text)
        plain.setFont(line.font())
        for _ in range(2):
            assert line.sizeHint() == plain.sizeHint()
            assert line.minimumSizeHint() == plain.minimumSizeHint()
    assert asked == {"sizeHint": 2, "heightForWidth": 4}
