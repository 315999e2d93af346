"""A long game keeps a bounded number of states in memory (issue #13: memory flat
over 1,000 taps; the store keeps the whole history on disk)."""

from __future__ import annotations

import gc

from companion.store import GameStore
from companion.store.game import FRAMES_KEPT

from .counter import COUNTER, State, setup
from .test_play import play


def _states_alive() -> int:
    gc.collect()
    return sum(1 for thing in gc.get_objects() if isinstance(thing, State))


def test_a_long_game_keeps_at_most_the_undo_frames_in_memory(store: GameStore) -> None:
    game = store.new_game(COUNTER, setup(target=10_000))
    play(game, FRAMES_KEPT)
    settled = _states_alive()
    play(game, 3 * FRAMES_KEPT)
    assert _states_alive() <= settled
    assert game.session.history == []  # the stored log is the history
    for _ in range(FRAMES_KEPT + 5):  # undo still reaches past the frames kept
        game.undo()
    assert game.head == 3 * FRAMES_KEPT - 4
