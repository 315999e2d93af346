"""What tables taught Otys: the board's printed values, contracts and reward tokens.

The text gives neither the 32 contract cards nor the mix of the 32 reward tokens
(p. 2 counts them; p. 8 and p. 12 explain them). A table enters a contract or a token
kind when it meets it, and may confirm or correct the board (``resources/otys/
board.json``). Each is a :class:`~companion.core.plugin.DataRow`:

- kind ``board``, key ``board``: a :class:`~.data.BoardSpec`;
- kind ``contract``, key the contract's id: a :class:`ContractEntry`;
- kind ``token``, key the token's id (``resource_metal_fuel.credits``): a
  :class:`TokenEntry` (how many of that token the bag holds).

A later row of the same kind and key replaces an earlier one. A row that cannot be
read, does not validate, has a key that is not its item's id, or would teach more than
the box holds (32 contracts, 32 tokens) is left out and named in
:attr:`OtysData.problems` (never fatal). A game copies what it uses into its events.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources as package_files
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, Strict, ValidationError

from companion.core.errors import DataError
from companion.core.messages import Message, message
from companion.core.plugin import DataRow
from companion.core.reading import MAX_DATA_INT, read_json_text
from companion.games.otys.data import CONTRACT_CARDS, REWARD_TOKENS, BoardSpec, Source
from companion.games.otys.state import Contract, Token

MAX_ROW_BYTES = 16 * 1024
"""The largest entry read (a contract's JSON is ~200 bytes, the board's ~1 KB)."""
_SHOWN = 40


class ContractEntry(BaseModel):
    """A contract card as a table entered it, with where it came from."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    contract: Contract
    source: Source = "entered by the table"
    confirmed: Annotated[bool, Strict()] = False


class TokenEntry(BaseModel):
    """A kind of reward token and how many the bag holds, as a table counted them."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    token: Token
    count: Annotated[int, Strict(), Field(ge=1, le=REWARD_TOKENS)] = 1
    source: Source = "entered by the table"
    confirmed: Annotated[bool, Strict()] = False


Entry = BoardSpec | ContractEntry | TokenEntry
KINDS: dict[str, type[Entry]] = {"board": BoardSpec, "contract": ContractEntry, "token": TokenEntry}


def _board_text() -> str:
    path = package_files.files("resources").joinpath("otys/board.json")
    try:
        return path.read_text(encoding="utf-8")
    except OSError as error:
        raise DataError(
            "game_data_damaged", f"The built-in Otys board cannot be read: {error}."
        ) from error


@cache
def builtin_board() -> BoardSpec:
    """The board shipped with the companion (read once; ``DataError`` if damaged)."""
    try:
        data = read_json_text(_board_text(), what="Otys board", max_int=MAX_DATA_INT)
        return BoardSpec.model_validate(data)
    except (DataError, ValidationError) as error:
        raise DataError(
            "game_data_damaged", f"The built-in Otys board is damaged: {error}"
        ) from None


@dataclass(frozen=True)
class OtysData:
    """What a game of Otys reads: the board in use, the contracts and token kinds
    tables taught, the keys a table corrected, and the rows left out with why."""

    board: BoardSpec
    contracts: tuple[ContractEntry, ...] = ()
    tokens: tuple[TokenEntry, ...] = ()
    corrected: frozenset[str] = frozenset()
    problems: tuple[Message, ...] = ()

    def contract(self, contract_id: str) -> ContractEntry | None:
        """The taught contract called ``contract_id``."""
        return next((e for e in self.contracts if e.contract.id == contract_id), None)

    def token_count(self) -> int:
        """Tokens of the taught kinds (at most 32)."""
        return sum(entry.count for entry in self.tokens)


def _shown(text: str) -> str:
    return text[:_SHOWN]


def _key_of(item: Entry) -> str:
    if isinstance(item, ContractEntry):
        return item.contract.id
    if isinstance(item, TokenEntry):
        return item.token.id
    return item.id


def _item(row: DataRow) -> Entry | Message:
    """The item of ``row``, or the problem with it."""
    where: dict[str, Any] = {"kind": _shown(row.kind), "key": _shown(row.key)}
    model = KINDS.get(row.kind)
    if model is None:
        return message("otys.data.unknown_kind", **where)
    try:
        data = read_json_text(
            row.entry,
            what=f"{where['kind']} {where['key']}",
            max_bytes=MAX_ROW_BYTES,
            max_int=MAX_DATA_INT,
        )
    except DataError as error:
        return message("otys.data.unreadable", reason=error.code, **where)
    try:
        item = model.model_validate(data)
    except ValidationError as error:
        field = ".".join(str(part) for part in error.errors()[0]["loc"]) or "(top)"
        return message("otys.data.invalid", field=_shown(field), **where)
    if _key_of(item) != row.key:
        return message("otys.data.key_mismatch", id=_shown(_key_of(item)), **where)
    return item


def _replaced(items: tuple[Any, ...], item: Any) -> tuple[Any, ...]:
    key = _key_of(item)
    kept = tuple(entry for entry in items if _key_of(entry) != key)
    return (*kept, item)


def load_data(rows: Sequence[DataRow]) -> OtysData:
    """The data in use: the built-in board with ``rows`` applied in order; a row that
    cannot be applied is skipped and named in ``problems``."""
    board = builtin_board()
    contracts: tuple[ContractEntry, ...] = ()
    tokens: tuple[TokenEntry, ...] = ()
    corrected: set[str] = set()
    problems: list[Message] = []
    for row in rows:
        item = _item(row)
        where = {"kind": _shown(row.kind), "key": _shown(row.key)}
        if isinstance(item, Message):
            problems.append(item)
        elif isinstance(item, BoardSpec):
            board = item
            corrected.add(row.key)
        elif isinstance(item, ContractEntry):
            changed = _replaced(contracts, item)
            if len(changed) > CONTRACT_CARDS:
                problems.append(message("otys.data.too_many", limit=CONTRACT_CARDS, **where))
                continue
            contracts = changed
        else:
            counted = _replaced(tokens, item)
            if sum(entry.count for entry in counted) > REWARD_TOKENS:
                problems.append(message("otys.data.too_many", limit=REWARD_TOKENS, **where))
                continue
            tokens = counted
    return OtysData(board, contracts, tokens, frozenset(corrected), tuple(problems))


def data_row(item: Entry) -> DataRow:
    """The row that stores ``item`` (a board correction, a contract, a token kind)."""
    kind = next(kind for kind, model in KINDS.items() if isinstance(item, model))
    return DataRow(kind, _key_of(item), item.model_dump_json())
