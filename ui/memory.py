"""Native memory freed by a closed game or screen, given back to the system (issue #13).

A closed game's Python objects are in reference cycles (widgets, their slots, the
controller and its undo states) that only a full collection frees, which Python runs
rarely: :func:`release_later` collects them once the event loop is idle (~2 MiB a game
in the benchmarks, which later allocations would otherwise take from fresh pages; ~12 ms
of CPU in the app, whose start objects are frozen, 45–80 ms where none are). glibc then
keeps what Qt, SQLite and Python freed in its heap for later allocations (10–16 MiB once
a game's window is gone): it is asked to return the free pages (``malloc_trim``:
0.1–5 ms; up to ~50 ms on a loaded machine when it returns 15 MiB). Elsewhere (macOS,
Windows, musl) there is no such call: only :mod:`linecache`'s source lines, which
PySide6's import hook leaves there, are dropped. A game opened before then runs the
release first (:func:`release_waiting`).
"""

from __future__ import annotations

import gc
import linecache
import sys
import time
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

IDLE_MS = 300
"""How long the release waits after a close, and after each paint of a window that
follows it (the deleted widgets are gone by then, and the player is not tapping)."""
PATIENCE_S = 5.0
"""After this long, paints no longer put the release off."""


@cache
def _libc() -> Any:
    """glibc, or None where there is no ``malloc_trim``."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # not on the start path

    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.malloc_trim.argtypes = [ctypes.c_size_t]
    except (OSError, AttributeError):
        return None
    return libc


def available() -> bool:
    """Whether this platform can give freed memory back (glibc)."""
    return _libc() is not None


def release() -> bool:
    """Give the allocator's free pages back to the system now; whether it could. The
    source lines kept in :mod:`linecache` go first: PySide6's import hook reads the
    source of modules imported after it (≈ 2.4 MiB of lines once a game has been
    played; a traceback reads them again)."""
    linecache.clearcache()
    libc = _libc()
    if libc is None:
        return False
    libc.malloc_trim(0)
    return True


_pending = [False]


class _Quiet(QObject):
    """Runs the release once no window of the app has painted for :data:`IDLE_MS` (a
    collection can take tens of milliseconds: not inside a tap that came after the
    close). It watches the app's events only while it waits."""

    def __init__(self) -> None:
        super().__init__()
        self._since = time.monotonic()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(IDLE_MS)
        self.timer.timeout.connect(self.run)
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A window paints: the player is busy, the quiet time starts again."""
        busy = event.type() == QEvent.Type.UpdateRequest
        if busy and time.monotonic() - self._since < PATIENCE_S:
            self.timer.start()
        return False

    def run(self) -> None:
        """Collect the garbage and give the free pages back (once)."""
        self.timer.stop()
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        _pending[0] = False
        _held.clear()
        gc.collect()
        release()


_held: list[_Quiet] = []
"""The release waiting (nothing else keeps it)."""


def release_later() -> None:
    """The garbage collected and :func:`release` once the app has been quiet for
    :data:`IDLE_MS` (no window painted) after the current events; several closes in a
    row release once."""
    if _pending[0] or not available():
        return
    _pending[0] = True
    _held[:] = [_Quiet()]


def release_waiting() -> None:
    """Run a release that waits (:func:`release_later`) now: a game is about to be
    built, and its objects then take the memory the closed one freed instead of fresh
    pages and Python arenas that the closed one's garbage, collected later, would leave
    half empty."""
    if _held:
        _held[0].run()
