"""Issue #13: a wrapping step button says it has a height for its width by its size
policy, which Qt reads itself: a layout pass asks it hundreds of times a many-button
step (≈ 355 in the History's first tap), and a Python override was a call into Python
each time (≈ 0.9 M instructions a 23-button tap)."""

from __future__ import annotations

import sys
from types import FrameType
from typing import Any

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ui.widgets.buttons import ButtonGrid, ButtonSpec


def test_a_layout_pass_asks_no_python_whether_a_button_wraps(qtbot: QtBot) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    grid = ButtonGrid(2, holder)
    grid.set_buttons(
        [ButtonSpec(f"b{n}", f"Build a desalination plant {n}", lambda: None) for n in range(12)]
    )
    holder.resize(300, 600)
    holder.show()
    asked: list[str] = []

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call" and frame.f_code.co_name == "hasHeightForWidth":
            asked.append(frame.f_code.co_filename)

    sys.setprofile(profile)
    try:
        grid.grid.invalidate()
        grid.grid.activate()
        heights = [grid.grid.heightForWidth(width) for width in (150, 300)]
    finally:
        sys.setprofile(None)
    assert all(button.hasHeightForWidth() for button in grid.buttons)
    assert heights[0] > heights[1] > 0  # the texts wrap
    assert asked == []
