"""The state of an Antarctica game: a frozen pydantic model (a JSON round trip).

Seats are 0..n-1 (A, B, C, D) in counter-clockwise seating; areas 0–7
counter-clockwise from the bottom-left one. A ship queue lists seats, index 0
nearest the sun; queues stay closed up (a ship that leaves lets the ones behind
move up at once, and a newcomer joins at the back).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from companion.games.antarctica.data import (
    AREAS,
    BuildingKind,
    Catalogue,
    Deck,
    ResourceBuilding,
)

Seat = Annotated[int, Field(ge=0, le=3)]
Area = Annotated[int, Field(ge=0, lt=AREAS)]
Count = Annotated[int, Field(ge=0, le=99)]
Colour = Literal["red", "blue", "green", "yellow"]
COLOURS: tuple[Colour, ...] = ("red", "blue", "green", "yellow")

ShipyardKind = Literal["icebreaker", "place_scientist", "two_scientists", "quick_research"]
SHIPYARD_KINDS: tuple[ShipyardKind, ...] = (
    "icebreaker",
    "place_scientist",
    "two_scientists",
    "quick_research",
)
SHIPYARD_PILE: dict[ShipyardKind, int] = {
    "icebreaker": 6,
    "place_scientist": 3,
    "two_scientists": 2,
    "quick_research": 2,
}
"""The 13 shipyard cards ("EFFETTI CARTE CANTIERE NAVALE")."""

ResourceKind = Literal["basic", "expertise"]
Action = Literal["build", "build_ship", "recruit", "research"]
Effect = Literal[
    "move_ship",
    "shipyard_draft",
    "advance_three",
    "scientist",
    "ship_to_sun",
    "expertise_card",
    "basic_resource_card",
    "shipyard_pick",
]
"""A pending effect: a research-track symbol (:data:`~.data.TrackAction`), or
``shipyard_pick`` (take a shipyard card of your choice, after a ship was built or
sent to the sun, or in a draft)."""

BasicCardRule = Literal["if_used", "if_unused"]
"""When the "basic resource card" symbol gives a card: ``if_used`` (the rulebook's
words, "salvo che tu non abbia usato": only once your starting card is used, and
then it is that card that comes back) or ``if_unused`` (the other reading: only
while the starting card is unused, a second card from the box)."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class ResourceCard(_Frozen):
    """A resource card in hand: basic or expertise, and the resource building it
    stands for (access to that building for one build, "RIQUADRO B")."""

    kind: ResourceKind
    building: ResourceBuilding


class PlayerState(_Frozen):
    """One player: reserves, Available Resources, discards, cards, the box."""

    name: str
    colour: Colour
    personal: Count
    """Scientists in the personal reserve (they can be placed)."""
    common: Count
    """Scientists in the common reserve beside the board (recruited from there)."""
    ships: Count
    """Ships in Available Resources."""
    cubes: Count
    """Cubes in Available Resources."""
    discarded_ships: Count = 0
    discarded_cubes: Count = 0
    buildings: tuple[str, ...] = ()
    """The building cards taken (ids), in the order built."""
    shipyard_cards: tuple[ShipyardKind, ...] = ()
    resource_cards: tuple[ResourceCard, ...] = ()
    basic_building: ResourceBuilding
    """What the starting basic resource card stands for."""
    basic_card_used: bool = False
    """Whether the starting basic resource card was used (discarded for access)."""
    box_scientists: Count = 0
    box_ships: Count = 0
    box_cubes: Count = 0

    @property
    def discarded(self) -> int:
        """Resources in Discarded Resources (they score)."""
        return self.discarded_ships + self.discarded_cubes


class AreaState(_Frozen):
    """One area: closed (2 players), its buildings, its ship queue (seats, index 0
    nearest the sun), each seat's scientists there, Icebreaker cards lying there."""

    closed: bool = False
    buildings: tuple[BuildingKind, ...] = ()
    ships: tuple[Seat, ...] = Field(default=(), max_length=3)
    scientists: tuple[Count, ...]
    icebreakers: tuple[Seat, ...] = ()

    def ships_of(self, seat: int) -> int:
        """How many of ``seat``'s ships are in this area's queue."""
        return self.ships.count(seat)


