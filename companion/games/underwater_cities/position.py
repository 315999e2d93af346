"""A position for quick scoring: each player's board as it stands, without a game log.

``companion-cli score POSITION.json`` and ``companion-cli produce POSITION.json``
read this format (documented in ``docs/position.md``; its JSON Schema, from
:func:`position_schema`, is ``docs/position.schema.json``). A position names,
per player, the board, what is built on which site (and upgraded), the
metropolis tiles, resources, points, claimed cards and paid special cards;
the final play order breaks ties. Cards and tiles the built-in library does not
know may come inline as a card pack (``library``).

Bad input is rejected naming the line and field, e.g. ``position.json, line 12,
players[0].built.t_c99: board 1 has no site 't_c99'``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Final, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    Strict,
    ValidationError,
    ValidationInfo,
    field_validator,
)

from companion.core.errors import DataError
from companion.games.underwater_cities.board import PlayerBoard, load_board
from companion.games.underwater_cities.bounds import Count, Held, PlayerName
from companion.games.underwater_cities.building import site_type, site_type_for
from companion.games.underwater_cities.library import (
    CardLibrary,
    CardPack,
    LibraryProblem,
    builtin_library,
    located_error,
    parse_json,
    validation_error,
)
from companion.games.underwater_cities.model import ZERO, BuildKind, BuiltItem
from companion.games.underwater_cities.production import Forecast, forecast_player
from companion.games.underwater_cities.scoring import FinalScores, ranking, score_player
from companion.games.underwater_cities.setup import BLUE_TILES, BROWN_TILES
from companion.games.underwater_cities.state import CardInfo, PlayerState

POSITION_FORMAT: Final = "underwater-cities-position"
_CODE = "bad_position"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class PositionPlayer(_Frozen):
    """One player's board and belongings.

    ``built`` maps a site id to what stands there: a kind (``"farm"``) or
    ``{"kind": "farm", "upgraded": true}``; the start city may be left out.
    ``metropolises`` maps a metropolis space (``brown``, ``blue1``, ``blue2``)
    to its tile id. ``cards`` are the claimed cards (production, end-scoring,
    and any others). ``decisions`` answers production choices (choice id →
    option id).
    """

    name: PlayerName
    board: Annotated[int, Strict(), Field(ge=1, le=8)]
    built: dict[str, BuildKind | BuiltItem] = Field(default_factory=dict)
    metropolises: dict[str, str] = Field(default_factory=dict)
    resources: Held = ZERO
    points: Count = 0
    cards: tuple[CardInfo, ...] = ()
    paid_specials: Count = 0
    decisions: dict[str, str] = Field(default_factory=dict)


class Position(_Frozen):
    """Players (1–4, in seat order), the final play order (player names, first
    player first; default: the order listed) and an optional inline card pack."""

    format: Literal["underwater-cities-position"] = POSITION_FORMAT
    version: Literal[1] = 1
    players: tuple[PositionPlayer, ...] = Field(min_length=1, max_length=4)
    final_play_order: tuple[str, ...] | None = None
    library: CardPack | None = None

    @field_validator("players")
    @classmethod
    def _names(cls, players: tuple[PositionPlayer, ...]) -> tuple[PositionPlayer, ...]:
        names = [p.name for p in players]
        if len(set(names)) != len(names):
            raise ValueError("every player needs a different name")
        return players

    @field_validator("final_play_order")
    @classmethod
    def _order(cls, order: tuple[str, ...] | None, info: ValidationInfo) -> tuple[str, ...] | None:
        names = [p.name for p in info.data.get("players", ())]
        if order is not None and names and sorted(order) != sorted(names):
            raise ValueError(f"name each player once ({', '.join(names)})")
        return order

    @property
    def play_order(self) -> tuple[int, ...]:
        """Seats in the final play order."""
        names = [p.name for p in self.players]
        if self.final_play_order is None:
            return tuple(range(len(names)))
        return tuple(names.index(name) for name in self.final_play_order)


def position_schema() -> dict[str, Any]:
    """The JSON Schema of a position (generated from the pydantic models)."""
    return Position.model_json_schema()


def _player_state(player: PositionPlayer, board: PlayerBoard) -> PlayerState:
    built = {
        site: item if isinstance(item, BuiltItem) else BuiltItem(kind=item)
        for site, item in player.built.items()
    }
    built.setdefault(board.start_city, BuiltItem(kind="city"))
    return PlayerState(
        name=player.name,
        colour="",
        board=board.id,
        resources=player.resources,
        points=player.points,
        built=built,
        metropolises=dict(player.metropolises),
        tableau=player.cards,
        paid_specials=player.paid_specials,
    )


@dataclass(frozen=True)
class LoadedPosition:
    """A checked position: each player's state and board, and the library to use."""

    position: Position
    players: tuple[tuple[PlayerState, PlayerBoard], ...]
    library: CardLibrary

    def score(self) -> FinalScores:
        """Final scoring of the position, line by line, with the winner."""
        scores = tuple(
            score_player(index, state, board, self.library)
            for index, (state, board) in enumerate(self.players)
        )
        order = self.position.play_order
        ranked = ranking(scores, order)
        return FinalScores(
            projection=False, players=scores, play_order=order, ranking=ranked, winner=ranked[0]
        )

    def produce(self) -> tuple[Forecast, ...]:
        """What production and feeding would give each player in this position."""
        return tuple(
            forecast_player(
                index, state, board, self.library, self.position.players[index].decisions
            )
            for index, (state, board) in enumerate(self.players)
        )


