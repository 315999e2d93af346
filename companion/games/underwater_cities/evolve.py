"""``evolve``: the pure fold of one event into the state (the only place state changes)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core.model import Event
from companion.games.underwater_cities import events as ev
from companion.games.underwater_cities.federation import move, reset
from companion.games.underwater_cities.frames import Step, consume
from companion.games.underwater_cities.model import BuiltItem, Resources
from companion.games.underwater_cities.rounds import PRODUCTION_ROUNDS, ROUNDS, hand_limit_bonus
from companion.games.underwater_cities.state import GameState, PlayerState, Turn


def evolve(state: GameState, event: Event) -> GameState:
    """The state after ``event``."""
    if isinstance(event, ev.GameSetUp):
        return event.state
    return _FOLDS[type(event)](state, event)


def _player(state: GameState, index: int, **changes: Any) -> GameState:
    players = list(state.players)
    players[index] = players[index].model_copy(update=changes)
    return state.model_copy(update={"players": tuple(players)})


def _turn(state: GameState, **changes: Any) -> GameState:
    assert state.turn is not None
    return state.model_copy(update={"turn": state.turn.model_copy(update=changes)})


def _step(state: GameState, step: Step) -> GameState:
    """Use up part of the effect on top of the stack."""
    assert state.turn is not None and state.turn.stack
    stack = state.turn.stack
    frame = consume(stack[-1], step)
    assert frame is not None, "a validated step always fits its effect"
    return _turn(state, stack=(*stack[:-1], frame))


def _pay(player: PlayerState, delta: Resources, points: int = 0, hand: int = 0) -> dict[str, Any]:
    return {
        "resources": player.resources + delta,
        "points": max(0, player.points + points),
        "hand": player.hand + hand,
    }


def _turn_started(state: GameState, e: ev.TurnStarted) -> GameState:
    # the event's numbers are valid: no validator built for the first frame's preview
    return state.model_copy(
        update={
            "turn": Turn.model_construct(player=e.player, number=e.number),
            "turn_index": e.turn_index,
        }
    )


def _cards_discarded(state: GameState, e: ev.CardsDiscarded) -> GameState:
    return _player(state, e.player, hand=state.players[e.player].hand - e.count)


def _tile_placed(state: GameState, e: ev.TilePlaced) -> GameState:
    occupied = dict(state.occupied)
    if e.slot != "always":
        occupied[e.slot] = (*occupied.get(e.slot, ()), e.player)
    state = state.model_copy(
        update={
            "occupied": occupied,
            "cloning_used": state.cloning_used or e.clone,
        }
    )
    played = 1 if e.card is not None else 0
    state = _player(state, e.player, hand=state.players[e.player].hand - played)
    return _turn(state, slot=e.slot, card=e.card, matched=e.matched)


def _effect_opened(state: GameState, e: ev.EffectOpened) -> GameState:
    assert state.turn is not None
    return _turn(state, stack=(*state.turn.stack, e.frame), pending_action_discard=False)


def _effect_closed(state: GameState, e: ev.EffectClosed) -> GameState:
    assert state.turn is not None
    changes: dict[str, Any] = {"stack": state.turn.stack[:-1]}
    if e.source == "slot":
        changes["slot_done"] = True
    return _turn(state, **changes)


def _played_card_done(state: GameState, e: ev.PlayedCardDone) -> GameState:
    player = state.players[e.player]
    changes: dict[str, Any] = {}
    if e.paid_special:
        changes["paid_specials"] = player.paid_specials + 1
    if e.to == "tableau" and e.card is not None:
        changes["tableau"] = (*player.tableau, e.card)
        changes["hand_limit_bonus"] = player.hand_limit_bonus + hand_limit_bonus(e.card)
    if e.to == "action_cards" and e.action_card is not None:
        changes["action_cards"] = (*player.action_cards, e.action_card)
    state = _player(state, e.player, **changes)
    over_limit = len(state.players[e.player].action_cards) > 4
    return _turn(state, card_done=True, pending_action_discard=over_limit)


def _built(state: GameState, e: ev.Built) -> GameState:
    player = state.players[e.player]
    state = _player(
        state,
        e.player,
        built={**player.built, e.site: BuiltItem(kind=e.kind, upgraded=e.upgraded)},
        **_pay(player, -e.payment),
    )
    supply = state.supply
    if e.kind == "tunnel":
        supply = supply.model_copy(update={"tunnels": supply.tunnels - 1})
    elif e.kind == "city":
        supply = supply.model_copy(update={"white_domes": supply.white_domes - 1})
    elif e.kind == "symbiotic_city" and supply.symbiotic_domes is not None:
        supply = supply.model_copy(update={"symbiotic_domes": supply.symbiotic_domes - 1})
    state = state.model_copy(update={"supply": supply})
    if e.step:
        state = _step(state, Step("build", build_kind=e.kind, upgrade=e.upgraded))
    return state


def _upgraded(state: GameState, e: ev.Upgraded) -> GameState:
    player = state.players[e.player]
    item = player.built[e.site].model_copy(update={"upgraded": True})
    state = _player(
        state, e.player, built={**player.built, e.site: item}, **_pay(player, -e.payment)
    )
    return _step(state, Step("upgrade")) if e.step else state


def _gained(state: GameState, e: ev.Gained) -> GameState:
    player = state.players[e.player]
    state = _player(state, e.player, **_pay(player, e.resources, e.points, e.cards))
    if e.step:
        state = _step(state, Step("gain", resources=e.resources, cards=e.cards, points=e.points))
    return state


def _advanced(state: GameState, e: ev.Advanced) -> GameState:
    state = state.model_copy(update={"federation": move(state.federation, e.player, e.to)})
    state = _player(state, e.player, advanced_this_round=True)
    return _step(state, Step("advance", steps=e.steps)) if e.step else state


def _action_card_used(state: GameState, e: ev.ActionCardUsed) -> GameState:
    player = state.players[e.player]
    cards = tuple(
        c.model_copy(update={"used": True}) if c.id == e.card else c for c in player.action_cards
    )
    state = _player(state, e.player, action_cards=cards)
    return _step(state, Step("action_card")) if e.step else state


def _action_card_discarded(state: GameState, e: ev.ActionCardDiscarded) -> GameState:
    player = state.players[e.player]
    state = _player(
        state,
        e.player,
        action_cards=tuple(c for c in player.action_cards if c.id != e.card),
        paid_specials=player.paid_specials - (1 if e.paid_special else 0),
    )
    return _turn(state, pending_action_discard=False)


def _special_taken(state: GameState, e: ev.SpecialTaken) -> GameState:
    face_up = tuple(c for c in state.special_face_up if c != e.face_up)
    names = state.special_names
    if e.face_up is not None and e.name is not None:
        names = {**names, e.face_up: e.name}
    state = state.model_copy(update={"special_face_up": face_up, "special_names": names})
    state = _player(state, e.player, hand=state.players[e.player].hand + 1)
    return _step(state, Step("special")) if e.step else state


def _metropolis_connected(state: GameState, e: ev.MetropolisConnected) -> GameState:
    assert state.turn is not None
    return _turn(state, metropolis_offers=(*state.turn.metropolis_offers, e.site))


def _metropolis_used(state: GameState, e: ev.MetropolisUsed) -> GameState:
    assert state.turn is not None
    offers = tuple(site for site in state.turn.metropolis_offers if site != e.site)
    return _turn(state, metropolis_offers=offers)


def _turn_ended(state: GameState, e: ev.TurnEnded) -> GameState:
    return state.model_copy(update={"turn": None})


def _round_ended(state: GameState, e: ev.RoundEnded) -> GameState:
    players = tuple(p.model_copy(update={"advanced_this_round": False}) for p in state.players)
    changes: dict[str, Any] = {
        "players": players,
        "occupied": {},
        "cloning_used": False,
        "play_order": e.play_order,
        "federation": reset(state.federation),
        "points_by_round": (*state.points_by_round, tuple(p.points for p in state.players)),
        "blocked": e.blocked,
        "solo_extra_blocker": "?" if e.solo_reveal_needed else None,
        "turn": None,
        "turn_index": 0,
    }
    if e.round == ROUNDS:
        changes["final_play_order"] = e.play_order
    if e.round not in PRODUCTION_ROUNDS:
        changes["round"] = e.round + 1
    return state.model_copy(update=changes)


def _phase_changed(state: GameState, e: ev.PhaseChanged) -> GameState:
    return state.model_copy(update={"phase": e.phase, "round": e.round, "era": e.era})


def _solo_blocker(state: GameState, e: ev.SoloBlockerPlaced) -> GameState:
    return state.model_copy(update={"solo_extra_blocker": e.slot})


def _produced(state: GameState, e: ev.Produced) -> GameState:
    player = state.players[e.player]
    return _player(state, e.player, **_pay(player, e.resources, e.points))


def _fed(state: GameState, e: ev.Fed) -> GameState:
    player = state.players[e.player]
    delta = Resources(kelp=-e.kelp, biomatter=-e.biomatter)
    return _player(state, e.player, **_pay(player, delta, -e.points_lost))


def _refreshed(state: GameState, e: ev.ActionCardsRefreshed) -> GameState:
    players = tuple(
        p.model_copy(
            update={
                "action_cards": tuple(c.model_copy(update={"used": False}) for c in p.action_cards)
            }
        )
        for p in state.players
    )
    return state.model_copy(update={"players": players})


def _adjusted(state: GameState, e: ev.Adjusted) -> GameState:
    player = state.players[e.player]
    changes = _pay(player, e.resources, e.points, e.hand)
    if e.site is not None:
        built = dict(player.built)
        if e.built is None:
            built.pop(e.site, None)
        else:
            built[e.site] = BuiltItem(kind=e.built, upgraded=e.upgraded)
        changes["built"] = built
    return _player(state, e.player, **changes)


def _slot_colour(state: GameState, e: ev.SlotColourSet) -> GameState:
    settings = state.settings
    colours = {**settings.slot_colours, e.slot: e.colour}
    return state.model_copy(
        update={"settings": settings.model_copy(update={"slot_colours": colours})}
    )


def _scoring_settled(state: GameState, e: ev.ScoringSettled) -> GameState:
    settled = {seat: dict(lines) for seat, lines in state.scoring_settled.items()}
    for seat, lines in e.settled.items():
        settled.setdefault(seat, {}).update(lines)
    return state.model_copy(update={"scoring_settled": settled})


_FOLDS: dict[type[Event], Callable[[GameState, Any], GameState]] = {
    ev.TurnStarted: _turn_started,
    ev.CardsDiscarded: _cards_discarded,
    ev.TilePlaced: _tile_placed,
    ev.EffectOpened: _effect_opened,
    ev.EffectClosed: _effect_closed,
    ev.PlayedCardDone: _played_card_done,
    ev.Built: _built,
    ev.Upgraded: _upgraded,
    ev.Gained: _gained,
    ev.Advanced: _advanced,
    ev.ActionCardUsed: _action_card_used,
    ev.ActionCardDiscarded: _action_card_discarded,
    ev.SpecialTaken: _special_taken,
    ev.MetropolisConnected: _metropolis_connected,
    ev.MetropolisUsed: _metropolis_used,
    ev.TurnEnded: _turn_ended,
    ev.RoundEnded: _round_ended,
    ev.PhaseChanged: _phase_changed,
    ev.SoloBlockerPlaced: _solo_blocker,
    ev.Produced: _produced,
    ev.Fed: _fed,
    ev.ActionCardsRefreshed: _refreshed,
    ev.Adjusted: _adjusted,
    ev.SlotColourSet: _slot_colour,
    ev.ScoringSettled: _scoring_settled,
}
