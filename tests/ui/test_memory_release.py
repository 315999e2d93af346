"""Freed native memory goes back to the system where the allocator can (glibc)."""

from __future__ import annotations

import linecache
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui import memory
from ui.app import demo_store
from ui.main_window import MainWindow
from ui.widgets import between_taps

glibc = pytest.mark.skipif(not memory.available(), reason="no malloc_trim (not glibc)")


@pytest.fixture(autouse=True)
def _nothing_waiting() -> None:
    """A release an earlier test left waiting runs now, not inside this test (a window
    built while one waits runs it)."""
    memory.release_waiting()


@glibc
def test_release_runs() -> None:
    assert memory.release()


def test_release_drops_the_source_lines_kept_for_tracebacks() -> None:
    """PySide6's import hook reads each later module's source through ``linecache``,
    which keeps it: a release drops it (a traceback reads a file again)."""
    linecache.getlines(memory.__file__)
    assert memory.__file__ in linecache.cache
    memory.release()
    assert not linecache.cache
    assert linecache.getline(memory.__file__, 1).startswith('"""')


def test_release_elsewhere_does_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memory, "_libc", lambda: None)
    assert not memory.available()
    assert not memory.release()
    memory.release_later()  # nothing scheduled, no error


@glibc
def test_closing_a_game_releases_once_in_idle_time(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    released: list[bool] = []
    monkeypatch.setattr(memory, "release", lambda: released.append(True) or True)
    store, number = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    assert window.open_game(number)
    window.show_final()
    window.show_home()
    window.close_game()  # the final screen and the game: one release
    assert not released  # not during the tap
    qtbot.waitUntil(lambda: bool(released))
    qtbot.wait(memory.IDLE_MS + 100)
    assert released == [True]


@glibc
def test_a_closed_games_cycles_are_collected_before_the_release(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import gc
    import weakref

    done: list[str] = []
    collect = gc.collect
    monkeypatch.setattr(gc, "collect", lambda *a: done.append("collect") or collect(*a))
    monkeypatch.setattr(memory, "release", lambda: done.append("release") or True)
    store, number = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    assert window.open_game(number)
    controller = weakref.ref(window.controller)
    window.close_game()
    assert not done  # not during the tap
    qtbot.waitUntil(lambda: "release" in done)
    assert done == ["collect", "release"]
    assert controller() is None  # the game's objects are gone once released
    window.close()
    store.close()


@glibc
def test_paints_after_a_close_put_the_release_off(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The release (a collection: tens of milliseconds) waits for the window to be quiet:
    the taps that follow a close are not slowed by it."""
    import time

    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    released: list[float] = []
    monkeypatch.setattr(memory, "release", lambda: released.append(time.monotonic()) or True)
    store, number = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    assert window.open_game(number)
    window.close_game()
    busy_until = time.monotonic() + 2 * memory.IDLE_MS / 1000
    while time.monotonic() < busy_until:  # the player taps on: the window paints
        QApplication.sendEvent(window, QEvent(QEvent.Type.UpdateRequest))
        qtbot.wait(50)
        assert not released
    qtbot.waitUntil(lambda: bool(released))
    assert released[0] - busy_until >= memory.IDLE_MS / 1000 - 0.12
    window.close()
    store.close()


def _game_open_release_watched(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[GameStore, int, MainWindow, list[bool]]:
    """A window with the demo game open; the list grows by one at each memory release."""
    store, number = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    assert window.open_game(number)
    released: list[bool] = []
    monkeypatch.setattr(memory, "release", lambda: released.append(True) or True)
    # only the closed game's release is counted: not the idle time's return of the
    # pages every few taps, whose count runs on from the tests before this one
    monkeypatch.setattr(between_taps, "TRIM_EVERY", 10**9)
    return store, number, window, released


@glibc
def test_a_game_opened_while_a_release_waits_runs_it_first(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The closed game's garbage is collected before the next game is built (its objects
    then reuse that memory), once: no release is left waiting for the closed game."""
    import weakref

    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    store, number, window, released = _game_open_release_watched(qtbot, data_dir, monkeypatch)
    controller = weakref.ref(window.controller)
    window.close_game()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # a tap later
    assert not released
    assert window.open_game(number)  # at once: before the quiet time is over
    assert released == [True] and controller() is None
    qtbot.wait(memory.IDLE_MS + 200)
    assert released == [True]
    window.close()
    store.close()


@glibc
def test_a_window_built_while_a_release_waits_runs_it_first(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store, _, window, released = _game_open_release_watched(qtbot, data_dir, monkeypatch)
    window.close_game()
    other = MainWindow(store)
    qtbot.addWidget(other)
    assert released == [True]
    window.close()
    other.close()
    store.close()


def test_nothing_waits_nothing_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memory, "_held", [])
    released: list[bool] = []
    monkeypatch.setattr(memory, "release", lambda: released.append(True) or True)
    memory.release_waiting()
    assert not released
