"""Small builders for the Underwater Cities rule tests.

Everything goes through ``Session(RULESET).execute`` with plain dict commands,
as the app does. ``adjust`` (the table's correction command) is used as test
set-up to reach a position quickly: resources, points, hand and board sites.

Board site ids follow the provisional 3x3 layout (rules digest §14): city
sites ``c11``..``c33`` (start city ``c33``, bottom right), tunnel sites
``t_<end>_<end>``, building sites ``b_<city>_<n>`` and expansion sites
``x_<city>``.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core.errors import RuleViolation
from companion.core.session import Outcome, Session
from companion.games.underwater_cities.board import load_board
from companion.games.underwater_cities.building import site_entry
from companion.games.underwater_cities.model import RESOURCE_NAMES
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.state import GameState, Turn

NAMES = ("Violet", "Orange", "Blue", "Black")
"""Seat names (seat 0..3), the player colours of the rulebook examples."""

Command = dict[str, Any]


def new_game(n_players: int = 2, *, order: tuple[int, ...] | None = None, **setup: Any) -> Session:
    """A set-up game with a fixed play order (seat order unless ``order`` says otherwise).

    ``setup`` adds fields of the ``setup_game`` command; ``boards`` (a list of
    board numbers, one per seat) is a shortcut for the players' ``board``.
    """
    boards = setup.pop("boards", None)
    players = []
    for seat in range(n_players):
        entry: dict[str, Any] = {"name": NAMES[seat], "colour": NAMES[seat].lower()}
        if boards is not None:
            entry["board"] = boards[seat]
        players.append(entry)
    command: Command = {"type": "setup_game", "players": players, "seed": 7, **setup}
    command.setdefault("play_order", list(order if order is not None else range(n_players)))
    if boards is None and "board_side" not in setup and n_players > 1:
        # Standard boards in seat order: board 1 for seat 0, etc. (deterministic bonuses).
        for seat, entry in enumerate(players):
            entry["board"] = seat + 1
    session = Session(RULESET)
    session.execute(command)
    return session


def state(session: Session) -> GameState:
    """The session's state, typed."""
    result: GameState = session.state
    return result


def turn(session: Session) -> Turn:
    """The turn in progress."""
    result = state(session).turn
    assert result is not None, "no turn in progress"
    return result


def board_site(board: int, site_id: str) -> Any:
    """A printed site of player board ``board`` (provisional board data): a
    ``CitySite``, ``TunnelSite`` or ``BuildingSite``."""
    entry = site_entry(load_board(board), site_id)
    assert entry is not None, f"board {board} has no site {site_id}"
    return entry


def current(session: Session) -> int:
    """Seat of the player whose turn it is."""
    turn = state(session).turn
    assert turn is not None, "no turn in progress"
    return turn.player


def card(colour: str | None = "green", kind: str | None = "instant", **info: Any) -> dict[str, Any]:
    """A played card as the table describes it (``kind`` is the card type)."""
    described: dict[str, Any] = dict(info)
    if colour is not None:
        described["colour"] = colour
    if kind is not None:
        described["type"] = kind
    return described


def place(
    session: Session,
    slot: str,
    colour: str | None = "green",
    *,
    player: int | None = None,
    kind: str | None = "instant",
    clone: bool = False,
    **info: Any,
) -> Outcome:
    """The current player (or ``player``) puts a tile on ``slot`` and plays a card."""
    who = current(session) if player is None else player
    command: Command = {"type": "place", "player": who, "slot": slot, "clone": clone}
    if state(session).players[who].hand > 0:
        command["card"] = card(colour, kind, **info)
    return session.execute(command)


def do(session: Session, command_type: str, /, player: int | None = None, **fields: Any) -> Outcome:
    """Execute a command of ``command_type`` for the current player (or ``player``)."""
    who = current(session) if player is None else player
    return session.execute({"type": command_type, "player": who, **fields})


def end_turn(session: Session) -> Outcome:
    """The current player ends the turn."""
    return do(session, "end_turn")


def discard_excess(session: Session) -> None:
    """The current player discards down to the hand limit, if needed."""
    me = state(session).players[current(session)]
    if me.hand > me.hand_limit:
        do(session, "discard", count=me.hand - me.hand_limit)


def pass_turn(session: Session) -> None:
    """The current player takes the always-available slot, uses nothing, ends the turn.

    Resources stay as they are; the hand stays at 3 (one card played, one drawn).
    """
    discard_excess(session)
    place(session, "always", "green")
    end_turn(session)


def keep_cards(session: Session) -> None:
    """Era transition: every player discards down to the hand limit."""
    for seat, player in enumerate(state(session).players):
        if player.hand > player.hand_limit:
            session.execute(
                {"type": "discard", "player": seat, "count": player.hand - player.hand_limit}
            )


def finish_round(session: Session) -> None:
    """Pass every remaining turn of the current round."""
    start = (state(session).round, state(session).phase)
    while (state(session).round, state(session).phase) == start and state(session).turn:
        pass_turn(session)


def play_to_production(session: Session) -> None:
    """Pass turns until the production phase after the current era's last round."""
    while state(session).phase == "play":
        pass_turn(session)
    assert state(session).phase == "production"


def play_to_round(session: Session, round_: int) -> None:
    """Pass turns (running production and keeping cards) until ``round_`` starts."""
    while state(session).round < round_ or state(session).phase != "play":
        phase = state(session).phase
        if phase == "production":
            session.execute({"type": "run_production"})
        elif phase == "era_keep":
            keep_cards(session)
        elif phase == "finished":
            raise AssertionError("the game ended first")
        else:
            pass_turn(session)


def play_to_turn_of(session: Session, player: int) -> None:
    """Pass turns until it is ``player``'s turn (within the round)."""
    while current(session) != player:
        pass_turn(session)


def adjust(session: Session, player: int, **fields: Any) -> Outcome:
    """A correction by hand (test set-up)."""
    return session.execute({"type": "adjust", "player": player, "reason": "test setup", **fields})


def set_resources(session: Session, player: int, **amounts: int) -> None:
    """Correct ``player``'s resources to exactly ``amounts`` (others to 0)."""
    have = state(session).players[player].resources
    delta = {n: amounts.get(n, 0) - getattr(have, n) for n in RESOURCE_NAMES}
    if any(delta.values()):
        adjust(session, player, resources=delta)


def put(session: Session, player: int, site: str, kind: str, *, upgraded: bool = False) -> None:
    """Put ``kind`` on ``site`` of ``player``'s board (test set-up, no cost, no bonus)."""
    adjust(session, player, site=site, built=kind, upgraded=upgraded)


def resources(session: Session, player: int) -> dict[str, int]:
    """``player``'s resources as a plain dict (zeros included)."""
    result: dict[str, int] = state(session).players[player].resources.model_dump()
    return result


def res(**amounts: int) -> dict[str, int]:
    """A full resource dict: the given amounts, 0 for the rest."""
    return {name: amounts.get(name, 0) for name in RESOURCE_NAMES}


def illegal(session: Session, command: Command, code: str) -> RuleViolation:
    """Assert ``command`` is refused with ``code`` and changes nothing."""
    before = session.state
    history = len(session.history)
    with pytest.raises(RuleViolation) as caught:
        session.execute(command)
    assert caught.value.code == code, caught.value.message
    assert session.state is before
    assert len(session.history) == history
    return caught.value


def event_types(outcome: Outcome) -> list[str]:
    """The types of an outcome's events, in order."""
    return [getattr(event, "type", "") for event in outcome.events]
