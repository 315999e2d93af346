"""Instructions to the first frame (not a test; run by hand), issue #13:

    flock /tmp/bench.lock .venv/bin/python benchmarks/start_instructions.py [--runs N]
        [--tree PATH] [--keep DIR]

Wall times of the cold start swing by 50 % on a shared machine; instruction counts do
not. This runs the same two starts as ``benchmarks/startup.py`` (the companion resuming
the demo 4-player game mid-turn, offscreen, and the bare PySide6 window), each under
``valgrind --tool=callgrind`` until its window's first frame is painted, then ends the
process (``os._exit``: its tear-down is not counted), and prints both totals in
millions of instructions and their ratio.

So that runs agree (within ≈ 1 M): ``PYTHONHASHSEED=0``; the timers a real start never
reaches before its first frame, but valgrind's ≈ 50× slowness lets fire, are set far off
(``ui.plain_text.INSTALL_AFTER_MS``, ``ui.controller.HEARTBEAT_EVERY``); each run starts
from a fresh copy of the prepared data directory (no WAL or lock left by the last);
one start of the app outside valgrind comes first, so that the counted ones are a
user's later starts (the first writes the cache of :mod:`ui.start_code`).
Run one at a time (``flock``): two valgrinds at once move the count.

``--tree`` measures another checkout (its ``companion`` and ``ui``) with this script's
starts. ``--keep DIR`` keeps the callgrind files (``callgrind_annotate --inclusive=yes``
breaks them down by function, Python's own included).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.startup import (  # noqa: E402  (run as a script: its checkout first)
    BARE_FIRST_FRAME,
    COMPANION_APP,
    COMPANION_WINDOW,
    resumed_game,
)

FAR_OFF = """
import ui.controller, ui.plain_text
ui.plain_text.INSTALL_AFTER_MS = 10**9
ui.controller.HEARTBEAT_EVERY = 10.0**6
"""
"""Set after the QApplication is made (the modules import PySide6), before the window."""

END = "\nimport os\nos._exit(0)\n"

STARTS = {
    "bare": BARE_FIRST_FRAME + END,
    "app": COMPANION_APP + FAR_OFF + COMPANION_WINDOW + END,
}


def start(code: str, env: dict[str, str], root: Path, tool: list[str]) -> None:
    """Run ``code`` in a fresh Python under ``tool`` (none: ``[]``), in a copy of the
    prepared data directory."""
    with tempfile.TemporaryDirectory(prefix="companion-callgrind-") as directory:
        data = Path(directory) / "data"
        shutil.copytree(env["COMPANION_DATA_DIR"], data)
        subprocess.run(
            [*tool, sys.executable, "-c", code],
            cwd=root,
            env={**env, "COMPANION_DATA_DIR": str(data), "PYTHONHASHSEED": "0"},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=True,
        )


def count(code: str, env: dict[str, str], root: Path, out: Path) -> int:
    """Instructions a Python process running ``code`` executes under callgrind."""
    start(
        code,
        env,
        root,
        ["valgrind", "--tool=callgrind", "--dump-instr=no", f"--callgrind-out-file={out}"],
    )
    totals = re.search(r"^(?:summary|totals): (\d+)", out.read_text(), re.MULTILINE)
    if totals is None:
        raise RuntimeError(f"no total in {out}")
    return int(totals.group(1))


def main() -> int:
    """Print the instructions to the first frame of the bare window and of the app."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=1, help="runs of each start")
    parser.add_argument("--tree", type=Path, default=ROOT, help="the checkout to measure")
    parser.add_argument("--keep", type=Path, help="keep callgrind's files in this folder")
    args = parser.parse_args()
    root = args.tree.resolve()
    with (
        resumed_game(root=root) as env,
        tempfile.TemporaryDirectory(prefix="companion-callgrind-out-") as scratch,
    ):
        folder = args.keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        # as a user's second start: the first writes what later ones read (the cache
        # of ui.start_code, where the tree has it)
        start(STARTS["app"], env, root, [])
        for run in range(args.runs):
            totals = {}
            for name, code in STARTS.items():
                out = folder / f"callgrind.{name}.{run}"
                totals[name] = count(code, env, root, out) / 1e6
            print(
                f"instructions to the first frame ({root.name}): "
                f"bare {totals['bare']:,.1f} M, app {totals['app']:,.1f} M, "
                f"ratio {totals['app'] / totals['bare']:.2f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
