"""PySide6's embedded support modules compiled once, not at every start (issue #13).

Importing PySide6 runs shiboken's signature bootstrap, which compiles the source of
its embedded ``shibokensupport`` modules (14 files, ≈ 150 KB) with ``compile`` at
every start: ≈ 100 M instructions, a quarter of ``import PySide6.QtCore``. Python
keeps no bytecode for them, as it does for a module on disk. :func:`compiled_once`
does: inside it, ``compile`` hands the bootstrap the code it compiled last time from
a cache file when the source's hash (:func:`importlib.util.source_hash`, as a
hash-checked ``.pyc`` has) is the same, and the cache is written again when a source
changed (another PySide6). Any other compile, or a cache that cannot be read or
written, goes as before.

This module has no ``from __future__`` import on purpose: ``compile`` passes the
future features of the code calling it on to what it compiles, and the bootstrap's
modules are compiled as the bootstrap (which has none) compiles them.
"""

import builtins
import marshal
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.util import MAGIC_NUMBER, source_hash
from pathlib import Path
from types import CodeType
from typing import Any

Cached = dict[str, tuple[bytes, CodeType]]
"""A file name → its source's hash and its code."""


def cache_path(directory: Path) -> Path:
    """The cache file in ``directory`` for this Python (its bytecode differs by version)."""
    return directory / f"shibokensupport.{sys.implementation.cache_tag}.marshal"


def is_support(filename: object) -> bool:
    """Whether ``filename`` names a file of shiboken's signature bootstrap."""
    return isinstance(filename, str) and (
        filename == "signature_bootstrap.py" or filename.startswith("shibokensupport/")
    )


def read(path: Path) -> Cached:
    """The cached code in ``path``; empty when missing, of another Python or unreadable."""
    try:
        data = path.read_bytes()
        if not data.startswith(MAGIC_NUMBER):
            return {}
        cached = marshal.loads(data[len(MAGIC_NUMBER) :])
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    return cached if isinstance(cached, dict) else {}


def write(path: Path, cached: Cached) -> None:
    """Write ``cached`` to ``path`` whole (a file renamed into place), or nothing."""
    part = path.with_name(f"{path.name}.{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        part.write_bytes(MAGIC_NUMBER + marshal.dumps(cached))
        os.replace(part, path)
    except (OSError, ValueError):
        part.unlink(missing_ok=True)


@contextmanager
def compiled_once(path: Path, fresh: bool = True) -> Iterator[None]:
    """Inside, shiboken's support modules are compiled from the cache in ``path`` (see
    the module); nothing changes unless ``fresh``."""
    if not fresh:
        yield
        return
    cached = read(path)
    made: Cached = {}
    real = builtins.compile

    def compile(source: Any, filename: Any, mode: str = "exec", *args: Any, **kwargs: Any) -> Any:
        if args or kwargs or mode != "exec" or not isinstance(source, bytes):
            return real(source, filename, mode, *args, **kwargs)
        if not is_support(filename):
            return real(source, filename, mode)
        key = source_hash(source)
        hit = cached.get(filename)
        if hit is not None and hit[0] == key:
            return hit[1]
        code = real(source, filename, mode, 0, True)
        made[filename] = (key, code)
        return code

    builtins.compile = compile
    try:
        yield
    finally:
        builtins.compile = real
        if made:
            write(path, {**cached, **made})


def default_path() -> Path:
    """The cache file in the user's cache folder."""
    import platformdirs  # imported by the store already

    from companion.store.database import APP_NAME

    return cache_path(Path(platformdirs.user_cache_dir(APP_NAME)))
