"""``companion-cli results``, ``export-play``, ``backup``, ``restore`` and
``players``:
results leaving the app, the whole database in one file, and the players."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from companion.cli import subcommand
from companion.cli_commands.store_commands import EXIT_REJECTED, guarded
from companion.core.reading import shown_safely
from companion.store import GameStore, default_path


def _write_new(path: Path, text: str) -> int:
    """Write ``text`` to the new file ``path``; refuse (exit 2) if it exists."""
    try:
        with open(path, "x", encoding="utf-8", newline="") as handle:
            handle.write(text)
    except FileExistsError:
        print(f"{path} exists already; it was not overwritten.", file=sys.stderr)
        return EXIT_REJECTED
    except OSError as error:
        print(f"Cannot write {path}: {error.strerror or error}", file=sys.stderr)
        return EXIT_REJECTED
    return 0


def _output(args: argparse.Namespace, text: str) -> int:
    if args.output is None:
        sys.stdout.write(text)
        return 0
    return _write_new(args.output, text)


def _results(args: argparse.Namespace) -> int:
    from companion.stats.export import result_rows, results_csv, results_json

    with GameStore(args.database) as store:
        profile = None
        if args.player is not None:
            found = store.profile_named(args.player)
            if found is None:
                print(f"No player is called {shown_safely(args.player)}.", file=sys.stderr)
                return EXIT_REJECTED
            profile = found.id
        rows = result_rows(
            store,
            game_id=args.game,
            profile=profile,
            status=None if args.status == "all" else args.status,
            search=args.search or "",
        )
    return _output(args, results_json(rows) if args.format == "json" else results_csv(rows))


def _export_play(args: argparse.Namespace) -> int:
    from companion.stats.export import bgsplay

    with GameStore(args.database) as store:
        play = bgsplay(store, args.game)
    return _output(args, json.dumps(play, ensure_ascii=False, indent=1) + "\n")


def _backup(args: argparse.Namespace) -> int:
    from companion.store.backup import backup

    with GameStore(args.database) as store:
        written = backup(store, args.file)
    print(f"The whole database was written to {written}.")
    return 0


def _restore(args: argparse.Namespace) -> int:
    from companion.store.backup import restore

    target = args.database or default_path()
    games = restore(args.file, target)
    print(f"Restored {games} games from {args.file} into {target}.")
    return 0


def _players(args: argparse.Namespace) -> int:
    with GameStore(args.database) as store:
        if args.rename is not None:
            number, name = args.rename
            if not number.isdigit():
                print(f"{shown_safely(number)} is not a player's number.", file=sys.stderr)
                return EXIT_REJECTED
            store.update_profile(int(number), name=name)
        if args.merge is not None:
            store.merge_profiles(args.merge[0], args.merge[1])
        for profile in store.profiles():
            colour = f"  {profile.colour}" if profile.colour else ""
            print(shown_safely(f"{profile.id:>5}  {profile.name}  ({profile.games} games){colour}"))
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
    output = argparse.ArgumentParser(add_help=False)
    output.add_argument("-o", "--output", type=Path, help="a new file (default: standard output)")

    results = subparsers.add_parser(
        "results",
        parents=[database, output],
        help="every result as CSV or JSON, one row per player per game",
        description="One row per player per game (finished games unless --status says "
        "otherwise), oldest game first, as CSV with a header line or as JSON.",
    )
    results.add_argument("--format", choices=["csv", "json"], default="csv")
    results.add_argument("--game", help="only this game kind (its id, see `rulesets`)")
    results.add_argument("--player", help="only games this player sat in (a name)")
    results.add_argument("--status", choices=["finished", "in_progress", "all"], default="finished")
    results.add_argument("--search", help="only games whose title or a player's name has this")
    results.set_defaults(handler=guarded(_results))

    play = subparsers.add_parser(
        "export-play",
        parents=[database, output],
        help="a finished game as a BG Stats play file (.bgsplay)",
        description="Write a finished game as the JSON play file BG Stats opens: players, "
        "the game with its BoardGameGeek id, the play's date, duration, scores and winner.",
    )
    play.add_argument("game", type=int, help="the game's number (see `games`)")
    play.set_defaults(handler=guarded(_export_play))

    saved = subparsers.add_parser(
        "backup",
        parents=[database],
        help="write the whole database to one new file",
        description="Copy every game, player and taught card into one new file (refused "
        "if the file exists). `restore` reads it back.",
    )
    saved.add_argument("file", type=Path, help="the new backup file")
    saved.set_defaults(handler=guarded(_backup))

    back = subparsers.add_parser(
        "restore",
        parents=[database],
        help="check a backup in full, then make it the database (never overwriting one)",
        description="Check every page and every game of a backup, then copy it to the "
        "database path. Refused if a database is there already: move it aside first, or "
        "restore with --database to a new path.",
    )
    back.add_argument("file", type=Path, help="the backup file")
    back.set_defaults(handler=guarded(_restore))

    players = subparsers.add_parser(
        "players",
        parents=[database],
        help="list the players (rename or merge them first if asked)",
        description="One line per player: number, name, games played, colour.",
    )
    players.add_argument("--rename", nargs=2, metavar=("NUMBER", "NAME"))
    players.add_argument(
        "--merge",
        nargs=2,
        type=int,
        metavar=("KEEP", "OTHER"),
        help="make player OTHER part of player KEEP (their games move to KEEP)",
    )
    players.set_defaults(handler=guarded(_players))
