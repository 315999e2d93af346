"""Reward tokens (p. 12): the immediate bonus, taking one from the display and the
refill from the bag; a kept contract the table names."""

from __future__ import annotations

from companion.games.otys.commands import TokenUse
from companion.games.otys.events import (
    Awaiting,
    BagRefilled,
    DiverEquipped,
    Gained,
    ResourceFound,
    TokenTaken,
)
from companion.games.otys.run import Run, refuse
from companion.games.otys.state import GameState, Pending, Token


def check_use(state: GameState, seat: int, token: Token, level: int, use: TokenUse) -> None:
    """The immediate bonus's parameters: a colour of the two shown into a free space at
    ``level``; a diver not yet equipped; nothing else."""
    player = state.players[seat]
    if token.front != "resource" and use.colour is not None:
        raise refuse("token.colour", "This token gives no resource.")
    if token.front != "equip" and use.slot is not None:
        raise refuse("token.diver", "This token equips no diver.")
    if use.colour is not None:
        if token.colours is None or use.colour not in token.colours:
            raise refuse("token.colour", "The token gives one of its two colours.")
        if player.free(level) < 1:
            raise refuse("zone.full", "That dig zone has no free space.", level=level)
    if token.front == "equip":
        unequipped = [d for d in player.divers if not d.equipped]
        if use.slot is None and unequipped:
            raise refuse("token.diver", "Say which diver the token equips.")
        if use.slot is not None and player.divers[use.slot].equipped:
            raise refuse("diver.equipped", "That diver is already equipped.")
    if token.front == "contract" and state.deck() < 1:
        raise refuse("contracts.empty", "The contract deck is empty.")


def apply(run: Run, seat: int, token: Token, level: int, use: TokenUse) -> None:
    """The token's immediate bonus for ``seat``, at the active key's ``level``."""
    if token.front == "resource" and use.colour is not None:
        run.emit(ResourceFound(seat=seat, level=level, colour=use.colour))
    elif token.front == "contract":
        draw_contract(run, seat)
    elif token.front == "battery":
        run.emit(Gained(seat=seat, reason="token", batteries=1))
    elif token.front == "equip" and use.slot is not None:
        diver = run.state.players[seat].divers[use.slot].kind
        run.emit(DiverEquipped(seat=seat, diver=diver))
    elif token.front == "prestige":
        run.emit(Gained(seat=seat, reason="token", prestige=1))


def draw_contract(run: Run, seat: int) -> None:
    """Draw 4 contracts, keep 1 (the others go under the deck): the table names it."""
    run.emit(Awaiting(pending=Pending(kind="private", seat=seat), automatic=True))


def check_take(state: GameState, level: int, slot: int) -> Token:
    """The token in display ``level``/``slot``."""
    token = state.display[level - 1][slot]
    if token is None:
        raise refuse("token.none", "That display space is empty.", level=level, slot=slot)
    return token


def take(run: Run, seat: int, level: int, slot: int, use: TokenUse, placed: bool) -> None:
    """Take the display's token, use its bonus (the explorer places it on the board),
    and draw a new one into the space (the discards go back when the bag is empty)."""
    token = check_take(run.state, level, slot)
    run.emit(TokenTaken(seat=seat, level=level, slot=slot, token=token, placed=placed))
    apply(run, seat, token, level, use)
    if run.state.bag() == 0 and run.state.token_discards:
        run.emit(BagRefilled(automatic=True))
    if run.state.bag() > 0:
        pending = Pending(kind="token", level=level, slot=slot)
        run.emit(Awaiting(pending=pending, automatic=True))
