"""Antarctica played to the end through the widgets: a 3-player game tapped
button by button and area by area (the engine's autoplay only chooses what to
tap); the final screen shows the engine's scores."""

from __future__ import annotations

from ant_driver import AntDriver, new_game
from pytestqt.qtbot import QtBot

from companion.core.registry import get_plugin
from ui.games.antarctica.final import FinalDetail
from ui.main_window import MainWindow
from ui.screens.final import FinalScreen

MAX_TAPS = 4000
SETUP_SEED = 1
"""The wizard's draws (starting buildings, basic cards) are seeded: about one random
3-player setup in sixty lets the seeded autoplay reach a stalemate the rules allow
(every player has one scientist left and an empty common reserve, and only plankton
collectors, which need two, are left to build): "FINE DEL GIOCO" never holds."""
TURN_COMMANDS = {"MoveShip", "Build", "BuildShip", "Recruit", "Research", "PlayCard", "Discard"}
TURN_COMMANDS |= {"EndTurn"}


def test_a_three_player_game_is_played_to_the_end_by_taps(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1024, 600)
    table = new_game(qtbot, window, ["Alice", "Bob", "Chloe"], seed=SETUP_SEED)
    assert table.turn.cards.isVisible()  # no face-up card named at setup: the table names them
    driver = AntDriver(qtbot, window, seed=5)
    turns = 0
    own = 0
    """Taps of the acting player's own turn (not naming revealed cards, not effects)."""
    for _ in range(MAX_TAPS):
        if isinstance(window.stack.currentWidget(), FinalScreen):
            break
        before = driver.taps
        kind = type(driver.step()).__name__
        if kind in TURN_COMMANDS:
            own += driver.taps - before
        turns += kind == "EndTurn"
    final = window.stack.currentWidget()
    assert isinstance(final, FinalScreen)
    controller = window.controller
    assert controller is not None
    result = get_plugin("antarctica").result(controller.state, controller.game.data)
    assert result is not None
    detail = final.detail
    assert isinstance(detail, FinalDetail)
    assert detail.totals() == {score.name: score.points for score in result.scores}
    assert not final.table.isVisible()  # the detail lists every place and total itself
    names = {score.name for score in result.scores if score.seat in result.winners}
    assert all(name in final.winner.text() for name in names)
    assert turns > 10
    every, mine = driver.taps / turns, own / turns
    print(f"taps {driver.taps}, turns {turns}: {every:.2f} a turn, {mine:.2f} own")
