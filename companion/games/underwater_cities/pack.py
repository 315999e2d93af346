"""Packs: everything a table taught, exported and imported as one JSON file.

A pack (format ``underwater-cities-card-pack``, version 2) has one section per
kind of taught data: ``cards`` and ``metropolises`` today, and any kind
registered with :func:`register` (board calibrations, slot colours), each a
pydantic model with ``provenance`` and ``confirmed`` fields. Version 1 packs
(cards and tiles only) still import. The JSON Schema is generated from the
registered models (:func:`pack_schema`; ``docs/pack.schema.json``).

Importing is checked whole first: any problem is a ``DataError`` naming the
line and field, and no row is made. An entry the table already has is never
silently overridden: a confirmed stored entry always wins, an unconfirmed one
may be completed, and every difference is reported as a :class:`Conflict`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from companion.core.messages import Message
from companion.core.plugin import DataRow
from companion.games.underwater_cities.board import PlayerBoard
from companion.games.underwater_cities.calibration import (
    BOARD,
    SLOT_COLOUR,
    SlotColourEntry,
    layout_problems,
)
from companion.games.underwater_cities.library import (
    CARD,
    METROPOLIS,
    PACK_FORMAT,
    CardEntry,
    CardPack,
    LibraryProblem,
    MetropolisEntry,
    builtin_data,
    located_error,
    merge_entries,
    parse_json,
    stored_entry,
    validation_error,
)
from companion.games.underwater_cities.model import msg
from companion.games.underwater_cities.slots import find_slot

VERSION: Final = 2
"""The pack version this code writes (it reads 1 and 2)."""
BAD_PACK: Final = "bad_card_pack"
"""The ``DataError`` code of a pack that is refused."""
_OWN_FIELDS = frozenset({"provenance", "confirmed"})


@dataclass(frozen=True)
class Section:
    """One kind of taught data: its pack section, its row kind and its model."""

    name: str
    kind: str
    model: type[BaseModel]
    key: Callable[[Any], str]
    label: Callable[[Any], Message]
    check: Callable[[Any], Message | None] = lambda _entry: None
    """Why an entry cannot join the built-in data (a rulebook contradiction), or None."""
    invalid: Callable[[Any], Message | None] = lambda _entry: None
    """Why an entry is unusable whatever the table holds (the pack is refused), or None."""


SECTIONS: dict[str, Section] = {}
"""The registered sections, by pack section name, in pack order."""


def register(
    name: str,
    kind: str,
    model: type[BaseModel],
    key: str = "key",
    label: Callable[[Any], Message] | None = None,
    check: Callable[[Any], Message | None] | None = None,
    invalid: Callable[[Any], Message | None] | None = None,
) -> None:
    """Add a section ``name`` holding ``model`` entries, stored as ``kind`` rows keyed
    by the entry's ``key`` attribute. The model needs ``provenance`` and ``confirmed``."""
    missing = {"provenance", "confirmed"} - set(model.model_fields)
    if missing:
        raise TypeError(f"{model.__name__} needs the fields {sorted(missing)}")
    SECTIONS[name] = Section(
        name,
        kind,
        model,
        key=lambda entry: str(getattr(entry, key)),
        label=label
        or (lambda entry: msg("uc.pack.entry", section=kind, entry=getattr(entry, key))),
        check=check or (lambda _entry: None),
        invalid=invalid or (lambda _entry: None),
    )
    _PACK_MODELS.clear()


def _card_check(entry: CardEntry) -> Message | None:
    builtin = builtin_data().cards.get(entry.key)
    return None if builtin is None else _merge_problem(builtin, entry)


def _tile_check(entry: MetropolisEntry) -> Message | None:
    return _merge_problem(builtin_data().metropolises[entry.tile], entry)


def _merge_problem(builtin: Any, entry: Any) -> Message | None:
    try:
        merge_entries(builtin, entry)
    except LibraryProblem as problem:
        return msg("uc.pack.rulebook_wins", field=problem.loc[0] if problem.loc else "")
    return None


_PACK_MODELS: dict[tuple[tuple[str, type[BaseModel]], ...], type[BaseModel]] = {}


def pack_model() -> type[BaseModel]:
    """The pydantic model of a version 2 pack with every registered section."""
    names = tuple((name, section.model) for name, section in SECTIONS.items())
    if names not in _PACK_MODELS:
        fields: dict[str, Any] = {
            "format": (Literal["underwater-cities-card-pack"], PACK_FORMAT),
            "version": (Literal[2], VERSION),
            "provenance": (str | None, Field(default=None, max_length=1000)),
        }
        for section in SECTIONS.values():
            fields[section.name] = (tuple[section.model, ...], ())  # type: ignore[name-defined]
        _PACK_MODELS[names] = create_model(
            "Pack",
            __config__=ConfigDict(frozen=True, extra="forbid", title="Underwater Cities pack"),
            **fields,
        )
    return _PACK_MODELS[names]


