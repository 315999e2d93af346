"""Counting the events of one kind a widget gets (what a change lays out or paints)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class EventCount(QObject):
    """How many events of ``kind`` ``widget`` got since ``count`` was last set."""

    def __init__(self, widget: QWidget, kind: QEvent.Type) -> None:
        super().__init__()
        self.kind = kind
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == self.kind:
            self.count += 1
        return False


class EventLog(QObject):
    """Who got the events of ``kind`` (``label`` of each), in order, where this filter is
    installed (a widget, or the application)."""

    def __init__(
        self, kind: QEvent.Type, label: Callable[[QObject], str] = QObject.objectName
    ) -> None:
        super().__init__()
        self.kind = kind
        self.label = label
        self.seen: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == self.kind:
            self.seen.append(self.label(watched))
        return False


def layouts(widget: QWidget) -> EventCount:
    """The layout passes asked of ``widget``."""
    return EventCount(widget, QEvent.Type.LayoutRequest)
