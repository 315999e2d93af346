"""Commands of Antarctica: what a player (or the table) says happened.

Every command of play names the acting ``player`` (their seat, 0-based, in the
order of the setup list); ``reveal`` is the table's (a fact: which building card
came up). Numbers are strict and bounded: commands come from files too.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict, TypeAdapter

from companion.core import deferred
from companion.core.errors import DataError
from companion.core.model import Command
from companion.core.reading import plain_name
from companion.games.antarctica.data import (
    AREAS,
    BuildingKind,
    Catalogue,
    Deck,
    ResourceBuilding,
)
from companion.games.antarctica.state import BasicCardRule, Colour, ResourceCard, ShipyardKind

Seat = Annotated[int, Strict(), Field(ge=0, le=3)]
Area = Annotated[int, Strict(), Field(ge=0, lt=AREAS)]
TrackId = Annotated[str, Strict(), Field(min_length=1, max_length=24)]
CardId = Annotated[str, Strict(), Field(min_length=1, max_length=24)]


def _plain_name(text: str) -> str:
    try:
        return plain_name(text, "player's name", max_length=40)
    except DataError as error:
        raise ValueError(error.message) from None


PlayerName = Annotated[str, Strict(), AfterValidator(_plain_name)]


class _Part(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class PlayerSetup(_Part):
    """One seat: a name, a colour and the resource building of the starting basic
    resource card ("PREPARAZIONE" 3)."""

    name: PlayerName
    colour: Colour
    basic_card: ResourceBuilding


class ShipPlacement(_Part):
    """One ship placed at setup ("PREPARAZIONE" 5), in placing order."""

    seat: Seat
    area: Area


class FaceUp(_Part):
    """A building card the table turned face up at setup."""

    deck: Deck
    card: CardId


class SetupGame(Command):
    """Start a game: players (A, B, C, D counter-clockwise), the starting building
    of each area as the table placed it (None on closed areas), the ships in placing
    order, player B's first research track (2 players), the face-up building cards
    (may be named later with ``reveal``), the catalogue, and the reading of the
    "basic resource card" symbol."""

    type: Literal["setup_game"] = "setup_game"
    players: tuple[PlayerSetup, ...] = Field(min_length=2, max_length=4)
    starting_buildings: tuple[BuildingKind | None, ...] = Field(min_length=AREAS, max_length=AREAS)
    ships: tuple[ShipPlacement, ...] = Field(min_length=1, max_length=12)
    b_track: TrackId | None = None
    face_up: tuple[FaceUp, ...] = Field(default=(), max_length=3)
    catalogue: Catalogue
    basic_card_rule: BasicCardRule = "if_used"


class PlayerCommand(Command):
    """A command a player gives about their own pieces (``player``: their seat)."""

    player: Seat


class MoveShip(PlayerCommand):
    """The mandatory move: the acting ship to a different area with a free space."""

    type: Literal["move_ship"] = "move_ship"
    area: Area


class Build(PlayerCommand):
    """Build the face-up building ``card`` in the target area, advance ``track`` by
    the card's research points (None when it gives none), discarding
    ``resource_card`` for access to a building no ship reaches."""

    type: Literal["build"] = "build"
    card: CardId
    track: TrackId | None = None
    resource_card: ResourceCard | None = None


class BuildShip(PlayerCommand):
    """Build a ship at the shipyard of the target area."""

    type: Literal["build_ship"] = "build_ship"


class Recruit(PlayerCommand):
    """Recruit scientists at the camp of the target area."""

    type: Literal["recruit"] = "recruit"


class Research(PlayerCommand):
    """Advance on the track of a research centre of the target area."""

    type: Literal["research"] = "research"
    track: TrackId


class PlayCard(PlayerCommand):
    """Play a shipyard card: ``area`` for an Icebreaker, ``track`` for Quick research."""

    type: Literal["play_card"] = "play_card"
    kind: ShipyardKind
    area: Area | None = None
    track: TrackId | None = None


class Discard(PlayerCommand):
    """Discard a cube or a ship from Available Resources, or a ship from the board
    (``board_ship`` with its ``area``), for one scientist from the common reserve."""

    type: Literal["discard"] = "discard"
    what: Literal["cube", "ship", "board_ship"]
    area: Area | None = None


class EndTurn(PlayerCommand):
    """The player has finished the turn."""

    type: Literal["end_turn"] = "end_turn"


class Reveal(Command):
    """The table names the building card that came up on ``deck``."""

    type: Literal["reveal"] = "reveal"
    deck: Deck
    card: CardId


class ChooseTrack(PlayerCommand):
    """ "Advance three": the track chosen (different from the others of the trigger)."""

    type: Literal["choose_track"] = "choose_track"
    track: TrackId


class MoveShipEffect(PlayerCommand):
    """ "Move a ship": one of the player's ships from one area to another (no action)."""

    type: Literal["move_ship_effect"] = "move_ship_effect"
    from_area: Area
    to_area: Area


class PassEffect(PlayerCommand):
    """Decline the optional effect at the head of the queue."""

    type: Literal["pass_effect"] = "pass_effect"


class TakeShipyardCard(PlayerCommand):
    """Take a shipyard card of this kind from the pile (or the draft)."""

    type: Literal["take_shipyard_card"] = "take_shipyard_card"
    kind: ShipyardKind


class TakeResourceCard(PlayerCommand):
    """The resource card drawn shows this resource building (a fact of the table)."""

    type: Literal["take_resource_card"] = "take_resource_card"
    building: ResourceBuilding


AntCommand = Annotated[
    SetupGame
    | MoveShip
    | Build
    | BuildShip
    | Recruit
    | Research
    | PlayCard
    | Discard
    | EndTurn
    | Reveal
    | ChooseTrack
    | MoveShipEffect
    | PassEffect
    | TakeShipyardCard
    | TakeResourceCard,
    Field(discriminator="type"),
]
COMMAND_ADAPTER: TypeAdapter[AntCommand] = deferred.adapter(AntCommand)
