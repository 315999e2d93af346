"""Build costs and the ways to pay them (rulebook p. 11, info card).

Biomatter may replace any kelp or steelplast part of a build cost, never the
science of an upgrade or any other payment. Discounts come off the usual cost
(never below zero); a stated cost replaces it; free ignores both. A site's
surcharge is added after all of that (German rulebook p. 18).
"""

from __future__ import annotations

from typing import Literal

from companion.games.underwater_cities.model import ZERO, BuildKind, Resources

CostRule = Literal["usual", "discount", "stated", "free"]

USUAL_COST: dict[BuildKind, Resources] = {
    "city": Resources(steelplast=2, kelp=1, credits=1),
    "symbiotic_city": Resources(steelplast=1, kelp=1, biomatter=1, credits=2),
    "farm": Resources(kelp=1),
    "desalination": Resources(credits=1),
    "laboratory": Resources(steelplast=1),
    "tunnel": Resources(steelplast=1, credits=1),
}
UPGRADE_COST = Resources(science=1)


def _floor_zero(bundle: Resources) -> Resources:
    return Resources(**{name: max(0, amount) for name, amount in bundle.model_dump().items()})


def build_cost(
    kind: BuildKind,
    rule: CostRule = "usual",
    amount: Resources = ZERO,
    surcharge: Resources = ZERO,
) -> Resources:
    """What building ``kind`` costs under ``rule``, surcharge included."""
    if rule == "usual":
        base = USUAL_COST[kind]
    elif rule == "discount":
        base = _floor_zero(USUAL_COST[kind] - amount)
    elif rule == "stated":
        base = amount
    else:
        base = ZERO
    return base if surcharge.is_zero() else base + surcharge


def payment_options(
    cost: Resources, available: Resources | None = None, fixed: Resources = ZERO
) -> list[Resources]:
    """Every way to pay ``cost`` (+ ``fixed``, which biomatter cannot replace),
    least biomatter first; only the affordable ones when ``available`` is given."""
    options = []
    for kelp_swapped in range(cost.kelp + 1):
        for steel_swapped in range(cost.steelplast + 1):
            swapped = kelp_swapped + steel_swapped
            payment = (
                cost
                - Resources(kelp=kelp_swapped, steelplast=steel_swapped)
                + Resources(biomatter=swapped)
                + fixed
            )
            if available is None or available.covers(payment):
                options.append(payment)
    options.sort(key=lambda p: (p.biomatter, p.kelp, p.steelplast))
    return options


def affordable(cost: Resources, available: Resources, fixed: Resources = ZERO) -> bool:
    """True when some payment of ``cost`` (+ ``fixed``) fits ``available``: spare
    biomatter covers any shortfall of kelp and steelplast."""
    biomatter = cost.biomatter + fixed.biomatter  # plain ints: no bundle built per site
    if (
        available.credits < cost.credits + fixed.credits
        or available.science < cost.science + fixed.science
        or available.biomatter < biomatter
    ):
        return False
    short = max(0, cost.kelp + fixed.kelp - available.kelp) + max(
        0, cost.steelplast + fixed.steelplast - available.steelplast
    )
    return short <= available.biomatter - biomatter


def is_valid_payment(cost: Resources, payment: Resources, fixed: Resources = ZERO) -> bool:
    """True when ``payment`` pays ``cost`` + ``fixed`` exactly, substitutions allowed."""
    return payment in payment_options(cost, None, fixed)
