"""Caches the app bounds (issue #13: memory after 1,000 taps within 5 MiB of the start)."""

from __future__ import annotations

from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ui import theme


def test_the_look_bounds_qts_pixmap_cache(qapp: QApplication) -> None:
    """Fusion and the boards' cached sites keep their pictures in Qt's pixmap cache,
    10 MiB unless told: the look sets it to about what one table shows."""
    theme.fit_pixmap_cache(1600, 1000)
    QPixmapCache.setCacheLimit(10_240)
    theme.apply(qapp, theme.current())
    assert QPixmapCache.cacheLimit() == theme.PIXMAP_CACHE_KIB < 10_240


def test_a_larger_window_gets_a_larger_pixmap_cache(qapp: QApplication) -> None:
    """The boards' site pictures grow with the window: beyond 1920×1080 the bound grows
    in proportion to the area, and a new look keeps it; a smaller window goes back."""
    theme.fit_pixmap_cache(3840, 2160)
    assert QPixmapCache.cacheLimit() == 4 * theme.PIXMAP_CACHE_KIB
    theme.apply(qapp, theme.current())
    assert QPixmapCache.cacheLimit() == 4 * theme.PIXMAP_CACHE_KIB
    theme.fit_pixmap_cache(1024, 600)
    assert QPixmapCache.cacheLimit() == theme.PIXMAP_CACHE_KIB


def test_a_board_in_a_large_window_bounds_the_cache_by_the_window(
    qapp: QApplication, qtbot: QtBot
) -> None:
    """A board fitted to a 2560×1440 window (its sites' pictures larger than at
    1920×1080) sets the bound for that window's area."""
    from ui.games.underwater_cities.table.board_view import BoardView

    theme.fit_pixmap_cache(1600, 1000)
    holder = QWidget()
    qtbot.addWidget(holder)
    view = BoardView(holder)
    holder.resize(2560, 1440)
    view.resize(900, 1000)
    holder.show()
    qtbot.waitExposed(holder)
    ratio = holder.devicePixelRatioF()
    area = round(2560 * ratio) * round(1440 * ratio)
    assert QPixmapCache.cacheLimit() == round(theme.PIXMAP_CACHE_KIB * area / (1920 * 1080))
    theme.fit_pixmap_cache(1600, 1000)
