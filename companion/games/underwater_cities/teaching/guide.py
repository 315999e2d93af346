"""The Underwater Cities guide: setting up a new table, and one player's turn.

Every step is a :class:`~companion.teaching.messages.Message` keyed
``underwater_cities.guide.*`` (templates in ``resources/teaching/underwater_cities.json``).
What the guide says about slots comes from :func:`slot_options` (its reasons'
codes and messages), about the network from :func:`compute_network`.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.core.errors import InvalidCommand
from companion.games.underwater_cities.commands import SetupGame
from companion.games.underwater_cities.federation import plan_advance
from companion.games.underwater_cities.network import compute_network
from companion.games.underwater_cities.players import board_of, player_of
from companion.games.underwater_cities.queries import SlotOption, slot_options
from companion.games.underwater_cities.setup import (
    FACE_UP_SPECIALS,
    OPENING_HAND,
    STARTING_RESOURCES,
    SYMBIOTIC_DOMES,
    WHITE_DOMES,
)
from companion.games.underwater_cities.slots import ALWAYS, slot_text
from companion.games.underwater_cities.state import CardInfo, GameState, Turn
from companion.teaching.guide import Guide, GuideStep
from companion.teaching.messages import Message

GAME = "underwater_cities"
SETUP_DRAW = 6
"""Era I cards dealt to each player at setup, of which they keep ``OPENING_HAND``."""


def _step(topic: str, key: str, *items: GuideStep, **params: object) -> GuideStep:
    return GuideStep(topic, Message(f"{GAME}.guide.{key}", params), items)


# --- a turn -------------------------------------------------------------------


def turn_guide(state: GameState, player: int, card: CardInfo | None = None) -> Guide:
    """What ``player`` should know now: whose turn it is, each slot and why it is or
    is not available, what the colour match does, what the card's type means, and
    what is connected on their board.

    ``card`` is the card the player means to play (its colour and type, as far as
    known) before the tile is placed; once placed, the played card is used.
    """
    me = player_of(state, player)
    steps = [_where(state, player)]
    turn = state.turn
    if state.phase == "play" and turn is not None and turn.player == player:
        played = turn.card if turn.slot is not None else card
        if turn.slot is None:
            if me.hand > me.hand_limit:
                steps.append(_step("discard", "discard", hand=me.hand, limit=me.hand_limit))
            steps.append(_slots(state, player, card))
        else:
            steps.append(_step("slots", "slot_chosen", slot=turn.slot, text=slot_text(turn.slot)))
        steps.append(_colour(turn, card))
        if played is not None:
            steps.append(_card_type(state, player, played))
    steps.append(_network(state, player))
    return Guide(GAME, tuple(steps))


def _where(state: GameState, player: int) -> GuideStep:
    me = state.players[player]
    if state.phase != "play":
        return _step(
            "phase", f"phase_{state.phase}", name=me.name, hand=me.hand, limit=me.hand_limit
        )
    turn = state.turn
    assert turn is not None, "a turn is always in progress while a round is played"
    if turn.player != player:
        current = state.players[turn.player].name
        return _step("turn", "not_your_turn", name=me.name, current=current)
    return _step("turn", "turn", name=me.name, number=turn.number, round=state.round, era=state.era)


def _slot_item(option: SlotOption, card: CardInfo | None) -> GuideStep:
    where = {"slot": option.slot, "text": option.text, "colour": option.colour}
    if option.slot == ALWAYS:
        return _step("slot", "slot_always", slot=option.slot, text=option.text)
    if option.available:
        if card is None or card.colour is None:
            return _step("slot", "slot_available", **where)
        key = "slot_available_match" if card.colour == option.colour else "slot_available_no_match"
        return _step("slot", key, card=card.colour, **where)
    assert option.reason is not None
    return _step(
        "slot",
        "slot_clone" if option.clone_only else "slot_unavailable",
        code=option.reason.code,
        reason=option.reason.message,
        reason_params=dict(option.reason.params),
        **where,
    )


def _slots(state: GameState, player: int, card: CardInfo | None) -> GuideStep:
    items = tuple(_slot_item(option, card) for option in slot_options(state, player, card))
    return _step("slots", "slots", *items)


def _colour(turn: Turn, card: CardInfo | None) -> GuideStep:
    if turn.slot is not None:
        if turn.card is None:
            return _step("colour", "colour_no_card")
        if turn.matched:
            return _step("colour", "colour_matched", colour=turn.card.colour)
        return _step("colour", "colour_not_matched", card=turn.card.colour, slot=turn.slot)
    if card is not None and card.colour is not None:
        return _step("colour", "colour_choice", colour=card.colour)
    return _step("colour", "colour_rule")


def _card_type(state: GameState, player: int, card: CardInfo) -> GuideStep:
    if card.type is None:
        kind = _step("card_type", "card_type_unknown")
    elif card.type == "action":
        held = len(state.players[player].action_cards)
        kind = _step("card_type", "card_type_action", held=held)
    else:
        kind = _step("card_type", f"card_type_{card.type}")
    if card.special_cost is None:
        return kind
    return _step("card_type", "card_special", kind, cost=card.special_cost)


# --- the network --------------------------------------------------------------


def _network(state: GameState, player: int) -> GuideStep:
    built = state.players[player].built
    network = compute_network(board_of(state, player), built)
    items = [
        _step(
            "network",
            "network_counts",
            connected=len(network.connected_cities),
            unconnected=len(network.unconnected_cities),
            tunnels_adjacent=len(network.tunnels_adjacent_to_cities),
            metropolises=len(network.connected_metropolises),
        )
    ]
    if network.unconnected_cities:
        cities = tuple(sorted(network.unconnected_cities))
        items.append(_step("network", "network_unconnected", cities=cities))
    idle = network.tunnels - network.tunnels_adjacent_to_cities
    if idle:
        items.append(_step("network", "network_idle_tunnels", tunnels=tuple(sorted(idle))))
    return _step("network", "network", *items, name=state.players[player].name)


# --- setting up a table -------------------------------------------------------


def setup_guide(
    player_count: int,
    *,
    drawn_order: Sequence[str] | None = None,
    tiles_dealt: bool = False,
) -> Guide:
    """The steps of setting up a table of ``player_count`` (1–4) players.

    What the app did instead of the table is said as done: ``drawn_order``, the
    names in the play order the app drew for round 1; ``tiles_dealt``, the app
    dealt the metropolis tiles.
    """
    if not 1 <= player_count <= 4:
        raise InvalidCommand(
            "bad_player_count",
            "Underwater Cities is played by 1 to 4 players.",
            players=player_count,
        )
    solo = player_count == 1
    domes = SYMBIOTIC_DOMES[player_count]
    tunnels = SetupGame.model_fields["tunnel_supply"].default
    start = STARTING_RESOURCES
    steps = [
        _step("main_board", "setup_main_board", side="1-2" if player_count <= 2 else "3-4"),
        _step("markers", "setup_markers"),
        _step("supply", "setup_supply", tunnels=tunnels, white_domes=WHITE_DOMES),
        _step("symbiotic_domes", "setup_symbiotic_domes_unlimited")
        if domes is None
        else _step("symbiotic_domes", "setup_symbiotic_domes", count=domes, players=player_count),
        _step("specials", "setup_specials", face_up=FACE_UP_SPECIALS),
        _step("player_kit", "setup_player_kit"),
        _step(
            "resources",
            "setup_resources",
            kelp=start.kelp,
            steelplast=start.steelplast,
            science=start.science,
            credits=start.credits,
        ),
        _step("player_board", "setup_player_board_solo" if solo else "setup_player_board"),
        _step("metropolises", "setup_metropolises_dealt" if tiles_dealt else "setup_metropolises"),
    ]
    if solo:
        steps += [
            _step("solo", "setup_solo_blockers"),
            _step("federation", "setup_solo_federation"),
        ]
    else:
        order = (
            _step("play_order", "setup_play_order_drawn", order=list(drawn_order))
            if drawn_order
            else _step("play_order", "setup_play_order")
        )
        steps += [order, _federation(player_count)]
    if player_count == 4:
        steps.append(_step("cloning", "setup_cloning"))
    steps.append(_step("cards", "setup_cards", draw=SETUP_DRAW, keep=OPENING_HAND))
    return Guide(GAME, tuple(steps))


def _federation(player_count: int) -> GuideStep:
    items = []
    for seat in range(player_count):
        plan = plan_advance(0, seat)
        items.append(
            _step(
                "federation",
                f"setup_federation_{seat + 1}",
                space=plan.to,
                credits=plan.resources.credits,
                steelplast=plan.resources.steelplast,
            )
        )
    return _step("federation", "setup_federation", *items)
