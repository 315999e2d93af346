"""The effect vocabulary of production and end-scoring cards, and its one evaluator.

Every production or end-scoring effect seen in the rulebooks fits one of a few
shapes (``cards-from-seeds.md``, "Effect vocabulary"); a card-library entry
stores the shape and its numbers, and :func:`evaluate` is the only code that
interprets them — for production, for final scoring and for the projections.
No card has a code path of its own.

Counts follow the rulebook's notes on card effects (German p. 19): "connected"
always means connected to the player's network, and counts ignore unconnected
things — an unconnected city or building neither produces nor scores (p. 11);
"per 3 connected farms" rounds down; "at least N" means N or more.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from companion.core.messages import Message
from companion.games.underwater_cities.board import PlayerBoard
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

CountName = Literal[
    "connected_cities",
    "connected_symbiotic_cities",
    "connected_farms",
    "connected_desalination_plants",
    "connected_laboratories",
    "connected_buildings",
    "upgraded_farms",
    "upgraded_desalination_plants",
    "upgraded_laboratories",
    "upgraded_buildings",
    "tunnels",
    "upgraded_tunnels",
    "tunnels_adjacent_to_cities",
    "upgraded_tunnels_adjacent_to_cities",
    "connected_metropolises",
    "special_cards_paid",
]
"""Things an effect can count; buildings count only when connected."""

STRUCTURE_WORDS: dict[StructureKind, str] = {
    "farm": "farm",
    "desalination": "desalination plant",
    "laboratory": "laboratory",
    "tunnel": "tunnel",
}
"""Plain English for each structure kind."""

_KIND_COUNTS: dict[BuildingKind, tuple[CountName, CountName]] = {
    "farm": ("connected_farms", "upgraded_farms"),
    "desalination": ("connected_desalination_plants", "upgraded_desalination_plants"),
    "laboratory": ("connected_laboratories", "upgraded_laboratories"),
}


_AS_BUILDING: dict[str, BuildingKind] = {kind: kind for kind in BUILDING_KINDS}


class _Shape(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


def _check_gain(resources: Resources, points: int, what: str) -> None:
    if resources.negative():
        raise ValueError(f"{what} cannot be negative ({', '.join(resources.negative())})")
    if resources.is_zero() and points == 0:
        raise ValueError(f"{what} gives nothing: state its resources or points")


class Fixed(_Shape):
    """A fixed gain: ``resources`` and ``points`` (e.g. a production card: 1 credit)."""

    shape: Literal["fixed"] = "fixed"
    resources: Resources = ZERO
    points: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _check(self) -> "Fixed":
        _check_gain(self.resources, self.points, "a fixed gain")
        return self


class PerCount(_Shape):
    """``resources``/``points`` per ``per`` of a counted thing, rounded down,
    at most ``cap`` times (e.g. 1 point per 3 connected farms)."""

    shape: Literal["per_count"] = "per_count"
    count: CountName
    per: int = Field(default=1, ge=1)
    resources: Resources = ZERO
    points: int = Field(default=0, ge=0)
    cap: int | None = Field(default=None, ge=1)

    @model_validator(mode="after")
    def _check(self) -> "PerCount":
        _check_gain(self.resources, self.points, "a per-count gain")
        return self


class PerCity(_Shape):
    """Each connected city with at least ``at_least`` (upgraded) buildings of one
    kind gives ``resources``/``points`` (e.g. card 194)."""

    shape: Literal["per_city"] = "per_city"
    building: BuildingKind
    at_least: int = Field(ge=1)
    upgraded: bool = False
    resources: Resources = ZERO
    points: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _check(self) -> "PerCity":
        _check_gain(self.resources, self.points, "a per-city gain")
        return self


class ThresholdStep(_Shape):
    """One step of a threshold table: ``at_least`` of the count → ``points``."""

    at_least: int = Field(ge=1)
    points: int = Field(ge=1)


class Threshold(_Shape):
    """A counted thing against a table; the highest step reached scores
    (e.g. 5/6/≥7 connected cities → 4/8/12 points)."""

    shape: Literal["threshold"] = "threshold"
    count: CountName
    steps: tuple[ThresholdStep, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _check(self) -> "Threshold":
        bounds = [s.at_least for s in self.steps]
        if bounds != sorted(set(bounds)):
            raise ValueError("threshold steps must go up: list them from the lowest 'at_least'")
        return self


class Sets(_Shape):
    """``points`` per complete set of the counted things (the smallest count)."""

    shape: Literal["sets"] = "sets"
    counts: tuple[CountName, ...] = Field(min_length=2)
    points: int = Field(ge=1)


class Conversion(_Shape):
    """Pay ``pay`` for ``points``, at most ``times`` times (None: as often as
    the resources allow). Only end-scoring cards convert."""

    shape: Literal["conversion"] = "conversion"
    pay: Resources
    points: int = Field(ge=1)
    times: int | None = Field(default=1, ge=1)

    @model_validator(mode="after")
    def _check(self) -> "Conversion":
        if self.pay.negative() or self.pay.is_zero():
            raise ValueError("a conversion must pay a positive amount of some resource")
        return self


class Substitution(_Shape):
    """During production one producing ``building`` produces ``produces``
    instead of ``instead_of`` (e.g. card 36: a laboratory 1 steelplast + 1 kelp
    instead of 1 science). The table chooses which, or none."""

    shape: Literal["substitution"] = "substitution"
    building: StructureKind
    instead_of: Resources
    produces: Resources

    @model_validator(mode="after")
    def _check(self) -> "Substitution":
        if self.instead_of.negative() or self.produces.negative():
            raise ValueError("a substitution cannot name negative amounts")
        if self.instead_of.is_zero() or self.produces.is_zero():
            raise ValueError("a substitution replaces some production by another")
        return self


ProductionEffect = Annotated[
    Fixed | PerCount | PerCity | Threshold | Sets | Substitution, Field(discriminator="shape")
]
"""An effect a production card or a blue metropolis tile has during production."""
ScoringEffect = Annotated[
    Fixed | PerCount | PerCity | Threshold | Sets | Conversion, Field(discriminator="shape")
]
"""An effect an end-scoring card or a brown metropolis tile has at final scoring."""
Effect = Fixed | PerCount | PerCity | Threshold | Sets | Conversion | Substitution


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
class Source:
    """Where an effect comes from: a card (``card`` is its library key, e.g.
    ``era:36``) or a metropolis tile (``tile``); ``label`` names it for people."""

    label: Message
    card: str | None = None
    tile: str | None = None


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
class ChoiceOption:
    """One answer to a production choice: ``id`` is what the table sends."""

    id: str
    label: Message


KEEP = "keep"
"""The option of a production choice that leaves production as printed."""


@dataclass(frozen=True, slots=True)
class Choice:
    """A decision an effect offers during production (``id`` is stable:
    ``era:36`` or ``blue_03``); ``default`` applies when the table is silent."""

    id: str
    source: Source
    question: Message
    options: tuple[ChoiceOption, ...]
    default: str


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
