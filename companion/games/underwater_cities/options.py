"""Legal options: every command a player may give now, as typed commands.

Built from the engine's own queries (:mod:`.queries`, :mod:`.frames`,
:mod:`.building`), so the random player (:mod:`.autoplay`), the table's taps
and tests enumerate the same thing. Facts only the table knows are enumerated
over their finite choices: the card played with an action tile by colour and
type (its ``number`` None: a table that knows the number says it too), the
number of the era card revealed in a solo game, the answers to production
choices (the defaults, and each other answer on its own).

Left out, because the table gives them when something happened that the
companion cannot see: corrections (``adjust``, ``set_slot_colour``) and gains
a triggered card reports (``gain`` with a ``trigger``). Effects the companion
does not know (freeform frames) offer steps of one: gain or pay 1 of a
resource, +1 card, +1 point, build free (a site's surcharge paid) or at the usual cost, upgrade for
1 science, advance 1.
"""

from __future__ import annotations

from itertools import product

from companion.core.errors import RuleViolation
from companion.core.model import Command
from companion.games.underwater_cities.actions import (
    ActionCardPart,
    BuildPart,
    FederationPart,
    GainDifferentPart,
    GainPart,
    SpecialCardPart,
    UpgradePart,
)
from companion.games.underwater_cities.building import (
    check_supply,
    legal_sites,
    surcharge_of,
    upgradable_sites,
)
from companion.games.underwater_cities.commands import (
    Advance,
    Build,
    Discard,
    DiscardActionCard,
    EndTurn,
    Finish,
    Gain,
    Pay,
    Place,
    Resolve,
    RunProduction,
    Settlement,
    SoloReveal,
    TakeSpecial,
    Upgrade,
    UseActionCard,
    UseMetropolis,
)
from companion.games.underwater_cities.costs import UPGRADE_COST, CostRule, affordable, build_cost
from companion.games.underwater_cities.frames import gain_left, open_parts
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.model import BUILD_KINDS, COLOURS, RESOURCE_NAMES, Resources
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.production import production_choices, unsettled
from companion.games.underwater_cities.queries import (
    build_choices,
    count_value,
    slot_options,
    slot_usable,
)
from companion.games.underwater_cities.state import CardInfo, CardType, Frame, GameState, Turn
from companion.games.underwater_cities.turn import slot_frame

CARD_TYPES: tuple[CardType, ...] = ("instant", "permanent", "action", "production", "end_scoring")
"""The card types a played card may have (the table says which)."""

ERA_CARD_NUMBERS = range(1, 199)
"""The numbers an era card revealed in a solo game may have."""

_FREEFORM_COSTS: tuple[CostRule, ...] = ("free", "usual")

MAX_ADVANCE = 4
"""The most steps one ``advance`` command takes."""


def legal_options(
    state: GameState | None, player: int | None, library: CardLibrary
) -> list[Command]:
    """Every command ``player`` may give now; ``None``: the table's own commands
    (``run_production``, a solo game's ``solo_reveal``). Empty before setup and
    after the end."""
    if state is None or state.phase == "finished":
        return []
    if player is None:
        return _table_options(state, library)
    if not 0 <= player < state.player_count:
        return []
    if state.phase == "era_keep":
        return _discards(state, player)
    if state.phase != "play":
        return []
    options: list[Command] = _discards(state, player)
    turn = state.turn
    if turn is None or turn.player != player:
        return options
    if turn.slot is None:
        return options + _places(state, player)
    if turn.pending_action_discard:
        return options + _action_card_discards(state, player)
    options += [UseMetropolis(player=player, site=site) for site in turn.metropolis_offers]
    if turn.stack:
        frame = turn.stack[-1]
        steps = (
            _freeform_steps(state, player) if frame.freeform else step_options(state, player, frame)
        )
        return [*options, *steps, Finish(player=player), EndTurn(player=player)]
    if not turn.slot_done:
        options += step_options(state, player, slot_frame(turn))
    options += _resolves(state, player, turn)
    return [*options, EndTurn(player=player)]


def _table_options(state: GameState, library: CardLibrary) -> list[Command]:
    if state.phase == "production":
        return _productions(state, library)
    if state.phase == "play" and state.settings.solo and state.solo_extra_blocker == "?":
        return [SoloReveal(number=number) for number in ERA_CARD_NUMBERS]
    return []


def _productions(state: GameState, library: CardLibrary) -> list[Command]:
    """Production with every default answer, then each other answer on its own;
    lines the engine cannot compute are skipped (the table would enter them)."""
    settle = {
        seat: {line.key: Settlement(skip=True) for line in lines}
        for seat, me in enumerate(state.players)
        if (lines := unsettled(me, board_of(state, seat), library))
    }
    options: list[Command] = [RunProduction(settle=settle)]
    for seat, me in enumerate(state.players):
        for choice in production_choices(me, board_of(state, seat), library):
            options += [
                RunProduction(decisions={seat: {choice.id: option.id}}, settle=settle)
                for option in choice.options
                if option.id != choice.default
            ]
    return options


def _discards(state: GameState, player: int) -> list[Command]:
    me = state.players[player]
    excess = me.hand - me.hand_limit
    return [Discard(player=player, count=count) for count in range(1, excess + 1)]


