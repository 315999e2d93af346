"""Whole games through the widgets only (clicks and keys), checked against the engine."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from ui_driver import Driver

from companion.games.underwater_cities.production import forecast
from companion.games.underwater_cities.scoring import final_scores
from companion.store import GameStore
from ui.app import create_main_window
from ui.main_window import MainWindow
from ui.screens.final import FinalScreen


def test_two_player_game_of_ten_rounds_to_final_scoring(qtbot: QtBot, window: MainWindow) -> None:
    driver = Driver(qtbot, window, seed=7)
    driver.new_game(["Ada", "Bo"])
    driver.play_until(driver.on_final_screen, limit=4000)

    assert window.controller is not None
    state = window.controller.state
    assert state.phase == "finished"
    assert len(state.points_by_round) == 10
    final = window.stack.currentWidget()
    assert isinstance(final, FinalScreen)
    engine = final_scores(state, window.controller.game.data)
    assert final.totals() == {score.name: score.total for score in engine.players}
    winner = engine.players[engine.winner].name
    assert winner in final.winner.text()
    assert not getattr(final.detail, "lines", [])  # every line was settled
    assert len(final.detail.chart.lines[0].points) == len(state.points_by_round) + 2


def test_four_player_game_through_the_first_production(qtbot: QtBot, window: MainWindow) -> None:
    driver = Driver(qtbot, window, seed=11)
    driver.new_game(["Anna", "Ben", "Chiara", "Dieter"])
    table = driver.table
    driver.play_until(table.production.isVisible, limit=2000)

    assert window.controller is not None
    state = window.controller.state
    assert state.phase == "production" and state.round == 4
    expected = forecast(state, window.controller.game.data)
    for box, result in zip(table.production.players, expected, strict=True):
        total_row = box.model.rowCount() - 1
        assert box.title() == result.name
        assert box.model.value(total_row, 2) == result.produced.points
        assert str(result.points) in box.after.text()

    for _ in range(3):  # skip the lines the engine cannot compute, then apply
        if window.controller.state.phase != "production":
            break
        driver.step()
    state = window.controller.state
    assert state.era == 2
    for result, player in zip(expected, state.players, strict=True):
        assert player.resources == result.resources
        assert player.points == result.points
    for panel, player in zip(table.panels, state.players, strict=True):
        for name, label in panel.resource_values.items():
            assert label.text() == str(getattr(player.resources, name))
    if state.phase == "era_keep":
        assert table.era_keep.isVisible()
        assert table.era_keep.result.rowCount() > 0
    driver.play_until(lambda: window.controller.state.phase == "play", limit=10)
    assert window.controller.state.round == 5
    assert table.turn.isVisible()


def test_closing_in_the_middle_of_a_turn_resumes_exactly_there(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    driver = Driver(qtbot, window, seed=5)
    driver.new_game(["Ada", "Bo"])

    def mid_turn() -> bool:
        assert window.controller is not None
        turn = window.controller.state.turn
        return (
            window.controller.state.round >= 2
            and turn is not None
            and turn.slot is not None
            and bool(turn.stack)
        )

    driver.play_until(mid_turn, limit=2000)
    assert window.controller is not None and window.table is not None
    number = window.controller.id
    state = window.controller.state
    banner = window.table.banner.text()
    instruction = window.table.turn.instruction.text()
    buttons = [b.text() for b in window.table.turn.effect_buttons.buttons if b.isVisible()]
    window.close()

    with GameStore() as reopened:
        again = create_main_window(reopened)
        qtbot.addWidget(again)
        again.show()
        assert again.controller is not None and again.table is not None
        assert again.controller.id == number
        assert again.controller.state == state
        assert again.table.banner.text() == banner
        assert again.table.turn.instruction.text() == instruction
        shown = again.table.turn.effect_buttons.buttons
        assert [b.text() for b in shown if b.isVisible()] == buttons
        again.close()
