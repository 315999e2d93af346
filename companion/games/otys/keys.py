"""Keys and the hacker track (pp. 6, 7, 11): choosing a key, an X-key rotating the
display, taking one back, the key going under the board and the hacker's return."""

from __future__ import annotations

from companion.games.otys.commands import ChooseKey
from companion.games.otys.events import (
    DisplayRotated,
    KeyChosen,
    KeyPlaced,
    KeyRecovered,
    KeysReturned,
)
from companion.games.otys.rules import key_available, used_own_keys
from companion.games.otys.run import Run, refuse
from companion.games.otys.state import GameState, OwnKey


def check_choose(state: GameState, command: ChooseKey) -> None:
    """Phase 0: a key on the board; a numbered key at its own level, an X-key at any."""
    if state.turn.phase != 0:
        raise refuse("key.chosen", "A key is already chosen this turn.")
    if not key_available(state, command.player, command.key):
        raise refuse("key.unavailable", "That key is not on your board.", key=command.key)
    if command.key in ("x", "n"):
        if command.level is None:
            raise refuse("key.level", "Say at which level the X-key goes.", key=command.key)
    elif command.level not in (None, int(command.key)):
        raise refuse("key.numbered", "A numbered key goes to its own level.", key=command.key)


def choose(run: Run, command: ChooseKey) -> None:
    """The key slides in (phase 1 begins); an X-key rotates the display (p. 7)."""
    level = command.level if command.key in ("x", "n") else int(command.key)
    assert level is not None
    run.emit(KeyChosen(seat=command.player, key=command.key, level=level))
    if command.key in ("x", "n"):
        run.emit(DisplayRotated(automatic=True))


def check_recover(state: GameState, seat: int, key: OwnKey | None) -> None:
    """A used key of the player's colour (pp. 9, 10): not a neutral one."""
    if key is None:
        raise refuse("key.which", "Say which used key you take back.")
    if key not in used_own_keys(state.players[seat]):
        raise refuse("key.not_used", "That key is not under your board.", key=key)


def recover(run: Run, seat: int, key: OwnKey) -> None:
    """Take ``key`` back; the keys right of it slide left."""
    run.emit(KeyRecovered(seat=seat, key=key))


def place_key(run: Run) -> None:
    """Phase 3 (p. 6): the key goes under the board; when the track reaches the
    hacker (or the hacker covers a key, p. 11) every key comes back, neutral X-keys
    to the pile; before the diver surfaces."""
    seat, key = run.state.turn.seat, run.state.turn.key
    assert key is not None
    run.emit(KeyPlaced(seat=seat, key=key, automatic=True))
    if len(run.state.players[seat].track) >= run.state.threshold(seat):
        run.emit(KeysReturned(seat=seat, automatic=True))
