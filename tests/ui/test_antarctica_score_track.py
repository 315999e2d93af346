"""Antarctica's score track ("CONTEGGIO DEI PUNTI VITTORIA E VINCITORE"): the game
scores only at the end, so the table's track shows each player's cube where the four
final scorings would put it if the game ended now, says so, and at the end shows the
final scores. Its numbers are the engine's at every point of a golden game."""

from __future__ import annotations

import json
from pathlib import Path

from pytestqt.qtbot import QtBot

from companion.core.registry import get_plugin
from companion.games.antarctica.position import position_of
from companion.games.antarctica.projection import scores_if_ended, track_space
from companion.games.antarctica.ruleset import Antarctica, Change
from companion.games.antarctica.scoring import final_scores
from companion.store import GameStore
from ui.games.antarctica.table import TableScreen
from ui.main_window import MainWindow

GOLDEN = Path(__file__).parent.parent / "golden"


def test_the_track_wraps_at_fifty() -> None:
    """CONTEGGIO DEI PUNTI VITTORIA E VINCITORE: the track runs 0–49; past it the
    marker shows its "50" side."""
    assert track_space(0) == (0, 0)
    assert track_space(49) == (49, 0)
    assert track_space(50) == (0, 1)
    assert track_space(78) == (28, 1)
    assert track_space(103) == (3, 2)


def test_the_score_track_equals_the_engine_through_a_golden_game(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    plugin = get_plugin("antarctica")
    lines = (GOLDEN / "ant_3p.jsonl").read_text(encoding="utf-8").splitlines()
    commands = [json.loads(line) for line in lines]
    game = store.new_game("antarctica", commands[0])
    number = game.id
    game.close()
    window.open_game(number)
    table = window.table
    assert isinstance(table, TableScreen)
    controller = window.controller
    assert controller is not None
    assert set(table.score.totals().values()) == {0}  # nothing scored at the start
    assert "if the game ended now" in table.score.title()
    checks = 0
    for index, command in enumerate(commands[1:], start=1):
        assert controller.execute(Antarctica().parse_command(command))
        if index % 60 == 0 or index == len(commands) - 1:
            state = controller.state
            engine = final_scores(position_of(state))
            assert table.score.totals() == {p.name: p.total for p in engine.players}
            for player in engine.players:
                parts = table.score.parts(player.seat)
                assert all(str(s.points) in parts for s in player.scorings)
                assert f"= {player.total}" in parts
            checks += 1
    assert checks >= 5
    state = controller.state
    result = plugin.result(state, None)
    assert result is not None
    assert table.score.totals() == {s.name: s.points for s in result.scores}
    known = json.loads((GOLDEN / "ant_3p.expected.json").read_text(encoding="utf-8"))
    assert table.score.totals() == known["scores"]
    assert "final scores" in table.score.title()


def test_the_score_track_redraws_only_when_scoring_can_change(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    plugin = get_plugin("antarctica")
    game = store.new_game("antarctica", plugin.example_setup(3, 4))
    number = game.id
    game.close()
    window.open_game(number)
    table = window.table
    assert isinstance(table, TableScreen)
    shown: list[object] = []
    table.score.show_state = shown.append  # type: ignore[method-assign]
    table._score(Change.DECKS | Change.PENDING)
    assert shown == []
    table._score(Change.TRACKS)
    assert len(shown) == 1
    state = window.controller.state  # type: ignore[union-attr]
    assert scores_if_ended(state) == final_scores(position_of(state))
