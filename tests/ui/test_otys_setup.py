"""Otys' setup pages (pp. 4–5) and its library: every fact entered goes into the
setup command; refusals are said in player words; new contracts are kept in the
library; a table's confirmation or correction is saved as a row."""

from __future__ import annotations

from otys_driver import open_setup
from pytestqt.qtbot import QtBot
from ui_driver import click, type_into

from companion.games.otys.commands import SetupGame
from companion.games.otys.data import COLOURS, DIVERS
from companion.store import GameStore
from ui.games.otys.library import LibraryScreen
from ui.games.otys.table import TableScreen
from ui.main_window import MainWindow


def _choose(box: object, data: object) -> None:
    box.setCurrentIndex(box.findData(data))  # type: ignore[attr-defined]


def _setup_of(window: MainWindow) -> SetupGame:
    controller = window.controller
    assert controller is not None
    command = controller.log()[0].command
    assert isinstance(command, SetupGame)
    return command


def test_three_players_enter_everything_the_table_laid(qtbot: QtBot, window: MainWindow) -> None:
    """p. 4 (divers at random, a resource on zones 2–5), p. 5 (sponsors, emporium
    2 + 1 + 1 top down, 2 tokens a level, 3 public contracts), p. 6 (first player)."""
    wizard = open_setup(qtbot, window)
    click(qtbot, wizard.count_group.button(3))
    for seat, name in enumerate(("Noemi", "Paola", "Lucia")):
        type_into(qtbot, wizard.names[seat], name)
    _choose(wizard.colours[2], "blue")
    wizard.first.setCurrentIndex(1)  # Paola has the largest lungs
    _choose(wizard.sides, "random")
    click(qtbot, wizard.spy)
    click(qtbot, wizard.next)
    click(qtbot, wizard.sector_mode.entered)
    order = list(reversed(DIVERS))
    for seat in range(3):
        for box, kind in zip(wizard.divers[seat], order, strict=True):
            _choose(box, kind)
        for box, colour in zip(wizard.zones[seat], COLOURS, strict=True):
            _choose(box, colour)
    click(qtbot, wizard.next)
    click(qtbot, wizard.colony_mode.entered)
    for level, (tile, side) in enumerate(zip(wizard.tiles, wizard.tile_sides, strict=True)):
        _choose(tile, 5 - level)
        _choose(side, "advanced" if level == 0 else "standard")
    for pair in wizard.tokens:
        _choose(pair[0], "battery.credits")
        _choose(pair[1], "resource_metal_fuel.prestige")
    for box, kind in zip(wizard.emporium, ("plant", "metal", "tech"), strict=True):
        _choose(box, kind)
    click(qtbot, wizard.next)
    assert "3 public contracts" in wizard.checklist.text()
    for space in range(3):
        wizard.public[space].setCurrentIndex(space + 1)
    click(qtbot, wizard.next)
    assert isinstance(window.table, TableScreen), wizard.error.text()
    setup = _setup_of(window)
    assert [p.name for p in setup.players] == ["Paola", "Lucia", "Noemi"]
    assert setup.players[1].colour == "blue"
    assert setup.players[0].divers == tuple(order)
    assert setup.players[2].resources == COLOURS
    assert [s.tile for s in setup.sponsors] == [5, 4, 3, 2, 1]
    assert [s.side for s in setup.sponsors] == ["advanced", *["standard"] * 4]
    assert (setup.emporium.plant, setup.emporium.metal, setup.emporium.tech) == (2, 1, 1)
    assert all(pair[0].id == "battery.credits" for pair in setup.display)
    assert setup.spy_variant
    assert len(setup.public) == 3 and len({c.id for c in setup.public}) == 3
    store = window.store
    data = store.data(window.controller.game.ruleset)  # type: ignore[union-attr]
    assert {c.id for c in setup.public} <= {e.contract.id for e in data.contracts}
    assert {e.token.id: e.count for e in data.tokens} == {
        "battery.credits": 5,
        "resource_metal_fuel.prestige": 5,
    }


def test_two_players_lay_two_public_contracts_and_the_drawn_setup_starts(
    qtbot: QtBot, window: MainWindow
) -> None:
    """p. 5: with 2 players one public space stays empty; the app's draw is legal."""
    wizard = open_setup(qtbot, window)
    click(qtbot, wizard.count_group.button(2))
    for _ in range(3):
        click(qtbot, wizard.next)
    assert "one public contract space stays empty" in wizard.checklist.text()
    assert not wizard.public[2].isVisible()
    click(qtbot, wizard.next)
    setup = _setup_of(window)
    assert len(setup.players) == 2 and len(setup.public) == 2
    assert sorted(setup.players[0].divers) == sorted(DIVERS)


def test_a_diver_laid_twice_is_refused_in_player_words(qtbot: QtBot, window: MainWindow) -> None:
    wizard = open_setup(qtbot, window)
    click(qtbot, wizard.next)
    click(qtbot, wizard.sector_mode.entered)
    _choose(wizard.divers[0][1], wizard.divers[0][0].currentData())
    for _ in range(3):
        click(qtbot, wizard.next)
    assert window.stack.currentWidget() is wizard
    assert "8 different divers" in wizard.error.text()


def test_the_library_confirms_the_board_and_corrects_a_contract(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    """The board's values and a taught contract: "not checked against your copy"
    until confirmed; a correction is a row the next games read."""
    from companion.games.otys.library import ContractEntry, data_row
    from companion.games.otys.samples import SHAPES

    store.save_game_data(
        "otys", [data_row(ContractEntry(contract=SHAPES[0].model_copy(update={"id": "roberto"})))]
    )
    window.show_library("otys")
    screen = window.stack.currentWidget()
    assert isinstance(screen, LibraryScreen)
    assert "not checked" in screen.items.item(0).text()
    click(qtbot, screen.confirm)
    assert screen.items.item(0).text().startswith("✓")
    assert not store.data(_ruleset()).board.unconfirmed()
    screen.items.setCurrentRow(1)
    screen.contract_form.prestige.setValue(4)
    click(qtbot, screen.save)
    contract = store.data(_ruleset()).contract("roberto")
    assert contract is not None and contract.contract.prestige == 4 and contract.confirmed
    click(qtbot, screen.add_token)
    _choose(screen.token_form.kind, "equip.prestige")
    screen.token_form.count.setValue(3)
    click(qtbot, screen.save)
    assert {e.token.id: e.count for e in store.data(_ruleset()).tokens} == {"equip.prestige": 3}


def _ruleset() -> object:
    from companion.games.otys.ruleset import RULESET

    return RULESET
