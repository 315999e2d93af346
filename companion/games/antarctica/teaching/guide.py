"""The Antarctica guide: setting up a table, and what one player may do now.

Every step is a :class:`~companion.teaching.messages.Message` keyed
``antarctica.guide.*`` (templates in ``resources/teaching/antarctica.json``). What
a player may do comes from :func:`~companion.games.antarctica.options.legal_options`
(the same commands the turn panel offers); areas are numbered 1–8 as the table
calls them.
"""

from __future__ import annotations

from companion.core.errors import InvalidCommand
from companion.core.model import Command
from companion.games.antarctica.board import presence
from companion.games.antarctica.catalogue import builtin_catalogue
from companion.games.antarctica.commands import (
    Build,
    BuildShip,
    Discard,
    MoveShip,
    PlayCard,
    Recruit,
    Research,
)
from companion.games.antarctica.options import legal_options
from companion.games.antarctica.setup import (
    ALLOTMENT,
    closed_areas,
    placing_order,
    starting_buildings,
)
from companion.games.antarctica.state import GameState, Turn
from companion.games.antarctica.teaching.detect import shown_area
from companion.teaching.guide import Guide, GuideStep
from companion.teaching.messages import Message

GAME = "antarctica"
LETTERS = "ABCD"
SHIP_SPACES = 3


def _step(topic: str, key: str, *items: GuideStep, **params: object) -> GuideStep:
    return GuideStep(topic, Message(f"{GAME}.guide.{key}", params), items)


def acting(state: GameState) -> int | None:
    """Who gives the next command (None: the table names a revealed card, or the
    game is over)."""
    if state.phase != "play" or state.awaiting_reveal() is not None:
        return None
    if state.pending:
        return state.pending[0].seat
    return state.turn.seat if state.turn is not None else None


# --- a turn -------------------------------------------------------------------


def turn_guide(state: GameState, player: int) -> Guide:
    """What ``player`` should know now: whose turn it is and why, then (when it is
    theirs) where the ship may go, the actions the target area offers, the card and
    the discard they may still play, and the end of the turn."""
    name = state.players[player].name
    if state.phase != "play" or state.turn is None:
        return Guide(GAME, (_step("turn", "finished"),))
    deck = state.awaiting_reveal()
    if deck is not None:
        return Guide(GAME, (_step("turn", "reveal", deck=deck),))
    if state.pending:
        head = state.pending[0]
        if head.seat != player:
            current = state.players[head.seat].name
            step = _step("effect", "effect_waiting", current=current, effect=head.effect)
        else:
            step = _step("effect", "effect", player=name, effect=head.effect)
        return Guide(GAME, (step,))
    turn = state.turn
    if turn.seat != player:
        current = state.players[turn.seat].name
        return Guide(GAME, (_step("turn", "not_your_turn", current=current, player=name),))
    options = legal_options(state, player)
    key = "turn_second" if turn.second else "turn"
    steps: list[GuideStep | None] = [_step("turn", key, player=name, area=shown_area(turn.area))]
    if not turn.moved:
        steps.append(_moves(state, options))
    else:
        steps += [_actions(state, turn, options), _cards(turn, options)]
    steps.append(_discard(turn, options))
    if turn.moved:
        steps.append(_step("end", "end"))
    return Guide(GAME, tuple(s for s in steps if s is not None))


def _moves(state: GameState, options: list[Command]) -> GuideStep:
    items = []
    for command in options:
        if isinstance(command, MoveShip):
            area = state.areas[command.area]
            items.append(
                _step(
                    "move",
                    "move_target",
                    area=shown_area(command.area),
                    room=SHIP_SPACES - len(area.ships),
                    buildings=area.buildings,
                )
            )
    return _step("move", "move", *items)


def _actions(state: GameState, turn: Turn, options: list[Command]) -> GuideStep:
    assert turn.target is not None
    target = shown_area(turn.target)
    if turn.action is not None:
        return _step(
            "actions", "moved", _step("actions", "action_done", action=turn.action), area=target
        )
    here = presence(state, turn.seat, turn.target)
    common = state.players[turn.seat].common
    items: list[GuideStep] = []
    cards = dict.fromkeys(c.card for c in options if isinstance(c, Build))
    for card_id in cards:
        card = state.catalogue.card(card_id)
        items.append(
            _step(
                "actions",
                "action_build",
                building=card.building,
                scientists=card.scientists,
                research=card.research,
            )
        )
    if any(isinstance(c, BuildShip) for c in options):
        items.append(_step("actions", "action_build_ship", area=shown_area(turn.area)))
    if any(isinstance(c, Recruit) for c in options):
        items.append(_step("actions", "action_recruit", count=min(here, common)))
    for command in options:
        if isinstance(command, Research):
            items.append(_step("actions", "action_research", points=here, track=command.track))
    items.append(_step("actions", "action_nothing"))
    return _step("actions", "actions", *items, area=target)


def _cards(turn: Turn, options: list[Command]) -> GuideStep | None:
    if turn.card_before:
        return _step("cards", "card_before")
    if turn.card_played:
        return _step("cards", "card_played")
    kinds = dict.fromkeys(c.kind for c in options if isinstance(c, PlayCard))
    if not kinds:
        return None
    return _step("cards", "cards", *(_step("cards", "card", kind=kind) for kind in kinds))


def _discard(turn: Turn, options: list[Command]) -> GuideStep | None:
    if turn.discarded:
        return _step("discard", "discard_done")
    if any(isinstance(c, Discard) for c in options):
        return _step("discard", "discard")
    return None


# --- setting up a table -------------------------------------------------------


def setup_guide(player_count: int) -> Guide:
    """The steps of setting up a table of ``player_count`` (2–4) players
    ("PREPARAZIONE"), with the built-in catalogue's board and tracks."""
    if player_count not in ALLOTMENT:
        raise InvalidCommand(
            "bad_player_count", "Antarctica is played by 2 to 4 players.", players=player_count
        )
    catalogue = builtin_catalogue()
    share = ALLOTMENT[player_count]
    closed = tuple(shown_area(a) for a in sorted(closed_areas(catalogue, player_count)))
    order = "".join(LETTERS[seat] for seat in placing_order(player_count))
    steps = [
        _step("board", "setup_board_closed", closed=closed)
        if closed
        else _step("board", "setup_board"),
        _step(
            "buildings",
            "setup_buildings",
            buildings=tuple(starting_buildings(player_count).elements()),
        ),
        _step("cards", "setup_cards", players=player_count),
        _step(
            "reserves",
            "setup_reserves",
            personal=share.personal,
            common=share.common,
            ships=share.ships,
            cubes=share.cubes,
        ),
        _step("ships", "setup_ships", board_ships=share.board_ships, order=", ".join(order)),
    ]
    unused = tuple(t.id for t in catalogue.tracks if t.min_players > player_count)
    if unused:
        steps.append(_step("tracks", "setup_tracks", tracks=unused))
    if player_count == 2:
        steps.append(_step("tracks", "setup_b_track"))
    steps.append(_step("sun", "setup_sun"))
    return Guide(GAME, tuple(steps))
