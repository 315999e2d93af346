"""What a demanding table found playing Antarctica beside the app (issue #14's QA):
names shown as typed everywhere, every moving ship's area said, pieces told apart."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

from PySide6.QtCharts import QBarCategoryAxis
from pytestqt.qtbot import QtBot

from companion.core.registry import get_plugin
from companion.games.antarctica.autoplay import choose, play_game
from companion.games.antarctica.commands import PlayerSetup
from companion.games.antarctica.effects import ship_sources
from companion.games.antarctica.state import GameState
from ui.games.antarctica import words
from ui.games.antarctica.final import FinalDetail
from ui.games.antarctica.turn_panel import TurnPanel
from ui.main_window import MainWindow

EVIL = "<b>Ann</b>"


def renamed(players: int, seed: int, names: list[str]) -> Any:
    """The plug-in's example setup with the players called ``names``."""
    setup: Any = get_plugin("antarctica").example_setup(players, seed)
    seats = tuple(
        PlayerSetup(name=name, colour=player.colour, basic_card=player.basic_card)
        for name, player in zip(names, setup.players, strict=True)
    )
    return setup.model_copy(update={"players": seats})


def test_the_chart_shows_a_name_that_looks_like_html_as_typed(qtbot: QtBot) -> None:
    state: GameState = play_game(renamed(3, 9, [EVIL, "Bob", "Chloe"]), 9).state
    detail = FinalDetail(state)
    qtbot.addWidget(detail)
    axes = [a for a in detail.chart.chart().axes() if isinstance(a, QBarCategoryAxis)]
    # the chart's axis shows its labels as rich text: a name goes in escaped
    assert "&lt;b&gt;Ann&lt;/b&gt;" in axes[0].categories()
    assert EVIL not in axes[0].categories()


def move_effects(want_sources: int) -> GameState:
    """A state where the next step is someone's "move a ship" with ``want_sources``
    areas (1: one; 2: more than one) to move from."""
    from companion.core.session import Session
    from companion.games.antarctica.ruleset import RULESET

    for seed in range(1, 60):
        rng = random.Random(seed)
        session = Session(RULESET)
        session.execute(get_plugin("antarctica").example_setup(3, seed))
        for _ in range(600):
            state: GameState = session.state
            if state.phase != "play":
                break
            if state.pending and state.pending[0].effect == "move_ship":
                sources = ship_sources(state, state.pending[0].seat)
                if (len(sources) == 1) == (want_sources == 1) and sources:
                    return state
            session.execute(choose(state, rng))
    raise AssertionError("no such state")


def test_the_move_a_ship_effect_says_whose_ship_moves_and_from_where(qtbot: QtBot) -> None:
    state = move_effects(1)
    panel = TurnPanel()
    qtbot.addWidget(panel)
    panel.show_state(state)
    seat = state.pending[0].seat
    (source,) = ship_sources(state, seat)
    assert state.players[seat].name in panel.title.text()
    assert words.area(source) in panel.title.text()
    assert source not in panel.area_actions  # never the area it is in


def test_after_tapping_the_ship_to_move_the_title_still_says_whose(qtbot: QtBot) -> None:
    state = move_effects(2)
    panel = TurnPanel()
    qtbot.addWidget(panel)
    panel.show_state(state)
    seat = state.pending[0].seat
    source = ship_sources(state, seat)[0]
    assert panel.hint.text().endswith("\nTap the area of the ship to move.")  # two sentences
    panel.tap_area(source)
    assert state.players[seat].name in panel.title.text()
    assert words.area(source) in panel.title.text()
    assert source not in panel.area_actions
    assert panel.area_actions  # somewhere to go


def test_players_with_the_same_initial_get_different_letters_on_their_pieces() -> None:
    from ui.games.antarctica.board_view import initials

    assert initials(["Anna", "Andrea"]) == ("A", "N")
    assert initials(["Bob", "Ann", "Chloe"]) == ("B", "A", "C")
    assert initials(["<b>Ann</b>", "Bob"]) == ("B", "O")  # letters only, never "<"
    assert initials(["Al", "Al", "Al"]) == ("A", "L", "3")
    assert initials(["", "?"]) == ("1", "2")
    assert len(set(initials(["Marco", "Maria", "Mario", "Mara"]))) == 4


