"""Optimal spend time against the amounts held (issue 12, item 7).

    .venv/bin/python benchmarks/bench_scoring_amounts.py

The six competing conversions of ``bench_scoring.py``; for each amount, the
resources are that amount of science alone, then of every resource. Also
1,500 end-scoring cards. Prints the median of 5 runs in milliseconds.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from companion.games.underwater_cities.effects import Offer, Source
from companion.games.underwater_cities.model import Resources
from companion.games.underwater_cities.scoring import optimal_spend

CONVERSIONS = [
    ({"kelp": 2}, 3, 5),
    ({"steelplast": 1}, 1, 14),
    ({"credits": 15}, 13, 1),
    ({"science": 2}, 3, None),
    ({"kelp": 1, "steelplast": 1}, 1, None),
    ({"credits": 3, "science": 1}, 2, None),
]
OFFERS = [
    Offer(Source(f"card {n}"), Resources(**pay), p, t) for n, (pay, p, t) in enumerate(CONVERSIONS)
]
AMOUNTS = [10, 100, 1_000, 10**4, 10**5, 10**6, 10**7, 2**31, 2**63]


def _median_ms(action: Callable[[], object], repeat: int = 5) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter_ns()
        action()
        samples.append((time.perf_counter_ns() - start) / 1e6)
    return statistics.median(samples)


def main() -> None:
    print(f"{'amount':>22}  {'science only':>14}  {'every resource':>14}  points (every)")
    for amount in AMOUNTS:
        science = Resources.model_construct(science=amount)
        every = Resources.model_construct(
            credits=amount, kelp=amount, steelplast=amount, science=amount, biomatter=amount
        )
        one = _median_ms(lambda r=science: optimal_spend(OFFERS, r))
        all_ = _median_ms(lambda r=every: optimal_spend(OFFERS, r))
        points = optimal_spend(OFFERS, every).points
        print(f"{amount:>22}  {one:>11.3f} ms  {all_:>11.3f} ms  {points}")
    many = [OFFERS[n % len(OFFERS)] for n in range(1500)]
    for amount in (40, 10**7, 2**31):
        rich = Resources.model_construct(
            credits=amount, kelp=amount, steelplast=amount, science=amount
        )
        took = _median_ms(lambda r=rich: optimal_spend(many, r), repeat=3)
        print(f"1,500 end-scoring cards, amounts {amount}: {took:.3f} ms")


if __name__ == "__main__":
    main()