def _places(state: GameState, player: int) -> list[Command]:
    """A tile on every slot the player may take (or clone), with every card the
    table might have played there (colour and type; none with an empty hand)."""
    me = state.players[player]
    if me.hand > me.hand_limit or (state.settings.solo and state.solo_extra_blocker == "?"):
        return []
    cards: list[CardInfo | None] = (
        [CardInfo(colour=c, type=t) for c, t in product(COLOURS, CARD_TYPES)]
        if me.hand > 0
        else [None]
    )
    options: list[Command] = []
    for slot in slot_options(state, player):
        if not (slot.available or slot.clone_only):
            continue
        options += [
            Place(player=player, slot=slot.slot, card=card, clone=slot.clone_only)
            for card in cards
            if card is None or slot_usable(state, player, slot.slot, card)
        ]
    return options


def _action_card_discards(state: GameState, player: int) -> list[Command]:
    options: list[Command] = []
    cards = state.players[player].action_cards
    if state.settings.rules_edition >= 2:
        cards = cards[:-1]  # the card just claimed stays (German pp. 8, 18)
    for card in cards:
        options.append(DiscardActionCard(player=player, card=card.id))
        if not card.used:
            options.append(DiscardActionCard(player=player, card=card.id, use_now=True))
    return options


def _resolves(state: GameState, player: int, turn: Turn) -> list[Command]:
    """Resolving the played card, when it matched and its effect is not done."""
    card = turn.card
    if card is None or not turn.matched or turn.card_done or card.type is None:
        return []
    needs = card.rules.requires if card.rules is not None else None
    if needs is not None and count_value(state, player, needs.count) < needs.at_least:
        return []
    options: list[Command] = [Resolve(player=player)]
    credits = state.players[player].resources.credits
    if card.special_cost is not None and credits >= card.special_cost:
        options.append(Resolve(player=player, pay_special=True))
    return options


def _specials(state: GameState, player: int) -> list[Command]:
    return [
        TakeSpecial(player=player, source="deck"),
        TakeSpecial(player=player, source="dig"),
        *(
            TakeSpecial(player=player, source="face_up", face_up=face_up)
            for face_up in state.special_face_up
        ),
    ]


def _action_cards(state: GameState, player: int) -> list[Command]:
    return [
        UseActionCard(player=player, card=card.id)
        for card in state.players[player].action_cards
        if not card.used
    ]


def step_options(state: GameState, player: int, frame: Frame) -> list[Command]:
    """Every step the open parts of a structured effect allow now (the table's effect
    buttons are enabled from this list)."""
    me = state.players[player]
    options: list[Command] = []
    for progress in open_parts(frame):
        part = progress.part
        if isinstance(part, BuildPart):
            options += [
                Build(player=player, site=site, kind=kind, upgrade=part.upgrade)
                for kind, site in build_choices(state, player, part.kinds, upgrade=part.upgrade)
            ]
        elif isinstance(part, UpgradePart) and me.resources.covers(UPGRADE_COST):
            options += [Upgrade(player=player, site=site) for site in upgradable_sites(me)]
        elif isinstance(part, GainPart):
            rest = gain_left(progress)
            if not rest.resources.is_zero() or rest.cards or rest.points:
                options.append(
                    Gain(
                        player=player,
                        resources=rest.resources,
                        cards=rest.cards,
                        points=rest.points,
                    )
                )
        elif isinstance(part, GainDifferentPart):
            options += [
                Gain(player=player, resources=Resources(**{name: 1}))
                for name in part.choices
                if name not in progress.chosen
            ]
        elif isinstance(part, ActionCardPart):
            options += _action_cards(state, player)
        elif isinstance(part, SpecialCardPart):
            options += _specials(state, player)
        elif isinstance(part, FederationPart):
            most = min(progress.left, MAX_ADVANCE)  # valid steps: no validator built
            options += [
                Advance.model_construct(player=player, steps=steps) for steps in range(1, most + 1)
            ]
    return _unique(options)


def _freeform_steps(state: GameState, player: int) -> list[Command]:
    """Steps of one in an effect the companion does not know (the table records it)."""
    me = state.players[player]
    options: list[Command] = [
        Gain(player=player, resources=Resources(**{name: 1})) for name in RESOURCE_NAMES
    ]
    options += [Gain(player=player, cards=1), Gain(player=player, points=1)]
    options += [
        Pay(player=player, resources=Resources(**{name: 1}))
        for name in RESOURCE_NAMES
        if getattr(me.resources, name) >= 1
    ]
    board = board_of(state, player)
    for kind in BUILD_KINDS:
        try:
            check_supply(state, kind)
        except RuleViolation:
            continue
        for site in legal_sites(state, player, kind, expansion=True):
            surcharge = surcharge_of(board, site)
            options += [
                Build(player=player, site=site, kind=kind, cost=rule)
                for rule in _FREEFORM_COSTS
                if affordable(build_cost(kind, rule, surcharge=surcharge), me.resources)
            ]
    if me.resources.covers(UPGRADE_COST):
        options += [Upgrade(player=player, site=site) for site in upgradable_sites(me)]
    options.append(Advance(player=player, steps=1))
    options += _action_cards(state, player)
    options += _specials(state, player)
    return options


def _unique(options: list[Command]) -> list[Command]:
    """The options without repeats (two parts may offer the same step), in order (by
    their hashes: a step's fields are frozen values, and equal steps hash alike)."""
    return list(dict.fromkeys(options))
