"""Subcommands several games offer under one name: ``companion-cli score --game GAME``.

A game's ``add_cli`` asks :func:`game_command` for its own parser of a shared name
(``score``); the first game to ask creates the shared subcommand, which takes
``--game`` and hands the rest of the command line to that game's parser. A game may
declare itself the default (the one that had the name first, so that commands
written before the second game came keep working); without a default and with
several games, ``--game`` is needed.
"""

from __future__ import annotations

import argparse
import sys

EXIT_REJECTED = 2


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
