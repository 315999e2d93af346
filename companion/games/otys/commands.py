"""Commands of Otys: what a player (or the table) says happened.

Every command of play names the acting ``player`` (a seat, 0-based in play order);
``reveal_contract`` and ``reveal_token`` are the table's (facts: which contract a player
kept or filled a public space, which reward token came out of the bag). Numbers are
strict and bounded: commands come from files too.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict, TypeAdapter

from companion.core import deferred
from companion.core.errors import DataError
from companion.core.model import Command
from companion.core.reading import plain_name
from companion.games.otys.data import LEVELS, SLOTS, BoardSpec, Colour, DiverKind
from companion.games.otys.state import (
    Contract,
    KeyId,
    OwnKey,
    PlayerColour,
    Resources,
    Sponsor,
    Token,
)

Seat = Annotated[int, Strict(), Field(ge=0, le=3)]
Level = Annotated[int, Strict(), Field(ge=1, le=LEVELS)]
Slot = Annotated[int, Strict(), Field(ge=0, lt=SLOTS)]
SurfaceSlot = Annotated[int, Strict(), Field(ge=0, le=2)]
TokenSlot = Annotated[int, Strict(), Field(ge=0, le=1)]
ContractId = Annotated[str, Strict(), Field(min_length=1, max_length=24)]
Technician = Literal["mechanic", "hacker"]
Reward = Literal["credits", "prestige"]


def _plain_name(text: str) -> str:
    try:
        return plain_name(text, "player's name", max_length=40)
    except DataError as error:
        raise ValueError(error.message) from None


PlayerName = Annotated[str, Strict(), AfterValidator(_plain_name)]


class _Part(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class PlayerSetup(_Part):
    """One seat (p. 4): name, colour, the 8 divers top to bottom as laid at random,
    and the colours of the starting resources on dig zones 2, 3, 4 and 5."""

    name: PlayerName
    colour: PlayerColour
    divers: tuple[DiverKind, ...] = Field(min_length=8, max_length=8)
    resources: tuple[Colour, Colour, Colour, Colour]


class SetupGame(Command):
    """Start a game (pp. 4–5): the players in play order (the first one keeps the
    first-player token), the sponsors on display levels 1–5 with their sides, the
    emporium's 4 starting cubes, the two reward tokens of each display level, the
    public contracts (3; 2 with 2 players), the board's printed values, and the
    author's spy variant (p. 11)."""

    type: Literal["setup_game"] = "setup_game"
    players: tuple[PlayerSetup, ...] = Field(min_length=2, max_length=4)
    sponsors: tuple[Sponsor, ...] = Field(min_length=LEVELS, max_length=LEVELS)
    emporium: Resources
    display: tuple[tuple[Token, Token], ...] = Field(min_length=LEVELS, max_length=LEVELS)
    public: tuple[Contract, ...] = Field(min_length=2, max_length=3)
    board: BoardSpec
    spy_variant: bool = False


class ChooseKey(Command):
    """Choose a key (p. 6): a numbered key slides in at its level; an X-key (``x``
    yours, ``n`` a neutral one) goes to ``level`` and rotates the display (p. 7)."""

    type: Literal["choose_key"] = "choose_key"
    player: Seat
    key: KeyId
    level: Level | None = None


class TokenUse(_Part):
    """How a reward token's immediate bonus is taken (p. 12): the resource's ``colour``
    (one of the two shown; None: leave it), the diver ``slot`` to equip."""

    colour: Colour | None = None
    slot: Slot | None = None


class ResourceMove(_Part):
    """Sponsor 5 advanced: one ``colour`` cube from a level to another (p. 9)."""

    colour: Colour
    source: Level
    target: Level


class UseSponsor(Command):
    """Use the sponsor at the key's level (p. 9), once, in phase 1. Parameters by tile:
    3 standard ``key`` (a used key of yours to take back); 4 advanced ``slot`` (a
    surface diver to equip); 2 advanced ``token`` (0 or 1) and ``use``; 5 advanced
    ``move`` (spend a battery to move a resource; None: gain a battery)."""

    type: Literal["use_sponsor"] = "use_sponsor"
    player: Seat
    key: OwnKey | None = None
    slot: SurfaceSlot | None = None
    token: TokenSlot | None = None
    use: TokenUse | None = None
    move: ResourceMove | None = None


