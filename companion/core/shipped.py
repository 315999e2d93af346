"""The app's own data files (cards, boards, action slots), read without validating them
again at every start (issue #13).

A game lists the digest of each data file it ships, and its tests validate each of
those files strictly and check that :func:`read` gives the very same model
(``tests/uc/test_shipped_data.py``). A file whose text has that digest is built along
its model's annotations (:func:`companion.core.saved.construct`), so reading it builds
no validator, and its JSON is read by Python's own parser (:func:`parse`: the tests
check that the bounded reader reads it the same); any other text (a file damaged or
edited by hand, or changed without its digest) goes through the bounded reader and is
validated strictly, which names its problem. Files from a player or a table (imports,
taught cards) are never read this way.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel

from companion.core import saved

M = TypeVar("M", bound=BaseModel)


def digest(text: str) -> str:
    """The digest a game lists for a data file's ``text``."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).hexdigest()


def listed(text: str, known: str | None) -> bool:
    """Whether ``text`` has the digest ``known`` (the file the tests validated)."""
    return known is not None and digest(text) == known


def parse(text: str, known: str | None, bounded: Callable[[str], Any]) -> Any:
    """The JSON of ``text``: read by :func:`json.loads` when ``text`` has the digest
    ``known`` (the file the tests validated), else by ``bounded`` (the bounded reader,
    which names a problem and its line)."""
    return json.loads(text) if listed(text, known) else bounded(text)


def read(
    model: type[M], text: str, data: Any, validate: Callable[[Any], M], known: str | None
) -> M:
    """``data`` (the JSON of ``text``) as a ``model``: built without validation when
    ``text`` has the digest ``known`` (the file the tests validated), else ``validate(data)``."""
    if listed(text, known):
        try:
            return saved.construct(model, data)
        except (ValueError, TypeError):  # saved.Unreadable, saved.Unsupported
            pass
    return validate(data)
