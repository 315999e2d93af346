"""The Tab order of a window, for the UI tests."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def tab_chain(window: QWidget) -> list[QWidget]:
    """The widgets Tab moves through from ``window``, in order (those taking focus)."""
    found: list[QWidget] = []
    widget = window.nextInFocusChain()
    while widget is not None and widget is not window:
        if widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
            found.append(widget)
        widget = widget.nextInFocusChain()
    return found
