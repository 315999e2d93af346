"""Issue #13: a scroll area whose widget grows is laid out from the top down (its scroll
bar shown first when it grows past its height), so each child is laid out once, at its
final size, and the area ends as Qt alone would leave it."""

from __future__ import annotations

from typing import Any

import pytest
from project_scripts import screen_is_fresh, table_player
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from companion.games.underwater_cities.ruleset import Change as C
from companion.store import GameStore
from ui.controller import Change
from ui.widgets.bar_first import lay_out_grown_first


class Moves(QObject):
    """The moves and resizes each watched widget got."""

    def __init__(self, widgets: list[QWidget]) -> None:
        super().__init__()
        self.count: dict[str, int] = {}
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            name = f"{watched.objectName() or type(watched).__name__} {id(watched)}"
            name += f" {event.type().name}"
            self.count[name] = self.count.get(name, 0) + 1
        return False


class Resizes(QObject):
    """The sizes each watched widget was given, in order."""

    def __init__(self, widgets: list[QWidget]) -> None:
        super().__init__()
        self.sizes: dict[QWidget, list[tuple[int, int]]] = {w: [] for w in widgets}
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched in self.sizes:
            self.sizes[watched].append(event.size().toTuple())  # type: ignore[attr-defined]
        return False


def _row(qtbot: QtBot) -> tuple[QScrollArea, list[QFrame], list[QLabel]]:
    """Two framed, word-wrapped labels side by side in a resizable scroll area 120 px
    high, shown, their scroll bar hidden."""
    area = QScrollArea()
    qtbot.addWidget(area)
    inner = QWidget()
    column = QVBoxLayout(inner)
    grid = QGridLayout()
    column.addLayout(grid)
    column.addStretch(1)
    frames, labels = [], []
    for index in range(2):
        frame = QFrame(inner)
        label = QLabel("a few words", frame)
        label.setWordWrap(True)
        QVBoxLayout(frame).addWidget(label)
        grid.addWidget(frame, 0, index)
        frames.append(frame)
        labels.append(label)
    area.setWidget(inner)
    area.setWidgetResizable(True)
    area.resize(400, 120)
    area.show()
    qtbot.waitExposed(area)
    qtbot.wait(20)
    assert not area.verticalScrollBar().isVisible()
    return area, frames, labels


def _state(area: QScrollArea) -> tuple[Any, ...]:
    bar = area.verticalScrollBar()
    inner = area.widget()
    return (
        bar.isVisible(),
        bar.minimum(),
        bar.maximum(),
        bar.pageStep(),
        bar.value(),
        area.viewport().size().toTuple(),
        inner.geometry().getRect(),
        tuple(child.geometry().getRect() for child in inner.findChildren(QWidget)),
    )


def test_a_grown_widget_is_laid_out_once_with_its_bar(qtbot: QtBot) -> None:
    by_qt, _, qt_labels = _row(qtbot)
    area, frames, labels = _row(qtbot)
    text = " ".join(["words"] * 60)
    qt_labels[0].setText(text)
    QApplication.processEvents()
    qtbot.wait(20)

    resizes = Resizes(frames)
    labels[0].setText(text)
    lay_out_grown_first(area, [frames[0]])
    assert area.verticalScrollBar().isVisible()  # at once, before any layout request
    QApplication.processEvents()
    qtbot.wait(20)
    assert all(len(sizes) == 1 for sizes in resizes.sizes.values()), resizes.sizes
    assert _state(area) == _state(by_qt)
    assert area.verticalScrollBar().isVisible()


def test_a_widget_that_still_fits_keeps_the_bar_hidden(qtbot: QtBot) -> None:
    area, frames, labels = _row(qtbot)
    before = _state(area)
    labels[1].setText("a few more words")
    lay_out_grown_first(area, [frames[1]])
    assert not area.verticalScrollBar().isVisible()
    QApplication.processEvents()
    qtbot.wait(20)
    assert _state(area)[:6] == before[:6]


