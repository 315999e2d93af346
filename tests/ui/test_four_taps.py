"""Issue #11: a turn in few taps on buttons that keep their places.

German rulebook pages: a turn p. 7, card colours and slots p. 9, the
always-available slot p. 13, effects used in any order p. 13, permanent cards
p. 19.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from ui_driver import Driver, click, key, type_into

from ui.main_window import MainWindow


def _game(qtbot: QtBot, window: MainWindow) -> Driver:
    driver = Driver(qtbot, window, seed=1)
    driver.new_game(["Ada", "Bo"])
    return driver


def _state(window: MainWindow):  # type: ignore[no-untyped-def]
    assert window.controller is not None
    return window.controller.state


def _where(widget: QWidget) -> QPoint:
    return widget.mapTo(widget.window(), QPoint(0, 0))


def test_the_next_players_slot_ends_the_turn(qtbot: QtBot, window: MainWindow) -> None:
    """Once the tile is placed, a slot tapped is the next turn's: the turn ends
    (its draw included) and the next player's slot is chosen, in one tap."""
    driver = _game(qtbot, window)
    table = driver.table
    first = _state(window).current_player
    key(qtbot, table, "A")  # the whole always-available turn
    hand = _state(window).players[first].hand
    click(qtbot, table.slots.buttons["s12_02"])
    state = _state(window)
    assert state.current_player != first
    assert state.players[first].hand == hand + 1  # the end-of-turn draw
    assert table.flow.pending.slot == "s12_02"
    assert table.turn.colours.isVisible()


def test_the_next_players_slot_asks_once_when_something_is_unused(
    qtbot: QtBot, window: MainWindow
) -> None:
    driver = _game(qtbot, window)
    table = driver.table
    first = _state(window).current_player
    click(qtbot, table.slots.buttons["s12_02"])  # 2 science, or upgrade: a choice
    click(qtbot, table.turn.colours.button("colour-yellow"))
    click(qtbot, table.slots.buttons["always"])
    assert _state(window).current_player == first
    assert table.turn.warning.isVisible()
    assert "slot again" in table.turn.warning.text()
    click(qtbot, table.slots.buttons["always"])
    state = _state(window)
    assert state.current_player != first
    assert state.turn is not None and state.turn.slot == "always"


def test_a_single_kind_of_build_waits_for_its_site(qtbot: QtBot, window: MainWindow) -> None:
    """Build 2 desalination plants: after the card's colour the board already
    shows where (no "Build" button to tap first)."""
    driver = _game(qtbot, window)
    table = driver.table
    player = _state(window).current_player
    click(qtbot, table.slots.buttons["s12_12"])
    click(qtbot, table.turn.colours.button("colour-red"))
    assert table.flow.pending.build == "desalination"
    view = table.board_views[player]
    assert view.tappable
    assert driver.tap_site()
    built = [b.kind for b in _state(window).players[player].built.values()]
    assert "desalination" in built
    assert table.flow.pending.build == "desalination"  # the second one


