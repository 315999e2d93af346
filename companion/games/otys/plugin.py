"""The Otys plug-in: what the companion knows of this game."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from companion.core.messages import EnglishTexts, Message, message
from companion.core.model import Command
from companion.core.plugin import DataRow, Option, StoredData
from companion.core.scores import Breakdown, Result, Score
from companion.games.otys.end import standings
from companion.games.otys.example import random_setup
from companion.games.otys.library import OtysData, load_data
from companion.games.otys.next_step import next_step
from companion.games.otys.options import legal_options
from companion.games.otys.ruleset import RULESET, Otys
from companion.games.otys.state import GameState


def _data(data: Any) -> OtysData:
    return data if isinstance(data, OtysData) else load_data(())


def working(state: GameState, seat: int) -> tuple[Message, ...]:
    """A player's score in words: prestige, then the resources the tie-break counts."""
    player = state.players[seat]
    return (
        message("otys.score.prestige", points=player.prestige),
        message("otys.score.resources", count=player.resources()),
    )


class OtysPlugin:
    """Otys (Claude Lucchini, Libellud 2017), 2–4 players."""

    id = "otys"
    title = "Otys"
    min_players = 2
    max_players = 4
    bgg_id = 0
    """BoardGameGeek's id of Otys: not known here (0: BG Stats matches the game by name)."""
    options = (
        Option(
            "sponsor_sides",
            message("otys.option.sponsor_sides"),
            "choice",
            ("standard", "random"),
            "standard",
        ),
        Option("spy_variant", message("otys.option.spy_variant"), "flag", (), False),
    )
    ruleset: Otys = RULESET

    def load_data(self, rows: Sequence[DataRow]) -> OtysData:
        """The board in use and the contracts and tokens tables taught (``rows``)."""
        return load_data(rows)

    def actors(self, state: GameState | None) -> tuple[int, ...]:
        """Who acts now: the player whose turn it is; a copied diver's owner deciding
        (spy variant); nobody while the table names a contract or a token."""
        if state is None or state.phase == "finished":
            return ()
        if state.pending:
            head = state.pending[0]
            return (head.seat,) if head.kind == "hold" and head.seat is not None else ()
        return (state.turn.seat,)

    def phase(self, state: GameState | None) -> str:
        """``setup``, ``choose_key``, ``phase1``, ``phase2``, ``phase3``, ``reveal`` or
        ``finished``."""
        if state is None:
            return "setup"
        if state.phase == "finished":
            return "finished"
        if state.pending:
            return "reveal" if state.pending[0].kind != "hold" else "keep_down"
        return "choose_key" if state.turn.phase == 0 else f"phase{state.turn.phase}"

    def is_over(self, state: GameState | None) -> bool:
        """True once the round after the trigger is finished (p. 8)."""
        return state is not None and state.phase == "finished"

    def result(self, state: GameState | None, data: Any) -> Result | None:
        """Prestige with the resources that break ties; winners (p. 8)."""
        if state is None or state.phase != "finished":
            return None
        places, tie_break = standings(state)
        return Result(
            scores=tuple(
                Score(
                    seat=s.seat,
                    name=state.players[s.seat].name,
                    points=s.prestige,
                    place=s.place,
                    working=working(state, s.seat),
                )
                for s in places
            ),
            winners=tuple(s.seat for s in places if s.place == 1),
            tie_break=tie_break,
        )

    def stats_breakdown(self, state: GameState, data: Any) -> Breakdown:
        """A finished game's points by category per seat (statistics)."""
        from companion.games.otys.stats import stats_breakdown

        return stats_breakdown(state, data)

    def next_step(self, state: GameState | None) -> Message:
        """What the table does next (the banner's sentence)."""
        return next_step(state)

    def legal_options(
        self, state: GameState | None, player: int | None, data: Any
    ) -> Sequence[Command]:
        """Every command ``player`` (None: the table, naming contracts and tokens) may
        give now."""
        return legal_options(state, player, _data(data))

    def example_setup(self, players: int, seed: int) -> Command:
        """A setup drawn at random (Noemi, Paola, Lucia, Roberto): odd seeds draw the
        sponsors' sides at random, seeds 3 mod 4 play the spy variant."""
        sides = "random" if seed % 2 else "standard"
        return random_setup(players, seed, load_data(()), sides=sides, spy_variant=seed % 4 == 3)

    def english(self) -> EnglishTexts:
        """The English texts of the game's messages (the CLI's words)."""
        from companion.games.otys.english import ENGLISH

        return ENGLISH

    def teacher(self) -> Any:
        """Teaching mode: lessons, the turn and setup guides."""
        from companion.games.otys.teaching import TEACHER

        return TEACHER

    def add_cli(
        self,
        subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
        stored: StoredData,
    ) -> None:
        """``score --game otys``."""
        from companion.games.otys.cli import add_commands

        add_commands(subparsers, stored)


PLUGIN = OtysPlugin()
