"""Whether the focus was last moved by a key: only then does the style draw a focus
frame, so a widget whose focus comes or goes otherwise looks the same (issue #13: the
quiet widgets below skip that repaint)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def key_moved_focus(widget: QWidget) -> bool:
    """True when a key last moved the focus in ``widget``'s window."""
    return widget.window().testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
