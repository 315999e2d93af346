"""Rules speed of every game with golden playthroughs: decide + evolve per command
and the legal-options query, replaying ``tests/golden/<prefix>_*.jsonl``.

    .venv/bin/python benchmarks/bench_rules.py

Prints, per game, the median, p95 and maximum in milliseconds; asserts nothing
(speed is measured here, never by a timed test).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from companion.core import CompanionError, Session, plugins  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"


def _logs(game_id: str) -> list[Path]:
    """The golden logs whose setup the game's rules read."""
    found = []
    for path in sorted(GOLDEN.glob("*.jsonl")):
        first = path.read_text(encoding="utf-8").splitlines()[0]
        try:
            next(p for p in plugins() if p.id == game_id).ruleset.parse_command(json.loads(first))
        except (CompanionError, ValueError):  # another game's log
            continue
        found.append(path)
    return found


def _figures(times: list[float]) -> str:
    times = sorted(t * 1000 for t in times)
    p95 = times[int(len(times) * 0.95)]
    return f"median {statistics.median(times):.3f}  p95 {p95:.3f}  max {times[-1]:.3f} ms"


def main() -> None:
    for plugin in plugins():
        execute: list[float] = []
        options: list[float] = []
        for path in _logs(plugin.id):
            lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x]
            session = Session(plugin.ruleset)
            for data in lines:
                command = plugin.ruleset.parse_command(data)
                start = time.perf_counter()
                session.execute(command)
                execute.append(time.perf_counter() - start)
                state = session.state
                if plugin.is_over(state):
                    continue
                actors = plugin.actors(state)
                start = time.perf_counter()
                plugin.legal_options(state, actors[0] if actors else None, session.data)
                options.append(time.perf_counter() - start)
        if not execute:
            continue
        print(f"{plugin.id}: {len(execute)} commands")
        print(f"  decide + evolve: {_figures(execute)}")
        print(f"  legal options:   {_figures(options)}")


if __name__ == "__main__":
    main()
