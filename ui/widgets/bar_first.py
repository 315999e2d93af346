"""A scroll area's vertical scroll bar shown before its grown widget is laid out
(issue #13).

A scroll area resizing its widget (``widgetResizable``) whose widget grows past its
height lays the widget out at its old size first (each layout on the way up in turn),
then at the new height and the viewport's full width, and queues showing its scroll
bar; once the bar shows, the narrower viewport has the widget laid out a third time.
The players' row did that at its first growth past its height: all four panels laid out
three times in one card-number tap (20–40 ms CPU, the kind's p99). :func:`show_bar_first`
makes the same decision Qt's scroll area makes (the widget's height for the viewport's
width against the room it has) before any of it is laid out and shows the bar at once:
the widget is then laid out once, at its final size.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLayout, QScrollArea, QWidget


def show_bar_first(area: QScrollArea, grown: Iterable[QWidget]) -> None:
    """Show ``area``'s vertical scroll bar now if its widget, with the children
    ``grown`` changed (their layout requests not sent yet), will need it.

    Only a shown area whose bars are both hidden and whose widget still fits its width
    is looked at (otherwise Qt decides as before); Qt's own layout of the scroll area,
    which follows, makes the bar's range and the widget's size as it would have."""
    bar = area.verticalScrollBar()
    inner = area.widget()
    if (
        inner is None
        or not area.isVisible()
        or bar.isVisible()  # (a bar is hidden with the box Qt keeps it in)
        or area.horizontalScrollBar().isVisible()
        or area.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAsNeeded
        or not area.widgetResizable()
    ):
        return
    for widget in grown:  # their sizes as their parent's layout will ask them
        _invalidate(widget.layout())
        widget.updateGeometry()
    _invalidate(inner.layout())
    room = area.maximumViewportSize()
    least = inner.minimumSizeHint().expandedTo(inner.minimumSize())
    if least.width() > room.width():  # the horizontal bar too: left to Qt
        return
    needed = least.height()
    if inner.hasHeightForWidth():
        needed = max(needed, inner.heightForWidth(room.width()))
    if needed <= room.height():
        return
    bar.setRange(0, needed - room.height())
    # Setting the policy lays the bars out at once (the range's queued call would
    # later): the viewport narrows and the scroll area resizes its widget to its final
    # size, laid out once.
    area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)


def _invalidate(layout: QLayout | None) -> None:
    """Forget what ``layout`` and the layouts nested in it know of their items' sizes, as
    Qt's layout request does before it lays them out (until then they answer sizes from
    before the change)."""
    if layout is None:
        return
    layout.invalidate()
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is not None:
            _invalidate(item.layout())
