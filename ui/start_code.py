"""The code the start compiles from strings, kept from one start to the next (issue #13).

Python keeps the bytecode of a module file in ``__pycache__``, but a start compiles
more from strings, each time, ≈ 390 M instructions to the first frame (a fifth):

- shiboken's signature bootstrap compiles the source of PySide6's embedded
  ``shibokensupport`` modules (14 files, ≈ 150 KB) when PySide6 is imported;
- ``dataclasses`` compiles the methods it writes for each dataclass (pydantic's and
  annotated_types' too), ``collections.namedtuple`` each named tuple's ``__new__``;
- ``typing.ForwardRef`` compiles each string annotation of a ``TypedDict`` or
  ``NamedTuple`` (pydantic_core's ``core_schema`` makes ≈ 600);
- ``re`` compiles each pattern a module compiles at import (shiboken's signature
  parser's are long): what ``re._compiler.compile`` hands ``_sre.compile`` (the
  pattern's flags, its code, its groups) is kept, as the ``.pyc`` keeps bytecode.

Between :func:`begin` and :func:`end` those compiles come from a cache file when the
same source (by its hash, as a hash-checked ``.pyc`` is matched) was compiled by the
last start; :func:`end` writes the cache again when any was not (with just what
this start compiled, so it does not grow). Any other compile, or a cache that
cannot be read or written, goes as before.

This module has no ``from __future__`` import on purpose: ``compile`` passes the
future features of the code calling it on to what it compiles, and none of the
modules it compiles for (shiboken's bootstrap, dataclasses, collections, typing)
has any.
"""

import _sre
import builtins
import collections
import contextlib
import dataclasses
import marshal
import os
import re
import re._compiler
import sys
import typing
from importlib.util import MAGIC_NUMBER, source_hash
from pathlib import Path
from re._constants import MAGIC
from types import CodeType
from typing import Any

Key = tuple[str, str, bytes]
"""A compile's file name, mode and source hash (a pattern's type and flags, its hash)."""

Kept = CodeType | tuple[Any, ...]
"""Code, or what ``_sre.compile`` was given for a pattern (but the pattern itself)."""

_real_compile = builtins.compile
_real_pattern = re._compiler.compile
_path: list[Path] = []
_kept: dict[Key, Kept] = {}
_used: dict[Key, Kept] = {}
_missed: list[Key] = []
DIGEST_BYTES = len(source_hash(b""))
_patterns: dict[int, tuple[Any, ...]] = {}
"""What ``_sre.compile`` was given, by the id of the pattern it made."""


def cache_path(directory: Path) -> Path:
    """The cache file in ``directory`` for this Python (its bytecode differs by version)
    and its ``re`` (whose patterns' code has its own version)."""
    return directory / f"start-code.{sys.implementation.cache_tag}-re{MAGIC}.marshal"


def default_path() -> Path:
    """The cache file in the user's cache folder."""
    import platformdirs  # the store's, imported before any of the start's strings

    from companion import APP_NAME

    return cache_path(Path(platformdirs.user_cache_dir(APP_NAME)))


MAX_BYTES = 8 * 1024 * 1024
"""A larger cache file is not read (one start's is ≈ 400 KB)."""


def read(path: Path) -> dict[Key, Kept]:
    """The code kept in ``path``; empty when missing, of another Python, damaged or
    unreadable (a digest of the marshalled code is checked before it is loaded:
    ``marshal`` does not check the code it makes)."""
    start = len(MAGIC_NUMBER) + DIGEST_BYTES
    try:
        with path.open("rb") as file:
            data = file.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES or not data.startswith(MAGIC_NUMBER):
            return {}
        if data[len(MAGIC_NUMBER) : start] != source_hash(data[start:]):
            return {}
        kept = marshal.loads(data[start:])
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    return kept if isinstance(kept, dict) else {}


