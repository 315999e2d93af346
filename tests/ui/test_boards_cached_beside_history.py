"""Issue #13: with the History open the table folds and draws its boards larger; Qt's
pixmap cache is bounded for those pictures, so the four boards' site pictures fit and a
board shown again (a build step's flip to the board tab) finds its sites drawn."""

from __future__ import annotations

import math

from project_scripts import table_player
from PySide6.QtGui import QPixmapCache
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui import theme
from ui.games.underwater_cities.table.screen import TableScreen


def _pictures_kib(table: TableScreen) -> float:
    """What the boards' cached site pictures take, at the size each is drawn at (ARGB)."""
    total = 0
    for view in table.board_views:
        transform = view.transform()
        for site in view.sites.values():
            rect = transform.mapRect(site.shape.boundingRect())
            total += (math.ceil(rect.width()) + 2) * (math.ceil(rect.height()) + 2) * 4
    return total / 1024


def test_the_boards_site_pictures_fit_the_pixmap_cache_beside_the_history(
    qtbot: QtBot, store: GameStore
) -> None:
    """At 1600×1000 with the History open the boards are drawn at ≈ 0.89 (side by side
    ≈ 0.58): their pictures, ≈ 1.5 times a 1920×1080 table's, passed the 1.25 MiB bound
    a window of that area got, and each board shown pushed another's out (a build step's
    flip drew 63 sites again: 13 M instructions). The bound follows the boards' scale."""
    window = table_player(qtbot, store, (1600, 1000), ["Ada", "Bo", "Cy", "Di"], 3).window
    table = window.table
    assert isinstance(table, TableScreen)
    window.history_dock.show()
    qtbot.waitUntil(lambda: table.compact, timeout=5_000)
    table.fold.setCurrentWidget(table.right)
    for index in range(len(table.board_views)):
        table.boards.setCurrentIndex(index)
        qtbot.wait(1)
    assert _pictures_kib(table) > theme.PIXMAP_CACHE_KIB  # more than the old bound
    largest = max(view.transform().m11() for view in table.board_views)
    assert largest > 0.85
    assert QPixmapCache.cacheLimit() > 1.5 * theme.PIXMAP_CACHE_KIB
    window.history_dock.hide()
    window.close_game()
