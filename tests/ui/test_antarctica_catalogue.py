"""Antarctica's catalogue screen: what the rulebook shows only in pictures ("RIQUADRO
A": the tracks' values and symbols; "PREPARAZIONE" 1 and 5: the closed areas and the
first game's ships; "RIQUADRO B": the building cards) is confirmed or corrected in
forms, saved as a ``DataRow``, and copied by the next new game; a correction that
would make the game unplayable is refused in words and nothing is saved or lost."""

from __future__ import annotations

import json

from ant_driver import open_setup
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot
from ui_driver import click, type_into

from companion.games.antarctica.catalogue import load_data
from companion.store import GameStore
from ui.games.antarctica.catalogue_screen import CatalogueScreen
from ui.main_window import MainWindow


def _library(window: MainWindow) -> CatalogueScreen:
    window.show_library("antarctica")
    screen = window.stack.currentWidget()
    assert isinstance(screen, CatalogueScreen)
    return screen


def _tap(qtbot: QtBot, widget: object, rect: object) -> None:
    point = rect.center().toPoint()  # type: ignore[attr-defined]
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(point))  # type: ignore[arg-type]


def _entry(store: GameStore, key: str) -> dict[str, object]:
    rows = {row.key: row for row in store.game_data("antarctica")}
    assert rows[key].kind in {"board", "track", "card"}
    entry: dict[str, object] = json.loads(rows[key].entry)
    return entry


def test_the_list_is_grouped_with_what_is_left_to_check(qtbot: QtBot, window: MainWindow) -> None:
    screen = _library(window)
    headings = [screen.items.item(i).text() for i, item in enumerate(screen.rows) if not item]
    assert headings == [
        "Board · 1 not checked",
        "Research tracks · 5 not checked",
        "Basic cards · 15 not checked",
        "Double cards · 12 not checked",
        "Advanced cards · 12 not checked",
    ]
    assert sum(item is not None for item in screen.rows) == 1 + 5 + 39
    texts = [screen.items.item(i).text() for i, item in enumerate(screen.rows) if item]
    assert all("not checked against your copy" in text for text in texts)
    screen.select("inland")
    click(qtbot, screen.confirm)
    assert screen.items.item(screen.row_of("inland")).text().startswith("✓")
    assert "Research tracks · 4 not checked" in screen.items.item(2).text()
    assert screen.status.text() == "Checked against your copy."


