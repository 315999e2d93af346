"""What random legal play can never break: every piece is somewhere ("COMPONENTI":
16 scientists, 6 ships and 6 cubes per colour; the buildings of the box), queues
hold three ships at most, closed areas stay empty, and two cubes share a track
space only at its end ("RIQUADRO A")."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from companion.core.session import Session
from companion.games.antarctica.data import BUILDING_COUNTS
from companion.games.antarctica.plugin import PLUGIN
from companion.games.antarctica.state import GameState


def _check(state: GameState) -> None:
    for seat, p in enumerate(state.players):
        placed = sum(area.scientists[seat] for area in state.areas)
        assert p.personal + p.common + p.box_scientists + placed == 16
        on_board = sum(area.ships_of(seat) for area in state.areas)
        assert p.ships + on_board + p.discarded_ships + p.box_ships == 6
        on_tracks = sum(1 for t in state.tracks if t.spaces[seat])
        assert p.cubes + on_tracks + p.discarded_cubes + p.box_cubes + 1 == 6  # 1: VP track
    built: Counter[str] = Counter(b for area in state.areas for b in area.buildings)
    for kind, count in BUILDING_COUNTS.items():
        assert state.supply[kind] + built[kind] == count
    for area in state.areas:
        assert len(area.ships) <= 3 and len(set(area.buildings)) == len(area.buildings)
        assert not (area.closed and (area.ships or area.buildings))
    for track in state.tracks:
        length = state.catalogue.track(track.id).length
        inside = [s for s in track.spaces if 0 < s < length]
        assert len(inside) == len(set(inside)) and all(s <= length for s in track.spaces)
        assert track.open or not any(track.spaces)


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13)])
def test_random_play_keeps_every_piece(players: int, seed: int) -> None:
    rng = random.Random(seed)
    session = Session(PLUGIN.ruleset)
    session.execute(PLUGIN.example_setup(players, seed))
    for _ in range(800):
        if PLUGIN.is_over(session.state):
            break
        actors = PLUGIN.actors(session.state)
        player = rng.choice(actors) if actors else None
        session.execute(rng.choice(list(PLUGIN.legal_options(session.state, player, None))))
        _check(session.state)
