"""Games as JSON lines, the format of ``companion-cli replay``, and the checks on import.

A file holds one command JSON object per line, the first being the game's
setup command. It may start with a header line naming the format and game::

    {"format": "companion-log", "version": 1, "game": "<game id>", "title": "..."}

Blank lines are ignored. Reading checks every line, and replaying checks every
command, before anything is written.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from companion.core.errors import CompanionError, DataError
from companion.core.plugin import Ruleset
from companion.core.session import Session
from companion.store.rows import to_json

FORMAT = "companion-log"
FORMAT_VERSION = 1
"""The newest header version this code reads and the one it writes."""


@dataclass(frozen=True)
class LogFile:
    """A game file read line by line, not yet checked against the rules."""

    game: str | None
    """The game named by the header, if there is one."""
    title: str | None
    commands: tuple[tuple[int, Any], ...]
    """``(line number, JSON value)`` for every command line, in order."""


def header_line(game: str, title: str) -> str:
    """The header line that starts an exported game."""
    return to_json({"format": FORMAT, "version": FORMAT_VERSION, "game": game, "title": title})


def format_log(
    game: str, title: str, commands: Iterable[str], *, header: bool = True
) -> Iterator[str]:
    """The lines (without newlines) of a game file holding ``commands`` (JSON texts)."""
    if header:
        yield header_line(game, title)
    yield from commands


def read_log(lines: Iterable[str]) -> LogFile:
    """Parse every line as JSON and check the header; raise ``DataError`` naming the line."""
    game: str | None = None
    title: str | None = None
    header_seen = False
    commands: list[tuple[int, Any]] = []
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise DataError(
                "import_bad_json",
                f"Line {number} is not valid JSON ({error.msg} at column {error.colno}).",
                line=number,
                reason=error.msg,
            ) from None
        if not isinstance(data, dict):
            raise DataError(
                "import_not_a_command",
                f"Line {number} is not a command: a command is a JSON object.",
                line=number,
                reason="not an object",
            )
        if "format" in data and "type" not in data:
            if commands or header_seen:
                raise DataError(
                    "import_misplaced_header",
                    f"Line {number} is a header, but a header may only be the first line.",
                    line=number,
                    reason="misplaced header",
                )
            game, title = _check_header(data, number)
            header_seen = True
        else:
            commands.append((number, data))
    if not commands:
        raise DataError("import_empty", "The file holds no commands.", reason="empty")
    return LogFile(game, title, tuple(commands))


def _check_header(data: dict[str, Any], line: int) -> tuple[str | None, str | None]:
    if data["format"] != FORMAT:
        raise DataError(
            "import_not_a_log",
            f"Line {line} is not a companion game log header (format {data['format']!r}).",
            line=line,
            reason="unknown format",
        )
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise DataError(
            "import_bad_header",
            f"Line {line}: the header's version must be a whole number, not {version!r}.",
            line=line,
            reason="bad version",
        )
    if version > FORMAT_VERSION:
        raise DataError(
            "import_too_new",
            f"This game file was made by a newer version of the companion (format {version}); "
            f"this version reads up to format {FORMAT_VERSION}.",
            line=line,
            reason="newer format",
            version=version,
            supported=FORMAT_VERSION,
        )
    game, title = data.get("game"), data.get("title")
    if game is not None and not isinstance(game, str):
        raise DataError(
            "import_bad_header",
            f"Line {line}: the header's game must be a name, not {game!r}.",
            line=line,
            reason="bad game",
        )
    return game, title if isinstance(title, str) else None


def game_of(log: LogFile, requested: str | None) -> str:
    """The game a file is imported as: the header's, the requested one, or an error."""
    if log.game and requested and log.game != requested:
        raise DataError(
            "import_wrong_game",
            f"Line 1: this file holds a game of {log.game!r}, not {requested!r}.",
            line=1,
            reason="wrong game",
        )
    game = log.game or requested
    if not game:
        raise DataError(
            "import_no_game",
            "The file does not say which game it holds; choose the game to import it as.",
            reason="no game",
        )
    return game


def replay_log(log: LogFile, ruleset: Ruleset, data: Any = None) -> Session:
    """Parse and execute every command in memory; raise ``DataError`` at the first bad line."""
    session = Session(ruleset, data=data)
    for line, data in log.commands:
        try:
            command = ruleset.parse_command(data)
        except (CompanionError, ValueError) as error:
            reason = _reason(error)
            raise DataError(
                "import_invalid_command",
                f"Line {line}: {reason}",
                line=line,
                reason=reason,
                cause=getattr(error, "code", "invalid_command"),
            ) from None
        try:
            session.execute(command)
        except CompanionError as error:
            raise DataError(
                "import_illegal_command",
                f"Line {line}: {error.message}",
                line=line,
                reason=error.message,
                cause=error.code,
            ) from None
    return session


def _reason(error: Exception) -> str:
    if isinstance(error, CompanionError):
        return error.message
    if isinstance(error, ValidationError):
        return "; ".join(
            f"{'.'.join(str(part) for part in detail['loc']) or 'command'}: {detail['msg']}"
            for detail in error.errors()
        )
    return str(error)
