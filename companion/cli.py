"""``companion-cli``: the headless tool (replay, schema, and more per game)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from companion import __version__
from companion.core.plugin import DataRow
from companion.core.registry import installed, plugins

Handler = Callable[[argparse.Namespace], int]
_SUBCOMMANDS: list[Callable[[argparse._SubParsersAction[argparse.ArgumentParser]], None]] = []


def subcommand(
    register: Callable[[argparse._SubParsersAction[argparse.ArgumentParser]], None],
) -> Callable[[argparse._SubParsersAction[argparse.ArgumentParser]], None]:
    """Decorator: ``register(subparsers)`` adds one subcommand with ``handler`` set."""
    _SUBCOMMANDS.append(register)
    return register


EXTENSIONS = "companion.cli"
"""Entry-point group of subcommands other packages add (a function taking the
subparsers): the user interface adds ``scoresheet``, which draws with Qt, so the
engine side never imports the UI."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every registered subcommand."""
    import companion.cli_commands  # noqa: F401  (registers the subcommands)

    parser = argparse.ArgumentParser(
        prog="companion-cli",
        description="Headless tools of the board-game companion.",
    )
    parser.add_argument("--version", action="version", version=f"companion {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for register in _SUBCOMMANDS:
        register(subparsers)
    stored = _StoreData()
    for plugin in plugins():
        plugin.add_cli(subparsers, stored)
    for point in installed(EXTENSIONS):
        point.load()(subparsers)
    return parser


class _StoreData:
    """The store's game data for the games' subcommands (:class:`StoredData`)."""

    def rows(self, game_id: str, database: str | None) -> list[DataRow] | None:
        from companion.store import GameStore, default_path

        path = Path(database) if database is not None else default_path()
        if not path.exists():
            return None
        with GameStore(path) as store:
            return store.game_data(game_id)

    def save(self, game_id: str, rows: Sequence[DataRow], database: str | None) -> None:
        from companion.store import GameStore

        with GameStore(database) as store:
            store.save_game_data(game_id, rows)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``companion-cli``; returns the process exit code."""
    parser = build_parser()
    args, rest = parser.parse_known_args(argv)
    if rest and not getattr(args, "passes_rest", False):
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    args.rest = rest  # what a subcommand games share hands to the game's parser
    handler: Handler | None = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 0
    return handler(args)


if __name__ == "__main__":
    sys.exit(main())
