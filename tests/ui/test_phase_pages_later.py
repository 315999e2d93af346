"""The table's hidden phase pages (production, the era's keeping, the game's end) are
built after the first paint, in idle time, or by their first use (issue #13)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from focus_chain import tab_chain
from project_scripts import opened_demo, resumed_first_frame_lines
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from ui.games.underwater_cities.table.screen import TableScreen
from ui.main_window import MainWindow

PAGES: tuple[Literal["production", "era_keep", "over"], ...] = ("production", "era_keep", "over")

CHECKS = """
import sys
table = window.table
print("built:", *[page for page in ("production", "era_keep", "over") if table.built(page)])
later = ["ui.games.underwater_cities.table.production", "ui.games.underwater_cities.settle"]
print("imported:", *[name for name in later if name in sys.modules])
# the turn panel's parts built after the first paint: the card's details, the record of
# an unknown card, the special card's name
parts = ["ui.games.underwater_cities.effect_editor", "ui.games.underwater_cities.tile_entry"]
parts.append("companion.games.underwater_cities.preview")
print("parts imported:", *[name for name in parts if name in sys.modules])
"""


def test_the_first_frame_builds_no_hidden_phase_page(data_dir: Path) -> None:
    lines = resumed_first_frame_lines(data_dir, CHECKS)
    assert "built:" in lines  # none of them
    assert "imported:" in lines  # nor their modules
    assert "parts imported:" in lines  # nor those of the turn panel's later parts


def _table(qtbot: QtBot, data_dir: Path) -> tuple[MainWindow, TableScreen]:
    _, window, table = opened_demo(qtbot, data_dir)
    return window, table


def _in_place(window: MainWindow, table: TableScreen) -> None:
    """The pages sit in the stack in their order, each Tab-reached after the page
    before it (the turn panel's first) and before the boards, as when the table's
    constructor made them all."""
    areas: list[QScrollArea] = [table.pages[table.turn]]
    areas += [table.pages[page] for page in (table.production, table.era_keep, table.over)]
    assert [table.phase.widget(i) for i in range(table.phase.count())] == areas
    assert table.phase.currentWidget() is areas[0]
    chain = tab_chain(window)
    places = [chain.index(area) for area in areas]
    for before, area, place in zip(places, areas[1:], places[1:], strict=False):
        held = [chain.index(w) for w in chain if w is not area and area.isAncestorOf(w)]
        assert held and before < min(held) and max(held) < place, area
    assert places[-1] < chain.index(table.boards.currentWidget())


def test_idle_time_builds_the_pages_in_place(qtbot: QtBot, data_dir: Path) -> None:
    window, table = _table(qtbot, data_dir)
    assert not any(table.built(page) for page in PAGES)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: table.built("over"), timeout=10000)
    _in_place(window, table)
    window.close()


def test_a_use_before_idle_time_builds_them_in_place(qtbot: QtBot, data_dir: Path) -> None:
    window, table = _table(qtbot, data_dir)
    window.show()
    qtbot.waitExposed(window)
    table._idle.stop()  # idle time held off
    table.ahead.timer.stop()
    (apply,) = [s for s in table.findChildren(QShortcut) if s.key().toString() == "P"]
    apply.activated.emit()  # apply production: not shown, so not built
    assert not table.built("production")
    assert table.over.standing.text() == ""  # the last page builds those before it
    assert all(table.built(page) for page in PAGES)
    _in_place(window, table)
    window.close()
