"""Answers of a query kept for the last few objects asked about.

States, player states and boards are immutable (frozen models), so a query asked
again about the same object, with the same arguments, has the same answer: a
redraw, the guide and the legal options of one tap ask the engine once per state.
The memo keys on the object's identity (never its value: hashing a whole state
costs more than most queries) and keeps the object alive beside its answer, so a
reused ``id`` never returns a stale answer.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

Answer = TypeVar("Answer")


class Memo(Generic[Answer]):
    """The answers for the last ``size`` (object, arguments) pairs asked about."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[tuple[int, Hashable], tuple[object, Answer]] = OrderedDict()

    def get(self, about: object, key: Hashable, compute: Callable[[], Answer]) -> Answer:
        """The answer about ``about`` with ``key``: kept, or computed now and kept."""
        slot = (id(about), key)
        found = self._entries.get(slot)
        if found is not None and found[0] is about:
            self._entries.move_to_end(slot)
            return found[1]
        answer = compute()
        self._entries[slot] = (about, answer)
        self._entries.move_to_end(slot)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)
        return answer

    def clear(self) -> None:
        """Forget every answer."""
        self._entries.clear()