def test_the_players_row_shows_its_bar_in_the_redraw(
    qtbot: QtBot, store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A redraw whose player panel grows past the players' row shows the row's bar before
    the row is laid out: each panel is then resized once, and the window looks as painted
    afresh."""
    from companion.games.underwater_cities.state import CardInfo
    from ui.controller import GameController

    window = table_player(qtbot, store, (1600, 1000), ["Ada", "Bo", "Cy", "Di"], 3).window
    table: Any = window.table
    qtbot.waitUntil(lambda: table._reserved, timeout=10_000)
    area = table.players_page
    assert not area.verticalScrollBar().isVisible()
    state = table.controller.state
    cards = tuple(CardInfo(colour="green", type="permanent", number=n) for n in range(1, 60))
    shown = [state]

    def claiming(count: int) -> None:  # the first player claims ``count`` cards
        grown = state.players[0].model_copy(update={"tableau": cards[:count]})
        shown[0] = state.model_copy(update={"players": (grown, *state.players[1:])})
        table.show_change(Change(C.PLAYERS))

    monkeypatch.setattr(GameController, "state", property(lambda _: shown[0]))
    claiming(1)  # its claimed cards' line shown (a label shown lays its panel out at once)
    QApplication.processEvents()
    qtbot.wait(20)
    assert not area.verticalScrollBar().isVisible()
    resizes = Resizes(table.panels)
    claiming(len(cards))
    assert area.verticalScrollBar().isVisible()  # in the redraw, not after it
    QApplication.processEvents()
    qtbot.wait(20)
    assert all(len(sizes) == 1 for sizes in resizes.sizes.values()), resizes.sizes
    assert screen_is_fresh(window)
    monkeypatch.undo()
    window.close_game()


def test_a_panel_growing_a_line_is_laid_out_once_at_its_new_height(
    qtbot: QtBot, store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A player panel whose claimed cards' line shows, or takes a line more, the
    players' row growing with it (inside its room, then past it, then with its bar
    shown), is laid out once, at its new height: its other lines were squeezed into its
    old height, then moved back, and repainted. The window looks as painted afresh."""
    from companion.games.underwater_cities.state import ActionCard, CardInfo
    from ui.controller import GameController

    window = table_player(qtbot, store, (1600, 1000), ["Ada", "Bo", "Cy", "Di"], 3).window
    table: Any = window.table
    qtbot.waitUntil(lambda: table._reserved, timeout=10_000)
    area, panel = table.players_page, table.panels[0]
    state = table.controller.state
    cards = tuple(CardInfo(colour="green", type="permanent", number=n) for n in range(1, 60))
    shown = [state]
    action = (ActionCard(id="a1", card=CardInfo(colour="red", number=60)),)

    def claiming(count: int) -> None:  # the first player claims ``count`` cards
        update = {"tableau": cards[:count], "action_cards": action}
        grown = state.players[0].model_copy(update=update)
        shown[0] = state.model_copy(update={"players": (grown, *state.players[1:])})
        table.show_change(Change(C.PLAYERS))
        QApplication.processEvents()
        qtbot.wait(20)

    monkeypatch.setattr(GameController, "state", property(lambda _: shown[0]))
    claiming(0)  # an action card: no claimed cards' line
    assert panel.claimed.isHidden()
    others = [w for w in panel.findChildren(QWidget) if w.isVisible()]
    grew = dict.fromkeys(("its line shown", "inside its room", "past it", "with its bar"), False)
    for count in range(1, len(cards) + 1):
        height, bar = panel.height(), area.verticalScrollBar().isVisible()
        moves = Moves(others)
        claiming(count)
        if panel.height() > height:
            if area.verticalScrollBar().isVisible() and not bar:  # narrower: moved once
                grew["past it"] = True
                assert max(moves.count.values()) == 1, (count, moves.count)
            else:  # the same width: the other lines stay where they are
                case = (
                    "with its bar" if bar else "its line shown" if count == 1 else "inside its room"
                )
                grew[case] = True
                assert moves.count == {}, (count, moves.count)
            assert screen_is_fresh(window)
        moves.deleteLater()
    # (growing inside its room as well when the room has a line to spare: not after
    # some other tests, whose settings leave the row shorter)
    assert grew["its line shown"] and grew["past it"] and grew["with its bar"], grew
    monkeypatch.undo()
    window.close_game()
