"""Text from files and players is shown as plain text, everywhere.

Qt shows a label or a tool tip as rich text (HTML) when its text merely looks like
HTML, so a player called ``<img src="/home/…">`` in a shared game file would make
the app load and show a local picture. :func:`sweep` makes every label of a window
(or of the app; :func:`sweep_python`: that Python knows) that did not choose a format
plain text; :class:`PlainTextGuard`, an event filter on the application, then does the
same for every label shown later, Qt's tool tips among them. The guard
sees every event of the app, which costs ~90 ms over the first frame (thousands of
events cross into Python), so the app sweeps its labels before showing its window and
installs the guard just after (:func:`install_soon`).
A label that means to show markup sets ``Qt.TextFormat.RichText`` itself and
escapes what it puts in (:func:`escape`); message boxes go through :func:`ask` and
:func:`tell`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from shiboken6 import Shiboken

if TYPE_CHECKING:  # imported when first used: their enums cost time at start
    from PySide6.QtWidgets import QMessageBox


def escape(text: str) -> str:
    """``text`` safe inside rich text (a name in a bold heading): ``html.escape(text,
    quote=False)`` without importing :mod:`html` and its entities at the start."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def escape_quotes(text: str) -> str:
    """``html.escape(text)``: :func:`escape` and the quotes too (for attributes)."""
    return escape(text).replace('"', "&quot;").replace("'", "&#x27;")


def tip(text: str) -> str:
    """A tool tip that shows ``text`` as it is. Qt's tool tip is a label, which the
    guard makes plain text when Qt polishes it, before it is given its text: once the
    guard watches, ``text`` goes as it is (escaped, it would show its ``&lt;``). Before
    that (the first frames), text that might look like HTML is escaped."""
    if _installed or ("<" not in text and "&" not in text):
        return text
    return f"<qt>{escape(text)}</qt>"


class PlainTextGuard(QObject):
    """The application-wide event filter described in the module docstring.

    It sees every event of the app (100–650 a tap), so it asks an event its type only
    when its object's class says it may be one it acts on: only a label's polish
    matters. ``event.type()`` builds a Python enum member each time (≈ 1.7 µs, twice
    what the filter's call costs). Tool tips need nothing more: Qt's tool tip is a
    label polished before it is given its text, so it shows any tool tip as plain text
    (escaping it too would show its ``&lt;``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._polish = QEvent.Type.Polish

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Labels become plain text when polished (shown, or a tool tip made)."""
        if (
            isinstance(watched, QLabel)
            and event.type() == self._polish
            and watched.textFormat() == Qt.TextFormat.AutoText
        ):
            watched.setTextFormat(Qt.TextFormat.PlainText)
        return False


def sweep(root: QWidget | None = None) -> None:
    """Make every label of ``root`` that did not choose a format plain text; with no
    ``root``, every label of the app: the cheaper, as the app lists its widgets at
    once where finding a window's labels wraps each object it holds."""
    found = QApplication.allWidgets() if root is None else [root, *root.findChildren(QLabel)]
    _plain(found)


def sweep_python() -> None:
    """:func:`sweep` the labels Python knows: every label the app made (Qt makes its own
    only in dialogs: message boxes go through :func:`ask` and :func:`tell`). Before
    the first frame (issue #13): listing the app's widgets would hand Python each one
    Qt made, and a plain ``QWidget`` among them sets up every widget type (10 ms)."""
    _plain(Shiboken.getAllValidWrappers())


def _plain(found: Iterable[object]) -> None:
    for label in found:
        if isinstance(label, QLabel) and label.textFormat() == Qt.TextFormat.AutoText:
            label.setTextFormat(Qt.TextFormat.PlainText)


def _box(parent: QWidget | None, title: str, text: str, icon: QMessageBox.Icon) -> QMessageBox:
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def ask(parent: QWidget | None, title: str, text: str, *, default_no: bool = False) -> bool:
    """A yes/no question shown as plain text; True for yes (``default_no``: Enter
    says No, for a question whose Yes cannot be undone)."""
    from PySide6.QtWidgets import QMessageBox

    box = _box(parent, title, text, QMessageBox.Icon.Question)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    if default_no:
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


def tell(
    parent: QWidget | None,
    title: str,
    text: str,
    icon: QMessageBox.Icon | None = None,
) -> None:
    """A message shown as plain text, with an OK button (a warning unless ``icon``)."""
    from PySide6.QtWidgets import QMessageBox

    box = _box(parent, title, text, icon or QMessageBox.Icon.Warning)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


INSTALL_AFTER_MS = 1500
"""When the guard starts watching: after the first frames (the window is swept)."""


def install_soon(app: QApplication) -> None:
    """Install the guard once the first frames are painted, sweeping every window then."""

    def now() -> None:
        sweep()
        install(app)

    QTimer.singleShot(INSTALL_AFTER_MS, now)


_installed: list[PlainTextGuard] = []
"""The guard installed, if any: :func:`unwatched` finds it without asking the app (its
``findChild`` wraps each object the app holds on the way, ≈ 4 M instructions)."""


def install(app: QApplication) -> PlainTextGuard:
    """Install the guard on ``app`` (once); returns it (keep it alive with the app)."""
    guard = app.findChild(PlainTextGuard)
    if not isinstance(guard, PlainTextGuard):
        guard = PlainTextGuard(app)
        app.installEventFilter(guard)
    _installed[:] = [guard]
    return guard


_lifted: list[PlainTextGuard] = []
"""The guard while :func:`unwatched` has it not watching."""


@contextmanager
def unwatched() -> Iterator[None]:
    """The guard not watching inside: for a switch that shows only what was shown (or
    swept) before, whose labels are plain text already; its hide and show events
    crossed into Python for nothing (≈ 20 K instructions each, most of them making a
    wrapper for a widget Qt made: the era's end's ≈ 190 cost ≈ 2.6 M)."""
    app = QApplication.instance()
    guard = _installed[0] if _installed else None
    if app is None or guard is None or not Shiboken.isValid(guard) or _lifted:
        yield  # (inside another: that one watches again at its end)
        return
    app.removeEventFilter(guard)
    _lifted.append(guard)
    try:
        yield
    finally:
        _lifted.clear()
        app.installEventFilter(guard)


def polished_switch(coming: QWidget) -> AbstractContextManager[None]:
    """The guard not watching while a screen switches to ``coming``, when ``coming`` was
    polished (shown once: every widget it holds was polished then, in the guard's view):
    hiding the screen going and showing ``coming`` polish no label, and their hide and
    show events (≈ 230 at the game's end) crossed into Python for nothing."""
    if coming.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
        return unwatched()
    return nullcontext()
