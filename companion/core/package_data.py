"""The folder of a package's data files, as ``importlib.resources.files`` gives it.

``importlib.resources`` imports tempfile, shutil, zipfile, random, bz2, lzma... (for
packages in zip archives and their temporary copies), which the start never needs
for a package that is a folder on disk: for such a package (imported by Python's
file loaders) ``files`` is the folder itself, a :class:`~pathlib.Path`, which is
what ``importlib.resources.files`` returns for it. Any other package (in a zip
archive, a frozen app's, a namespace package) is left to ``importlib.resources``.
"""

from __future__ import annotations

from importlib import import_module
from importlib.machinery import SourceFileLoader, SourcelessFileLoader
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable


def files(package: str) -> Traversable:
    """The data files of ``package`` (``importlib.resources.files(package)``)."""
    spec = import_module(package).__spec__
    if (
        spec is not None
        and spec.origin
        and isinstance(spec.loader, SourceFileLoader | SourcelessFileLoader)
    ):
        return Path(spec.origin).parent
    from importlib.resources import files as found  # not a folder on disk

    return found(package)
