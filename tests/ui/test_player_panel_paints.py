"""Issue #13: a player's panel whose counters change repaints those counters, not the
rounded, bordered panel under them, and looks the same as before."""

from __future__ import annotations

from typing import Any

from event_counts import EventLog
from project_scripts import screen_is_fresh, table_player
from PySide6.QtCore import QEvent, QObject, Qt
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


def test_clear_of_frame_tells_as_qrects_do() -> None:
    """Worked out in integers, it answers as QRect's ``contains`` and ``intersects`` do
    (``_clear_by_qrects``), one-pixel and empty rectangles too."""
    import random

    from PySide6.QtCore import QRect

    from ui.widgets.opaque import _clear_by_qrects, clear_of_frame

    draw = random.Random(13)
    told = set()
    for _ in range(20_000):
        frame = QRect(
            draw.randint(-3, 3), draw.randint(-3, 3), draw.randint(0, 40), draw.randint(0, 40)
        )
        inside = QRect(
            draw.randint(-5, 45), draw.randint(-5, 45), draw.randint(0, 30), draw.randint(0, 30)
        )
        border, radius = draw.randint(0, 4), draw.randint(0, 10)
        expected = _clear_by_qrects(inside, frame, border, radius)
        assert clear_of_frame(inside, frame, border, radius) == expected, (
            inside,
            frame,
            border,
            radius,
        )
        told.add(expected)
    assert told == {True, False}


def test_a_resized_panel_paints_its_new_edges_only(qtbot: QtBot, store: GameStore) -> None:
    """Its contents stay put (``WA_StaticContents``): a resize paints what it uncovers and
    the border along the old and new edges, and the panel looks as painted afresh."""
    from PySide6.QtWidgets import QWidget

    game = store.new_game("underwater_cities", PLUGIN.example_setup(2, 1))
    state = game.state
    assert isinstance(state, GameState)
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(600, 600)
    window.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
    panel = PlayerPanel(0, window)
    panel.setGeometry(10, 10, 300, 300)
    panel.show_player(state, state.players[0])
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)
    for width, height in ((300, 340), (300, 320), (340, 320), (320, 330), (320, 330)):
        paints = EventLog(QEvent.Type.Paint)
        panel.swatch.installEventFilter(paints)
        panel.resize(width, height)
        qtbot.wait(20)
        panel.swatch.removeEventFilter(paints)
        assert "swatch" not in paints.seen  # top left: nothing new there
        assert screen_is_fresh(window), (width, height)
    game.close()


def test_a_growing_panel_leaves_the_others_in_the_row_alone(qtbot: QtBot, store: GameStore) -> None:
    """One player's panel growing grows the players' row: the other panels, the same
    where the row shows them, are not painted again."""
    from PySide6.QtWidgets import QApplication, QWidget

    window = table_player(qtbot, store, (1600, 1000), ["Ada", "Bo", "Cy", "Di"], 3).window
    table: Any = window.table
    qtbot.waitUntil(lambda: table._reserved, timeout=10_000)
    app: Any = QApplication.instance()
    grown = table.panels[0].action_cards
    others = [w for p in table.panels[1:] for w in (p, *p.findChildren(QWidget))]
    painted: list[Any] = []

    class Count(QObject):
        def eventFilter(self, target: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and target in others:
                painted.append(target)
            return False

    counter = Count()
    for lines in (2, 4, 6):  # the row's panels grow, then it scrolls, then it grows hidden
        painted.clear()
        app.installEventFilter(counter)
        try:
            grown.setText("\n".join(["card"] * lines))
            app.processEvents()
            qtbot.wait(20)
        finally:
            app.removeEventFilter(counter)
        assert screen_is_fresh(window)
    assert painted == []
    window.close_game()
