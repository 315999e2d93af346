"""Answers of a query kept for the last few objects asked about.

States, player states and boards are immutable (frozen models), so a query asked
again about the same object, with the same arguments, has the same answer: a
redraw, the guide and the legal options of one tap ask the engine once per state.
The memo keys on the object's identity (never its value: hashing a whole state
costs more than most queries). It holds the object weakly where it can (issue #13:
a closed game's states and boards, and what the answers keep of them, are freed with
the game, not kept until newer answers push them out): an object's answers go when
it does, so a reused ``id`` never finds a stale answer. An object that takes no weak
reference is kept alive beside its answer instead.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

Answer = TypeVar("Answer")
Slot = tuple[int, Hashable]


class Memo(Generic[Answer]):
    """The answers for the last ``size`` (object, arguments) pairs asked about."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[Slot, tuple[Callable[[], object], Answer]] = OrderedDict()

    def get(self, about: object, key: Hashable, compute: Callable[[], Answer]) -> Answer:
        """The answer about ``about`` with ``key``: kept, or computed now and kept."""
        slot = (id(about), key)
        found = self._entries.get(slot)
        if found is not None and found[0]() is about:
            self._entries.move_to_end(slot)
            return found[1]
        answer = compute()
        self._entries[slot] = (self._held(about, slot), answer)
        self._entries.move_to_end(slot)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)
        return answer

    def _held(self, about: object, slot: Slot) -> Callable[[], object]:
        """A weak reference to ``about`` that forgets its answer when it dies (else a
        strong one)."""
        try:
            return weakref.ref(about, lambda dead: self._forget(slot, dead))
        except TypeError:
            return lambda: about

    def _forget(self, slot: Slot, dead: object) -> None:
        found = self._entries.get(slot)
        if found is not None and found[0] is dead:
            del self._entries[slot]

    def clear(self) -> None:
        """Forget every answer."""
        self._entries.clear()

    def __len__(self) -> int:
        """How many answers are kept."""
        return len(self._entries)
