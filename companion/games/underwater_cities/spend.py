"""The best use of resources over end-scoring conversions, in time independent of
the amounts.

At final scoring every resource left scores at 4 for 1 (biomatter counting
2), so paying ``pay`` for ``points`` changes the score by its *gain*
``4 × points − weight(pay)`` quarter-points, and the score of a spend is
``(weight(resources) + Σ gain × uses) // 4``. Conversions with a gain ≤ 0
never add a point (they are left unused); the others form a small integer
programme: maximise ``Σ gain × uses`` with ``Σ pay × uses ≤ resources`` and
``uses ≤ times``.

Before the exact search, three reductions take out everything that depends on
the amounts; each keeps at least one optimal spend:

1. **Caps.** No spend can use more of a resource than the conversions paying
   it can take (each at most ``times``, and at most what its other resources
   allow); the surplus only ever scores at 4 for 1, so the search sees
   ``min(amount, demand)``.
2. **Forced uses.** If, after everything the other conversions could take, a
   conversion can still be paid ``t`` times, every optimal spend uses it at
   least ``t`` times (else one more use would fit, and add points): those
   uses are made up front.
3. **Exchange.** For a single-resource unlimited conversion of a resource
   (pay ``a``, gain ``g`` a use), some optimal spend makes fewer than ``a``
   uses in all that gain at most ``g/a`` per unit of that resource: among
   ``a`` such uses some pay a multiple ``m·a`` together (prefix sums modulo
   ``a``) and ``m`` uses of the unlimited one are worth at least as much. So
   those take at most ``(a − 1) × their largest pay`` there, and (2) forces
   the rest. Offers with the same pay are one conversion whose uses gain less
   and less: its first uses may gain more per unit, the later ones less, and
   each use counts on its own side (counting them all as better once let
   1 biomatter → 4 points ×14 with 1 biomatter → 2 points unlimited hide
   2 biomatter → 6 points: 9 million steps, 18 s).

What is left is searched exactly, conversion by conversion, over the
remaining amounts of the resources still in play (a dictionary of states, no
recursion). Conversions with the same pay are merged (best points first), so
1,500 copies of a card are one step. After the reductions the amounts are
bounded by the conversions' pays and ``times``, not by the resources held;
:class:`Solution` reports the steps taken, and the tests bound them.

The one case the reductions do not bound is two or more *unlimited*
conversions that each pay several resources, competing for resources that are
all plentiful. When the search would pass :data:`SEARCH_WORK` steps, the
linear relaxation is solved exactly (simplex, fractions) and every use more
than a margin below its linear optimum is made up front (:func:`_pre_use`),
margins 8, 4, 2, 1 then 0 until the search fits (:data:`MARGINS`). Some
optimal spend lies within n·Δ of the linear optimum (n the conversions, Δ
the largest subdeterminant of their pays; Cook et al. 1986), so a margin of
n·Δ would be exact; smaller margins are not proven, but matched the old
exact search in every random case tried (see docs/reliability.md). The steps
stay below :data:`SEARCH_WORK` plus the margins' steps plus the last search
of a few uses: ~600,000 at worst, ~1 s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import floor

RESOURCES_PER_POINT = 4


@dataclass
class _Item:
    """Offers with the same pay, merged: marginal gains best first."""

    pay: tuple[int, ...]
    members: list[tuple[int, int | None, int]]
    """(gain, times or None, offer index), best gain first."""
    limit: int | None
    done: int = 0
    """Uses made up front (reduction 2)."""

    def gain_of(self, uses: int) -> int:
        """The gain of ``uses`` more uses after the ``done`` ones."""
        total, skip, left = 0, self.done, uses
        for gain, times, _ in self.members:
            if times is None:
                return total + gain * left
            free = max(0, times - skip)
            skip = max(0, skip - times)
            take = min(free, left)
            total += gain * take
            left -= take
            if not left:
                break
        return total

    def best_gain(self) -> int:
        """The largest marginal gain still to come."""
        skip = self.done
        for gain, times, _ in self.members:
            if times is None or times > skip:
                return gain
            skip -= times
        return 0

    def uses_above(self, paid: int, size: int, tail: int) -> int | None:
        """How many of the uses still to come gain more per unit of a resource
        (``paid`` of it a use) than ``tail`` per ``size`` (None: all of them)."""
        count, skip = 0, self.done
        for gain, times, _ in self.members:
            if gain * size <= tail * paid:
                return count
            if times is None:
                return None
            count += max(0, times - skip)
            skip = max(0, skip - times)
        return count

    def tail_gain(self) -> int | None:
        """The gain of the unlimited member, if any (the gain of every late use)."""
        for gain, times, _ in self.members:
            if times is None:
                return gain
        return None


def _most(pay: Sequence[int], have: Sequence[int], limit: int | None) -> int:
    most = min(have[j] // amount for j, amount in enumerate(pay) if amount)
    return max(0, most if limit is None else min(most, limit))


@dataclass(frozen=True)
class Solution:
    """How often to use each conversion, and what finding it cost."""

    uses: list[int]
    steps: int
    """Steps of the search (a state and a number of uses tried), abandoned
    attempts included: the measure of the cost, independent of the amounts."""


def best_uses(
    pays: Sequence[tuple[int, ...]],
    points: Sequence[int],
    limits: Sequence[int | None],
    amounts: Sequence[int],
    weights: Sequence[int],
) -> list[int]:
    """How often to use each conversion (``pays[i]`` for ``points[i]``, at most
    ``limits[i]`` times) to score the most from ``amounts``, the rest scoring
    at 4 for 1 by ``weights``. Exact; see the module's text for the cost."""
    return solve(pays, points, limits, amounts, weights).uses


