"""Issue #13: a player panel measures ahead the hand's and action cards' lines it will
show (applying production changes them on every panel), as their labels would measure
them themselves; the hand's measures hold across its own restyle (a warning over the
limit)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from companion.games.underwater_cities.plugin import PLUGIN
from companion.games.underwater_cities.state import GameState, PlayerState
from companion.store import GameStore
from ui import theme
from ui.games.underwater_cities.table.player_panel import PlayerPanel
from ui.widgets.measured import MeasuredLabel


def _as_qlabel_measures(label: MeasuredLabel) -> None:
    """``label``'s kept hints and heights are those QLabel measures for its text now."""
    assert label._now.hints == (QLabel.sizeHint(label), QLabel.minimumSizeHint(label))
    assert label.heights
    for width, height in label.heights.items():
        assert QLabel.heightForWidth(label, width) == height, width


def _first_player_shown(
    qtbot: QtBot, store: GameStore, *, plain_action_cards: bool = False
) -> tuple[Any, GameState, PlayerPanel]:
    """A new 2-player game (the light theme: its style sheet makes a warning bold) and a
    shown panel showing its first player; ``plain_action_cards``: that line made plain
    text first, as the plain-text guard does."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.apply(app, theme.LIGHT)
    game = store.new_game("underwater_cities", PLUGIN.example_setup(2, 1))
    state = game.state
    assert isinstance(state, GameState)
    panel = PlayerPanel(0)
    qtbot.addWidget(panel)
    panel.resize(380, 420)
    if plain_action_cards:
        panel.action_cards.setTextFormat(Qt.TextFormat.PlainText)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_player(state, state.players[0])
    qtbot.wait(20)
    return game, state, panel


def test_a_panel_measures_its_next_lines_ahead(
    qtbot: QtBot, store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    game, state, panel = _first_player_shown(qtbot, store)
    before = state.players[0]
    assert panel.hand.objectName() == "hand" and panel.hand.heights

    used = [card.model_copy(update={"used": not card.used}) for card in before.action_cards]
    over: PlayerState = before.model_copy(
        update={"hand": before.hand_limit + 3, "action_cards": used}
    )
    panel.measure_ahead(over)
    measured: list[QLabel] = []
    qlabel_height = QLabel.heightForWidth

    def height(label: QLabel, width: int) -> int:
        measured.append(label)
        return qlabel_height(label, width)

    monkeypatch.setattr(QLabel, "heightForWidth", height)
    panel.show_player(state, over)  # measured ahead: laid out without measuring them
    qtbot.wait(20)
    assert not {panel.hand, panel.action_cards, panel.claimed} & set(measured)
    monkeypatch.undo()
    assert panel.hand.objectName() == "warning"
    for label in (panel.hand, panel.action_cards):
        _as_qlabel_measures(label)

    panel.show_player(state, before)  # back to the hand's look: its measures kept
    assert panel.hand.objectName() == "hand"
    for label in (panel.hand, panel.action_cards):
        _as_qlabel_measures(label)

    fuller = over.model_copy(update={"hand": before.hand_limit + 2})
    panel.measure_ahead(fuller)  # the warning's look again (the next era)
    panel.show_player(state, fuller)
    for label in (panel.hand, panel.action_cards):
        _as_qlabel_measures(label)
    qtbot.wait(20)

    panel.action_cards.setFont(theme.font(13))  # a new font: measured anew
    assert not panel.action_cards.heights and panel.action_cards._now.hints is None
    panel.measure_ahead(before)  # and ahead in it
    panel.show_player(state, before)
    _as_qlabel_measures(panel.action_cards)
    game.close()


def test_a_line_that_looks_like_markup_is_measured_ahead_as_the_label_shows_it(
    qtbot: QtBot, store: GameStore
) -> None:
    game, state, panel = _first_player_shown(qtbot, store, plain_action_cards=True)
    before = state.players[0]
    assert before.action_cards

    named = [
        card.model_copy(update={"card": card.card.model_copy(update={"name": "<h1>Big</h1>"})})
        for card in before.action_cards
    ]
    marked = before.model_copy(update={"action_cards": named})
    panel.measure_ahead(marked)  # a twin measuring it as rich text would be far taller
    panel.show_player(state, marked)
    assert "<h1>" in panel.action_cards.text()
    _as_qlabel_measures(panel.action_cards)
    game.close()
