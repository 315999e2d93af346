"""What the printed Antarctica shows only in pictures: the board, the research tracks
and the building cards, as data with provenance.

The Italian rulebook (sections "COMPONENTI", "PREPARAZIONE", "RIQUADRO A/B") gives
the counts: 8 areas, 5 research tracks (one closed with 3 players, two with 2), 39
building cards in three decks (15 basic, 12 double, 12 advanced) and the buildings
they place. It does not give the tracks' lengths, values and symbols, nor what each
building card asks for. The built-in catalogue (``resources/antarctica/catalogue.json``)
fills those in as the app's reading, every item marked ``confirmed: false`` ("not
checked against your copy") until a table confirms or corrects it in the app. A
table's correction is a :class:`~companion.core.plugin.DataRow` (kind ``track``,
``card`` or ``board``, keyed by the item's id) whose entry is the item's JSON.

A new game copies the catalogue into its setup command, so a saved game never
changes when the data does.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

AREAS = 8
"""Areas on the board, numbered 0–7 counter-clockwise from the bottom-left one
(where the sun starts, "PREPARAZIONE" 6)."""

BuildingKind = Literal[
    "camp",
    "shipyard",
    "crane",
    "rig_tower",
    "drill",
    "wind_turbine",
    "lab",
    "factory",
    "inland_centre",
    "coastal_centre",
    "naval_centre",
    "headquarters",
    "plankton",
    "satellite_dish",
]
"""Every building of "COMPONENTI": building tiles (camp, shipyard), resource
buildings, specialised buildings, research centres and prestige buildings."""

RESOURCE_BUILDINGS: tuple[BuildingKind, ...] = ("crane", "rig_tower", "drill", "wind_turbine")
"""What a resource card can stand for (crane = minerals, rig tower = coal, drill =
oil, wind turbine = energy)."""

ResourceBuilding = Literal["crane", "rig_tower", "drill", "wind_turbine"]

Centre = Literal["inland", "coastal", "naval"]
CENTRE_OF: dict[str, Centre] = {
    "inland_centre": "inland",
    "coastal_centre": "coastal",
    "naval_centre": "naval",
}
"""The research centre buildings and the kind of track each one feeds."""

BUILDING_COUNTS: dict[str, int] = {
    "camp": 4,
    "shipyard": 2,
    "crane": 3,
    "rig_tower": 3,
    "drill": 3,
    "wind_turbine": 3,
    "lab": 2,
    "factory": 2,
    "inland_centre": 3,
    "coastal_centre": 3,
    "naval_centre": 3,
    "headquarters": 5,
    "plankton": 7,
    "satellite_dish": 4,
}
"""How many of each building the box holds ("COMPONENTI"; the specialised buildings
are 2 labs and 2 factories, the "60" beside them is a misprint)."""

STARTING_BUILDINGS: tuple[BuildingKind, ...] = (
    "camp",
    "camp",
    "naval_centre",
    "coastal_centre",
    "wind_turbine",
    "rig_tower",
    "drill",
    "crane",
)
"""One per area at random ("PREPARAZIONE" 2); with 2 players, the second camp and the
naval research centre are left out."""

Deck = Literal["basic", "double", "advanced"]
DECKS: tuple[Deck, ...] = ("basic", "double", "advanced")
DECK_SIZES: dict[str, int] = {"basic": 15, "double": 12, "advanced": 12}

TrackAction = Literal[
    "move_ship",
    "shipyard_draft",
    "advance_three",
    "scientist",
    "ship_to_sun",
    "expertise_card",
    "basic_resource_card",
]
"""The symbols of "AZIONI TRACCIATI RICERCA", in the rulebook's order."""

PlayerCount = Literal[2, 3, 4]
ItemId = Annotated[str, Field(min_length=1, max_length=24, pattern=r"^[a-z0-9_]+$")]
Source = Annotated[str, Field(min_length=1, max_length=200)]


