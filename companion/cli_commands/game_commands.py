"""``companion-cli replay``, ``schema`` and ``rulesets``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from companion.cli import subcommand
from companion.core.errors import CompanionError, DataError, InvalidCommand
from companion.core.reading import MAX_LOG_BYTES, read_file_bytes
from companion.core.registry import get_ruleset, plugins, registered_games
from companion.core.session import Session
from companion.store.transfer import LogFile, game_of, read_log

EXIT_REJECTED = 2


def read_command_lines(path: Path) -> LogFile:
    """The commands of a JSON-lines file, through the bounded reader: size, UTF-8,
    nesting and numbers limited, the header's format, version and game checked,
    an empty or header-only file refused (``DataError``)."""
    data = read_file_bytes(path, what="command log", max_bytes=MAX_LOG_BYTES)
    try:
        return read_log(data)
    except DataError as error:
        if error.code == "import_bad_json":
            error.code = "bad_json"
        raise


def _reject(error: CompanionError, line: int) -> int:
    error.params.setdefault("line", line)
    report = {"error": {**error.to_dict(), "line": error.params["line"]}}
    print(json.dumps(report, indent=2))
    print(f"line {error.params['line']}: {error.message}", file=sys.stderr)
    return EXIT_REJECTED


def _game(chosen: str | None, first: object = None) -> str:
    """The game asked for, or the only one there is, or the only one whose rules read
    ``first`` (a log's first command: its setup)."""
    if chosen is not None:
        return chosen
    games = registered_games()
    if len(games) > 1 and first is not None:
        games = [game for game in games if _reads(game, first)] or games
    if len(games) != 1:
        raise InvalidCommand(
            "game_not_given",
            f"Say which game with --game ({', '.join(games)}).",
            games=games,
        )
    return games[0]


def _reads(game: str, command: object) -> bool:
    try:
        get_ruleset(game).parse_command(command)
    except CompanionError:
        return False
    return True


def _replay(args: argparse.Namespace) -> int:
    try:
        log = read_command_lines(Path(args.log))
        if log.game is not None:
            game_of(log, args.game)
        first = log.commands[0][1] if log.commands else None
        ruleset = get_ruleset(_game(args.game or log.game, first))
    except CompanionError as error:
        return _reject(error, error.params.get("line", 0))
    except OSError as error:
        print(f"Cannot read {args.log}: {error.strerror or error}", file=sys.stderr)
        return EXIT_REJECTED
    session = Session(ruleset)
    for number, data in log.commands:
        try:
            session.execute(data)
        except CompanionError as error:
            return _reject(error, number)
    print(json.dumps(ruleset.state_to_json(session.state), indent=None if args.compact else 2))
    return 0


def _schema(args: argparse.Namespace) -> int:
    try:
        ruleset = get_ruleset(_game(args.game))
    except CompanionError as error:
        print(error.message, file=sys.stderr)
        return EXIT_REJECTED
    print(json.dumps(ruleset.command_schema(), indent=2))
    return 0


def _rulesets(args: argparse.Namespace) -> int:
    for plugin in plugins():
        print(f"{plugin.id}\t{plugin.title}\t{plugin.min_players}-{plugin.max_players}")
    return 0


@subcommand
def _register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    games = registered_games()
    replay = subparsers.add_parser(
        "replay",
        help="apply a JSON-lines command log and print the resulting state as JSON",
        description="Apply a JSON-lines command log (first line: the setup command) and print "
        "the resulting state as JSON. On the first rejected line, print its error and exit 2.",
    )
    replay.add_argument("log", help="the command log (one JSON command per line)")
    replay.add_argument("--game", choices=games, help="the game (needed when several exist)")
    replay.add_argument("--compact", action="store_true", help="print the state on one line")
    replay.set_defaults(handler=_replay)
    schema = subparsers.add_parser("schema", help="print the JSON Schema of the game's commands")
    schema.add_argument("--game", choices=games, help="the game (needed when several exist)")
    schema.set_defaults(handler=_schema)
    rulesets = subparsers.add_parser(
        "rulesets",
        help="list the games the companion knows (id, title, players)",
        description="One line per registered game: id<TAB>title<TAB>min-max players.",
    )
    rulesets.set_defaults(handler=_rulesets)
