"""Where a tap's time goes, by kind (issue #13; not a test; run it by hand):

    .venv/bin/python benchmarks/profile_taps.py [--taps N] [--kind KIND] [--top N]

Plays the seeded 4-player games of ``benchmarks/bench_ui.py``; prints each tap kind's
wall and CPU time (the CPU time of this thread is steadier on a shared machine) and its
wait for a core, then, with ``--kind`` ('era end -> production', 'apply production',
'slot'...), profiles (cProfile) every tap of that kind and prints where the time went
(``--slowest P``: only in the slowest P per cent of them, where the p99 comes from).
``--paints`` counts, per tap kind, the widgets created, the paints and layout passes
each widget got, the window's paint passes (each one a flush to the screen: a button's
press and release repaint it at once) and the share of the window painted (what a tap
redraws: a tap should repaint only what changed). ``--history SIZE`` plays the taps with
the History open on an imported game of SIZE commands instead (as ``bench_ui.py`` does),
each kind named ``History: <kind>``, then every tap together (bench_ui.py's figure) and
the slowest taps; ``--closed`` plays the same taps with the History closed. ``--size
1024x600`` sets the window's size (default bench_ui.py's). ``--settle MS`` waits MS
after a game shows before its first tap, as ``bench_ui.py`` does (``SETTLE_MS``, 500):
without it, a game's first taps come before the table's idle work has drawn the hidden
boards, and the first slot tap turning to one draws it (≈ +15 ms, a few taps a game,
which set the slot taps' p99).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _run_queue() -> float:
    """Seconds this thread has waited for a core so far (Linux's schedstat; 0 elsewhere):
    a tap's wall time is its CPU time, this wait, and time blocked (under X, mostly
    round trips to the server)."""
    try:
        with open("/proc/thread-self/schedstat") as stat:
            return int(stat.read().split()[1]) / 1e9
    except OSError:
        return 0.0


def _ms(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))] * 1e3


class GarbageTimer:
    """Seconds Python's garbage collector ran (``spent``, set to 0 before each tap)."""

    def __init__(self) -> None:
        import gc

        self.spent = 0.0
        self._started = 0.0
        gc.callbacks.append(self._phase)

    def _phase(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.spent += time.perf_counter() - self._started


class PaintCounter:
    """Paints and layout passes per widget, and widgets created, per tap kind."""

    def __init__(self) -> None:
        from PySide6.QtCore import QEvent, QObject, QPoint
        from PySide6.QtGui import QRegion
        from PySide6.QtWidgets import QWidget

        self.paint, self.layout = QEvent.Type.Paint, QEvent.Type.LayoutRequest
        self.update = QEvent.Type.UpdateRequest
        self.region = QRegion()
        """What the tap painted, in its window's coordinates."""
        self.window_area = 1
        self.passes = 0
        """The window's paint passes in the tap (a button's press and release are two)."""
        self.shares: dict[str, list[tuple[float, int]]] = {}
        """Per kind and tap: the share of the window painted, the paint passes."""
        self.tap: dict[tuple[str, str], int] = {}
        self.kinds: dict[str, dict[tuple[str, str], int]] = {}
        self.created: dict[str, int] = {}
        self._widgets = 0
        self.on = False
        outer = self

        class Filter(QObject):
            def eventFilter(self, watched: Any, event: Any) -> bool:
                kind = event.type()
                if kind in (outer.paint, outer.layout):
                    what = "paint" if kind == outer.paint else "layout"
                    key = (what, _name(watched))
                    outer.tap[key] = outer.tap.get(key, 0) + 1
                    if kind == outer.paint and isinstance(watched, QWidget):
                        window = watched.window()
                        at = watched.mapTo(window, QPoint(0, 0))
                        outer.region = outer.region.united(event.region().translated(at))
                        outer.window_area = window.width() * window.height()
                elif kind == outer.update and isinstance(watched, QWidget):
                    outer.passes += watched.isWindow()
                return False

        self.filter = Filter()

    def start(self) -> None:
        from PySide6.QtGui import QRegion
        from PySide6.QtWidgets import QApplication

        self.tap = {}
        self.region, self.passes = QRegion(), 0
        if self.on:
            self._widgets = len(QApplication.allWidgets())

    def stop(self, kind: str) -> None:
        from PySide6.QtWidgets import QApplication

        if not self.on:
            return
        counts = self.kinds.setdefault(kind, {})
        for key, value in self.tap.items():
            counts[key] = counts.get(key, 0) + value
        made = len(QApplication.allWidgets()) - self._widgets
        self.created[kind] = self.created.get(kind, 0) + max(made, 0)
        painted = sum(rect.width() * rect.height() for rect in self.region)
        self.shares.setdefault(kind, []).append((painted / self.window_area, self.passes))

    def report(self, kinds: dict[str, list[tuple[float, float, float]]], top: int) -> None:
        print("paints and layout passes per tap (mean), widgets created per tap:")
        for kind, counts in sorted(self.kinds.items()):
            taps = len(kinds[kind])
            paints = sum(v for (what, _), v in counts.items() if what == "paint") / taps
            layouts = sum(v for (what, _), v in counts.items() if what == "layout") / taps
            shares = self.shares.get(kind, [(0.0, 0)])
            area = 100 * sum(share for share, _ in shares) / len(shares)
            passes = sum(count for _, count in shares) / len(shares)
            print(
                f"  {kind}: {paints:.1f} paints, {layouts:.1f} layouts, "
                f"{self.created.get(kind, 0) / taps:.2f} widgets created, "
                f"{passes:.2f} paint passes of the window, {area:.0f} % of it painted"
            )
            ranked = sorted(counts.items(), key=lambda kv: -kv[1])[:top]
            for (what, name), value in ranked:
                print(f"      {value / taps:6.2f} {what:<6} {name}")


def _name(widget: Any) -> str:
    """A widget's class and object name, with its nearest named ancestor's."""
    own = f"{type(widget).__name__}:{widget.objectName()}"
    parent = widget.parent() if hasattr(widget, "parent") else None
    while parent is not None and not parent.objectName():
        parent = parent.parent()
    return f"{own} in {parent.objectName()}" if parent is not None else own


def _history_window(
    store: Any, size: int, shown: bool, window_size: tuple[int, int] | None = None
) -> Any:
    """A window showing an imported game of ``size`` commands with the History open
    (``shown``; else closed: what the same taps cost without it), ``window_size``
    pixels (default bench_ui.py's)."""
    import json

    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from benchmarks.bench_ui import SETTLE_MS, SIZE, _adjustments
    from ui.game_ui import get_game_ui
    from ui.main_window import MainWindow

    demo = [json.dumps(c) for c in get_game_ui("underwater_cities").demo_commands()]
    number = store.import_game(demo + _adjustments(size - len(demo)), game="underwater_cities")
    window = MainWindow(store)
    window.resize(*(window_size or SIZE))
    window.show()
    window.open_game(number)
    window.history_dock.setVisible(shown)
    QApplication.processEvents()
    QTest.qWait(SETTLE_MS)
    return window


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--taps", type=int, default=400)
    parser.add_argument("--kind", default="", help="profile the taps of this kind")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--sort", default="cumulative")
    parser.add_argument("--paints", action="store_true", help="count paints per widget")
    parser.add_argument("--slowest", type=float, default=100, help="per cent of taps profiled")
    parser.add_argument("--history", type=int, default=0, help="History open, SIZE commands")
    parser.add_argument("--closed", action="store_true", help="with --history: kept closed")
    parser.add_argument("--size", default="", help="the window's WIDTHxHEIGHT")
    parser.add_argument("--settle", type=int, default=0, help="ms before a game's first tap")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from benchmarks.bench_ui import GAMES_SEED, SIZE, _kind, application
    from benchmarks.taps import TablePlayer, known_cards, teach
    from companion.store import GameStore
    from ui.main_window import MainWindow
    from ui.screens.final import FinalScreen

    random.seed(GAMES_SEED)  # the wizard's draws: each run plays the same games
    size = tuple(int(n) for n in args.size.split("x")) if args.size else SIZE
    app = application()
    collecting = GarbageTimer()
    counter = PaintCounter()
    if args.paints:
        app.installEventFilter(counter.filter)
        counter.on = True
    profiled: list[tuple[float, str, cProfile.Profile]] = []
    kinds: dict[str, list[tuple[float, float, float]]] = {}
    collected: dict[str, list[float]] = {}
    waited: dict[str, list[float]] = {}
    """Per kind, each tap's wait for a core (:func:`_run_queue`)."""
    every: list[tuple[float, int, str]] = []
    repainted: list[tuple[int, int, str, int]] = []
    """With ``--paints``: the taps with more than one paint pass of the window (game,
    its tap number, the tap, passes)."""

    class Profiled(TablePlayer):  # type: ignore[misc]
        taps = 0
        game = 0
        drawing = 0.0
        """This thread's CPU time when the tap's handlers were done (Qt lays out and
        paints from then on)."""

        def _events(self) -> None:
            self.drawing = time.thread_time()
            TablePlayer._events(self)

        def _tap(self, act: Any, what: str) -> None:
            before = self.window.controller.state.phase
            # the kind is known only after the tap: profile every tap, keep the wanted
            inner = cProfile.Profile()
            started, cpu, queued = time.perf_counter(), time.thread_time(), _run_queue()
            if args.kind:
                inner.enable()
            counter.start()
            collecting.spent = 0.0
            TablePlayer._tap(self, act, what)
            QApplication.sendPostedEvents()
            QApplication.processEvents()
            inner.disable()
            ended = time.thread_time()
            elapsed, cpu = time.perf_counter() - started, ended - cpu
            after = self.window.controller.state.phase
            kind = ("History: " if args.history else "") + _kind(what, before, after)
            kinds.setdefault(kind, []).append((elapsed, cpu, ended - self.drawing))
            waited.setdefault(kind, []).append(_run_queue() - queued)
            every.append((cpu, self.taps, what))
            collected.setdefault(kind, []).append(collecting.spent)
            counter.stop(kind)
            if counter.on and counter.passes > 1:
                repainted.append((self.game, self.taps, what, counter.passes))
            if kind == args.kind:
                profiled.append((cpu, what, inner))
            self.taps += 1
            QTest.qWait(20)

    with tempfile.TemporaryDirectory(prefix="prof-") as data:
        os.environ["COMPANION_DATA_DIR"] = data
        cards = known_cards(0)
        if args.history:  # the demo's own cards, as in bench_ui.py
            with GameStore(Path(data) / "history.sqlite3") as store:
                window = _history_window(store, args.history, not args.closed, size)
                player = Profiled(window, 7, cards)
                while player.taps < args.taps:
                    player.step()
                window.close()
        with GameStore() as store:
            teach(store, cards)
            done, game = (args.taps, 0) if args.history else (0, 0)
            while done < args.taps:
                window = MainWindow(store)
                window.resize(*size)
                window.show()
                player = Profiled(window, 100 + game, cards)
                player.game = game
                player.new_game(["Ada", "Bo", "Cy", "Di"])
                app.processEvents()
                if args.settle:
                    QTest.qWait(args.settle)
                while done + player.taps < args.taps:
                    if isinstance(window.stack.currentWidget(), FinalScreen):
                        break
                    player.step()
                done += player.taps
                game += 1
                window.close_game()
                window.close()
                window.deleteLater()
                app.processEvents()
    print("kind: wall median / p99, this thread's CPU median / p99 (ms; CPU is steadier")
    print("on a shared machine), and the CPU median / p99 of Qt's layout and paint after")
    print("the tap's handlers, the p99 of the time spent collecting garbage in a tap, and")
    print("the median / p99 of the time waiting for a core (the rest of the wall time is")
    print("blocked: under X, mostly round trips to the server)")
    for kind, triples in sorted(kinds.items()):
        walls = sorted(w for w, _, _ in triples)
        cpus = sorted(c for _, c, _ in triples)
        drawn = sorted(d for _, _, d in triples)
        queue = sorted(waited[kind])
        print(
            f"  {kind:<26} {_ms(walls, 0.5):6.1f} / {_ms(walls, 0.99):6.1f}"
            f"   cpu {_ms(cpus, 0.5):6.1f} / {_ms(cpus, 0.99):6.1f}"
            f"   drawing {_ms(drawn, 0.5):5.1f} / {_ms(drawn, 0.99):5.1f}"
            f"   gc {_ms(sorted(collected[kind]), 0.99):5.1f}"
            f"   waiting {_ms(queue, 0.5):4.1f} / {_ms(queue, 0.99):4.1f}   n={len(triples)}"
        )
    if args.history:  # bench_ui.py's figure: every tap together
        cpus = sorted(cpu for cpu, _, _ in every)
        print(f"  every tap: cpu {_ms(cpus, 0.5):6.1f} / {_ms(cpus, 0.99):6.1f}   n={len(cpus)}")
        slowest = sorted(every, reverse=True)[:5]
        print(
            "  slowest (CPU ms, tap number: tap): "
            + ", ".join(f"{cpu * 1e3:.1f} {number}: {what}" for cpu, number, what in slowest)
        )
    if args.paints:
        counter.report(kinds, args.top)
        print(f"taps with more than one paint pass of the window: {len(repainted)}")
        for game, number, what, passes in repainted:
            print(f"  game {game} tap {number}: {what} ({passes} passes)")
    if not args.kind:
        return
    profiled.sort(key=lambda row: -row[0])
    kept = profiled[: max(1, round(len(profiled) * args.slowest / 100))] if profiled else []
    print(f"{args.kind}: {len(profiled)} taps, the {len(kept)} slowest profiled (CPU ms, tap):")
    print("  " + ", ".join(f"{cpu * 1e3:.1f} {what}" for cpu, what, _ in kept[:30]))
    if kept:
        stats = pstats.Stats(kept[0][2])
        for _, _, more in kept[1:]:
            stats.add(more)
        stats.sort_stats(args.sort).print_stats(args.top)


if __name__ == "__main__":
    main()
