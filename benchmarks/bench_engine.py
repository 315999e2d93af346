"""Engine speed: execute + legal-option queries on a mid-game 4-player state.

    .venv/bin/python benchmarks/bench_engine.py

Target (issue 3): median < 1 ms for one tap (execute) plus the queries the UI
asks after it. Prints medians and p99 in microseconds; asserts nothing.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from companion.core.session import Session
from companion.games.underwater_cities.autoplay import play_game
from companion.games.underwater_cities.queries import legal_sites, slot_options
from companion.games.underwater_cities.ruleset import RULESET

SETUP = {
    "type": "setup_game",
    "players": [
        {"name": n, "colour": c}
        for n, c in zip(
            ["Anna", "Ben", "Chiara", "Dieter"], ["orange", "blue", "green", "purple"], strict=True
        )
    ],
    "seed": 3,
}


def _measure(action: Callable[[], object], repeat: int = 2000) -> tuple[float, float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter_ns()
        action()
        samples.append((time.perf_counter_ns() - start) / 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.99) - 1]


def main() -> None:
    midgame = play_game(SETUP, 3, until_round=6).state
    player = midgame.turn.player
    built = sum(len(p.built) for p in midgame.players)
    print(f"mid-game state: round {midgame.round}, {built} things built on 4 boards")

    def tap() -> None:
        session = Session(RULESET, midgame)
        session.execute(
            {"type": "place", "player": player, "slot": "always", "card": {"colour": "red"}}
        )

    def queries() -> None:
        slot_options(midgame, player)
        for kind in ("city", "farm", "tunnel"):
            legal_sites(midgame, player, kind)

    def tap_and_queries() -> None:
        tap()
        queries()

    for label, action in (
        ("execute (place)", tap),
        ("legal-option queries", queries),
        ("execute + queries", tap_and_queries),
    ):
        median, p99 = _measure(action)
        print(f"{label:24s} median {median:8.1f} µs   p99 {p99:8.1f} µs")


if __name__ == "__main__":
    main()
