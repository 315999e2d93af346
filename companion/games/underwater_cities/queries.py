"""Legal-option queries the UI relies on (it never recomputes a rule).

Available slots (with the "must be able to use part of it" rule), legal sites
per kind, affordable payments for a build. The slot options and build choices
of a state are worked out once (:mod:`~companion.games.underwater_cities.memo`):
a tap's redraws, the guide and the legal options all ask about the same state.
"""

from __future__ import annotations

from typing import NamedTuple

from companion.core.errors import RuleViolation
from companion.games.underwater_cities.actions import (
    Action,
    ActionCardPart,
    BuildPart,
    GainDifferentPart,
    GainPart,
    Part,
    UpgradePart,
)
from companion.games.underwater_cities.building import (
    check_supply,
    legal_sites,
    surcharge_of,
    upgradable_sites,
)
from companion.games.underwater_cities.cards import known_card
from companion.games.underwater_cities.commands import Build, Upgrade
from companion.games.underwater_cities.costs import (
    UPGRADE_COST,
    CostRule,
    affordable,
    build_cost,
    payment_options,
)
from companion.games.underwater_cities.effects import CountName
from companion.games.underwater_cities.errors import illegal
from companion.games.underwater_cities.events import Gained
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.memo import Memo
from companion.games.underwater_cities.model import (
    RESOURCE_NAMES,
    ZERO,
    BuildKind,
    Colour,
    Resources,
)
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.slots import ALWAYS, board_slots, slot_action, slot_colour
from companion.games.underwater_cities.state import CardInfo, GameState
from companion.games.underwater_cities.triggers import trigger_events

CLONING_COST = 1


class SlotOption(NamedTuple):
    """One slot as the current player sees it: can they take it, and if not, why."""

    slot: str
    colour: Colour | None
    text: str
    available: bool
    clone_only: bool
    reason: RuleViolation | None


_SLOT_OPTIONS: Memo[tuple[SlotOption, ...]] = Memo(8)
"""Slot options of the last states asked about."""
_SLOT_OPTIONS_OF_PLAYER: Memo[tuple[tuple[object, ...], tuple[SlotOption, ...]]] = Memo(8)
"""Slot options by the player state and the other objects they read (see
:func:`_shared_slot_options`), with those objects."""
_BUILD_CHOICES: Memo[tuple[tuple[BuildKind, str], ...]] = Memo(64)
"""Build choices of the last states asked about (a slot query asks many)."""


def count_value(state: GameState, player: int, count: CountName) -> int:
    """A counted thing of the player's board (for card conditions; German p. 19:
    connected things only)."""
    from companion.games.underwater_cities.evaluation import facts_of  # not at the start

    player_state = state.players[player]
    facts = facts_of(board_of(state, player), player_state.built, player_state.paid_specials)
    return facts.counts[count]


def build_payments(
    state: GameState,
    player: int,
    site: str,
    kind: BuildKind,
    *,
    rule: CostRule = "usual",
    amount: Resources = ZERO,
    upgrade: bool = False,
) -> list[Resources]:
    """Affordable ways to pay a build on ``site`` (biomatter substitutions included)."""
    cost = build_cost(kind, rule, amount, surcharge_of(board_of(state, player), site))
    fixed = UPGRADE_COST if upgrade else ZERO
    return payment_options(cost, state.players[player].resources, fixed)


def build_choices(
    state: GameState, player: int, kinds: tuple[BuildKind, ...], *, upgrade: bool = False
) -> list[tuple[BuildKind, str]]:
    """(kind, site) pairs the player can build now at usual cost: legal site, supply
    left, and an affordable payment."""
    key = (player, kinds, upgrade)
    return list(
        _BUILD_CHOICES.get(state, key, lambda: _build_choices(state, player, kinds, upgrade))
    )


def _build_choices(
    state: GameState, player: int, kinds: tuple[BuildKind, ...], upgrade: bool
) -> tuple[tuple[BuildKind, str], ...]:
    choices = []
    for kind in kinds:
        try:
            check_supply(state, kind)
        except RuleViolation:
            continue
        board = board_of(state, player)
        available = state.players[player].resources
        fixed = UPGRADE_COST if upgrade else ZERO
        for site in legal_sites(state, player, kind):
            if affordable(build_cost(kind, surcharge=surcharge_of(board, site)), available, fixed):
                choices.append((kind, site))
    return tuple(choices)


def _part_usable(state: GameState, player: int, part: Part, new_action_card: bool) -> bool:
    if isinstance(part, BuildPart):
        return bool(build_choices(state, player, part.kinds, upgrade=part.upgrade))
    if isinstance(part, UpgradePart):
        mine = state.players[player]
        return bool(upgradable_sites(mine)) and mine.resources.covers(UPGRADE_COST)
    if isinstance(part, ActionCardPart):
        return new_action_card or any(not c.used for c in state.players[player].action_cards)
    return True