def solve(
    pays: Sequence[tuple[int, ...]],
    points: Sequence[int],
    limits: Sequence[int | None],
    amounts: Sequence[int],
    weights: Sequence[int],
) -> Solution:
    """:func:`best_uses` with the number of steps it took."""
    count = len(pays)
    uses = [0] * count
    items_by_pay: dict[tuple[int, ...], _Item] = {}
    for index in range(count):
        pay = tuple(pays[index])
        if any(a < 0 for a in pay) or not any(pay):
            continue
        gain = RESOURCES_PER_POINT * points[index] - sum(
            w * a for w, a in zip(weights, pay, strict=True)
        )
        limit = limits[index]
        if gain <= 0 or limit == 0 or (limit is not None and limit < 0):
            continue
        item = items_by_pay.setdefault(pay, _Item(pay, [], 0))
        item.members.append((gain, limit, index))
    items = list(items_by_pay.values())
    for item in items:
        item.members.sort(key=lambda m: (-m[0], m[2]))
        total: int | None = 0
        for _, times, _ in item.members:
            total = None if total is None or times is None else total + times
            if times is None:
                break
        item.limit = total
    items = _undominated(items)
    have = [max(0, a) for a in amounts]
    _reduce(items, have)
    chosen, steps = _bounded_search(items, have)
    for item, extra in zip(items, chosen, strict=True):
        left = item.done + extra
        for _gain, times, index in item.members:
            take = left if times is None else min(times, left)
            uses[index] = take
            left -= take
            if not left:
                break
    return Solution(uses, steps)


def _undominated(items: list[_Item]) -> list[_Item]:
    """The items not dominated by an unlimited one paying at most as much of
    each resource whose every use gains at least as much (each use of a
    dominated item could be swapped for one of those at no loss)."""
    unlimited = sorted(
        ((tail, item) for item in items if (tail := item.tail_gain()) is not None),
        key=lambda pair: -pair[0],
    )
    if not unlimited:
        return items
    kept = []
    for item in items:
        best = item.best_gain()
        dominated = False
        for tail, other in unlimited:
            if tail < best:
                break
            if other is not item and all(a <= b for a, b in zip(other.pay, item.pay, strict=True)):
                dominated = True
                break
        if not dominated:
            kept.append(item)
    return kept


