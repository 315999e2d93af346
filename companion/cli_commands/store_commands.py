"""``companion-cli games``, ``export`` and ``import``: the database of saved games."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from companion.cli import subcommand
from companion.core.errors import CompanionError, DataError
from companion.core.reading import MAX_LOG_BYTES, read_file_bytes, shown_safely
from companion.store import GameStore
from companion.store.transfer import log_lines

EXIT_REJECTED = 2


def guarded(action: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Run ``action``; a companion error becomes a message on stderr and exit code 2."""

    def run(args: argparse.Namespace) -> int:
        try:
            return action(args)
        except CompanionError as error:
            print(error.message, file=sys.stderr)
            return EXIT_REJECTED

    return run


def _store(args: argparse.Namespace) -> GameStore:
    return GameStore(args.database)


def _games(args: argparse.Namespace) -> int:
    with _store(args) as store:
        for row in store.list_games(args.status):
            scores = ", ".join(f"{name} {score}" for name, score in row.scores.items())
            line = (
                f"{row.id:>5}  {row.updated.astimezone():%Y-%m-%d %H:%M}  {row.status:<11}  "
                f"{row.title}  ({scores or ', '.join(row.players) or 'not set up'})"
            )
            print(shown_safely(line))  # names saved by older versions may hold escapes
    return 0


def _export(args: argparse.Namespace) -> int:
    with _store(args) as store:
        text = "".join(f"{line}\n" for line in store.export_game(args.game, header=not args.bare))
    if args.output is None:
        sys.stdout.write(text)
        return 0
    try:
        with open(args.output, "x", encoding="utf-8") as handle:
            handle.write(text)
    except FileExistsError:
        print(f"{args.output} exists already; it was not overwritten.", file=sys.stderr)
        return EXIT_REJECTED
    return 0


def _import(args: argparse.Namespace) -> int:
    try:
        data = read_file_bytes(args.file, what="game file", max_bytes=MAX_LOG_BYTES)
        lines = [text for _, text in log_lines(data)]
    except OSError as error:
        print(f"Cannot read {args.file}: {error.strerror or error}", file=sys.stderr)
        return EXIT_REJECTED
    except DataError as error:
        print(f"Cannot read {args.file}: {error.message}", file=sys.stderr)
        return EXIT_REJECTED
    with _store(args) as store:
        number = store.import_game(lines, game=args.game, title=args.title)
    print(f"Imported as game {number}.")
    return 0


@subcommand
def _register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    database = argparse.ArgumentParser(add_help=False)
    database.add_argument(
        "--database",
        type=Path,
        help="the database file (default: companion.sqlite3 in $COMPANION_DATA_DIR, "
        "else in the user's data directory)",
    )
    games = subparsers.add_parser(
        "games", parents=[database], help="list the saved games, most recent first"
    )
    games.add_argument("--status", choices=["in_progress", "finished"])
    games.set_defaults(handler=guarded(_games))

    export = subparsers.add_parser(
        "export",
        parents=[database],
        help="write a saved game as JSON lines (the format of `replay`)",
        description="Write the commands in play of a saved game, one JSON object per line, "
        "after a header line naming the game. `replay` and `import` read it back.",
    )
    export.add_argument("game", type=int, help="the game's number (see `games`)")
    export.add_argument("-o", "--output", type=Path, help="a new file (default: standard output)")
    export.add_argument("--bare", action="store_true", help="leave out the header line")
    export.set_defaults(handler=guarded(_export))

    load = subparsers.add_parser(
        "import",
        parents=[database],
        help="check a JSON-lines game file, then save it as a new game",
        description="Check every line of a game file (JSON, known commands, legal moves) and "
        "only then save it as a new game. On a problem, name the line and change nothing.",
    )
    load.add_argument("file", type=Path, help="the game file (JSON lines)")
    load.add_argument("--game", help="the game, for a file without a header line")
    load.add_argument("--title", help="the title of the new game")
    load.set_defaults(handler=guarded(_import))
