"""Events of Antarctica: the facts a command produced (no English: ids and numbers).

Consequences the engine derives by itself (the sun moving, a turn starting, a
shortfall, effects queued by a symbol) are marked ``automatic``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from companion.core import deferred
from companion.core.model import Event
from companion.games.antarctica.commands import FaceUp, PlayerSetup, ShipPlacement
from companion.games.antarctica.data import AREAS, BuildingKind, Catalogue, Deck
from companion.games.antarctica.state import (
    Action,
    BasicCardRule,
    EndReason,
    Pending,
    ResourceCard,
    ShipyardKind,
)

Seat = Annotated[int, Field(ge=0, le=3)]
Area = Annotated[int, Field(ge=0, lt=AREAS)]
Count = Annotated[int, Field(ge=0, le=99)]


class GameSetUp(Event):
    """The table as set up (see :class:`~.commands.SetupGame`)."""

    type: Literal["game_set_up"] = "game_set_up"
    players: tuple[PlayerSetup, ...]
    starting_buildings: tuple[BuildingKind | None, ...]
    ships: tuple[ShipPlacement, ...]
    b_track: str | None = None
    face_up: tuple[FaceUp, ...] = ()
    catalogue: Catalogue
    basic_card_rule: BasicCardRule = "if_used"


class SunMoved(Event):
    """The sun moved counter-clockwise to ``area``, passing the empty ``skipped`` ones."""

    type: Literal["sun_moved"] = "sun_moved"
    area: Area
    skipped: tuple[Area, ...] = ()


class TurnStarted(Event):
    """``seat``'s ship at the front of ``area`` acts (``second``: by an Icebreaker)."""

    type: Literal["turn_started"] = "turn_started"
    seat: Seat
    area: Area
    second: bool = False
    card_before: bool = False
    second_here: bool = False


class ShipMoved(Event):
    """A ship of ``seat`` went from ``from_area`` to the back of ``to_area``'s queue
    (``by_effect``: the "move a ship" symbol, otherwise the turn's move)."""

    type: Literal["ship_moved"] = "ship_moved"
    seat: Seat
    from_area: Area
    to_area: Area
    by_effect: bool = False


class ActionTaken(Event):
    """The turn's one action."""

    type: Literal["action_taken"] = "action_taken"
    seat: Seat
    action: Action


class BuildingBuilt(Event):
    """``seat`` built ``card``'s building in ``area``, placing ``scientists`` there."""

    type: Literal["building_built"] = "building_built"
    seat: Seat
    card: str
    deck: Deck
    building: BuildingKind
    area: Area
    scientists: Count


class ResourceCardUsed(Event):
    """A resource card discarded for access (the turn's card)."""

    type: Literal["resource_card_used"] = "resource_card_used"
    seat: Seat
    card: ResourceCard


class CardRevealed(Event):
    """The table turned ``card`` face up on ``deck``."""

    type: Literal["card_revealed"] = "card_revealed"
    deck: Deck
    card: str


class ShipLaunched(Event):
    """A ship of ``seat`` left Available Resources for the back of ``area``'s queue
    (``built``: by the build-a-ship action, so it cannot act this turn)."""

    type: Literal["ship_launched"] = "ship_launched"
    seat: Seat
    area: Area
    built: bool = False


class ShipyardReturned(Event):
    """Too few shipyard cards for everyone: nobody takes one, the rest go to the box."""

    type: Literal["shipyard_returned"] = "shipyard_returned"
    cards: Count
    wanted: Count


class ScientistsGained(Event):
    """``count`` scientists from the common to the personal reserve (``wanted``:
    what the rule gave; fewer when the common reserve ran short)."""

    type: Literal["scientists_gained"] = "scientists_gained"
    seat: Seat
    count: Count
    wanted: Count
    reason: Literal["recruit", "card", "effect", "discard"]


class ScientistPlaced(Event):
    """ "Place a scientist": one from the personal reserve into ``area``."""

    type: Literal["scientist_placed"] = "scientist_placed"
    seat: Seat
    area: Area


class Researched(Event):
    """``seat`` advanced on ``track`` from space ``start`` to ``end`` (0: no cube),
    using ``points`` research points (``lost``: unusable ones); ``entered``: a cube
    came from Available Resources; ``arrived``: it reached the end."""

    type: Literal["researched"] = "researched"
    seat: Seat
    track: str
    points: Count
    start: Count
    end: Count
    lost: Count = 0
    entered: bool = False
    arrived: bool = False


class BlueTriggered(Event):
    """A blue space was triggered (once per game)."""

    type: Literal["blue_triggered"] = "blue_triggered"
    track: str
    space: Count


class EffectsQueued(Event):
    """Effects to resolve before anything else, in this order (before those
    already waiting: each effect is resolved completely before the next)."""

    type: Literal["effects_queued"] = "effects_queued"
    items: tuple[Pending, ...]


class EffectResolved(Event):
    """The effect at the head of the queue is done (``passed``: declined, or
    ``automatic`` and nothing happened; ``track``: the "advance three" choice)."""

    type: Literal["effect_resolved"] = "effect_resolved"
    seat: Seat
    effect: str
    passed: bool = False
    track: str | None = None


class ShipyardCardTaken(Event):
    type: Literal["shipyard_card_taken"] = "shipyard_card_taken"
    seat: Seat
    kind: ShipyardKind


class ResourceCardTaken(Event):
    type: Literal["resource_card_taken"] = "resource_card_taken"
    seat: Seat
    card: ResourceCard


class CardPlayed(Event):
    """A shipyard card played (an Icebreaker stays on ``area``)."""

    type: Literal["card_played"] = "card_played"
    seat: Seat
    kind: ShipyardKind
    area: Area | None = None
    track: str | None = None


class Discarded(Event):
    """A cube or ship to Discarded Resources (``area``: a ship from the board)."""

    type: Literal["discarded"] = "discarded"
    seat: Seat
    what: Literal["cube", "ship", "board_ship"]
    area: Area | None = None


class TurnEnded(Event):
    type: Literal["turn_ended"] = "turn_ended"
    seat: Seat


class IcebreakersDiscarded(Event):
    """The sun leaves ``area``: the Icebreaker cards lying there are discarded."""

    type: Literal["icebreakers_discarded"] = "icebreakers_discarded"
    area: Area
    seats: tuple[Seat, ...]


class GameEnded(Event):
    """The game ended after the turn (``reasons``: which conditions held)."""

    type: Literal["game_ended"] = "game_ended"
    reasons: tuple[EndReason, ...]


AntEvent = Annotated[
    GameSetUp
    | SunMoved
    | TurnStarted
    | ShipMoved
    | ActionTaken
    | BuildingBuilt
    | ResourceCardUsed
    | CardRevealed
    | ShipLaunched
    | ShipyardReturned
    | ScientistsGained
    | ScientistPlaced
    | Researched
    | BlueTriggered
    | EffectsQueued
    | EffectResolved
    | ShipyardCardTaken
    | ResourceCardTaken
    | CardPlayed
    | Discarded
    | TurnEnded
    | IcebreakersDiscarded
    | GameEnded,
    Field(discriminator="type"),
]
EVENT_ADAPTER: TypeAdapter[AntEvent] = deferred.adapter(AntEvent)
