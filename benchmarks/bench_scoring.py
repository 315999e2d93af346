"""Production and final-scoring speed on full boards.

    .venv/bin/python benchmarks/bench_scoring.py

Targets (issue 4): production of 4 full boards (every site built and upgraded,
production cards 36 and 194 claimed) ≤ 2 ms; final scoring of one full board
with 6 competing conversion cards ≤ 20 ms. Prints medians and p99 in
milliseconds; asserts nothing.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from companion.games.underwater_cities.board import PlayerBoard, load_board
from companion.games.underwater_cities.library import CardEntry, CardLibrary
from companion.games.underwater_cities.model import BUILDING_KINDS, BuiltItem, Resources
from companion.games.underwater_cities.production import produce
from companion.games.underwater_cities.scoring import score_player
from companion.games.underwater_cities.state import CardInfo, PlayerState

CONVERSIONS = [
    ({"kelp": 2}, 3, 5),
    ({"steelplast": 1}, 1, 14),
    ({"credits": 15}, 13, 1),
    ({"science": 2}, 3, None),
    ({"kelp": 1, "steelplast": 1}, 1, None),
    ({"credits": 3, "science": 1}, 2, None),
]


def full_board(board: PlayerBoard, seat: int, tableau: tuple[CardInfo, ...]) -> PlayerState:
    """Every site built and upgraded; cities alternate symbiotic and not."""
    built = {}
    for index, city in enumerate(board.cities):
        kind = "symbiotic_city" if index % 2 else "city"
        built[city.id] = BuiltItem(kind="city" if city.start else kind)
    for tunnel in board.tunnels:
        built[tunnel.id] = BuiltItem(kind="tunnel", upgraded=True)
    for index, site in enumerate(board.buildings):
        built[site.id] = BuiltItem(kind=BUILDING_KINDS[index % 3], upgraded=True)
    spaces = {m.id: m.colour for m in board.metropolises}
    tiles = {
        s: "brown_sets" if c == "brown" else f"blue_0{seat * 2 + n}"
        for n, (s, c) in enumerate(spaces.items())
    }
    return PlayerState(
        name=f"P{seat}",
        colour="x",
        board=board.id,
        built=built,
        metropolises=tiles,
        tableau=tableau,
        resources=Resources(credits=40, kelp=15, steelplast=20, science=15, biomatter=6),
        paid_specials=3,
    )


def _measure(action: Callable[[], object], repeat: int) -> tuple[float, float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter_ns()
        action()
        samples.append((time.perf_counter_ns() - start) / 1e6)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.99) - 1]


def main() -> None:
    library = CardLibrary()
    rows = []
    for number, (pay, points, times) in enumerate(CONVERSIONS, start=170):
        rows.append(
            library.card_row(
                CardEntry.model_validate(
                    {
                        "number": number,
                        "name": f"Conversion {number}",
                        "type": "end_scoring",
                        "scoring": {
                            "shape": "conversion",
                            "pay": pay,
                            "points": points,
                            "times": times,
                        },
                    }
                )
            )
        )
    library = library.with_rows(rows)
    production_cards = (CardInfo(number=36), CardInfo(number=194))
    boards = [load_board(n) for n in (5, 6, 7, 8)]
    players = [full_board(b, i, production_cards) for i, b in enumerate(boards)]

    def production() -> None:
        for seat, (player, board) in enumerate(zip(players, boards, strict=True)):
            produce(seat, player, board, library)

    scoring_cards = tuple(CardInfo(number=170 + n) for n in range(len(CONVERSIONS)))
    scorer = full_board(boards[0], 0, scoring_cards)

    def scoring() -> None:
        score_player(0, scorer, boards[0], library)

    lines = sum(len(produce(0, p, b, library).lines) for p, b in zip(players, boards, strict=True))
    print(f"4 full asymmetric boards, {lines} production lines in all")
    for label, action, repeat in (
        ("production, 4 full boards", production, 500),
        ("final scoring, 6 conversion cards", scoring, 200),
    ):
        median, p99 = _measure(action, repeat)
        print(f"{label:<36} median {median:7.3f} ms   p99 {p99:7.3f} ms")


if __name__ == "__main__":
    main()
