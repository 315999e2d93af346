"""The card library: era cards, special cards and metropolis tiles, with effects.

Built-in entries come from the rulebooks (``resources/underwater_cities/``:
``cards.json``, ``specials.json``, ``metropolises.json``; ``card_notes.json``
holds cards quoted without a sure number), each with its provenance. A table
adds a card it meets once — number, name, colour, type and, for production and
end-scoring cards, a structured effect (:mod:`.effects`) — or the text and
production effect of a blue metropolis tile. The store keeps those entries as
:class:`~companion.core.plugin.DataRow` rows (kinds ``card`` and ``metropolis``)
and :meth:`CardLibrary.from_rows` builds the library from them; this module
never reads or writes a database.

A table entry may complete a built-in one (a colour the rulebook does not
show) but never contradict it. Packs (:mod:`.pack`) export and import
everything a table taught; the built-in data files are version 1 card packs.

The library is an explicit input: every rule that reads effects (production,
scoring, forecasts) takes it as an argument. Events record what production
produced, so a finished game never depends on the library again.
"""

import bisect
import json
import math
import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Annotated, Any, Final, Literal, NamedTuple, TypeVar

from pydantic import BaseModel, ConfigDict, Field, Strict, ValidationError, model_validator

from companion.core import package_data as package_files
from companion.core import shipped
from companion.core.errors import DataError, RuleViolation
from companion.core.messages import Message
from companion.core.plugin import DataRow
from companion.core.reading import MAX_DATA_INT, MAX_INT_DIGITS, read_json_text
from companion.games.underwater_cities.actions import Action
from companion.games.underwater_cities.bounds import CardName, CardNumber, Flag, Id
from companion.games.underwater_cities.calibration import BoardBook
from companion.games.underwater_cities.card_rules import CardRules, Requirement, Trigger
from companion.games.underwater_cities.cards import card_data, card_file_shipped
from companion.games.underwater_cities.effects import (
    Conversion,
    ProductionEffect,
    ScoringEffect,
)
from companion.games.underwater_cities.federation import SPACE_BONUS, SPACE_POINTS
from companion.games.underwater_cities.model import Colour, Resources, card_label, tile_label
from companion.games.underwater_cities.setup import BLUE_TILES, BROWN_TILES
from companion.games.underwater_cities.shipped_files import DIGESTS
from companion.games.underwater_cities.state import CardInfo, CardType

PACK_FORMAT: Final = "underwater-cities-card-pack"
"""The ``format`` of a card pack (and of the built-in data files)."""


