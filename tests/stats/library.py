"""A fixture library: finished games of the three kinds, played by the engines'
random players with fixed seeds, saved with a made-up timeline (command ``i`` at
``start + i × step`` seconds) and a pause, and what each game's result was as the
engine said it (to check the statistics against, computed independently)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from companion.core.registry import get_plugin
from companion.core.scores import Breakdown, Result
from companion.core.session import Session
from companion.store import GameStore
from companion.store.results import update_timers

NAMES = ("Mia", "Ben", "Ada", "Leo")
START = datetime(2026, 3, 1, 18, 0, tzinfo=UTC)
PAUSE = timedelta(minutes=10)

GAMES: tuple[tuple[str, int, int], ...] = (
    *(("underwater_cities", 2, seed) for seed in (1, 2, 3, 4)),
    *(("underwater_cities", 3, seed) for seed in (5, 6)),
    *(("antarctica", 2 + seed % 3, seed) for seed in range(1, 27)),
    *(("otys", 2 + (seed % 5 == 0), seed) for seed in range(1, 23)),
)
"""(game id, players, seed) of the games to play: 6 + 26 + 22; a seed whose random
play does not reach the end (the random player may wander) is left out."""


@dataclass(frozen=True)
class Played:
    """One game of the library as the engine played it."""

    number: int
    game_id: str
    names: tuple[str, ...]
    result: Result
    breakdown: Breakdown
    commands: int
    step: int
    """Seconds between two commands in the made-up timeline."""
    actors: tuple[int | None, ...]
    """For each command after the setup, the one seat that could act before it."""
    created: datetime
    paused_after: int
    """The command after which the game was paused for :data:`PAUSE`."""


def _play(game_id: str, players: int, seed: int) -> Session:
    plugin = get_plugin(game_id)
    setup: dict[str, Any] = plugin.example_setup(players, seed).model_dump(mode="json")
    shift = seed % len(NAMES)
    for index, player in enumerate(setup["players"]):
        player["name"] = NAMES[(index + shift) % len(NAMES)]
    if game_id == "underwater_cities":
        from companion.games.underwater_cities.autoplay import play_game

        setup["board_side"] = "asymmetric" if seed % 2 else "standard"
        return play_game(setup, seed)
    if game_id == "antarctica":
        from companion.games.antarctica.autoplay import play_game as play_antarctica

        return play_antarctica(plugin.ruleset.parse_command(setup), seed)
    from companion.games.otys.autoplay import play_game as play_otys

    return play_otys(plugin.ruleset.parse_command(setup), seed)


def build(path: Path) -> list[Played]:
    """Play every game of :data:`GAMES` and save it in a new database at ``path``."""
    played: list[Played] = []
    with GameStore(path) as store:
        for index, (game_id, players, seed) in enumerate(GAMES):
            plugin = get_plugin(game_id)
            try:
                session = _play(game_id, players, seed)
            except RuntimeError:  # no end within the random player's budget
                continue
            assert plugin.is_over(session.state)
            number = store._create(plugin.ruleset, f"{game_id} {seed}", session.history, None)
            step = 5 + index % 7
            created = START + timedelta(days=index)
            paused_after = len(session.history) // 2
            with store.transaction() as db:
                for seq in range(1, len(session.history) + 1):
                    moment = created + timedelta(seconds=step * (seq - 1))
                    if seq > paused_after:
                        moment += PAUSE
                    db.execute(
                        "UPDATE commands SET created = ? WHERE game = ? AND seq = ?",
                        [moment.isoformat(), number, seq],
                    )
                pause_start = created + timedelta(seconds=step * (paused_after - 1) + 1)
                db.execute(
                    "INSERT INTO pauses (game, start, end) VALUES (?, ?, ?)",
                    [number, pause_start.isoformat(), (pause_start + PAUSE).isoformat()],
                )
                db.execute(
                    "UPDATE games SET created = ? WHERE id = ?", [created.isoformat(), number]
                )
                update_timers(db, number)
            actors = tuple(
                (a[0] if len(a := tuple(plugin.actors(o.state))) == 1 else None)
                for o in session.history[:-1]
            )
            result = plugin.result(session.state, session.data)
            assert result is not None
            played.append(
                Played(
                    number, game_id, tuple(s.name for s in result.scores), result,
                    plugin.stats_breakdown(session.state, session.data),  # type: ignore[attr-defined]
                    len(session.history), step, actors, created, paused_after,
                )
            )  # fmt: skip
    return played