def _reduce(items: list[_Item], have: list[int]) -> None:
    """Reductions 1–3, repeated until nothing changes; ``have`` becomes what
    the search must consider."""
    resources = range(len(have))
    for _ in range(2 * len(items) + 8):
        changed = False
        bounds = [_most(item.pay, have, item.limit) for item in items]
        demand = [
            sum(b * item.pay[j] for b, item in zip(bounds, items, strict=True)) for j in resources
        ]
        for j in resources:
            if have[j] > demand[j]:
                have[j] = demand[j]
                changed = True
        for k, item in enumerate(items):
            others = [demand[j] - bounds[k] * item.pay[j] for j in resources]
            single = [j for j in resources if item.pay[j]]
            tail = item.tail_gain()
            if len(single) == 1 and tail is not None:
                j = single[0]
                others[j] = _exchange_bound(items, bounds, k, j, tail)
            forced = min((have[j] - others[j]) // item.pay[j] for j in resources if item.pay[j])
            if item.limit is not None:
                forced = min(forced, item.limit)
            if forced > 0:
                item.done += forced
                if item.limit is not None:
                    item.limit -= forced
                for j in resources:
                    have[j] -= forced * item.pay[j]
                changed = True
        if not changed:
            return


SEARCH_WORK = 300_000
"""Most steps the exact search may take on the reduced amounts (~0.4 s)."""
MARGINS = ((8, 200_000), (4, 50_000), (2, 20_000), (1, 10_000))
"""Uses below the linear optimum left to the search after :func:`_pre_use`,
and the most steps that search may take; each margin is tried when the one
before does not fit, and the margin 0 at last, whatever it takes (what is
left then is a few uses: under 100 steps in every case tried)."""


class _TooMuchWork(Exception):
    """The search would take more steps than it may."""


def _bounded_search(items: list[_Item], have: list[int]) -> tuple[list[int], int]:
    """The exact search if it fits in :data:`SEARCH_WORK` steps; otherwise
    the search around the linear optimum, with the steps of every attempt."""
    try:
        return _search(items, have, SEARCH_WORK)
    except _TooMuchWork:
        steps = SEARCH_WORK
    relaxed = _relaxation(items, have)
    saved = [(item.done, item.limit) for item in items], list(have)
    for margin, work in MARGINS:
        _pre_use(items, have, relaxed, margin)
        try:
            chosen, took = _search(items, have, work)
        except _TooMuchWork:
            steps += work
        else:
            return chosen, steps + took
        for item, (done, limit) in zip(items, saved[0], strict=True):
            item.done, item.limit = done, limit
        have[:] = saved[1]
    _pre_use(items, have, relaxed, 0)
    chosen, took = _search(items, have, None)
    return chosen, steps + took


def _pre_use(
    items: list[_Item], have: list[int], relaxed: list[list[Fraction]], margin: int
) -> None:
    """Make up front the uses of each conversion more than ``margin`` below
    the linear optimum ``relaxed`` (exact when ``margin`` ≥ n·Δ: Cook, Gerards,
    Schrijver and Tardos 1986, some optimal integer spend lies within n·Δ of
    any linear optimum, n the variables and Δ the largest subdeterminant of
    the pays), then reductions 1–3 again."""
    for item, parts in zip(items, relaxed, strict=True):
        extra = sum(max(0, floor(part) - margin) for part in parts)
        if extra:
            item.done += extra
            if item.limit is not None:
                item.limit -= extra
            for j, amount in enumerate(item.pay):
                have[j] -= extra * amount
    _reduce(items, have)


def _relaxation(items: list[_Item], have: list[int]) -> list[list[Fraction]]:
    """The linear optimum: fractional uses of each item's members still to come
    (exact, by the simplex method with Bland's rule from the empty spend)."""
    columns: list[tuple[int, int, int | None]] = []
    for i, item in enumerate(items):
        skip = item.done
        for gain, times, _ in item.members:
            if times is None:
                columns.append((i, gain, None))
                break
            if times > skip:
                columns.append((i, gain, times - skip))
            skip = max(0, skip - times)
    size = len(columns)
    rows = [[Fraction(items[i].pay[j]) for i, _, _ in columns] for j in range(len(have))]
    right = [Fraction(amount) for amount in have]
    for v, (_, _, times) in enumerate(columns):
        if times is not None:
            rows.append([Fraction(int(u == v)) for u in range(size)])
            right.append(Fraction(times))
    for r, row in enumerate(rows):
        row.extend(Fraction(int(r == q)) for q in range(len(rows)))
    basis = [size + r for r in range(len(rows))]
    cost = [Fraction(gain) for _, gain, _ in columns] + [Fraction(0)] * len(rows)
    while (enter := next((q for q, c in enumerate(cost) if c > 0), None)) is not None:
        candidates = [r for r, row in enumerate(rows) if row[enter] > 0]
        leave = min(candidates, key=lambda r: (right[r] / rows[r][enter], basis[r]))
        pivot = rows[leave][enter]
        rows[leave] = [a / pivot for a in rows[leave]]
        right[leave] /= pivot
        for r, row in enumerate(rows):
            if r != leave and row[enter]:
                factor = row[enter]
                rows[r] = [a - factor * b for a, b in zip(row, rows[leave], strict=True)]
                right[r] -= factor * right[leave]
        factor = cost[enter]
        cost = [a - factor * b for a, b in zip(cost, rows[leave], strict=True)]
        basis[leave] = enter
    value = [Fraction(0)] * len(cost)
    for r, q in enumerate(basis):
        value[q] = right[r]
    relaxed: list[list[Fraction]] = [[] for _ in items]
    for v, (i, _, _) in enumerate(columns):
        relaxed[i].append(value[v])
    return relaxed


def _exchange_bound(items: list[_Item], bounds: list[int], k: int, j: int, tail: int) -> int:
    """What the other conversions take of resource ``j`` in some optimal spend,
    when ``items[k]`` pays only ``j`` and is unlimited with gain ``tail``
    (reduction 3)."""
    size = items[k].pay[j]
    high = 0
    low_total = 0
    low_largest = 0
    for i, item in enumerate(items):
        paid = item.pay[j]
        if i == k or not paid:
            continue
        above = item.uses_above(paid, size, tail)
        better = bounds[i] if above is None else min(bounds[i], above)
        high += better * paid
        if bounds[i] > better:
            low_total += (bounds[i] - better) * paid
            low_largest = max(low_largest, paid)
    return high + min(low_total, (size - 1) * low_largest)


def _search(items: list[_Item], have: list[int], work: int | None) -> tuple[list[int], int]:
    """Exact search over the reduced amounts: states are the amounts of the
    resources later conversions still pay, each with its best gain."""
    count = len(items)
    order = _grouped(items)
    items_in_order = [items[i] for i in order]
    later: list[tuple[int, ...]] = []
    for index in range(count + 1):
        used = {j for item in items_in_order[index:] for j, a in enumerate(item.pay) if a}
        later.append(tuple(sorted(used)))
    full = tuple(have)
    states: dict[tuple[int, ...], int] = {full: 0}
    steps = 0
    layers: list[dict[tuple[int, ...], tuple[tuple[int, ...], int]]] = []
    for index, item in enumerate(items_in_order):
        kept = [j in later[index + 1] for j in range(len(full))]
        step = tuple(a if kept[j] else 0 for j, a in enumerate(item.pay))
        gains: list[int] = []
        next_states: dict[tuple[int, ...], int] = {}
        back: dict[tuple[int, ...], tuple[tuple[int, ...], int]] = {}
        for state, value in states.items():
            most = _most(item.pay, state, item.limit)
            steps += most + 1
            if work is not None and steps > work:
                raise _TooMuchWork
            gains.extend(item.gain_of(uses) for uses in range(len(gains), most + 1))
            start = tuple(amount if kept[j] else 0 for j, amount in enumerate(state))
            for uses in range(most, -1, -1):
                key = tuple(amount - uses * a for amount, a in zip(start, step, strict=True))
                total = value + gains[uses]
                if total > next_states.get(key, -1):
                    next_states[key] = total
                    back[key] = (state, uses)
        states = next_states
        layers.append(back)
    key = max(states, key=lambda s: states[s]) if states else full
    chosen_in_order = [0] * count
    for index in range(count - 1, -1, -1):
        key, chosen_in_order[index] = layers[index][key]
    chosen = [0] * count
    for position, index in enumerate(order):
        chosen[index] = chosen_in_order[position]
    return chosen, steps


def _grouped(items: Sequence[_Item]) -> list[int]:
    """Item indices ordered so that items sharing a resource are adjacent."""
    size = len(items[0].pay) if items else 0
    group = list(range(size))

    def root(j: int) -> int:
        while group[j] != j:
            j = group[j]
        return j

    for item in items:
        used = [j for j, amount in enumerate(item.pay) if amount]
        for j in used[1:]:
            group[root(j)] = root(used[0])
    return sorted(
        range(len(items)), key=lambda i: root(next(j for j, a in enumerate(items[i].pay) if a))
    )
