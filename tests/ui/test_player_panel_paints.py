"""Issue #13: a player's panel whose counters change repaints those counters, not the
rounded, bordered panel under them, and looks the same as before."""

from __future__ import annotations

from event_counts import EventLog
from PySide6.QtCore import QEvent
from pytestqt.qtbot import QtBot

from companion.games.underwater_cities.plugin import PLUGIN
from companion.games.underwater_cities.state import GameState
from companion.store import GameStore
from ui import theme
from ui.games.underwater_cities.table.player_panel import PlayerPanel


def test_a_changed_counter_repaints_itself_not_the_panel(qtbot: QtBot, store: GameStore) -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.apply(app, theme.DARK)
    try:
        game = store.new_game("underwater_cities", PLUGIN.example_setup(2, 1))
        state = game.state
        assert isinstance(state, GameState)
        panel = PlayerPanel(0)
        qtbot.addWidget(panel)
        panel.resize(320, 420)
        panel.show()
        qtbot.waitExposed(panel)
        panel.show_player(state, state.players[0])
        qtbot.wait(20)
        resources = state.players[0].resources
        richer = resources.model_copy(update={"credits": resources.credits + 1})
        player = state.players[0].model_copy(update={"resources": richer})
        paints = EventLog(QEvent.Type.Paint)
        panel.installEventFilter(paints)
        panel.resource_values["credits"].installEventFilter(paints)
        panel.show_player(state, player)
        qtbot.waitUntil(lambda: "resource-credits" in paints.seen)
        qtbot.wait(20)
        assert "player-panel" not in paints.seen
        assert panel.resource_values["credits"].text() == str(resources.credits + 1)

        # Painted on its own, the counter shows the panel's background around its text.
        picture = panel.grab().toImage()
        label = panel.resource_values["credits"]
        corner = label.mapTo(panel, label.rect().topLeft())
        assert picture.pixelColor(corner).name() == theme.DARK.panel
        game.close()
    finally:
        theme.apply(app, theme.LIGHT)


def test_a_counter_near_the_rounded_corners_leaves_them_to_the_panel() -> None:
    from PySide6.QtCore import QRect

    from ui.widgets.opaque import clear_of_frame

    frame = QRect(0, 0, 300, 200)
    label = QRect(8, 150, 284, 42)  # the panel's 8 px margin: down to its bottom one
    assert clear_of_frame(label, frame, border=2, radius=8)  # the usual scale
    assert not clear_of_frame(label, frame, border=5, radius=20)  # large text: corners grow
    assert not clear_of_frame(QRect(1, 20, 50, 20), frame, border=2, radius=8)  # on the border