def action_usable(
    state: GameState, player: int, action: Action, *, new_action_card: bool = False
) -> bool:
    """True when the player can use at least a part of the action (``new_action_card``:
    an action card claimed first may be used at once, German p. 8)."""
    return any(
        _part_usable(state, player, part, new_action_card)
        for option in action.options
        for part in option
    )


def _most_gained(action: Action) -> Resources:
    """The most of each resource the gain parts of one option give (an upper bound)."""
    most = ZERO
    for option in action.options:
        gained = ZERO
        for part in option:
            if isinstance(part, GainPart):
                gained += part.resources
            elif isinstance(part, GainDifferentPart):
                gained += Resources(**dict.fromkeys(part.choices, 1))
        most = Resources(**{n: max(getattr(most, n), getattr(gained, n)) for n in RESOURCE_NAMES})
    return most


def _mismatch_gains(state: GameState, player: int, slot: str) -> Resources:
    """What permanent cards give at once for choosing a slot a card does not match."""
    gains = trigger_events(state, player, "mismatched_slot") if slot != ALWAYS else []
    return sum((g.resources for g in gains if isinstance(g, Gained)), ZERO)


def _head_start(state: GameState, player: int, slot: str, card: CardInfo) -> Resources | None:
    """What the choice itself (a permanent card's trigger) or the matching card resolved
    first adds before the slot's action (German pp. 9, 13); None: a matching card whose
    effect the companion does not know, which might make any slot usable."""
    colour = slot_colour(state, slot)
    if colour is None or card.colour != colour:
        return _mismatch_gains(state, player, slot)
    known = known_card(card.number)
    kind = card.type or (known.type if known is not None else None)
    if kind in ("production", "end_scoring"):
        return ZERO  # they act at production or at the end, never now
    rules = card.rules
    if (known is None and rules is None) or (rules is not None and rules.table_resolved):
        return None  # what it does is not known here: it may make any slot usable
    effect = rules.effect if rules is not None else (known.effect if known else None)
    if kind != "instant" or effect is None:
        return ZERO
    if any(isinstance(p, ActionCardPart) for o in effect.options for p in o):
        return None  # an action card used first may give anything
    return _most_gained(effect)


def _with(state: GameState, player: int, extra: Resources) -> GameState:
    me = state.players[player]
    players = list(state.players)
    players[player] = me.model_copy(update={"resources": me.resources + extra})
    return state.model_copy(update={"players": tuple(players)})


def slot_usable(state: GameState, player: int, slot: str, card: CardInfo | None = None) -> bool:
    """True when ``player`` could use a part of the slot's action, counting a matching
    ``card`` resolved first and triggers the choice fires (no card said yet: as things
    are, or with what a card of another colour would trigger)."""
    action = slot_action(slot)
    if card is None:
        extra = _mismatch_gains(state, player, slot)
        return action_usable(state, player, action) or (
            not extra.is_zero() and action_usable(_with(state, player, extra), player, action)
        )
    start = _head_start(state, player, slot, card)
    if start is None:
        return True
    richer = _with(state, player, start)
    known = known_card(card.number)
    kind = card.type or (known.type if known is not None else None)
    claimed = kind == "action" and slot_colour(state, slot) == card.colour
    return action_usable(richer, player, action, new_action_card=claimed)


def slot_unavailable_reason(
    state: GameState, player: int, slot: str, *, clone: bool = False, card: CardInfo | None = None
) -> RuleViolation | None:
    """Why ``player`` cannot put a tile on ``slot`` now, playing ``card`` (None: they can)."""
    who = state.players[player].name
    if slot == ALWAYS:
        if clone:
            return illegal(
                "clone_always",
                "The always-available slot is never occupied, so "
                "the action-cloning tile is not needed there.",
            )
        return None
    if slot not in {s.id for s in board_slots(state)}:
        return illegal(
            "unknown_slot",
            f"There is no action slot {slot} on this side of the main board.",
            slot=slot,
        )
    if slot in state.blocked or slot == state.solo_extra_blocker:
        return illegal("slot_blocked", "A blocking tile covers that slot this round.", slot=slot)
    holders = state.occupied.get(slot, ())
    if clone:
        if state.player_count != 4:
            return illegal(
                "cloning_four_players", "The action-cloning tile is used only with 4 players."
            )
        if state.cloning_used:
            return illegal("cloning_used", "The action-cloning tile was already used this round.")
        if not holders:
            return illegal(
                "cloning_needs_occupied",
                "The action-cloning tile goes on a slot another player occupies; this one is free.",
                slot=slot,
            )
        if player in holders:
            return illegal(
                "cloning_own_slot",
                f"{who} already occupies that slot: the cloning "
                "tile needs a slot occupied by another player.",
                slot=slot,
            )
        if state.players[player].resources.credits < CLONING_COST:
            return illegal(
                "cannot_afford",
                f"{who} needs 1 credit for the action-cloning tile.",
                cost={"credits": 1},
                what="cloning",
            )
    elif holders:
        return illegal(
            "slot_occupied", "That action slot is already occupied this round.", slot=slot
        )
    if not slot_usable(state, player, slot, card):
        return illegal(
            "slot_unusable",
            f"{who} could not use any part of that slot's action, so it may not be chosen.",
            slot=slot,
        )
    return None


