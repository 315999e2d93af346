"""Production at the end of an era (German rulebook pp. 15–16; feeding: :mod:`.feeding`).

Only connected things produce (info card, p. 15): buildings next to a
connected city, tunnels adjacent to a city, connected symbiotic cities,
connected blue metropolises with a production effect, and claimed production
cards (whose effects count only connected things and modify only things that
produce). Asymmetric boards add site boosts and 2x multipliers (p. 18): a
multiplier repeats the structure's own usual production once, never its
city bonus or site extras.

Every line of the breakdown names its source. Effects of cards and tiles come
from the card library and are interpreted by :func:`.effects.evaluate`;
choices they offer (card 36: which laboratory, if any, produces 1 steelplast +
1 kelp instead of 1 science) are answered by ``decisions`` or take their default.

``rounds`` calls :func:`produce_all` at the end of an era, folds it, then
:func:`.feeding.feed`; :func:`forecast` shows the same before it happens.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import BaseModel, ConfigDict

from companion.core.errors import InvalidCommand
from companion.core.messages import Message
from companion.games.underwater_cities.board import PlayerBoard
from companion.games.underwater_cities.effects import (
    Choice,
    EffectLine,
    Facts,
    ProductionEffect,
    Source,
    evaluate,
    facts_of,
)
from companion.games.underwater_cities.english import ENGLISH
from companion.games.underwater_cities.errors import illegal
from companion.games.underwater_cities.events import Fed, LineKind, Produced, ProductionLine
from companion.games.underwater_cities.feeding import feed
from companion.games.underwater_cities.library import CardEntry, CardLibrary
from companion.games.underwater_cities.model import (
    RESOURCE_NAMES,
    ZERO,
    BuildingKind,
    Resources,
    card_label,
    msg,
    tile_label,
)
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.state import CardInfo, GameState, PlayerState

BASE: dict[BuildingKind, Resources] = {
    "farm": Resources(kelp=1),
    "desalination": Resources(credits=1),
    "laboratory": Resources(science=1),
}
UPGRADED_EXTRA: dict[BuildingKind, tuple[Resources, int]] = {
    "farm": (Resources(), 1),
    "desalination": (Resources(biomatter=1), 0),
    "laboratory": (Resources(steelplast=1), 0),
}
CITY_BONUS: dict[BuildingKind, tuple[Resources, int]] = {
    "farm": (Resources(kelp=1), 1),
    "desalination": (Resources(credits=1), 0),
    "laboratory": (Resources(steelplast=1), 0),
}
TUNNEL = Resources(credits=1)
SYMBIOTIC_POINTS = 2
Decisions = Mapping[str, str]
"""Answers to production choices: choice id → option id."""


def _structure_output(kind: BuildingKind, upgraded: bool) -> tuple[Resources, int]:
    resources, points = BASE[kind], 0
    if upgraded:
        extra, extra_points = UPGRADED_EXTRA[kind]
        resources, points = resources + extra, extra_points
    return resources, points


_OUTPUT = {
    (kind, upgraded): _structure_output(kind, upgraded)
    for kind in BASE
    for upgraded in (False, True)
}
"""Info-card production of each building kind, plain and upgraded."""


def _line(
    text: Message,
    kind: LineKind,
    resources: Resources = ZERO,
    points: int = 0,
    **where: str | None,
) -> ProductionLine:
    return ProductionLine(text=text, resources=resources, points=points, kind=kind, **where)


def _network_lines(player: PlayerState, board: PlayerBoard, facts: Facts) -> list[ProductionLine]:
    """Buildings, city bonuses, symbiotic cities, tunnels, pair bonuses, site boosts."""
    built = player.built
    lines: list[ProductionLine] = []
    sites = {s.id: s for s in board.buildings}
    city_sites = {c.id: c for c in board.cities}
    for city in facts.cities:
        upgraded: dict[BuildingKind, int] = {}
        for site, kind, is_upgraded in city.buildings:
            resources, points = _OUTPUT[kind, is_upgraded]
            code = "uc.production.building" + ("_upgraded" if is_upgraded else "")
            lines.append(
                _line(
                    msg(code, kind=kind, site=site, city=city.city),
                    kind,
                    resources,
                    points,
                    site=site,
                    city=city.city,
                )
            )
            if sites[site].multiplier:
                lines.append(
                    _line(
                        msg("uc.production.multiplier", site=site),
                        "multiplier",
                        resources,
                        points,
                        site=site,
                        city=city.city,
                    )
                )
            upgraded[kind] = upgraded.get(kind, 0) + is_upgraded
        for kind, count in upgraded.items():
            if count >= 2:
                resources, points = CITY_BONUS[kind]
                lines.append(
                    _line(
                        msg(
                            "uc.production.city_bonus", city=city.city, count=count, buildings=kind
                        ),
                        "city_bonus",
                        resources,
                        points,
                        city=city.city,
                    )
                )
        if city.symbiotic:
            special = city_sites[city.city].symbiotic_points
            text = (
                msg("uc.production.symbiotic_city", city=city.city)
                if special is None
                else msg("uc.production.symbiotic_city_boost", city=city.city, points=special)
            )
            lines.append(
                _line(
                    text,
                    "symbiotic_city",
                    points=SYMBIOTIC_POINTS if special is None else special,
                    city=city.city,
                )
            )
    tunnels = {t.id: t for t in board.tunnels}
    for tunnel_id in facts.producing["tunnel"]:
        tunnel = tunnels[tunnel_id]
        upgraded_tunnel = built[tunnel_id].upgraded
        points = 1 if upgraded_tunnel else 0
        code = "uc.production.tunnel" + ("_upgraded" if upgraded_tunnel else "")
        if tunnel.production_factor > 1:
            lines.append(
                _line(
                    msg(code + "_boost", site=tunnel_id, factor=tunnel.production_factor),
                    "tunnel",
                    Resources(credits=tunnel.production_factor),
                    points * tunnel.production_factor,
                    site=tunnel_id,
                )
            )
        else:
            lines.append(_line(msg(code, site=tunnel_id), "tunnel", TUNNEL, points, site=tunnel_id))
        if tunnel.multiplier:
            lines.append(
                _line(
                    msg("uc.production.multiplier", site=tunnel_id),
                    "multiplier",
                    TUNNEL,
                    points,
                    site=tunnel_id,
                )
            )
    producing = set(facts.producing["tunnel"])
    for pair in board.pair_bonuses:
        if all(t in producing for t in pair.tunnels):
            lines.append(
                _line(
                    msg("uc.production.pair_bonus", tunnels=list(pair.tunnels)),
                    "pair_bonus",
                    pair.production,
                    pair.points,
                    site=pair.tunnels[0],
                )
            )
    connected = facts.network.connected_metropolises
    for tunnel in board.tunnels:
        if tunnel.metropolis_points and tunnel.id in built:
            joined = [e for e in tunnel.ends if e in connected]
            for space in joined:
                tile = player.metropolises.get(space)
                lines.append(
                    _line(
                        msg(
                            "uc.production.site_boost",
                            site=tunnel.id,
                            metropolis=space,
                            points=tunnel.metropolis_points,
                        ),
                        "site_boost",
                        points=tunnel.metropolis_points,
                        site=tunnel.id,
                        tile=tile,
                    )
                )
    return lines


def _effect_line(line: EffectLine, kind: LineKind) -> ProductionLine:
    return _line(
        line.text,
        kind,
        line.resources,
        line.points,
        site=line.site,
        city=line.city,
        card=line.source.card,
        tile=line.source.tile,
    )


def card_type(card: CardInfo, entry: CardEntry | None) -> str | None:
    """A card's type: the library's when it knows it, else what the table said."""
    if entry is not None and entry.type is not None:
        return entry.type
    return card.type


def card_source(card: CardInfo, entry: CardEntry | None) -> Source:
    """How breakdown lines name a claimed card."""
    if entry is not None:
        return Source(label=entry.label, card=entry.key)
    special = card.special_cost is not None
    label = card_label(card.number, card.name, special=special)
    if card.number is not None:
        key = f"{'special' if special else 'era'}:{card.number}"
        return Source(label=label, card=key)
    return Source(label=label)


def _unknown(source: Source, what: str) -> Message:
    return msg(f"uc.unknown.{what}", source=source.label)


class _Run:
    """One player's production: lines so far, and the choices offered."""

    def __init__(self, decisions: Decisions) -> None:
        self.decisions = decisions
        self.lines: list[ProductionLine] = []
        self.choices: list[Choice] = []
        self.unknown: list[Message] = []

    def apply(self, effect: ProductionEffect, facts: Facts, source: Source, kind: LineKind) -> None:
        evaluation = evaluate(effect, facts, source)
        choice = evaluation.choice
        if choice is not None:
            self.choices.append(choice)
            answer = self.decisions.get(choice.id)
            if answer is not None and answer != choice.default:
                if answer not in {o.id for o in choice.options}:
                    raise InvalidCommand(
                        "bad_production_option",
                        f"{ENGLISH.render(choice.question)} The answer {answer!r} is not one of: "
                        f"{', '.join(o.id for o in choice.options)}.",
                        choice=choice.id,
                        option=answer,
                        options=[o.id for o in choice.options],
                    )
                evaluation = evaluate(effect, facts, source, answer)
        self.lines.extend(_effect_line(line, kind) for line in evaluation.lines)


