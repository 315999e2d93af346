"""Issue #13: idle time measures the texts of the step the card's tap opens (the
History's first tap: resolving an unknown card shows 22 new step buttons), on a guess of
that tap; the tap then measures none of its buttons' preferred sizes, and its buttons
look and lie as they did. The step is shown, laid out and drawn off screen in idle time
(``TurnPanel._rehearse_step``), then the panel shows what it showed: the tap measures
its buttons' texts at none of the widths its layout asks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from project_scripts import demo_table
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_driver import click

from ui.games.underwater_cities.table.screen import TableScreen
from ui.games.underwater_cities.table.turn_panel import TurnPanel
from ui.widgets import buttons
from ui.widgets.buttons import WrapButton


def _sizes_measured(monkeypatch: pytest.MonkeyPatch, widths: bool = False) -> list[str]:
    """The texts whose preferred sizes (``widths``: or heights at a width) wrapping
    buttons measure from now on (none measured before)."""
    monkeypatch.setattr(buttons, "_shared", {})
    texts: list[str] = []
    measure = WrapButton._text_size

    def counted(self: WrapButton, width: int) -> QSize:
        if width < 0 or widths:
            texts.append(self.text())
        return measure(self, width)

    monkeypatch.setattr(WrapButton, "_text_size", counted)
    return texts


def _resolved(
    qtbot: QtBot, data_dir: Path, measured: list[str], ahead: bool, rehearsed: bool = True
) -> list[tuple[str, tuple[int, int, int, int]]]:
    """The demo game's first tap, its idle work done before (``ahead``: with the texts
    measured ahead; ``rehearsed``: and the step shown ahead), ``measured`` left holding
    what it measured: its step buttons' texts, places and sizes."""

    def no_texts_ahead(table: TableScreen) -> None:
        table.turn.measure_ahead = lambda *_: None  # type: ignore[method-assign]

    def not_rehearsed(table: TableScreen) -> None:
        turn = table.turn
        turn.measure_ahead = lambda *_: TurnPanel.measure_ahead(turn)  # type: ignore[method-assign]

    before_idle = None if ahead and rehearsed else no_texts_ahead if not ahead else not_rehearsed
    window, table = demo_table(qtbot, data_dir, before_idle)
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


def test_the_card_s_tap_finds_its_texts_measured_at_the_widths_its_layout_asks(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    measured = _sizes_measured(monkeypatch, widths=True)
    shown_before = _resolved(qtbot, data_dir / "before", measured, True, rehearsed=False)
    texts = {text for text, _ in shown_before}
    assert len([text for text in measured if text in texts]) >= 10  # at in-between widths
    measured = _sizes_measured(monkeypatch, widths=True)
    shown = _resolved(qtbot, data_dir / "after", measured, ahead=True)
    assert [text for text in measured if text in texts] == []
    assert shown == shown_before


def test_the_step_shown_ahead_leaves_the_panel_as_it_was(qtbot: QtBot, data_dir: Path) -> None:
    window, table = demo_table(qtbot, data_dir)
    turn, grid = table.turn, table.turn.effect_buttons
    QApplication.processEvents()

    def looks() -> list[object]:
        widgets = turn.findChildren(QWidget)
        return [
            [
                (w.objectName(), w.isHidden(), w.isVisible() and w.geometry().getRect())
                for w in widgets
            ],
            [(b, b.text(), b.isEnabled(), b.toolTip(), b.property("key")) for b in grid.buttons],
            grid.spares(),
            (grid._context, grid._columns, dict(grid._actions), turn.effect_heading.text()),
        ]

    before, picture = looks(), window.grab().toImage()
    assert len(grid.spares()) > 20 and any(b.isVisible() for b in grid.buttons)
    turn.measure_ahead(table._settler.settle)
    assert looks() == before
    QApplication.processEvents()
    assert looks() == before
    assert window.grab().toImage() == picture
    window.close()


def test_a_game_opened_at_the_card_s_resolve_lays_that_step_out_first(
    qtbot: QtBot, data_dir: Path
) -> None:
    """The History runs tap the demo's Resolve 500 ms after the game shows, before the
    spare buttons and the boards' idle pieces: its step is laid out ahead first."""
    done: list[str] = []

    def watched(table: TableScreen) -> None:
        turn = table.turn
        for name in ("measure_ahead", "reserve_buttons", "rehearse"):
            method = getattr(turn, name)

            def logged(*args: object, _method: Any = method, _name: str = name) -> Any:
                done.append(_name)
                return _method(*args)

            setattr(turn, name, logged)
        for view in table.board_views:
            paint = view.paint_ahead

            def painted(*args: object, _paint: Any = paint) -> Any:
                done.append("board")
                return _paint(*args)

            view.paint_ahead = painted  # type: ignore[method-assign]

    window, table = demo_table(qtbot, data_dir, watched)
    grid = table.turn.effect_buttons
    held = grid.findChildren(WrapButton)  # the buttons made for it are kept as spares
    assert len(held) == len(grid.buttons) + len(grid.spares()) > 20
    assert done[0] == "measure_ahead"
    assert {"reserve_buttons", "rehearse", "board"} <= set(done)
    assert done[-1] == "measure_ahead"  # again last: the record's pictures pushed out
    window.close()