Deck = Literal["era", "special"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class CardEntry(_Frozen):
    """One era or special card. ``None`` means unknown (colour, number, type).

    Production effects belong to production cards, scoring effects to
    end-scoring cards; scoring effects give points, never resources.
    """

    deck: Deck = "era"
    number: CardNumber | None = None
    name: CardName
    colour: Colour | None = None
    type: CardType | None = None
    special_cost: Annotated[int, Strict(), Field(ge=1, le=3)] | None = None
    text: str | None = Field(default=None, max_length=600)
    production: ProductionEffect | None = None
    scoring: ScoringEffect | None = None
    provenance: str = Field(default="added by the table", min_length=1, max_length=1000)
    confirmed: Flag = False
    """True once a table checked the entry against its own copy of the card."""
    effect: Action | None = None
    trigger: Trigger | None = None
    requires: Requirement | None = None
    hand_limit: Annotated[int, Strict(), Field(ge=0, le=1)] = 0
    table_resolved: Annotated[bool, Strict()] = False

    @model_validator(mode="after")
    def _check(self) -> "CardEntry":
        if self.special_cost is not None and self.deck != "special":
            raise ValueError("only special cards have a special cost (1, 2 or 3 credits)")
        if self.effect is not None and self.type not in ("instant", "action"):
            raise ValueError("an instant or action effect needs type 'instant' or 'action'")
        if (self.trigger is not None or self.hand_limit) and self.type != "permanent":
            raise ValueError("a trigger or a hand-limit bonus needs type 'permanent'")
        structured = (self.effect, self.trigger, self.production, self.scoring)
        if self.table_resolved and (self.type is None or any(structured)):
            raise ValueError("a table-resolved card has a type and no structured effect")
        if self.production is not None and self.type != "production":
            raise ValueError("a production effect needs type 'production'")
        if self.scoring is not None and self.type != "end_scoring":
            raise ValueError("a scoring effect needs type 'end_scoring'")
        gained = getattr(self.scoring, "resources", None)
        if isinstance(gained, Resources) and not gained.is_zero():
            raise ValueError("a scoring effect gives points, not resources")
        return self

    @property
    def key(self) -> str:
        """``era:36``; a special card without a number is keyed by its name."""
        if self.number is not None:
            return f"{self.deck}:{self.number}"
        return f"{self.deck}:name:{self.name.casefold()}"

    @property
    def label(self) -> Message:
        """How breakdown lines name the card ('card 36 Autonomous Systems')."""
        return card_label(self.number, self.name, special=self.deck == "special")

    def rules(self) -> CardRules | None:
        """What a played copy of this card carries (None: nothing beyond its type)."""
        rules = CardRules(
            effect=self.effect,
            trigger=self.trigger,
            requires=self.requires,
            table_resolved=self.table_resolved,
        )
        return None if rules == CardRules() else rules


class MetropolisEntry(_Frozen):
    """One metropolis tile: brown tiles score at game end, blue ones have an
    instant effect when connected (``instant``, in the words of the slots'
    actions; ``text`` as printed) and maybe a production effect;
    ``left_out_in_solo``: the tile the solo rules leave out (German p. 18).

    ``tile`` is the game's id for the tile (``blue_07``); a table knows the tile by
    its printed ``name``.
    """

    tile: Id
    name: CardName | None = None
    text: str | None = Field(default=None, max_length=600)
    instant: Action | None = None
    production: ProductionEffect | None = None
    scoring: ScoringEffect | None = None
    left_out_in_solo: bool = False
    provenance: str = Field(default="added by the table", min_length=1, max_length=1000)
    confirmed: Flag = False
    """True once a table checked the entry against its own copy of the tile."""

    @model_validator(mode="after")
    def _check(self) -> "MetropolisEntry":
        if self.tile not in BROWN_TILES and self.tile not in BLUE_TILES:
            known = ", ".join((*BROWN_TILES, BLUE_TILES[0], "…", BLUE_TILES[-1]))
            raise ValueError(f"unknown tile {self.tile!r} (tiles: {known})")
        if self.tile in BROWN_TILES and self.production is not None:
            raise ValueError("brown tiles score at game end: they have no production effect")
        if self.tile in BROWN_TILES and self.instant is not None:
            raise ValueError("brown tiles score at game end: they have no instant effect")
        if self.tile in BLUE_TILES and self.scoring is not None:
            raise ValueError("blue tiles have no final-scoring effect")
        if isinstance(self.scoring, Conversion):
            raise ValueError("a metropolis tile does not convert resources")
        if self.instant is not None:
            _check_instant(self.instant)
        return self

    @property
    def colour(self) -> Literal["brown", "blue"]:
        """Brown or blue."""
        return "brown" if self.tile in BROWN_TILES else "blue"

    @property
    def known(self) -> bool:
        """True once the tile's printed effect is recorded."""
        return self.text is not None or self.instant is not None

    @property
    def label(self) -> Message:
        """How breakdown lines name the tile."""
        return tile_label(self.colour, self.tile, self.name)


_MOST = 20
"""The most a tile's instant effect may give or allow of anything at once."""


def _check_instant(action: Action) -> None:
    """A tile's instant effect: one or more options, each with parts, amounts 0–20."""
    if not action.options or not all(action.options):
        raise ValueError("an instant effect needs at least one option with at least one part")
    for option in action.options:
        for part in option:
            numbers = [v for v in part.model_dump().values() if isinstance(v, int)]
            resources = getattr(part, "resources", None)
            if isinstance(resources, Resources):
                numbers += [amount for _, amount in resources.model_dump().items()]
            if any(not 0 <= n <= _MOST for n in numbers if not isinstance(n, bool)):
                raise ValueError(f"amounts in an instant effect are 0 to {_MOST}")


class CardPack(_Frozen):
    """A card pack: cards and metropolis tiles (``format`` and ``version`` fixed)."""

    format: Literal["underwater-cities-card-pack"] = PACK_FORMAT
    version: Literal[1] = 1
    provenance: str | None = None
    cards: tuple[CardEntry, ...] = ()
    metropolises: tuple[MetropolisEntry, ...] = ()


_Entry = TypeVar("_Entry", CardEntry, MetropolisEntry)
_Model = TypeVar("_Model", bound=BaseModel)


class FederationBonus(NamedTuple):
    """What reaching one space of the Federation track gives (rulebook p. 9)."""

    space: int
    resources: Resources
    points: int
    provenance: str = "German rulebook p. 9 (Federation track); cards-from-seeds.md"


# --- line-aware JSON errors ----------------------------------------------------

JsonPath = tuple[str | int, ...]
_SPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()


def _walk(text: str, visit: Callable[[JsonPath, int, Any, bool], None]) -> None:
    """Call ``visit(path, offset, value, is_key)`` for every scalar value, container
    start and object key of the JSON ``text`` (whose syntax is valid)."""

    def skip(i: int) -> int:
        match = _SPACE.match(text, i)
        return match.end() if match else i

    def value(i: int, path: JsonPath) -> int:
        i = skip(i)
        char = text[i]
        if char not in "{[":
            scalar, end = _DECODER.raw_decode(text, i)
            visit(path, i, scalar, False)
            return int(end)
        visit(path, i, None, False)
        close = "}" if char == "{" else "]"
        i = skip(i + 1)
        index = 0
        while text[i] != close:
            if char == "{":
                key, end = _DECODER.raw_decode(text, i)
                visit((*path, str(key)), i, key, True)
                i = value(skip(end) + 1, (*path, str(key)))
            else:
                i = value(i, (*path, index))
                index += 1
            i = skip(i)
            if text[i] == ",":
                i = skip(i + 1)
        return i + 1

    value(0, ())


def _line_of(text: str) -> Callable[[int], int]:
    breaks = [i for i, char in enumerate(text) if char == "\n"]
    return lambda offset: bisect.bisect_right(breaks, offset - 1) + 1


def value_lines(text: str) -> dict[JsonPath, int]:
    """The line (1-based) where each value of the valid JSON ``text`` starts,
    by path (object keys and array indices)."""
    line = _line_of(text)
    lines: dict[JsonPath, int] = {}

    def visit(path: JsonPath, offset: int, _value: Any, is_key: bool) -> None:
        if not is_key:
            lines[path] = line(offset)

    _walk(text, visit)
    return lines


def _breaks_limit(value: Any, max_int: int) -> bool:
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return False
    if isinstance(value, int):
        return len(str(abs(value))) > MAX_INT_DIGITS or abs(value) > max_int
    return isinstance(value, float) and not math.isfinite(value)


def _offending(text: str, max_int: int) -> tuple[JsonPath, int] | None:
    """The path and line of the first number over the limits, non-number (NaN) or
    repeated key in the JSON ``text``, or None (``text`` must be valid syntax)."""
    line = _line_of(text)
    keys: dict[JsonPath, set[str]] = {}
    found: list[tuple[JsonPath, int]] = []

    def visit(path: JsonPath, offset: int, value: Any, is_key: bool) -> None:
        if found:
            return
        if is_key:
            seen = keys.setdefault(path[:-1], set())
            if value in seen:
                found.append((path, line(offset)))
            seen.add(value)
        elif _breaks_limit(value, max_int):
            found.append((path, line(offset)))

    try:
        _walk(text, visit)
    except (ValueError, IndexError):
        return None
    return found[0] if found else None


def _where(loc: Sequence[str | int], data: Any) -> tuple[JsonPath, str | None]:
    """The deepest path of a pydantic error location that exists in ``data``,
    and the missing field below it, if any (union tags such as ``per_count``
    are skipped)."""
    path: list[str | int] = []
    node: Any = data
    for part in loc:
        in_list = isinstance(node, list) and isinstance(part, int) and part < len(node)
        if in_list or (isinstance(node, dict) and part in node):
            node = node[part]
        elif isinstance(node, dict) and part in (node.get("shape"), node.get("type")):
            continue
        else:
            return tuple(path), str(part)
        path.append(part)
    return tuple(path), None


def _dotted(path: Sequence[str | int]) -> str:
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text or "(top)"


def located_error(
    code: str, file: str, text: str, data: Any, loc: Sequence[str | int], message: str
) -> DataError:
    """A :class:`DataError` naming the line and field of ``loc`` in ``text``."""
    path, missing = _where(loc, data)
    lines = value_lines(text)
    while path not in lines and path:
        path = path[:-1]
    line = lines.get(path, 1)
    where = _dotted(path)
    if missing is not None:
        where = f"{where}.{missing}" if path else missing
    return DataError(
        code,
        f"{file}, line {line}, {where}: {message}",
        file=file,
        line=line,
        field=where,
    )


def parse_json(code: str, text: str, file: str) -> Any:
    """Plain data from JSON ``text`` through the bounded reader (size, nesting,
    numbers, duplicate keys); a :class:`DataError` with the line if it is not
    JSON or breaks a limit (the reader's code is in ``reason``)."""
    try:
        return read_json_text(text, what=file, max_int=MAX_DATA_INT)
    except DataError as error:
        line = error.params.get("line")
        where = _offending(text, MAX_DATA_INT) if line is None else None
        if where is not None:
            path, line = where
            message = f"{file}, line {line}, {_dotted(path)}: {error.message}"
            raise DataError(
                code, message, file=file, line=line, field=_dotted(path), reason=error.code
            ) from None
        if error.code == "bad_json":
            message = (
                f"{file}, line {line}: not valid JSON "
                f"({error.params.get('reason')}, column {error.params.get('column')})."
            )
        else:
            message = f"{file}, line {line}: {error.message}" if line else error.message
        raise DataError(
            code, message, file=file, line=line or 1, field="", reason=error.code
        ) from None


def validation_error(
    code: str, file: str, text: str, data: Any, error: ValidationError
) -> DataError:
    """The first problem of a pydantic ``error`` as a located :class:`DataError`."""
    first = error.errors()[0]
    message = str(first["msg"]).removeprefix("Value error, ")
    return located_error(code, file, text, data, first["loc"], message)


def parse_pack(text: str, file: str = "card pack") -> CardPack:
    """Validate a card pack; errors name the line and field."""
    return _validated_pack(parse_json("bad_card_pack", text, file), text, file)


def _validated_pack(data: Any, text: str, file: str) -> CardPack:
    try:
        return CardPack.model_validate(data)
    except ValidationError as error:
        raise validation_error("bad_card_pack", file, text, data, error) from None


# --- built-in data ---------------------------------------------------------------


def _read_pack(name: str) -> CardPack:
    path = package_files.files("resources").joinpath(f"underwater_cities/{name}")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise DataError(
            "library_file_damaged", f"The library file {name} cannot be read: {error}.", file=name
        ) from error
    try:
        known = DIGESTS.get(name)
        data = shipped.parse(text, known, lambda t: parse_json("bad_card_pack", t, name))
        return shipped.read(CardPack, text, data, lambda d: _validated_pack(d, text, name), known)
    except DataError as error:
        raise DataError(
            "library_file_damaged", f"The library file is damaged: {error.message}", file=name
        ) from None


class BuiltIn(NamedTuple):
    """The built-in library: cards and tiles by key, and cards without a sure number."""

    cards: Mapping[str, CardEntry]
    metropolises: Mapping[str, MetropolisEntry]
    notes: tuple[CardEntry, ...]


@cache
def builtin_data() -> BuiltIn:
    """The library data shipped with the companion (read once)."""
    cards: dict[str, CardEntry] = {}
    # The shipped card file's cards make valid entries (tests/uc/test_shipped_data.py).
    make = CardEntry.model_construct if card_file_shipped() else CardEntry
    for known in card_data().cards:
        entry = make(
            number=known.number,
            name=known.name,
            colour=known.colour,
            type=known.type,
            text=known.text,
            production=known.production,
            scoring=known.scoring,
            provenance=known.source,
            effect=known.effect,
            trigger=known.trigger,
            requires=known.requires,
            hand_limit=known.hand_limit,
        )
        cards[entry.key] = entry
    for entry in _read_pack("specials.json").cards:
        cards[entry.key] = entry
    tiles = {t.tile: t for t in _read_pack("metropolises.json").metropolises}
    missing = [t for t in (*BROWN_TILES, *BLUE_TILES) if t not in tiles]
    if missing:
        raise DataError(
            "library_file_damaged",
            f"The library file metropolises.json lacks the tiles {', '.join(missing)}.",
            file="metropolises.json",
        )
    return BuiltIn(cards=cards, metropolises=tiles, notes=_read_pack("card_notes.json").cards)


def federation_bonuses() -> tuple[FederationBonus, ...]:
    """The printed bonus of each Federation-track space, 4 down to 1; each step
    past space 1 scores 1 point (German p. 9)."""
    return tuple(
        FederationBonus(space, SPACE_BONUS[space], SPACE_POINTS[space]) for space in (4, 3, 2, 1)
    )


# --- merging table entries into built-in ones ------------------------------------

_CARD_FIELDS = (
    "colour",
    "type",
    "special_cost",
    "text",
    "production",
    "scoring",
    "effect",
    "trigger",
    "requires",
    "hand_limit",
    "table_resolved",
)
_TILE_FIELDS = ("name", "text", "instant", "production", "scoring")


class LibraryProblem(DataError):
    """Why an entry cannot be stored; ``loc`` points into its card pack."""

    def __init__(self, code: str, message: str, loc: tuple[str | int, ...]) -> None:
        super().__init__(code, message)
        self.loc = loc


def _complete(old: BaseModel, new: BaseModel, fields: Sequence[str], what: str) -> dict[str, Any]:
    """The fields ``new`` adds to ``old``; a contradiction names the field."""
    update: dict[str, Any] = {}
    for field in fields:
        mine, theirs = getattr(old, field), getattr(new, field)
        if theirs is None or theirs == mine:
            continue
        if mine is not None:
            raise LibraryProblem(
                "library_conflict",
                f"{what} is in the library with another {field} "
                f"({_show(mine)}, not {_show(theirs)}); the rulebook data wins.",
                (field,),
            )
        update[field] = theirs
    return update


def _english(label: Message) -> str:
    """A card's or tile's label in English (for error messages)."""
    from companion.games.underwater_cities.english import ENGLISH

    return ENGLISH.render(label)


def _show(value: Any) -> str:
    if isinstance(value, BaseModel):
        return json.dumps(value.model_dump(mode="json", exclude_defaults=True))
    return str(value)


def _merge_card(builtin: CardEntry, added: CardEntry) -> CardEntry:
    update = _complete(builtin, added, _CARD_FIELDS, _english(builtin.label))
    if not update:
        return builtin
    update["provenance"] = f"{builtin.provenance}; completed by the table"
    try:
        return CardEntry.model_validate(builtin.model_dump() | update)
    except ValidationError as error:
        message = str(error.errors()[0]["msg"]).removeprefix("Value error, ")
        raise LibraryProblem(
            "library_conflict", f"{_english(builtin.label)}: {message}", ("type",)
        ) from None


def _merge_tile(builtin: MetropolisEntry, added: MetropolisEntry) -> MetropolisEntry:
    update = _complete(builtin, added, _TILE_FIELDS, f"Tile {builtin.tile}")
    if not update:
        return builtin
    update["provenance"] = added.provenance
    return MetropolisEntry.model_validate(builtin.model_dump() | update)


def merge_entries(builtin: _Entry, added: _Entry) -> _Entry:
    """``builtin`` completed by ``added``; :class:`LibraryProblem` on a contradiction."""
    if isinstance(builtin, CardEntry) and isinstance(added, CardEntry):
        return _merge_card(builtin, added)
    assert isinstance(builtin, MetropolisEntry) and isinstance(added, MetropolisEntry)
    return _merge_tile(builtin, added)


# --- the library -----------------------------------------------------------------

CARD: Final = "card"
"""The :class:`DataRow` kind of a card a table added (key: ``era:96``, ``special:name:…``)."""
METROPOLIS: Final = "metropolis"
"""The :class:`DataRow` kind of a metropolis tile a table described (key: the tile id)."""


def _card_row(entry: CardEntry) -> DataRow:
    return DataRow(CARD, entry.key, entry.model_dump_json())


def _tile_row(entry: MetropolisEntry) -> DataRow:
    return DataRow(METROPOLIS, entry.tile, entry.model_dump_json())


class CardLibrary:
    """Built-in entries plus what tables added, in memory.

    Build it with :meth:`from_rows` from the rows the store keeps (a damaged
    row is skipped and named in :attr:`problems`). It never writes: adding
    returns the rows to save (:meth:`card_row`, :meth:`metropolis_row`,
    :meth:`pack_rows`), and :meth:`with_rows` is the library with them.
    """

    def __init__(self) -> None:
        self._added_cards: dict[str, CardEntry] = {}
        self._added_tiles: dict[str, MetropolisEntry] = {}
        self.problems: tuple[str, ...] = ()
        """What was wrong with the rows it was built from (those rows are left out)."""
        self._row_problems: tuple[str, ...] = ()
        """The problems of reading the rows (:attr:`problems` adds those of merging)."""
        self.boards = BoardBook()
        """Player-board layouts and slot colours (kinds ``board``, ``slot_colour``)."""
        self._rebuild()

    @classmethod
    def from_rows(cls, rows: Sequence[DataRow]) -> "CardLibrary":
        """The built-in data plus the table entries in ``rows`` (kinds ``card`` and
        ``metropolis``, and ``board`` and ``slot_colour`` for :attr:`boards`; other
        kinds are ignored)."""
        library = cls()
        problems: list[str] = []
        for row in rows:
            if row.kind == CARD:
                card = _from_row(CardEntry, row, problems)
                if card is not None:
                    library._accept(CardPack(cards=(card,)), row, problems)
            elif row.kind == METROPOLIS:
                tile = _from_row(MetropolisEntry, row, problems)
                if tile is not None:
                    library._accept(CardPack(metropolises=(tile,)), row, problems)
        library.boards = BoardBook(rows)
        library._row_problems = tuple(problems)
        library._rebuild(problems)
        return library

    def adding(self, rows: Sequence[DataRow]) -> "CardLibrary":
        """This library once ``rows`` (kinds ``card`` and ``metropolis``) are saved over
        the rows it was built from: what :meth:`from_rows` gives for them, without
        reading every row again (a new object; this one is unchanged)."""
        if any(row.kind not in (CARD, METROPOLIS) for row in rows):
            raise ValueError("only card and metropolis rows are added in place")
        library = CardLibrary()
        library._added_cards = dict(self._added_cards)
        library._added_tiles = dict(self._added_tiles)
        library.boards = self.boards
        replaced = {f"{row.kind} {row.key}:" for row in rows}
        problems = [p for p in self._row_problems if not p.startswith(tuple(replaced))]
        for row in rows:
            if row.kind == CARD:
                library._added_cards.pop(row.key, None)
                card = _from_row(CardEntry, row, problems)
                if card is not None:
                    library._accept(CardPack(cards=(card,)), row, problems)
            else:
                library._added_tiles.pop(row.key, None)
                tile = _from_row(MetropolisEntry, row, problems)
                if tile is not None:
                    library._accept(CardPack(metropolises=(tile,)), row, problems)
        # in the order from_rows reads them (the store gives rows by key)
        library._added_cards = dict(sorted(library._added_cards.items()))
        library._added_tiles = dict(sorted(library._added_tiles.items()))
        library._row_problems = tuple(problems)
        library._rebuild(problems)
        return library

    def _accept(self, pack: CardPack, row: DataRow, problems: list[str]) -> None:
        try:
            cards, tiles, _ = self._check(pack)
        except LibraryProblem as problem:
            problems.append(f"{row.kind} {row.key}: {problem.message}")
            return
        self._added_cards.update((c.key, c) for c in cards)
        self._added_tiles.update((t.tile, t) for t in tiles)

    def rows(self) -> list[DataRow]:
        """The rows of what tables added (what :meth:`from_rows` reads back)."""
        pack = self.added()
        return [*map(_card_row, pack.cards), *map(_tile_row, pack.metropolises)]

    def with_rows(self, rows: Sequence[DataRow]) -> "CardLibrary":
        """This library with ``rows`` added (a new object; this one is unchanged)."""
        return CardLibrary.from_rows([*self.rows(), *self.boards.rows(), *rows])

    # reading ------------------------------------------------------------------

    def _rebuild(self, problems: list[str] | None = None) -> None:
        problems = problems if problems is not None else []
        data = builtin_data()
        cards = dict(data.cards)
        tiles = dict(data.metropolises)
        # A stored entry that contradicts newer built-in data is ignored: the rulebook wins.
        for key, added in self._added_cards.items():
            try:
                cards[key] = _merge_card(cards[key], added) if key in cards else added
            except LibraryProblem as problem:
                problems.append(f"{CARD} {key}: {problem.message}")
        for tile, stored in self._added_tiles.items():
            try:
                tiles[tile] = _merge_tile(tiles[tile], stored)
            except LibraryProblem as problem:
                problems.append(f"{METROPOLIS} {tile}: {problem.message}")
        self._cards = cards
        self._tiles = tiles
        self._by_name: dict[tuple[Deck, str], CardEntry] = {}
        for entry in cards.values():
            self._by_name.setdefault((entry.deck, entry.name.casefold()), entry)
        self.problems = tuple(problems)

    def cards(self) -> tuple[CardEntry, ...]:
        """Every card the library can match (built-in, completed, added), by key."""
        return tuple(self._cards[k] for k in sorted(self._cards, key=_key_order))

    def notes(self) -> tuple[CardEntry, ...]:
        """Cards the rulebooks quote without a sure number (templates for adding)."""
        return builtin_data().notes

    def metropolises(self) -> tuple[MetropolisEntry, ...]:
        """All 16 metropolis tiles (brown first)."""
        return tuple(self._tiles[t] for t in (*BROWN_TILES, *BLUE_TILES))

    def added(self) -> CardPack:
        """What tables added (the content of an export)."""
        return CardPack(
            cards=tuple(self._added_cards[k] for k in sorted(self._added_cards, key=_key_order)),
            metropolises=tuple(self._added_tiles[t] for t in sorted(self._added_tiles)),
        )

    def find_card(self, card: CardInfo) -> CardEntry | None:
        """The library entry of a card a table described (by number, else by name)."""
        deck: Deck = "special" if card.special_cost is not None else "era"
        if card.number is not None:
            return self._cards.get(f"{deck}:{card.number}")
        if card.name:
            return self._by_name.get((deck, card.name.casefold()))
        return None

    def played(self, card: CardInfo) -> CardInfo:
        """``card`` as the events carry it: completed from its library entry (name,
        type, colour; the library's type wins) with the rules it plays by."""
        entry = self.find_card(card)
        if entry is None:
            return card
        return card.model_copy(
            update={
                "name": card.name or entry.name,
                "colour": card.colour or entry.colour,
                "type": entry.type or card.type,
                "rules": entry.rules(),
                "hand_limit_plus": max(card.hand_limit_plus, entry.hand_limit),
            }
        )

    def metropolis(self, tile: str) -> MetropolisEntry | None:
        """The entry of a metropolis tile id, or None for an unknown id."""
        return self._tiles.get(tile)

    # adding (returns the rows to save) ----------------------------------------

    def card_row(self, entry: CardEntry, *, replace: bool = False) -> DataRow:
        """The row that adds a card a table met; it may complete a built-in entry,
        never contradict it (``RuleViolation``). Saving it twice changes nothing.
        With ``replace`` it replaces what a table taught before (teaching an
        effect, or correcting one); a built-in entry is still only completed."""
        try:
            self._check(CardPack(cards=(entry,)), replace=replace)
        except LibraryProblem as problem:
            raise RuleViolation(problem.code, problem.message, card=entry.key) from None
        return _card_row(entry)

    def metropolis_row(self, entry: MetropolisEntry) -> DataRow:
        """The row that records the name, text and production effect of a metropolis
        tile (once; ``RuleViolation`` on a clash)."""
        try:
            self._check(CardPack(metropolises=(entry,)))
        except LibraryProblem as problem:
            raise RuleViolation(problem.code, problem.message, tile=entry.tile) from None
        return _tile_row(entry)

    def with_pack(self, pack: CardPack) -> "CardLibrary":
        """This library with ``pack`` added (a new object); a clash raises
        :class:`LibraryProblem` pointing into ``pack``."""
        cards, tiles, _ = self._check(pack)
        return self.with_rows([*map(_card_row, cards), *map(_tile_row, tiles)])

    def _check(
        self, pack: CardPack, *, replace: bool = False
    ) -> tuple[list[CardEntry], list[MetropolisEntry], list[str]]:
        """The new cards and tiles of ``pack`` and the keys it repeats unchanged;
        :class:`LibraryProblem` (located in the pack) for the first clash."""
        builtin = builtin_data()
        cards: list[CardEntry] = []
        tiles: list[MetropolisEntry] = []
        unchanged: list[str] = []
        seen: set[str] = set()
        for index, card in enumerate(pack.cards):
            loc: tuple[str | int, ...] = ("cards", index)
            key = card.key
            if card.number is None and card.deck == "era":
                raise LibraryProblem(
                    "card_number_needed", "An era card needs its number.", (*loc, "number")
                )
            if key in seen:
                raise LibraryProblem(
                    "library_duplicate",
                    f"The pack lists {_english(card.label)} twice.",
                    (*loc, "number"),
                )
            seen.add(key)
            old = None if replace else self._added_cards.get(key)
            if old == card:
                unchanged.append(key)
                continue
            if old is not None:
                raise LibraryProblem(
                    "library_conflict",
                    f"{_english(card.label)} is already in the library, added by a table; "
                    "a card is added once.",
                    (*loc, "number"),
                )
            if key in builtin.cards:
                _located(_merge_card, builtin.cards[key], card, loc)
            cards.append(card)
        for index, tile in enumerate(pack.metropolises):
            loc = ("metropolises", index)
            if tile.tile in seen:
                raise LibraryProblem(
                    "library_duplicate", f"The pack lists tile {tile.tile} twice.", (*loc, "tile")
                )
            seen.add(tile.tile)
            old_tile = self._added_tiles.get(tile.tile)
            if old_tile == tile:
                unchanged.append(tile.tile)
                continue
            if old_tile is not None:
                raise LibraryProblem(
                    "library_conflict",
                    f"Tile {tile.tile} is already in the library, added by a table; "
                    "a tile is added once.",
                    (*loc, "tile"),
                )
            _located(_merge_tile, builtin.metropolises[tile.tile], tile, loc)
            tiles.append(tile)
        return cards, tiles, unchanged


def stored_entry(model: type[_Model], text: str) -> _Model:
    """The entry a stored row's JSON holds (``ValidationError`` when damaged). Rows
    written before entries had ``confirmed`` were typed at the table: confirmed."""
    entry = model.model_validate_json(text)
    if '"confirmed"' not in text and "confirmed" in type(entry).model_fields:
        entry = entry.model_copy(update={"confirmed": True})
    return entry


def _from_row(model: type[_Entry], row: DataRow, problems: list[str]) -> _Entry | None:
    """The entry a stored row holds, or None (and a problem) when it is damaged."""
    try:
        entry = stored_entry(model, row.entry)
    except ValidationError as error:
        message = str(error.errors()[0]["msg"]).removeprefix("Value error, ")
        problems.append(f"{row.kind} {row.key}: damaged ({message})")
        return None
    key = entry.key if isinstance(entry, CardEntry) else entry.tile
    if key != row.key:
        problems.append(f"{row.kind} {row.key}: damaged (the entry is {key})")
        return None
    return entry


def _key_order(key: str) -> tuple[str, int, str]:
    deck, _, rest = key.partition(":")
    return (deck, int(rest), "") if rest.isdigit() else (deck, 10**6, rest)


def _located(
    merge: Callable[[Any, Any], object], old: BaseModel, new: BaseModel, loc: tuple[str | int, ...]
) -> None:
    try:
        merge(old, new)
    except LibraryProblem as problem:
        raise LibraryProblem(problem.code, problem.message, (*loc, *problem.loc)) from None


@cache
def builtin_library() -> CardLibrary:
    """The built-in data only (nothing a table added)."""
    return CardLibrary()
