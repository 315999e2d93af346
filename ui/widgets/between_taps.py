"""Garbage collected between taps rather than inside one.

Python's collector runs when enough objects were made since it last ran. A
collection of the young objects inside a tap costs little, but every tenth one takes
the middle generation too (1–10 ms), and every tenth of those all objects made since
the start (``gc.freeze`` keeps the start's out), far more. Called in the table's
idle time after each tap, :func:`collect_young` runs those two early, when the next
automatic collections would be them.

The taps also free native memory (Qt's pictures, SQLite's pages, Python's larger
objects) that glibc keeps in its heap: :func:`give_back` returns the pages every
:data:`TRIM_EVERY` taps, so that what a game holds stays close to what it uses.
"""

from __future__ import annotations

import gc

from ui import memory

AHEAD = 3
"""Collections of the young objects a tap may start before the next would take the
middle generation too."""


def collect_young() -> None:
    """Collect the middle generation (and, when due next, all of them) if a few taps'
    collections would start that; nothing while the collector is off."""
    if not gc.isenabled():
        return
    count, threshold = gc.get_count(), gc.get_threshold()
    if count[1] + AHEAD <= threshold[1]:
        return
    # each collection of the middle generation counts towards a full one
    gc.collect(2 if count[2] + 1 >= threshold[2] else 1)


TRIM_EVERY = 8
"""Taps between two returns of free pages (``malloc_trim``: ~0.1–1 ms each here)."""
_taps = [0]


def give_back() -> None:
    """Every :data:`TRIM_EVERY` calls (one per tap, in idle time), give the pages the
    taps freed back to the system (:func:`ui.memory.release`; nothing where the
    allocator cannot)."""
    _taps[0] += 1
    if _taps[0] >= TRIM_EVERY:
        _taps[0] = 0
        memory.release()