def write(path: Path, kept: dict[Key, Kept]) -> None:
    """Write ``kept`` to ``path`` whole (a file renamed into place), or nothing."""
    part = path.with_name(f"{path.name}.{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        data = marshal.dumps(kept)
        part.write_bytes(MAGIC_NUMBER + source_hash(data) + data)
        os.replace(part, path)
    except (OSError, ValueError):
        part.unlink(missing_ok=True)


def _hash(source: str | bytes) -> bytes:
    return source_hash(source.encode() if isinstance(source, str) else source)


def code(source: str | bytes, filename: str, mode: str) -> CodeType:
    """``source`` compiled (no options), from the cache when it was compiled before."""
    key = (filename, mode, _hash(source))
    compiled = _kept.get(key) or _used.get(key)
    if not isinstance(compiled, CodeType):
        compiled = _real_compile(source, filename, mode, 0, True)
        _missed.append(key)
    _used[key] = compiled
    return compiled


def pattern(source: Any, flags: Any = 0) -> Any:
    """``re._compiler.compile`` while the start runs: a pattern compiled before is made
    from what ``_sre.compile`` was given then."""
    if not isinstance(source, str | bytes) or flags & re.DEBUG:
        return _real_pattern(source, flags)
    key = (f"<re {type(source).__name__}>", str(int(flags)), _hash(source))
    given = _kept.get(key) or _used.get(key)
    compiled = None
    if isinstance(given, tuple):
        with contextlib.suppress(TypeError, ValueError, OverflowError, RuntimeError):
            compiled = _sre.compile(source, *given)  # RuntimeError: code it refuses
            _used[key] = given
    if compiled is None:
        compiled = _real_pattern(source, flags)
        _used[key] = _patterns.pop(id(compiled))
        _missed.append(key)
    return compiled


class _SreRecorder:
    """``_sre`` as ``re._compiler`` sees it while the start runs: what its ``compile``
    is given is kept by the pattern made."""

    def __getattr__(self, name: str) -> Any:
        return getattr(_sre, name)

    @staticmethod
    def compile(source: Any, flags: Any, code: Any, *given: Any) -> Any:
        compiled = _sre.compile(source, flags, code, *given)
        # as plain ints: marshal takes no RegexFlag, nor re's named opcodes
        _patterns[id(compiled)] = (int(flags), [int(word) for word in code], *given)
        return compiled


def is_support(filename: object) -> bool:
    """Whether ``filename`` names a file of shiboken's signature bootstrap."""
    return isinstance(filename, str) and (
        filename == "signature_bootstrap.py" or filename.startswith("shibokensupport/")
    )


def _compile(source: Any, filename: Any, mode: str = "exec", *args: Any, **kwargs: Any) -> Any:
    """``compile`` while the start runs: the bootstrap's modules from the cache."""
    if not is_support(filename):
        return _real_compile(source, filename, mode, *args, **kwargs)
    return _compile_once(source, filename, mode, *args, **kwargs)


def _exec(source: Any, *args: Any) -> Any:
    """dataclasses' ``exec`` while the start runs."""
    if isinstance(source, str):
        source = code(source, "<string>", "exec")
    return exec(source, *args)


def _eval(source: Any, *args: Any) -> Any:
    """collections' ``eval`` while the start runs."""
    if isinstance(source, str):
        source = code(source, "<string>", "eval")
    return eval(source, *args)


def _compile_once(source: Any, filename: Any, mode: Any, *args: Any, **kwargs: Any) -> Any:
    """typing's ``compile`` while the start runs (and the bootstrap's): a source with
    no options from the cache."""
    if args or kwargs or not isinstance(source, bytes | str):
        return _real_compile(source, filename, mode, *args, **kwargs)
    return code(source, filename, mode)


_STAND_INS = (
    (vars(dataclasses), "exec", _exec),
    (vars(collections), "eval", _eval),
    (vars(typing), "compile", _compile_once),
)
"""A module's namespace, the built-in it looks up and what it finds there instead."""

_REPLACED: tuple[tuple[dict[str, Any], str, Any, Any], ...] = (
    (vars(re._compiler), "compile", _real_pattern, pattern),
    (vars(re._compiler), "_sre", _sre, _SreRecorder()),
)
"""A module's namespace, a name in it, its value and what it is while the start runs."""


def begin(path: Path) -> None:
    """Compile the start's strings from the cache in ``path`` until :func:`end`."""
    end()
    _path.append(path)
    _kept.update(read(path))
    builtins.compile = _compile
    for namespace, name, stand_in in _STAND_INS:
        namespace[name] = stand_in  # found before the built-in
    for namespace, name, _, during in _REPLACED:
        namespace[name] = during


def end() -> None:
    """Compile as before; write the cache again when the start compiled anything."""
    for namespace, name, stand_in in _STAND_INS:
        if namespace.get(name) is stand_in:
            del namespace[name]
    for namespace, name, value, during in _REPLACED:
        if namespace.get(name) is during:
            namespace[name] = value
    if builtins.compile is _compile:
        builtins.compile = _real_compile
    if _path and _missed:
        write(_path[0], _used)
    _path.clear()
    _kept.clear()
    _used.clear()
    _missed.clear()
    _patterns.clear()
