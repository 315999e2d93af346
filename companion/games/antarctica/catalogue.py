"""The catalogue in use: the built-in one with what tables corrected or confirmed.

A table's correction is a :class:`~companion.core.plugin.DataRow` of kind ``track``,
``card`` or ``board`` keyed by the item's id, whose entry is the item's JSON; it
replaces the built-in item. A row that cannot be read, does not validate, names no
built-in item, or would leave a catalogue a game cannot be played with is left out
and named in :attr:`AntarcticaData.problems` (never fatal).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources as package_files
from typing import Any, TypeVar, get_args

from pydantic import ValidationError

from companion.core.errors import DataError
from companion.core.messages import Message, message
from companion.core.plugin import DataRow
from companion.core.reading import MAX_DATA_INT, read_json_text
from companion.games.antarctica.data import (
    BUILDING_COUNTS,
    DECK_SIZES,
    STARTING_BUILDINGS,
    BoardSpec,
    BuildingCard,
    Catalogue,
    Centre,
    TrackSpec,
)

Item = TrackSpec | BuildingCard | BoardSpec
_T = TypeVar("_T", TrackSpec, BuildingCard)
KINDS: dict[str, type[Item]] = {"track": TrackSpec, "card": BuildingCard, "board": BoardSpec}
"""The kinds of rows a table's corrections are stored as, and what each holds."""
MAX_ROW_BYTES = 64 * 1024
"""The largest entry read (a card's JSON is ~300 bytes, the board's ~1 KB)."""
_SHOWN = 40
"""Characters of a row's kind or key quoted in a problem."""


def kind_of(item: Item) -> str:
    """The row kind that stores ``item``."""
    return next(kind for kind, model in KINDS.items() if isinstance(item, model))


def catalogue_problems(catalogue: Catalogue) -> tuple[Message, ...]:
    """Why a game cannot be played with ``catalogue`` (empty when it can): more cards
    placing a building than the box has pieces left after the starting buildings, a
    deck larger than the box's, a research centre without exactly one track. (A
    symbol past a track's end cannot be loaded at all: :class:`TrackSpec` refuses it.)"""
    problems: list[Message] = []
    placed: Counter[str] = Counter(card.building for card in catalogue.cards)
    starting: Counter[str] = Counter(STARTING_BUILDINGS)
    for building, total in BUILDING_COUNTS.items():
        limit = total - starting[building]
        if placed[building] > limit:
            problems.append(
                message(
                    "ant.data.too_many_buildings",
                    building=building,
                    cards=placed[building],
                    limit=limit,
                )
            )
    decks: Counter[str] = Counter(card.deck for card in catalogue.cards)
    for deck, size in DECK_SIZES.items():
        if decks[deck] > size:
            problems.append(
                message("ant.data.deck_too_large", deck=deck, cards=decks[deck], limit=size)
            )
    for centre in get_args(Centre):
        fed = [track.id for track in catalogue.tracks if track.centre == centre]
        if len(fed) != 1:
            problems.append(message("ant.data.centre_tracks", centre=centre, tracks=fed))
    return tuple(problems)


def _resource_text() -> str:
    path = package_files.files("resources").joinpath("antarctica/catalogue.json")
    try:
        return path.read_text(encoding="utf-8")
    except OSError as error:
        raise DataError(
            "game_data_damaged",
            f"The built-in Antarctica catalogue cannot be read: {error}.",
        ) from error


@cache
def builtin_catalogue() -> Catalogue:
    """The catalogue shipped with the companion (read once; ``DataError`` if damaged)."""
    try:
        data = read_json_text(_resource_text(), what="Antarctica catalogue", max_int=MAX_DATA_INT)
        catalogue = Catalogue.model_validate(data)
    except (DataError, ValidationError) as error:
        raise DataError(
            "game_data_damaged",
            f"The built-in Antarctica catalogue is damaged: {error}",
        ) from None
    if catalogue_problems(catalogue):
        raise DataError(
            "game_data_damaged",
            "The built-in Antarctica catalogue is not playable.",
        )
    return catalogue


