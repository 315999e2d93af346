"""typing's forward references compiled once per string while the app starts (issue #13).

A ``typing.ForwardRef`` compiles its string as it is made, and one is made for each
string annotation of a ``TypedDict`` or ``NamedTuple`` class: pydantic_core's
``core_schema`` (its annotations are strings) and pydantic make ≈ 700 of them at
import, the app's named tuples the rest: 855 compiles of 226 strings to the first
frame (≈ 26 M instructions). While :func:`share` is on, typing's ``compile`` hands
back the code it compiled already for the same string (code is immutable: forward
references can share it).

This module has no ``from __future__`` import on purpose: ``compile`` passes the
future features of the code calling it on to what it compiles, and typing (whose
place this takes) has none.
"""

import typing
from types import CodeType
from typing import Any

_compiled: dict[tuple[str, str, str], CodeType] = {}


def _compile_once(source: Any, filename: Any, mode: Any, *args: Any, **kwargs: Any) -> Any:
    """``compile``, keeping the code of a string compiled without options."""
    if args or kwargs or not isinstance(source, str):
        return compile(source, filename, mode, *args, **kwargs)
    key = (source, filename, mode)
    code = _compiled.get(key)
    if code is None:
        code = _compiled[key] = compile(source, filename, mode)
    return code


def share() -> None:
    """typing compiles a forward reference's string once, until :func:`stop_sharing`
    (a global ``compile`` in typing's module comes before the built-in one)."""
    vars(typing)["compile"] = _compile_once


def stop_sharing() -> None:
    """typing compiles each forward reference again; the kept code is let go."""
    if vars(typing).get("compile") is _compile_once:
        del vars(typing)["compile"]
    _compiled.clear()