class TrackState(_Frozen):
    """One research track: open or closed, each seat's space (0 = no cube), the
    seats at the end in order of arrival, the blue spaces already triggered."""

    id: str
    open: bool
    spaces: tuple[Count, ...]
    arrived: tuple[Seat, ...] = ()
    blue_done: tuple[int, ...] = ()


class DeckState(_Frozen):
    """A building deck: the face-down card ids (any order: the table shuffled them)
    and the face-up one (None: none, or the table has not said which yet)."""

    deck: Deck
    hidden: tuple[str, ...]
    face_up: str | None = None

    @property
    def exhausted(self) -> bool:
        """No card left to build from this deck."""
        return self.face_up is None and not self.hidden

    @property
    def awaiting_reveal(self) -> bool:
        """The table must say which card came up."""
        return self.face_up is None and bool(self.hidden)


class Pending(_Frozen):
    """An effect the table must resolve, in queue order: who, what, from which
    trigger (``group``: "advance three" of one trigger goes to different tracks),
    and the tracks already chosen in that group."""

    seat: Seat
    effect: Effect
    group: Count = 0
    taken: tuple[str, ...] = ()


class Turn(_Frozen):
    """The turn in progress: whose, from the sun's area, and what is done.

    ``target`` is None until the ship has moved. ``second`` marks the Icebreaker's
    second turn; ``card_before`` that the same player played a card in the first
    turn (then none now). ``second_here`` says whether the ship that was second in
    the sun's area when the sun arrived is still at the front of that queue (the
    one an Icebreaker lets act). ``fresh`` is the queue index in the sun's area of
    the ship built this turn (it cannot act nor be moved)."""

    seat: Seat
    area: Area
    second: bool = False
    target: Area | None = None
    action: Action | None = None
    card_played: bool = False
    card_before: bool = False
    discarded: bool = False
    second_here: bool = False
    fresh: Annotated[int, Field(ge=0, le=2)] | None = None

    @property
    def moved(self) -> bool:
        """The mandatory move is done."""
        return self.target is not None


EndReason = Literal["last_scientist", "last_building"]


class GameState(_Frozen):
    """The whole table. ``catalogue`` is the data copied at setup (a saved game
    never changes with the data); ``phase`` is ``play`` or ``finished``."""

    players: tuple[PlayerState, ...] = Field(min_length=2, max_length=4)
    areas: tuple[AreaState, ...] = Field(min_length=AREAS, max_length=AREAS)
    tracks: tuple[TrackState, ...]
    sun: Area
    decks: tuple[DeckState, ...]
    supply: dict[BuildingKind, Count]
    """Building pieces left beside the board."""
    shipyard: dict[ShipyardKind, Count]
    """The shipyard pile, by kind."""
    expertise_left: Count
    """Resource expertise cards left in the resource deck."""
    turn: Turn | None = None
    pending: tuple[Pending, ...] = ()
    groups: Count = 0
    """Triggers so far (the next pending group's number)."""
    phase: Literal["play", "finished"] = "play"
    ended_by: tuple[EndReason, ...] = ()
    basic_card_rule: BasicCardRule = "if_used"
    catalogue: Catalogue

    @property
    def player_count(self) -> int:
        """2, 3 or 4."""
        return len(self.players)

    def track(self, track_id: str) -> TrackState:
        """The track called ``track_id`` (KeyError when there is none)."""
        for track in self.tracks:
            if track.id == track_id:
                return track
        raise KeyError(track_id)

    def deck(self, deck: Deck) -> DeckState:
        """The building deck ``deck``."""
        return next(d for d in self.decks if d.deck == deck)

    def open_track_ids(self) -> tuple[str, ...]:
        """The tracks used in this game."""
        return tuple(t.id for t in self.tracks if t.open)

    def face_up(self) -> tuple[str, ...]:
        """The building cards that can be built now (tops of the decks)."""
        return tuple(d.face_up for d in self.decks if d.face_up is not None)

    def awaiting_reveal(self) -> Deck | None:
        """The first deck whose new top card the table must name, if any."""
        return next((d.deck for d in self.decks if d.awaiting_reveal), None)
