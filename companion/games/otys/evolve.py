"""``evolve(state, event) -> state``: the only place the state of Otys changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core.model import Event
from companion.games.otys import events as ev
from companion.games.otys.data import (
    LEVELS,
    START_BATTERIES,
    START_CREDITS,
)
from companion.games.otys.state import (
    Diver,
    GameState,
    PlayerState,
    Resources,
    Token,
    Turn,
)


def _set_up(event: ev.GameSetUp) -> GameState:
    players = tuple(
        PlayerState(
            name=p.name,
            colour=p.colour,
            divers=tuple(Diver(kind=kind) for kind in p.divers),
            credits=START_CREDITS,
            batteries=START_BATTERIES,
            zones=(Resources(), *(Resources.of([colour]) for colour in p.resources)),
            tokens=(None,) * LEVELS,
        )
        for p in event.players
    )
    return GameState(
        board=event.board,
        spy_variant=event.spy_variant,
        players=players,
        sponsors=event.sponsors,
        display=event.display,
        emporium=event.emporium,
        public=event.public,
        turn=Turn(seat=0),
    )


def _player(state: GameState, seat: int, **update: Any) -> GameState:
    players = list(state.players)
    players[seat] = players[seat].model_copy(update=update)
    return state.model_copy(update={"players": tuple(players)})


def _turn(state: GameState, **update: Any) -> GameState:
    return state.model_copy(update={"turn": state.turn.model_copy(update=update)})


def _zone(state: GameState, seat: int, level: int, colour: Any, amount: int) -> GameState:
    zones = list(state.players[seat].zones)
    zones[level - 1] = zones[level - 1].add(colour, amount)
    return _player(state, seat, zones=tuple(zones))


def _key_chosen(state: GameState, event: ev.KeyChosen) -> GameState:
    if event.key == "n":
        held = state.players[event.seat].neutral_keys
        state = _player(state, event.seat, neutral_keys=held - 1)
    return _turn(state, key=event.key, level=event.level, phase=1)


def _rotated(state: GameState, event: ev.DisplayRotated) -> GameState:
    sponsors = state.sponsors
    return state.model_copy(update={"sponsors": (sponsors[-1], *sponsors[:-1])})


def _sponsor(state: GameState, event: ev.SponsorUsed) -> GameState:
    return _turn(
        state,
        sponsor_used=True,
        free_abilities=(event.tile, event.side) == (1, "advanced"),
        equip_pushed=(event.tile, event.side) == (4, "standard"),
    )


def _gained(state: GameState, event: ev.Gained) -> GameState:
    p = state.players[event.seat]
    sources = p.prestige_from
    if event.prestige:
        sources = {**sources, event.reason: sources.get(event.reason, 0) + event.prestige}
    return _player(
        state,
        event.seat,
        credits=p.credits + event.credits,
        batteries=p.batteries + event.batteries,
        prestige=p.prestige + event.prestige,
        prestige_from=sources,
        neutral_keys=p.neutral_keys + event.neutral_keys,
    )


def _moved(state: GameState, event: ev.DiverMoved) -> GameState:
    divers = list(state.players[event.seat].divers)
    divers.insert(event.to, divers.pop(event.slot))
    return _player(state, event.seat, divers=tuple(divers))


def _equipped(state: GameState, event: ev.DiverEquipped) -> GameState:
    divers = tuple(
        d.model_copy(update={"equipped": True}) if d.kind == event.diver else d
        for d in state.players[event.seat].divers
    )
    return _player(state, event.seat, divers=divers)


def _phase(state: GameState, event: ev.PhaseBegan) -> GameState:
    if event.phase == 2:
        return _turn(state, phase=2, diver=event.diver, actions=event.actions)
    return _turn(state, phase=event.phase, actions=0 if event.phase == 3 else state.turn.actions)


def _action(state: GameState, event: ev.ActionDone) -> GameState:
    return _turn(state, actions=state.turn.actions - 1, acted=state.turn.acted + 1)


def _found(state: GameState, event: ev.ResourceFound) -> GameState:
    return _zone(state, event.seat, event.level, event.colour, 1)


def _resource_moved(state: GameState, event: ev.ResourceMoved) -> GameState:
    move = event.move
    state = _zone(state, event.seat, move.source, move.colour, -1)
    return _zone(state, event.seat, move.target, move.colour, 1)


def _traded(state: GameState, event: ev.Traded) -> GameState:
    step = 1 if event.sold else -1
    state = _zone(state, event.seat, event.level, event.colour, -step)
    return state.model_copy(update={"emporium": state.emporium.add(event.colour, step)})


def _recovered(state: GameState, event: ev.KeyRecovered) -> GameState:
    track = list(state.players[event.seat].track)
    track.remove(event.key)
    return _player(state, event.seat, track=tuple(track))


def _improved(state: GameState, event: ev.Improved) -> GameState:
    p = state.players[event.seat]
    if event.technician == "hacker":
        return _player(state, event.seat, hacker=p.hacker + 1)
    return _player(state, event.seat, mechanic=p.mechanic + 1)


def _token_taken(state: GameState, event: ev.TokenTaken) -> GameState:
    display = [list(level) for level in state.display]
    display[event.level - 1][event.slot] = None
    discards: list[Token] = list(state.token_discards)
    if event.placed:
        tokens = list(state.players[event.seat].tokens)
        old = tokens[event.level - 1]
        if old is not None:
            discards.append(old)
        tokens[event.level - 1] = event.token
        state = _player(state, event.seat, tokens=tuple(tokens))
    else:
        discards.append(event.token)
    shown = tuple((level[0], level[1]) for level in display)
    return state.model_copy(update={"display": shown, "token_discards": tuple(discards)})


def _awaiting(state: GameState, event: ev.Awaiting) -> GameState:
    return state.model_copy(update={"pending": (*state.pending, event.pending)})


def _bag_refilled(state: GameState, event: ev.BagRefilled) -> GameState:
    return state.model_copy(update={"token_discards": ()})


def _contract_revealed(state: GameState, event: ev.ContractRevealed) -> GameState:
    head, rest = state.pending[0], state.pending[1:]
    state = state.model_copy(update={"pending": rest})
    if head.kind == "public" and head.slot is not None:
        public = list(state.public)
        public[head.slot] = event.contract
        return state.model_copy(update={"public": tuple(public)})
    seat = head.seat if head.seat is not None else state.turn.seat
    hand = state.players[seat].contracts
    return _player(state, seat, contracts=(*hand, event.contract))


def _token_revealed(state: GameState, event: ev.TokenRevealed) -> GameState:
    head, rest = state.pending[0], state.pending[1:]
    display = [list(level) for level in state.display]
    if head.level is not None and head.slot is not None:
        display[head.level - 1][head.slot] = event.token
    shown = tuple((level[0], level[1]) for level in display)
    return state.model_copy(update={"pending": rest, "display": shown})


def _fulfilled(state: GameState, event: ev.ContractFulfilled) -> GameState:
    zones = list(state.players[event.seat].zones)
    zones[event.level - 1] = zones[event.level - 1].minus(event.used)
    hand = tuple(c for c in state.players[event.seat].contracts if c.id != event.contract.id)
    state = _player(state, event.seat, zones=tuple(zones), contracts=hand)
    public = tuple(None if c is not None and c.id == event.contract.id else c for c in state.public)
    fulfilled = (*state.fulfilled, event.contract.id)
    return state.model_copy(update={"public": public, "fulfilled": fulfilled})


def _held(state: GameState, event: ev.Held) -> GameState:
    return _turn(state, held=True)


def _placed(state: GameState, event: ev.KeyPlaced) -> GameState:
    p = state.players[event.seat]
    state = _player(state, event.seat, track=(*p.track, event.key), turns=p.turns + 1)
    return _turn(state, key=None)


def _returned(state: GameState, event: ev.KeysReturned) -> GameState:
    return _player(state, event.seat, track=())


def _kept_down(state: GameState, event: ev.KeptDown) -> GameState:
    return state.model_copy(update={"pending": state.pending[1:]})


def _turn_began(state: GameState, event: ev.TurnBegan) -> GameState:
    return state.model_copy(update={"turn": Turn(seat=event.seat)})


def _triggered(state: GameState, event: ev.EndTriggered) -> GameState:
    return state.model_copy(update={"triggered_by": event.seat})


def _ended(state: GameState, event: ev.GameEnded) -> GameState:
    return state.model_copy(update={"phase": "finished"})


_FOLDS: dict[type[Event], Callable[[GameState, Any], GameState]] = {
    ev.KeyChosen: _key_chosen,
    ev.DisplayRotated: _rotated,
    ev.SponsorUsed: _sponsor,
    ev.Gained: _gained,
    ev.DiverMoved: _moved,
    ev.DiverEquipped: _equipped,
    ev.PhaseBegan: _phase,
    ev.ActionDone: _action,
    ev.ResourceFound: _found,
    ev.ResourceMoved: _resource_moved,
    ev.Traded: _traded,
    ev.KeyRecovered: _recovered,
    ev.Improved: _improved,
    ev.TokenTaken: _token_taken,
    ev.Awaiting: _awaiting,
    ev.BagRefilled: _bag_refilled,
    ev.ContractRevealed: _contract_revealed,
    ev.TokenRevealed: _token_revealed,
    ev.ContractFulfilled: _fulfilled,
    ev.Held: _held,
    ev.KeyPlaced: _placed,
    ev.KeysReturned: _returned,
    ev.KeptDown: _kept_down,
    ev.TurnBegan: _turn_began,
    ev.EndTriggered: _triggered,
    ev.GameEnded: _ended,
}


def evolve(state: GameState | None, event: Event) -> GameState:
    """The state after ``event``."""
    if isinstance(event, ev.GameSetUp):
        return _set_up(event)
    if state is None:
        raise ValueError("the game is not set up")
    return _FOLDS[type(event)](state, event)
