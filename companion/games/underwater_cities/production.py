"""Production at the end of an era (German rulebook pp. 15–16; feeding: :mod:`.feeding`).

Only connected things produce (info card, p. 15): buildings next to a
connected city, tunnels adjacent to a city, connected symbiotic cities,
connected blue metropolises with a production effect, and claimed production
cards (whose effects count only connected things and modify only things that
produce). Asymmetric boards add site boosts and 2x multipliers (p. 18): a
multiplier repeats the structure's own usual production once, never its
city bonus or site extras.

Every line of the breakdown names its source. Effects of cards and tiles come
from the card library and are interpreted by :func:`.evaluation.evaluate`;
choices they offer (card 36: which laboratory, if any, produces 1 steelplast +
1 kelp instead of 1 science) are answered by ``decisions`` or take their default.

``rounds`` calls :func:`produce_all` at the end of an era, folds it, then
:func:`.feeding.feed`; :func:`forecast` shows the same before it happens.
"""

from collections.abc import Mapping
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from companion.core.errors import InvalidCommand
from companion.core.messages import Message
from companion.games.underwater_cities.board import PlayerBoard
from companion.games.underwater_cities.commands import Settlement
from companion.games.underwater_cities.effects import (
    Choice,
    ProductionEffect,
    Source,
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
    amounts,
    card_label,
    msg,
    tile_label,
)
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.state import CardInfo, GameState, PlayerState

if TYPE_CHECKING:
    from companion.games.underwater_cities.evaluation import EffectLine, Facts

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
Settled = Mapping[str, Settlement]
"""What the table says unsettled lines gave: line key → amounts or skip."""