_Locate = Callable[[tuple[str | int, ...], str], DataError]


def _check_player(
    index: int, player: PositionPlayer, error: _Locate
) -> tuple[PlayerState, PlayerBoard]:
    where: tuple[str | int, ...] = ("players", index)
    try:
        board = load_board(player.board)
    except DataError as problem:
        raise error((*where, "board"), problem.message) from None
    for site, item in player.built.items():
        kind = item.kind if isinstance(item, BuiltItem) else item
        where_type = site_type(board, site)
        if where_type is None:
            raise error((*where, "built", site), f"board {board.id} has no site {site!r}")
        if site_type_for(kind) != where_type:
            raise error(
                (*where, "built", site),
                f"{site} is a {where_type} site: a {kind.replace('_', ' ')} cannot stand there",
            )
    spaces = {m.id: m.colour for m in board.metropolises}
    for space, tile in player.metropolises.items():
        if space not in spaces:
            raise error(
                (*where, "metropolises", space),
                f"board {board.id} has no metropolis space {space!r} (spaces: {', '.join(spaces)})",
            )
        tiles = BROWN_TILES if spaces[space] == "brown" else BLUE_TILES
        if tile not in tiles:
            raise error(
                (*where, "metropolises", space),
                f"{tile!r} is not a {spaces[space]} tile ({tiles[0]} … {tiles[-1]})",
            )
    negative = player.resources.negative()
    if negative:
        raise error((*where, "resources", negative[0]), "resources cannot be negative")
    return _player_state(player, board), board


def parse_position(
    text: str, file: str = "position", library: CardLibrary | None = None
) -> LoadedPosition:
    """Read and check a position (``library``: the card library to start from,
    default the built-in data); errors name the line and field."""
    data = parse_json(_CODE, text, file)
    try:
        position = Position.model_validate(data)
    except ValidationError as problem:
        raise validation_error(_CODE, file, text, data, problem) from None

    def error(loc: tuple[str | int, ...], message: str) -> DataError:
        return located_error(_CODE, file, text, data, loc, message)

    players = tuple(_check_player(i, p, error) for i, p in enumerate(position.players))
    base = library or builtin_library()
    if position.library is not None:
        try:
            base = base.with_pack(position.library)
        except LibraryProblem as problem:
            raise error(("library", *problem.loc), problem.message) from None
    return LoadedPosition(position, players, base)
