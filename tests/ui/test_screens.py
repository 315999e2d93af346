"""Home, the new-game wizard, the library, the look."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from ui_driver import Driver, click, open_library, open_wizard, type_into

from companion.games.underwater_cities.state import CardInfo
from companion.store import GameStore
from ui import theme
from ui.game_ui import get_game_ui
from ui.games.underwater_cities.library import LibraryScreen
from ui.main_window import MainWindow


def test_invalid_combinations_explain_themselves(qtbot: QtBot, window: MainWindow) -> None:
    wizard = open_wizard(qtbot, window)
    type_into(qtbot, wizard.rows[1].name, "anna")
    assert "Every player needs a different name" in wizard.error.text()
    assert not wizard.next.isEnabled()
    type_into(qtbot, wizard.rows[1].name, "Ben")
    assert wizard.next.isEnabled()
    type_into(qtbot, wizard.count, "3")
    click(qtbot, wizard.next)
    click(qtbot, wizard.side_group.button(2))  # the 1–2 side for 3 players
    assert "not for 3 players" in wizard.error.text()
    click(qtbot, wizard.side_group.button(0))
    click(qtbot, wizard.back)
    type_into(qtbot, wizard.count, "1")
    click(qtbot, wizard.next)
    assert wizard.asymmetric.isChecked()
    click(qtbot, wizard.standard)
    assert "solo game uses the expert (asymmetric) side" in wizard.error.text()
    click(qtbot, wizard.asymmetric)
    assert not wizard.error.isVisible()


def test_summary_shows_start_positions_and_seat_bonuses(qtbot: QtBot, window: MainWindow) -> None:
    wizard = open_wizard(qtbot, window)
    type_into(qtbot, wizard.count, "4")
    click(qtbot, wizard.next)
    click(qtbot, wizard.drawn_order)
    click(qtbot, wizard.next)
    click(qtbot, wizard.next)
    summary = wizard.summary.text()
    assert "1st · Anna: below space 4" in summary
    assert "2nd · Ben: space 4" in summary
    assert "3rd · Chiara: space 3, bonus 1 credit" in summary
    assert "4th · Dieter: space 2, bonus 1 credit, 1 steelplast" in summary
    assert "draws 6 Era I cards and keeps 3" in summary
    assert wizard.next.text() == "Start the game"
    click(qtbot, wizard.next)
    assert window.controller is not None
    assert window.controller.state.play_order == (0, 1, 2, 3)


def test_home_lists_games_newest_first_and_continues(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    for names in (["Ada", "Bo"], ["Cy", "Di", "Ed"]):
        driver = Driver(qtbot, window, seed=1)
        driver.new_game(names)
        window.show_home()
    games = window.home.model.games
    assert [tuple(s.name for s in g.seats) for g in games] == [("Cy", "Di", "Ed"), ("Ada", "Bo")]
    window.home.table.selectRow(1)
    click(qtbot, window.home.continue_button)
    assert window.controller is not None
    assert [p.name for p in window.controller.state.players] == ["Ada", "Bo"]


def test_library_lists_and_adds_cards(qtbot: QtBot, window: MainWindow) -> None:
    library = open_library(qtbot, window)
    assert isinstance(library, LibraryScreen)
    before = library.cards.rowCount()
    assert before > 0 and library.tiles.rowCount() == 16
    type_into(qtbot, library.number, "150")
    type_into(qtbot, library.name, "Submarine Shipyard")
    type_into(qtbot, library.text, "Gain 2 steelplast")
    click(qtbot, library.findChild(QPushButton, "add-card"))
    assert library.cards.rowCount() == before + 1
    type_into(qtbot, library.filter, "shipyard")
    assert library.cards_proxy.rowCount() == 1
    saved = window.store.game_data("underwater_cities")
    assert ("card", "era:150") in [(row.kind, row.key) for row in saved]


def test_a_card_added_in_the_library_reaches_the_open_game(
    qtbot: QtBot, window: MainWindow
) -> None:
    Driver(qtbot, window).new_game(["Ada", "Bo"])
    assert window.controller is not None
    game = window.controller.game
    window.show_library()
    library = window.stack.currentWidget()
    assert isinstance(library, LibraryScreen)
    type_into(qtbot, library.number, "151")
    type_into(qtbot, library.name, "Deep Dock")
    click(qtbot, library.findChild(QPushButton, "add-card"))
    assert game.data.find_card(CardInfo(number=151)) is not None
    assert window.store.data(game.ruleset).find_card(CardInfo(number=151)) is not None


def test_light_and_dark(qtbot: QtBot, window: MainWindow) -> None:
    Driver(qtbot, window).new_game(["Ada", "Bo"])
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window.theme_action.trigger()
    assert theme.current().dark
    assert app.palette().window().color().name() == theme.DARK.window
    window.theme_action.trigger()
    assert not theme.current().dark


def test_home_reads_the_games_a_page_at_a_time(qtbot: QtBot, store: GameStore) -> None:
    """Issue #13: a library of many games shows its first page at once; the rest
    follow as the list scrolls (newest first, none twice)."""
    from ui.screens.home import PAGE, HomeScreen

    db = store.db
    number = store.import_game(
        [json.dumps(c) for c in get_game_ui("underwater_cities").demo_commands()],
        game="underwater_cities",
    )
    columns = [row[1] for row in db.execute("PRAGMA table_info(games)").fetchall()]
    copied = ", ".join(c for c in columns if c != "id")
    with store.transaction() as tx:
        for _ in range(PAGE + 20):
            tx.execute(
                f"INSERT INTO games ({copied}) SELECT {copied} FROM games WHERE id = ?", [number]
            )
    home = HomeScreen(store)
    qtbot.addWidget(home)
    model = home.model
    assert model.rowCount() == PAGE and model.canFetchMore()
    model.fetchMore()
    assert model.rowCount() == PAGE + 21 and not model.canFetchMore()
    assert [g.id for g in model.games] == [g.id for g in store.list_games()]


def test_home_shown_again_keeps_its_rows_until_a_game_changes(
    qtbot: QtBot, store: GameStore
) -> None:
    """Issue #13: showing Home again with the same games is no reset of the list (the
    view would measure every row again); a game played since is shown at once."""
    from ui.screens.home import HomeScreen

    demo = [json.dumps(c) for c in get_game_ui("underwater_cities").demo_commands()]
    first = store.import_game(demo, game="underwater_cities")
    home = HomeScreen(store)
    qtbot.addWidget(home)
    model = home.model
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    home.refresh()
    assert not resets and model.rowCount() == 1
    second = store.import_game(demo, game="underwater_cities")
    home.refresh()
    assert resets and [g.id for g in model.games] == [second, first]
    assert f"#{second}" in str(model.data(model.index(0, 0)))