class Unsettled(BaseModel):
    """A line the engine cannot compute (German pp. 15–16: every claimed
    production card and connected blue tile produces): a card or tile whose
    effect the library does not hold, or a table-resolved card. ``key`` is what
    a settlement names (``era:96``, ``blue_07``, ``space:m1``, ``tableau:3``)."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    key: str
    label: Message
    card: str | None = None
    tile: str | None = None


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


def _network_lines(player: PlayerState, board: PlayerBoard, facts: "Facts") -> list[ProductionLine]:
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


def _effect_line(line: "EffectLine", kind: LineKind) -> ProductionLine:
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


def card_key(card: CardInfo, source: Source, index: int) -> str:
    """The key an unsettled card line is settled by: its library key, else
    its name, else its place in the tableau."""
    if source.card is not None:
        return source.card
    return f"name:{card.name.casefold()}" if card.name else f"tableau:{index}"


class _Run:
    """One player's production: lines so far, the choices offered, and the
    lines the table must settle."""

    def __init__(self, decisions: Decisions, settled: Settled | None) -> None:
        self.decisions = decisions
        self.settled = settled
        self.lines: list[ProductionLine] = []
        self.choices: list[Choice] = []
        self.unknown: list[Message] = []
        self.unsettled: list[Unsettled] = []
        self.keys: list[str] = []

    def settle(self, line: Unsettled, *, tile: bool = False) -> None:
        """The line the table settled (or skipped); without a settlement it
        stays unsettled and shows 0 until the table says what it gave.
        ``settled`` None: a command recorded before settling existed; its lines
        are recorded exactly as then (a card line of 0, a tile only reported)."""
        self.keys.append(line.key)
        if self.settled is None:
            text = msg("uc.unknown.text" if tile else "uc.unknown.effect", source=line.label)
            self.unknown.append(text)
            if not tile:
                self.lines.append(_line(text, "unknown_effect", card=line.card))
            return
        answer = self.settled.get(line.key)
        if answer is None:
            text = msg("uc.unsettled.production", source=line.label)
            self.unsettled.append(line)
            self.unknown.append(text)
            self.lines.append(_line(text, "unknown_effect", card=line.card, tile=line.tile))
        elif answer.skip:
            text = msg("uc.settled.skipped", source=line.label)
            self.lines.append(_line(text, "skipped", card=line.card, tile=line.tile))
        else:
            gain = amounts(answer.resources, answer.points)
            text = msg("uc.settled.production", source=line.label, gain=gain)
            self.lines.append(
                _line(
                    text,
                    "settled",
                    answer.resources,
                    answer.points,
                    card=line.card,
                    tile=line.tile,
                )
            )

    def apply(
        self, effect: ProductionEffect, facts: "Facts", source: Source, kind: LineKind
    ) -> None:
        from companion.games.underwater_cities.evaluation import evaluate  # not at the start

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
    settled: Settled | None,
) -> _Run:
    from companion.games.underwater_cities.evaluation import facts_of

    facts = facts_of(board, player.built, player.paid_specials)
    run = _Run(decisions, settled)
    run.lines.extend(_network_lines(player, board, facts))
    for space in board.metropolises:
        if space.colour != "blue" or space.id not in facts.network.connected_metropolises:
            continue
        tile = player.metropolises.get(space.id)
        metropolis = library.metropolis(tile) if tile is not None else None
        label = tile_label("blue", tile, site=space.id)
        source = Source(label=metropolis.label if metropolis else label, tile=tile)
        if metropolis is None or not metropolis.known:
            key = tile if tile is not None else f"space:{space.id}"
            run.settle(Unsettled(key=key, label=source.label, tile=tile), tile=True)
        elif metropolis.production is not None:
            run.apply(metropolis.production, facts, source, "metropolis")
    for index, card in enumerate(player.tableau):
        entry = library.find_card(card)
        if card_type(card, entry) != "production":
            continue
        source = card_source(card, entry)
        if entry is None or entry.production is None:
            key = card_key(card, source, index)
            run.settle(Unsettled(key=key, label=source.label, card=source.card))
        else:
            run.apply(entry.production, facts, source, "card")
    return run


def _produce(
    player_index: int,
    player: PlayerState,
    board: PlayerBoard,
    library: CardLibrary,
    decisions: Decisions | None,
    settled: Settled | None = None,
) -> tuple[Produced, _Run]:
    decisions = decisions or {}
    run = _run(player, board, decisions, library, settled)
    extra = sorted(set(settled or {}) - set(run.keys))
    if extra:
        raise InvalidCommand(
            "unknown_settlement",
            f"{player.name} has no unsettled production line {extra[0]!r}"
            + (f" (lines: {', '.join(run.keys)})." if run.keys else "."),
            player=player_index,
            line=extra[0],
        )
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
    return tuple(_run(player, board, {}, library, {}).choices)


def unsettled(
    player: PlayerState, board: PlayerBoard, library: CardLibrary
) -> tuple[Unsettled, ...]:
    """The lines the table must settle (or skip) before production runs."""
    return tuple(_run(player, board, {}, library, {}).unsettled)


def produce(
    player_index: int,
    player: PlayerState,
    board: PlayerBoard,
    library: CardLibrary,
    decisions: Decisions | None = None,
    settled: Settled | None = None,
) -> Produced:
    """The player's production with one breakdown line per producing thing.

    ``decisions`` answers :func:`production_choices` (choice id → option id);
    ``settled`` gives what each :func:`unsettled` line produced, or skips it
    (None: a command recorded before settling existed; see :class:`_Run`).
    An id no choice or line has is an error; so is a line left unsettled:
    nothing is produced until the table has said what every line gave.
    """
    produced, run = _produce(player_index, player, board, library, decisions, settled)
    if run.unsettled:
        names = ", ".join(ENGLISH.render(line.label) for line in run.unsettled)
        raise InvalidCommand(
            "unsettled_production",
            f"Say what {names} produced for {player.name} (or skip it): "
            "production is not applied until every line is settled.",
            player=player_index,
            lines=[line.key for line in run.unsettled],
        )
    return produced


def produce_all(
    state: GameState,
    library: CardLibrary,
    decisions: Mapping[int, Decisions] | None = None,
    settled: Mapping[int, Settled] | None = None,
) -> list[Produced]:
    """Every player's production (``decisions`` and ``settled`` per seat;
    ``settled`` None: a command recorded before settling existed)."""
    decisions = decisions or {}
    for seat in (*decisions, *(settled or {})):
        if not 0 <= seat < state.player_count:
            raise illegal(
                "unknown_player",
                f"There is no player number {seat + 1} at this table.",
                player=seat,
            )
    return [
        produce(
            index,
            player,
            board_of(state, index),
            library,
            decisions.get(index),
            None if settled is None else settled.get(index, {}),
        )
        for index, player in enumerate(state.players)
    ]


class Forecast(BaseModel):
    """What production and feeding would give one player now: the breakdown,
    the feeding, the choices on offer (with defaults), the lines still to
    settle (``unsettled``, with their messages in ``unknown``), and resources
    and points after."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    player: int
    name: str
    produced: Produced
    fed: Fed
    choices: tuple[Choice, ...]
    unknown: tuple[Message, ...]
    unsettled: tuple[Unsettled, ...]
    resources: Resources
    points: int


def forecast_player(
    player_index: int,
    player: PlayerState,
    board: PlayerBoard,
    library: CardLibrary,
    decisions: Decisions | None = None,
    settled: Settled | None = None,
) -> Forecast:
    """One player's production, then feeding, and what they would have after
    (unsettled lines count 0 until ``settled`` says what they gave)."""
    produced, run = _produce(player_index, player, board, library, decisions, settled or {})
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
        unsettled=tuple(run.unsettled),
        resources=after.resources - Resources(kelp=fed.kelp, biomatter=fed.biomatter),
        points=after.points - fed.points_lost,
    )


def forecast(
    state: GameState,
    library: CardLibrary,
    decisions: Mapping[int, Decisions] | None = None,
    settled: Mapping[int, Settled] | None = None,
) -> tuple[Forecast, ...]:
    """What production and feeding would give each player right now."""
    decisions = decisions or {}
    settled = settled or {}
    return tuple(
        forecast_player(
            index,
            player,
            board_of(state, index),
            library,
            decisions.get(index),
            settled.get(index),
        )
        for index, player in enumerate(state.players)
    )
