"""Otys played to the end through the widgets: a 2-player game tapped button by
button past the 18-prestige trigger (the engine's autoplay only chooses what to
tap); the banner announces the last round; the final screen shows the engine's
scores."""

from __future__ import annotations

from otys_driver import OtysDriver, new_game
from pytestqt.qtbot import QtBot

from companion.core.registry import get_plugin
from ui.games.otys.final import FinalDetail
from ui.main_window import MainWindow
from ui.screens.final import FinalScreen

MAX_STEPS = 6000


def test_a_two_player_game_is_played_to_the_end_by_taps(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1024, 600)
    table = new_game(qtbot, window, ["Noemi", "Paola"])
    assert "Noemi" in table.banner.text()
    driver = OtysDriver(qtbot, window, seed=3)
    turns = 0
    announced = False
    for _ in range(MAX_STEPS):
        if isinstance(window.stack.currentWidget(), FinalScreen):
            break
        kind = type(driver.step()).__name__
        turns += kind == "EndTurn"
        current = window.stack.currentWidget()
        if current is driver.window.table and window.controller is not None:
            state = window.controller.state
            if state.triggered_by is not None and state.phase == "play":
                announced = announced or "18★" in driver.table.banner.clock.text()
    final = window.stack.currentWidget()
    assert isinstance(final, FinalScreen)
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert max(p.prestige for p in state.players) >= 18
    assert announced
    result = get_plugin("otys").result(state, controller.game.data)
    assert result is not None
    detail = final.detail
    assert isinstance(detail, FinalDetail)
    assert detail.totals() == {score.name: score.points for score in result.scores}
    assert not final.table.isVisible()
    winners = {score.name for score in result.scores if score.seat in result.winners}
    assert all(name in final.winner.text() for name in winners)
    sources = detail.sources
    assert [sum(s.values()) for s in sources] == [p.prestige for p in state.players]
    print(f"taps {driver.taps}, turns {turns}: {driver.taps / turns:.2f} a turn")


def test_a_turn_takes_three_taps(qtbot: QtBot, window: MainWindow) -> None:
    """Choose a key; push the diver and act in one tap (phase 1 shows what it could
    do); phase 3 follows by itself once it acted; end the turn."""
    from ui_driver import click

    from companion.games.otys.data import EXPERT_COLOUR

    window.resize(1024, 600)
    table = new_game(qtbot, window, ["Noemi", "Paola"])
    controller = window.controller
    assert controller is not None
    noemi = controller.state.players[0]
    level = next(n for n in range(1, 6) if noemi.diver_at(n).kind in EXPERT_COLOUR)
    taps = [f"key-{level}", "push-act-0", "end-turn"]
    for key in taps:
        button = table.turn.button(key)
        assert button is not None, (key, table.turn.shown_keys())
        click(qtbot, button)
        if key == "push-act-0":
            assert controller.state.turn.phase == 3  # pushed, acted, phase 3 by itself
            assert controller.undo() and controller.state.turn.phase == 1  # one tap back
            assert controller.redo() and controller.state.turn.phase == 3
    state = controller.state
    assert state.turn.seat == 1 and state.turn.phase == 0
    assert state.players[0].resources() == 5  # the 4 laid at setup and the one found
    assert len(taps) == 3
