"""Blue metropolis tiles and face-up special cards by their printed names: entered
once where the table meets them (the wizard, the take-special step), stored in the
library, offered by name afterwards; a connected blue tile offers its effect."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from ui_driver import Driver, click, open_library, open_wizard, special_step, type_into

from companion.games.underwater_cities.commands import Place
from companion.games.underwater_cities.library import CardEntry, CardLibrary, MetropolisEntry
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.state import CardInfo
from companion.store import GameStore
from ui.games.underwater_cities import tile_entry
from ui.games.underwater_cities.wizard import NewGameWizard
from ui.main_window import MainWindow

GAME = RULESET.game_id
KNOWN_SPECIAL = "2 points per upgraded laboratory"


def _tiles_page(qtbot: QtBot, window: MainWindow) -> NewGameWizard:
    wizard = open_wizard(qtbot, window)
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
    window.show_setup("underwater_cities")
    again = window.stack.currentWidget()
    assert isinstance(again, NewGameWizard)
    blues = [again.tiles[0][2].itemText(i) for i in range(again.tiles[0][2].count())]
    assert blues[:2] == ["Coral Exchange", "Seafood Harvest"]
    known = [again.specials.names[0].itemText(i) for i in range(again.specials.names[0].count())]
    assert "Harbour Authority" in known


def test_take_special_step_asks_the_printed_name(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    driver, button = special_step(qtbot, window)
    controller = window.controller
    assert controller is not None
    panel = driver.table.turn
    assert "(2)" in button.text()
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

    taken = next(e for e in reversed(log) if not e.command.auto)
    assert "“Grand Harbour”" in command_words(taken.command, state)


def test_library_screen_imports_a_pack_and_reports_conflicts(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    """The library screen imports and exports one pack; the table's confirmed entry
    wins and the difference is said in player words."""
    from ui.games.underwater_cities.library import LibraryScreen

    mine = CardEntry(number=150, name="Submarine Shipyard", colour="red", confirmed=True)
    store.save_game_data(GAME, [CardLibrary().card_row(mine)])
    library = open_library(qtbot, window)
    assert isinstance(library, LibraryScreen)
    pack = {
        "format": "underwater-cities-card-pack",
        "version": 2,
        "cards": [
            {"number": 150, "name": "Submarine Shipyard", "colour": "green"},
            {"number": 151, "name": "Deep Farm", "colour": "green", "confirmed": True},
        ],
        "metropolises": [{"tile": "blue_03", "name": "Seafood Harvest", "text": "1 kelp"}],
    }
    import json

    library.import_text(json.dumps(pack, indent=2), "pack.json")
    said = library.message.text()
    assert "Imported 2 new entries" in said
    assert "card 150 Submarine Shipyard: your table's entry is kept" in said
    keys = {(r.kind, r.key) for r in store.game_data(GAME)}
    assert {("card", "era:150"), ("card", "era:151"), ("metropolis", "blue_03")} <= keys
    assert (
        CardEntry.model_validate_json(
            next(r.entry for r in store.game_data(GAME) if r.key == "era:150")
        ).colour
        == "red"
    )
    exported = json.loads(library.export_text())
    assert [c["number"] for c in exported["cards"]] == [150, 151]
    assert exported["metropolises"][0]["name"] == "Seafood Harvest"
    before = store.game_data(GAME)
    library.import_text('{"version": 2, "cards": [{"number": "x"}]}', "bad.json")
    assert "bad.json, line 1, cards[0].number" in library.message.text()
    assert store.game_data(GAME) == before


def test_a_connected_blue_tile_offers_its_effect_by_name(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    """German pp. 14, 20: the turn panel offers the connected tile's instant effect."""
    from companion.games.underwater_cities.actions import Action
    from companion.games.underwater_cities.commands import Adjust, Build
    from companion.games.underwater_cities.players import board_of
    from companion.games.underwater_cities.setup import BLUE_TILES

    tiles = [
        MetropolisEntry(
            tile=tile,
            name=f"Reef {tile[-2:]}",
            instant=Action.model_validate(
                {"options": [[{"kind": "gain", "resources": {"kelp": 1}}]]}
            ),
            confirmed=True,
        )
        for tile in BLUE_TILES
    ]
    store.save_game_data(GAME, [CardLibrary().metropolis_row(t) for t in tiles])
    driver = Driver(qtbot, window, seed=1)
    driver.new_game(["Ada", "Bo"])
    controller = window.controller
    assert controller is not None
    state = controller.state
    player = state.current_player
    assert player is not None
    board = board_of(state, player)  # the layout copied at setup (not the first 3×3 grid)
    space = next(m.id for m in board.metropolises if m.colour == "blue")
    last = next(t.id for t in board.tunnels if space in t.ends)
    for tunnel in board.tunnels:
        if tunnel.id != last and not any(m.id in tunnel.ends for m in board.metropolises):
            controller.execute(
                Adjust(player=player, site=tunnel.id, built="tunnel", reason="set-up")
            )
    controller.execute(
        Adjust(player=player, resources={"steelplast": 3, "credits": 3}, reason="set-up")
    )
    controller.execute(
        Place(player=player, slot="s12_09", card=CardInfo(colour="green", type="instant"))
    )
    controller.execute(Build(player=player, site=last, kind="tunnel"))
    panel = driver.table.turn
    button = panel.effect_buttons.button(f"metropolis-{space}")
    assert button is not None
    name = controller.state.players[player].metropolises[space]
    assert f"Reef {name[-2:]}" in button.text()
    kelp = controller.state.players[player].resources.kelp
    click(qtbot, button)
    assert controller.state.players[player].resources.kelp == kelp + 1
    taken = panel.effect_buttons.button(f"metropolis-{space}")
    assert taken is None or not taken.isVisible()


def test_the_unnamed_tile_placeholder_is_what_validation_gives() -> None:
    """Built without validation (issue #13: no validator at import), it is what
    validation gives."""
    placeholder = tile_entry._NONE
    strict = MetropolisEntry.model_validate({"tile": placeholder.tile})
    assert repr(placeholder) == repr(strict)
    assert placeholder.model_fields_set == strict.model_fields_set
