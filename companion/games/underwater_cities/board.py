"""Player boards as data: city, tunnel, building and expansion sites.

The rulebooks show the boards only as pictures, so the shipped layouts are
provisional (``provisional: true``, ``confirmed: false``) until a table calibrates
its copy (see :mod:`companion.games.underwater_cities.calibration`). Two sets ship:

* ``boards/layouts/board_N.json``, the built-in default a new game uses when no
  table calibrated board N (geometry after German rulebook p. 10);
* ``boards/board_N.json``, the first provisional 3×3 grid, kept unchanged for
  the games set up before a game carried its own layouts (:func:`load_board`).
"""

from functools import cache
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from companion.core import package_data as package_files
from companion.core import shipped
from companion.core.errors import DataError, InvalidCommand
from companion.core.reading import MAX_DATA_INT, read_json_text
from companion.games.underwater_cities.model import ZERO, Resources
from companion.games.underwater_cities.shipped_files import DIGESTS

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

BoardSide = Literal["standard", "asymmetric"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class SiteBonus(_Frozen):
    """What building on a site gives at once, connected or not.

    ``federation_card`` is the Federation+card icon: advance 1, draw 1.
    ``points`` is used by asymmetric sites that score at once.
    """

    resources: Resources = ZERO
    federation_card: bool = False
    points: int = 0


class CitySite(_Frozen):
    """A site for a city; ``symbiotic_points`` overrides the 2 points a
    connected symbiotic city produces (asymmetric boards)."""

    id: str
    start: bool = False
    bonus: SiteBonus | None = None
    surcharge: Resources = ZERO
    symbiotic_points: int | None = None


class TunnelSite(_Frozen):
    """A tunnel site between two ends: city sites or metropolis spaces.

    ``production_factor`` > 1 makes the tunnel produce that many times;
    ``metropolis_points`` is extra production when the metropolis it joins is
    connected (asymmetric boards).
    """

    id: str
    ends: tuple[str, str]
    bonus: SiteBonus | None = None
    surcharge: Resources = ZERO
    multiplier: bool = False
    production_factor: int = 1
    metropolis_points: int = 0


class BuildingSite(_Frozen):
    """A building site next to one city site; ``expansion`` sites need a card."""

    id: str
    city: str
    expansion: bool = False
    bonus: SiteBonus | None = None
    surcharge: Resources = ZERO
    multiplier: bool = False


class MetropolisSpace(_Frozen):
    """A hexagon for a metropolis tile: the brown one (top left) or a blue one."""

    id: str
    colour: Literal["brown", "blue"]


class PairBonus(_Frozen):
    """Extra production when every listed tunnel site is built and producing."""

    tunnels: tuple[str, ...]
    production: Resources = ZERO
    points: int = 0


class PlayerBoard(_Frozen):
    """One side of one player board."""

    id: int
    side: BoardSide
    provisional: bool
    provenance: str
    confirmed: bool = False
    """True once a table checked this layout against its printed board."""
    cities: tuple[CitySite, ...]
    tunnels: tuple[TunnelSite, ...]
    buildings: tuple[BuildingSite, ...]
    metropolises: tuple[MetropolisSpace, ...]
    pair_bonuses: tuple[PairBonus, ...] = Field(default=())

    @model_validator(mode="after")
    def _check(self) -> "PlayerBoard":
        ids = [s.id for s in self.cities + self.tunnels + self.buildings + self.metropolises]
        duplicates = sorted({i for i in ids if ids.count(i) > 1})
        if duplicates:
            raise ValueError(f"board {self.id}: duplicate site ids {duplicates}")
        starts = [c.id for c in self.cities if c.start]
        if len(starts) != 1:
            raise ValueError(f"board {self.id}: exactly one start city site is needed")
        ends = {c.id for c in self.cities} | {m.id for m in self.metropolises}
        for tunnel in self.tunnels:
            unknown = [e for e in tunnel.ends if e not in ends]
            if unknown:
                raise ValueError(f"board {self.id}: tunnel {tunnel.id} ends at unknown {unknown}")
            if tunnel.ends[0] == tunnel.ends[1]:
                raise ValueError(f"board {self.id}: tunnel {tunnel.id} joins a site to itself")
        tunnel_ids = {t.id for t in self.tunnels}
        for pair in self.pair_bonuses:
            unknown = [t for t in pair.tunnels if t not in tunnel_ids]
            if unknown:
                raise ValueError(f"board {self.id}: pair bonus names unknown tunnels {unknown}")
        city_ids = {c.id for c in self.cities}
        for building in self.buildings:
            if building.city not in city_ids:
                raise ValueError(f"board {self.id}: building site {building.id} has no city")
        return self

    @property
    def start_city(self) -> str:
        """The id of the start city site (bottom right)."""
        return next(c.id for c in self.cities if c.start)


ROWS = 3
COLUMNS = 4
"""City sites sit on cells of a grid of ``ROWS`` × ``COLUMNS``; a city site's id
names its cell (``c23``: middle row, third column), so every site is named as a
player reads the printed board (top left, centre, bottom right...)."""


def city_cell(site_id: str) -> tuple[int, int] | None:
    """(row, column) of the city site ``site_id`` (``c23`` → (2, 3)); None otherwise."""
    if len(site_id) == 3 and site_id[0] == "c" and site_id[1:].isdigit():
        row, column = int(site_id[1]), int(site_id[2])
        if 1 <= row <= ROWS and 1 <= column <= COLUMNS:
            return row, column
    return None


def city_id(row: int, column: int) -> str:
    """The id of the city site on cell (row, column)."""
    return f"c{row}{column}"


BOARD_IDS: dict[BoardSide, tuple[int, ...]] = {
    "standard": (1, 2, 3, 4),
    "asymmetric": (5, 6, 7, 8),
}
_BOARDS_FOLDER = "resources/underwater_cities/boards"


def boards_for_side(side: BoardSide) -> list[int]:
    """Ids of the boards printed on ``side``: 1 to 4 standard, 5 to 8 asymmetric."""
    if side not in BOARD_IDS:
        raise InvalidCommand(
            "unknown_board_side",
            f"There is no player-board side {side!r}: choose 'standard' or 'asymmetric'.",
            side=side,
        )
    return list(BOARD_IDS[side])


def _boards_dir() -> "Traversable":
    return package_files.files("resources").joinpath("underwater_cities/boards")


def parse_board(text: str, file: str) -> PlayerBoard:
    """Validate the JSON text of one board file; ``file`` names it in errors."""
    return _validated(_board_json(text, file), file)


def _board_json(text: str, file: str) -> Any:
    try:
        return read_json_text(text, what=f"player-board file {file}", max_int=MAX_DATA_INT)
    except DataError as error:
        raise DataError(
            "board_file_damaged",
            f"The player-board file {file} is damaged: {error.message}",
            file=file,
            reason=error.code,
            **{k: v for k, v in error.params.items() if k in ("line", "column")},
        ) from None


def _validated(data: Any, file: str) -> PlayerBoard:
    try:
        return PlayerBoard.model_validate(data)
    except ValidationError as error:
        problems = [
            ".".join(str(part) for part in e["loc"]) + ": " + e["msg"] if e["loc"] else e["msg"]
            for e in error.errors()
        ]
        raise DataError(
            "board_file_damaged",
            f"The player-board file {file} is damaged: {'; '.join(problems)}.",
            file=file,
            problems=problems,
        ) from error


@cache
def load_board(board_id: int) -> PlayerBoard:
    """The first provisional 3×3 layout of board ``board_id`` (1 to 8): the layout of
    every game set up without layouts of its own (games saved before them)."""
    return _read_board(board_id, "")


@cache
def builtin_layout(board_id: int) -> PlayerBoard:
    """The built-in default layout of board ``board_id`` (1 to 8), not yet checked
    against a printed board."""
    return _read_board(board_id, "layouts/")


def _read_board(board_id: int, folder: str) -> PlayerBoard:
    side = next((s for s, ids in BOARD_IDS.items() if board_id in ids), None)
    name = f"{folder}board_{board_id}.json"
    if side is None:
        raise DataError(
            "unknown_board",
            f"There is no player board {board_id}: boards are numbered 1 to 8.",
            board=board_id,
        )
    try:
        text = _boards_dir().joinpath(*name.split("/")).read_text(encoding="utf-8")
    except FileNotFoundError as error:
        raise DataError(
            "unknown_board",
            f"Player board {board_id} is missing: there is no file {name} in {_BOARDS_FOLDER}.",
            board=board_id,
            file=name,
        ) from error
    except (OSError, UnicodeDecodeError) as error:
        raise DataError(
            "board_file_damaged",
            f"The player-board file {name} cannot be read: {error}.",
            board=board_id,
            file=name,
        ) from error
    known = DIGESTS.get(f"boards/{name}")
    data = shipped.parse(text, known, lambda t: _board_json(t, name))
    board = shipped.read(PlayerBoard, text, data, lambda d: _validated(d, name), known)
    if board.id != board_id or board.side != side:
        raise DataError(
            "board_file_damaged",
            f"The player-board file {name} holds board {board.id} ({board.side} side), "
            f"not board {board_id} ({side} side).",
            board=board_id,
            file=name,
        )
    return board
