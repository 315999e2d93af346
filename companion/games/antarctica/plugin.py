"""The Antarctica plug-in: what the companion knows of this game.

How a game runs: ``setup_game`` (the sun then moves onto its first area and that
area's first ship acts). The acting player moves (``move_ship``), then may take one
action, play one card, discard once, and ``end_turn``. Whenever a building deck's
new top card must be named, the table gives ``reveal`` before anything else
(``actors`` is empty meanwhile). Symbols passed on a track queue effects
(``state.pending``): the player at its head resolves it (``choose_track``,
``move_ship_effect``, ``take_shipyard_card``, ``take_resource_card`` or
``pass_effect``) before play goes on; effects that need no choice resolve by
themselves. ``legal_options`` lists every command accepted now.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from companion.core.messages import EnglishTexts, Message, message
from companion.core.model import Command
from companion.core.plugin import DataRow, Option, StoredData
from companion.core.scores import Breakdown, Result, Score
from companion.games.antarctica.catalogue import AntarcticaData, builtin_catalogue, load_data
from companion.games.antarctica.example import random_setup
from companion.games.antarctica.next_step import next_step
from companion.games.antarctica.options import legal_options
from companion.games.antarctica.position import position_of
from companion.games.antarctica.ruleset import RULESET, Antarctica
from companion.games.antarctica.scoring import final_scores
from companion.games.antarctica.state import GameState


class AntarcticaPlugin:
    """Antarctica (Charles Chevallier, Argentum Verlag 2015), 2–4 players."""

    id = "antarctica"
    title = "Antarctica"
    min_players = 2
    max_players = 4
    bgg_id = 176591
    """BoardGameGeek's id of Antarctica, as the brief of issue 16 gives it (not verified)."""
    options = (
        Option(
            "basic_card_rule",
            message("ant.option.basic_card_rule"),
            "choice",
            ("if_used", "if_unused"),
            "if_used",
        ),
    )
    ruleset: Antarctica = RULESET

    def load_data(self, rows: Sequence[DataRow]) -> AntarcticaData:
        """The catalogue in use: the built-in one with what tables taught (``rows``)."""
        return load_data(rows)

    def actors(self, state: GameState | None) -> tuple[int, ...]:
        """Who acts now: the player resolving the effect at the head of the queue, or
        the player whose ship acts; nobody while the table names a revealed card."""
        if state is None or state.phase == "finished" or state.awaiting_reveal() is not None:
            return ()
        if state.pending:
            return (state.pending[0].seat,)
        return (state.turn.seat,) if state.turn is not None else ()

    def phase(self, state: GameState | None) -> str:
        """``setup``, ``play`` or ``finished``."""
        return "setup" if state is None else state.phase

    def is_over(self, state: GameState | None) -> bool:
        """True once the game has ended ("FINE DEL GIOCO")."""
        return state is not None and state.phase == "finished"

    def result(self, state: GameState | None, data: Any) -> Result | None:
        """The four scorings with their working; winners by the rulebook's tie-breaks."""
        if state is None or state.phase != "finished":
            return None
        scores = final_scores(position_of(state))
        return Result(
            scores=tuple(
                Score(
                    seat=p.seat,
                    name=p.name,
                    points=p.total,
                    place=p.place,
                    working=tuple(line for s in p.scorings for line in s.lines),
                )
                for p in scores.players
            ),
            winners=scores.winners,
            tie_break=scores.tie_break,
        )

    def stats_breakdown(self, state: GameState, data: Any) -> Breakdown:
        """A finished game's points by category per seat (statistics)."""
        from companion.games.antarctica.stats import stats_breakdown

        return stats_breakdown(state, data)

    def next_step(self, state: GameState | None) -> Message:
        """What the table does next (the banner's sentence)."""
        return next_step(state)

    def legal_options(
        self, state: GameState | None, player: int | None, data: Any
    ) -> Sequence[Command]:
        """Every command ``player`` (None: the table, naming revealed cards) may give now."""
        return legal_options(state, player)

    def example_setup(self, players: int, seed: int) -> Command:
        """A setup drawn at random for ``players`` players (Alice, Bob, Chloe, Dan)."""
        return random_setup(players, seed, builtin_catalogue())

    def english(self) -> EnglishTexts:
        """The English texts of the game's messages (the CLI's words)."""
        from companion.games.antarctica.english import ENGLISH

        return ENGLISH

    def teacher(self) -> Any:
        """Teaching mode: lessons, the turn guide and the setup guide."""
        from companion.games.antarctica.teaching import TEACHER

        return TEACHER

    def add_cli(
        self,
        subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
        stored: StoredData,
    ) -> None:
        """``score`` and ``catalogue`` under ``--game antarctica``."""
        from companion.games.antarctica.cli import add_commands

        add_commands(subparsers, stored)


PLUGIN = AntarcticaPlugin()
