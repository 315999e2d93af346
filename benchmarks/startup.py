"""Cold start (not a test; run by hand or from ``bench_ui.py``), issue #13:

    .venv/bin/python benchmarks/startup.py [--runs N] [--platform offscreen|xcb] [--games N]

A fresh process until an interactive window has painted its first frame (Qt paints
and flushes it as it handles the window's first exposure), for the companion
resuming a 4-player game mid-turn (the demo game in a store in a temporary data
directory) against a bare PySide6 window (a 1600×1000 label), in the same run,
alternating. Each child also reports its peak RSS (``VmHWM``) at its first frame.
``platform="xcb"`` runs under Xvfb: ``$DISPLAY`` when set, else an ``Xvfb`` this
module starts (Debian's ``xvfb``; ``scripts/setup`` installs it).
``games`` adds that many saved games to the store (a long games list).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
READY = "READY"

_RSS = f"""
def _ready():
    peak = 0
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                peak = int(line.split()[1])
    print("{READY}", peak, flush=True)


def _painted(app, window):
    # Qt paints and flushes a window's first frame as it handles the window's first
    # exposure; offscreen and under Xvfb the first processEvents after show() does.
    app.processEvents()
    while not window.windowHandle().isExposed():
        app.processEvents()
"""

BARE_FIRST_FRAME = (
    "from PySide6.QtWidgets import QApplication, QLabel\n"
    + _RSS
    + """
app = QApplication([])
window = QLabel("bare PySide6 window")
window.resize(1600, 1000)
window.show()
_painted(app, window)
"""
)
"""The bare window's process until its first frame is painted."""

BARE = BARE_FIRST_FRAME + "_ready()\n"

COMPANION_APP = (
    _RSS
    + """
from ui.app import create_application, create_main_window, open_store
app = create_application()
"""
)
"""The companion's process until its QApplication is made."""

COMPANION_WINDOW = """
store = open_store()
window = create_main_window(store)
window.show()
_painted(app, window)
"""
"""Then until its main window's first frame is painted."""

COMPANION = (
    COMPANION_APP
    + COMPANION_WINDOW
    + """
_ready()
assert window.table is not None and window.controller.state.player_count == 4
window.close()
store.close()  # as the app quits (ui.app.run): the next start finds no WAL to vet
"""
)


