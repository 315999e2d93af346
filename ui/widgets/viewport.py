"""A scroll area's viewport made in Python (issue #13).

Python is handed a widget Qt made (a scroll area's own viewport) as a plain
``QWidget``: to find its most derived Python type, PySide6 sets up every widget
type it knows, each with its Python enums (about 80 of them, 10 ms at the start).
A viewport made in Python is already known: nothing is set up.

Under the app's style sheet Qt no longer fills an item view's viewport (the style sheet
paints its background), so Qt paints what lies under the viewport first:
:func:`opaque_viewports` has it fill again, and :func:`opaque_scroll_bar` the box
holding the view's scroll bar.
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


def opaque_viewports(page: QWidget) -> None:
    """Have the item views in ``page`` (polished: their style sheet background set) fill
    their viewports with an opaque brush, so that Qt takes them for opaque and the
    widgets under a viewport do not paint there first (issue #13: the final screen's
    details filled their area four times). The style sheet's background is painted over
    that fill as before; a new style sheet turns the fill off again (as before)."""
    from PySide6.QtWidgets import QAbstractItemView  # its enums: not at the start

    for view in page.findChildren(QAbstractItemView):
        viewport = view.viewport()
        if (
            not viewport.autoFillBackground()
            and viewport.palette().brush(viewport.backgroundRole()).isOpaque()
        ):
            viewport.setAutoFillBackground(True)


def opaque_scroll_bar(area: QAbstractScrollArea) -> None:
    """Have the box holding ``area``'s vertical scroll bar fill itself with the palette's
    base colour, the colour of an item view's background under the app's style sheet,
    so that Qt takes it for opaque: a change of the bar's range (the History's new row)
    then repaints the box and the bar, not first the widgets under them (for the History
    the dock, the panel and the view, whose style sheet background adds up every row's
    height). The box follows the app's palette, a new theme's too."""
    box = area.verticalScrollBar().parentWidget()
    if box is None or box is area:
        return
    box.setBackgroundRole(QPalette.ColorRole.Base)
    box.setAutoFillBackground(True)