def _run(
    player: PlayerState,
    board: PlayerBoard,
    decisions: Decisions,
    library: CardLibrary,
) -> _Run:
    facts = facts_of(board, player.built, player.paid_specials)
    run = _Run(decisions)
    run.lines.extend(_network_lines(player, board, facts))
    for space in board.metropolises:
        if space.colour != "blue" or space.id not in facts.network.connected_metropolises:
            continue
        tile = player.metropolises.get(space.id)
        metropolis = library.metropolis(tile) if tile is not None else None
        label = tile_label("blue", tile, site=space.id)
        source = Source(label=metropolis.label if metropolis else label, tile=tile)
        if metropolis is None or not metropolis.known:
            run.unknown.append(_unknown(source, "text"))
        elif metropolis.production is not None:
            run.apply(metropolis.production, facts, source, "metropolis")
    for card in player.tableau:
        entry = library.find_card(card)
        if card_type(card, entry) != "production":
            continue
        source = card_source(card, entry)
        if entry is None or entry.production is None:
            text = _unknown(source, "effect")
            run.unknown.append(text)
            run.lines.append(_line(text, "unknown_effect", card=source.card))
        else:
            run.apply(entry.production, facts, source, "card")
    return run


def _produce(
    player_index: int,
    player: PlayerState,
    board: PlayerBoard,
    library: CardLibrary,
    decisions: Decisions | None,
) -> tuple[Produced, _Run]:
    decisions = decisions or {}
    run = _run(player, board, decisions, library)
    offered = {c.id for c in run.choices}
    unknown = sorted(set(decisions) - offered)
    if unknown:
        raise InvalidCommand(
            "unknown_production_choice",
            f"{player.name} has no production choice {unknown[0]!r}"
            + (f" (choices: {', '.join(sorted(offered))})." if offered else "."),
            player=player_index,
            choice=unknown[0],
        )
    totals = dict.fromkeys(RESOURCE_NAMES, 0)
    for line in run.lines:
        for name, amount in line.resources.items():
            totals[name] += amount
    produced = Produced(
        player=player_index,
        resources=Resources(**totals),
        points=sum(line.points for line in run.lines),
        lines=tuple(run.lines),
        automatic=True,
    )
    return produced, run


