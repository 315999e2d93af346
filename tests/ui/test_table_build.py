"""The table's widgets are made under their final parents (issue #13: moving a built
widget restyles all it holds), with the Tab order they had when moved there."""

from __future__ import annotations

from pathlib import Path

from focus_chain import tab_chain
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from ui.app import demo_store
from ui.main_window import MainWindow


def test_the_table_is_built_in_place_and_tabs_as_before(qtbot: QtBot, data_dir: Path) -> None:
    store, number = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    assert window.open_game(number)
    table = window.table
    assert table is not None
    # in place: the pages sit in their splitters and scroll areas
    assert table.left_page.parentWidget() is table.split
    assert table.phase_box.parentWidget() is table.split
    assert table.right.parentWidget() is table.side
    assert table.guide.parentWidget() is table.side
    areas: list[QScrollArea] = [table.left_page, table.players_page, *table.pages.values()]
    for area in areas:
        assert area.widget().parentWidget() is area.viewport()
    assert table.split.widget(0) is table.left_page and table.split.widget(1) is table.phase_box
    assert table.side.widget(0) is table.right and table.side.widget(1) is table.guide
    # Tab reaches a scroll area after what it held when built (not before it)
    chain = tab_chain(window)
    for area in (table.left_page, *table.pages.values()):
        held = [w for w in chain if area.isAncestorOf(w)]
        assert held, area
        assert chain.index(area) > chain.index(held[0])
    window.close()
    store.close()
