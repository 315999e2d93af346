"""UI timings (not a test; run it by hand), both goals of issue #6 in one run:

    .venv/bin/python benchmarks/bench_ui.py [--runs N] [--taps N]

1. Cold start: a fresh process until an interactive window has painted, for
   the companion resuming a 4-player game mid-turn (the demo game, round 6, in
   a store in a temporary data directory) against a bare PySide6 window, in the
   same run, alternating. Goal: companion <= 3x bare.
2. Tap -> redraw: in one process, taps on the table's widgets (slot, card
   colour, a step, end of turn, production...) from the mouse-click event until
   every resulting event, layout and paint has been processed. Goal: p99 <= 16 ms.

Qt draws offscreen unless QT_QPA_PLATFORM says otherwise (run under Xvfb with
QT_QPA_PLATFORM=xcb for a real window system).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
READY = "READY"

BARE = f"""
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
window = QLabel("bare PySide6 window")
window.resize(1600, 1000)
window.show()
app.processEvents()
window.grab()
print("{READY}", flush=True)
"""

COMPANION = f"""
from ui.app import create_application, create_main_window, open_store
app = create_application()
store = open_store()
window = create_main_window(store)
window.show()
app.processEvents()
window.grab()
assert window.table is not None and window.controller.state.player_count == 4
print("{READY}", flush=True)
window.close()
"""


def _start_once(code: str, env: dict[str, str]) -> float:
    """Seconds from spawning a Python process until it prints READY."""
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    for line in process.stdout:
        if line.strip() == READY:
            elapsed = time.perf_counter() - started
            break
    else:
        raise RuntimeError("the process ended before its window was ready")
    process.wait(timeout=60)
    return elapsed


def cold_start(runs: int) -> None:
    """Median cold start of the companion (resumed 4-player game) and of a bare window."""
    with tempfile.TemporaryDirectory(prefix="companion-bench-") as directory:
        # Installed apps start from compiled bytecode (pip and the bundle write it);
        # a shell with PYTHONDONTWRITEBYTECODE would recompile every module each run.
        env = {**os.environ, "COMPANION_DATA_DIR": directory}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        subprocess.run([sys.executable, "-m", "compileall", "-q", "companion", "ui"],
                       cwd=ROOT, env=env, check=True)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env["QT_LOGGING_RULES"] = "qt.qpa.*=false"
        prepare = (
            "from pathlib import Path\n"
            "from ui import settings\n"
            "from ui.app import demo_store\n"
            f"store, number = demo_store(Path({directory!r}))\n"
            "settings.remember_game(number)\n"
            "store.close()\n"
        )
        subprocess.run([sys.executable, "-c", prepare], cwd=ROOT, env=env, check=True)
        _start_once(BARE, env)  # warm the OS file cache for both
        _start_once(COMPANION, env)
        bare, companion = [], []
        for _ in range(runs):
            bare.append(_start_once(BARE, env))
            companion.append(_start_once(COMPANION, env))
    b, c = statistics.median(bare), statistics.median(companion)
    print(f"cold start, bare PySide6 window        median {b * 1e3:7.1f} ms  (n={runs})")
    print(f"cold start, companion resumed 4p game  median {c * 1e3:7.1f} ms  (n={runs})")
    print(f"ratio companion / bare: {c / b:.2f}x (goal <= 3x)")


def taps(count: int) -> None:
    """Tap -> redraw latencies on the demo game's table."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_LOGGING_RULES"] = "qt.qpa.*=false"
    import random

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QPushButton

    with tempfile.TemporaryDirectory(prefix="companion-bench-") as directory:
        os.environ["COMPANION_DATA_DIR"] = directory
        from companion.games.underwater_cities.library import open_library, use_library
        from ui.app import create_application, demo_store
        from ui.main_window import MainWindow

        app = create_application()
        store, number = demo_store(Path(directory))
        use_library(open_library(store.path))
        window = MainWindow(store)
        window.resize(1600, 1000)
        window.show()
        window.open_game(number)
        app.processEvents()
        table = window.table
        assert table is not None
        rng = random.Random(1)
        timings: dict[str, list[float]] = {}

        def tap(kind: str, button: QPushButton) -> None:
            started = time.perf_counter()
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            QApplication.processEvents()
            timings.setdefault(kind, []).append(time.perf_counter() - started)

        done = 0
        steps_this_turn = 0
        while done < count and window.controller is not None:
            state = window.controller.state
            if state.phase == "finished":
                break
            turn = table.turn
            done += 1
            if table.production.isVisible():
                tap("apply production", table.production.apply)
                continue
            if table.era_keep.isVisible():
                keep = [
                    b
                    for b in table.era_keep.findChildren(QPushButton)
                    if b.isVisible() and b.objectName().startswith("keep-")
                ]
                tap("keep cards", keep[0])
                continue
            discard = turn.card_buttons.button("discard")
            if discard is not None and discard.isVisible():
                tap("discard", discard)
                continue
            colours = [b for b in turn.colours.buttons if b.isVisible()]
            if colours:
                tap("card colour", rng.choice(colours))
                continue
            if turn.details.isVisible():
                tap("card type", turn.details.types.buttons[0])
                continue
            if not turn.end_turn.isEnabled():
                slots = [b for b in table.slots.buttons.values() if b.isEnabled()]
                tap("slot", rng.choice(slots))
                steps_this_turn = 0
                continue
            steps = [
                b
                for b in turn.effect_buttons.buttons
                if b.isVisible() and b.isEnabled() and not b.property("key").startswith("build")
            ]
            if steps and steps_this_turn < 3:
                steps_this_turn += 1
                tap("effect step", rng.choice(steps))
                continue
            tap("end turn", turn.end_turn)
        window.close()
        store.close()
    every = sorted(t for values in timings.values() for t in values)

    def line(name: str, values: list[float]) -> None:
        ordered = sorted(values)
        p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
        print(
            f"  {name:<18} median {statistics.median(ordered) * 1e3:6.2f} ms"
            f"   p99 {p99 * 1e3:6.2f} ms   max {ordered[-1] * 1e3:6.2f} ms   (n={len(ordered)})"
        )

    print("tap -> redraw (click until all events and paints are processed):")
    for name, values in sorted(timings.items()):
        line(name, values)
    line("all taps", every)
    print("  goal: p99 <= 16 ms")


def main() -> int:
    """Run both benchmarks."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="cold starts of each kind")
    parser.add_argument("--taps", type=int, default=400, help="taps to time")
    args = parser.parse_args()
    cold_start(args.runs)
    taps(args.taps)
    return 0


if __name__ == "__main__":
    sys.exit(main())
