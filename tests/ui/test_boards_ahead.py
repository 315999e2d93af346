"""Issue #13: the boards are sized and painted in idle time, also where the tap showing
them would have done it: in the folded table's board tab while another tab is shown,
and after a hidden board was restyled."""

from __future__ import annotations

from typing import Any

from project_scripts import screen_is_fresh, seeded_table, table_player
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui.games.underwater_cities.table.board_view import BoardView
from ui.games.underwater_cities.table.screen import TableScreen
from ui.games.underwater_cities.table.turn_flow import Highlight
from ui.main_window import MainWindow


def _idle_done(table: TableScreen) -> bool:
    return (
        table._reserved
        and not table._boards_unlaid()
        and table._unpainted_board() is None
        and not any(view.waiting for view in table.board_views)
    )


def test_the_folded_board_tab_is_laid_out_and_painted_while_another_tab_shows(
    qtbot: QtBot, store: GameStore
) -> None:
    """At 1024×600 the slots' tab shows; idle time lays the board tab out at the tabs'
    size and paints every board at it: flipping to the board tab, and to each board in
    it, resizes no board and fits none anew (which would draw every site's picture)."""
    window = table_player(qtbot, store, (1024, 600), ["Ada", "Bo", "Cy", "Di"], 3).window
    table = window.table
    assert isinstance(table, TableScreen)
    qtbot.waitUntil(lambda: _idle_done(table), timeout=15_000)
    assert table.compact and table.fold.currentWidget() is table.left_page
    sizes = [view.size() for view in table.board_views]
    transforms = [view.transform() for view in table.board_views]
    assert len(set((s.width(), s.height()) for s in sizes)) == 1
    app: Any = QApplication.instance()
    table.fold.setCurrentWidget(table.right)
    app.processEvents()
    for index in range(len(table.board_views)):
        table.boards.setCurrentIndex(index)
        app.processEvents()
    assert [view.size() for view in table.board_views] == sizes
    assert [view.transform() for view in table.board_views] == transforms
    assert screen_is_fresh(window)
    window.close_game()


def test_a_board_restyled_while_hidden_is_painted_in_idle_time(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    seeded_table(store, window)
    table = window.table
    assert isinstance(table, TableScreen)
    qtbot.waitUntil(lambda: _idle_done(table), timeout=15_000)
    index = (table.boards.currentIndex() + 1) % len(table.board_views)
    view = table.board_views[index]
    assert not view.isVisible() and not view.stale()
    painted: list[BoardView] = []
    real = BoardView.paint_ahead

    def paint_ahead(board: BoardView, *args: Any) -> None:
        painted.append(board)
        real(board, *args)

    BoardView.paint_ahead = paint_ahead  # type: ignore[method-assign]
    try:
        player = table.controller.state.players[index]
        two = frozenset(sorted(view.sites)[:2])
        view.show_player(player, index, Highlight(index, two), hidden=True)
        assert view.stale()  # its next showing would draw the two sites' pictures
        table._idle.start(0)
        qtbot.waitUntil(lambda: not view.stale())
    finally:
        BoardView.paint_ahead = real  # type: ignore[method-assign]
    assert painted == [view]