def test_a_turned_up_card_is_named_by_its_building_then_its_access(qtbot: QtBot) -> None:
    from companion.core.session import Session
    from companion.games.antarctica.ruleset import RULESET

    session = Session(RULESET)
    setup: Any = get_plugin("antarctica").example_setup(3, 11)
    session.execute(setup.model_copy(update={"face_up": ()}))
    state: GameState = session.state
    assert state.awaiting_reveal() == "basic"
    panel = TurnPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.show_state(state)
    keys = panel.shown_keys()
    # every basic building once (not one button per card: they cannot be told apart
    # by a number the card does not carry)
    buildings = {state.catalogue.card(c).building for c in state.deck("basic").hidden}
    assert len(keys) == len(buildings)
    crane = panel.button("reveal-crane")
    assert crane is not None
    crane.click()
    cards = [k for k in panel.shown_keys() if k.startswith("card-")]
    assert len(cards) == 2 and "back" in panel.shown_keys()
    texts = [panel.button(k).text() for k in cards]  # type: ignore[union-attr]
    accesses = [words.building(state.catalogue.card(k[5:]).access[0]) for k in cards]
    assert all(access in text for access, text in zip(accesses, texts, strict=True))
    assert texts[0] != texts[1]
    panel.button(cards[1]).click()  # type: ignore[union-attr]


def test_home_keeps_a_1024_window_in_every_language(
    qtbot: QtBot, window: MainWindow, translations: ModuleType
) -> None:
    from PySide6.QtWidgets import QApplication

    from ui import i18n, theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.set_scale(theme.screen_scale(1024, 600))
    try:
        for code in ("en", *translations.LANGUAGES):
            window.set_language(code)
            window.show_home()
            window.resize(1024, 600)
            qtbot.wait(5)
            assert window.width() == 1024, code
            for button in window.home.step_controls():
                right = button.mapTo(window, button.rect().topRight()).x()
                assert button.isVisible() and right < 1024, (code, button.objectName())
    finally:
        i18n.install(i18n.ENGLISH)
        theme.set_scale(1.0)


def test_the_middle_of_the_board_fits_a_long_translation(qtbot: QtBot) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from ui.games.antarctica.board_view import MIDDLE_FLAGS, BoardView

    board = BoardView()
    qtbot.addWidget(board)
    middle = QRectF(0, 0, 186, 68)  # the middle at 1024×600
    lines = [
        "☀ si muove in senso antiorario ↺",
        "Base: Centro di Ricerca Entroterra ☺1 +1",
        "Doppio: Antenna Parabolica ☺1 +2",
        "Avanzato: Raccolta Plancton ☺2 +3",
        "Carte Cantiere Navale 13 · carte Competenza 3",
    ]
    font, text = board.middle_text(middle, lines)
    inner = middle.adjusted(4, 4, -4, -4)
    assert QFontMetricsF(font).boundingRect(inner, MIDDLE_FLAGS, text).height() <= inner.height()
    assert "Competenza 3" in text and "Plancton" in text
    font, text = board.middle_text(QRectF(0, 0, 120, 60), lines)  # the history open
    assert text == "\n".join(lines[1:-1])  # the face-up cards stay
    english = ["☀ moves counter-clockwise ↺", "Basic: Crane ☺1 +1", "Shipyard cards 13"]
    assert board.middle_text(QRectF(0, 0, 400, 200), english)[1] == "\n".join(english)


def test_the_final_numbers_are_whole_at_1024_in_german(
    qtbot: QtBot, translations: ModuleType
) -> None:
    from ui import i18n

    state: GameState = play_game(renamed(4, 9, ["Annalena", "Bob", "Chloe", "Dietrich"]), 9).state
    i18n.install("de")
    try:
        detail = FinalDetail(state)
        qtbot.addWidget(detail)
        detail.resize(976, 440)  # what the final screen leaves it in a 1024×600 window
        detail.show()
        qtbot.waitExposed(detail)
        table = detail.table
        rows = sum(table.rowHeight(r) for r in range(detail.model.rowCount()))
        assert table.viewport().height() >= rows  # every row in view
        assert table.horizontalHeader().length() <= table.viewport().width()  # every column
        shown = table.columnWidth(1)
        for row in range(detail.model.rowCount()):
            name = str(detail.model.value(row, 1))
            assert table.fontMetrics().horizontalAdvance(name) <= shown, name
    finally:
        i18n.install(i18n.ENGLISH)


def test_every_sentence_of_the_game_is_translated(qtbot: QtBot, translations: ModuleType) -> None:
    from ui import i18n
    from ui.games.antarctica import texts

    english = {f: getattr(texts, f)() for f in ("next_steps", "refusals", "scoring")}
    try:
        for code in translations.LANGUAGES:
            i18n.install(code)
            for group, sentences in english.items():
                shown = getattr(texts, group)()
                same = [k for k, text in sentences.items() if shown[k] == text and " " in text]
                assert same == [], (code, group, same)
    finally:
        i18n.install(i18n.ENGLISH)
