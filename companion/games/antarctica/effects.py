"""The research-track symbols' effects ("AZIONI TRACCIATI RICERCA") and the
shipyard picks, resolved one at a time from the head of the queue."""

from __future__ import annotations

from companion.games.antarctica.board import counter_clockwise, has_room, removable_index
from companion.games.antarctica.commands import (
    ChooseTrack,
    MoveShipEffect,
    PassEffect,
    TakeResourceCard,
    TakeShipyardCard,
)
from companion.games.antarctica.events import (
    EffectResolved,
    EffectsQueued,
    ResourceCardTaken,
    ScientistsGained,
    ShipLaunched,
    ShipMoved,
    ShipyardCardTaken,
    ShipyardReturned,
)
from companion.games.antarctica.research import advance, check_track
from companion.games.antarctica.run import Run, refuse
from companion.games.antarctica.state import GameState, Pending, ResourceCard

OPTIONAL = frozenset({"move_ship", "advance_three"})
"""Effects a player may decline ("puoi muovere", "possono effettuare")."""


def shipyard_picks(run: Run, seats: tuple[int, ...]) -> None:
    """Each of ``seats``, in order, takes a shipyard card of their choice; when the
    pile has fewer cards than that, nobody does and the rest go back to the box
    ("COSTRUIRE UNA NAVE", Nota)."""
    if not seats:
        return
    pile = sum(run.state.shipyard.values())
    if pile < len(seats):
        run.emit(ShipyardReturned(cards=pile, wanted=len(seats), automatic=True))
        return
    group = run.state.groups
    items = tuple(Pending(seat=seat, effect="shipyard_pick", group=group) for seat in seats)
    run.emit(EffectsQueued(items=items, automatic=True))


def others_from_right(state: GameState, seat: int) -> tuple[int, ...]:
    """Every other player, starting from the one on ``seat``'s right."""
    return counter_clockwise(seat, state.player_count)[1:]


def ship_sources(state: GameState, seat: int) -> tuple[int, ...]:
    """The areas ``seat`` can move a ship from with "move a ship" (not the one built
    this turn; some other area must have room)."""
    return tuple(
        area
        for area in range(len(state.areas))
        if removable_index(state, area, seat) is not None
        and any(has_room(a) for i, a in enumerate(state.areas) if i != area)
    )


def basic_card_due(state: GameState, seat: int) -> bool:
    """Whether the "basic resource card" symbol gives ``seat`` a card (see
    :data:`~.state.BasicCardRule`)."""
    used = state.players[seat].basic_card_used
    return used if state.basic_card_rule == "if_used" else not used


def _auto(run: Run, head: Pending) -> bool:
    """Resolve ``head`` by itself when it needs no choice; False when it does."""
    state = run.state
    seat, effect = head.seat, head.effect
    player = state.players[seat]
    done = EffectResolved(seat=seat, effect=effect, automatic=True)
    nothing = EffectResolved(seat=seat, effect=effect, passed=True, automatic=True)
    if effect == "scientist":
        gained = min(1, player.common)
        run.emit(done if gained else nothing)
        if gained:
            run.emit(
                ScientistsGained(seat=seat, count=1, wanted=1, reason="effect", automatic=True)
            )
    elif effect == "ship_to_sun":
        possible = player.ships > 0 and has_room(state.areas[state.sun])
        run.emit(done if possible else nothing)
        if possible:
            run.emit(ShipLaunched(seat=seat, area=state.sun, automatic=True))
            shipyard_picks(run, others_from_right(state, seat))
    elif effect == "shipyard_draft":
        run.emit(done)
        shipyard_picks(run, counter_clockwise(seat, state.player_count))
    elif (effect == "expertise_card" and state.expertise_left == 0) or (
        effect == "basic_resource_card" and not basic_card_due(state, seat)
    ):
        run.emit(nothing)
    elif effect == "basic_resource_card" and state.basic_card_rule == "if_used":
        run.emit(done)
        card = ResourceCard(kind="basic", building=player.basic_building)
        run.emit(ResourceCardTaken(seat=seat, card=card, automatic=True))
    elif (effect == "move_ship" and not ship_sources(state, seat)) or (
        effect == "shipyard_pick" and not any(state.shipyard.values())
    ):
        run.emit(nothing)
    else:
        return False
    return True