def site_unavailable_reason(
    state: GameState,
    player: int,
    site: str,
    kind: BuildKind | None,
    data: CardLibrary,
    *,
    upgrade: bool = False,
    free: bool = False,
) -> RuleViolation | None:
    """Why ``player`` cannot build ``kind`` on ``site`` now (``kind`` None: upgrade
    what stands there), or None when they can: the engine's own answer to that
    build, with the cheapest payment (German p. 10: free sites of the right type,
    connected to the start city or next to a city; p. 12: upgrades)."""
    from companion.games.underwater_cities.decide import decide  # decide reads these queries

    command: Build | Upgrade = (
        Upgrade(player=player, site=site)
        if kind is None
        else Build(
            player=player, site=site, kind=kind, upgrade=upgrade, cost="free" if free else "usual"
        )
    )
    try:
        decide(state, command, data)
    except RuleViolation as error:
        return error
    return None


def slot_options(state: GameState, player: int, card: CardInfo | None = None) -> list[SlotOption]:
    """Every slot of the main board (and the always-available one) for ``player``
    (playing ``card``, when the table said which)."""
    key = (player, card)
    return list(_SLOT_OPTIONS.get(state, key, lambda: _shared_slot_options(state, player, card)))


def _shared_slot_options(
    state: GameState, player: int, card: CardInfo | None
) -> tuple[SlotOption, ...]:
    """The slot options of ``state``, taken from another state with the same player
    (the very object), settings and supply and equal slots taken and blocked: a state
    the last differs from only in its turn or in other players, as the previewed ends
    of an effect's steps and a tile's guessed and real placing are. The answer keeps
    the settings and the supply alive, so their ids in the key are never another
    object's."""
    read = (state.settings, state.supply)
    key = (
        player,
        card,
        *map(id, read),
        frozenset(state.occupied.items()),
        state.blocked,
        state.solo_extra_blocker,
        state.cloning_used,
        state.player_count,
    )
    kept = _SLOT_OPTIONS_OF_PLAYER.get(
        state.players[player], key, lambda: (read, _slot_options(state, player, card))
    )
    return kept[1]


def _slot_options(state: GameState, player: int, card: CardInfo | None) -> tuple[SlotOption, ...]:
    options = []
    for slot_def in board_slots(state):
        reason = slot_unavailable_reason(state, player, slot_def.id, card=card)
        clone_ok = (
            reason is not None
            and reason.code == "slot_occupied"
            and slot_unavailable_reason(state, player, slot_def.id, clone=True, card=card) is None
        )
        options.append(
            SlotOption(
                slot_def.id,
                slot_colour(state, slot_def.id),
                slot_def.text,
                reason is None,
                clone_ok,
                reason,
            )
        )
    options.append(SlotOption(ALWAYS, None, "Gain 2 cards and 2 credits", True, False, None))
    return tuple(options)


def available_slots(state: GameState, player: int) -> list[str]:
    """Ids of the slots ``player`` may take now (without the cloning tile)."""
    return [o.slot for o in slot_options(state, player) if o.available]


__all__ = ["SlotOption", "available_slots", "build_payments", "legal_sites", "slot_options"]


SOLO_CITIES_TO_WIN = 7
SOLO_POINTS_TO_WIN = 100


class SoloResult(NamedTuple):
    """Solo goal (German rulebook p. 18): ≥ 7 connected cities and ≥ 100 points."""

    connected_cities: int
    points: int

    @property
    def won(self) -> bool:
        """True when both goals are met."""
        return self.connected_cities >= SOLO_CITIES_TO_WIN and self.points >= SOLO_POINTS_TO_WIN


def solo_result(state: GameState, points: int | None = None) -> SoloResult:
    """The solo goal check for the only player (``points``: a final score to use
    instead of the points on the track)."""
    cities = count_value(state, 0, "connected_cities")
    return SoloResult(cities, state.players[0].points if points is None else points)
