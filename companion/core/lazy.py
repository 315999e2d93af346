"""Names a package gives from modules it imports only when one is first asked for (a
module ``__getattr__``, PEP 562): what the start does not need stays off its path
(issue #13), and the package still names it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def names_from(package: str, modules: Mapping[str, str]) -> Callable[[str], Any]:
    """``package``'s module ``__getattr__``: each name in ``modules`` comes from the
    module named beside it (within ``package``), imported when the name is first asked
    for."""

    def __getattr__(name: str) -> Any:
        module = modules.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(import_module(f"{package}.{module}"), name)

    return __getattr__
