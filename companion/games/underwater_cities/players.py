"""Player lookups: a seat's player (with a clear error for a bad seat), name and board."""

from __future__ import annotations

from companion.games.underwater_cities.board import PlayerBoard, load_board
from companion.games.underwater_cities.errors import illegal
from companion.games.underwater_cities.state import GameState, PlayerState


def player_of(state: GameState, index: int) -> PlayerState:
    """The player at seat ``index`` (a clear error for a bad index)."""
    if not 0 <= index < len(state.players):
        raise illegal(
            "unknown_player", f"There is no player number {index + 1} at this table.", player=index
        )
    return state.players[index]


def name(state: GameState, index: int) -> str:
    """A player's name, for messages."""
    return state.players[index].name


def board_of(state: GameState, index: int) -> PlayerBoard:
    """The player board of seat ``index``."""
    return layout_of(state.players[index])


def layout_of(player: PlayerState) -> PlayerBoard:
    """The layout of ``player``'s board: the one copied at setup, else the first grid."""
    return player.layout if player.layout is not None else load_board(player.board)
