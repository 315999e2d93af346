"""Text from files and players is shown as plain text, everywhere.

Qt shows a label or a tool tip as rich text (HTML) when its text merely looks like
HTML, so a player called ``<img src="/home/…">`` in a shared game file would make
the app load and show a local picture. :class:`PlainTextGuard`, installed once on
the application, makes every label that did not choose a format plain text, and
shows every tool tip that looks like HTML with its markup escaped. A label that
means to show markup sets ``Qt.TextFormat.RichText`` itself and escapes what it
puts in (:func:`escape`).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QToolTip, QWidget


def escape(text: str) -> str:
    """``text`` safe inside rich text (a name in a bold heading)."""
    return html.escape(text, quote=False)


def tip(text: str) -> str:
    """A tool tip for an item (of a list, a tree, a scene) that shows ``text`` as it is:
    the guard cannot reach those, so text that might look like HTML is escaped here."""
    return f"<qt>{escape(text)}</qt>" if "<" in text or "&" in text else text


class PlainTextGuard(QObject):
    """The application-wide event filter described in the module docstring."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Labels become plain text when shown; HTML-looking tool tips are escaped."""
        kind = event.type()
        if kind == QEvent.Type.Polish and isinstance(watched, QLabel):
            if watched.textFormat() == Qt.TextFormat.AutoText:
                watched.setTextFormat(Qt.TextFormat.PlainText)
        elif kind == QEvent.Type.ToolTip and isinstance(watched, QWidget):
            text = watched.toolTip()
            if ("<" in text or "&" in text) and isinstance(event, QHelpEvent):
                QToolTip.showText(event.globalPos(), f"<qt>{escape(text)}</qt>", watched)
                return True
        return False


def install(app: QApplication) -> PlainTextGuard:
    """Install the guard on ``app`` (once); returns it (keep it alive with the app)."""
    guard = app.findChild(PlainTextGuard)
    if isinstance(guard, PlainTextGuard):
        return guard
    guard = PlainTextGuard(app)
    app.installEventFilter(guard)
    return guard
