"""Validators built when first used, or in idle time (issue #13: the cold start).

An engine's pydantic models say ``defer_build=True``: a model's schema and validator
are built the first time it validates or dumps, not when its module is imported, so
opening a game does not build the ~110 schemas its first frame never uses.
:func:`adapter` makes a ``TypeAdapter`` (a game's command or event union) the same way.
A deferred model validates exactly as a built one: only the moment of the build moves.
:func:`build_some` builds what is still deferred, a few at a time, for a UI to call in
idle time after its first frame, so that no tap pays for a first build; given a
package (the open game's), only that package's: the validators of games not being
played (~2.5 MiB) are built when one is; given ``wanted`` (the open game's
:meth:`~companion.core.ruleset_base.PydanticRuleset.built_ahead`), only those a tap
uses: the rest (data files', the commands' union for a file's commands) at first use.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, get_args

from pydantic import BaseModel, ConfigDict, TypeAdapter

_ADAPTERS: list[TypeAdapter[Any]] = []
_KINDS: dict[int, Any] = {}
Deferred = type[BaseModel] | TypeAdapter[Any]
"""A model or adapter whose validator may still be deferred."""
_queue: list[Deferred] = []
_queued_for: list[object] = [None]
_none_left: list[object] = [None]
"""What :func:`build_some` was asked (package, ``wanted``) when it last found nothing
left, with the modules imported and adapters made then: asked again with none imported
or made since, it answers at once (a look is ≈ 1.5 ms, once per screen switch)."""


def adapter(kind: Any) -> TypeAdapter[Any]:
    """A ``TypeAdapter`` over ``kind`` whose validator is built when first used."""
    made: TypeAdapter[Any] = TypeAdapter(kind, config=ConfigDict(defer_build=True))
    _ADAPTERS.append(made)
    _KINDS[id(made)] = kind
    return made


def kind_of(made: TypeAdapter[Any]) -> Any:
    """The type an :func:`adapter` was made over (None for another adapter)."""
    return _KINDS.get(id(made))


def _module_of(kind: Any) -> str:
    """The module of the first class named in ``kind`` (a union, ``Annotated``...)."""
    if isinstance(kind, type):
        return kind.__module__
    for part in get_args(kind):
        found = _module_of(part)
        if found:
            return found
    return ""


def _inside(module: str, package: str) -> bool:
    """Whether ``module`` is ``package`` or one of its modules."""
    return module == package or module.startswith(package + ".")


def unbuilt(within: str = "companion") -> list[Deferred]:
    """The engine's models still deferred (those of package ``within``), in the order
    their modules were imported and their classes defined (a model after the ones its
    fields use), then the adapters."""
    found: list[Deferred] = []
    for name, module in list(sys.modules.items()):
        if not _inside(name, within):
            continue
        for value in list(vars(module).values()):
            if (
                isinstance(value, type)
                and issubclass(value, BaseModel)
                and value.__module__ == name
                and not value.__pydantic_complete__
            ):
                found.append(value)
    found.extend(
        made
        for made in _ADAPTERS
        if not made.pydantic_complete and _inside(_module_of(_KINDS[id(made)]), within)
    )
    return found


def build_some(
    count: int = 1, within: str = "companion", wanted: Callable[[Deferred], bool] | None = None
) -> bool:
    """Build up to ``count`` deferred validators (of package ``within``, those
    ``wanted``); False once none is left."""
    if _queued_for[0] != (within, wanted):
        _queue.clear()
        _queued_for[0] = (within, wanted)
    asked = (within, wanted, len(sys.modules), len(_ADAPTERS))
    if not _queue and _none_left[0] == asked:
        return False
    while count > 0:
        if not _queue:
            _queue.extend(item for item in unbuilt(within) if wanted is None or wanted(item))
            if not _queue:
                _none_left[0] = asked
                return False
        item = _queue.pop(0)
        if isinstance(item, TypeAdapter):
            built = item.rebuild(_parent_namespace_depth=0)
        else:
            built = item.model_rebuild()
        if built is not None:  # None: it was built meanwhile (used by a tap)
            count -= 1
    return True
