"""``companion-cli``: the headless tool (replay, schema, and more per game)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from companion import __version__
from companion.core.registry import plugins

Handler = Callable[[argparse.Namespace], int]
_SUBCOMMANDS: list[Callable[[argparse._SubParsersAction[argparse.ArgumentParser]], None]] = []


def subcommand(
    register: Callable[[argparse._SubParsersAction[argparse.ArgumentParser]], None],
) -> Callable[[argparse._SubParsersAction[argparse.ArgumentParser]], None]:
    """Decorator: ``register(subparsers)`` adds one subcommand with ``handler`` set."""
    _SUBCOMMANDS.append(register)
    return register


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
    for plugin in plugins():
        plugin.add_cli(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``companion-cli``; returns the process exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Handler | None = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 0
    return handler(args)


if __name__ == "__main__":
    sys.exit(main())
