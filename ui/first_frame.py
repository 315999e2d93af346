"""What waits for the main window's first paint (issue #13): the app's icon, and the
engine's deferred validators, built in idle time.

Modules the start leaves out that a tap may need (:data:`LATER_IMPORTS`) are imported
one per idle turn after that paint, so that no tap imports them.

The engines build a pydantic validator when it is first used
(:mod:`companion.core.deferred`), so the first frame builds only the few it needs.
:class:`AfterFirstFrame` builds the rest of the open game's one at a time while the
event loop has nothing else to do, starting after the window's first paint: a tap
waits for at most one build, and no later tap pays for one. Those of games not open
are not built (~2.5 MiB for the two other games): opening one starts its builds; nor
are the open game's that no tap uses (its ruleset's ``built_ahead``). The
window icon (an SVG: Qt loads its SVG plug-in to draw it) is set in the first idle
turn after that paint.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from companion.core import deferred

LATER_IMPORTS = (
    "companion.store.summary",
    "companion.store.profiles",
    "companion.store.entries",
    "companion.core.scores",
)
"""What the start leaves out (their classes are not needed by the first frame) but a tap
may use: a tap's commit summarizes the game for the games list, a turn's end records the
seats' profiles, the History reads the log's entries, a game's end asks for its result."""


class AfterFirstFrame(QObject):
    """Once ``window`` has first painted: runs what :meth:`add` queued at the next idle
    turn of the event loop, then imports :data:`LATER_IMPORTS` and builds the open
    game's deferred validators (the window's ``controller``), one per idle turn, the
    validators again whenever its page changes."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._then: list[Callable[[], None]] = []
        self._imports = list(LATER_IMPORTS)
        self._painted = False
        self.timer = QTimer(self)
        self.timer.setInterval(0)  # runs whenever the event loop is idle
        self.timer.timeout.connect(self._step)
        window.installEventFilter(self)
        pages = window.centralWidget() if isinstance(window, QMainWindow) else None
        if isinstance(pages, QStackedWidget):
            pages.currentChanged.connect(self._wake)

    def add(self, then: Callable[[], None]) -> None:
        """Run ``then`` in the first idle turn after the first paint."""
        self._then.append(then)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window's first paint starts what waited for it."""
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            self._painted = True
            self.timer.start()  # its first turn comes once the frame is out
        return False

    def _wake(self) -> None:
        """A page shown (a game opened?): build what is left of the open game's."""
        if self._painted and not self.timer.isActive():
            self.timer.start()

    def _game(self) -> tuple[str, Callable[[deferred.Deferred], bool] | None] | None:
        """The package of the open game's engine and which of its validators a tap uses
        (None when no game is open)."""
        controller = getattr(self._window, "controller", None)
        game = getattr(controller, "game", None)
        ruleset = getattr(game, "ruleset", None)
        if ruleset is None:
            return None
        return ".".join(type(ruleset).__module__.split(".")[:3]), getattr(
            ruleset, "built_ahead", None
        )

    def _step(self) -> None:
        if self._then:
            for then in self._then:
                then()
            self._then.clear()
            return
        if self._imports:
            import_module(self._imports.pop(0))
            return
        game = self._game()
        if game is None or not deferred.build_some(1, *game):
            self.timer.stop()
