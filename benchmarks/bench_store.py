"""Timings of the store, printed as median / p99 / max (not a test; run it by hand).

    .venv/bin/python benchmarks/bench_store.py [--dir DIR]

Uses the counter game of the store tests (two events per turn), then the
longest golden Underwater Cities log, on databases in a temporary directory
(or DIR: put it on the disk the app will use, since a commit waits for fsync; a tap's
commit waits for none, its sync follows in idle time).
Targets
from issue #5: append p99 <= 5 ms, resume 1,500 events <= 100 ms, undo <= 5 ms,
listing 10,000 games <= 100 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from store.counter import COUNTER, add, set_, setup

from companion.store import GameStore, StoredGame

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "golden"


def report(name: str, seconds: list[float]) -> None:
    ordered = sorted(seconds)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    print(
        f"{name:<44} median {statistics.median(ordered) * 1e3:7.2f} ms"
        f"   p99 {p99 * 1e3:7.2f} ms   max {ordered[-1] * 1e3:7.2f} ms   (n={len(ordered)})"
    )


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def next_turn(game: StoredGame) -> dict[str, object]:
    return add(game.state.players[game.state.turn], 1)


def bench_append(store: GameStore) -> None:
    game = store.new_game(COUNTER, setup(target=10**9))
    report(
        "append + commit one command (2 events)",
        [timed(lambda: game.execute(next_turn(game))) for _ in range(3000)],
    )
    game.close()


def long_game(store: GameStore, commands: int) -> int:
    game = store.new_game(COUNTER, setup(target=10**9))
    for _ in range(commands - 1):
        game.execute(next_turn(game))
    game.close()
    return game.id


def bench_resume(store: GameStore, game: int, label: str) -> None:
    times = []
    for _ in range(50):
        start = time.perf_counter()
        opened = store.open_game(game)
        times.append(time.perf_counter() - start)
        opened.close()
    report(f"resume {label}", times)


def bench_undo_redo(store: GameStore, game: int) -> None:
    opened = store.open_game(game)
    report("undo (300 in a row, 1,500-command game)", [timed(opened.undo) for _ in range(300)])
    report("redo (300 in a row)", [timed(opened.redo) for _ in range(300)])
    seq = opened.head - 100
    original = next(entry.command for entry in opened.log() if entry.seq == seq)
    report(
        "fix a tap 100 commands back (replay 100)",
        [timed(partial(opened.edit, seq, command)) for command in [set_("Ann", 0), original] * 5],
    )
    opened.close()


def bench_list(path: Path) -> None:
    with GameStore(path, rulesets=[COUNTER]) as store:
        store.new_game(COUNTER, setup("Ann", "Bob", "Cy", "Di")).close()
        with store.transaction() as db:
            (game_id, title, players, scores, created, head) = db.execute(
                "SELECT game_id, title, players, scores, created, head FROM games"
            ).fetchone()
            db.conn.executemany(
                "INSERT INTO games (game_id, title, players, status, scores, created, updated, "
                "head) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        game_id,
                        f"{title} {n}",
                        players,
                        ("in_progress", "finished")[n % 2],
                        scores,
                        created,
                        f"2026-01-01T{n // 3600 % 24:02d}:{n // 60 % 60:02d}:{n % 60:02d}+00:00",
                        head,
                    )
                    for n in range(1, 10_000)
                ],
            )
        assert len(store.list_games()) == 10_000
        report("list 10,000 games", [timed(store.list_games) for _ in range(30)])
        report(
            "list the 5,000 finished ones",
            [timed(lambda: store.list_games("finished")) for _ in range(30)],
        )


def bench_underwater_cities(path: Path) -> None:
    """The longest golden Underwater Cities log, played command by command."""
    golden = sorted(GOLDEN.glob("uc_*.jsonl"), key=lambda log: log.stat().st_size)
    if not golden:
        return
    lines = [json.loads(line) for line in golden[-1].read_text().splitlines() if line.strip()]
    lines = [data for data in lines if "format" not in data]
    with GameStore(path) as store:
        game = store.new_game("underwater_cities", lines[0])
        report(
            f"UC: append ({golden[-1].name}, {len(lines)} commands)",
            [timed(partial(game.execute, command)) for command in lines[1:]],
        )
        number = game.id
        game.close()
        bench_taps(store, lines)
        game = store.open_game(number)
        while game.head % 100 != 99:
            game.undo()
        game.close()
        times = []
        for _ in range(30):
            start = time.perf_counter()
            opened = store.open_game(number)
            times.append(time.perf_counter() - start)
            opened.close()
        report(f"UC: resume ({opened.head} commands, 99 after the snapshot)", times)
        opened = store.open_game(number)
        report("UC: undo down to the setup", [timed(opened.undo) for _ in range(opened.head - 1)])
        report("UC: redo back up", [timed(opened.redo) for _ in range(len(lines) - 1)])


def bench_taps(store: GameStore, lines: list[dict[str, object]]) -> None:
    """The same log as the table's taps: each command decided first (the engine is not
    timed), saved in a batch that does not wait for the disk, then synced as in the idle
    time after the tap's paint (``GameStore.after_tap``)."""
    game = store.new_game("underwater_cities", lines[0])
    commits, syncs = [], []
    for command in lines[1:]:
        decided = game.session.decide(command).command
        start = time.perf_counter()
        with game.batch(synced=False):
            game.execute(decided)
        commits.append(time.perf_counter() - start)
        time.sleep(0.005)  # the tap's paint
        syncs.append(timed(store.after_tap))
    report("UC: a tap's commit (not waiting for the disk)", commits)
    report("UC: its sync in the idle time after", syncs)
    game.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, help="directory for the benchmark databases")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as directory:
        root = Path(directory)
        with GameStore(root / "games.sqlite3", rulesets=[COUNTER]) as store:
            bench_append(store)
            # Worst cases for a snapshot every 100 commands: 99 commands to replay.
            events_1500 = long_game(store, 799)  # setup + 798 turns = 1,597 events
            commands_1500 = long_game(store, 1499)  # 2,997 events
            bench_resume(store, events_1500, "a 1,597-event game (799 commands)")
            bench_resume(store, commands_1500, "a 1,499-command game (2,997 events)")
            bench_undo_redo(store, commands_1500)
        report(
            "open that database (checks + quick_check)",
            [timed(lambda: GameStore(root / "games.sqlite3").close()) for _ in range(20)],
        )
        bench_list(root / "list.sqlite3")
        bench_underwater_cities(root / "uc.sqlite3")


if __name__ == "__main__":
    main()