def drain(run: Run) -> None:
    """Resolve, from the head of the queue, every effect that needs no choice."""
    while run.state.pending and _auto(run, run.state.pending[0]):
        pass


def _head(state: GameState, player: int, *effects: str) -> Pending:
    if not state.pending:
        raise refuse("effect.none", "No effect is waiting to be resolved.")
    head = state.pending[0]
    if head.seat != player:
        raise refuse(
            "effect.not_yours",
            f"{state.players[head.seat].name} resolves the next effect first.",
            player=state.players[head.seat].name,
        )
    if head.effect not in effects:
        raise refuse(
            "effect.other",
            "That does not resolve the effect waiting now.",
            effect=head.effect,
        )
    return head


def check_choose_track(state: GameState, command: ChooseTrack) -> None:
    """ "Advance three": an open track no one else took in this trigger."""
    head = _head(state, command.player, "advance_three")
    check_track(state, command.track)
    if command.track in head.taken:
        raise refuse(
            "effect.track_taken",
            "Another player chose that track for this advance: each takes a different one.",
            track=command.track,
        )


def choose_track(run: Run, command: ChooseTrack) -> None:
    run.emit(EffectResolved(seat=command.player, effect="advance_three", track=command.track))
    advance(run, command.player, command.track, 3)


def check_pass(state: GameState, command: PassEffect) -> None:
    """Only "move a ship" and "advance three" may be declined."""
    _head(state, command.player, *OPTIONAL)


def pass_effect(run: Run, command: PassEffect) -> None:
    head = run.state.pending[0]
    run.emit(EffectResolved(seat=command.player, effect=head.effect, passed=True))


def check_move_ship_effect(state: GameState, command: MoveShipEffect) -> None:
    """ "Move a ship": one of yours (not one just built) to another area with room."""
    _head(state, command.player, "move_ship")
    if removable_index(state, command.from_area, command.player) is None:
        raise refuse(
            "effect.no_ship_there",
            "You have no ship there that can move (a ship built this turn cannot).",
            area=command.from_area,
        )
    if command.to_area == command.from_area:
        raise refuse("move.same_area", "Move the ship to a different area.", area=command.to_area)
    if not has_room(state.areas[command.to_area]):
        raise refuse("move.full", "That area has no free ship space.", area=command.to_area)


def move_ship_effect(run: Run, command: MoveShipEffect) -> None:
    run.emit(EffectResolved(seat=command.player, effect="move_ship"))
    run.emit(
        ShipMoved(
            seat=command.player,
            from_area=command.from_area,
            to_area=command.to_area,
            by_effect=True,
        )
    )


def check_take_shipyard_card(state: GameState, command: TakeShipyardCard) -> None:
    """A shipyard card of a kind left in the pile."""
    _head(state, command.player, "shipyard_pick")
    if state.shipyard.get(command.kind, 0) == 0:
        raise refuse(
            "effect.no_such_card", "No shipyard card of that kind is left.", kind=command.kind
        )


def take_shipyard_card(run: Run, command: TakeShipyardCard) -> None:
    run.emit(EffectResolved(seat=command.player, effect="shipyard_pick"))
    run.emit(ShipyardCardTaken(seat=command.player, kind=command.kind))


def check_take_resource_card(state: GameState, command: TakeResourceCard) -> None:
    """The drawn expertise card, or a basic card from the box (the other reading)."""
    _head(state, command.player, "expertise_card", "basic_resource_card")


def take_resource_card(run: Run, command: TakeResourceCard) -> None:
    head = run.state.pending[0]
    kind = "expertise" if head.effect == "expertise_card" else "basic"
    run.emit(EffectResolved(seat=command.player, effect=head.effect))
    card = ResourceCard(kind=kind, building=command.building)
    run.emit(ResourceCardTaken(seat=command.player, card=card))