def test_buttons_keep_their_places_while_an_effect_is_used(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Gain 2 different resources: after the first, the others stay where they were
    and the used one leaves an empty place (a second tap never lands elsewhere)."""
    driver = _game(qtbot, window)
    table = driver.table
    click(qtbot, table.slots.buttons["s12_03"])
    click(qtbot, table.turn.colours.button("colour-red"))
    grid = table.turn.effect_buttons
    before = {key: _where(grid.button(key)) for key in ("gain-kelp", "gain-science")}
    end = _where(table.turn.end_turn)
    click(qtbot, grid.button("gain-credits"))
    credits = grid.button("gain-credits")
    assert credits is None or not credits.isVisible()
    after = {key: _where(grid.button(key)) for key in ("gain-kelp", "gain-science")}
    assert after == before
    assert _where(table.turn.end_turn) == end


def test_a_card_the_library_knows_is_placed_by_its_number(qtbot: QtBot, window: MainWindow) -> None:
    """Taught once with its colour and type, a card is placed by its number alone
    at the colour step: the number says the colour, the type and the effect."""
    driver = _game(qtbot, window)
    table = driver.table
    first = _state(window).current_player
    click(qtbot, table.slots.buttons["s12_02"])
    click(qtbot, table.turn.colours.button("colour-red"))
    type_into(qtbot, table.turn.details.number, "120")
    type_into(qtbot, table.turn.details.name, "Deep Lab")
    key(qtbot, table, "4")  # production
    click(qtbot, table.turn.details.save_place)
    assert _state(window).players[first].tableau[-1].number == 120  # claimed by itself
    click(qtbot, table.turn.end_turn)
    click(qtbot, table.turn.end_turn)  # the slot's action unused: ends anyway
    second = _state(window).current_player
    click(qtbot, table.slots.buttons["s12_06"])  # red: take 1 special card
    type_into(qtbot, table.turn.number, "120")
    qtbot.keyClick(table.turn.number, Qt.Key.Key_Return)
    turn = _state(window).turn
    assert turn is not None and turn.matched and turn.card_done
    assert _state(window).players[second].tableau[-1].name == "Deep Lab"


def test_an_unknown_cards_gains_and_costs_in_one_tap(qtbot: QtBot, window: MainWindow) -> None:
    """A card the companion does not know: steppers for what it gave and cost, one
    Record tap, and one undo takes the whole of it back."""
    driver = _game(qtbot, window)
    table = driver.table
    player = _state(window).current_player
    before = _state(window).players[player].resources
    click(qtbot, table.slots.buttons["s12_02"])
    click(qtbot, table.turn.colours.button("colour-red"))
    key(qtbot, table, "1")  # an instant card, nothing more said
    click(qtbot, table.turn.card_buttons.button("resolve"))
    record = table.turn.record
    assert record.isVisible()
    type_into(qtbot, record.gained.spins["kelp"], "2")
    type_into(qtbot, record.paid.spins["credits"], "1")
    click(qtbot, record.apply)
    after = _state(window).players[player].resources
    assert (after.kelp, after.credits) == (before.kelp + 2, before.credits - 1)
    assert window.controller is not None
    window.controller.undo()
    again = _state(window).players[player].resources
    assert (again.kelp, again.credits) == (before.kelp, before.credits)


def test_a_refused_tap_says_why_beside_the_button(qtbot: QtBot, window: MainWindow) -> None:
    """A special card the player cannot pay for: the engine's reason appears in a
    bubble next to the button tapped (and under the controls)."""
    from companion.games.underwater_cities.commands import Adjust, Place
    from companion.games.underwater_cities.model import Resources
    from companion.games.underwater_cities.state import CardInfo
    from ui.widgets.bubble import Bubble

    driver = _game(qtbot, window)
    table = driver.table
    controller = window.controller
    assert controller is not None
    player = _state(window).current_player
    credits = _state(window).players[player].resources.credits
    controller.execute(Adjust(player=player, reason="test", resources=Resources(credits=-credits)))
    card = CardInfo(colour="green", type="permanent", special_cost=3)
    assert table.flow.run(Place(player=player, slot="s12_12", card=card))
    button = table.turn.card_buttons.button("resolve-paid")
    assert button is not None and button.isVisible()
    click(qtbot, button)
    bubble = Bubble.current()
    assert bubble is not None and bubble.isVisible()
    assert "cannot pay 3 credits" in bubble.text()
    assert table.turn.error.isVisible()
    near = button.mapTo(window, QPoint(0, 0))
    assert abs(bubble.pos().y() - near.y()) < 200


def test_no_stray_tap_on_a_player_panel_changes_a_resource(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The quick ± buttons are gone: a resource changes by the turn's steps (with
    steppers for a card the app does not know) or by a correction with its reason."""
    from PySide6.QtWidgets import QPushButton

    driver = _game(qtbot, window)
    for panel in driver.table.panels:
        names = {b.objectName() for b in panel.findChildren(QPushButton)}
        assert names == {"correct"}