def production_choices(
    player: PlayerState, board: PlayerBoard, library: CardLibrary
) -> tuple[Choice, ...]:
    """The decisions the player's cards and tiles offer this production, with defaults."""
    return tuple(_run(player, board, {}, library).choices)


def produce(
    player_index: int,
    player: PlayerState,
    board: PlayerBoard,
    library: CardLibrary,
    decisions: Decisions | None = None,
) -> Produced:
    """The player's production with one breakdown line per producing thing.

    ``decisions`` answers :func:`production_choices` (choice id → option id);
    an id no choice has is an error.
    """
    return _produce(player_index, player, board, library, decisions)[0]


def produce_all(
    state: GameState,
    library: CardLibrary,
    decisions: Mapping[int, Decisions] | None = None,
) -> list[Produced]:
    """Every player's production (``decisions`` per seat)."""
    decisions = decisions or {}
    for seat in decisions:
        if not 0 <= seat < state.player_count:
            raise illegal(
                "unknown_player",
                f"There is no player number {seat + 1} at this table.",
                player=seat,
            )
    return [
        produce(index, player, board_of(state, index), library, decisions.get(index))
        for index, player in enumerate(state.players)
    ]


class Forecast(BaseModel):
    """What production and feeding would give one player now: the breakdown,
    the feeding, the choices on offer (with defaults), what the library does
    not know (cards and blue tiles to add), and resources and points after."""

    model_config = ConfigDict(frozen=True)

    player: int
    name: str
    produced: Produced
    fed: Fed
    choices: tuple[Choice, ...]
    unknown: tuple[Message, ...]
    resources: Resources
    points: int


def forecast_player(
    player_index: int,
    player: PlayerState,
    board: PlayerBoard,
    library: CardLibrary,
    decisions: Decisions | None = None,
) -> Forecast:
    """One player's production, then feeding, and what they would have after."""
    produced, run = _produce(player_index, player, board, library, decisions)
    after = player.model_copy(
        update={
            "resources": player.resources + produced.resources,
            "points": player.points + produced.points,
        }
    )
    fed = feed(player_index, after, board)
    return Forecast(
        player=player_index,
        name=player.name,
        produced=produced,
        fed=fed,
        choices=tuple(run.choices),
        unknown=tuple(run.unknown),
        resources=after.resources - Resources(kelp=fed.kelp, biomatter=fed.biomatter),
        points=after.points - fed.points_lost,
    )


def forecast(
    state: GameState,
    library: CardLibrary,
    decisions: Mapping[int, Decisions] | None = None,
) -> tuple[Forecast, ...]:
    """What production and feeding would give each player right now."""
    decisions = decisions or {}
    return tuple(
        forecast_player(index, player, board_of(state, index), library, decisions.get(index))
        for index, player in enumerate(state.players)
    )
