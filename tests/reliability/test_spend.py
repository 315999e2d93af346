"""Final scoring's optimal spend: the same points as the old exact search on small
amounts, and a cost that does not grow with the amounts."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.underwater_cities.effects import Source
from companion.games.underwater_cities.evaluation import Offer
from companion.games.underwater_cities.model import RESOURCE_NAMES, Resources
from companion.games.underwater_cities.scoring import _WEIGHTS, optimal_spend
from companion.games.underwater_cities.spend import MARGINS, SEARCH_WORK, solve
from tests.reliability.reference_spend import reference_spend

small = st.integers(0, 3)
pays = st.builds(
    Resources,
    credits=small,
    kelp=small,
    steelplast=small,
    science=small,
    biomatter=st.integers(0, 2),
).filter(lambda r: not r.is_zero())
offers_strategy = st.lists(
    st.builds(
        lambda pay, points, limit: Offer(Source("card"), pay, points, limit),
        pays,
        st.integers(1, 9),
        st.sampled_from([None, 1, 2, 3, 5, 14]),
    ),
    max_size=6,
)
amounts = st.integers(0, 25)
resources_strategy = st.builds(
    Resources,
    credits=amounts,
    kelp=amounts,
    steelplast=amounts,
    science=amounts,
    biomatter=st.integers(0, 8),
)

BENCH = [
    Offer(Source("a"), Resources(kelp=2), 3, 5),
    Offer(Source("b"), Resources(steelplast=1), 1, 14),
    Offer(Source("c"), Resources(credits=15), 13, 1),
    Offer(Source("d"), Resources(science=2), 3, None),
    Offer(Source("e"), Resources(kelp=1, steelplast=1), 1, None),
    Offer(Source("f"), Resources(credits=3, science=1), 2, None),
]


MAX_STEPS = SEARCH_WORK + sum(work for _, work in MARGINS) + 100_000
"""The attempts cut short, then one search a margin of 0 from the linear
optimum (its size depends on the offers' pays and limits, never on the
amounts; under 100,000 steps in every case tried)."""


def steps_of(offers: list[Offer], resources: Resources) -> int:
    """The search steps ``optimal_spend`` takes for these offers and resources."""
    pays = [tuple(getattr(o.pay, n) for n in RESOURCE_NAMES) for o in offers]
    have = [getattr(resources, n) for n in RESOURCE_NAMES]
    limits = [o.times for o in offers]
    return solve(pays, [o.points for o in offers], limits, have, _WEIGHTS).steps


def check_spend(
    offers: list[Offer], resources: Resources, uses: tuple[tuple[Offer, int], ...], left: Resources
) -> None:
    spent = Resources()
    for offer, used in uses:
        assert used >= 0
        assert offer.times is None or used <= offer.times
        spent = spent + Resources.model_construct(
            **{n: used * getattr(offer.pay, n) for n in RESOURCE_NAMES}
        )
    assert spent + left == resources
    assert not left.negative()


@settings(max_examples=600, deadline=None)
@given(offers=offers_strategy, resources=resources_strategy)
def test_the_same_points_as_the_old_search(offers: list[Offer], resources: Resources) -> None:
    new = optimal_spend(offers, resources)
    assert new.points == reference_spend(offers, resources).points
    check_spend(offers, resources, new.uses, new.left_over)


@settings(max_examples=60, deadline=None)
@given(
    offers=offers_strategy,
    base=resources_strategy,
    scale=st.sampled_from([10**3, 10**7, 2**31, 2**63]),
)
def test_huge_amounts_take_as_long_as_small_ones(
    offers: list[Offer], base: Resources, scale: int
) -> None:
    """Never worse than the reference on the same offers with the amounts below
    a scale, and a bounded number of search steps: the surplus only adds points."""
    huge = Resources.model_construct(**{n: getattr(base, n) * scale for n in RESOURCE_NAMES})
    spend = optimal_spend(offers, huge)
    assert steps_of(offers, huge) <= MAX_STEPS
    check_spend(offers, huge, spend.uses, spend.left_over)
    assert spend.points >= optimal_spend(offers, base).points


def test_ten_million_science_and_two_to_the_31_are_instant() -> None:
    for amount in (10**7, 2**31, 2**63):
        for resources in (
            Resources.model_construct(science=amount),
            Resources.model_construct(
                credits=amount, kelp=amount, steelplast=amount, science=amount
            ),
        ):
            spend = optimal_spend(BENCH, resources)
            assert steps_of(BENCH, resources) < 20_000
            check_spend(BENCH, resources, spend.uses, spend.left_over)
    assert optimal_spend(BENCH, Resources.model_construct(science=10**7)).points == 15 * 10**6


def test_fifteen_hundred_end_scoring_cards_do_not_recurse() -> None:
    offers = [BENCH[i % len(BENCH)] for i in range(1500)]
    offers += [
        Offer(Source(f"x{i}"), Resources(credits=1 + i % 5, kelp=i % 3), 2, 1) for i in range(30)
    ]
    resources = Resources.model_construct(credits=90, kelp=40, steelplast=30, science=10**9)
    spend = optimal_spend(offers, resources)
    assert steps_of(offers, resources) < SEARCH_WORK
    assert len(spend.uses) == 1530


def test_small_cases_match_the_reference_exactly() -> None:
    resources = Resources(credits=40, kelp=15, steelplast=20, science=15, biomatter=6)
    assert optimal_spend(BENCH, resources).points == reference_spend(BENCH, resources).points


SAME_PAY = [
    Offer(Source("card"), Resources(science=3, biomatter=2), 7, None),
    Offer(Source("card"), Resources(science=1), 6, 14),
    Offer(Source("card"), Resources(biomatter=1), 4, 14),
    Offer(Source("card"), Resources(biomatter=2), 6, None),
    Offer(Source("card"), Resources(biomatter=1), 2, None),
    Offer(Source("card"), Resources(steelplast=1), 1, None),
]
"""Found by ``test_huge_amounts_take_as_long_as_small_ones``: a limited and an
unlimited offer with the same pay (1 biomatter) merge into one conversion whose
first uses gain more per biomatter than 2 biomatter → 6 points; the exchange
bound once counted all its uses as better, bounded nothing, and the search took
9 million steps (18 s)."""


def test_same_pay_offers_limited_and_unlimited_are_bounded_and_optimal() -> None:
    for scale in (1, 2, 3, 10, 1000, 10**7, 2**63):
        resources = Resources.model_construct(
            credits=16 * scale, kelp=11 * scale, steelplast=11 * scale, biomatter=6 * scale
        )
        spend = optimal_spend(SAME_PAY, resources)
        check_spend(SAME_PAY, resources, spend.uses, spend.left_over)
        assert steps_of(SAME_PAY, resources) < 1_000
        if scale <= 10:
            assert spend.points == reference_spend(SAME_PAY, resources).points
        # Science 0: up to 14 × (1 biomatter → 4), the rest of the biomatter
        # (even) 2 at a time → 6, the steelplast 1 → 1, the credits and kelp at
        # 4 for 1 (biomatter scores 2 for 4 at best: 3 and 2 per biomatter).
        first = min(14, 6 * scale)
        expected = first * 4 + (6 * scale - first) // 2 * 6 + 11 * scale + (27 * scale) // 4
        assert spend.points == expected
