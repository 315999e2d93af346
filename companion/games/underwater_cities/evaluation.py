"""The one evaluator of the effect vocabulary (:mod:`.effects`): what an effect of a
card or a metropolis tile gives on one player's board — for production, for final
scoring and for the projections. No card has a code path of its own.

Counts follow the rulebook's notes on card effects (German p. 19): "connected"
always means connected to the player's network, and counts ignore unconnected
things — an unconnected city or building neither produces nor scores (p. 11);
"per 3 connected farms" rounds down; "at least N" means N or more.

Not imported at the start (issue #13): no effect is evaluated before the first frame.
"""

from collections.abc import Mapping
from dataclasses import dataclass

from companion.core.messages import Message
from companion.games.underwater_cities.board import PlayerBoard
from companion.games.underwater_cities.effects import (
    KEEP,
    STRUCTURE_WORDS,
    Choice,
    ChoiceOption,
    Conversion,
    CountName,
    Effect,
    Fixed,
    PerCity,
    PerCount,
    Sets,
    Source,
    Substitution,
    Threshold,
)
from companion.games.underwater_cities.model import (
    BUILDING_KINDS,
    RESOURCE_NAMES,
    ZERO,
    BuildingKind,
    BuiltItem,
    Resources,
    StructureKind,
    amounts,
    msg,
)
from companion.games.underwater_cities.network import (
    KindCount,
    Network,
    buildings_of_city,
    compute_network,
)

_KIND_COUNTS: dict[BuildingKind, tuple[CountName, CountName]] = {
    "farm": ("connected_farms", "upgraded_farms"),
    "desalination": ("connected_desalination_plants", "upgraded_desalination_plants"),
    "laboratory": ("connected_laboratories", "upgraded_laboratories"),
}


_AS_BUILDING: dict[str, BuildingKind] = {kind: kind for kind in BUILDING_KINDS}


@dataclass(frozen=True, slots=True)
class CityFacts:
    """One connected city: its site, whether symbiotic, its buildings by kind,
    and its built building sites (board order)."""

    city: str
    symbiotic: bool
    kinds: Mapping[BuildingKind, KindCount]
    buildings: tuple[tuple[str, BuildingKind, bool], ...]


@dataclass(frozen=True, slots=True)
class Facts:
    """What an effect may look at on one player's board: counts of connected
    things, connected cities (board order) and the producing structures."""

    network: Network
    counts: Mapping[CountName, int]
    cities: tuple[CityFacts, ...]
    producing: Mapping[StructureKind, tuple[str, ...]]
    city_of: Mapping[str, str]


def facts_of(board: PlayerBoard, built: Mapping[str, BuiltItem], paid_specials: int = 0) -> Facts:
    """The facts of one board: only connected things count (rulebook p. 11)."""
    network = compute_network(board, built)
    cities: list[CityFacts] = []
    producing: dict[StructureKind, list[str]] = {kind: [] for kind in STRUCTURE_WORDS}
    city_of: dict[str, str] = {}
    totals = {kind: [0, 0] for kind in BUILDING_KINDS}
    symbiotic = 0
    for site in board.cities:
        if site.id not in network.connected_cities:
            continue
        tally: dict[BuildingKind, list[int]] = {kind: [0, 0] for kind in BUILDING_KINDS}
        here: list[tuple[str, BuildingKind, bool]] = []
        for building, item in buildings_of_city(board, built, site.id):
            kind = _AS_BUILDING.get(item.kind)
            if kind is None:
                continue
            tally[kind][0] += 1
            tally[kind][1] += item.upgraded
            producing[kind].append(building)
            city_of[building] = site.id
            here.append((building, kind, item.upgraded))
        for kind, (total, upgraded) in tally.items():
            totals[kind][0] += total
            totals[kind][1] += upgraded
        is_symbiotic = getattr(built.get(site.id), "kind", "city") == "symbiotic_city"
        symbiotic += is_symbiotic
        kinds = {k: KindCount(*v) for k, v in tally.items()}
        cities.append(CityFacts(site.id, is_symbiotic, kinds, tuple(here)))
    adjacent = [t.id for t in board.tunnels if t.id in network.tunnels_adjacent_to_cities]
    producing["tunnel"] = adjacent
    counts: dict[CountName, int] = {
        "connected_cities": len(network.connected_cities),
        "connected_symbiotic_cities": symbiotic,
        "connected_buildings": sum(total for total, _ in totals.values()),
        "upgraded_buildings": sum(upgraded for _, upgraded in totals.values()),
        "tunnels": len(network.tunnels),
        "upgraded_tunnels": sum(built[t].upgraded for t in network.tunnels),
        "tunnels_adjacent_to_cities": len(adjacent),
        "upgraded_tunnels_adjacent_to_cities": sum(built[t].upgraded for t in adjacent),
        "connected_metropolises": len(network.connected_metropolises),
        "special_cards_paid": paid_specials,
    }
    for kind, (all_count, upgraded_count) in _KIND_COUNTS.items():
        counts[all_count], counts[upgraded_count] = totals[kind]
    return Facts(
        network=network,
        counts=counts,
        cities=tuple(cities),
        producing={kind: tuple(sites) for kind, sites in producing.items()},
        city_of=city_of,
    )


@dataclass(frozen=True, slots=True)
class EffectLine:
    """One line of a breakdown: what the effect gave, and why (``text``)."""

    source: Source
    text: Message
    resources: Resources = ZERO
    points: int = 0
    city: str | None = None
    site: str | None = None


