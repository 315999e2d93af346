"""The state of a game of Otys: every player's research sector and the colony.

A frozen pydantic model (it round-trips as JSON); only :mod:`.evolve` makes new ones.
Seats are 0-based in play order (clockwise); seat 0 holds the first-player token for
the whole game (p. 6). Levels are 1–5; a player's diver column has 8 slots, 0–2 at the
surface and 3–7 at levels 1–5 (slot = level + 2).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from companion.games.otys.data import (
    COLOURS,
    CONTRACT_CARDS,
    LEVELS,
    NEUTRAL_X_KEYS,
    REWARD_TOKENS,
    SURFACE,
    ZONE_SPACES,
    BoardSpec,
    Colour,
    DiverKind,
)

PlayerColour = Literal["red", "yellow", "green", "blue"]
"""The colours of the player boards and keys (the picture on p. 2)."""
PLAYER_COLOURS: tuple[PlayerColour, ...] = ("red", "yellow", "green", "blue")

KeyId = Literal["1", "2", "3", "4", "5", "x", "n"]
"""A key token: numbered keys 1–5, the player's own X-key ``x``, a neutral X-key ``n``."""
OwnKey = Literal["1", "2", "3", "4", "5", "x"]
OWN_KEYS: tuple[OwnKey, ...] = ("1", "2", "3", "4", "5", "x")

Side = Literal["standard", "advanced"]
Phase = Literal["play", "finished"]
TurnPhase = Literal[0, 1, 2, 3]
"""0: choose a key; 1, 2, 3: the phases of p. 6."""
Count = Annotated[int, Field(ge=0, le=999)]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class Resources(_Frozen):
    """Resource cubes by colour (a dig zone, a contract's needs)."""

    metal: Count = 0
    plant: Count = 0
    fuel: Count = 0
    tech: Count = 0

    def get(self, colour: Colour) -> int:
        """How many cubes of ``colour``."""
        value: int = getattr(self, colour)
        return value

    def total(self) -> int:
        """All cubes."""
        return self.metal + self.plant + self.fuel + self.tech

    def add(self, colour: Colour, amount: int = 1) -> Resources:
        """These resources with ``amount`` more (or fewer) of ``colour``."""
        return self.model_copy(update={colour: self.get(colour) + amount})

    def covers(self, needs: Resources) -> bool:
        """True when every colour of ``needs`` is here."""
        return all(self.get(c) >= needs.get(c) for c in COLOURS)

    def minus(self, other: Resources) -> Resources:
        """These resources without ``other`` (which they cover)."""
        return Resources(**{c: self.get(c) - other.get(c) for c in COLOURS})

    @staticmethod
    def of(colours: tuple[Colour, ...] | list[Colour]) -> Resources:
        """One cube of each colour listed (a colour may repeat)."""
        counts = dict.fromkeys(COLOURS, 0)
        for colour in colours:
            counts[colour] += 1
        return Resources(**counts)


class Contract(_Frozen):
    """A contract card (p. 8): a specific combination (``needs``) or a free one of
    ``different`` resources of different colours; 1–5 prestige; a bonus of 1 credit,
    1 battery or both. ``id`` is the table's name for it (the library's key)."""

    id: Annotated[str, Field(min_length=1, max_length=24, pattern=r"^[a-z0-9_]+$")]
    needs: Resources | None = None
    different: Annotated[int, Field(ge=2, le=4)] | None = None
    prestige: Annotated[int, Field(ge=1, le=5)]
    credit: bool = False
    battery: bool = False

    @model_validator(mode="after")
    def _check(self) -> Contract:
        if (self.needs is None) == (self.different is None):
            raise ValueError("a contract is a specific combination or a free one, not both")
        if self.needs is not None and not 1 <= self.needs.total() <= ZONE_SPACES[-1]:
            raise ValueError(f"a specific combination needs 1 to {ZONE_SPACES[-1]} resources")
        return self

    def size(self) -> int:
        """How many resources it takes."""
        return self.needs.total() if self.needs is not None else self.different or 0


