"""Where a tap's time goes, by kind (issue #13; not a test; run it by hand):

    .venv/bin/python benchmarks/profile_taps.py [--taps N] [--kind KIND] [--top N]

Plays the seeded 4-player games of ``benchmarks/bench_ui.py``; prints each tap kind's
wall and CPU time (the CPU time of this thread is steadier on a shared machine), then,
with ``--kind`` ('era end -> production', 'apply production', 'slot'...), profiles
(cProfile) every tap of that kind and prints where the time went.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _ms(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))] * 1e3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--taps", type=int, default=400)
    parser.add_argument("--kind", default="", help="profile the taps of this kind")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--sort", default="cumulative")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from benchmarks.bench_ui import SIZE, _kind
    from benchmarks.taps import TablePlayer, known_cards, teach
    from companion.store import GameStore
    from ui import theme
    from ui.main_window import MainWindow
    from ui.screens.final import FinalScreen

    app = QApplication.instance() or QApplication([])
    theme.apply(app, theme.LIGHT)  # type: ignore[arg-type]
    times: list[float] = []
    kinds: dict[str, list[tuple[float, float]]] = {}

    class Profiled(TablePlayer):  # type: ignore[misc]
        taps = 0

        def _tap(self, act: Any, what: str) -> None:
            before = self.window.controller.state.phase
            # the kind is known only after the tap: profile every tap, keep the wanted
            inner = cProfile.Profile()
            started, cpu = time.perf_counter(), time.thread_time()
            if args.kind:
                inner.enable()
            TablePlayer._tap(self, act, what)
            QApplication.sendPostedEvents()
            QApplication.processEvents()
            inner.disable()
            elapsed, cpu = time.perf_counter() - started, time.thread_time() - cpu
            after = self.window.controller.state.phase
            kind = _kind(what, before, after)
            kinds.setdefault(kind, []).append((elapsed, cpu))
            if kind == args.kind:
                times.append(elapsed)
                stats_list.append(inner)
            self.taps += 1
            QTest.qWait(20)

    stats_list: list[cProfile.Profile] = []
    with tempfile.TemporaryDirectory(prefix="prof-") as data:
        os.environ["COMPANION_DATA_DIR"] = data
        cards = known_cards(0)
        with GameStore() as store:
            teach(store, cards)
            done, game = 0, 0
            while done < args.taps:
                window = MainWindow(store)
                window.resize(*SIZE)
                window.show()
                player = Profiled(window, 100 + game, cards)
                player.new_game(["Ada", "Bo", "Cy", "Di"])
                app.processEvents()
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
    print("on a shared machine)")
    for kind, pairs in sorted(kinds.items()):
        walls = sorted(w for w, _ in pairs)
        cpus = sorted(c for _, c in pairs)
        print(
            f"  {kind:<26} {_ms(walls, 0.5):6.1f} / {_ms(walls, 0.99):6.1f}"
            f"   cpu {_ms(cpus, 0.5):6.1f} / {_ms(cpus, 0.99):6.1f}   n={len(pairs)}"
        )
    if not args.kind:
        return
    print(f"{args.kind}: {len(times)} taps, ms: {[round(t * 1e3, 1) for t in times]}")
    if stats_list:
        stats = pstats.Stats(stats_list[0])
        for more in stats_list[1:]:
            stats.add(more)
        stats.sort_stats(args.sort).print_stats(args.top)


if __name__ == "__main__":
    main()
