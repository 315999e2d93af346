"""Blue metropolis tiles and face-up special cards by their printed names: entered
once where the table meets them (the wizard, the take-special step), stored in the
library, offered by name afterwards; a connected blue tile offers its effect."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from ui_driver import Driver, click, type_into

from companion.games.underwater_cities.commands import Place
from companion.games.underwater_cities.library import CardEntry, CardLibrary, MetropolisEntry
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.state import CardInfo
from companion.store import GameStore
from ui.games.underwater_cities.wizard import NewGameWizard
from ui.main_window import MainWindow

GAME = RULESET.game_id
KNOWN_SPECIAL = "2 points per upgraded laboratory"


def _tiles_page(qtbot: QtBot, window: MainWindow) -> NewGameWizard:
    click(qtbot, window.home.new_button)
    wizard = window.stack.currentWidget()
    assert isinstance(wizard, NewGameWizard)
    type_into(qtbot, wizard.count, "2")
    click(qtbot, wizard.next)
    click(qtbot, wizard.drawn_order)
    click(qtbot, wizard.next)
    return wizard


def _add_tile(qtbot: QtBot, wizard: NewGameWizard, name: str, kelp: int, points: int) -> None:
    form = wizard.new_tile
    type_into(qtbot, form.name, name)
    type_into(qtbot, form.text, f"{name}: printed text")
    form.gain["kelp"].setValue(kelp)
    form.production.setValue(points)
    click(qtbot, form.add)


def test_wizard_enters_tiles_and_specials_by_name_once(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    wizard = _tiles_page(qtbot, window)
    _add_tile(qtbot, wizard, "Seafood Harvest", kelp=1, points=2)
    _add_tile(qtbot, wizard, "Coral Exchange", kelp=0, points=0)
    assert "Coral Exchange" in wizard.new_tile.message.text()
    _, brown, blue_a, blue_b = wizard.tiles[0]
    assert wizard.entered_tiles.isChecked()
    assert (brown.currentText(), blue_a.currentText(), blue_b.currentText()) == (
        "Metropolises",
        "Seafood Harvest",
        "Coral Exchange",
    )
    rows = {row.key: row for row in store.game_data(GAME, "metropolis")}
    tile = MetropolisEntry.model_validate_json(rows[blue_a.currentData()].entry)
    assert tile.confirmed and tile.instant is not None and tile.production is not None
    wizard.specials.names[0].setCurrentText(KNOWN_SPECIAL)
    assert not wizard.specials.texts[0].isVisible()
    wizard.specials.names[1].setCurrentText("Harbour Authority")
    assert not wizard.specials.texts[1].isHidden()
    type_into(qtbot, wizard.specials.texts[1], "3 points per connected city")
    click(qtbot, wizard.next)
    assert "Seafood Harvest" in wizard.summary.text()
    click(qtbot, wizard.next)
    assert window.controller is not None
    state = window.controller.state
    assert state.special_names == {"face_up_1": KNOWN_SPECIAL, "face_up_2": "Harbour Authority"}
    assert set(state.players[0].metropolises.values()) >= {tile.tile}
    specials = [CardEntry.model_validate_json(r.entry) for r in store.game_data(GAME, "card")]
    assert [(c.name, c.text, c.confirmed) for c in specials] == [
        ("Harbour Authority", "3 points per connected city", True)
    ]
    # never asked again: a new wizard offers both by name
    window.show_wizard()
    again = window.stack.currentWidget()
    assert isinstance(again, NewGameWizard)
    blues = [again.tiles[0][2].itemText(i) for i in range(again.tiles[0][2].count())]
    assert blues[:2] == ["Coral Exchange", "Seafood Harvest"]
    known = [again.specials.names[0].itemText(i) for i in range(again.specials.names[0].count())]
    assert "Harbour Authority" in known


def test_take_special_step_asks_the_printed_name(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    driver = Driver(qtbot, window, seed=1)
    driver.new_game(["Ada", "Bo"])
    controller = window.controller
    assert controller is not None
    player = controller.state.current_player
    assert player is not None
    controller.execute(
        Place(player=player, slot="s12_06", card=CardInfo(colour="green", type="instant"))
    )
    panel = driver.table.turn
    button = panel.effect_buttons.button("special-face_up_2")
    assert button is not None and "(2)" in button.text()
    click(qtbot, button)
    assert panel.namer.isVisible()
    panel.namer.name.setCurrentText("Grand Harbour")
    type_into(qtbot, panel.namer.text, "2 points per connected city")
    click(qtbot, panel.namer.button)
    state = controller.state
    assert state.special_names == {"face_up_2": "Grand Harbour"}
    assert "face_up_2" not in state.special_face_up
    assert not panel.namer.isVisible()
    stored = [CardEntry.model_validate_json(r.entry) for r in store.game_data(GAME, "card")]
    assert [(c.name, c.special_cost) for c in stored] == [("Grand Harbour", 3)]
    assert CardLibrary.from_rows(store.game_data(GAME)).find_card(
        CardInfo(name="grand harbour", special_cost=3)
    )
    log = window.controller.game.log()  # type: ignore[union-attr]
    from ui.games.underwater_cities.table.tap_words import command_words

    assert "“Grand Harbour”" in command_words(log[-1].command, state)
