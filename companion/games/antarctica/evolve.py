"""The fold: ``evolve(state, event) -> state``, the only place the state changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core.model import Event
from companion.games.antarctica.board import removable_index
from companion.games.antarctica.events import (
    ActionTaken,
    BlueTriggered,
    BuildingBuilt,
    CardPlayed,
    CardRevealed,
    Discarded,
    EffectResolved,
    EffectsQueued,
    GameEnded,
    GameSetUp,
    IcebreakersDiscarded,
    Researched,
    ResourceCardTaken,
    ResourceCardUsed,
    ScientistPlaced,
    ScientistsGained,
    ShipLaunched,
    ShipMoved,
    ShipyardCardTaken,
    ShipyardReturned,
    SunMoved,
    TurnEnded,
    TurnStarted,
)
from companion.games.antarctica.setup import initial_state
from companion.games.antarctica.state import (
    AreaState,
    GameState,
    PlayerState,
    TrackState,
    Turn,
)


def _player(state: GameState, seat: int, **update: Any) -> GameState:
    players = list(state.players)
    players[seat] = players[seat].model_copy(update=update)
    return state.model_copy(update={"players": tuple(players)})


def _area(state: GameState, index: int, **update: Any) -> GameState:
    areas = list(state.areas)
    areas[index] = areas[index].model_copy(update=update)
    return state.model_copy(update={"areas": tuple(areas)})


def _track(state: GameState, track_id: str, **update: Any) -> GameState:
    tracks = tuple(t.model_copy(update=update) if t.id == track_id else t for t in state.tracks)
    return state.model_copy(update={"tracks": tracks})


def _turn(state: GameState, **update: Any) -> GameState:
    assert state.turn is not None
    return state.model_copy(update={"turn": state.turn.model_copy(update=update)})


def _remove_ship(state: GameState, area: int, index: int) -> GameState:
    """Take the ship at ``index`` out of ``area``'s queue (the others close up),
    keeping the turn's marks of the sun's area right."""
    ships = state.areas[area].ships
    state = _area(state, area, ships=ships[:index] + ships[index + 1 :])
    turn = state.turn
    if turn is None or turn.area != area:
        return state
    update: dict[str, Any] = {}
    follower = 0 if turn.moved else 1
    if not turn.second and index == follower:
        update["second_here"] = False
    if turn.fresh is not None:
        update["fresh"] = (
            None if index == turn.fresh else turn.fresh - (1 if index < turn.fresh else 0)
        )
    return _turn(state, **update) if update else state


def _add_ship(state: GameState, area: int, seat: int) -> GameState:
    return _area(state, area, ships=(*state.areas[area].ships, seat))


def _set_up(state: GameState | None, event: GameSetUp) -> GameState:
    return initial_state(event)


def _sun_moved(state: GameState, event: SunMoved) -> GameState:
    return state.model_copy(update={"sun": event.area})


def _turn_started(state: GameState, event: TurnStarted) -> GameState:
    turn = Turn(
        seat=event.seat,
        area=event.area,
        second=event.second,
        card_before=event.card_before,
        second_here=event.second_here,
    )
    return state.model_copy(update={"turn": turn})


def _ship_moved(state: GameState, event: ShipMoved) -> GameState:
    if event.by_effect:
        index = removable_index(state, event.from_area, event.seat)
        assert index is not None
    else:
        index = 0
    state = _remove_ship(state, event.from_area, index)
    state = _add_ship(state, event.to_area, event.seat)
    return state if event.by_effect else _turn(state, target=event.to_area)


def _action_taken(state: GameState, event: ActionTaken) -> GameState:
    return _turn(state, action=event.action)


def _building_built(state: GameState, event: BuildingBuilt) -> GameState:
    player = state.players[event.seat]
    state = _player(
        state,
        event.seat,
        personal=player.personal - event.scientists,
        buildings=(*player.buildings, event.card),
    )
    area = state.areas[event.area]
    scientists = list(area.scientists)
    scientists[event.seat] += event.scientists
    state = _area(
        state,
        event.area,
        buildings=(*area.buildings, event.building),
        scientists=tuple(scientists),
    )
    supply = dict(state.supply)
    supply[event.building] -= 1
    decks = tuple(
        d.model_copy(update={"face_up": None}) if d.deck == event.deck else d for d in state.decks
    )
    return state.model_copy(update={"supply": supply, "decks": decks})


def _resource_card_used(state: GameState, event: ResourceCardUsed) -> GameState:
    player = state.players[event.seat]
    cards = list(player.resource_cards)
    cards.remove(event.card)
    used = player.basic_card_used or event.card.kind == "basic"
    state = _player(state, event.seat, resource_cards=tuple(cards), basic_card_used=used)
    return _turn(state, card_played=True)


def _card_revealed(state: GameState, event: CardRevealed) -> GameState:
    decks = tuple(
        d.model_copy(
            update={"face_up": event.card, "hidden": tuple(c for c in d.hidden if c != event.card)}
        )
        if d.deck == event.deck
        else d
        for d in state.decks
    )
    return state.model_copy(update={"decks": decks})


def _ship_launched(state: GameState, event: ShipLaunched) -> GameState:
    player = state.players[event.seat]
    state = _player(state, event.seat, ships=player.ships - 1)
    state = _add_ship(state, event.area, event.seat)
    if event.built:
        state = _turn(state, fresh=len(state.areas[event.area].ships) - 1)
    return state


def _shipyard_returned(state: GameState, event: ShipyardReturned) -> GameState:
    return state.model_copy(update={"shipyard": dict.fromkeys(state.shipyard, 0)})


def _scientists_gained(state: GameState, event: ScientistsGained) -> GameState:
    player = state.players[event.seat]
    return _player(
        state,
        event.seat,
        common=player.common - event.count,
        personal=player.personal + event.count,
    )


def _scientist_placed(state: GameState, event: ScientistPlaced) -> GameState:
    player = state.players[event.seat]
    state = _player(state, event.seat, personal=player.personal - 1)
    scientists = list(state.areas[event.area].scientists)
    scientists[event.seat] += 1
    return _area(state, event.area, scientists=tuple(scientists))


def _researched(state: GameState, event: Researched) -> GameState:
    track: TrackState = state.track(event.track)
    spaces = list(track.spaces)
    spaces[event.seat] = event.end
    update: dict[str, Any] = {"spaces": tuple(spaces)}
    if event.arrived:
        update["arrived"] = (*track.arrived, event.seat)
    state = _track(state, event.track, **update)
    if event.entered:
        state = _player(state, event.seat, cubes=state.players[event.seat].cubes - 1)
    return state


def _blue_triggered(state: GameState, event: BlueTriggered) -> GameState:
    track = state.track(event.track)
    return _track(state, event.track, blue_done=(*track.blue_done, event.space))


def _effects_queued(state: GameState, event: EffectsQueued) -> GameState:
    groups = max((item.group for item in event.items), default=-1) + 1
    return state.model_copy(
        update={
            "pending": (*event.items, *state.pending),
            "groups": max(state.groups, groups),
        }
    )


def _effect_resolved(state: GameState, event: EffectResolved) -> GameState:
    head, rest = state.pending[0], state.pending[1:]
    if event.track is not None:
        rest = tuple(
            item.model_copy(update={"taken": (*item.taken, event.track)})
            if item.group == head.group
            else item
            for item in rest
        )
    return state.model_copy(update={"pending": rest})


def _shipyard_card_taken(state: GameState, event: ShipyardCardTaken) -> GameState:
    pile = dict(state.shipyard)
    pile[event.kind] -= 1
    player = state.players[event.seat]
    state = _player(state, event.seat, shipyard_cards=(*player.shipyard_cards, event.kind))
    return state.model_copy(update={"shipyard": pile})


def _resource_card_taken(state: GameState, event: ResourceCardTaken) -> GameState:
    player = state.players[event.seat]
    update: dict[str, Any] = {"resource_cards": (*player.resource_cards, event.card)}
    if event.card.kind == "expertise":
        state = state.model_copy(update={"expertise_left": state.expertise_left - 1})
    elif state.basic_card_rule == "if_used":
        update["basic_card_used"] = False
    return _player(state, event.seat, **update)


def _card_played(state: GameState, event: CardPlayed) -> GameState:
    player: PlayerState = state.players[event.seat]
    cards = list(player.shipyard_cards)
    cards.remove(event.kind)
    state = _player(state, event.seat, shipyard_cards=tuple(cards))
    if event.kind == "icebreaker" and event.area is not None:
        area: AreaState = state.areas[event.area]
        state = _area(state, event.area, icebreakers=(*area.icebreakers, event.seat))
    return _turn(state, card_played=True)


def _discarded(state: GameState, event: Discarded) -> GameState:
    player = state.players[event.seat]
    if event.what == "cube":
        state = _player(
            state, event.seat, cubes=player.cubes - 1, discarded_cubes=player.discarded_cubes + 1
        )
    else:
        ships = player.ships - (1 if event.what == "ship" else 0)
        state = _player(state, event.seat, ships=ships, discarded_ships=player.discarded_ships + 1)
        if event.area is not None:
            index = removable_index(state, event.area, event.seat)
            assert index is not None
            state = _remove_ship(state, event.area, index)
    return _turn(state, discarded=True)


def _turn_ended(state: GameState, event: TurnEnded) -> GameState:
    return state.model_copy(update={"turn": None})


def _icebreakers_discarded(state: GameState, event: IcebreakersDiscarded) -> GameState:
    return _area(state, event.area, icebreakers=())


def _game_ended(state: GameState, event: GameEnded) -> GameState:
    return state.model_copy(update={"phase": "finished", "turn": None, "ended_by": event.reasons})


_FOLDS: dict[type[Event], Callable[[Any, Any], GameState]] = {
    GameSetUp: _set_up,
    SunMoved: _sun_moved,
    TurnStarted: _turn_started,
    ShipMoved: _ship_moved,
    ActionTaken: _action_taken,
    BuildingBuilt: _building_built,
    ResourceCardUsed: _resource_card_used,
    CardRevealed: _card_revealed,
    ShipLaunched: _ship_launched,
    ShipyardReturned: _shipyard_returned,
    ScientistsGained: _scientists_gained,
    ScientistPlaced: _scientist_placed,
    Researched: _researched,
    BlueTriggered: _blue_triggered,
    EffectsQueued: _effects_queued,
    EffectResolved: _effect_resolved,
    ShipyardCardTaken: _shipyard_card_taken,
    ResourceCardTaken: _resource_card_taken,
    CardPlayed: _card_played,
    Discarded: _discarded,
    TurnEnded: _turn_ended,
    IcebreakersDiscarded: _icebreakers_discarded,
    GameEnded: _game_ended,
}


def evolve(state: GameState | None, event: Event) -> GameState:
    """The state after ``event``."""
    return _FOLDS[type(event)](state, event)
