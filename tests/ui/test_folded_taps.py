"""Issue #13: a tap on the folded table (1024×600) is laid out before its paint: once
the table has redrawn what the tap changed, the folded tabs, the turn panel and the
banner are not laid out again after a paint of the window (the changed part of the
window was painted, laid out, then painted again)."""

from __future__ import annotations

from typing import Any

import pytest
from project_scripts import load_script
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui.games.underwater_cities.table import screen
from ui.main_window import MainWindow

TAPS = 60
WARM_UP = 2
"""Steps played before watching (the table's first idle work lays the banner out)."""


def test_a_folded_tap_is_laid_out_before_its_paint(
    qtbot: QtBot, store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QWidget

    taps = load_script("taps.py", "benchmarks")
    cards = taps.known_cards(1)
    taps.teach(store, cards)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    late: list[str] = []
    redrawn = [0]
    stage = [0]  # 1: the table redrew the tap, 2: then the window was painted
    settle = screen.settle_layouts

    def settled() -> None:
        settle()
        redrawn[0] += 1
        stage[0] = 1

    monkeypatch.setattr(screen, "settle_layouts", settled)

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            kind = event.type()
            if kind == QEvent.Type.Paint and stage[0] == 1:
                stage[0] = 2
            elif kind == QEvent.Type.LayoutRequest and stage[0] == 2:
                table = window.table
                if isinstance(watched, QWidget) and table and table.isAncestorOf(watched):
                    late.append(f"{type(watched).__name__}:{watched.objectName()}")
            return False

    watch = Watch()
    app: Any = QApplication.instance()
    player = taps.TablePlayer(window, 3, cards)
    player.new_game(["Ada", "Bo"])
    assert window.table is not None and window.table.compact
    for _ in range(WARM_UP):
        player.step()
    app.installEventFilter(watch)
    try:
        for _ in range(TAPS):
            stage[0] = 0
            player.step()
    finally:
        app.removeEventFilter(watch)
    assert redrawn[0] >= TAPS
    assert not late, late
    window.close_game()
