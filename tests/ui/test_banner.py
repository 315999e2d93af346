"""The banner never grows: what does not fit two lines at its smallest font ends in
"…", with the whole text kept for screen readers and the tool tip (a 1024×600 window
with the History open left it cut mid-line)."""

from __future__ import annotations

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
    banner = _banner(qtbot, 260)
    banner.say("Round 1", f"<b>Bo</b> & {LONG}")
    assert "&lt;b&gt;Bo&lt;/b&gt; &amp;" in banner.toolTip()  # escaped, not bold


def test_a_banner_said_while_hidden_fits_when_it_shows(qtbot: QtBot) -> None:
    banner = _banner(qtbot, 260)
    banner.hide()
    banner.say("Round 1", LONG)
    assert banner.now.text() == LONG  # no room to measure yet
    banner.show()
    qtbot.waitExposed(banner)
    assert banner.now.text().endswith("…")
