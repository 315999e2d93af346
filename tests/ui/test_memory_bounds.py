"""Caches the app bounds (issue #13: memory after 1,000 taps within 5 MiB of the start)."""

from __future__ import annotations

from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QApplication

from ui import theme


def test_the_look_bounds_qts_pixmap_cache(qapp: QApplication) -> None:
    """Fusion and the boards' cached sites keep their pictures in Qt's pixmap cache,
    10 MiB unless told: the look sets it to about what one table shows."""
    QPixmapCache.setCacheLimit(10_240)
    theme.apply(qapp, theme.current())
    assert QPixmapCache.cacheLimit() == theme.PIXMAP_CACHE_KIB < 10_240
