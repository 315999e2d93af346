"""What grows while a table plays (issue #13: memory flat over 1,000 taps; not a test):

    .venv/bin/python benchmarks/memory_taps.py [--taps N] [--every N] [--top N] [--idle MS]
                                               [--no-trace] [--maps] [--heap] [--one-window]
                                               [--trim]

Plays the seeded 4-player games of ``benchmarks/bench_ui.py`` (one window per game,
deleted after it, as there; ``--one-window``: every game in one window, as the app)
and, at the start, once the first game's idle work has finished (bench_ui.py's settled
start) and every ``--every`` taps after a full collection, prints the process's RSS
(anonymous and file-backed), the Python heap traced since the first game started
(tracemalloc), glibc's heap (in use, free), SQLite's memory and the live objects; the
RSS and glibc's heap when each game ends and once it is closed; at the end, the lines of
code whose allocations grew most since the start, and the types whose count grew;
``--maps``: the RSS grown per mapping (each library, the heap, anonymous memory) at
every checkpoint; ``--heap``: glibc's heap walked chunk by chunk (the bytes live chunks hold,
the pages holding them, the free chunks between them: what a trim cannot give back). RSS
growing with a flat traced heap is native memory (Qt's caches, SQLite, freed
memory the allocator keeps); ``--no-trace`` measures without tracemalloc, whose
own bookkeeping costs RSS (what bench_ui.py's memory line compares with). ``--trim``:
what glibc would give back at each point (``malloc_trim``; the app does it in idle time
after a game or screen closes, ui/memory.py): the rest of its free heap is fragmented.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import os
import random
import sys
import tempfile
import time
import tracemalloc
from array import array
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _rss_parts() -> str:
    """RSS by kind (Linux): anonymous (heaps) and file-backed (libraries' pages)."""
    try:
        with open("/proc/self/status") as status:
            lines = dict(line.split(":", 1) for line in status if line.startswith("Rss"))
    except OSError:
        return ""
    anon, file = (int(lines[key].split()[0]) / 1024 for key in ("RssAnon", "RssFile"))
    return f" (anon {anon:5.1f}, file {file:4.1f})"


def _native() -> str:
    """glibc's heap (in use and free, every arena) and SQLite's own memory, where
    they can be read (Linux)."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        sqlite = ctypes.CDLL("libsqlite3.so.0")
        libc.mallinfo2  # noqa: B018 (glibc 2.33 and later)
    except (OSError, AttributeError):
        return ""

    class MallInfo2(ctypes.Structure):
        _fields_ = [
            (name, ctypes.c_size_t)
            for name in (
                *("arena", "ordblks", "smblks", "hblks", "hblkhd"),
                *("usmblks", "fsmblks", "uordblks", "fordblks", "keepcost"),
            )
        ]

    libc.mallinfo2.restype = MallInfo2
    sqlite.sqlite3_memory_used.restype = ctypes.c_int64
    info = libc.mallinfo2()
    return (
        f", malloc {(info.uordblks + info.hblkhd) / 2**20:5.1f} MiB in use "
        f"{info.fordblks / 2**20:4.1f} free, sqlite {sqlite.sqlite3_memory_used() / 2**20:4.1f}"
    )


def _heap() -> str:
    """glibc's main heap walked chunk by chunk (Linux, glibc; ``--heap``): its resident
    pages, the bytes its live chunks hold, the pages holding any of them (what a trim
    would leave resident) and the free chunks between them. Resident pages beyond
    those holding live bytes are free pages a trim would give back; the pages holding
    live bytes beyond the live bytes themselves are the holes' share: free space in
    pages that live chunks keep (what memory freed in small pieces costs). Reads
    only chunk headers, allocating nothing per chunk."""
    span = resident = 0
    try:
        with open("/proc/self/smaps") as smaps:
            heap = False
            for line in smaps:
                if not line[0].isupper():  # a mapping's first line
                    heap = line.rstrip().endswith("[heap]")
                    if heap:
                        low, high = (int(end, 16) for end in line.split()[0].split("-"))
                        span = high - low
                elif heap and line.startswith("Rss:"):
                    resident = int(line.split()[1]) * 1024
    except OSError:
        return ""
    if not span:
        return ""
    pages = array("H", bytes(2 * (span // 4096 + 1)))  # live bytes in each page
    word = ctypes.c_size_t.from_address
    chunk = (low + 15) & ~15
    size = word(chunk + 8).value & ~7
    live = count = free = 0
    while size >= 32 and not size % 16 and chunk + size < high - 16:
        following = word(chunk + size + 8).value
        if following & 1:  # the next chunk's "previous in use" bit: this one is live
            live, count = live + size, count + 1
            start, end = chunk, chunk + size
            while start < end:
                page = (start - low) >> 12
                stop = min(end, low + ((page + 1) << 12))
                pages[page] += stop - start
                start = stop
        else:
            free += 1
        chunk, size = chunk + size, following & ~7
    held = 4096 * sum(1 for page in pages if page)
    return (
        f"        heap: {span / 2**20:.1f} MiB mapped, {resident / 2**20:.2f} resident; "
        f"{live / 2**20:.2f} MiB live in {count:,} chunks on {held / 2**20:.2f} MiB of pages "
        f"(holes' share {(held - live) / 2**20:.2f}), {free:,} free chunks and the top"
    )


def _trim() -> str:
    """Free pages given back now (ui/memory.py, as the app does after a close): RSS
    after, and how long it took."""
    from benchmarks.bench_ui import rss_mib
    from ui import memory

    began = time.perf_counter()
    memory.release()
    return f"RSS {rss_mib():.1f} MiB{_native()} ({(time.perf_counter() - began) * 1e3:.1f} ms)"


def _maps() -> Counter[str]:
    """RSS by mapping (Linux, KiB): each library by name, the heap, anonymous memory."""
    found: Counter[str] = Counter()
    name = ""
    try:
        with open("/proc/self/smaps") as smaps:
            for line in smaps:
                if line.startswith("Rss:"):
                    found[name] += int(line.split()[1])
                elif not line[0].isupper():  # a mapping's first line
                    fields = line.split(None, 5)
                    path = fields[5].strip() if len(fields) > 5 else ""
                    name = Path(path).name if path.startswith("/") else path or "anonymous"
    except OSError:
        pass
    return found


def _types() -> Counter[str]:
    """Live objects the collector tracks, by type."""
    return Counter(type(thing).__qualname__ for thing in gc.get_objects())


class Checkpoints:
    """RSS, the traced heap and live objects at every checkpoint."""

    def __init__(self, trace: bool, top: int, trim: bool, maps: bool, heap: bool) -> None:
        self.trace, self.top, self.trim, self.maps, self.heap = trace, top, trim, maps, heap
        self.first: tuple[Any, Counter[str]] | None = None
        self.last: tuple[Any, Counter[str]] | None = None
        self.start = 0.0
        self.start_maps: Counter[str] = Counter()

    def take(self, taps: int, label: str = "") -> None:
        """A checkpoint after ``taps`` taps (0: the start; ``label`` names a later one)."""
        from benchmarks.bench_ui import rss_mib

        gc.collect()
        rss = rss_mib()
        # read before the census: its list of every object (≈ 0.7 MiB, in the heap once
        # glibc's mmap threshold has risen) is freed into the heap, where it stays resident
        parts, native = _rss_parts(), _native()
        maps = _maps() if self.maps and not label else None
        heap = _heap() if self.heap else ""
        if not taps and not label:
            self.start = rss
            if self.trace:
                tracemalloc.start(12)
        snapshot = tracemalloc.take_snapshot() if self.trace else None
        traced = (
            f", traced {tracemalloc.get_traced_memory()[0] / 2**20:5.1f} MiB" if self.trace else ""
        )
        types = _types()
        self.last = (snapshot, types)
        if self.first is None:
            self.first = self.last
        name = label or f"{taps:,} taps"
        print(
            f"{name:>12}: RSS {rss:6.1f} MiB ({rss - self.start:+5.1f}){parts}"
            f"{traced}{native}, {sum(types.values()):,} objects",
            flush=True,
        )
        if heap:
            print(heap, flush=True)
        if maps is not None:
            self.print_maps(taps, maps)
        if self.trim and taps:
            print(f"        trimmed: {_trim()}", flush=True)

    def print_maps(self, taps: int, now: Counter[str]) -> None:
        """RSS grown per mapping since the start (``--maps``), ``now`` read at the
        checkpoint."""
        if not taps:
            self.start_maps = now
            return
        grown = sorted(
            ((now[name] - self.start_maps[name], name) for name in now | self.start_maps),
            key=lambda pair: -abs(pair[0]),
        )
        print(
            "        by mapping: "
            + ", ".join(f"{name} {kib / 1024:+.2f}" for kib, name in grown[: self.top] if kib),
            flush=True,
        )

    def report(self) -> None:
        if self.first is None or self.last is None or self.first is self.last:
            return
        (old, old_types), (new, new_types) = self.first, self.last
        if old is not None and new is not None:
            print(f"allocations grown most since the start (top {self.top}):")
            for stat in new.compare_to(old, "traceback")[: self.top]:
                frames = [f"{Path(f.filename).name}:{f.lineno}" for f in stat.traceback]
                print(
                    f"  {stat.size_diff / 1024:+8.1f} KiB {stat.count_diff:+6} blocks  "
                    + " < ".join(reversed(frames[-7:]))  # the allocating line first
                )
        grown = {name: new_types[name] - old_types.get(name, 0) for name in new_types}
        print("live objects grown most since the start:")
        for name, count in sorted(grown.items(), key=lambda pair: -pair[1])[: self.top]:
            if count > 0:
                print(f"  {count:+7,} {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--taps", type=int, default=1000)
    parser.add_argument("--every", type=int, default=200)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument(
        "--idle", type=int, default=20, help="idle ms between taps (as bench_ui.py)"
    )
    parser.add_argument(
        "--one-window", action="store_true", help="every game in one window (as the app)"
    )
    parser.add_argument("--no-trace", action="store_true", help="RSS only")
    parser.add_argument(
        "--heap",
        action="store_true",
        help="glibc's heap walked: live bytes, the pages holding them, free chunks",
    )
    parser.add_argument(
        "--maps", action="store_true", help="RSS grown per mapping (library, heap, anonymous)"
    )
    parser.add_argument(
        "--trim",
        action="store_true",
        help="after every checkpoint and game, give free pages back and print the RSS then "
        "(the later figures are then lower than without)",
    )
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
    from benchmarks.bench_ui import GAMES_SEED, application, import_as_the_app

    random.seed(GAMES_SEED)  # the games bench_ui.py plays, its memory read at the same tap

    import_as_the_app()
    from PySide6.QtCore import QEvent
    from PySide6.QtTest import QTest

    from benchmarks.bench_ui import SETTLE_MS, SIZE, rss_mib, settle
    from benchmarks.taps import TablePlayer, known_cards, teach
    from companion.store import GameStore
    from ui.main_window import MainWindow
    from ui.screens.final import FinalScreen

    app = application()
    points = Checkpoints(not args.no_trace, args.top, args.trim, args.maps, args.heap)
    done = 0

    class Counted(TablePlayer):  # type: ignore[misc]
        def _tap(self, act: Any, what: str) -> None:
            nonlocal done
            TablePlayer._tap(self, act, what)
            QTest.qWait(args.idle)
            done += 1
            if done % args.every == 0:
                points.take(done)

    with tempfile.TemporaryDirectory(prefix="memory-") as data:
        os.environ["COMPANION_DATA_DIR"] = data
        cards = known_cards(0)
        with GameStore() as store:
            teach(store, cards)
            game = 0
            window = None
            while done < args.taps:
                if window is None:
                    window = MainWindow(store)
                    window.resize(*SIZE)
                    window.show()
                else:
                    window.show_home()
                player = Counted(window, 100 + game, cards)
                player.new_game(["Ada", "Bo", "Cy", "Di"])
                app.processEvents()
                if game == 0:
                    points.take(0)  # where bench_ui.py measures the start
                    QTest.qWait(SETTLE_MS)
                    settle(window)  # and its settled start
                    points.take(0, "settled")
                while done < args.taps and not isinstance(
                    window.stack.currentWidget(), FinalScreen
                ):
                    player.step()
                game += 1
                gc.collect()
                ended, heap = rss_mib(), _native()
                walked = _heap() if args.heap else ""
                window.close_game()
                if not args.one_window:
                    window.close()
                    window.deleteLater()
                    window = None
                app.processEvents()
                app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
                gc.collect()
                print(
                    f"game {game} ended at tap {done:,}: RSS {ended:.1f} MiB{heap}; "
                    f"{rss_mib():.1f} MiB once it is closed{_native()}",
                    flush=True,
                )
                if walked:
                    print(f"{walked} (ended)\n{_heap()} (closed)", flush=True)
                if args.trim:
                    print(f"        trimmed: {_trim()}", flush=True)
    points.report()


if __name__ == "__main__":
    main()
