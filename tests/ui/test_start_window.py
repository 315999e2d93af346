"""What the first frame of the window leaves for later (issue #13)."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu, QWidget
from pytestqt.qtbot import QtBot

from ui.widgets.menu import menu_button


def test_the_menu_is_filled_when_it_opens_not_before(qtbot: QtBot) -> None:
    """The ☰ menu's submenus and actions are built when it opens (every time, so its
    checks are current), not with the button: the first frame builds none of them."""
    parent = QWidget()
    qtbot.addWidget(parent)
    fills: list[QMenu] = []

    def fill(menu: QMenu) -> None:
        fills.append(menu)
        menu.addMenu(QMenu("Look", menu))
        menu.addAction("Keyboard shortcuts")

    button = menu_button(parent, fill)
    menu = button.menu()
    assert not fills and not menu.actions()
    menu.aboutToShow.emit()
    assert fills == [menu] and [a.text() for a in menu.actions()] == ["Look", "Keyboard shortcuts"]
    menu.aboutToShow.emit()  # filled anew: the last opening's submenu goes
    assert len(fills) == 2 and len(menu.actions()) == 2
