"""The engine's deferred validators, built in idle time after the first frame (issue #13).

The engines build a pydantic validator when it is first used
(:mod:`companion.core.deferred`), so the first frame builds only the few it needs.
:class:`IdleBuilds` builds the rest one at a time while the event loop has nothing
else to do, starting after the window's first paint: a tap waits for at most one
build, and no later tap pays for one.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from companion.core import deferred


class IdleBuilds(QObject):
    """Builds the deferred validators, one per idle turn, after ``window`` first paints."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.timer = QTimer(self)
        self.timer.setInterval(0)  # runs whenever the event loop is idle
        self.timer.timeout.connect(self._step)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window's first paint starts the builds."""
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            self.timer.start()
        return False

    def _step(self) -> None:
        if not deferred.build_some(1):
            self.timer.stop()
