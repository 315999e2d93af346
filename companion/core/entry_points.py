"""The installed distributions' entry points, read without :mod:`importlib.metadata`.

``importlib.metadata`` imports :mod:`email` (and through it socket, calendar,
selectors...) to read distributions' metadata, which the app's start never needs:
it only wants the entry points of a few groups. :func:`scan` finds the same
distributions the same way (each ``*.dist-info`` and ``*.egg-info`` directory of
each ``sys.path`` entry, a directory or a zip archive, in order, the first of a
normalized name winning) and reads their ``entry_points.txt`` as
``importlib.metadata`` does. Where another import hook could also report
distributions (a finder on ``sys.meta_path`` with ``find_distributions`` other than
Python's path finder), it asks ``importlib.metadata`` instead.

A line that is not ``name = value`` in a group of the ``companion.`` namespace is a
:class:`DataError` naming its file and line (``importlib.metadata`` would fail on
any group's with a bare ``ValueError``); other groups are not the app's to judge.
"""

from __future__ import annotations

import os
import sys
from importlib import import_module
from typing import Any

from companion.core.errors import DataError

MAX_BYTES = 1 << 20
"""An ``entry_points.txt`` is read up to this size (a few hundred bytes in practice)."""

OURS = "companion."
"""The prefix of the groups whose lines are checked."""


class Point:
    """One entry point: ``name = value`` in ``group``, its object loaded on demand."""

    __slots__ = ("group", "name", "value")

    def __init__(self, name: str, value: str, group: str) -> None:
        self.name = name
        self.value = value
        self.group = group

    def __repr__(self) -> str:
        return f"Point(name={self.name!r}, value={self.value!r}, group={self.group!r})"

    def load(self) -> Any:
        """The object the value names (its module imported)."""
        module, _, attrs = self.value.partition("[")[0].partition(":")
        names = [module.strip(), *(attrs.split(".") if attrs.strip() else ())]
        if not all(part.strip().replace(".", "_").isidentifier() for part in names):
            raise DataError(
                "game_data_damaged",
                f"The entry point {self.name} = {self.value} ({self.group}) names no object.",
                entry_point=self.value,
            )
        found: Any = import_module(names[0])
        for attr in names[1:]:
            found = getattr(found, attr.strip())
        return found


def _normalized(name: str) -> str:
    """A distribution's name as ``importlib.metadata`` compares them (PEP 503, ``_``)."""
    joined = name.lower().replace("-", "_").replace(".", "_")
    while "__" in joined:
        joined = joined.replace("__", "_")
    return joined


def _infos(root: str, zipped: bool) -> list[tuple[str, str]]:
    """(normalized name, metadata directory) of each distribution in a ``sys.path``
    entry (a directory, or a zip archive such as a frozen app's), in its order."""
    if zipped:
        import zipfile  # only a zip on sys.path needs it

        try:
            with zipfile.ZipFile(root) as archive:
                children = list(dict.fromkeys(n.split("/", 1)[0] for n in archive.namelist()))
        except (OSError, zipfile.BadZipFile):
            return []
    else:
        try:
            children = os.listdir(root or ".")
        except OSError:
            return []
    return [
        (_normalized(child.rpartition(".")[0].partition("-")[0]), child)
        for child in children
        if child.lower().endswith((".dist-info", ".egg-info"))
    ]


def _read(root: str, info: str, zipped: bool) -> str | None:
    """The text of the ``entry_points.txt`` in ``info`` (None when it has none)."""
    try:
        if zipped:
            import zipfile

            with zipfile.ZipFile(root) as archive, archive.open(f"{info}/entry_points.txt") as file:
                data = file.read(MAX_BYTES + 1)
        else:
            with open(os.path.join(root or ".", info, "entry_points.txt"), "rb") as file:
                data = file.read(MAX_BYTES + 1)
    except (OSError, KeyError):
        return None
    if len(data) > MAX_BYTES:
        raise DataError(
            "game_data_damaged",
            f"The entry points file of {info} is larger than {MAX_BYTES} bytes.",
            path=os.path.join(root, info),
        )
    return data.decode("utf-8", errors="replace")


def parse(text: str, path: str = "entry_points.txt") -> list[Point]:
    """The entry points of one ``entry_points.txt`` (``importlib.metadata``'s reading:
    stripped lines, ``#`` comments, ``[group]`` headers, ``name = value``)."""
    points: list[Point] = []
    group: str | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            group = line.strip("[]")
            continue
        if group is None:
            continue
        name, equals, value = line.partition("=")
        if not equals:
            if group.startswith(OURS):
                raise DataError(
                    "game_data_damaged",
                    f"Line {number} of {path} ([{group}]) is not 'name = value': {line!r}.",
                    path=path,
                    line=number,
                )
            continue
        points.append(Point(name.strip(), value.strip(), group))
    return points


def _others_report_distributions() -> bool:
    """Whether an import hook besides Python's path finder may list distributions."""
    from importlib.machinery import PathFinder

    return any(
        finder is not PathFinder and hasattr(finder, "find_distributions")
        for finder in sys.meta_path
    )


def _from_metadata() -> list[Point]:
    """Every entry point as ``importlib.metadata`` lists them, group by group."""
    from importlib.metadata import entry_points

    found = entry_points()
    return [
        Point(point.name, point.value, group)
        for group in sorted(found.groups)
        for point in found.select(group=group)
    ]


def scan() -> list[Point]:
    """Every installed entry point, in ``importlib.metadata``'s order."""
    if _others_report_distributions():
        return _from_metadata()
    seen: set[str] = set()
    points: list[Point] = []
    for root in sys.path:
        if not isinstance(root, str):
            continue
        zipped = os.path.isfile(root)
        for name, info in _infos(root, zipped):
            if name in seen:
                continue
            seen.add(name)
            text = _read(root, info, zipped)
            if text is not None:
                points.extend(parse(text, os.path.join(root, info, "entry_points.txt")))
    return points
