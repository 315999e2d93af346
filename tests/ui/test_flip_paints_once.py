"""Issue #13: a page the tabs flip to is painted once (``ui/widgets/shown.py``).

A stacked widget turning the page marks every widget of the new page dirty; an opaque
scrolled content was painted on its own with the widgets inside it, which were then
painted again in the window's pass (the folded table's slot page, at a site tap).
"""

from __future__ import annotations

from typing import Any

from project_scripts import screen_is_fresh, table_player
from pytestqt.qtbot import QtBot

from companion.store import GameStore


def _counter(watched: Any, paints: list[Any]) -> Any:
    from PySide6.QtCore import QEvent, QObject

    class Count(QObject):
        def eventFilter(self, target: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and target in watched:
                paints.append(target)
            return False

    return Count()


def test_a_flipped_scrolled_page_is_painted_once(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import (
        QApplication,
        QLabel,
        QScrollArea,
        QTabWidget,
        QVBoxLayout,
        QWidget,
    )

    from ui.widgets.shown import flip

    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    labels: list[QLabel] = []
    pages: list[QScrollArea] = []
    for name in ("one", "two"):
        content = QWidget()  # opaque: a scroll area fills its widget's background
        column = QVBoxLayout(content)
        for row in range(4):
            label = QLabel(f"{name} {row}")  # not opaque: painted with the content
            column.addWidget(label)
            labels.append(label)
        page = QScrollArea()
        page.setWidget(content)
        page.setWidgetResizable(True)
        tabs.addTab(page, name)
        pages.append(page)
    tabs.resize(300, 300)
    tabs.show()
    qtbot.waitExposed(tabs)
    app: Any = QApplication.instance()
    paints: list[Any] = []
    counter = _counter(labels, paints)
    for page in (pages[1], pages[0]):  # each page laid out at its size once
        tabs.setCurrentWidget(page)
        app.processEvents()
    app.installEventFilter(counter)
    try:
        tabs.setCurrentWidget(pages[1])  # Qt's own turn: each label painted twice
        app.processEvents()
        assert len(paints) == 8
        assert screen_is_fresh(tabs)
        paints.clear()
        flip(tabs, pages[0])
        app.processEvents()
        assert sorted(map(id, paints)) == sorted(map(id, labels[:4]))
        assert tabs.currentWidget() is pages[0]
        assert screen_is_fresh(tabs)
    finally:
        app.removeEventFilter(counter)


def test_the_folded_table_paints_its_slots_once_at_a_flip(qtbot: QtBot, store: GameStore) -> None:
    """At 1024×600, the slot page shown after the board's page: each slot painted once,
    and the window shows what a fresh paint of it shows."""
    from PySide6.QtWidgets import QApplication

    window = table_player(qtbot, store, (1024, 600), ["Ada", "Bo"], 3).window
    table: Any = window.table
    qtbot.waitUntil(lambda: table._reserved, timeout=10_000)
    assert table.compact
    app: Any = QApplication.instance()
    table._folded_for = "board"  # as after a step asking for a site
    table.fold.setCurrentWidget(table.right)
    app.processEvents()
    slots = list(table.slots.buttons.values())
    paints: list[Any] = []
    counter = _counter(slots, paints)
    app.installEventFilter(counter)
    try:
        table._follow_step()  # the turn's slot to choose: back to the slots
        app.processEvents()
    finally:
        app.removeEventFilter(counter)
    assert table.fold.currentWidget() is table.left_page
    assert sorted(map(id, paints)) == sorted(map(id, (s for s in slots if s.isVisible())))
    assert screen_is_fresh(window)
    window.close_game()


def test_a_flip_leaves_a_quiet_stack_quiet(qtbot: QtBot) -> None:
    """A stack whose updates are off already (a parent's ``setUpdatesEnabled(False)``)
    flips as Qt flips it and stays off: the parent turns them on again."""
    from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

    from ui.widgets.shown import flip

    parent = QWidget()
    qtbot.addWidget(parent)
    tabs = QTabWidget(parent)
    QVBoxLayout(parent).addWidget(tabs)
    first, second = QLabel("one"), QLabel("two")
    tabs.addTab(first, "one")
    tabs.addTab(second, "two")
    parent.show()
    qtbot.waitExposed(parent)
    parent.setUpdatesEnabled(False)
    stack = second.parentWidget()
    assert stack is not None and not stack.updatesEnabled()
    flip(tabs, second)
    assert tabs.currentWidget() is second
    assert not stack.updatesEnabled()
    parent.setUpdatesEnabled(True)
    assert stack.updatesEnabled()
