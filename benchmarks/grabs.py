"""What a player sees after every tap, hashed, to show a speed change changes no pixel
(issue #13; not a test; run it by hand on two trees and compare):

    .venv/bin/python benchmarks/grabs.py --out before.json [--sizes 1024x600,1920x1080]
    .venv/bin/python benchmarks/grabs.py --compare before.json after.json

Plays one seeded 4-player game of ``benchmarks/bench_ui.py``'s kind through the widgets
at each size, from the wizard to the final scores, with the idle time between taps a
table gives (``--idle`` ms). After every tap it hashes the window twice: what the last
paint left on the screen (the offscreen screen's grab of the window: its backing store)
and a fresh ``grab()`` (the window painted whole again now). A change that paints less
must leave both equal to the base's, tap for tap. Runs offscreen.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SIZES = "1024x600,1920x1080,1600x1000"


def _digest(image: Any) -> str:
    """SHA-1 of ``image``'s pixels, in one fixed format."""
    from PySide6.QtGui import QImage

    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return hashlib.sha1(bytes(image.constBits())).hexdigest()[:16]


def fixed_clock() -> None:
    """Make the store's timestamps a counter: a second a call from 2026-01-01."""
    from datetime import UTC, datetime, timedelta

    from companion.store import database, game, pauses, profiles

    calls = [0]
    start = datetime(2026, 1, 1, tzinfo=UTC)

    def now() -> str:
        calls[0] += 1
        return (start + timedelta(seconds=calls[0])).isoformat(timespec="microseconds")

    for module in (database, game, pauses, profiles):
        module.now = now


def play(size: tuple[int, int], idle_ms: int, seed: int) -> list[list[str]]:
    """Per tap: what was tapped, the screen's hash and the fresh grab's hash."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from benchmarks.bench_ui import application, import_as_the_app
    from benchmarks.taps import TablePlayer, known_cards, teach
    from companion.store import GameStore
    from ui.main_window import MainWindow
    from ui.screens.final import FinalScreen

    random.seed(seed)
    import_as_the_app()
    fixed_clock()
    app = application()
    grabbed: list[list[str]] = []

    class GrabbingPlayer(TablePlayer):  # type: ignore[misc]
        def _tap(self, act: Any, what: str) -> None:
            TablePlayer._tap(self, act, what)
            QApplication.sendPostedEvents()
            QApplication.processEvents()
            QTest.qWait(idle_ms)
            window = self.window
            shown = window.screen().grabWindow(window.winId()).toImage()
            grabbed.append([what, _digest(shown), _digest(window.grab().toImage())])

    with tempfile.TemporaryDirectory(prefix="grabs-") as data:
        os.environ["COMPANION_DATA_DIR"] = data
        cards = known_cards(0)
        with GameStore() as store:
            teach(store, cards)
            window = MainWindow(store)
            window.resize(*size)
            window.show()
            player = GrabbingPlayer(window, 100, cards)
            player.new_game(["Ada", "Bo", "Cy", "Di"], drawn=seed)
            QTest.qWait(500)
            while not isinstance(window.stack.currentWidget(), FinalScreen):
                player.step()
            window.close_game()
            window.close()
            app.processEvents()
    return grabbed


def compare(before_path: Path, after_path: Path) -> int:
    """Print the taps whose hashes differ; 0 when every one is equal."""
    before = json.loads(before_path.read_text())
    after = json.loads(after_path.read_text())
    differ = 0
    pairs = 0
    for size in sorted(set(before) | set(after)):
        old, new = before.get(size, []), after.get(size, [])
        if len(old) != len(new):
            print(f"{size}: {len(old)} taps against {len(new)}")
            differ += 1
        for number, (one, other) in enumerate(zip(old, new, strict=False)):
            pairs += 2
            if one != other:
                differ += 1
                print(f"{size} tap {number}: {one} against {other}")
    print(f"{pairs} grabs compared, {differ} differ")
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path)
    parser.add_argument("--sizes", default=SIZES)
    parser.add_argument("--idle", type=int, default=40, help="ms between taps")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--compare", type=Path, nargs=2)
    args = parser.parse_args()
    if args.compare:
        return compare(*args.compare)
    if args.out is None:
        parser.error("--out or --compare")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_LOGGING_RULES"] = "qt.qpa.*=false"
    result = {}
    for size in args.sizes.split(","):
        width, height = (int(part) for part in size.split("x"))
        result[size] = play((width, height), args.idle, args.seed)
        print(f"{size}: {len(result[size])} taps", file=sys.stderr)
    args.out.write_text(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