class _Item(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class TrackSymbol(_Item):
    """A symbol printed on a track's space: red (every time, the mover only) or blue
    (once per game, everyone counter-clockwise from the mover), "RIQUADRO A"."""

    space: int = Field(ge=1, le=40)
    colour: Literal["red", "blue"]
    action: TrackAction


class TrackSpec(_Item):
    """One research track: which research centre feeds it, the fewest players it is
    open with, its spaces, the points per cube printed beside it, and its symbols."""

    id: ItemId
    centre: Centre | None
    min_players: PlayerCount
    length: int = Field(ge=3, le=40)
    value: int = Field(ge=0, le=20)
    symbols: tuple[TrackSymbol, ...] = Field(default=(), max_length=40)
    source: Source
    confirmed: bool = False

    @model_validator(mode="after")
    def _check(self) -> TrackSpec:
        spaces = [s.space for s in self.symbols]
        if len(set(spaces)) != len(spaces):
            raise ValueError("two symbols on one space")
        if any(space > self.length for space in spaces):
            raise ValueError("a symbol past the end of the track")
        return self


class BuildingCard(_Item):
    """One building card ("RIQUADRO B"): the buildings it needs access to (top of the
    card), the scientists it costs, the building it places (bottom), the research
    points it gives, whether it carries the asterisk, and the fewest players it is
    used with (the mark on its back)."""

    id: ItemId
    deck: Deck
    building: BuildingKind
    access: tuple[BuildingKind, ...] = Field(default=(), max_length=3)
    scientists: int = Field(ge=1, le=4)
    research: int = Field(ge=0, le=8)
    asterisk: bool = False
    min_players: PlayerCount = 2
    source: Source
    confirmed: bool = False


class BoardSpec(_Item):
    """The board: which two opposite areas are closed with 2 players ("PREPARAZIONE"
    1: the top and bottom ones) and the first game's ship placement per player count
    (seat and area, in placing order; "PREPARAZIONE" 5 shows it only in a picture)."""

    id: Literal["board"] = "board"
    closed_with_two: tuple[int, int]
    first_game_ships: dict[str, tuple[tuple[int, int], ...]]
    source: Source
    confirmed: bool = False

    @model_validator(mode="after")
    def _check(self) -> BoardSpec:
        if any(not 0 <= area < AREAS for area in self.closed_with_two):
            raise ValueError("no such area")
        for count, ships in self.first_game_ships.items():
            if count not in {"2", "3", "4"}:
                raise ValueError("player counts are 2, 3 and 4")
            if any(not (0 <= seat < int(count) and 0 <= area < AREAS) for seat, area in ships):
                raise ValueError("a ship of no player or on no area")
        return self


class Catalogue(_Item):
    """Everything of the printed game the rules read: board, 5 tracks, 39 cards."""

    board: BoardSpec
    tracks: tuple[TrackSpec, ...] = Field(min_length=5, max_length=5)
    cards: tuple[BuildingCard, ...] = Field(min_length=1, max_length=39)

    @model_validator(mode="after")
    def _check(self) -> Catalogue:
        ids = [t.id for t in self.tracks] + [c.id for c in self.cards]
        if len(set(ids)) != len(ids):
            raise ValueError("two items share an id")
        return self

    def track(self, track_id: str) -> TrackSpec:
        """The track called ``track_id`` (KeyError when there is none)."""
        for track in self.tracks:
            if track.id == track_id:
                return track
        raise KeyError(track_id)

    def card(self, card_id: str) -> BuildingCard:
        """The building card called ``card_id`` (KeyError when there is none)."""
        for card in self.cards:
            if card.id == card_id:
                return card
        raise KeyError(card_id)

    def open_tracks(self, players: int) -> tuple[TrackSpec, ...]:
        """The tracks used with ``players`` players ("PREPARAZIONE": the others stay
        closed the whole game)."""
        return tuple(t for t in self.tracks if t.min_players <= players)

    def cards_for(self, players: int, deck: Deck) -> tuple[BuildingCard, ...]:
        """``deck``'s cards used with ``players`` players (the others go back to the box)."""
        return tuple(c for c in self.cards if c.deck == deck and c.min_players <= players)
