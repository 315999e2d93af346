"""Issue #13: the turn panel's parts a step shows only now and then (the card's
details, the record of an unknown card's effect, the special card's name) are not
built for the first frame: idle time after it builds them, in their places and Tab
order; a tap needing one before that builds it then."""

from __future__ import annotations

from pathlib import Path

import pytest
from focus_chain import tab_chain
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from ui_driver import Driver, click, special_step

from ui.app import demo_store
from ui.games.underwater_cities.table import screen
from ui.games.underwater_cities.table.screen import TableScreen
from ui.games.underwater_cities.table.turn_panel import TurnPanel
from ui.main_window import MainWindow


def _built(turn: TurnPanel) -> list[QWidget | None]:
    return [turn._details, turn._record, turn._namer]


def _in_place(turn: TurnPanel) -> None:
    """Each part sits where the panel used to make it: in the body, the Tab order and
    (the card's Save) the footer."""
    details, record, namer = turn.details, turn.record, turn.namer
    body = turn.body.widget().layout()
    assert body.indexOf(details) == body.indexOf(turn.by_number) + 1
    assert body.indexOf(record) == body.indexOf(turn.effect_buttons) + 1
    assert body.indexOf(namer) == body.indexOf(record) + 1
    footer = turn._footer
    assert footer.indexOf(details.save_place) == footer.indexOf(turn.finish) + 1
    assert footer.indexOf(turn.end_turn) == footer.indexOf(turn.finish) + 2
    chain = tab_chain(turn.window())

    def after(first: QWidget, widget: QWidget) -> None:
        assert chain.index(widget) == chain.index(first) + 1 + (first is turn.number)

    after(turn.number, details.number)  # the spin box's own line edit in between
    after(turn.free_build, next(iter(record.gained.spins.values())))
    after(record.apply, namer.name)
    assert chain.index(namer.button) < chain.index(turn.cancel)


def test_the_parts_are_built_in_idle_time_after_the_first_frame(
    qtbot: QtBot, data_dir: Path
) -> None:
    store, number = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    assert window.open_game(number)
    table = window.table
    assert isinstance(table, TableScreen)
    window.show()
    qtbot.waitExposed(window)
    assert _built(table.turn) == [None, None, None]  # not for the first frame
    qtbot.waitUntil(lambda: table._reserved)
    assert None not in _built(table.turn)
    details, record, namer = _built(table.turn)
    assert details is not None and record is not None and namer is not None
    assert details.isHidden() and record.isHidden() and namer.isHidden()
    assert details.save_place.isHidden()
    _in_place(table.turn)
    window.close()
    store.close()


@pytest.fixture
def no_idle_work(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's idle work never comes (taps only)."""
    monkeypatch.setattr(screen, "IDLE_AFTER_MS", 10**7)


@pytest.mark.usefixtures("no_idle_work")
def test_a_tap_before_idle_time_builds_the_details_it_shows(
    qtbot: QtBot, window: MainWindow
) -> None:
    driver = Driver(qtbot, window, seed=1)
    driver.new_game(["Ada", "Bo"])
    turn = driver.table.turn
    assert _built(turn) == [None, None, None]
    slot = next(
        b for b in driver.table.slots.buttons.values() if b.isEnabled() and b.colour is not None
    )
    click(qtbot, slot)
    assert _built(turn) == [None, None, None]  # the colour step needs none of them
    click(qtbot, turn.colours.button(f"colour-{slot.colour}"))
    assert turn._details is not None and turn._details.isVisible()
    assert turn._record is None and turn._namer is None
    click(qtbot, turn.details.types.buttons[1])  # its type places the tile
    state = window.controller.state if window.controller is not None else None
    assert state is not None and state.turn is not None and state.turn.matched
    assert not turn.details.isVisible()
    _in_place(turn)


@pytest.mark.usefixtures("no_idle_work")
def test_a_tap_before_idle_time_builds_the_namer_it_shows(qtbot: QtBot, window: MainWindow) -> None:
    driver, button = special_step(qtbot, window)
    controller = window.controller
    assert controller is not None
    turn = driver.table.turn
    click(qtbot, button)
    assert turn._namer is not None and turn._namer.isVisible()
    assert turn._details is None and turn._record is None
    turn.namer.name.setCurrentText("Grand Harbour")
    click(qtbot, turn.namer.button)
    assert controller.state.special_names == {"face_up_2": "Grand Harbour"}
    assert not turn.namer.isVisible()
    _in_place(turn)  # the record, built after the namer, still comes before it
