"""What waits for the main window's first paint (issue #13): the app's icon, and the
engine's deferred validators, built in idle time.

The engines build a pydantic validator when it is first used
(:mod:`companion.core.deferred`), so the first frame builds only the few it needs.
:class:`AfterFirstFrame` builds the rest one at a time while the event loop has nothing
else to do, starting after the window's first paint: a tap waits for at most one
build, and no later tap pays for one. The window icon (an SVG: Qt loads its SVG
plug-in to draw it) is set in the first idle turn after that paint.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from companion.core import deferred


class AfterFirstFrame(QObject):
    """Once ``window`` has first painted: runs what :meth:`add` queued at the next idle
    turn of the event loop, then builds the deferred validators, one per idle turn."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._then: list[Callable[[], None]] = []
        self.timer = QTimer(self)
        self.timer.setInterval(0)  # runs whenever the event loop is idle
        self.timer.timeout.connect(self._step)
        window.installEventFilter(self)

    def add(self, then: Callable[[], None]) -> None:
        """Run ``then`` in the first idle turn after the first paint."""
        self._then.append(then)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window's first paint starts what waited for it."""
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            self.timer.start()  # its first turn comes once the frame is out
        return False

    def _step(self) -> None:
        if self._then:
            for then in self._then:
                then()
            self._then.clear()
        elif not deferred.build_some(1):
            self.timer.stop()
