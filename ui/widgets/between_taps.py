"""Garbage collected between taps rather than inside one.

Python's collector runs when enough objects were made since it last ran. A
collection of the young objects inside a tap costs 0.4–0.9 ms (600–2,900 of them:
a tap makes and frees far more than it keeps, so one tap in 10–20 starts one), every
tenth one takes the middle generation too (1–10 ms), and every tenth of those all
objects made since the start (``gc.freeze`` keeps the start's out), far more. Called
in the table's idle time after each tap, :func:`collect_young` runs them early: the
young once a tap could bring them due, the older two when the next automatic
collections would be them.

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

YOUNG_ROOM = 4
"""The young are collected between taps once they are past 1 / ``YOUNG_ROOM`` of the
collector's threshold: a tap then starts a collection only if it keeps more objects
than the rest of it (taps keep ≈ 35–80 on average; a collection of ≈ 175 young
objects in idle time ≈ 0.3 ms)."""


def collect_young() -> None:
    """Collect the middle generation (and, when due next, all of them) if a few taps'
    collections would start that, else the young if a tap could; nothing while the
    collector is off."""
    if not gc.isenabled():
        return
    count, threshold = gc.get_count(), gc.get_threshold()
    if count[1] + AHEAD > threshold[1]:
        # each collection of the middle generation counts towards a full one
        gc.collect(2 if count[2] + 1 >= threshold[2] else 1)
    elif count[0] * YOUNG_ROOM >= threshold[0]:
        gc.collect(0)


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
