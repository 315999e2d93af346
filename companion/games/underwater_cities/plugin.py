"""The Underwater Cities plug-in: what the companion knows of this game."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from companion.core.messages import EnglishTexts, Message, message
from companion.core.model import Command
from companion.core.plugin import DataRow, Option, StoredData
from companion.games.underwater_cities.commands import COMMAND_ADAPTER
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.ruleset import RULESET, UnderwaterCities
from companion.games.underwater_cities.state import GameState

if TYPE_CHECKING:
    from companion.core.scores import Breakdown, Result


class UnderwaterCitiesPlugin:
    """Underwater Cities (Vladimír Suchý, Delicious Games), 1–4 players."""

    id = "underwater_cities"
    title = "Underwater Cities"
    min_players = 1
    max_players = 4
    bgg_id = 247763
    """BoardGameGeek's id of Underwater Cities (boardgamegeek.com/boardgame/247763)."""
    options = (
        Option(
            "main_board",
            message("uc.option.main_board"),
            "choice",
            ("1-2", "3-4"),
            None,
        ),
        Option(
            "board_side",
            message("uc.option.board_side"),
            "choice",
            ("standard", "asymmetric"),
            "standard",
        ),
        Option(
            "government_contracts",
            message("uc.option.government_contracts"),
            "flag",
            (),
            False,
        ),
    )
    ruleset: UnderwaterCities = RULESET

    def load_data(self, rows: Sequence[DataRow]) -> CardLibrary:
        """The card library: built-in entries plus what tables taught (``rows``)."""
        return CardLibrary.from_rows(rows)

    def actors(self, state: GameState | None) -> tuple[int, ...]:
        """Who acts now: the player whose turn it is; at the era's keep step, everyone
        over their hand limit; nobody during production or after the end."""
        if state is None or state.phase == "finished":
            return ()
        if state.phase == "era_keep":
            return tuple(i for i, p in enumerate(state.players) if p.hand > p.hand_limit)
        if state.phase == "production":
            return ()
        if state.turn is not None:
            return (state.turn.player,)
        return (state.play_order[state.turn_index],) if state.play_order else ()

    def phase(self, state: GameState | None) -> str:
        """``setup``, ``play``, ``production``, ``era_keep`` or ``finished``."""
        return "setup" if state is None else state.phase

    def is_over(self, state: GameState | None) -> bool:
        """True after the final scoring's round."""
        return state is not None and state.phase == "finished"

    def result(self, state: GameState | None, data: CardLibrary) -> Result | None:
        """Final scores with their working; ties broken by the final play order."""
        if state is None or state.phase != "finished":
            return None
        from companion.core.scores import Result, Score
        from companion.games.underwater_cities.scoring import final_scores  # not at the start

        scores = final_scores(state, data)
        places = {seat: place for place, seat in enumerate(scores.ranking, start=1)}
        return Result(
            scores=tuple(
                Score(
                    seat=p.player,
                    name=p.name,
                    points=p.total,
                    place=places[p.player],
                    working=tuple(line.text for line in p.lines),
                )
                for p in scores.players
            ),
            # German p. 17: no winner is named while a line waits for the table.
            winners=(scores.winner,) if scores.settled else (),
            tie_break=message("uc.tie_break.play_order"),
        )

    def stats_breakdown(self, state: GameState, data: CardLibrary) -> Breakdown:
        """A finished game's points by category per seat (statistics)."""
        from companion.games.underwater_cities.stats import stats_breakdown

        return stats_breakdown(state, data)

    def next_step(self, state: GameState | None) -> Message:
        """What the table does next (the banner's sentence)."""
        from companion.games.underwater_cities.next_step import next_step

        step: Message = next_step(state)
        return step

    def legal_options(
        self, state: GameState | None, player: int | None, data: CardLibrary
    ) -> Sequence[Command]:
        """Every command ``player`` may give now, typed."""
        from companion.games.underwater_cities.options import legal_options

        return legal_options(state, player, data)

    def example_setup(self, players: int, seed: int) -> Command:
        """A setup for ``players`` players named Anna, Ben, Chiara, Dieter."""
        names = ("Anna", "Ben", "Chiara", "Dieter")[:players]
        colours = ("orange", "blue", "green", "purple")
        return COMMAND_ADAPTER.validate_python(
            {
                "type": "setup_game",
                "seed": seed,
                "players": [
                    {"name": name, "colour": colour}
                    for name, colour in zip(names, colours, strict=False)
                ],
            }
        )

    def english(self) -> EnglishTexts:
        """The English texts of the game's messages (the CLI's words)."""
        from companion.games.underwater_cities.english import ENGLISH

        english: EnglishTexts = ENGLISH
        return english

    def teacher(self) -> Any:
        """Teaching mode's lessons, detectors and guides for this game."""
        from companion.games.underwater_cities.teaching import TEACHER

        return TEACHER

    def add_cli(
        self,
        subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
        stored: StoredData,
    ) -> None:
        """``score``, ``produce`` and ``library``."""
        from companion.games.underwater_cities.cli import add_commands

        add_commands(subparsers, stored)


PLUGIN = UnderwaterCitiesPlugin()
