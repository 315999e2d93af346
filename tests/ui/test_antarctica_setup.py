"""Antarctica's setup pages ("PREPARAZIONE"): every fact typed goes into the setup
command; refusals are said in player words. (The catalogue screen's tests are in
test_antarctica_catalogue.py.)"""

from __future__ import annotations

from ant_driver import open_setup
from pytestqt.qtbot import QtBot
from ui_driver import click, type_into

from companion.games.antarctica.commands import SetupGame
from companion.games.antarctica.data import AREAS
from companion.games.antarctica.setup import placing_order
from ui.games.antarctica.table import TableScreen
from ui.main_window import MainWindow


def _tap_area(qtbot: QtBot, board: object, area: int) -> None:
    from PySide6.QtCore import QPoint, Qt

    point = board.area_rect(area).center().toPoint()  # type: ignore[attr-defined]
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(point))  # type: ignore[arg-type]


def test_two_players_enter_buildings_place_ships_and_b_track(
    qtbot: QtBot, window: MainWindow
) -> None:
    """PREPARAZIONE 1, 2, 5 and Riquadro A: closed areas, the 2-player buildings as
    entered, ships placed by tapping in the placing order, B's cube."""
    wizard = open_setup(qtbot, window)
    click(qtbot, wizard.count_group.button(2))
    type_into(qtbot, wizard.rows[0].name, "Ada")
    type_into(qtbot, wizard.rows[1].name, "Bo")
    wizard.rows[1].colour.setCurrentIndex(wizard.rows[1].colour.findData("yellow"))
    wizard.rows[0].basic.setCurrentIndex(wizard.rows[0].basic.findData("drill"))
    wizard.rows[1].basic.setCurrentIndex(wizard.rows[1].basic.findData("crane"))
    click(qtbot, wizard.next)
    click(qtbot, wizard.enter_buildings)
    closed = set(wizard.catalogue.board.closed_with_two)
    kinds = ["camp", "coastal_centre", "wind_turbine", "rig_tower", "drill", "crane"]
    entered: list[str | None] = []
    for area in range(AREAS):
        box = wizard.area_boxes[area]
        if area in closed:
            assert not box.isEnabled()
            entered.append(None)
            continue
        kind = kinds.pop(0)
        box.setCurrentIndex(box.findData(kind))
        entered.append(kind)
    click(qtbot, wizard.next)
    click(qtbot, wizard.placed)
    open_areas = [a for a in range(AREAS) if a not in closed]
    order = placing_order(2)
    tapped = [open_areas[i % len(open_areas)] for i in range(len(order))]
    click(qtbot, wizard.next)  # not every ship placed yet: refused
    assert wizard.pages.currentIndex() == 2 and wizard.error.text()
    _tap_area(qtbot, wizard.ship_board, tapped[0])
    _tap_area(qtbot, wizard.ship_board, 2)
    click(qtbot, wizard.take_back)
    for area in tapped[1:]:
        _tap_area(qtbot, wizard.ship_board, area)
    assert "Every ship" in wizard.ship_prompt.text()
    wizard.b_track.setCurrentIndex(wizard.b_track.findData("naval"))
    click(qtbot, wizard.next)
    assert "Closed areas" in wizard.checklist.text()
    assert "Tracks not used" in wizard.checklist.text()
    with qtbot.waitSignal(wizard.confirmed) as signal:
        click(qtbot, wizard.next)
    command = signal.args[0]
    assert isinstance(command, SetupGame)
    assert [(p.name, p.colour, p.basic_card) for p in command.players] == [
        ("Ada", "red", "drill"),
        ("Bo", "yellow", "crane"),
    ]
    assert list(command.starting_buildings) == entered
    assert [(s.seat, s.area) for s in command.ships] == list(zip(order, tapped, strict=True))
    assert command.b_track == "naval"
    assert command.face_up == ()
    assert isinstance(window.stack.currentWidget(), TableScreen)


