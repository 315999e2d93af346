"""The starting buildings entered by hand ("PREPARAZIONE" 2): every open area needs
one, and each building is used as often as the box has it. The boxes start empty,
so an area the table forgets is never left with a building the app drew."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from companion.games.antarctica.data import BuildingKind
from ui.games.antarctica import words
from ui.i18n import translate


def entry_problem(
    chosen: Sequence[str | None], closed: frozenset[int], box: Mapping[BuildingKind, int]
) -> str | None:
    """What is wrong with the buildings named per area, in player words; None when
    they are exactly the box's starting buildings, one on every open area."""
    empty = [str(area + 1) for area, kind in enumerate(chosen) if kind is None]
    empty = [a for a in empty if int(a) - 1 not in closed]
    if empty:
        return translate(
            "antarctica", "Name the starting building of every open area (still empty: {0})."
        ).format(", ".join(empty))
    have = {str(kind): count for kind, count in box.items()}
    used = Counter(kind for kind in chosen if kind is not None)
    for kind in sorted(used):
        if used[kind] > have.get(kind, 0):
            return translate(
                "antarctica", "{0} is named {1} times; the box has {2}: check the areas."
            ).format(words.building(kind), used[kind], have.get(kind, 0))
    return None