@dataclass(frozen=True, slots=True)
class Offer:
    """A conversion the player may use at final scoring: pay ``pay`` for
    ``points``, at most ``times`` times (None: no limit but the resources)."""

    source: Source
    pay: Resources
    points: int
    times: int | None


@dataclass(frozen=True, slots=True)
class Evaluation:
    """What one effect gives: breakdown lines, a conversion offer (scoring),
    or a choice (production), with the option that was applied."""

    lines: tuple[EffectLine, ...] = ()
    offer: Offer | None = None
    choice: Choice | None = None


def times(resources: Resources, factor: int) -> Resources:
    """``resources`` multiplied by ``factor``."""
    return Resources.model_construct(
        **{name: getattr(resources, name) * factor for name in RESOURCE_NAMES}
    )


def choice_id(source: Source) -> str:
    """The stable id of the choice an effect of ``source`` offers: the card's
    library key (``era:36``) or the tile id (``blue_03``)."""
    return source.card or source.tile or f"name:{source.label.params.get('name', '')}"


def evaluate(
    effect: Effect, facts: Facts, source: Source, decision: str | None = None
) -> Evaluation:
    """What ``effect`` of ``source`` gives on a board with ``facts``.

    ``decision`` answers the choice a substitution offers (None: its default).
    A conversion gives no line but an :class:`Offer` for the optimal spend.
    """
    label = source.label
    if isinstance(effect, Fixed):
        text = msg("uc.effect.fixed", source=label, gain=amounts(effect.resources, effect.points))
        return Evaluation(lines=(EffectLine(source, text, effect.resources, effect.points),))
    if isinstance(effect, PerCount):
        have = facts.counts[effect.count]
        factor = have // effect.per
        capped = factor if effect.cap is None else min(factor, effect.cap)
        code = "uc.effect.per_count" + ("_per" if effect.per != 1 else "")
        extra: dict[str, int] = {"per": effect.per} if effect.per != 1 else {}
        if effect.cap is not None and capped < factor:
            code += "_capped"
            extra["cap"] = effect.cap
        text = msg(
            code,
            source=label,
            have=have,
            count=effect.count,
            times=capped,
            gain=amounts(effect.resources, effect.points),
            **extra,
        )
        return Evaluation(
            lines=(
                EffectLine(source, text, times(effect.resources, capped), effect.points * capped),
            )
        )
    if isinstance(effect, PerCity):
        return _per_city(effect, facts, source)
    if isinstance(effect, Threshold):
        have = facts.counts[effect.count]
        reached = [s for s in effect.steps if have >= s.at_least]
        points = reached[-1].points if reached else 0
        text = msg(
            "uc.effect.threshold",
            source=label,
            have=have,
            count=effect.count,
            steps=[{"at_least": s.at_least, "points": s.points} for s in effect.steps],
            points=points,
        )
        return Evaluation(lines=(EffectLine(source, text, ZERO, points),))
    if isinstance(effect, Sets):
        counted = [(name, facts.counts[name]) for name in effect.counts]
        sets = min(n for _, n in counted)
        text = msg(
            "uc.effect.sets",
            source=label,
            counts=[{"count": name, "have": n} for name, n in counted],
            sets=sets,
            points=effect.points,
        )
        return Evaluation(lines=(EffectLine(source, text, ZERO, sets * effect.points),))
    if isinstance(effect, Conversion):
        return Evaluation(offer=Offer(source, effect.pay, effect.points, effect.times))
    return _substitution(effect, facts, source, decision)


def _per_city(effect: PerCity, facts: Facts, source: Source) -> Evaluation:
    upgraded = "_upgraded" if effect.upgraded else ""
    lines = []
    for city in facts.cities:
        count = city.kinds[effect.building]
        have = count.upgraded if effect.upgraded else count.total
        if have >= effect.at_least:
            lines.append(
                EffectLine(
                    source,
                    msg(
                        f"uc.effect.per_city{upgraded}",
                        source=source.label,
                        city=city.city,
                        have=have,
                        buildings=effect.building,
                        gain=amounts(effect.resources, effect.points),
                    ),
                    effect.resources,
                    effect.points,
                    city=city.city,
                )
            )
    if not lines:
        text = msg(
            f"uc.effect.per_city_none{upgraded}",
            source=source.label,
            at_least=effect.at_least,
            buildings=effect.building,
        )
        lines.append(EffectLine(source, text))
    return Evaluation(lines=tuple(lines))


def _substitution(
    effect: Substitution, facts: Facts, source: Source, decision: str | None
) -> Evaluation:
    sites = facts.producing[effect.building]
    swap = {"kind": effect.building, "produces": effect.produces, "instead_of": effect.instead_of}
    options = [ChoiceOption(KEEP, msg("uc.choice.keep", kind=effect.building))]
    for site in sites:
        options.append(ChoiceOption(site, msg("uc.choice.site", site=site, **swap)))
    better = effect.produces.total() > effect.instead_of.total()
    default = sites[0] if sites and better else KEEP
    choice = Choice(
        id=choice_id(source),
        source=source,
        question=msg("uc.choice.question", source=source.label, **swap),
        options=tuple(options),
        default=default,
    )
    chosen = default if decision is None else decision
    if chosen == KEEP:
        if not sites:
            text = msg("uc.effect.swap_none", source=source.label, kind=effect.building)
        else:
            text = msg("uc.effect.swap_unused", source=source.label)
        return Evaluation(lines=(EffectLine(source, text),), choice=choice)
    line = EffectLine(
        source,
        msg("uc.effect.swap", source=source.label, site=chosen, **swap),
        effect.produces - effect.instead_of,
        city=facts.city_of.get(chosen),
        site=chosen,
    )
    return Evaluation(lines=(line,), choice=choice)