TokenFront = Literal["resource", "contract", "battery", "equip", "prestige"]
"""A reward token's immediate bonus (p. 12): a resource of one of two colours, draw 4
contracts keep 1, 1 battery, equip a diver (no prestige), 1 prestige."""
TokenBack = Literal["credits", "prestige"]
"""Its permanent bonus (p. 12): 2 credits (orange front) or 1 prestige (green)."""


class Token(_Frozen):
    """A reward token: its front (with the two colours of a resource front) and back."""

    front: TokenFront
    colours: tuple[Colour, Colour] | None = None
    back: TokenBack

    @model_validator(mode="after")
    def _check(self) -> Token:
        if (self.front == "resource") != (self.colours is not None):
            raise ValueError("a resource front, and only it, shows two colours")
        if self.colours is not None and (
            self.colours[0] == self.colours[1]
            or COLOURS.index(self.colours[0]) > COLOURS.index(self.colours[1])
        ):
            raise ValueError("a resource front shows two different colours in table order")
        return self

    @property
    def id(self) -> str:
        """``resource_metal_fuel.credits``, ``battery.prestige``."""
        front = self.front if self.colours is None else "_".join((self.front, *self.colours))
        return f"{front}.{self.back}"


class Diver(_Frozen):
    """A diver tile and its side."""

    kind: DiverKind
    equipped: bool = False


class PlayerState(_Frozen):
    """One research sector (pp. 3–4) and what its owner holds."""

    name: str
    colour: PlayerColour
    divers: tuple[Diver, ...] = Field(min_length=8, max_length=8)
    """Top to bottom: slots 0–2 at the surface, 3–7 at levels 1–5."""
    track: tuple[KeyId, ...] = ()
    """The used keys under the board, left to right (the hacker track)."""
    neutral_keys: Count = 0
    """Neutral X-keys held, ready to play."""
    hacker: Annotated[int, Field(ge=0, le=3)] = 0
    mechanic: Annotated[int, Field(ge=0, le=3)] = 0
    """Improvements of each technician."""
    batteries: Count = 0
    credits: Count = 0
    prestige: Count = 0
    prestige_from: dict[str, int] = Field(default_factory=dict)
    """Prestige by the reason of the ``Gained`` that gave it (statistics: ``stats.py``)."""
    zones: tuple[Resources, ...] = Field(min_length=LEVELS, max_length=LEVELS)
    """Dig zones of levels 1–5."""
    contracts: tuple[Contract, ...] = ()
    """Private contracts in hand."""
    tokens: tuple[Token | None, ...] = Field(min_length=LEVELS, max_length=LEVELS)
    """Permanent reward tokens at levels 1–5."""
    turns: Count = 0

    def diver_at(self, level: int) -> Diver:
        """The diver at ``level`` (1–5) now."""
        return self.divers[level + SURFACE - 1]

    def zone(self, level: int) -> Resources:
        """The dig zone of ``level``."""
        return self.zones[level - 1]

    def free(self, level: int) -> int:
        """Free spaces in the dig zone of ``level``."""
        return ZONE_SPACES[level - 1] - self.zone(level).total()

    def available(self, key: KeyId) -> bool:
        """True when ``key`` is on the board, ready to play (a neutral X-key: one held)."""
        if key == "n":
            return self.neutral_keys > 0
        return key not in self.track

    def slot_of(self, kind: DiverKind) -> int:
        """The slot of the diver ``kind``."""
        return next(i for i, d in enumerate(self.divers) if d.kind == kind)

    def resources(self) -> int:
        """Resources in all dig zones (the first tie-break, p. 8)."""
        return sum(zone.total() for zone in self.zones)


class Sponsor(_Frozen):
    """A sponsor tile (1–5, p. 9) on a level of the colony display, and its side."""

    tile: Annotated[int, Field(ge=1, le=5)]
    side: Side = "standard"


PendingKind = Literal["public", "private", "token", "hold"]


class Pending(_Frozen):
    """Something the table must say before play goes on: the contract that fills public
    space ``slot``, the contract ``seat`` kept, the reward token drawn into display
    ``level``/``slot``; or (``hold``, the spy variant) whether ``seat`` keeps their
    copied diver at ``level`` down with a battery."""

    kind: PendingKind
    seat: Annotated[int, Field(ge=0, le=3)] | None = None
    level: Annotated[int, Field(ge=1, le=LEVELS)] | None = None
    slot: Annotated[int, Field(ge=0, le=2)] | None = None


