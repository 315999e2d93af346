"""Playing does not pile objects up (issue #13: memory after 1,000 taps within 5 MiB
of the start): the same taps of the same game, played again in the same window,
leave no more live objects of any type than the time before."""

from __future__ import annotations

import gc
import random
import weakref
from collections import Counter

from project_scripts import load_script
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui.main_window import MainWindow

TAPS = 90
"""Taps into each game (every player's first turns, board sites, effects)."""
SLACK = TAPS // 10
"""Objects of one type a game may leave beyond the one before: far fewer than one a
tap (Home lists one more game; a bounded cache takes a few more answers)."""


def _live() -> Counter[str]:
    """Live objects the collector tracks, by type, after a full collection; not the
    test harness's (pytest-qt keeps every Qt message it captured), nor weak references
    to dead objects (SQLite's connection drops its cursors' every 200 cursors)."""
    gc.collect()
    return Counter(
        f"{type(thing).__module__}.{type(thing).__qualname__}"
        for thing in gc.get_objects()
        if not type(thing).__module__.startswith(("pytestqt", "_pytest"))
        and not (isinstance(thing, weakref.ReferenceType) and thing() is None)
    )


def _idle_work(window: MainWindow) -> bool:
    """Whether the window has idle work waiting (a timer due within a second: the
    table's idle pieces build spare buttons and draw hidden boards)."""
    from PySide6.QtCore import QTimer

    timers = window.findChildren(QTimer)
    return any(timer.isActive() and timer.interval() < 1000 for timer in timers)


def test_a_game_played_again_leaves_no_more_objects_of_any_type(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    taps = load_script("taps.py", "benchmarks")
    cards = taps.known_cards(0)
    taps.teach(store, cards)
    window.resize(1024, 600)
    counts = []
    drawn = random.getstate()
    try:
        for _ in range(3):  # the first also builds what the app builds once
            window.show_home()
            random.seed(7)  # the same set-up (the wizard draws the game's seed)
            player = taps.TablePlayer(window, 5, cards)
            player.new_game(["Ada", "Bo"])
            qtbot.wait(50)
            for _ in range(TAPS):
                player.step()
                qtbot.wait(1)
            qtbot.waitUntil(lambda: not _idle_work(window), timeout=10_000)
            counts.append(_live())
            window.close_game()
            qtbot.wait(20)
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    finally:
        random.setstate(drawn)
    second, third = counts[1], counts[2]
    grown = {kind: third[kind] - second[kind] for kind in third if third[kind] > second[kind]}
    assert {kind: more for kind, more in grown.items() if more > SLACK} == {}, grown