def test_a_track_corrected_in_its_form_riquadro_a(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    screen = _library(window)
    screen.select("coastal")
    form = screen.track_form
    assert screen.status.text().startswith("Not checked against your copy. Source:")
    type_into(qtbot, form.value, "5")
    type_into(qtbot, form.length, "11")
    click(qtbot, form.spaces[0])  # none → red
    form.action.setCurrentIndex(form.action.findData("ship_to_sun"))
    form.action.activated.emit(form.action.currentIndex())
    click(qtbot, form.spaces[1])  # the red scientist of space 2: chosen
    click(qtbot, form.spaces[1])  # red → blue
    click(qtbot, form.spaces[3])  # the blue shipyard draft of space 4: chosen
    click(qtbot, form.spaces[3])  # blue → none
    click(qtbot, form.spaces[3])
    click(qtbot, form.spaces[3])  # none → red → blue
    click(qtbot, form.spaces[3])  # blue → none
    assert form.preview.state is not None
    shown = form.preview.state.catalogue.track("coastal")
    assert (shown.value, shown.length, len(shown.symbols)) == (5, 11, 4)
    click(qtbot, screen.save)
    assert screen.error.text() == ""
    entry = _entry(store, "coastal")
    assert (entry["value"], entry["length"], entry["confirmed"]) == (5, 11, True)
    assert entry["symbols"] == [
        {"space": 1, "colour": "red", "action": "ship_to_sun"},
        {"space": 2, "colour": "blue", "action": "scientist"},
        {"space": 7, "colour": "red", "action": "expertise_card"},
        {"space": 9, "colour": "blue", "action": "ship_to_sun"},
    ]
    click(qtbot, screen.back_button)
    wizard = open_setup(qtbot, window)
    track = wizard.catalogue.track("coastal")
    assert (track.value, track.length, len(track.symbols)) == (5, 11, 4)
    assert wizard.command().catalogue.track("coastal") == track


def test_an_unplayable_track_is_refused_and_the_form_keeps_it_preparazione(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    """Each research centre feeds one track: two tracks on one centre cannot be played."""
    screen = _library(window)
    screen.select("coastal")
    form = screen.track_form
    type_into(qtbot, form.value, "6")
    form.centre.setCurrentIndex(form.centre.findData("inland"))
    click(qtbot, screen.save)
    assert screen.error.text() == (
        "The game could not be played like this, so nothing was saved: "
        "The Inland research centre needs one track, not Inland, Coastal; "
        "The Coastal research centre needs one track, not 0."
    )
    assert store.game_data("antarctica") == []
    assert (form.value.value(), form.centre.currentData()) == (6, "inland")


def test_the_board_corrected_by_tapping_preparazione_1_and_5(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    screen = _library(window)
    screen.select("board")
    form = screen.board_form
    _tap(qtbot, form.ring, form.ring.cell(2))  # area 3 and area 7 closed with 2 players
    assert form.closed == (2, 6)
    click(qtbot, screen.save)  # the first game's 2-player ships stand on areas 3 and 7
    assert screen.error.text().startswith("The game could not be played like this")
    assert "for 2 players must all be placed" in screen.error.text()
    assert store.game_data("antarctica") == []
    click(qtbot, form.count_buttons[2])
    assert "A ship stands on a closed area (area 3, area 7)" in form.prompt.text()
    click(qtbot, form.clear)
    assert form.prompt.text() == "Ship 1 of 6: A — tap an area"
    for area in (0, 1, 3, 4, 5, 7):
        _tap(qtbot, form.view, form.view.area_rect(area))
    _tap(qtbot, form.view, form.view.area_rect(0))  # every ship is placed: no seventh
    click(qtbot, form.undo)
    _tap(qtbot, form.view, form.view.area_rect(2))  # closed: not offered
    assert form.prompt.text() == "Ship 6 of 6: B — tap an area"
    _tap(qtbot, form.view, form.view.area_rect(0))
    assert form.prompt.text() == "Every ship is placed."
    click(qtbot, screen.save)
    assert screen.error.text() == ""
    entry = _entry(store, "board")
    assert entry["closed_with_two"] == [2, 6]
    ships = entry["first_game_ships"]
    assert isinstance(ships, dict)
    assert ships["2"] == [[0, 0], [1, 1], [1, 3], [0, 4], [0, 5], [1, 0]]
    click(qtbot, screen.back_button)
    wizard = open_setup(qtbot, window)
    assert wizard.catalogue.board.closed_with_two == (2, 6)
    wizard.set_count(2)
    assert wizard.ship_placements() == [(0, 0), (1, 1), (1, 3), (0, 4), (0, 5), (1, 0)]
    assert load_data(store.game_data("antarctica")).problems == ()


def test_a_card_corrected_in_its_form_riquadro_b(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    screen = _library(window)
    card = screen.data.catalogue.cards[0]
    screen.select(card.id)
    screen.card_form.scientists.setValue(3)
    click(qtbot, screen.card_form.asterisk)
    click(qtbot, screen.save)
    entry = _entry(store, card.id)
    assert (entry["scientists"], entry["asterisk"], entry["confirmed"]) == (3, True, True)
    # a card placing a sixth headquarters is refused (the box has five)
    other = next(c for c in screen.data.catalogue.cards if c.building != "headquarters")
    screen.select(other.id)
    form = screen.card_form
    form.building.setCurrentIndex(form.building.findData("headquarters"))
    click(qtbot, screen.save)
    assert "6 building cards place a Headquarters" in screen.error.text()
    assert len(store.game_data("antarctica")) == 1
    click(qtbot, screen.back_button)
    wizard = open_setup(qtbot, window)
    assert wizard.catalogue.card(card.id).scientists == 3
    assert wizard.catalogue.card(card.id).asterisk
