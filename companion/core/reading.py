"""One bounded reader for every file the companion takes.

Logs, exports, positions, card packs and board files come from players and
from other programs. Everything read from them passes through here first:

- a size limit (:data:`MAX_FILE_BYTES` for single documents,
  :data:`MAX_LOG_BYTES` for command logs);
- UTF-8 with a clear error naming the line and column of the first bad byte
  (a leading byte-order mark is allowed and dropped);
- a nesting limit (:data:`MAX_DEPTH`) checked by scanning the text without
  recursion before :func:`json.loads` sees it, so no ``RecursionError``;
- integers of at most :data:`MAX_INT_DIGITS` digits, finite floats only (no
  ``NaN``/``Infinity``, no ``1e999``), no duplicate keys, no lone surrogates.

Every problem is a :class:`~companion.core.errors.DataError` with a stable
code (``file_too_large``, ``not_utf8``, ``bad_json``, ``too_deep``,
``number_too_large``, ``not_a_number``, ``duplicate_key``, ``bad_text``), the
``line``/``column`` where known, and a sentence a player understands.

:func:`plain_name` checks names (players, cards, titles): plain text without
control characters or bidirectional overrides and isolates.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Iterable
from itertools import accumulate
from typing import Any

from companion.core.errors import DataError

MAX_FILE_BYTES = 5 * 1024 * 1024
"""Packs, positions, board files: 5 MB (the bundled card list is ~150 KB)."""
MAX_LOG_BYTES = 20 * 1024 * 1024
"""Command logs and exports: 20 MB (a full 4-player game is ~60 KB)."""
MAX_DEPTH = 64
"""Nesting of arrays and objects (the deepest real file nests 6)."""
MAX_INT_DIGITS = 40
"""Digits of an integer literal (seeds go up to 2^63, 19 digits)."""
MAX_DATA_INT = 10**6
"""Largest magnitude of an integer in a pack, position or board file (their
counts, points and card numbers are far below)."""
MAX_NAME_LENGTH = 80
"""Characters of a name after stripping."""

# compiled on first use (re keeps them): a start reads no file with the bounded reader
_STRING = r'(?s)"(?:[^"\\]|\\.)*"'
_BRACKET = r"[\[\]{}]"
_SURROGATE_ESCAPE = r"\\u[dD][89abcdefABCDEF]|[\ud800-\udfff]"

BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Embeddings, overrides and isolates: they reorder the text around them."""


def _mb(limit: int) -> str:
    return f"{limit / (1024 * 1024):g} MB" if limit >= 1024 * 1024 else f"{limit} bytes"