def pack_schema() -> dict[str, Any]:
    """The JSON Schema of a version 2 pack (generated from the registered models)."""
    return pack_model().model_json_schema()


# --- reading ----------------------------------------------------------------------


def read_pack(text: str, file: str = "pack") -> dict[str, tuple[BaseModel, ...]]:
    """The entries of a pack by section; a ``DataError`` naming line and field when
    anything is wrong (version 1 packs are read as cards and metropolises)."""
    data = parse_json(BAD_PACK, text, file)
    version = data.get("version") if isinstance(data, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise located_error(
            BAD_PACK,
            file,
            text,
            data,
            ("version",),
            f"this pack was made by a newer version of the companion (format {version}); "
            f"this version reads up to format {VERSION}",
        )
    model: type[BaseModel] = CardPack if version == 1 else pack_model()
    try:
        pack = model.model_validate(data)
    except ValidationError as error:
        raise validation_error(BAD_PACK, file, text, data, error) from None
    entries = {name: tuple(getattr(pack, name, ())) for name in SECTIONS}
    seen: dict[str, set[str]] = {}
    for name, section in SECTIONS.items():
        keys = seen.setdefault(section.kind, set())
        for index, entry in enumerate(entries[name]):
            key = section.key(entry)
            if key in keys:
                raise located_error(
                    BAD_PACK,
                    file,
                    text,
                    data,
                    (name, index),
                    f"the pack lists {key} twice (an entry is listed once)",
                )
            keys.add(key)
            problem = section.invalid(entry)
            if problem is not None:
                raise located_error(BAD_PACK, file, text, data, (name, index), _english(problem))
            if isinstance(entry, CardEntry) and entry.deck == "era" and entry.number is None:
                raise located_error(
                    BAD_PACK,
                    file,
                    text,
                    data,
                    (name, index, "number"),
                    "an era card needs its number",
                )
    return entries


# --- importing --------------------------------------------------------------------


Outcome = Literal["kept", "replaced", "completed", "refused"]


@dataclass(frozen=True)
class Conflict:
    """An entry of the pack that differs from what the table has.

    ``outcome``: ``kept`` (the table's confirmed entry wins), ``replaced`` (the
    pack's confirmed entry replaced an unconfirmed one), ``completed`` (fields the
    table had left empty were filled in) or ``refused`` (it contradicts the rulebook
    data). ``fields`` are the fields that differ.
    """

    what: Message
    outcome: Outcome
    fields: tuple[str, ...]
    reason: Message | None = None


@dataclass(frozen=True)
class ImportPlan:
    """What importing a pack would do: the rows to save and a report."""

    rows: tuple[DataRow, ...]
    added: tuple[str, ...]
    unchanged: tuple[str, ...]
    conflicts: tuple[Conflict, ...] = field(default=())


def _stored(rows: Iterable[DataRow]) -> dict[tuple[str, str], BaseModel]:
    """The readable stored entries of every registered kind, by (kind, key)."""
    kinds = {s.kind: s for s in SECTIONS.values()}
    stored: dict[tuple[str, str], BaseModel] = {}
    for row in rows:
        section = kinds.get(row.kind)
        if section is None:
            continue
        try:
            stored[(row.kind, row.key)] = stored_entry(section.model, row.entry)
        except ValidationError:
            continue  # a damaged row: the pack may replace it
    return stored


def _differences(mine: BaseModel, theirs: BaseModel) -> tuple[list[str], list[str]]:
    """Fields ``theirs`` fills where ``mine`` is empty, and fields that contradict."""
    fills: list[str] = []
    clashes: list[str] = []
    for name in type(mine).model_fields:
        if name in _OWN_FIELDS:
            continue
        a, b = getattr(mine, name), getattr(theirs, name)
        if b is None or a == b:
            continue
        (fills if a is None else clashes).append(name)
    return fills, clashes


def _merged(mine: BaseModel, theirs: BaseModel, take: Sequence[str], note: str) -> BaseModel:
    update = {name: getattr(theirs, name) for name in take}
    update["provenance"] = f"{mine.provenance}; {note}"[:1000]  # type: ignore[attr-defined]
    return type(mine).model_validate(mine.model_dump() | update)


def plan_import(
    text: str, rows: Sequence[DataRow], file: str = "pack", source: str | None = None
) -> ImportPlan:
    """What importing the pack ``text`` into a table holding ``rows`` would do.

    Refused whole (``DataError`` with line and field) when the pack is malformed.
    New entries are added; an entry equal to the stored one is unchanged; any other
    difference is a :class:`Conflict` and the table's confirmed entry wins.
    """
    entries = read_pack(text, file)
    stored = _stored(rows)
    note = f"completed from {source or file}"
    save: list[DataRow] = []
    added: list[str] = []
    unchanged: list[str] = []
    conflicts: list[Conflict] = []
    for name, section in SECTIONS.items():
        for entry in entries[name]:
            key = section.key(entry)
            what = section.label(entry)
            mine = stored.get((section.kind, key))
            result: BaseModel | None = entry
            if mine is not None:
                if mine == entry:
                    unchanged.append(key)
                    continue
                fills, clashes = _differences(mine, entry)
                if not fills and not clashes:
                    unchanged.append(key)
                    continue
                mine_ok = bool(getattr(mine, "confirmed", False))
                theirs_ok = bool(getattr(entry, "confirmed", False))
                if mine_ok:
                    conflicts.append(Conflict(what, "kept", tuple(fills + clashes)))
                    continue
                if clashes and not theirs_ok:
                    conflicts.append(Conflict(what, "kept", tuple(clashes)))
                    result = _merged(mine, entry, fills, note) if fills else None
                elif clashes:
                    conflicts.append(Conflict(what, "replaced", tuple(clashes)))
                    result = _merged(mine, entry, fills + clashes, note).model_copy(
                        update={"confirmed": True}
                    )
                else:
                    conflicts.append(Conflict(what, "completed", tuple(fills)))
                    result = _merged(mine, entry, fills, note)
            if result is None:
                continue
            problem = section.check(result)
            if problem is not None:
                conflicts.append(Conflict(what, "refused", (), problem))
                continue
            save.append(DataRow(section.kind, key, result.model_dump_json()))
            if mine is None:
                added.append(key)
    return ImportPlan(tuple(save), tuple(added), tuple(unchanged), tuple(conflicts))


# --- exporting --------------------------------------------------------------------


def export_pack(rows: Sequence[DataRow], provenance: str | None = None) -> str:
    """Everything a table taught (``rows`` of every registered kind) as a version 2
    pack, entries in key order (damaged rows are left out)."""
    stored = _stored(rows)
    data: dict[str, Any] = {"format": PACK_FORMAT, "version": VERSION}
    if provenance:
        data["provenance"] = provenance
    for section in SECTIONS.values():
        entries = [e for (kind, _), e in sorted(stored.items()) if kind == section.kind]
        data[section.name] = [e.model_dump(mode="json", exclude_none=True) for e in entries]
    pack_model().model_validate(data)
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def describe(conflicts: Sequence[Conflict], render: Callable[[Message], str]) -> list[str]:
    """The conflicts in English-like player words (the CLI's; the UI translates)."""
    words = {
        "kept": "your table's entry is kept (the pack differs in {fields})",
        "replaced": "the pack's checked entry replaced yours, which was not checked ({fields})",
        "completed": "completed from the pack ({fields})",
        "refused": "not taken: {reason}",
    }
    return [
        f"{render(c.what)}: "
        + words[c.outcome].format(
            fields=", ".join(c.fields), reason=render(c.reason) if c.reason else ""
        )
        for c in conflicts
    ]


def _english(text: Message) -> str:
    from companion.games.underwater_cities.english import ENGLISH

    return ENGLISH.render(text)


def _layout_check(entry: PlayerBoard) -> Message | None:
    problems = layout_problems(entry)
    return problems[0] if problems else None


def _slot_check(entry: SlotColourEntry) -> Message | None:
    if find_slot(entry.slot) is None:
        return msg("uc.pack.no_such_slot", slot=entry.slot)
    return None


def _tile_label(entry: MetropolisEntry) -> Message:
    return entry.label


def _card_label(entry: CardEntry) -> Message:
    return entry.label


# The sections of a pack: one line per kind of taught data.
register("cards", CARD, CardEntry, key="key", label=_card_label, check=_card_check)
register(
    "metropolises", METROPOLIS, MetropolisEntry, key="tile", label=_tile_label, check=_tile_check
)
register("boards", BOARD, PlayerBoard, key="id", invalid=_layout_check)
register("slot_colours", SLOT_COLOUR, SlotColourEntry, key="slot", invalid=_slot_check)
