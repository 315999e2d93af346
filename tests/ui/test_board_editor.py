"""The board editor and the slot-colour check (issue #17, item 4), through the widgets."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from ui_driver import Driver, click, open_wizard, type_into

from companion.games.underwater_cities.board import builtin_layout
from companion.games.underwater_cities.commands import SetSlotColour
from companion.store import GameStore
from ui.games.underwater_cities.board_editor import BoardEditor
from ui.games.underwater_cities.game_data import library_of
from ui.games.underwater_cities.library import LibraryScreen
from ui.games.underwater_cities.wizard import NewGameWizard
from ui.main_window import MainWindow


def _choose(combo: object, data: str) -> None:
    from PySide6.QtWidgets import QComboBox

    assert isinstance(combo, QComboBox)
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def _editor(qtbot: QtBot, window: MainWindow, board: int) -> BoardEditor:
    editor = BoardEditor(window, board)
    qtbot.addWidget(editor)
    editor.resize(1100, 700)
    editor.show()
    qtbot.waitExposed(editor)
    return editor


def test_the_editor_edits_saves_and_a_new_game_uses_the_board(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    editor = _editor(qtbot, window, 2)
    assert "not checked against your copy" in editor.status.text()
    point = editor.view.site_at("t_c11_c22").toPoint()
    from PySide6.QtCore import Qt

    qtbot.mouseClick(editor.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert editor.selected == "t_c11_c22"
    assert editor.site_title.text() == "tunnel, top left – centre"
    editor.marks.bonus["kelp"].setValue(2)
    tunnel = next(t for t in editor.board.tunnels if t.id == "t_c11_c22")
    assert tunnel.bonus is not None and tunnel.bonus.resources.kelp == 2
    _choose(editor.free_cell, "c14")
    click(qtbot, editor.findChild(type(editor.save_button), "editor-add-city"))
    assert editor.site_title.text() == "city, top far right"
    _choose(editor.end_a, "c14")
    _choose(editor.end_b, "c13")
    click(qtbot, editor.findChild(type(editor.save_button), "editor-add-tunnel"))
    _choose(editor.city_target, "c24")
    click(qtbot, editor.move_city_button)
    assert editor.site_title.text() == "city, middle far right"
    assert {"t_c13_c24", "x_c24"} <= {
        s.id for s in (*editor.board.tunnels, *editor.board.buildings)
    }
    assert "c" + "24" not in editor.site_title.text()
    editor.confirmed.setChecked(True)
    click(qtbot, editor.save_button)
    assert editor.problems.text() == ""
    rows = store.game_data("underwater_cities", "board")
    assert [row.key for row in rows] == ["2"]
    assert "Checked against your copy" in editor.status.text()
    editor.close()

    wizard = open_wizard(qtbot, window)
    assert isinstance(wizard, NewGameWizard)
    type_into(qtbot, wizard.count, "2")
    for seat, name in enumerate(["Anna", "Ben"]):
        type_into(qtbot, wizard.rows[seat].name, name)
    _choose(wizard.rows[0].board, 2)  # type: ignore[arg-type]
    click(qtbot, wizard.next)
    click(qtbot, wizard.drawn_order)
    for _ in range(3):
        click(qtbot, wizard.next)
    assert window.controller is not None
    layout = window.controller.state.players[0].layout
    assert layout is not None and layout.confirmed and "c24" in {c.id for c in layout.cities}


def test_an_invalid_layout_is_refused_with_words_and_not_saved(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    editor = _editor(qtbot, window, 1)
    tunnels = len(editor.board.tunnels)
    _choose(editor.end_a, "brown")
    _choose(editor.end_b, "blue1")
    click(qtbot, editor.findChild(type(editor.save_button), "editor-add-tunnel"))
    assert editor.problems.text() == (
        "Not changed: a tunnel site needs a city site at one end at least"
    )
    assert len(editor.board.tunnels) == tunnels
    editor.select("c33")
    assert not editor.remove_button.isVisibleTo(editor)  # the start city stays
    for tunnel in ("t_c21_c31", "t_c31_c32"):
        editor.select(tunnel)
        click(qtbot, editor.remove_button)
    assert "city, bottom left: no path of tunnel sites" in editor.problems.text()
    click(qtbot, editor.save_button)
    assert editor.problems.text().startswith("Not saved: city, bottom left")
    assert store.game_data("underwater_cities", "board") == []
    editor.close()


def test_the_library_opens_the_editor(qtbot: QtBot, window: MainWindow) -> None:
    screen = LibraryScreen(window)
    qtbot.addWidget(screen)
    editor = screen.open_board_editor()
    assert isinstance(editor, BoardEditor) and editor.board == builtin_layout(1)
    editor.close()


def test_the_slot_colour_check_saves_for_later_games_and_corrects_this_one(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    driver = Driver(qtbot, window)
    driver.new_game(["Anna", "Ben"])
    table = driver.table
    bar = table.calibrate
    assert not bar.hint.isVisible()
    unchecked = [s for s, b in table.slots.buttons.items() if s != "always" and not b.checked]
    assert unchecked, "the built-in slot colours are not all certain"
    click(qtbot, bar.check)
    assert bar.hint.isVisible()
    assert all(b.isEnabled() for b in table.slots.buttons.values())
    slot = unchecked[0]
    button = table.slots.buttons[slot]
    before = button.colour
    assert button.status == "not checked: tap if right"
    click(qtbot, button)
    game = window.controller.game  # type: ignore[union-attr]
    assert library_of(game).boards.colour_checked(slot)
    assert button.checked and button.colour == before
    commands = len(game.log())
    click(qtbot, button)
    assert button.colour != before
    assert window.controller.state.settings.slot_colours[slot] == button.colour  # type: ignore[union-attr]
    assert len(game.log()) == commands + 1
    assert isinstance(game.log()[-1].command, SetSlotColour)
    (row,) = store.game_data("underwater_cities", "slot_colour")
    assert row.key == slot and button.colour in row.entry
    assert library_of(game).boards.slot_colours("1-2") == {slot: button.colour}
    click(qtbot, bar.check)
    assert not bar.hint.isVisible() and button.checked


def test_the_editor_never_opens_larger_than_the_screen(qtbot: QtBot, window: MainWindow) -> None:
    """On a 1024×600 screen the editor opens within it, so Save stays in reach; on
    a large one at its preferred size."""
    editor = BoardEditor(window, 1)
    qtbot.addWidget(editor)
    editor.fit_within(1024, 600)
    assert (editor.width(), editor.height()) == (1024, 600)
    editor.show()
    save = editor.save_button
    inside = save.mapTo(editor, save.rect().bottomRight())
    assert inside.x() <= editor.width() and inside.y() <= editor.height()
    editor.fit_within(2560, 1440)
    assert (editor.width(), editor.height()) == BoardEditor.PREFERRED
