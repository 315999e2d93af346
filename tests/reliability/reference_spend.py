"""The memoised search that ``optimal_spend`` used before it became independent of
the amounts (kept verbatim as the reference for the property tests; its cost grows
with the amounts, so only small amounts are given to it)."""

from __future__ import annotations

from collections.abc import Sequence

from companion.games.underwater_cities.evaluation import Offer
from companion.games.underwater_cities.model import RESOURCE_NAMES, Resources
from companion.games.underwater_cities.scoring import (
    _WEIGHTS,
    RESOURCES_PER_POINT,
    Spend,
    resource_value,
)

_Key = tuple[int, tuple[int, ...], int]


def _grouped(pays: Sequence[tuple[int, ...]]) -> list[int]:
    """Offer indices ordered so that offers sharing a resource are adjacent
    (each group's resources are settled before the next group starts)."""
    group = list(range(len(RESOURCE_NAMES)))

    def root(j: int) -> int:
        while group[j] != j:
            j = group[j]
        return j

    for pay in pays:
        used = [j for j, amount in enumerate(pay) if amount]
        for j in used[1:]:
            group[root(j)] = root(used[0])
    return sorted(range(len(pays)), key=lambda i: root(next(j for j, a in enumerate(pays[i]) if a)))


def reference_spend(offers: Sequence[Offer], resources: Resources) -> Spend:
    """The exact best allocation of ``resources`` over the conversion ``offers``
    and the 4-for-1 rate.

    A depth-first search over how many times each offer is used, memoised on
    what still matters: the amounts of the resources later offers can pay,
    and the weighted rest modulo 4 (the rest only ever scores at 4 for 1).
    Offers sharing resources are searched next to each other, so each group
    is settled before the next.
    """
    all_pays = [tuple(getattr(o.pay, n) for n in RESOURCE_NAMES) for o in offers]
    order = _grouped(all_pays)
    pays = [all_pays[i] for i in order]
    count = len(pays)
    relevant: list[tuple[int, ...]] = []
    rest: list[tuple[tuple[int, int], ...]] = []
    for index in range(count + 1):
        used = {j for pay in pays[index:] for j, amount in enumerate(pay) if amount}
        relevant.append(tuple(sorted(used)))
        rest.append(tuple((j, _WEIGHTS[j]) for j in range(len(RESOURCE_NAMES)) if j not in used))
    points = [offers[i].points for i in order]
    limits = [offers[i].times for i in order]
    memo: dict[_Key, tuple[int, int]] = {}

    def key_of(index: int, left: tuple[int, ...]) -> tuple[int, _Key]:
        whole, part = divmod(sum(w * left[j] for j, w in rest[index]), RESOURCES_PER_POINT)
        return whole, (index, tuple(left[j] for j in relevant[index]), part)

    def solve(index: int, left: tuple[int, ...]) -> int:
        whole, key = key_of(index, left)
        cached = memo.get(key)
        if cached is not None:
            return whole + cached[0]
        if index == count:
            memo[key] = (0, 0)
            return whole
        pay = pays[index]
        most = min(left[j] // amount for j, amount in enumerate(pay) if amount)
        limit = limits[index]
        if limit is not None:
            most = min(most, limit)
        best, best_uses = -1, 0
        for uses in range(most, -1, -1):
            after = tuple(have - uses * amount for have, amount in zip(left, pay, strict=True))
            value = uses * points[index] + solve(index + 1, after)
            if value > best:
                best, best_uses = value, uses
        memo[key] = (best - whole, best_uses)
        return best

    left = tuple(getattr(resources, n) for n in RESOURCE_NAMES)
    solve(0, left)
    uses_of = [0] * count
    for index in range(count):
        uses = memo[key_of(index, left)[1]][1]
        uses_of[order[index]] = uses
        left = tuple(have - uses * amount for have, amount in zip(left, pays[index], strict=True))
    chosen = tuple(zip(offers, uses_of, strict=True))
    card_points = sum(offer.points * uses for offer, uses in chosen)
    remaining = Resources(**dict(zip(RESOURCE_NAMES, left, strict=True)))
    return Spend(chosen, card_points, remaining, resource_value(remaining))
