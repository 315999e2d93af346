"""Fixing a past tap at the table, undo the whole turn, and why a site cannot be tapped."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QToolButton
from pytestqt.qtbot import QtBot
from ui_driver import Driver, click, key

from companion.core.registry import get_plugin
from companion.games.underwater_cities.commands import EndTurn, Gain, Place
from companion.games.underwater_cities.model import Resources
from companion.games.underwater_cities.state import CardInfo
from companion.store import GameStore
from ui.controller import GameController
from ui.games.underwater_cities.table.fix_strip import FixStrip
from ui.games.underwater_cities.table.screen import TableScreen
from ui.games.underwater_cities.table.steps import Choice
from ui.main_window import MainWindow
from ui.widgets.bubble import Bubble

UC = "underwater_cities"


def _turn(controller: GameController, end: bool = True) -> None:
    """The current player: the always-available slot, its gain, then End turn."""
    player = controller.state.current_player
    assert controller.execute(Place(player=player, slot="always", card=CardInfo(colour="green")))
    assert controller.execute(Gain(player=player, resources=Resources(credits=2), cards=2))
    if end:
        assert controller.execute(EndTurn(player=player))


def test_undo_turn_takes_back_the_turn_so_far_then_the_previous_turn(
    qtbot: QtBot, store: GameStore
) -> None:
    controller = GameController(store.new_game(UC, get_plugin(UC).example_setup(2, 1)))
    start = controller.state
    _turn(controller)
    next_turn = controller.state
    _turn(controller, end=False)
    assert controller.game.head == 6
    with qtbot.waitSignal(controller.changed) as changed:
        assert controller.undo_turn()
    assert changed.args[0].undone and len(changed.args[0].events) >= 2  # one redraw
    assert controller.state == next_turn and controller.game.head == 4
    assert controller.undo_turn()  # nothing tapped yet: the whole previous turn
    assert controller.state == start and controller.game.head == 1
    assert not controller.undo_turn() and not controller.can_undo  # the setup stays
    assert controller.redo() and controller.game.head == 2  # redo: one tap at a time
    controller.close()


def _game(qtbot: QtBot, window: MainWindow) -> tuple[Driver, TableScreen, GameController]:
    driver = Driver(qtbot, window, seed=2)
    driver.new_game(["Ada", "Bo"])
    table = driver.table
    controller = window.controller
    assert controller is not None
    key(qtbot, table, "A")  # the tile; its 2 credits and 2 cards and the close follow
    key(qtbot, table, "E")
    key(qtbot, table, "A")
    return driver, table, controller


def _commands(path: Path) -> list[tuple[object, ...]]:
    with sqlite3.connect(path) as db:
        return db.execute("SELECT seq, command, status FROM commands ORDER BY seq").fetchall()


def test_fixing_a_past_slot_by_tapping_it_again_at_the_table(
    qtbot: QtBot, window: MainWindow
) -> None:
    _, table, controller = _game(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    history = window.history
    history.select(2)
    before = controller.game.state_before(2)
    click(qtbot, history.fix_table)
    strip = table.findChild(FixStrip)
    assert strip is not None and strip.isVisible()
    assert strip.text.text().startswith("Fixing tap 2: ")
    assert "placed a tile on the always-available slot" in strip.text.text()
    assert "Esc cancels" in strip.text.text()
    assert controller.fixing == 2 and controller.state == before
    assert table.isAncestorOf(QApplication.focusWidget()) or table.hasFocus()  # keys work
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    assert not history.undo_turn.isEnabled() and not history.delete.isEnabled()
    assert "always" not in controller.state.occupied  # the table shows that moment
    player = before.current_player
    slot = next(
        b
        for b in table.slots.buttons.values()
        if b.isEnabled() and b.colour is not None and b.slot != "always"
    )
    colour = next(c for c in ("green", "red", "yellow") if c != slot.colour)
    click(qtbot, slot)
    key(qtbot, table, colour[0].upper())  # a card of another colour: placed at once
    assert controller.fixing is None and not strip.text.text().startswith("Fixing")
    assert controller.state.occupied[slot.slot] == (player,)
    statuses = {entry.seq: entry.status for entry in controller.log()}
    # replayed: the app's gain and close of the always slot's action are now illegal
    assert statuses == {
        1: "ok",
        2: "ok",
        3: "conflict",
        4: "conflict",
        5: "ok",
        6: "ok",
        7: "ok",
        8: "ok",
    }
    assert "⚠" in strip.text.text() and "3" in strip.text.text()  # the gain is now illegal
    assert history.conflicts.isVisible() and "3" in history.conflicts.text()
    selected = history.selected()
    assert selected is not None and selected.seq == 3  # the conflict, ready to fix or delete
    assert window.undo_action.isEnabled()


def test_cancelling_a_fix_leaves_the_game_and_its_saved_taps_as_they_were(
    qtbot: QtBot, window: MainWindow
) -> None:
    _, table, controller = _game(qtbot, window)
    database = window.store.path
    saved, state, log = _commands(database), controller.state, controller.log()
    assert controller.begin_fix(2)
    strip = table.findChild(FixStrip)
    assert strip is not None and strip.isVisible()
    slot = next(b for b in table.slots.buttons.values() if b.isEnabled())
    click(qtbot, slot)
    assert table.flow.pending.slot is not None
    key(qtbot, table, "Esc")  # first the pending choice goes
    assert controller.fixing == 2 and table.flow.pending.slot is None
    key(qtbot, table, "Esc")  # then the fix
    assert controller.fixing is None and not strip.isVisible()
    assert controller.state == state and controller.log() == log
    assert _commands(database) == saved
    assert controller.begin_fix(2)
    click(qtbot, strip.cancel)
    assert controller.fixing is None and _commands(database) == saved


def test_undo_turn_on_the_banner(qtbot: QtBot, window: MainWindow) -> None:
    _, table, controller = _game(qtbot, window)
    after_first_turn = controller.game.state_before(6)
    button = table.banner.findChild(QToolButton, "undo-turn")
    assert button is not None and button.isEnabled()
    click(qtbot, button)
    assert controller.state == after_first_turn
    assert controller.state.turn is not None and controller.state.turn.slot is None


def _tap_site(qtbot: QtBot, table: TableScreen, site: str) -> Bubble:
    view = table.board_views[table.boards.currentIndex()]
    point = view.site_at(site).toPoint()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    bubble = Bubble.current()
    assert bubble is not None and bubble.isVisible()
    return bubble


def test_a_site_that_is_not_highlighted_says_why(qtbot: QtBot, window: MainWindow) -> None:
    driver = Driver(qtbot, window, seed=2)
    driver.new_game(["Ada", "Bo"])
    table = driver.table
    controller = window.controller
    assert controller is not None
    player = controller.state.current_player
    table.boards.setCurrentIndex(player)
    view = table.board_views[player]
    start = controller.state.players[player].layout
    start_city = start.start_city if start is not None else "c33"
    far = next(s for s in sorted(view.sites) if s.startswith("t_") and start_city not in s)
    bubble = _tap_site(qtbot, table, far)
    assert "choose a build or an upgrade in the turn panel first" in bubble.text()
    assert bubble.text().startswith("tunnel, ")
    assert not bubble.hasFocus()

    click(qtbot, table.slots.buttons["s12_09"])  # build 2 tunnels
    key(qtbot, table, "G")  # not a match: placed at once
    table.flow.start(Choice("build", "Build a tunnel", build="tunnel"))
    assert view.tappable and far not in view.tappable
    bubble = _tap_site(qtbot, table, far)
    name = controller.state.players[player].name
    assert bubble.text().startswith(f"{name} cannot build a tunnel on tunnel, ")
    assert bubble.text().endswith("it would not connect to the start city.")

    other = 1 - player
    table.boards.setCurrentIndex(other)
    bubble = _tap_site(qtbot, table, far)
    assert bubble.text() == f"It is {name}'s turn: only {name}'s board takes a build now."
    qtbot.mouseClick(table.banner, Qt.MouseButton.LeftButton)  # the next tap: it goes
    qtbot.waitUntil(lambda: Bubble.current() is None)


def test_fixing_mode_in_the_controller(qtbot: QtBot, store: GameStore) -> None:
    controller = GameController(store.new_game(UC, get_plugin(UC).example_setup(2, 1)))
    _turn(controller)
    now, log = controller.state, controller.log()
    assert not controller.begin_fix(1)  # the setup is fixed with its form
    with qtbot.waitSignal(controller.changed) as entered:
        assert controller.begin_fix(3)
    assert entered.args[0].everything and controller.fixing == 3
    assert controller.state == controller.game.state_before(3)
    assert not controller.can_undo and not controller.undo() and not controller.undo_turn()
    assert not controller.redo() and controller.delete(2) is None
    player = controller.state.current_player
    with qtbot.waitSignal(controller.failed):  # illegal here: refused, still fixing
        assert not controller.execute(Place(player=player, slot="always", card=None))
    assert controller.fixing == 3 and controller.log() == log
    with qtbot.waitSignal(controller.fixed) as fixed:
        assert controller.execute(Gain(player=player, resources=Resources(credits=1), cards=2))
    assert fixed.args == [3, []] and controller.fixing is None
    credits = controller.state.players[player].resources.credits
    assert credits == now.players[player].resources.credits - 1
    controller.close()
