"""Legal-option queries the UI relies on (it never recomputes a rule).

Available slots (with the "must be able to use part of it" rule), legal sites
per kind, affordable payments for a build.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.core.errors import RuleViolation
from companion.games.underwater_cities.actions import (
    Action,
    ActionCardPart,
    BuildPart,
    Part,
    UpgradePart,
)
from companion.games.underwater_cities.building import (
    check_supply,
    legal_sites,
    surcharge_of,
    upgradable_sites,
)
from companion.games.underwater_cities.costs import (
    UPGRADE_COST,
    CostRule,
    affordable,
    build_cost,
    payment_options,
)
from companion.games.underwater_cities.effects import CountName, facts_of
from companion.games.underwater_cities.errors import illegal
from companion.games.underwater_cities.model import ZERO, BuildKind, Colour, Resources
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.slots import ALWAYS, side_slots, slot_action, slot_colour
from companion.games.underwater_cities.state import GameState

CLONING_COST = 1


@dataclass(frozen=True)
class SlotOption:
    """One slot as the current player sees it: can they take it, and if not, why."""

    slot: str
    colour: Colour | None
    text: str
    available: bool
    clone_only: bool
    reason: RuleViolation | None


def count_value(state: GameState, player: int, count: CountName) -> int:
    """A counted thing of the player's board (for card conditions; German p. 19:
    connected things only)."""
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
    return choices


def _part_usable(state: GameState, player: int, part: Part) -> bool:
    if isinstance(part, BuildPart):
        return bool(build_choices(state, player, part.kinds, upgrade=part.upgrade))
    if isinstance(part, UpgradePart):
        mine = state.players[player]
        return bool(upgradable_sites(mine)) and mine.resources.covers(UPGRADE_COST)
    if isinstance(part, ActionCardPart):
        return any(not card.used for card in state.players[player].action_cards)
    return True


def action_usable(state: GameState, player: int, action: Action) -> bool:
    """True when the player can use at least a part of the action."""
    return any(_part_usable(state, player, part) for option in action.options for part in option)


def slot_unavailable_reason(
    state: GameState, player: int, slot: str, *, clone: bool = False
) -> RuleViolation | None:
    """Why ``player`` cannot put a tile on ``slot`` now (None: they can)."""
    who = state.players[player].name
    if slot == ALWAYS:
        if clone:
            return illegal(
                "clone_always",
                "The always-available slot is never occupied, so "
                "the action-cloning tile is not needed there.",
            )
        return None
    if slot not in {s.id for s in side_slots(state.settings.main_board)}:
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
    if not action_usable(state, player, slot_action(slot)):
        return illegal(
            "slot_unusable",
            f"{who} could not use any part of that slot's action, so it may not be chosen.",
            slot=slot,
        )
    return None


def slot_options(state: GameState, player: int) -> list[SlotOption]:
    """Every slot of the main board (and the always-available one) for ``player``."""
    options = []
    for slot_def in side_slots(state.settings.main_board):
        reason = slot_unavailable_reason(state, player, slot_def.id)
        clone_ok = (
            reason is not None
            and reason.code == "slot_occupied"
            and slot_unavailable_reason(state, player, slot_def.id, clone=True) is None
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
    return options


def available_slots(state: GameState, player: int) -> list[str]:
    """Ids of the slots ``player`` may take now (without the cloning tile)."""
    return [o.slot for o in slot_options(state, player) if o.available]


__all__ = ["SlotOption", "available_slots", "build_payments", "legal_sites", "slot_options"]


SOLO_CITIES_TO_WIN = 7
SOLO_POINTS_TO_WIN = 100


@dataclass(frozen=True)
class SoloResult:
    """Solo goal (German rulebook p. 22): ≥ 7 connected cities and ≥ 100 points."""

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
