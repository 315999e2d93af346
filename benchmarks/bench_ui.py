"""UI timings of issue #13 (not a test; run it by hand):

    .venv/bin/python benchmarks/bench_ui.py [--taps N] [--runs N] [--idle MS] [--history-only]

Tap → last paint, in one process per window system (offscreen, and xcb under Xvfb
when ``Xvfb`` is installed): a seeded player (``benchmarks/taps.py``) plays 4-player
games through the widgets at 1600×1000; each tap is timed from the mouse click
until every resulting event, layout and paint has been processed, with ``--idle``
milliseconds of idle event loop between taps (what a table leaves between taps) and
``SETTLE_MS`` after a game shows before its first tap.
Broken out by kind: slot, colour, card number, effect step, board site, end of
turn, era end → production screen, apply production, keeping cards; taps with the
History open on a game of 1,000 and of 10,000 commands; showing Home with a
library of 10,000 games (``--history-only``: the History's taps alone, after ``--taps``
taps played untimed, which warm the process as a full run does; no cold start).
Memory: the process's RSS after 1,000 taps against its RSS when the first game started
(a fresh process before the table's idle work), and against the settled start (once the
first game's idle work has finished: what the table builds in idle time anyway, e.g.
the open game's validators, spare buttons and hidden boards; at most ``SETTLED_S``
after it shows). The process imports the engine
and PySide6 in the app's order (:func:`import_as_the_app`), and its taps run under the
app's plain-text guard (:func:`application`; before round 11 they did not: ≈ 0.1 ms a
median tap, up to 0.6 ms, since round 11 made the guard cheaper).

The last lines::

    tap p99 (offscreen): N.N ms
    tap p99 (xcb): N.N ms                      (when Xvfb is available)
    cold start ...                             (benchmarks/startup.py, when present)
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
SIZE = (1600, 1000)
HISTORY_SIZES = (1_000, 10_000)
LIBRARY_SIZE = 10_000
HISTORY_TAPS = 40
SETTLE_MS = 500
"""Time between a game showing and its first tap (a player looks at the table first;
the table's idle work after opening, e.g. hidden boards drawn, runs then)."""


GAMES_SEED = 13
"""Seeds ``random`` in the measuring process (the wizard's draws: see :func:`child`)."""

SETTLED_S = 10.0
"""The longest the first game waits for its idle work to finish (the settled start)."""


def settle(window: Any) -> None:
    """Run the event loop until ``window`` has no idle work left: none of its timers
    that fire within a second is running (the table's idle pieces, the deferred
    validators; not the controller's periodic ones), at most :data:`SETTLED_S`."""
    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest

    deadline = time.monotonic() + SETTLED_S
    while time.monotonic() < deadline and any(
        timer.isActive() and timer.interval() < 1000 for timer in window.findChildren(QTimer)
    ):
        QTest.qWait(50)


def rss_mib() -> float:
    """This process's resident memory, MiB (Linux)."""
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


# -- in the child process -------------------------------------------------------------


def import_as_the_app() -> None:
    """Import the engine and PySide6 in the app's order (``ui.app.create_application``):
    the store and pydantic first, and PySide6's import hook spared reading the source
    of the app's later modules (without it, ≈ 13 MiB of source lines stay in
    ``linecache``: not the app's memory)."""
    from ui.app import preload_engine, skip_pyside_source_reads

    preload_engine()
    import PySide6.QtCore  # noqa: F401  (the hook it installs is then spared)

    skip_pyside_source_reads()


def application() -> Any:
    """The QApplication, as the app's once its first frames are painted: the light
    theme, and the plain-text guard watching every event (``ui.plain_text``: the app
    installs it 1.5 s after its start; ≈ 1 µs an event, 100–650 events a tap)."""
    from PySide6.QtWidgets import QApplication

    from ui import plain_text, theme

    app = QApplication.instance() or QApplication([])
    theme.apply(app, theme.LIGHT)  # type: ignore[arg-type]
    plain_text.install(app)
    return app


class Timings:
    """Seconds per tap kind."""

    def __init__(self) -> None:
        self.kinds: dict[str, list[float]] = {}

    def add(self, kind: str, seconds: float) -> None:
        self.kinds.setdefault(kind, []).append(seconds)


def _timed_player(window: Any, seed: int, cards: Any, timings: Timings, idle: float) -> Any:
    """A ``TablePlayer`` whose every tap is timed until the last paint."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from benchmarks.taps import TablePlayer

    class TimedPlayer(TablePlayer):  # type: ignore[misc]
        label: str | None = None
        """A fixed kind for every tap (the History runs)."""
        taps = 0

        def _tap(self, act: Any, what: str) -> None:
            state = self.window.controller.state
            phase = state.phase
            started = time.perf_counter()
            TablePlayer._tap(self, act, what)  # the tap and every event it caused
            QApplication.sendPostedEvents()
            QApplication.processEvents()
            elapsed = time.perf_counter() - started
            after = self.window.controller.state.phase if self.window.controller else phase
            timings.add(self.label or _kind(what, phase, after), elapsed)
            self.taps += 1
            QTest.qWait(int(idle * 1000))

    return TimedPlayer(window, seed, cards)


def _kind(what: str, before: str, after: str) -> str:
    """The kind of tap: by the widget tapped, and the era end by the phase it led to."""
    if before == "play" and after in ("production", "era_keep", "finished"):
        return "era end -> production"
    if before == "production":
        if after == "finished":
            return "last production -> final scores"
        return "apply production" if what.startswith("apply-production") else "production line"
    if before == "era_keep":
        return "keep cards"
    for prefix, kind in (
        ("slot-", "slot"),
        ("colour-", "card colour"),
        ("#", "card number"),
        ("site", "board site"),
        ("end-turn", "end turn"),
        ("type-", "card type"),
    ):
        if what.startswith(prefix):
            return kind
    return "effect step"


def _play(app: Any, store: Any, cards: Any, count: int, idle: float, out: dict[str, Any]) -> None:
    """``count`` taps of 4-player games; RSS at the first game's start, once its idle
    work has finished (before its first tap) and after 1,000."""
    from PySide6.QtCore import QEvent
    from PySide6.QtTest import QTest

    from ui.main_window import MainWindow
    from ui.screens.final import FinalScreen

    timings = out["timings"]
    done = 0
    game = 0
    while done < count:
        window = MainWindow(store)
        window.resize(*SIZE)
        window.show()
        player = _timed_player(window, 100 + game, cards, timings, idle)
        player.new_game(["Ada", "Bo", "Cy", "Di"])
        app.processEvents()
        if game == 0:
            gc.collect()
            out["rss_start"] = rss_mib()
        QTest.qWait(SETTLE_MS)
        if game == 0:
            settle(window)
            gc.collect()
            out["rss_settled"] = rss_mib()
        while done + player.taps < count:
            if isinstance(window.stack.currentWidget(), FinalScreen):
                break
            player.step()
            if (done + player.taps) % 500 == 0 and player.taps:
                gc.collect()
                out.setdefault("rss", {})[done + player.taps] = rss_mib()
                if done + player.taps == 1000:
                    out["rss_1000"] = rss_mib()
        done += player.taps
        game += 1
        window.close_game()
        window.close()
        window.deleteLater()
        app.processEvents()
        # No event loop runs here, so deleteLater alone would keep every window.
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _adjustments(count: int) -> list[str]:
    """``count`` corrections that cancel out (a long game's log without a long game)."""
    return [
        json.dumps(
            {
                "type": "adjust",
                "player": 0,
                "reason": "counted again",
                "points": 1 if index % 2 == 0 else -1,
            }
        )
        for index in range(count)
    ]


def _history(app: Any, store: Any, cards: Any, idle: float, out: dict[str, Any]) -> None:
    """Taps with the History open on games of 1,000 and 10,000 commands."""
    from PySide6.QtCore import QEvent
    from PySide6.QtTest import QTest

    from ui.game_ui import get_game_ui
    from ui.main_window import MainWindow

    demo = [json.dumps(c) for c in get_game_ui("underwater_cities").demo_commands()]
    for size in HISTORY_SIZES:
        number = store.import_game(demo + _adjustments(size - len(demo)), game="underwater_cities")
        _progress(f"imported {size}")
        window = MainWindow(store)
        window.resize(*SIZE)
        window.show()
        window.open_game(number)
        window.history_dock.show()
        app.processEvents()
        QTest.qWait(SETTLE_MS)
        player = _timed_player(window, 7, cards, out["timings"], idle)
        player.label = f"History open, {size:,} commands"
        while player.taps < HISTORY_TAPS:
            player.step()
        window.history_dock.hide()
        window.close_game()
        window.close()
        window.deleteLater()
        app.processEvents()
        # No event loop runs here, so deleteLater alone would keep every window.
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _library(app: Any, store: Any, out: dict[str, Any]) -> None:
    """Home with 10,000 games: showing it, and tapping a row."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from ui.main_window import MainWindow

    db = store.db
    columns = [row[1] for row in db.execute("PRAGMA table_info(games)").fetchall()]
    copied = ", ".join(c for c in columns if c != "id")
    (first,) = db.execute("SELECT min(id) FROM games").fetchone()
    (have,) = db.execute("SELECT count(*) FROM games").fetchone()
    with store.transaction() as tx:
        for _ in range(LIBRARY_SIZE - have):
            tx.execute(
                f"INSERT INTO games ({copied}) SELECT {copied} FROM games WHERE id = ?", [first]
            )
    window = MainWindow(store)
    window.resize(*SIZE)
    window.show()
    app.processEvents()
    timings = out["timings"]
    for _ in range(10):
        started = time.perf_counter()
        window.show_home()
        app.processEvents()
        timings.add(f"Home, {LIBRARY_SIZE:,} games", time.perf_counter() - started)
        view = window.home.table
        index = view.model().index(3, 0)
        rect = view.visualRect(index)
        started = time.perf_counter()
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        app.processEvents()
        timings.add("Home row tap", time.perf_counter() - started)
        QTest.qWait(10)
    window.close()


_STARTED = time.perf_counter()


def _progress(what: str) -> None:
    print(f"{time.perf_counter() - _STARTED:7.1f} s  {what}", file=sys.stderr, flush=True)


def child(count: int, idle: float, history_only: bool = False) -> None:
    """Every measurement in this process (``history_only``: the History's taps, after
    ``count`` taps played untimed); one JSON line on stdout."""
    os.environ["QT_LOGGING_RULES"] = "qt.qpa.*=false"
    # The wizard draws each game's seed (its set-up, the first player) with
    # ``random``: seeded here, every run plays the same games, so that the memory
    # after 1,000 taps is taken at the same tap of the same game each run.
    random.seed(GAMES_SEED)
    import_as_the_app()

    from benchmarks.taps import known_cards, teach
    from companion.store import GameStore

    app = application()
    timings = Timings()
    out: dict[str, Any] = {"timings": timings}
    with tempfile.TemporaryDirectory(prefix="bench-ui-") as data:
        os.environ["COMPANION_DATA_DIR"] = data
        cards = known_cards(0)
        with GameStore() as store:
            teach(store, cards)
            # History only: the taps warm the process as in a full run, and are not timed
            _play(app, store, cards, count, idle, {"timings": Timings()} if history_only else out)
            _progress("played")
            if not history_only:
                _library(app, store, out)
                _progress("library")
        with GameStore(Path(data) / "history.sqlite3") as store:  # the demo's own cards
            _history(app, store, cards, idle, out)
            _progress("history")
    out["timings"] = timings.kinds
    print(json.dumps(out), flush=True)


# -- in the parent ----------------------------------------------------------------------


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


def run(
    platform: str, count: int, idle: float, env: dict[str, str], history_only: bool = False
) -> float:
    """One child on ``platform``: print its table; its p99 over every tap, ms."""
    command = [sys.executable, __file__, "--child", "--taps", str(count), "--idle", str(idle)]
    command += ["--history-only"] if history_only else []
    env = {**env, "QT_QPA_PLATFORM": platform, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(command, env=env, capture_output=True, text=True, cwd=ROOT)
    if result.returncode != 0:
        raise RuntimeError(result.stderr[-3000:])
    out = json.loads(result.stdout.strip().splitlines()[-1])
    print(f"tap -> last paint ({platform}, {idle * 1e3:.0f} ms idle between taps):")
    every: list[float] = []
    for name, values in sorted(out["timings"].items()):
        ordered = sorted(values)
        if not name.startswith("Home"):
            every += ordered
        print(
            f"  {name:<32} median {statistics.median(ordered) * 1e3:6.2f} ms"
            f"   p99 {p99(ordered) * 1e3:6.2f} ms   max {ordered[-1] * 1e3:6.2f} ms"
            f"   (n={len(ordered)})"
        )
    if "rss_1000" in out:
        grown = out["rss_1000"] - out["rss_start"]
        settled = out["rss_1000"] - out["rss_settled"]
        print(
            f"  memory: {out['rss_start']:.1f} MiB at the start, "
            f"{out['rss_1000']:.1f} MiB after 1,000 taps ({grown:+.1f} MiB; goal within 5)"
        )
        print(
            f"  memory from the settled start: {out['rss_settled']:.1f} MiB once the first "
            f"game's idle work finished, {settled:+.1f} MiB after 1,000 taps"
        )
        curve = ", ".join(f"{int(n):,}: {mib:.1f}" for n, mib in out["rss"].items())
        print(f"  memory every 500 taps (MiB): {curve}")
    return p99(every) * 1e3


def xvfb() -> tuple[subprocess.Popen[bytes], str] | None:
    """A virtual X server when Xvfb is installed."""
    if shutil.which("Xvfb") is None:
        return None
    display = f":{90 + os.getpid() % 9}"
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    time.sleep(1.0)
    return server, display


def main() -> int:
    """Tap timings per window system, then the cold start (benchmarks/startup.py)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--taps", type=int, default=1200, help="taps of real games to time")
    parser.add_argument("--runs", type=int, default=25, help="cold starts of each kind")
    parser.add_argument("--idle", type=float, default=20, help="idle ms between taps")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--no-start", action="store_true", help="skip the cold start")
    parser.add_argument(
        "--history-only", action="store_true", help="time only the taps with the History open"
    )
    args = parser.parse_args()
    if args.child:
        child(args.taps, args.idle, args.history_only)  # seconds, from the parent
        return 0
    idle = args.idle / 1000
    env = dict(os.environ)
    only = args.history_only
    results = {"offscreen": run("offscreen", args.taps, idle, env, only)}
    server = xvfb()
    platforms = ["offscreen"]
    if server is not None:
        try:
            results["xcb"] = run("xcb", args.taps, idle, {**env, "DISPLAY": server[1]}, only)
            platforms.append("xcb")
        finally:
            server[0].terminate()
            server[0].wait()
    starts = {}
    if not (args.no_start or only):
        from benchmarks.startup import measure_start  # the cold start (issue #13)

        for platform in platforms:
            start = measure_start(args.runs, platform)
            starts[platform] = start
            print(
                f"cold start ({platform}): bare {start['bare_ms']:.0f} ms, app "
                f"{start['app_ms']:.0f} ms, peak RSS {start['app_rss_mib']:.1f} MiB"
            )
    for platform in platforms:  # the summary lines last, one pair per window system
        if platform in starts:
            print(f"cold start ratio ({platform}): {starts[platform]['ratio']:.2f}")
        print(f"tap p99 ({platform}): {results[platform]:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