def test_the_drawn_setup_and_face_up_cards_start_a_game(qtbot: QtBot, window: MainWindow) -> None:
    """PREPARAZIONE 2 and 3: the app draws the buildings; the face-up cards named at
    setup are the game's, so no card is asked for at the first turn."""
    wizard = open_setup(qtbot, window)
    for seat, name in enumerate(["Ann", "Ben", "Cleo", "Dirk"]):
        type_into(qtbot, wizard.rows[seat].name, name)
    click(qtbot, wizard.count_group.button(4))
    click(qtbot, wizard.next)
    drawn = wizard.starting()
    everything = ["camp", "camp", "naval_centre", "coastal_centre", "wind_turbine"]
    everything += ["rig_tower", "drill", "crane"]
    assert None not in drawn and sorted(drawn) == sorted(everything)  # type: ignore[type-var]
    click(qtbot, wizard.next)
    click(qtbot, wizard.next)
    for box in wizard.face_up.values():
        box.setCurrentIndex(1)
    click(qtbot, wizard.next)
    table = window.stack.currentWidget()
    assert isinstance(table, TableScreen)
    state = window.controller.state  # type: ignore[union-attr]
    assert len(state.face_up()) == 3
    assert not table.turn.cards.isVisible()
    assert table.board.targets  # the first ship's possible areas are highlighted


def test_a_refused_setup_is_said_in_player_words(qtbot: QtBot, window: MainWindow) -> None:
    wizard = open_setup(qtbot, window)
    click(qtbot, wizard.count_group.button(2))
    type_into(qtbot, wizard.rows[0].name, "Ada")
    type_into(qtbot, wizard.rows[1].name, "ada")
    for _ in range(4):
        click(qtbot, wizard.next)
    assert wizard.error.text() == "Two players have the same name."
    assert window.stack.currentWidget() is wizard


def test_taps_read_in_the_history_and_a_refusal_is_said_in_words(
    qtbot: QtBot, window: MainWindow
) -> None:
    from ant_driver import new_game

    from companion.games.antarctica.commands import MoveShip

    table = new_game(qtbot, window, ["Ann", "Ben", "Cleo"])
    state = window.controller.state  # type: ignore[union-attr]
    deck = state.awaiting_reveal()
    click(qtbot, table.turn.cards.buttons[1])  # a building; its cards by their access
    click(qtbot, next(b for b in table.turn.cards.buttons if b.property("key").startswith("card-")))
    assert window.controller.state.awaiting_reveal() != deck  # type: ignore[union-attr]
    window.history_dock.show()
    texts = [
        window.history.model.item(row).text() for row in range(window.history.model.rowCount())
    ]
    assert texts[0].endswith("Setup: Ann, Ben, Cleo")
    assert "deck:" in texts[1] and "came up" in texts[1]
    turn = window.controller.state.turn  # type: ignore[union-attr]
    window.controller.execute(MoveShip(player=turn.seat, area=turn.area))  # type: ignore[union-attr]
    assert table.turn.error.text() in {
        "First name the card that came up on the Double deck.",
        "First name the card that came up on the Advanced deck.",
    }


def test_keys_move_the_ship_and_end_the_turn(qtbot: QtBot, window: MainWindow) -> None:
    """1–8 tap an offered area, E ends the turn (the common turn without the mouse)."""
    from PySide6.QtCore import Qt

    wizard = open_setup(qtbot, window)
    for box in wizard.face_up.values():
        box.setCurrentIndex(1)
    for _ in range(4):
        click(qtbot, wizard.next)
    table = window.stack.currentWidget()
    assert isinstance(table, TableScreen)
    controller = window.controller
    assert controller is not None
    seat = controller.state.turn.seat
    target = min(table.board.targets)
    qtbot.keyClick(table, getattr(Qt.Key, f"Key_{target + 1}"))
    assert controller.state.turn.target == target
    qtbot.keyClick(table, Qt.Key.Key_E)
    assert controller.state.turn.seat != seat or controller.state.turn.target is None
