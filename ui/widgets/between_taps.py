"""Garbage collected between taps rather than inside one.

Python's collector runs when enough objects were made since it last ran. A
collection of the young objects inside a tap costs little, but every tenth one takes
the middle generation too (1–10 ms), and every tenth of those all objects made since
the start (``gc.freeze`` keeps the start's out), far more. Called in the table's
idle time after each tap, :func:`collect_young` runs those two early, when the next
automatic collections would be them.
"""

from __future__ import annotations

import gc

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
