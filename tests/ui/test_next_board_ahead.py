"""Issue #13: the board the next turn shows is painted ahead in idle time, once the
turn's tile is placed (Qt's pixmap cache drops the pictures used longest ago first: the
next player's board's, last shown a round of turns ago; the tap ending the turn drew its
sites again)."""

from __future__ import annotations

from typing import Any

import pytest
from project_scripts import table_player
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui.games.underwater_cities.table.board_view import BoardView
from ui.games.underwater_cities.table.screen import TableScreen


@pytest.mark.parametrize("size", [(1600, 1000), (1024, 600)])
def test_the_next_turns_board_is_painted_ahead_once_a_turn(
    qtbot: QtBot, store: GameStore, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Every tap that ends a turn shows a board painted ahead, hidden, at the shown
    board's size, after the ending turn's tile was placed, and once in that turn (also
    folded, the board tab hidden behind the slots' tab)."""
    player = table_player(qtbot, store, size, ["Ada", "Bo", "Cy", "Di"], 3)
    table = player.window.table
    assert isinstance(table, TableScreen)
    painted: list[tuple[BoardView, Any, bool]] = []
    real = BoardView.paint_ahead

    def paint_ahead(view: BoardView, *args: Any) -> None:
        shown = table.boards.currentWidget()
        sized = bool(args) and shown is not None and args[0] == shown.size()
        turn = table.controller.state.turn
        painted.append((view, turn is not None and turn.slot is not None, sized))
        real(view, *args)

    monkeypatch.setattr(BoardView, "paint_ahead", paint_ahead)
    real_tap = player._tap
    passed: list[tuple[BoardView, list[tuple[BoardView, Any, bool]]]] = []

    def tap(act: Any, what: str) -> None:
        before = table.controller.state.current_player
        real_tap(act, what)
        after = table.controller.state.current_player
        if before is not None and after is not None and after != before:
            shown = table.boards.currentWidget()
            assert isinstance(shown, BoardView)
            passed.append((shown, list(painted)))
            painted.clear()
        qtbot.waitUntil(lambda: not (table._idle.isActive() or table._after_paint.isActive()))

    player._tap = tap
    qtbot.wait(300)
    while len(passed) < 9:
        player.step()
    for shown, ahead in passed[1:]:  # the first: its turn began before the watch
        assert [(view, placed, sized) for view, placed, sized in ahead if view is shown] == [
            (shown, True, True)
        ]
    player.window.close_game()
