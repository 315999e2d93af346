"""Subcommands several games offer under one name: ``companion-cli score --game GAME``;
what the games' own subcommands share (reading a position file, printing, failing).

A game's ``add_cli`` asks :func:`game_command` for its own parser of a shared name
(``score``); the first game to ask creates the shared subcommand, which takes
``--game`` and hands the rest of the command line to that game's parser. A game may
declare itself the default (the one that had the name first, so that commands
written before the second game came keep working); without a default and with
several games, ``--game`` is needed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from companion.core.errors import CompanionError, DataError
from companion.core.reading import (
    MAX_DATA_INT,
    MAX_FILE_BYTES,
    plain_name,
    read_file_bytes,
    read_json_text,
)

EXIT_REJECTED = 2
M = TypeVar("M", bound=BaseModel)


class _Shared:
    """The handler of a shared subcommand: each game's parser, and the default game."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.games: dict[str, argparse.ArgumentParser] = {}
        self.default: str | None = None

    def _game(self, chosen: str | None) -> str | None:
        if chosen is not None:
            return chosen
        if self.default is not None:
            return self.default
        return next(iter(self.games)) if len(self.games) == 1 else None

    def __call__(self, args: argparse.Namespace) -> int:
        game = self._game(args.game)
        known = ", ".join(sorted(self.games))
        if game is None:
            print(f"Say which game to {self.name} with --game ({known}).", file=sys.stderr)
            return EXIT_REJECTED
        parser = self.games.get(game)
        if parser is None:
            print(f"{self.name} knows no game called {game!r}; it knows {known}.", file=sys.stderr)
            return EXIT_REJECTED
        game_args = parser.parse_args(args.rest)
        handler = game_args.handler
        result: int = handler(game_args)
        return result


def game_command(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
    name: str,
    game_id: str,
    *,
    help: str,
    description: str,
    default: bool = False,
) -> argparse.ArgumentParser:
    """The parser of ``game_id``'s ``name`` subcommand, shared with other games under
    ``--game``; set ``handler`` on it as for any subcommand. ``ValueError`` if ``name``
    is a subcommand games do not share."""
    shared_parser = subparsers.choices.get(name)
    if shared_parser is None:
        shared_parser = subparsers.add_parser(
            name,
            add_help=False,
            help=f"{help} (each game's options: {name} --game GAME --help)",
            description=description,
        )
        shared_parser.add_argument("--game", help="the game (see companion-cli rulesets)")
        shared_parser.set_defaults(handler=_Shared(name), passes_rest=True)
    shared = shared_parser.get_default("handler")
    if not isinstance(shared, _Shared):
        raise ValueError(f"companion-cli {name} is not a subcommand games share")
    parser = argparse.ArgumentParser(
        prog=f"companion-cli {name} --game {game_id}", description=description
    )
    shared.games[game_id] = parser
    if default:
        shared.default = game_id
    return parser


def dump(data: Any) -> str:
    """Data as the CLI prints it: indented JSON, non-ASCII kept."""
    return json.dumps(data, indent=2, ensure_ascii=False)


def fail(error: CompanionError, as_json: bool) -> int:
    """Say why the input was refused (also as JSON with ``--json``); the exit code."""
    if as_json:
        print(dump({"error": error.to_dict()}))
    print(error.message, file=sys.stderr)
    return EXIT_REJECTED


def located(loc: tuple[int | str, ...]) -> str:
    """Where in a JSON document a validation error is (``players[1].name``)."""
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text or "the top level"


def read_position_file(
    path: str, model: type[M], game: str, names: Callable[[M], Iterable[str]]
) -> M:
    """The position of ``game`` (its title) in the file at ``path``, read within the
    limits; ``DataError`` (``bad_position``) naming the field when it is not a valid
    position or a player's name (``names``) is not plain, ``OSError`` when the file
    cannot be read."""
    what = f"position file {path}"
    data = read_json_text(
        read_file_bytes(path, what=what, max_bytes=MAX_FILE_BYTES), what=what, max_int=MAX_DATA_INT
    )
    try:
        position = model.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        reason = str(first["msg"]).removeprefix("Value error, ")
        where = located(tuple(first["loc"]))
        raise DataError(
            "bad_position",
            f"The {what} is not an {game} position: at {where}, {reason}.",
            file=path,
            field=where,
        ) from None
    for seat, name in enumerate(names(position)):
        plain_name(name, f"name of player {seat + 1} in the {what}", max_length=40)
    return position


def run_score(
    args: argparse.Namespace,
    read: Callable[[str], M],
    as_data: Callable[[M], Any],
    as_text: Callable[[M], str],
) -> int:
    """``score``'s handler: read ``args.position``, print the result as data with
    ``--json``, else as text; exit 2 with a sentence on bad input."""
    try:
        position = read(args.position)
    except CompanionError as error:
        return fail(error, args.json)
    except OSError as error:
        print(f"Cannot read {args.position}: {error.strerror or error}", file=sys.stderr)
        return EXIT_REJECTED
    print(dump(as_data(position)) if args.json else as_text(position))
    return 0
