"""The starting buildings entered by hand ("PREPARAZIONE" 2): the boxes start empty
(never the app's draw), and Next is refused in player words until every open area
has one and each building is used as often as the box has it. The app's draw stays
the default, one tap away."""

from __future__ import annotations

from ant_driver import open_setup
from pytestqt.qtbot import QtBot
from ui_driver import click

from companion.games.antarctica.data import AREAS
from companion.games.antarctica.setup import starting_buildings
from ui.main_window import MainWindow


def test_entering_by_hand_starts_empty_and_refuses_until_complete(
    qtbot: QtBot, window: MainWindow
) -> None:
    wizard = open_setup(qtbot, window)
    click(qtbot, wizard.count_group.button(3))
    click(qtbot, wizard.next)
    assert wizard.draw_buildings.isChecked()  # the app's draw: the default
    drawn = wizard.starting()
    assert None not in drawn
    click(qtbot, wizard.enter_buildings)
    assert wizard.starting() == [None] * AREAS
    click(qtbot, wizard.next)
    assert wizard.pages.currentIndex() == 1
    assert "still empty: 1, 2, 3, 4, 5, 6, 7, 8" in wizard.error.text()
    kinds = sorted(starting_buildings(3).elements())
    for area, kind in enumerate(kinds[:-1]):
        box = wizard.area_boxes[area]
        box.setCurrentIndex(box.findData(kind))
    click(qtbot, wizard.next)
    assert wizard.pages.currentIndex() == 1
    assert "still empty: 8)" in wizard.error.text()
    last = wizard.area_boxes[AREAS - 1]
    last.setCurrentIndex(last.findData(kinds[0]))  # a building named once too often
    click(qtbot, wizard.next)
    assert wizard.pages.currentIndex() == 1
    assert "the box has" in wizard.error.text()
    last.setCurrentIndex(last.findData(kinds[-1]))
    click(qtbot, wizard.next)
    assert wizard.pages.currentIndex() == 2, wizard.error.text()
    assert wizard.starting() == kinds


def test_the_draw_is_one_tap_back(qtbot: QtBot, window: MainWindow) -> None:
    wizard = open_setup(qtbot, window)
    click(qtbot, wizard.count_group.button(2))
    click(qtbot, wizard.next)
    click(qtbot, wizard.enter_buildings)
    click(qtbot, wizard.draw_buildings)
    closed = set(wizard.catalogue.board.closed_with_two)
    chosen = wizard.starting()
    assert all((kind is None) == (area in closed) for area, kind in enumerate(chosen))
    click(qtbot, wizard.next)
    assert wizard.pages.currentIndex() == 2
