"""The turn's taps: slot, colour, card details, sites, payments, keys, undo and redo."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton, QToolButton
from pytestqt.qtbot import QtBot
from ui_driver import Driver, click, key, type_into

from companion.games.underwater_cities.state import CardInfo
from ui.games.underwater_cities.table.correction import CorrectionDialog
from ui.main_window import MainWindow


def _game(qtbot: QtBot, window: MainWindow) -> Driver:
    driver = Driver(qtbot, window, seed=1)
    driver.new_game(["Ada", "Bo"])
    return driver


def _first(window: MainWindow) -> int:
    assert window.controller is not None
    player = window.controller.state.current_player
    assert player is not None
    return player


def test_a_whole_turn_by_keys(qtbot: QtBot, window: MainWindow) -> None:
    """The always-available slot: its tile is placed at once (no card can match it,
    German p. 13), its fixed gain of 2 credits and 2 cards is taken by itself, and
    E ends the turn: two keys for the whole turn."""
    driver = _game(qtbot, window)
    table = driver.table
    player = _first(window)
    assert window.controller is not None
    before = window.controller.state.players[player]
    key(qtbot, table, "A")
    turn = window.controller.state.turn
    assert turn is not None and turn.slot == "always" and turn.slot_done and not turn.stack
    assert not table.turn.colours.isVisible()
    key(qtbot, table, "E")
    after = window.controller.state.players[player]
    assert after.resources.credits == before.resources.credits + 2
    assert after.hand == before.hand - 1 + 2 + 1
    assert window.controller.state.current_player != player


def test_undo_and_redo_by_keys_and_buttons(qtbot: QtBot, window: MainWindow) -> None:
    """Undo takes back a tap with the steps the app took by itself after it."""
    driver = _game(qtbot, window)
    table = driver.table
    assert window.controller is not None
    player = _first(window)
    credits = window.controller.state.players[player].resources.credits
    key(qtbot, table, "A")
    assert window.controller.state.turn is not None
    assert window.controller.state.turn.slot == "always"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.state.turn is not None
    assert window.controller.state.turn.slot is None
    assert window.controller.state.players[player].resources.credits == credits
    assert table.slots.buttons["always"].isEnabled()
    qtbot.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.controller.state.turn is not None
    assert window.controller.state.turn.slot == "always"
    assert window.controller.state.turn.slot_done
    assert window.controller.state.players[player].resources.credits == credits + 2
    undo = table.banner.findChild(QToolButton, "undo")
    assert undo is not None
    click(qtbot, undo)
    assert window.controller.state.turn is not None
    assert window.controller.state.turn.slot is None


def test_matched_card_asks_its_type_and_is_claimed(qtbot: QtBot, window: MainWindow) -> None:
    driver = _game(qtbot, window)
    table = driver.table
    player = _first(window)
    assert window.controller is not None
    slot = next(b for b in table.slots.buttons.values() if b.isEnabled() and b.colour is not None)
    click(qtbot, slot)
    click(qtbot, table.turn.colours.button(f"colour-{slot.colour}"))
    assert table.turn.details.isVisible()
    type_into(qtbot, table.turn.details.number, "77")
    type_into(qtbot, table.turn.details.name, "Test Card")
    key(qtbot, table, "2")  # permanent (the card-entry step: its type)
    click(qtbot, table.turn.details.save_place)
    turn = window.controller.state.turn
    assert turn is not None and turn.matched
    assert turn.card_done  # a free permanent card is claimed by itself (German p. 19)
    assert not table.turn.card_buttons.isVisible()
    claimed = window.controller.state.players[player].tableau
    assert [(c.number, c.name, c.type) for c in claimed] == [(77, "Test Card", "permanent")]
    assert "#77 Test Card" in table.panels[player].claimed.text()
    # A named card the library did not know is saved for later games and known now.
    known = window.controller.game.data.find_card(CardInfo(number=77))
    assert known is not None and known.name == "Test Card"
    saved = window.store.game_data("underwater_cities")
    assert ("card", "era:77") in [(row.kind, row.key) for row in saved]


def test_building_highlights_legal_sites_and_offers_biomatter(
    qtbot: QtBot, window: MainWindow
) -> None:
    driver = _game(qtbot, window)
    table = driver.table
    player = _first(window)
    assert window.controller is not None
    # The table corrects the counters first: 1 biomatter, 1 kelp.
    click(qtbot, table.panels[player].findChild(QPushButton, "correct"))
    dialog = window.findChild(CorrectionDialog)
    assert dialog is not None
    type_into(qtbot, dialog.counters["biomatter"][0], "1")
    type_into(qtbot, dialog.reason, "biomatter forgotten")
    click(qtbot, dialog.ok)
    assert window.controller.state.players[player].resources.biomatter == 1

    click(qtbot, table.slots.buttons["s12_04"])  # build 2 farms or 2 laboratories
    click(qtbot, table.turn.colours.button("colour-red"))
    click(qtbot, table.turn.effect_buttons.button("build-farm"))
    view = table.board_views[player]
    assert table.boards.currentIndex() == player
    assert view.tappable
    site = sorted(view.tappable)[0]
    point = view.site_at(site).toPoint()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    payments = [b.text() for b in table.turn.effect_buttons.buttons]
    assert any("biomatter" in text for text in payments) and len(payments) == 2
    click(qtbot, next(b for b in table.turn.effect_buttons.buttons if "biomatter" in b.text()))
    mine = window.controller.state.players[player]
    assert mine.built[site].kind == "farm"
    assert mine.resources.biomatter == 0 and mine.resources.kelp == 1
    assert "farm" in view.sites[site].shape.toolTip()


def test_a_refused_tap_explains_itself(qtbot: QtBot, window: MainWindow) -> None:
    driver = _game(qtbot, window)
    table = driver.table
    player = _first(window)
    click(qtbot, table.panels[player].findChild(QPushButton, "correct"))
    dialog = window.findChild(CorrectionDialog)
    assert dialog is not None
    assert not dialog.ok.isEnabled()  # a reason is required
    type_into(qtbot, dialog.counters["hand"][0], "5")
    type_into(qtbot, dialog.reason, "drew too many")
    click(qtbot, dialog.ok)
    assert "discard down to 3" in table.banner.text()
    click(qtbot, table.slots.buttons["always"])
    assert table.turn.card_buttons.button("discard") is not None
    key(qtbot, table, "D")
    assert window.controller is not None
    assert window.controller.state.players[player].hand == 3


def test_end_turn_says_what_is_unused_and_asks_once(qtbot: QtBot, window: MainWindow) -> None:
    """An unused slot action is lost at the end of the turn: End turn first says
    so, beside the button, and the next tap ends the turn anyway; nothing is
    lost silently."""
    driver = _game(qtbot, window)
    table = driver.table
    player = _first(window)
    assert window.controller is not None
    click(qtbot, table.slots.buttons["s12_02"])  # 2 science, or upgrade
    click(qtbot, table.turn.colours.button("colour-green"))
    click(qtbot, table.turn.end_turn)
    assert table.turn.warning.isVisible()
    assert "the slot's action" in table.turn.warning.text()
    assert table.turn.end_turn.text() == "End turn anyway (E)"
    assert window.controller.state.current_player == player  # not ended yet
    key(qtbot, table, "E")
    assert window.controller.state.current_player != player
    assert not table.turn.warning.isVisible()
    assert table.turn.end_turn.text() == "End turn (E)"
