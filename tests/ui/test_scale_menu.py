"""The text size (Ctrl + / Ctrl − / Ctrl 0), the ☰ menu, the keyboard-shortcuts sheet,
table shortcuts wherever the focus is, and the table folding into tabs when small."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QToolButton
from pytestqt.qtbot import QtBot
from ui_driver import Driver, click

from ui import settings, theme
from ui.main_window import MainWindow
from ui.widgets.shortcut_sheet import ShortcutSheet


@pytest.fixture(autouse=True)
def scale_after() -> Iterator[None]:
    """Every test ends at scale 1 and the light look."""
    yield
    theme.set_scale(1.0)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.apply(app, theme.LIGHT)


def _menu(parent: object) -> QMenu:
    button = parent.findChild(QToolButton, "main-menu")  # type: ignore[attr-defined]
    assert button is not None
    menu = button.menu()
    menu.aboutToShow.emit()
    return menu


def _entry(menu: QMenu, text: str) -> object:
    for action in menu.actions():
        if action.text() == text:
            return action
    raise AssertionError(f"no {text!r} in {[a.text() for a in menu.actions()]}")


def test_text_size_is_remembered_and_applied_at_once(qtbot: QtBot, window: MainWindow) -> None:
    Driver(qtbot, window).new_game(["Ada", "Bo"])
    before = window.table.banner.clock.font().pointSizeF()
    window.bigger_action.trigger()
    window.bigger_action.trigger()
    assert settings.text_steps() == 2
    assert theme.scale() == pytest.approx(theme.SCALE_STEP**2)
    table = window.table
    assert table.banner.clock.font().pointSizeF() > before  # the table was rebuilt
    assert window.stack.currentWidget() is table
    board = table.boards.currentWidget()
    assert table.compact  # 1600 px is small for larger text: the table folds
    table.fold.setCurrentWidget(table.right)
    qtbot.waitUntil(lambda: bool(board.sites))
    label = next(iter(board.sites.values())).label
    assert label.font().pointSizeF() == pytest.approx(11 * theme.scale())
    window.smaller_action.trigger()
    assert settings.text_steps() == 1
    window.reset_size_action.trigger()
    assert settings.text_steps() == 0 and theme.scale() == pytest.approx(1.0)


def test_the_screen_size_sets_the_default_scale() -> None:
    assert theme.screen_scale(1024, 600) == 1.0
    assert theme.screen_scale(1920, 1080) == pytest.approx(1.1)
    assert theme.screen_scale(2560, 1440) == pytest.approx(1.45)
    assert theme.scale_for(2560, 1440, -1) == pytest.approx(1.45 / theme.SCALE_STEP)


def test_menu_entries_work(qtbot: QtBot, window: MainWindow) -> None:
    menu = _menu(window.home)
    look = _entry(menu, "Look").menu()  # type: ignore[attr-defined]
    _entry(look, "Dark").trigger()  # type: ignore[attr-defined]
    assert theme.current().dark and settings.theme_name() == "dark"
    _entry(look, "Light").trigger()  # type: ignore[attr-defined]
    assert not theme.current().dark and settings.theme_name() == "light"
    size = _entry(menu, "Text size").menu()  # type: ignore[attr-defined]
    _entry(size, "Bigger text").trigger()  # type: ignore[attr-defined]
    assert settings.text_steps() == 1
    menu = _menu(window.home)  # Home was rebuilt at the new size
    languages = _entry(menu, "Language").menu()  # type: ignore[attr-defined]
    assert "Deutsch" in [a.text() for a in languages.actions()]
    assert _entry(menu, "Full screen").isCheckable()  # type: ignore[attr-defined]
    _entry(menu, "Keyboard shortcuts").trigger()  # type: ignore[attr-defined]
    sheet = window.findChild(ShortcutSheet)
    assert sheet is not None and sheet.isVisible()
    sheet.reject()


def test_the_table_has_the_menu_button(qtbot: QtBot, window: MainWindow) -> None:
    Driver(qtbot, window).new_game(["Ada", "Bo"])
    menu = _menu(window.table.banner)
    assert _entry(menu, "Keyboard shortcuts") is window.keys_action


def test_the_shortcut_sheet_lists_the_registered_shortcuts(
    qtbot: QtBot, window: MainWindow
) -> None:
    Driver(qtbot, window).new_game(["Ada", "Bo"])
    sheet = window.show_shortcuts()
    rows = dict((what, keys) for keys, what in sheet.rows())
    assert rows["Undo"] == "Ctrl+Z"
    assert rows["History"] == "Ctrl+H"
    assert rows["Bigger text"] == "Ctrl++, Ctrl+="
    assert rows["Keyboard shortcuts"] == "F1"
    assert rows["End the turn"] == "E"
    assert rows["The played card is green"] == "G"
    assert any(keys == "0–9" for keys in rows.values())
    sheet.reject()


def test_shortcuts_work_with_the_history_focused(qtbot: QtBot, window: MainWindow) -> None:
    Driver(qtbot, window).new_game(["Ada", "Bo"])
    table = window.table
    window.history_dock.show()
    view = window.history.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_2)  # slot 2: the card's colour is asked next
    qtbot.wait(600)  # a lone digit waits for a second one
    assert table.flow.pending.slot is not None
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert table.flow.pending.slot is None
    qtbot.keyClick(view, Qt.Key.Key_A)  # the always-available slot: placed at once
    assert window.controller is not None and window.controller.state.turn.slot == "always"


def test_a_text_field_keeps_its_digits(qtbot: QtBot, window: MainWindow) -> None:
    Driver(qtbot, window).new_game(["Ada", "Bo"])
    table = window.table
    slot = next(b for b in table.slots.buttons.values() if b.isEnabled() and b.colour)
    click(qtbot, slot)
    table.turn.choose_colour(slot.colour)
    details = table.turn.details
    assert details.isVisible()
    details.name.setFocus()
    qtbot.keyClicks(details.name, "A2")
    assert details.name.text() == "A2"
    assert table.flow.pending.slot == slot.slot  # neither 'A' nor '2' chose a slot


def test_table_shortcuts_sleep_on_another_screen(qtbot: QtBot, window: MainWindow) -> None:
    Driver(qtbot, window).new_game(["Ada", "Bo"])
    table = window.table
    window.show_home()
    qtbot.keyClick(window.home, Qt.Key.Key_A)
    assert table.flow.pending.slot is None


def test_the_table_folds_into_tabs_when_small(qtbot: QtBot, window: MainWindow) -> None:
    Driver(qtbot, window).new_game(["Ada", "Bo"])
    table = window.table
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: table.compact is True)
    assert table.fold.isVisible()
    assert [table.fold.tabText(i) for i in range(table.fold.count())][:3] == [
        "Slots",
        "Boards",
        "Players",
    ]
    assert table.fold.currentWidget() is table.left_page  # a slot is to be chosen
    assert all(b.height() >= theme.TOUCH for b in table.slots.buttons.values())
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: table.compact is False)
    assert table.players_page.isVisible() and table.right.isVisible()
    assert not table.fold.isVisible()


def test_the_players_row_never_pushes_the_turn_panel(qtbot: QtBot, window: MainWindow) -> None:
    Driver(qtbot, window).new_game(["Ada", "Bo"])
    table = window.table
    qtbot.wait(20)
    top = table.phase.geometry()
    for panel in table.panels:
        panel.claimed.setText("<br>".join(["a new card line"] * 6))
    qtbot.wait(20)
    assert table.phase.geometry() == top


def test_the_shortcut_sheet_speaks_the_language(
    qtbot: QtBot, window: MainWindow, translations: object
) -> None:
    Driver(qtbot, window).new_game(["Ada", "Bo"])
    window.set_language("de")
    sheet = window.show_shortcuts()
    rows = dict(sheet.rows())
    assert rows["E"] == "Den Zug beenden"
    assert rows["Strg+Z"] == "Rückgängig"
    sheet.reject()
