"""The score "if the game ended now": the four final scorings applied to the
position in play.

Antarctica scores only at the end ("CONTEGGIO DEI PUNTI VITTORIA E VINCITORE": the
cubes start on 0 of the score track and move only in final scoring), so the table's
score track can show no more than this projection while the game runs. At the end
it is the final score.
"""

from __future__ import annotations

from companion.games.antarctica.position import position_of
from companion.games.antarctica.scoring import FinalScores, final_scores
from companion.games.antarctica.state import GameState

TRACK_SPACES = 50
"""The printed score track runs 0–49; past 49 a player's marker turns to its "50" side."""


def scores_if_ended(state: GameState) -> FinalScores:
    """The four scorings of ``state`` as if the game ended now (the final scores
    once it has)."""
    return final_scores(position_of(state))


def track_space(points: int) -> tuple[int, int]:
    """Where a score stands on the printed track: (space 0–49, laps of 50 passed)."""
    laps, space = divmod(max(0, points), TRACK_SPACES)
    return space, laps
