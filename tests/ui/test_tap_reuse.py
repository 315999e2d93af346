"""Issue #13: a tap creates no widget: the step buttons of a new step are the buttons
of the steps before, shown again with the new step's words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ui.games.underwater_cities.chips import ButtonGrid, ButtonSpec, WrapButton


def test_a_new_step_reuses_the_buttons_of_the_last(qtbot: QtBot) -> None:
    grid = ButtonGrid(2)
    qtbot.addWidget(grid)
    grid.show()
    taps: list[str] = []
    specs = [ButtonSpec(k, k.title(), lambda k=k: taps.append(k)) for k in ("gain", "build")]
    grid.set_buttons(specs, context=1)
    first = list(grid.buttons)
    made = len(grid.findChildren(QPushButton))
    for step in range(2, 30):
        keys = ("pay", "close", "skip")[: 1 + step % 3]
        grid.set_buttons([ButtonSpec(k, k, lambda k=k: taps.append(k)) for k in keys], step)
    assert len(grid.findChildren(QPushButton)) <= max(made, 3)
    grid.set_buttons(specs, context=99)
    assert all(any(b is old for old in grid.buttons) for b in first)  # the same two
    shown = [b for b in grid.findChildren(QPushButton) if b.isVisible()]
    assert sorted(b.objectName() for b in shown) == ["step-build", "step-gain"]
    button = grid.button("build")
    assert button is not None and button.text() == "Build"
    button.click()
    assert taps == ["build"]


def test_a_hidden_grid_lays_its_new_buttons_out_once(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #13: a step's buttons are shown before their grid: each button shown in a
    shown grid had Qt lay the grid out again at once (every button measured again per
    button shown)."""
    panel = QWidget()
    qtbot.addWidget(panel)
    layout = QVBoxLayout(panel)
    grid = ButtonGrid(2, panel)
    layout.addWidget(grid)
    grid.reserve(12)
    grid.hide()
    panel.resize(400, 600)
    panel.show()
    asked: list[int] = []
    measure = WrapButton.heightForWidth

    def counted(button: WrapButton, width: int) -> int:
        asked.append(width)
        return measure(button, width)

    monkeypatch.setattr(WrapButton, "heightForWidth", counted)
    grid.set_buttons([ButtonSpec(k, k.title(), lambda: None) for k in "abcdefghijkl"], 1)
    assert grid.isVisible() and all(b.isVisible() for b in grid.buttons)
    assert len(asked) <= 5 * 12  # 48 measures; one layout of the grid per button: 84


class _Counted(ButtonGrid):
    """A grid counting the panel's layout passes (each asks its size hint anew)."""

    asked = 0

    def sizeHint(self) -> QSize:
        """Counted."""
        self.asked += 1
        return super().sizeHint()


def _panel_with_grid(qtbot: QtBot) -> tuple[QWidget, _Counted]:
    """A shown panel and the grid of 30 spare buttons it holds."""
    panel = QWidget()
    qtbot.addWidget(panel)
    layout = QVBoxLayout(panel)
    grid = _Counted(2, panel)
    layout.addWidget(grid)
    grid.reserve(30)
    panel.resize(400, 900)
    panel.show()
    return panel, grid


def test_a_shown_grid_lays_its_new_buttons_out_once(qtbot: QtBot) -> None:
    """Issue #13: buttons shown in a shown grid (a step dropping its buttons with the
    focus or for a change of columns, or adding some): each one shown laid the grid
    and the panel out again at once (a step of 23–25 buttons: 4–7 ms)."""
    _panel, grid = _panel_with_grid(qtbot)
    grid.set_buttons([ButtonSpec("x", "X", lambda: None)], 1)
    QApplication.sendPostedEvents()
    grid.asked = 0
    grid.set_buttons([ButtonSpec(k, k.title(), lambda: None) for k in "abcdefghijkl"], 2)
    QApplication.sendPostedEvents()
    assert all(b.isVisible() for b in grid.buttons)
    assert grid.asked <= 3  # 2; one layout pass per button: 11
    places = [b.geometry() for b in grid.buttons]
    grid.grid.invalidate()
    grid.grid.activate()
    assert [b.geometry() for b in grid.buttons] == places  # laid out as from scratch


def test_a_step_keeps_a_gone_buttons_place_empty(qtbot: QtBot) -> None:
    """Within a step, a button whose choice is gone stays hidden while new ones show."""
    _panel, grid = _panel_with_grid(qtbot)
    grid.set_buttons([ButtonSpec(k, k, lambda: None) for k in ("a", "b", "c")], 1)
    grid.set_buttons([ButtonSpec(k, k, lambda: None) for k in ("a", "c", "d", "e")], 1)
    shown = [str(b.property("key")) for b in grid.buttons if b.isVisible()]
    assert shown == ["a", "c", "d", "e"]
    assert [str(b.property("key")) for b in grid.buttons] == ["a", "b", "c", "d", "e"]