class MoveDiver(Command):
    """Phase 1 (p. 7): spend a battery to move the diver in ``slot`` to slot ``to``, at
    most the mechanic's value up or down; the divers between shift to make room."""

    type: Literal["move_diver"] = "move_diver"
    player: Seat
    slot: Slot
    to: Slot


class EndPhase(Command):
    """End phase 1 (the key pushes the diver at its level: phase 2) or phase 2 (the
    diver's action is done or left: phase 3)."""

    type: Literal["end_phase"] = "end_phase"
    player: Seat


class Find(_Part):
    """An expert (p. 10): take a cube of its colour into its dig zone (``take``); when
    equipped, its bonus too (``bonus``; the technology expert's ``key`` to take back)."""

    kind: Literal["find"] = "find"
    take: bool = True
    bonus: bool = True
    key: OwnKey | None = None


class Sell(_Part):
    """The trader sells a ``colour`` cube of its dig zone for credits or prestige (p. 10)."""

    kind: Literal["sell"] = "sell"
    colour: Colour
    reward: Reward = "credits"


class Buy(_Part):
    """The trader buys a ``colour`` cube into its dig zone (p. 10)."""

    kind: Literal["buy"] = "buy"
    colour: Colour


class Draw(_Part):
    """The spy draws 4 contracts and keeps 1 (p. 11; the table names it)."""

    kind: Literal["draw"] = "draw"


class Improve(_Part):
    """The engineer improves the mechanic or the hacker (p. 11)."""

    kind: Literal["improve"] = "improve"
    technician: Technician


class Explore(_Part):
    """The explorer takes reward token ``token`` of its display level (p. 11)."""

    kind: Literal["explore"] = "explore"
    token: TokenSlot
    use: TokenUse = TokenUse()


Copied = Annotated[Find | Sell | Buy | Draw | Improve | Explore, Field(discriminator="kind")]


class Copy(_Part):
    """The spy activates neighbour ``seat``'s diver at the spy's depth, on your board
    (p. 11), doing ``action``."""

    kind: Literal["copy"] = "copy"
    seat: Seat
    action: Copied


DiverAction = Annotated[
    Find | Sell | Buy | Draw | Improve | Explore | Copy, Field(discriminator="kind")
]


class Act(Command):
    """Phase 2: the pushed diver's action (pp. 10–11)."""

    type: Literal["act"] = "act"
    player: Seat
    action: DiverAction


class HoldDiver(Command):
    """Phase 3 (p. 7): spend a battery so the activated diver does not surface."""

    type: Literal["hold_diver"] = "hold_diver"
    player: Seat


class EndTurn(Command):
    """Phase 3 (p. 6): the key goes under the board (the keys come back when it meets
    the hacker), the activated diver surfaces, the next player plays."""

    type: Literal["end_turn"] = "end_turn"
    player: Seat


class Fulfil(Command):
    """Fulfil a contract (p. 8), public or in hand, with the cubes of the dig zone of
    ``level``; ``colours``: the different colours chosen for a free combination."""

    type: Literal["fulfil"] = "fulfil"
    player: Seat
    contract: ContractId
    level: Level
    colours: tuple[Colour, ...] = Field(default=(), max_length=4)


class KeepDown(Command):
    """The spy variant (p. 11): the owner of a copied diver spends a battery to keep it
    down (``battery``) or lets it surface."""

    type: Literal["keep_down"] = "keep_down"
    player: Seat
    battery: bool


class RevealContract(Command):
    """The table names the contract that came up (a public space, a kept one)."""

    type: Literal["reveal_contract"] = "reveal_contract"
    contract: Contract


class RevealToken(Command):
    """The table names the reward token drawn from the bag into the display."""

    type: Literal["reveal_token"] = "reveal_token"
    token: Token


OtysCommand = Annotated[
    SetupGame
    | ChooseKey
    | UseSponsor
    | MoveDiver
    | EndPhase
    | Act
    | HoldDiver
    | EndTurn
    | Fulfil
    | KeepDown
    | RevealContract
    | RevealToken,
    Field(discriminator="type"),
]
COMMAND_ADAPTER: TypeAdapter[OtysCommand] = deferred.adapter(OtysCommand)
