"""Issue #13: idle time measures the texts of the step the card's tap opens (the
History's first tap: resolving an unknown card shows 22 new step buttons), on a guess of
that tap; the tap then measures none of its buttons' preferred sizes, and its buttons
look and lie as they did."""

from __future__ import annotations

from pathlib import Path

import pytest
from project_scripts import demo_table
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_driver import click

from ui.games.underwater_cities.table.screen import TableScreen
from ui.widgets import buttons
from ui.widgets.buttons import WrapButton


def _sizes_measured(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts whose preferred sizes wrapping buttons measure from now on (none
    measured before)."""
    monkeypatch.setattr(buttons, "_shared", {})
    texts: list[str] = []
    measure = WrapButton._text_size

    def counted(self: WrapButton, width: int) -> QSize:
        if width < 0:
            texts.append(self.text())
        return measure(self, width)

    monkeypatch.setattr(WrapButton, "_text_size", counted)
    return texts


def _resolved(
    qtbot: QtBot, data_dir: Path, measured: list[str], ahead: bool
) -> list[tuple[str, tuple[int, int, int, int]]]:
    """The demo game's first tap, its idle work done before (``ahead``: with the texts
    measured ahead), ``measured`` left holding what it measured: its step buttons'
    texts, places and sizes."""

    def no_texts_ahead(table: TableScreen) -> None:
        table.turn.measure_ahead = lambda: None  # type: ignore[method-assign]

    window, table = demo_table(qtbot, data_dir, None if ahead else no_texts_ahead)
    measured.clear()
    resolve = table.turn.findChild(QWidget, "step-resolve")
    assert resolve is not None
    click(qtbot, resolve)
    QApplication.processEvents()
    grid = table.turn.effect_buttons
    shown = [(b.text(), b.geometry().getRect()) for b in grid.buttons if b.isVisible()]
    window.close()
    return shown


def test_the_card_s_tap_finds_its_new_texts_measured(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    measured = _sizes_measured(monkeypatch)
    shown_before = _resolved(qtbot, data_dir / "before", measured, ahead=False)
    assert len(shown_before) > 20
    assert len([text for text in measured if text.startswith(("+1 ", "Build a"))]) >= 10
    measured = _sizes_measured(monkeypatch)  # none measured before again
    shown = _resolved(qtbot, data_dir / "after", measured, ahead=True)
    assert [text for text in measured if text in {text for text, _ in shown}] == []
    assert shown == shown_before