def check_size(data: bytes | str, *, what: str, max_bytes: int) -> None:
    """Raise ``file_too_large`` if ``data`` is over ``max_bytes`` (text counts as UTF-8)."""
    size = len(data)
    if isinstance(data, str) and size <= max_bytes < size * 4:
        size = len(data.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        raise DataError(
            "file_too_large",
            f"The {what} is too large ({_mb(size)}); the limit is {_mb(max_bytes)}.",
            what=what,
            size=size,
            limit=max_bytes,
        )


def _position(text: str, index: int) -> tuple[int, int]:
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    return line, column


def decode_text(data: bytes | str, *, what: str, max_bytes: int = MAX_FILE_BYTES) -> str:
    """``data`` as text: size-checked, UTF-8 decoded, byte-order mark dropped."""
    check_size(data, what=what, max_bytes=max_bytes)
    if isinstance(data, str):
        text = data
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            prefix = data[: error.start]
            line = prefix.count(b"\n") + 1
            column = len(prefix) - (prefix.rfind(b"\n") + 1) + 1
            raise DataError(
                "not_utf8",
                f"The {what} is not UTF-8 text: byte 0x{data[error.start]:02x} at line {line}, "
                f"column {column} cannot be read. Save it as UTF-8 and try again.",
                what=what,
                line=line,
                column=column,
            ) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return text


def _depth_check(text: str, *, what: str, max_depth: int, first_line: int) -> None:
    if text.count("[") + text.count("{") <= max_depth:
        return
    blanked = re.sub(_STRING, lambda m: '""'.ljust(len(m.group()), " "), text)
    brackets = re.findall(_BRACKET, blanked)
    steps = [1 if b in "[{" else -1 for b in brackets]
    if not steps or max(accumulate(steps)) <= max_depth:
        return
    depth = 0
    for match in re.finditer(_BRACKET, blanked):
        depth += 1 if match.group() in "[{" else -1
        if depth > max_depth:
            line, column = _position(text, match.start())
            line += first_line - 1
            raise DataError(
                "too_deep",
                f"The {what} nests lists and objects more than {max_depth} deep "
                f"(line {line}, column {column}).",
                what=what,
                line=line,
                column=column,
                limit=max_depth,
            )


def _hooks(
    what: str, max_int_digits: int, line: int | None, max_int: int | None = None
) -> dict[str, Any]:
    where = f" (line {line})" if line is not None else ""
    located: dict[str, Any] = {"line": line} if line is not None else {}

    def parse_int(literal: str) -> int:
        digits = len(literal.lstrip("-"))
        if digits > max_int_digits:
            raise DataError(
                "number_too_large",
                f"The {what} holds a number with {digits} digits{where}; "
                f"numbers may have at most {max_int_digits}.",
                what=what,
                limit=max_int_digits,
                **located,
            )
        value = int(literal)
        if max_int is not None and abs(value) > max_int:
            raise DataError(
                "number_too_large",
                f"The {what} holds the number {literal}{where}; numbers here may be at most "
                f"{max_int:,} either side of zero.",
                what=what,
                limit=max_int,
                **located,
            )
        return value

    def parse_float(literal: str) -> float:
        if len(literal) > 4 * max_int_digits:
            raise DataError(
                "number_too_large",
                f"The {what} holds a number of {len(literal)} characters{where}.",
                what=what,
                limit=max_int_digits,
                **located,
            )
        value = float(literal)
        if not math.isfinite(value):
            raise DataError(
                "number_too_large",
                f"The {what} holds a number too large to represent ({literal[:20]}){where}.",
                what=what,
                limit=max_int_digits,
                **located,
            )
        return value

    def parse_constant(name: str) -> Any:
        raise DataError(
            "not_a_number",
            f"The {what} holds {name}{where}, which is not a number JSON allows.",
            what=what,
            constant=name,
            **located,
        )

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key, value in items:
            if key in result:
                raise DataError(
                    "duplicate_key",
                    f"The {what} names the field {key[:40]!r} twice in one object{where}.",
                    what=what,
                    key=key[:40],
                    **located,
                )
            result[key] = value
        return result

    return {
        "parse_int": parse_int,
        "parse_float": parse_float,
        "parse_constant": parse_constant,
        "object_pairs_hook": pairs,
    }


def _check_strings(value: Any, *, what: str, line: int | None) -> None:
    """Reject lone surrogates (they cannot be stored or shown); no recursion."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            strings: Iterable[str] = (item,)
        elif isinstance(item, dict):
            strings = item.keys()
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
            continue
        else:
            continue
        for text in strings:
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                where = f" (line {line})" if line is not None else ""
                raise DataError(
                    "bad_text",
                    f"The {what} holds text with a broken character escape{where}.",
                    what=what,
                    **({"line": line} if line is not None else {}),
                ) from None


def _loads(
    text: str,
    *,
    what: str,
    max_depth: int,
    max_int_digits: int,
    line: int | None,
    max_int: int | None = None,
) -> Any:
    _depth_check(text, what=what, max_depth=max_depth, first_line=line or 1)
    try:
        value = json.loads(text, **_hooks(what, max_int_digits, line, max_int))
    except json.JSONDecodeError as error:
        at = (line or 1) + error.lineno - 1
        raise DataError(
            "bad_json",
            f"The {what} is not valid JSON: {error.msg} at line {at}, column {error.colno}.",
            what=what,
            line=at,
            column=error.colno,
            reason=error.msg,
        ) from None
    except (RecursionError, ValueError) as error:  # belt and braces: never a traceback
        raise DataError(
            "bad_json",
            f"The {what} cannot be read as JSON ({type(error).__name__}).",
            what=what,
            **({"line": line} if line is not None else {}),
        ) from None
    if re.search(_SURROGATE_ESCAPE, text):
        _check_strings(value, what=what, line=line)
    return value


def read_json_text(
    data: bytes | str,
    *,
    what: str,
    max_bytes: int = MAX_FILE_BYTES,
    max_depth: int = MAX_DEPTH,
    max_int_digits: int = MAX_INT_DIGITS,
    max_int: int | None = None,
) -> Any:
    """One JSON document from a file, within the limits; ``DataError`` otherwise.
    ``max_int`` bounds the magnitude of every integer (None: digits only)."""
    text = decode_text(data, what=what, max_bytes=max_bytes)
    return _loads(
        text,
        what=what,
        max_depth=max_depth,
        max_int_digits=max_int_digits,
        line=None,
        max_int=max_int,
    )


def read_json_lines(
    data: bytes | str,
    *,
    what: str,
    max_bytes: int = MAX_LOG_BYTES,
    max_depth: int = MAX_DEPTH,
    max_int_digits: int = MAX_INT_DIGITS,
) -> list[tuple[int, Any]]:
    """``(line number, value)`` for every non-blank line of a JSON-lines file."""
    text = decode_text(data, what=what, max_bytes=max_bytes)
    return [
        (
            number,
            json_line(
                line, what=what, number=number, max_depth=max_depth, max_int_digits=max_int_digits
            ),
        )
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip()
    ]


def json_line(
    text: str,
    *,
    what: str,
    number: int,
    max_depth: int = MAX_DEPTH,
    max_int_digits: int = MAX_INT_DIGITS,
) -> Any:
    """One line of a JSON-lines file (already decoded and size-checked)."""
    return _loads(text, what=what, max_depth=max_depth, max_int_digits=max_int_digits, line=number)


def bad_name_character(text: str) -> str | None:
    """The first character a name may not hold (control, bidi override or isolate,
    line or paragraph separator, lone surrogate), or None."""
    import unicodedata  # not at the start: it checks names a player types or imports

    for char in text:
        if char in BIDI_CONTROLS:
            return char
        category = unicodedata.category(char)
        if category in ("Cc", "Cs", "Zl", "Zp"):
            return char
    return None


def shown_safely(text: str) -> str:
    """``text`` for a terminal: every character a name may not hold (a terminal
    escape, a bidi override...) written as its ``\\u`` code instead."""
    if bad_name_character(text) is None:
        return text
    return "".join(
        f"\\u{ord(char):04x}" if bad_name_character(char) is not None else char for char in text
    )


def plain_name(text: str, what: str, *, max_length: int = MAX_NAME_LENGTH) -> str:
    """``text`` stripped, if it is a plain name: not empty, at most ``max_length``
    characters, no control or bidirectional-override characters. Letters of
    every script are welcome. Raises ``DataError`` (``bad_name``)."""
    if not isinstance(text, str):
        raise DataError("bad_name", f"The {what} must be text.", what=what)
    name = text.strip()
    if not name:
        raise DataError("bad_name", f"The {what} is empty.", what=what, reason="empty")
    if len(name) > max_length:
        raise DataError(
            "bad_name",
            f"The {what} is {len(name)} characters long; at most {max_length} are allowed.",
            what=what,
            reason="too_long",
            limit=max_length,
        )
    bad = bad_name_character(name)
    if bad is not None:
        raise DataError(
            "bad_name",
            f"The {what} holds an invisible control character (U+{ord(bad):04X}); "
            "names must be plain text.",
            what=what,
            reason="control_character",
            character=f"U+{ord(bad):04X}",
        )
    return name


def read_file_bytes(path: str | os.PathLike[str], *, what: str, max_bytes: int) -> bytes:
    """The bytes of the file at ``path``, reading at most ``max_bytes`` + 1 of them:
    a larger file is refused (``file_too_large``) without being read whole.
    ``OSError`` passes through (the caller says it cannot read the file)."""
    with open(path, "rb") as handle:
        data = handle.read(max_bytes + 1)
    check_size(data, what=what, max_bytes=max_bytes)
    return data
