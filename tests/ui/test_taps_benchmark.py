"""The tap counter of ``benchmarks/taps.py`` on one whole 2-player game at 1024×600:
the table's turns take at most 4 taps (median) and 6 (90th percentile), issue #11.

Counting taps is not timing: the game is the same on any machine. The benchmark
plays 20 games (2 and 4 players) for the numbers reported in the issue's note.
"""

from __future__ import annotations

from project_scripts import load_script, table_player
from pytestqt.qtbot import QtBot

from companion.store import GameStore


def test_one_game_through_the_widgets_in_four_taps_a_turn(qtbot: QtBot, store: GameStore) -> None:
    taps = load_script("taps.py", "benchmarks")
    player = table_player(qtbot, store, (1024, 600), ["Ada", "Bo"], 1)
    window = player.window
    player.play()
    count = player.count
    assert len(count.turns) == 2 * 3 * 10  # every turn of the game had its taps
    median, p90 = taps.summary(count)
    assert median <= 4, count.what
    assert p90 <= 6, count.what
    window.close_game()
