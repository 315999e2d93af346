"""``companion-cli scoresheet``: a finished game's printable score sheet, drawn by
:mod:`ui.scoresheet` with Qt (offscreen). The CLI finds this subcommand through the
entry-point group ``companion.cli``, so the engine side never imports the UI."""

from __future__ import annotations

import argparse
from pathlib import Path

from companion.cli_commands.store_commands import guarded


def _scoresheet(args: argparse.Namespace) -> int:
    from ui.scoresheet import write_headless

    written = write_headless(args.database, args.game, args.file)
    print(f"The score sheet was written to {written}.")
    return 0


def add_commands(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``scoresheet GAME FILE [--database PATH]``."""
    sheet = subparsers.add_parser(
        "scoresheet",
        help="a finished game's printable score sheet (PDF)",
        description="Write a finished game's score sheet as a new PDF file: the date, "
        "players, places, points by category, each player's working and the score chart.",
    )
    sheet.add_argument(
        "--database",
        type=Path,
        help="the database file (default: companion.sqlite3 in $COMPANION_DATA_DIR, "
        "else in the user's data directory)",
    )
    sheet.add_argument("game", type=int, help="the game's number (see `games`)")
    sheet.add_argument("file", type=Path, help="the new PDF file")
    sheet.set_defaults(handler=guarded(_scoresheet))