class Turn(_Frozen):
    """The turn in play: whose, the key and its level, the phase, what was used."""

    seat: Annotated[int, Field(ge=0, le=3)]
    phase: TurnPhase = 0
    key: KeyId | None = None
    level: Annotated[int, Field(ge=1, le=LEVELS)] | None = None
    sponsor_used: bool = False
    free_abilities: bool = False
    """Sponsor 1 advanced: no credits for the trader, spy, engineer, explorer."""
    equip_pushed: bool = False
    """Sponsor 4 standard: the diver pushed in phase 2 is equipped (2 credits paid then)."""
    diver: DiverKind | None = None
    """The diver pushed in phase 2 (it surfaces in phase 3)."""
    actions: Annotated[int, Field(ge=0, le=2)] = 0
    """Diver actions left in phase 2 (2 with sponsor 2 standard)."""
    acted: Annotated[int, Field(ge=0, le=2)] = 0
    held: bool = False
    """A battery keeps the diver down (phase 3)."""


class GameState(_Frozen):
    """The whole table."""

    phase: Phase = "play"
    board: BoardSpec
    spy_variant: bool = False
    players: tuple[PlayerState, ...] = Field(min_length=2, max_length=4)
    sponsors: tuple[Sponsor, ...] = Field(min_length=LEVELS, max_length=LEVELS)
    """The colony display, levels 1–5."""
    display: tuple[tuple[Token | None, Token | None], ...] = Field(
        min_length=LEVELS, max_length=LEVELS
    )
    """Two reward tokens per display level."""
    emporium: Resources = Resources()
    """Cubes in each column of the emporium (they fill it from the top row down)."""
    public: tuple[Contract | None, ...] = Field(min_length=2, max_length=3)
    """Public contract spaces (2 with 2 players, p. 5)."""
    fulfilled: tuple[str, ...] = ()
    """Ids of the contracts discarded after fulfilment."""
    token_discards: tuple[Token, ...] = ()
    turn: Turn
    pending: tuple[Pending, ...] = ()
    triggered_by: Annotated[int, Field(ge=0, le=3)] | None = None
    """The seat whose prestige reached 18 first (the round then finishes)."""

    @property
    def current(self) -> PlayerState:
        """The player whose turn it is."""
        return self.players[self.turn.seat]

    def neutral_supply(self) -> int:
        """Neutral X-keys in the pile beside the colony."""
        out = sum(p.neutral_keys + p.track.count("n") for p in self.players)
        if self.turn.key == "n":
            out += 1
        return NEUTRAL_X_KEYS - out

    def deck(self) -> int:
        """Contract cards in the deck (the kept ones' companions go back under it)."""
        seen = sum(c is not None for c in self.public) + len(self.fulfilled)
        return CONTRACT_CARDS - seen - sum(len(p.contracts) for p in self.players)

    def bag(self) -> int:
        """Reward tokens in the bag."""
        shown = sum(t is not None for level in self.display for t in level)
        placed = sum(t is not None for p in self.players for t in p.tokens)
        return REWARD_TOKENS - shown - placed - len(self.token_discards)

    def contract(self, contract_id: str) -> Contract | None:
        """A contract in play (public or in someone's hand) called ``contract_id``."""
        for contract in (*self.public, *(c for p in self.players for c in p.contracts)):
            if contract is not None and contract.id == contract_id:
                return contract
        return None

    def in_play(self) -> set[str]:
        """Ids of the contracts on the table, in hands or discarded (not in the deck)."""
        ids = {c.id for c in self.public if c is not None} | set(self.fulfilled)
        return ids | {c.id for p in self.players for c in p.contracts}

    def threshold(self, seat: int) -> int:
        """How many keys on ``seat``'s hacker track bring them all back."""
        return self.board.hacker.start - self.players[seat].hacker

    def reach(self, seat: int) -> int:
        """How far a battery moves one of ``seat``'s divers (the mechanic's value)."""
        return self.board.mechanic.values[self.players[seat].mechanic]
