"""The production page's skip button: one line beside Apply where there is room, its
text wrapped where there is not (the page fits a 1024 px wide window)."""

from __future__ import annotations

from project_scripts import styled_page
from pytestqt.qtbot import QtBot


def test_the_skip_button_keeps_one_line_where_it_has_room_and_wraps_where_not(
    qtbot: QtBot,
) -> None:
    from PySide6.QtWidgets import QHBoxLayout, QPushButton

    from ui import theme
    from ui.games.underwater_cities.table.production import OneLineWrapButton

    page = styled_page(qtbot, 900, 200)
    row = QHBoxLayout(page)
    skip = OneLineWrapButton("Skip the lines marked ⚠: they gave nothing", page)
    skip.setFont(theme.font(16))  # two lines higher than a button's least height
    row.addWidget(skip)
    row.addStretch(1)
    row.addWidget(QPushButton("Apply production and feeding (P)", page))
    page.show()
    qtbot.waitExposed(page)
    wide = skip.sizeHint()
    one_line = skip.heightForWidth(5000)
    assert skip.width() == wide.width()
    assert wide.height() == skip.heightForWidth(skip.width()) == one_line
    page.resize(560, 200)
    qtbot.wait(10)
    assert skip.width() < wide.width()
    assert skip.heightForWidth(skip.width()) > one_line
    assert page.minimumSizeHint().width() <= 560
