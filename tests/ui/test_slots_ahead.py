"""Issue #13: the tap that places the tile (a card's colour or number) shows the next
turn's slots; their pictures are drawn in the idle time after the slot's tap, from the
turn the tile would end with a card of no known colour: the tap finds them drawn, and
each is the picture drawing it then would give."""

from __future__ import annotations

from typing import Any

from project_scripts import seeded_table, watched_taps
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui.games.underwater_cities.table.slot_board import SlotButton
from ui.main_window import MainWindow

IDLE_MS = 60


def _fresh(button: SlotButton) -> Any:
    """The button's look drawn now, as an image."""
    ratio = button.devicePixelRatioF()
    picture = QPixmap(button.size() * ratio)
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    button._draw(QPainter(picture), button._shown, button.isEnabled())
    return picture.toImage()


def test_the_tap_placing_the_tile_finds_the_next_slots_drawn(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    player = seeded_table(store, window)
    qtbot.wait(500)
    table = window.stack.currentWidget()
    buttons = list(table.slots.buttons.values())
    drawn: list[str] = []
    real = SlotButton._draw
    inside = [False]

    def draw(button: SlotButton, painter: QPainter, *look: Any) -> None:
        if inside[0]:
            drawn.append(button.slot)
        real(button, painter, *look)

    played = watched_taps(player, qtbot, IDLE_MS, inside)
    watched = player._tap
    placing: list[int] = []

    def tap(act: Any, what: str) -> None:
        before = table.controller.state.turn
        drawn.clear()
        watched(act, what)
        after = table.controller.state.turn
        if before is not None and before.slot is None and after is not None and after.slot:
            placing.append(len(drawn))

    SlotButton._draw = draw  # type: ignore[method-assign]
    player._tap = tap
    try:
        while len(played) < 60:
            player.step()
            for button in buttons:  # every picture is what drawing it now gives
                if button.isVisible():
                    assert button.picture().toImage() == _fresh(button)
    finally:
        SlotButton._draw = real  # type: ignore[method-assign]
    assert len(placing) >= 8
    assert sum(1 for count in placing if count) <= len(placing) // 4
