"""Queries the rules share: keys in hand, a diver's cost, emporium prices."""

from __future__ import annotations

from companion.games.otys.data import Colour, DiverKind
from companion.games.otys.state import OWN_KEYS, GameState, KeyId, OwnKey, PlayerState

COSTS: dict[str, tuple[int, int]] = {
    "spy": (1, 0),
    "engineer": (1, 0),
    "explorer": (2, 1),
}
"""Credits an ability costs, unequipped and equipped (pp. 10–11; the trader's price
is the emporium's)."""


def key_available(state: GameState, seat: int, key: KeyId) -> bool:
    """True when ``seat`` may choose ``key`` now (on the board, not the one in play;
    a neutral X-key: one held)."""
    player = state.players[seat]
    if key == "n":
        return player.neutral_keys > 0
    in_play = state.turn.seat == seat and state.turn.key == key
    return key not in player.track and not in_play


def used_own_keys(player: PlayerState) -> tuple[OwnKey, ...]:
    """The keys of the player's colour under the board (they may be taken back)."""
    return tuple(key for key in OWN_KEYS if key in player.track)


def ability_cost(kind: DiverKind, equipped: bool, free: bool) -> int:
    """Credits to use ``kind``'s ability (``free``: sponsor 1 advanced, p. 9)."""
    if free or kind not in COSTS:
        return 0
    return COSTS[kind][1 if equipped else 0]


def sale(state: GameState, colour: Colour, equipped: bool) -> tuple[int, int, int] | None:
    """Where a ``colour`` cube sold goes and what it gives: (row, credits, prestige);
    None when its column is full (p. 10: the highest free space)."""
    rows = state.board.emporium.rows
    row = state.emporium.get(colour)
    if row >= len(rows):
        return None
    bonus = 1 if equipped else 0
    return row, rows[row].credits + bonus, rows[row].prestige + bonus


def price(state: GameState, colour: Colour, equipped: bool) -> tuple[int, int] | None:
    """Where a ``colour`` cube bought comes from and its price: (row, credits); None when
    the column is empty (p. 10: the price of the row it is taken from)."""
    count = state.emporium.get(colour)
    if count == 0:
        return None
    row = count - 1
    return row, max(0, state.board.emporium.rows[row].credits - (1 if equipped else 0))
