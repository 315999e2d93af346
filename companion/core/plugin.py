"""The game plug-in: everything a game tells the core, the store, the CLI and the app.

One object per game (OpenSpiel's ``GameType`` plus python-chess's ``legal_moves``):
its id, title, player counts and setup options; its :class:`Ruleset` (commands in,
events out, the pure fold); and, for any state, who acts now, the phase, whether
the game is over, the result with its working, the next step, and a player's
legal options as typed commands. Games are found through the entry-point group
``companion.games`` (see :mod:`companion.core.registry`).

``data`` is what a table taught the game (a card library, calibrated boards):
the store keeps it as :class:`DataRow` rows, the plug-in turns rows into its own
data object with :meth:`GamePlugin.load_data`, and every rule that needs it gets it
as an argument, never from a global.
"""

from __future__ import annotations

import argparse
import enum
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, Protocol

from companion.core.messages import Message
from companion.core.model import Command, Event

if TYPE_CHECKING:
    from companion.core.scores import Result


class DataRow(NamedTuple):
    """One thing a table taught a game, as the store keeps it.

    ``kind`` (``card``, ``metropolis``, ``board``...) and ``key`` identify it
    within the game; ``entry`` is its JSON text, which only the game reads.
    """

    kind: str
    key: str
    entry: str


class Option(NamedTuple):
    """A setup option the game declares (the wizard shell and the CLI show them)."""

    name: str
    label: Message
    kind: Literal["choice", "flag"]
    choices: tuple[str, ...] = ()
    default: str | bool | None = None


class Ruleset(Protocol):
    """The rules of one game, as the store and the session need them.

    ``decide`` validates a command against a state (``None`` before setup) with
    the game's ``data`` and returns the events it produces, raising
    ``RuleViolation`` when illegal; ``evolve`` is the pure fold of one event.
    ``version`` is the format of the events and states this code writes: when a
    stored game has an older one, the store re-derives its events from its commands.
    """

    game_id: str
    title: str
    version: int

    def parse_command(self, data: Any, saved_with: int | None = None) -> Command:
        """A command from plain data. ``saved_with`` is the ``version`` of the rules
        a stored command was written under (0 when unknown: a file); ``None`` for a
        command given now. A ruleset may read older commands in today's form."""
        ...

    def parse_event(self, data: Any) -> Event: ...

    def decide(self, state: Any, command: Command, data: Any) -> Sequence[Event]: ...

    def evolve(self, state: Any, event: Event) -> Any: ...

    def changes(self, events: Sequence[Event]) -> enum.Flag:
        """Which parts of the table ``events`` touched (the game's own flag type)."""
        ...

    @property
    def everything(self) -> enum.Flag:
        """The flag that says: redraw everything."""
        ...

    def default_data(self) -> Any:
        """The game's data with nothing taught by a table (built-in data only)."""
        ...

    def command_schema(self) -> dict[str, Any]: ...

    def state_to_json(self, state: Any) -> Any: ...

    def state_from_json(self, data: Any) -> Any: ...

    def summary(self, state: Any, data: Any) -> dict[str, Any]:
        """What the games list shows: ``players`` (names), ``status``
        (``in_progress``/``finished``), ``scores`` (name → points) and, optionally,
        ``progress`` (``round`` and ``rounds``: how far the game is)."""
        ...


class StoredData(Protocol):
    """What a game's CLI may read and write of the database, without importing the store.

    ``database`` is a file path, or None for the usual one. ``rows`` gives None when
    there is no database there (it never creates one); ``save`` creates it, with the
    store's schema, if needed, and saves all ``rows`` in one transaction.
    """

    def rows(self, game_id: str, database: str | None) -> list[DataRow] | None: ...

    def save(self, game_id: str, rows: Sequence[DataRow], database: str | None) -> None: ...


class GamePlugin(Protocol):
    """What a game provides to the companion (found by entry point, never imported).

    Two optional members, read with ``getattr`` (statistics and export):
    ``bgg_id: int`` (the game's BoardGameGeek id; 0 or absent when unknown) and
    ``stats_breakdown(state, data) -> Breakdown`` (a finished game's points by
    category per seat).
    """

    id: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    ruleset: Ruleset

    def load_data(self, rows: Sequence[DataRow]) -> Any:
        """The game's data from what tables taught it (bad rows are skipped, never fatal)."""
        ...

    def actors(self, state: Any) -> tuple[int, ...]:
        """The seats that may act now (empty when the game is over or waits for no one)."""
        ...

    def phase(self, state: Any) -> str:
        """The phase in the game's own words (an id: ``play``, ``production``...)."""
        ...

    def is_over(self, state: Any) -> bool:
        """True once the game has ended."""
        ...

    def result(self, state: Any, data: Any) -> Result | None:
        """The scores with their working and the winners; None while the game runs."""
        ...

    def next_step(self, state: Any) -> Message:
        """What the table does next, as a message (the banner's sentence)."""
        ...

    def legal_options(self, state: Any, player: int | None, data: Any) -> Sequence[Command]:
        """Every command ``player`` (``None``: the table, for automatic steps) may
        give now, typed. Facts only the table knows (what card came up) are
        enumerated over their finite choices."""
        ...

    def example_setup(self, players: int, seed: int) -> Command:
        """A legal setup command for ``players`` players (tests, the demo, the CLI)."""
        ...

    def english(self) -> Any:
        """The game's English texts (:class:`~companion.core.messages.EnglishTexts`)."""
        ...

    def teacher(self) -> Any:
        """The game's teacher for teaching mode (``companion.teaching.Teacher``), or None."""
        ...

    def add_cli(
        self,
        subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
        stored: StoredData,
    ) -> None:
        """Add the game's own ``companion-cli`` subcommands (may add none); ``stored``
        reads and writes what tables taught the game."""
        ...
