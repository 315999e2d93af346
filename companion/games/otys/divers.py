"""Divers' actions in phase 2 (pp. 10–11), unequipped and equipped, and the spy's copy
of a neighbour's diver (which acts on the spy's board and is paid as its own)."""

from __future__ import annotations

from dataclasses import dataclass

from companion.games.otys import keys, rewards
from companion.games.otys.commands import (
    Act,
    Buy,
    Copied,
    Copy,
    Draw,
    Explore,
    Find,
    Improve,
    Sell,
)
from companion.games.otys.data import EXPERT_COLOUR, IMPROVEMENTS, DiverKind
from companion.games.otys.events import (
    ActionDone,
    Awaiting,
    Gained,
    PhaseBegan,
    Reason,
    ResourceFound,
    Traded,
)
from companion.games.otys.events import Improved as ImprovedEvent
from companion.games.otys.rules import ability_cost, price, sale, used_own_keys
from companion.games.otys.run import Run, refuse
from companion.games.otys.state import GameState, Pending

ACTIONS: dict[str, tuple[type, ...]] = {
    "metal_expert": (Find,),
    "plant_expert": (Find,),
    "fuel_expert": (Find,),
    "tech_expert": (Find,),
    "trader": (Sell, Buy),
    "spy": (Draw, Copy),
    "engineer": (Improve,),
    "explorer": (Explore,),
}
"""What each diver may do."""


_REASONS: dict[str, Reason] = {
    "spy": "spy",
    "engineer": "engineer",
    "explorer": "explorer",
    "trader": "trader",
}


@dataclass(frozen=True)
class Actor:
    """The diver that acts: its kind and side, and whether its credits are waived
    (sponsor 1 advanced, for the player's own diver only)."""

    kind: DiverKind
    equipped: bool
    free: bool


def _own(state: GameState, seat: int) -> Actor:
    turn = state.turn
    assert turn.diver is not None
    diver = state.players[seat].divers[state.players[seat].slot_of(turn.diver)]
    return Actor(diver.kind, diver.equipped, turn.free_abilities)


def neighbours(state: GameState, seat: int) -> tuple[int, ...]:
    """The players right and left of ``seat`` (one with 2 players)."""
    count = len(state.players)
    return tuple(sorted({(seat + 1) % count, (seat - 1) % count}))


def copied_actor(state: GameState, seat: int, neighbour: int) -> Actor:
    """The neighbour's diver at the spy's depth (its own side, its own costs)."""
    assert state.turn.level is not None
    diver = state.players[neighbour].diver_at(state.turn.level)
    return Actor(diver.kind, diver.equipped, False)


def _need_credits(state: GameState, seat: int, amount: int) -> None:
    if state.players[seat].credits < amount:
        raise refuse("credits.short", "Not enough credits.", need=amount)


def check_ability(state: GameState, seat: int, actor: Actor, action: Copied | Copy) -> None:
    """``action`` is ``actor``'s and possible now."""
    if not isinstance(action, ACTIONS[actor.kind]):
        raise refuse("diver.action", "This diver cannot do that.", diver=actor.kind)
    level = state.turn.level
    assert level is not None
    player = state.players[seat]
    cost = ability_cost(actor.kind, actor.equipped, actor.free)
    match action:
        case Find():
            if not action.take and not (action.bonus and actor.equipped):
                raise refuse("diver.nothing", "The expert would do nothing.")
            if action.take and player.free(level) < 1:
                raise refuse("zone.full", "That dig zone has no free space.", level=level)
            bonus = action.bonus and actor.equipped
            if actor.kind == "tech_expert" and bonus and used_own_keys(player):
                keys.check_recover(state, seat, action.key)
            elif action.key is not None:
                raise refuse("key.which", "Only the equipped technology expert takes a key back.")
            if actor.kind == "metal_expert" and bonus and state.neutral_supply() < 1:
                raise refuse("keys.none", "No neutral X-key is left in the pile.")
        case Sell():
            if player.zone(level).get(action.colour) < 1:
                raise refuse("zone.missing", "That dig zone holds no such resource.")
            sold = sale(state, action.colour, actor.equipped)
            if sold is None:
                raise refuse("emporium.full", "That emporium column is full.", colour=action.colour)
            if action.reward == "prestige" and sold[2] == 0:
                raise refuse("emporium.no_prestige", "Only the top row gives prestige.")
        case Buy():
            bought = price(state, action.colour, actor.equipped)
            if bought is None:
                raise refuse("emporium.empty", "The emporium has none.", colour=action.colour)
            if player.free(level) < 1:
                raise refuse("zone.full", "That dig zone has no free space.", level=level)
            _need_credits(state, seat, 0 if actor.free else bought[1])
        case Draw():
            _need_credits(state, seat, cost)
            if state.deck() < 1:
                raise refuse("contracts.empty", "The contract deck is empty.")
        case Improve():
            _need_credits(state, seat, cost)
            done = player.hacker if action.technician == "hacker" else player.mechanic
            if done >= IMPROVEMENTS:
                raise refuse("technician.top", "That technician is improved three times already.")
        case Explore():
            _need_credits(state, seat, cost)
            token = rewards.check_take(state, level, action.token)
            rewards.check_use(state, seat, token, level, action.use)
        case Copy():
            if action.seat not in neighbours(state, seat) or action.seat == seat:
                raise refuse("spy.neighbour", "The spy copies a neighbour's diver.")
            _need_credits(state, seat, cost)
            target = copied_actor(state, seat, action.seat)
            if target.kind == "spy" and not isinstance(action.action, Draw):
                raise refuse("spy.chain", "A copied spy only draws contracts.")
            after = state.model_copy(
                update={
                    "players": tuple(
                        p.model_copy(update={"credits": p.credits - cost}) if i == seat else p
                        for i, p in enumerate(state.players)
                    )
                }
            )
            check_ability(after, seat, target, action.action)


