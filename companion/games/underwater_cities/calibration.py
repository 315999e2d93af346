"""What a table calibrates once: player-board layouts and main-board slot colours.

Both are kept as :class:`~companion.core.plugin.DataRow` rows (kinds ``board`` and
``slot_colour``) whose entry is a plain pydantic model with its ``provenance``
and a ``confirmed`` flag. :class:`BoardBook` reads the rows: a calibrated layout
replaces the built-in default of its board, a damaged or invalid row is left out
and named in :attr:`BoardBook.problems`. A game copies the layouts and slot
colours into its setup command, so a saved game never changes when they do.
"""

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, ValidationError

from companion.core.errors import DataError
from companion.core.messages import Message, message
from companion.core.plugin import DataRow
from companion.core.reading import MAX_DATA_INT, read_json_text
from companion.games.underwater_cities.board import (
    BOARD_IDS,
    BoardSide,
    PlayerBoard,
    builtin_layout,
)
from companion.games.underwater_cities.bounds import Id
from companion.games.underwater_cities.model import Colour
from companion.games.underwater_cities.slots import find_slot, side_slots
from companion.games.underwater_cities.state import MainBoardSide

BOARD = "board"
SLOT_COLOUR = "slot_colour"
EXPANSIONS_PER_CITY = 1
"""German rulebook p. 10: every city has one extra (expansion) building site."""


class SlotColourEntry(BaseModel):
    """The colour a table read on one action slot of the main board."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    slot: Id
    colour: Colour
    provenance: str
    confirmed: bool = False


def layout_problems(board: PlayerBoard) -> tuple[Message, ...]:
    """What makes ``board`` unusable, as messages (empty: it is a valid layout).

    The model already refuses duplicate ids, unknown ends and a missing start
    city; this adds what a table can get wrong while editing: every city reachable
    from the start city through tunnel sites (rulebook p. 10, every path starts
    there), one expansion site per city (p. 10), at least one ordinary building
    site per city, one brown and two blue metropolis spaces each joined by a
    tunnel site (p. 4), and no two tunnel sites between the same two ends.
    """
    problems: list[Message] = []
    cities = {c.id for c in board.cities}
    pairs: set[frozenset[str]] = set()
    for tunnel in board.tunnels:
        pair = frozenset(tunnel.ends)
        if pair in pairs:
            problems.append(message("uc.layout.double_tunnel", site=tunnel.id))
        pairs.add(pair)
    unreached = sorted(cities - _reachable(board))
    if unreached:
        problems.append(message("uc.layout.city_unreachable", city=unreached[0]))
    for city in board.cities:
        sites = [b for b in board.buildings if b.city == city.id]
        if sum(b.expansion for b in sites) != EXPANSIONS_PER_CITY:
            problems.append(message("uc.layout.expansion_count", city=city.id))
        if not any(not b.expansion for b in sites):
            problems.append(message("uc.layout.no_building_site", city=city.id))
    colours = sorted(m.colour for m in board.metropolises)
    if colours != ["blue", "blue", "brown"]:
        problems.append(message("uc.layout.metropolis_spaces"))
    for space in board.metropolises:
        if not any(space.id in t.ends for t in board.tunnels):
            problems.append(message("uc.layout.metropolis_unjoined", metropolis=space.id))
    return tuple(problems)


def _reachable(board: PlayerBoard) -> set[str]:
    cities = {c.id for c in board.cities}
    reached = {board.start_city}
    stack = [board.start_city]
    while stack:
        here = stack.pop()
        for tunnel in board.tunnels:
            if here in tunnel.ends:
                other = tunnel.ends[1] if tunnel.ends[0] == here else tunnel.ends[0]
                if other in cities and other not in reached:
                    reached.add(other)
                    stack.append(other)
    return reached


class BoardBook:
    """The layouts and slot colours a game uses: built-in ones, replaced by
    what a table calibrated (never writes; :meth:`board_row` gives the row to save)."""

    def __init__(self, rows: Sequence[DataRow] = ()) -> None:
        self._boards: dict[int, PlayerBoard] = {}
        self._colours: dict[str, SlotColourEntry] = {}
        problems: list[str] = []
        for row in rows:
            if row.kind == BOARD:
                self._read_board(row, problems)
            elif row.kind == SLOT_COLOUR:
                self._read_colour(row, problems)
        self.problems: tuple[str, ...] = tuple(problems)
        """The rows left out, with why."""

    def _read_board(self, row: DataRow, problems: list[str]) -> None:
        try:
            board = PlayerBoard.model_validate(_json(row))
        except (DataError, ValidationError) as error:
            problems.append(f"{BOARD} {row.key}: {error}")
            return
        if str(board.id) != row.key or layout_problems(board):
            problems.append(f"{BOARD} {row.key}: not a valid layout of board {row.key}")
            return
        self._boards[board.id] = board

    def _read_colour(self, row: DataRow, problems: list[str]) -> None:
        try:
            entry = SlotColourEntry.model_validate(_json(row))
        except (DataError, ValidationError) as error:
            problems.append(f"{SLOT_COLOUR} {row.key}: {error}")
            return
        if entry.slot != row.key:
            problems.append(f"{SLOT_COLOUR} {row.key}: the entry names slot {entry.slot}")
            return
        self._colours[entry.slot] = entry

    def layout(self, board_id: int) -> PlayerBoard:
        """Board ``board_id`` as the table calibrated it, else the built-in default."""
        return self._boards.get(board_id) or builtin_layout(board_id)

    def layouts(self, side: BoardSide) -> tuple[PlayerBoard, ...]:
        """The layouts of every board of ``side`` (what a new game copies)."""
        return tuple(self.layout(board_id) for board_id in BOARD_IDS[side])

    def calibrated(self, board_id: int) -> bool:
        """True when a table saved a layout of board ``board_id``."""
        return board_id in self._boards

    def slot_colour(self, slot: str) -> SlotColourEntry | None:
        """The colour a table recorded for ``slot``, if any."""
        return self._colours.get(slot)

    def colour_checked(self, slot: str) -> bool:
        """True when a table confirmed ``slot``'s colour, or the rulebook gives it."""
        entry = self._colours.get(slot)
        if entry is not None:
            return entry.confirmed
        built_in = find_slot(slot)
        return built_in is not None and built_in.colour_certain

    def slot_colours(self, side: MainBoardSide) -> dict[str, Colour]:
        """The slot colours a table recorded on ``side`` of the main board (what a new
        game copies)."""
        on_side = {slot.id for slot in side_slots(side)}
        return {slot: e.colour for slot, e in self._colours.items() if slot in on_side}

    def rows(self) -> list[DataRow]:
        """The rows this book was built from, as valid rows (for rebuilding)."""
        return [
            *map(board_row, self._boards.values()),
            *map(slot_colour_row, self._colours.values()),
        ]


def _json(row: DataRow) -> object:
    return read_json_text(row.entry, what=f"{row.kind} {row.key}", max_int=MAX_DATA_INT)


def board_row(board: PlayerBoard) -> DataRow:
    """The row that stores ``board`` as a table's calibration."""
    return DataRow(BOARD, str(board.id), board.model_dump_json(exclude_defaults=True))


def slot_colour_row(entry: SlotColourEntry) -> DataRow:
    """The row that stores a slot colour a table read."""
    return DataRow(SLOT_COLOUR, entry.slot, entry.model_dump_json())
