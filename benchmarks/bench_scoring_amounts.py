"""Optimal spend time against the amounts held (issue 12, item 7).

    .venv/bin/python benchmarks/bench_scoring_amounts.py

The six competing conversions of ``bench_scoring.py``; for each amount, the
resources are that amount of science alone, then of every resource. Also
1,500 end-scoring cards, offers with the same pay (one limited, one unlimited:
once 18 s at 1,000 times the amounts) and several unlimited conversions paying
several resources (the search around the linear optimum). Prints the median of
5 runs in milliseconds and the search steps (the tests bound the steps, never
the time).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from companion.games.underwater_cities.effects import Source
from companion.games.underwater_cities.evaluation import Offer
from companion.games.underwater_cities.model import RESOURCE_NAMES, Resources
from companion.games.underwater_cities.scoring import _WEIGHTS, optimal_spend
from companion.games.underwater_cities.spend import solve

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
SAME_PAY = [
    Offer(Source("a"), Resources(science=3, biomatter=2), 7, None),
    Offer(Source("b"), Resources(science=1), 6, 14),
    Offer(Source("c"), Resources(biomatter=1), 4, 14),
    Offer(Source("d"), Resources(biomatter=2), 6, None),
    Offer(Source("e"), Resources(biomatter=1), 2, None),
    Offer(Source("f"), Resources(steelplast=1), 1, None),
]
SAME_PAY_BASE = {"credits": 16, "kelp": 11, "steelplast": 11, "biomatter": 6}
MULTI = [
    Offer(Source("a"), Resources(credits=3, steelplast=3, biomatter=1), 4, None),
    Offer(Source("b"), Resources(credits=2, kelp=1), 6, None),
    Offer(Source("c"), Resources(kelp=2, steelplast=3), 3, None),
    Offer(Source("d"), Resources(credits=2, kelp=1, steelplast=3, science=2, biomatter=2), 9, None),
    Offer(Source("e"), Resources(credits=1, kelp=1, biomatter=1), 4, 3),
    Offer(Source("f"), Resources(kelp=3, steelplast=1, science=1, biomatter=1), 3, 14),
]
MULTI_BASE = {"credits": 3, "kelp": 17, "steelplast": 25, "science": 9, "biomatter": 6}


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
    for name, offers, base in (("same pay", SAME_PAY, SAME_PAY_BASE), ("multi", MULTI, MULTI_BASE)):
        for scale in (1, 10, 100, 1_000, 10**7, 2**63):
            held = Resources.model_construct(**{n: a * scale for n, a in base.items()})
            took = _median_ms(lambda r=held, o=offers: optimal_spend(o, r), repeat=3)
            print(f"{name}, amounts × {scale}: {took:.3f} ms, {_steps(offers, held)} steps")


def _steps(offers: list[Offer], held: Resources) -> int:
    pays = [tuple(getattr(o.pay, n) for n in RESOURCE_NAMES) for o in offers]
    have = [getattr(held, n) for n in RESOURCE_NAMES]
    points = [o.points for o in offers]
    return solve(pays, points, [o.times for o in offers], have, _WEIGHTS).steps


if __name__ == "__main__":
    main()