def _start_once(code: str, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from spawning a Python process until it prints READY; its peak RSS in MiB."""
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
        if line.startswith(READY):
            elapsed = time.perf_counter() - started
            peak = int(line.split()[1]) / 1024
            break
    else:
        raise RuntimeError("the process ended before its window was ready")
    process.stdout.read()
    if process.wait(timeout=60) != 0:
        raise RuntimeError("the process failed after its window was ready")
    return elapsed, peak


@contextlib.contextmanager
def _display(platform: str) -> Iterator[dict[str, str]]:
    """Environment variables for ``platform``; an Xvfb for xcb when no display is set."""
    if platform != "xcb" or os.environ.get("DISPLAY"):
        yield {"QT_QPA_PLATFORM": platform}
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        raise RuntimeError("Xvfb is not installed (scripts/setup installs it)")
    display = f":{100 + os.getpid() % 800}"
    server = subprocess.Popen(
        [xvfb, display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        socket = Path(f"/tmp/.X11-unix/X{display[1:]}")
        while not socket.exists():
            if time.monotonic() > deadline or server.poll() is not None:
                raise RuntimeError("Xvfb did not start")
            time.sleep(0.05)
        yield {"QT_QPA_PLATFORM": "xcb", "DISPLAY": display}
    finally:
        server.terminate()
        server.wait(timeout=10)


def add_games(path: Path, count: int) -> None:
    """Add ``count`` finished copies of the store's first game to its games list."""
    conn = sqlite3.connect(path)
    with conn:
        columns = [row[1] for row in conn.execute("PRAGMA table_info(games)")]
        copied = ", ".join(c for c in columns if c not in ("id", "status", "updated"))
        first = conn.execute("SELECT min(id) FROM games").fetchone()[0]
        for _ in range(count):
            conn.execute(
                f"INSERT INTO games ({copied}, status, updated) "
                f"SELECT {copied}, 'finished', '2020-01-01T00:00:00+00:00' FROM games "
                "WHERE id = ?",
                [first],
            )
    conn.close()


@contextlib.contextmanager
def resumed_game(games: int = 0, root: Path = ROOT) -> Iterator[dict[str, str]]:
    """The environment of a start of the checkout at ``root`` resuming the demo 4-player
    game mid-turn, in a temporary data directory (``COMPANION_DATA_DIR``) with ``games``
    more saved games, the modules compiled to bytecode and Qt offscreen."""
    with tempfile.TemporaryDirectory(prefix="companion-bench-") as directory:
        # Installed apps start from compiled bytecode (pip and the bundle write it);
        # a shell with PYTHONDONTWRITEBYTECODE would recompile every module each run.
        env = {**os.environ, "COMPANION_DATA_DIR": directory}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPATH"] = str(root)
        subprocess.run(
            [sys.executable, "-m", "compileall", "-q", "companion", "ui"],
            cwd=root,
            env=env,
            stdout=subprocess.DEVNULL,
            check=True,
        )
        env["QT_QPA_PLATFORM"] = "offscreen"
        env["QT_LOGGING_RULES"] = "qt.qpa.*=false"
        prepare = (
            "from pathlib import Path\n"
            "from ui import settings\n"
            "from ui.app import demo_store\n"
            f"store, number = demo_store(Path({directory!r}))\n"
            "settings.remember_game(number)\n"
            "store.close()\n"
        )
        subprocess.run([sys.executable, "-c", prepare], cwd=root, env=env, check=True)
        if games:
            add_games(Path(directory) / "companion.sqlite3", games)
        yield env


def measure_start(runs: int, platform: str, games: int = 0) -> dict[str, Any]:
    """Median cold start of a bare window and of the companion (resumed 4-player game).

    Returns ``bare_ms``, ``app_ms``, ``ratio``, ``bare_rss_mib``, ``app_rss_mib`` (the
    median peak RSS at the first frame), ``runs`` and ``platform``.
    """
    with resumed_game(games) as env, _display(platform) as display:
        env.update(display)
        _start_once(BARE, env)  # warm the OS file cache for both
        _start_once(COMPANION, env)
        bare: list[tuple[float, float]] = []
        app: list[tuple[float, float]] = []
        for _ in range(runs):
            bare.append(_start_once(BARE, env))
            app.append(_start_once(COMPANION, env))
    bare_ms = statistics.median(t for t, _ in bare) * 1e3
    app_ms = statistics.median(t for t, _ in app) * 1e3
    return {
        "platform": platform,
        "runs": runs,
        "games": games,
        "bare_ms": bare_ms,
        "app_ms": app_ms,
        "ratio": app_ms / bare_ms,
        "bare_rss_mib": statistics.median(r for _, r in bare),
        "app_rss_mib": statistics.median(r for _, r in app),
    }


def report(result: dict[str, Any]) -> str:
    """One line of a ``measure_start`` result."""
    games = f", {result['games']} more games" if result["games"] else ""
    return (
        f"cold start ({result['platform']}{games}, n={result['runs']}): "
        f"bare {result['bare_ms']:.0f} ms {result['bare_rss_mib']:.1f} MiB, "
        f"app {result['app_ms']:.0f} ms {result['app_rss_mib']:.1f} MiB, "
        f"ratio {result['ratio']:.2f}"
    )


def main() -> int:
    """Print the cold-start figures of the chosen platforms."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="cold starts of each kind")
    parser.add_argument("--platform", action="append", help="offscreen (default) or xcb")
    parser.add_argument("--games", type=int, default=0, help="saved games to add")
    args = parser.parse_args()
    for platform in args.platform or ["offscreen"]:
        print(report(measure_start(args.runs, platform, args.games)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