def _swapped(items: tuple[_T, ...], item: _T) -> tuple[_T, ...]:
    ids = [entry.id for entry in items]
    if item.id not in ids:
        raise KeyError(item.id)
    return tuple(item if entry.id == item.id else entry for entry in items)


def replace_item(catalogue: Catalogue, item: Item) -> Catalogue:
    """``catalogue`` with ``item`` in place of the item of the same id (validated
    again); ``KeyError`` if there is no such item."""
    board, tracks, cards = catalogue.board, catalogue.tracks, catalogue.cards
    if isinstance(item, BoardSpec):
        board = item
    elif isinstance(item, TrackSpec):
        tracks = _swapped(tracks, item)
    else:
        cards = _swapped(cards, item)
    data = {"board": board, "tracks": tracks, "cards": cards}
    return Catalogue.model_validate(data)


@dataclass(frozen=True)
class AntarcticaData:
    """What a game of Antarctica reads: the catalogue in use, the ids a table
    corrected or confirmed, and the rows left out with why."""

    catalogue: Catalogue
    corrected: frozenset[str] = frozenset()
    problems: tuple[Message, ...] = ()

    def unconfirmed(self) -> tuple[str, ...]:
        """The ids of the items not checked against a table's copy (board first)."""
        items: list[Item] = [self.catalogue.board, *self.catalogue.tracks, *self.catalogue.cards]
        return tuple(item.id for item in items if not item.confirmed)


def _shown(text: str) -> str:
    return text[:_SHOWN]


def _item(row: DataRow, model: type[Item]) -> Item | Message:
    """The item of ``row``, or the problem with it."""
    where: dict[str, Any] = {"kind": row.kind, "key": _shown(row.key)}
    try:
        data = read_json_text(
            row.entry,
            what=f"{row.kind} {_shown(row.key)}",
            max_bytes=MAX_ROW_BYTES,
            max_int=MAX_DATA_INT,
        )
    except DataError as error:
        return message("ant.data.unreadable", reason=error.code, **where)
    try:
        item = model.model_validate(data)
    except ValidationError as error:
        field = ".".join(str(part) for part in error.errors()[0]["loc"]) or "(top)"
        return message("ant.data.invalid", field=_shown(field), **where)
    if item.id != row.key:
        return message("ant.data.key_mismatch", id=item.id, **where)
    return item


def _apply(catalogue: Catalogue, row: DataRow) -> Catalogue | Message:
    """``catalogue`` with ``row``'s item in place, or the problem with the row."""
    model = KINDS.get(row.kind)
    where: dict[str, Any] = {"kind": _shown(row.kind), "key": _shown(row.key)}
    if model is None:
        return message("ant.data.unknown_kind", **where)
    item = _item(row, model)
    if isinstance(item, Message):
        return item
    try:
        changed = replace_item(catalogue, item)
    except KeyError:
        return message("ant.data.unknown_item", **where)
    except ValidationError:
        return message("ant.data.invalid", field="(catalogue)", **where)
    unplayable = catalogue_problems(changed)
    if unplayable:
        return message("ant.data.unplayable", why=[m.model_dump() for m in unplayable], **where)
    return changed


def load_data(rows: Sequence[DataRow]) -> AntarcticaData:
    """The catalogue in use: the built-in one with ``rows`` applied in order; a row
    that cannot be applied is skipped and named in ``problems``."""
    catalogue = builtin_catalogue()
    corrected: set[str] = set()
    problems: list[Message] = []
    for row in rows:
        applied = _apply(catalogue, row)
        if isinstance(applied, Message):
            problems.append(applied)
            continue
        catalogue = applied
        corrected.add(row.key)
    return AntarcticaData(catalogue, frozenset(corrected), tuple(problems))


def correction_row(item: Item) -> DataRow:
    """The row that stores ``item`` as a table corrected or confirmed it (marked
    confirmed: checked against the table's copy)."""
    checked = item.model_copy(update={"confirmed": True})
    return DataRow(kind_of(item), item.id, checked.model_dump_json())
