"""A scroll area's viewport made in Python (issue #13).

Python is handed a widget Qt made (a scroll area's own viewport) as a plain
``QWidget``: to find its most derived Python type, PySide6 sets up every widget
type it knows, each with its Python enums (about 80 of them, 10 ms at the start).
A viewport made in Python is already known: nothing is set up.
"""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QWidget


def python_viewport(area: QAbstractScrollArea) -> QWidget:
    """Give ``area`` a viewport made in Python, set up as Qt sets up its own (name,
    background); returns it."""
    viewport = QWidget(area)
    viewport.setObjectName("qt_scrollarea_viewport")
    viewport.setBackgroundRole(QPalette.ColorRole.NoRole)
    viewport.setAutoFillBackground(True)
    area.setViewport(viewport)
    return viewport
