"""What tables taught a game (its card library) is the store's data, given to every rule.

Re-deciding every stored command of a game with the library the store builds
from ``game_data`` reproduces the stored events exactly, also when that library
holds cards only a table added (production effects the built-in data lacks).
"""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core.plugin import DataRow
from companion.games.underwater_cities.autoplay import play_turn
from companion.games.underwater_cities.library import CardEntry, CardLibrary, builtin_library
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.state import CardInfo
from companion.store import GameStore

from .checks import check_consistent

GAME = RULESET.game_id


def table_cards() -> list[DataRow]:
    """A production card a table added for every era number the built-in data lacks
    (so a random game plays some of them): 1 credit and 1 point each production."""
    builtin = builtin_library()
    return [
        builtin.card_row(
            CardEntry(
                number=number,
                name=f"Table card {number}",
                type="production",
                production={"shape": "fixed", "resources": {"credits": 1}, "points": 1},
            )
        )
        for number in range(1, 199)
        if builtin.find_card(CardInfo(number=number)) is None
    ]


def play_stored(store: GameStore, seed: int, players: int, until_round: int) -> int:
    """A random game played through the store (its data: the store's library)."""
    setup = {
        "type": "setup_game",
        "seed": seed,
        "players": [{"name": f"P{i}", "colour": c} for i, c in enumerate(("red", "blue"))][
            :players
        ],
    }
    rng = random.Random(seed)
    with store.new_game(GAME, setup) as game:
        while game.state.phase != "finished" and game.state.round < until_round:
            for command in play_turn(game, rng):
                game.execute(command)
        return game.id


def stored_events(path: Path, game: int) -> list[Any]:
    with sqlite3.connect(path) as raw:
        return [
            json.loads(text)
            for (text,) in raw.execute(
                "SELECT event FROM events WHERE game = ? ORDER BY seq, idx", [game]
            )
        ]


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(1, 10_000), players=st.integers(1, 2))
def test_re_deciding_stored_commands_reproduces_the_stored_events(
    tmp_path_factory: Any, seed: int, players: int
) -> None:
    path = tmp_path_factory.mktemp("data") / "companion.sqlite3"
    with GameStore(path) as store:
        store.save_game_data(GAME, table_cards())
        library = store.data(RULESET)
        assert isinstance(library, CardLibrary) and not library.problems
        number = play_stored(store, seed, players, until_round=8)
    with GameStore(path) as store:
        check_consistent(path, RULESET, number, store.data(RULESET))


def test_the_table_cards_change_production_and_the_store_keeps_that() -> None:
    """With a fixed seed a table-added production card produces; the events stored say
    so, and deciding the same commands with the built-in data alone would not."""
    import tempfile

    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "companion.sqlite3"
        with GameStore(path) as store:
            store.save_game_data(GAME, table_cards())
            table_keys = {row.key for row in table_cards()}
            number = next(
                n
                for n in (play_stored(store, seed, 2, until_round=5) for seed in range(1, 40))
                if any(
                    e["type"] == "produced"
                    and any(
                        line.get("card") in table_keys and line["resources"]["credits"] == 1
                        for line in e["lines"]
                    )
                    for e in stored_events(path, n)
                )
            )
            library = store.data(RULESET)
        assert check_consistent(path, RULESET, number, library) is not None
        try:
            check_consistent(path, RULESET, number, builtin_library())
        except AssertionError:
            pass
        else:
            raise AssertionError("the built-in data alone reproduced the table's production")