def check_act(state: GameState, command: Act) -> None:
    """Phase 2, while the pushed diver has an action left."""
    if state.turn.phase != 2 or state.turn.actions < 1:
        raise refuse("diver.phase", "The diver acts in phase 2.")
    check_ability(state, command.player, _own(state, command.player), command.action)


def _ability(run: Run, seat: int, actor: Actor, action: Copied | Copy) -> None:
    level = run.state.turn.level
    assert level is not None
    cost = ability_cost(actor.kind, actor.equipped, actor.free)
    if cost and not (isinstance(action, Copy) and run.state.spy_variant):
        run.emit(Gained(seat=seat, reason=_REASONS[actor.kind], credits=-cost))
    match action:
        case Find():
            _find(run, seat, actor, action, level)
        case Sell():
            sold = sale(run.state, action.colour, actor.equipped)
            assert sold is not None
            row, credits, prestige = sold
            run.emit(Traded(seat=seat, level=level, colour=action.colour, sold=True, row=row))
            gain = {"credits": credits} if action.reward == "credits" else {"prestige": prestige}
            run.emit(Gained(seat=seat, reason="trader", **gain))
        case Buy():
            bought = price(run.state, action.colour, actor.equipped)
            assert bought is not None
            row, paid = bought
            run.emit(Traded(seat=seat, level=level, colour=action.colour, sold=False, row=row))
            if paid and not actor.free:
                run.emit(Gained(seat=seat, reason="trader", credits=-paid))
        case Draw():
            rewards.draw_contract(run, seat)
        case Improve():
            run.emit(ImprovedEvent(seat=seat, technician=action.technician))
        case Explore():
            rewards.take(run, seat, level, action.token, action.use, placed=True)
        case Copy():
            _copy(run, seat, actor, action, level, cost)


def _find(run: Run, seat: int, actor: Actor, action: Find, level: int) -> None:
    if action.take:
        colour = EXPERT_COLOUR[actor.kind]
        run.emit(ResourceFound(seat=seat, level=level, colour=colour))
    if not (action.bonus and actor.equipped):
        return
    match actor.kind:
        case "metal_expert":
            run.emit(Gained(seat=seat, reason="expert", neutral_keys=1))
        case "plant_expert":
            run.emit(Gained(seat=seat, reason="expert", credits=1))
        case "fuel_expert":
            run.emit(Gained(seat=seat, reason="expert", batteries=1))
        case _:
            if action.key is not None:
                keys.recover(run, seat, action.key)


def _copy(run: Run, seat: int, actor: Actor, action: Copy, level: int, cost: int) -> None:
    target = copied_actor(run.state, seat, action.seat)
    if run.state.spy_variant and cost:
        run.emit(
            Gained(seat=seat, reason="copied", credits=-cost),
            Gained(seat=action.seat, reason="copied", credits=cost),
        )
    _ability(run, seat, target, action.action)
    if run.state.spy_variant:
        pending = Pending(kind="hold", seat=action.seat, level=level)
        run.emit(Awaiting(pending=pending, automatic=True))


def act(run: Run, command: Act) -> None:
    """The action; phase 3 begins when the diver has no action left."""
    seat = command.player
    actor = _own(run.state, seat)
    copied = None
    if isinstance(command.action, Copy):
        copied = copied_actor(run.state, seat, command.action.seat).kind
    _ability(run, seat, actor, command.action)
    run.emit(ActionDone(seat=seat, diver=actor.kind, copied=copied))
    if run.state.turn.actions == 0:
        run.emit(PhaseBegan(seat=seat, phase=3, automatic=True))
