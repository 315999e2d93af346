"""Games as JSON lines, the format of ``companion-cli replay``, and the checks on import.

A file holds one command JSON object per line, the first being the game's
setup command. It may start with a header line naming the format and game::

    {"format": "companion-log", "version": 1, "game": "<game id>", "title": "..."}

Blank lines are ignored. Reading checks every line, and replaying checks every
command, before anything is written.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from companion.core.errors import CompanionError, DataError
from companion.core.plugin import Ruleset
from companion.core.reading import (
    MAX_LOG_BYTES,
    check_size,
    decode_text,
    json_line,
    plain_name,
)
from companion.core.session import Session
from companion.store.rows import to_json

FORMAT = "companion-log"
FORMAT_VERSION = 1
"""The newest header version this code reads and the one it writes."""
WHAT = "game file"
MAX_TITLE_LENGTH = 120
_GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")


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


def log_lines(source: bytes | str | Iterable[str]) -> Iterator[tuple[int, str]]:
    """``(line number, text)`` of a game file given as bytes, text or lines:
    at most :data:`~companion.core.reading.MAX_LOG_BYTES`, UTF-8 (a byte-order
    mark is dropped); ``DataError`` (``file_too_large``, ``not_utf8``) otherwise."""
    if isinstance(source, bytes | str):
        text = decode_text(source, what=WHAT, max_bytes=MAX_LOG_BYTES)
        yield from enumerate(text.splitlines(), start=1)
        return
    size = 0
    number = 0
    lines = iter(source)
    while True:
        try:
            text = next(lines)
        except StopIteration:
            return
        except UnicodeDecodeError:
            raise DataError(
                "not_utf8",
                f"The {WHAT} is not UTF-8 text (line {number + 1} cannot be read). "
                "Save it as UTF-8 and try again.",
                what=WHAT,
                line=number + 1,
                reason="not UTF-8",
            ) from None
        number += 1
        size += len(text) + 1
        if size > MAX_LOG_BYTES:
            check_size(" " * size, what=WHAT, max_bytes=MAX_LOG_BYTES)
        if number == 1 and text.startswith("\ufeff"):
            text = text[1:]
        yield number, text


def read_log(lines: bytes | str | Iterable[str]) -> LogFile:
    """Parse every line as JSON and check the header; raise ``DataError`` naming the line.

    ``lines`` is the file's bytes, its text, or its lines. Sizes, encodings, nesting
    and numbers are bounded by :mod:`companion.core.reading`; an empty file, or one
    holding only a header, is refused.
    """
    game: str | None = None
    title: str | None = None
    header_seen = False
    commands: list[tuple[int, Any]] = []
    for number, text in log_lines(lines):
        if not text.strip():
            continue
        try:
            data = json_line(text, what=WHAT, number=number)
        except DataError as error:
            if error.code == "bad_json":
                reason = error.params.get("reason", "bad JSON")
                raise DataError(
                    "import_bad_json",
                    f"Line {number} is not valid JSON ({reason} at column "
                    f"{error.params.get('column')}).",
                    line=number,
                    reason=reason,
                ) from None
            error.params.setdefault("line", number)
            error.params.setdefault("reason", error.code)
            raise
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
        if header_seen:
            raise DataError(
                "import_empty",
                "The file holds only a header and no commands: there is no game in it.",
                reason="header only",
            )
        raise DataError("import_empty", "The file holds no commands: it is empty.", reason="empty")
    return LogFile(game, title, tuple(commands))


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _check_header(data: dict[str, Any], line: int) -> tuple[str | None, str | None]:
    if data["format"] != FORMAT:
        raise DataError(
            "import_not_a_log",
            f"Line {line} is not a companion game log header (format {_short(data['format'])}).",
            line=line,
            reason="unknown format",
        )
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise DataError(
            "import_bad_header",
            f"Line {line}: the header's version must be a whole number, not {_short(version)}.",
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
    if game is not None and not (isinstance(game, str) and _GAME_ID.fullmatch(game)):
        raise DataError(
            "import_bad_header",
            f"Line {line}: the header's game must be a game's name, not {_short(game)}.",
            line=line,
            reason="bad game",
        )
    if title is not None:
        try:
            title = plain_name(title, "game's title", max_length=MAX_TITLE_LENGTH)
        except DataError as error:
            raise DataError(
                "import_bad_header",
                f"Line {line}: {error.message}",
                line=line,
                reason="bad title",
            ) from None
    return game, title


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
            command = ruleset.parse_command(data, saved_with=0)
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
