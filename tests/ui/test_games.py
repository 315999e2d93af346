"""The generic window with two games: the wizard asks which, the game chosen is the
one created, and its own table, history words and final detail are shown."""

from __future__ import annotations

import pytest
from counter_ui import COUNTER_UI, CounterSetup, CounterTable
from pytestqt.qtbot import QtBot
from ui_driver import click

from companion.core import registry
from companion.store import GameStore
from ui import game_ui
from ui.games.underwater_cities.wizard import NewGameWizard
from ui.main_window import MainWindow
from ui.screens.final import FinalScreen
from ui.screens.wizard import GameChooser


@pytest.fixture
def two_games(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.store.counter import COUNTER_GAME

    monkeypatch.setitem(registry._EXTRA, "counter", COUNTER_GAME)
    monkeypatch.setitem(game_ui._EXTRA, "counter", COUNTER_UI)


def test_one_game_skips_the_choice(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    only = [game_ui.get_game_ui("underwater_cities")]
    monkeypatch.setattr("ui.main_window.game_uis", lambda: only)
    click(qtbot, window.home.new_button)
    assert isinstance(window.stack.currentWidget(), NewGameWizard)


def test_the_wizard_asks_which_game_and_creates_that_one(
    qtbot: QtBot, window: MainWindow, store: GameStore, two_games: None
) -> None:
    click(qtbot, window.home.new_button)
    chooser = window.stack.currentWidget()
    assert isinstance(chooser, GameChooser)
    assert set(chooser.buttons) == {"antarctica", "counter", "otys", "underwater_cities"}
    click(qtbot, chooser.buttons["counter"])
    setup = window.stack.currentWidget()
    assert isinstance(setup, CounterSetup)
    click(qtbot, setup.start)

    table = window.stack.currentWidget()
    assert isinstance(table, CounterTable)
    assert window.controller is not None and window.controller.game_id == "counter"
    assert store.summary(window.controller.id).game_id == "counter"
    assert "Counter #" in window.windowTitle()
    assert table.findChild(type(window.home.new_button), "counter-add") is not None

    click(qtbot, table.add)  # Ann 5
    window.history_dock.show()
    texts = [
        window.history.model.item(row).text() for row in range(window.history.model.rowCount())
    ]
    assert texts == ["1. setup", "2. add Ann"]
    events = window.history.model.item(1)
    assert [events.child(i).text() for i in range(events.rowCount())] == [
        "· added",
        "· turn_passed",
    ]
    window.undo()
    assert table.changes[-1].undone and table.changes[-1].everything
    window.redo()
    click(qtbot, table.add)  # Bob 5
    click(qtbot, table.add)  # Ann 10: wins
    final = window.stack.currentWidget()
    assert isinstance(final, FinalScreen)
    assert "Ann" in final.winner.text()
    assert final.totals() == {"Ann": 10, "Bob": 5}
    assert final.detail.objectName() == "counter-final"


def test_choosing_the_other_game_shows_its_pages(
    qtbot: QtBot, window: MainWindow, two_games: None
) -> None:
    click(qtbot, window.home.new_button)
    chooser = window.stack.currentWidget()
    assert isinstance(chooser, GameChooser)
    click(qtbot, chooser.buttons["underwater_cities"])
    assert isinstance(window.stack.currentWidget(), NewGameWizard)


def test_a_stored_game_opens_with_its_own_ui(
    qtbot: QtBot, window: MainWindow, store: GameStore, two_games: None
) -> None:
    from tests.store.counter import Setup

    number = store.new_game("counter", Setup(players=("Ann", "Bob"), target=10)).id
    window.home.refresh()
    assert any(g.id == number for g in window.home.model.games)
    assert "Counter" in window.home.model.data(window.home.model.index(0, 0))
