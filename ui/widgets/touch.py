"""What a screen offers to tap now: its ``step_controls()`` (duck-typed, read by the
layout test across window sizes) list the controls of the current step."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QWidget


def shown(widgets: Iterable[QWidget | None]) -> list[QWidget]:
    """The visible, enabled ones of ``widgets``."""
    return [w for w in widgets if w is not None and w.isVisible() and w.isEnabled()]
