"""A scroll area's grown widget laid out from the top down, its vertical scroll bar
shown first when it will need one (issue #13).

A changed child lays itself out first, at its old size (Qt sends the deepest layout
request first), then its parent's layout gives it its new size and it is laid out
again. In the players' row a panel that grows by a line (a fifth action card, a claimed
cards' line more) had every label squeezed into its old height, then moved back: the
panel laid out and repainted twice. A scroll area resizing its widget
(``widgetResizable``) whose widget grows past its height also lays the widget out at
the viewport's full width, queues showing its scroll bar and, once it shows, lays the
widget out a third time at the narrower width: all four panels three times in one
card-number tap (20–40 ms CPU, the kind's p99).

:func:`lay_out_grown_first` makes the same decision Qt's scroll area makes (the
widget's height for the viewport's width against the room it has) before any of it is
laid out and shows the bar at once, or has the area size its widget as its queued
layout request would; the widget's layout then gives each child its final size, and
each child is laid out once, at that size.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLayout, QScrollArea, QWidget


def lay_out_grown_first(area: QScrollArea, grown: Iterable[QWidget]) -> None:
    """Lay out ``area``'s widget, whose children ``grown`` need more height than they
    have (changed, their layout requests not sent yet), from the top down: its vertical
    scroll bar shown now if it will need it, the widget sized as the area will size it,
    its layout laid out.

    Only a shown area whose horizontal bar is hidden and whose widget still fits its
    width is looked at (otherwise Qt lays it out as before); what the area and the
    widget's layout do is Qt's own, in the order a parent's layout comes first: the
    bar's range and every size end as they would have."""
    bar = area.verticalScrollBar()
    inner = area.widget()
    if (
        inner is None
        or not area.isVisible()
        or area.horizontalScrollBar().isVisible()
        or area.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAsNeeded
        or not area.widgetResizable()
    ):
        return
    for widget in grown:  # their sizes as their parent's layout will ask them
        _invalidate(widget.layout())
        widget.updateGeometry()
    layout = inner.layout()
    _invalidate(layout)
    if not bar.isVisible():  # (a bar is hidden with the box Qt keeps it in)
        room = area.maximumViewportSize()
        least = inner.minimumSizeHint().expandedTo(inner.minimumSize())
        if least.width() > room.width():  # the horizontal bar too: left to Qt
            return
        needed = least.height()
        if inner.hasHeightForWidth():
            needed = max(needed, inner.heightForWidth(room.width()))
        if needed > room.height():
            bar.setRange(0, needed - room.height())
            # Setting the policy lays the bars out at once (the range's queued call
            # would later): the viewport narrows and the scroll area resizes its widget
            # to its final size, laid out once.
            area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            return
    if bar.isVisible():
        # The area sizes its widget now (its queued layout request would, after the
        # children), which lays the widget out at that size.
        QCoreApplication.sendEvent(area, QEvent(QEvent.Type.LayoutRequest))
    if layout is not None:  # (at an unchanged size, laid out here)
        layout.activate()


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
