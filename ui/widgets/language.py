"""The language menu: English, Deutsch, Italiano, Português (each in its own words)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from ui import i18n


def language_menu(parent: QWidget, choose: Callable[[str], None]) -> QMenu:
    """A menu of the languages, the current one checked; ``choose(code)`` on a pick."""
    menu = QMenu(parent)
    menu.setObjectName("language-menu")
    group = QActionGroup(menu)
    group.setExclusive(True)
    for code, name in i18n.LANGUAGES.items():
        action = QAction(menu)  # not QAction(name, menu): its overloads make QIcon's enums
        action.setText(name)
        action.setObjectName(f"language-{code}")
        action.setCheckable(True)
        action.setChecked(code == i18n.current())
        action.setEnabled(i18n.available(code))
        action.triggered.connect(lambda _=False, c=code: choose(c))
        group.addAction(action)
        menu.addAction(action)
    return menu


def language_button(parent: QWidget, choose: Callable[[str], None]) -> QToolButton:
    """A button showing the current language that opens the language menu."""
    button = QToolButton(parent)
    button.setObjectName("language")
    current = i18n.LANGUAGES.get(i18n.current(), i18n.current())
    button.setText(f"{current} ▾")
    button.setToolTip(i18n.translate("app", "Language"))
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    button.setMenu(language_menu(button, choose))
    return button
