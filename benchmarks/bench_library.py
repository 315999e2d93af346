"""The game library and every statistics screen at 10,000 finished games (issue #16:
each <= 100 ms). Not a test; run it by hand:

    .venv/bin/python benchmarks/bench_library.py [--games 10000] [--runs 30]

Builds the fixture library of ``tests/stats`` (about 50 games of the three kinds,
played by the engines' random players), then copies its rows (games, seats,
breakdowns, tags) until there are ``--games`` games among 12 players, and times
each query the screens make; prints median / p95 / max.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.stats import (
    breakdown_stats,
    kind_stats,
    player_stats,
    score_progression,
    score_sheet,
)
from companion.stats.export import result_rows
from companion.store import GameStore, LibraryQuery
from tests.stats.library import build

KINDS = ("underwater_cities", "antarctica", "otys")
PEOPLE = 12
TARGET_MS = 100.0


def grow(store: GameStore, games: int) -> None:
    """Copy the library's rows until it holds ``games`` games among :data:`PEOPLE`."""
    db = store.db
    (base,) = db.execute("SELECT max(id) FROM games").fetchone()
    known = len(store.profiles())
    with store.transaction():
        for number in range(known, PEOPLE):
            db.execute(
                "INSERT INTO profiles (name, key, initial, created) VALUES (?, ?, 'P', ?)",
                [f"Player {number}", f"player {number}", "2026-01-01T00:00:00+00:00"],
            )
        copy = 1
        while base * copy < games:
            shift = base * copy
            last = min(base, games - shift)
            db.execute(
                "INSERT INTO games (id, game_id, title, players, status, scores, created, "
                "updated, head, rules_version, progress, phase, duration_ms, player_count, "
                "first_seat) SELECT id + ?, game_id, title || ' #' || ?, players, status, "
                "scores, datetime(created, ? || ' hours'), datetime(updated, ? || ' hours'), "
                "head, rules_version, progress, phase, duration_ms, player_count, first_seat "
                "FROM games WHERE id <= ?",
                [shift, copy, copy, copy, last],
            )
            db.execute(
                "INSERT INTO seats SELECT game + ?, seat, (profile + ?) % ? + 1, name, key, "
                "points, place, winner, time_ms FROM seats WHERE game <= ?",
                [shift, copy, PEOPLE, last],
            )
            for table, key, value in (
                ("score_parts", "category", "points"),
                ("seat_tags", "tag", "value"),
            ):
                db.execute(
                    f"INSERT INTO {table} SELECT game + ?, seat, {key}, {value} FROM {table} "
                    "WHERE game <= ?",
                    [shift, last],
                )
            copy += 1
    db.execute("ANALYZE")


def timed(name: str, action: Callable[[], object], runs: int, failures: list[str]) -> None:
    action()  # warm
    seconds = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        seconds.append(time.perf_counter() - start)
    ordered = sorted(seconds)
    median = statistics.median(ordered) * 1e3
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))] * 1e3
    print(
        f"{name:<52} median {median:7.2f} ms   p95 {p95:7.2f} ms   max {ordered[-1] * 1e3:7.2f} ms"
    )
    if median > TARGET_MS:
        failures.append(name)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "companion.sqlite3"
        started = time.perf_counter()
        build(path)
        print(f"fixture library played in {time.perf_counter() - started:.1f} s")
        with GameStore(path) as store:
            grow(store, args.games)
            (count,) = store.db.execute("SELECT count(*) FROM games").fetchone()
            (seats,) = store.db.execute("SELECT count(*) FROM seats").fetchone()
            print(f"{count} games, {seats} seats, {len(store.profiles())} players\n")
            someone = store.profiles()[0].id
            (first_uc,) = store.db.execute(  # a played game (the copies have no commands)
                "SELECT min(id) FROM games WHERE game_id = ?", [KINDS[0]]
            ).fetchone()
            runs, failures = args.runs, []
            print("library")
            timed("first page (50, newest first)", lambda: store.library(), runs, failures)
            timed(
                "page 100 (offset 4,950)",
                lambda: store.library(LibraryQuery(offset=4950)),
                runs,
                failures,
            )
            for kind in KINDS:
                timed(
                    f"filter: {kind}",
                    lambda k=kind: store.library(LibraryQuery(game_id=k)),
                    runs,
                    failures,
                )
            timed(
                "filter: one player",
                lambda: store.library(LibraryQuery(profile=someone)),
                runs,
                failures,
            )
            timed(
                "filter: finished, by duration",
                lambda: store.library(LibraryQuery(status="finished", order="duration")),
                runs,
                failures,
            )
            timed(
                "filter: player + game + finished",
                lambda: store.library(
                    LibraryQuery(profile=someone, game_id=KINDS[1], status="finished")
                ),
                runs,
                failures,
            )
            timed(
                "search: a player's name",
                lambda: store.library(LibraryQuery(search="player 7")),
                runs,
                failures,
            )
            timed(
                "search: a title",
                lambda: store.library(LibraryQuery(search="otys 12 #3")),
                runs,
                failures,
            )
            print("\nstatistics screens")
            timed("players: every player, every kind", lambda: player_stats(store), runs, failures)
            timed(
                "player: one player, every kind",
                lambda: player_stats(store, profile=someone),
                runs,
                failures,
            )
            for kind in KINDS:
                timed(f"game kind: {kind}", lambda k=kind: kind_stats(store, k), runs, failures)
                timed(
                    f"breakdown: {kind}", lambda k=kind: breakdown_stats(store, k), runs, failures
                )
                timed(
                    f"breakdown: {kind}, one player",
                    lambda k=kind: breakdown_stats(store, k, profile=someone),
                    runs,
                    failures,
                )
            timed(
                "score progression: an Underwater Cities game",
                lambda: score_progression(store, first_uc),
                max(5, runs // 5),
                failures,
            )
            timed(
                "score sheet: an Underwater Cities game",
                lambda: score_sheet(store, first_uc),
                max(5, runs // 5),
                failures,
            )
            print("\nexport (not a screen)")
            timed("results of every game (rows for CSV/JSON)", lambda: result_rows(store), 5, [])
    print("\nall within 100 ms" if not failures else f"\nover 100 ms: {', '.join(failures)}")
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
