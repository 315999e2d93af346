"""The ☰ button: a menu filled each time it opens (so its checks and texts are current),
and not before (issue #13: its submenus and actions are no part of the first frame)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from ui import i18n


def menu_button(parent: QWidget, fill: Callable[[QMenu], None]) -> QToolButton:
    """A ☰ button whose menu ``fill(menu)`` builds anew at every opening."""
    button = QToolButton(parent)
    button.setObjectName("main-menu")
    button.setText("☰")
    button.setToolTip(i18n.translate("app", "Menu: look, full screen, text size, language, keys"))
    button.setAccessibleName(i18n.translate("app", "Menu"))
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    menu = QMenu(button)
    menu.setObjectName("main-menu-items")

    def refill() -> None:
        menu.clear()
        for old in menu.findChildren(QMenu, options=Qt.FindChildOption.FindDirectChildrenOnly):
            old.deleteLater()  # the submenus of the last opening
        fill(menu)

    menu.aboutToShow.connect(refill)  # a key or a tap opens it: filled then, as every time
    button.setMenu(menu)
    return button
