"""Otys teaching mode in the app: chosen on the setup pages, the guide under the
turn panel, a lesson card with its rulebook page when a player first meets a rule,
remembered per player; the history says every tap and event in words."""

from __future__ import annotations

from otys_driver import OtysDriver, open_setup
from pytestqt.qtbot import QtBot
from ui_driver import click, type_into

from companion.core.session import fold
from companion.games.otys.ruleset import RULESET
from ui.games.otys.table import TableScreen
from ui.main_window import MainWindow


def _start_taught(qtbot: QtBot, window: MainWindow) -> TableScreen:
    wizard = open_setup(qtbot, window)
    for seat, name in enumerate(("Noemi", "Paola")):
        type_into(qtbot, wizard.names[seat], name)
    click(qtbot, wizard.teaching.enabled)
    assert wizard.teaching.learners[1].text() == "Teach Paola"
    for _ in range(3):
        click(qtbot, wizard.next)
    assert "Shuffle the contracts; 2 face up" in wizard.teaching.text.text()
    click(qtbot, wizard.next)
    table = window.stack.currentWidget()
    assert isinstance(table, TableScreen)
    return table


def test_the_first_turn_teaches_the_keys_with_the_rulebook_page(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(1024, 600)
    table = _start_taught(qtbot, window)
    guide = table.guide
    assert guide is not None and guide.isVisible()
    assert "Noemi: choose a key." in guide.plain_text()
    titles = [card.title.text() for card in guide.cards]
    assert "Your turn: choose a key" in titles
    card = guide.cards[titles.index("Your turn: choose a key")]
    assert "p. 6" in card.source.text()
    click(qtbot, card.dismiss)
    assert card not in guide.cards
    click(qtbot, table.turn.button("key-1"))  # type: ignore[arg-type]
    titles = [card.title.text() for card in guide.cards]
    assert "Phase 1: the sponsor" in titles
    assert "Phase 1 at level 1" in guide.plain_text()


def test_the_history_says_every_tap_in_words(qtbot: QtBot, window: MainWindow) -> None:
    from ui.game_ui import get_game_ui

    _start_taught(qtbot, window)
    driver = OtysDriver(qtbot, window, seed=8)
    for _ in range(120):
        driver.step()
    controller = window.controller
    assert controller is not None
    game_ui = get_game_ui("otys")
    state = None
    for entry in controller.log():
        said = game_ui.describe_command(entry.command, state)
        assert said and said != getattr(entry.command, "type", ""), entry.command
        lines = game_ui.describe_events(entry.events, state)
        for event, line in zip(entry.events, lines, strict=True):
            assert line and line != getattr(event, "type", "").replace("_", " "), event
        state = fold(RULESET, state, entry.events)
