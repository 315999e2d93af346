"""Events of Otys: the facts a command produced (no English: ids and numbers).

Consequences the engine derives by itself (the display rotating, a pushed diver, the
keys coming back, a diver surfacing, the next turn, the end) are marked ``automatic``.
``Gained`` carries every change of credits, batteries, prestige and neutral X-keys
(negative: paid), with the ``reason`` as a short id.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from companion.core import deferred
from companion.core.model import Event
from companion.games.otys.commands import PlayerSetup, ResourceMove
from companion.games.otys.data import LEVELS, SLOTS, BoardSpec, Colour, DiverKind
from companion.games.otys.state import (
    Contract,
    KeyId,
    Pending,
    Resources,
    Sponsor,
    Token,
    TurnPhase,
)

Seat = Annotated[int, Field(ge=0, le=3)]
Level = Annotated[int, Field(ge=1, le=LEVELS)]
Slot = Annotated[int, Field(ge=0, lt=SLOTS)]
Delta = Annotated[int, Field(ge=-99, le=99)]

Reason = Literal[
    "sponsor",
    "equip",
    "expert",
    "trader",
    "spy",
    "engineer",
    "explorer",
    "token",
    "contract",
    "permanent",
    "battery",
    "copied",
]
"""Why a ``Gained`` happened: a sponsor, equipping (sponsor 4), an expert's bonus, the
trader's sale or purchase, the spy's cost, the engineer's, the explorer's, a reward
token's immediate bonus, a contract, a permanent token's bonus, a battery spent, the
spy variant's credit to the copied diver's owner."""


class GameSetUp(Event):
    """The table as set up (see :class:`~.commands.SetupGame`)."""

    type: Literal["game_set_up"] = "game_set_up"
    players: tuple[PlayerSetup, ...]
    sponsors: tuple[Sponsor, ...]
    emporium: Resources
    display: tuple[tuple[Token, Token], ...]
    public: tuple[Contract, ...]
    board: BoardSpec
    spy_variant: bool = False


class KeyChosen(Event):
    """``seat`` chose ``key``; it stands at ``level`` (phase 1 begins)."""

    type: Literal["key_chosen"] = "key_chosen"
    seat: Seat
    key: KeyId
    level: Level


class DisplayRotated(Event):
    """An X-key was played: the level-5 sponsor went to level 1, the others down one."""

    type: Literal["display_rotated"] = "display_rotated"


class SponsorUsed(Event):
    """``seat`` used the sponsor at the key's level (what it gave follows)."""

    type: Literal["sponsor_used"] = "sponsor_used"
    seat: Seat
    tile: Annotated[int, Field(ge=1, le=5)]
    side: Literal["standard", "advanced"]


class Gained(Event):
    """``seat``'s credits, batteries, prestige and neutral X-keys changed."""

    type: Literal["gained"] = "gained"
    seat: Seat
    reason: Reason
    credits: Delta = 0
    batteries: Delta = 0
    prestige: Delta = 0
    neutral_keys: Delta = 0


class DiverMoved(Event):
    """``seat``'s diver in ``slot`` went to slot ``to``; the divers between shifted."""

    type: Literal["diver_moved"] = "diver_moved"
    seat: Seat
    slot: Slot
    to: Slot


class DiverEquipped(Event):
    """``seat``'s ``diver`` was turned to its equipped side."""

    type: Literal["diver_equipped"] = "diver_equipped"
    seat: Seat
    diver: DiverKind


class PhaseBegan(Event):
    """``seat``'s turn entered ``phase``; in phase 2 the key pushed ``diver`` (it has
    ``actions`` actions: 2 with sponsor 2 standard)."""

    type: Literal["phase_began"] = "phase_began"
    seat: Seat
    phase: TurnPhase
    diver: DiverKind | None = None
    actions: Annotated[int, Field(ge=0, le=2)] = 0


class ActionDone(Event):
    """``seat``'s pushed diver acted (as a copy of a neighbour's ``copied`` diver)."""

    type: Literal["action_done"] = "action_done"
    seat: Seat
    diver: DiverKind
    copied: DiverKind | None = None


class ResourceFound(Event):
    """A ``colour`` cube from the supply went to ``seat``'s dig zone at ``level``."""

    type: Literal["resource_found"] = "resource_found"
    seat: Seat
    level: Level
    colour: Colour


class ResourceMoved(Event):
    """Sponsor 5 advanced: a cube moved between two of ``seat``'s dig zones."""

    type: Literal["resource_moved"] = "resource_moved"
    seat: Seat
    move: ResourceMove


class Traded(Event):
    """The trader sold (``sold``) a ``colour`` cube of ``seat``'s zone at ``level`` into
    the emporium's ``row`` (0 = top), or bought one from it (the payment follows)."""

    type: Literal["traded"] = "traded"
    seat: Seat
    level: Level
    colour: Colour
    sold: bool
    row: Annotated[int, Field(ge=0, le=5)]


class KeyRecovered(Event):
    """``seat`` took back used ``key`` (the keys right of it slid left)."""

    type: Literal["key_recovered"] = "key_recovered"
    seat: Seat
    key: KeyId


class Improved(Event):
    """``seat``'s ``technician`` moved one space (mechanic down, hacker left)."""

    type: Literal["improved"] = "improved"
    seat: Seat
    technician: Literal["mechanic", "hacker"]


class TokenTaken(Event):
    """``seat`` took the reward token of display ``level``/``slot``; ``placed``: it went
    on their board at that level (the one there is discarded), else it is discarded."""

    type: Literal["token_taken"] = "token_taken"
    seat: Seat
    level: Level
    slot: Annotated[int, Field(ge=0, le=1)]
    token: Token
    placed: bool


class Awaiting(Event):
    """The table must now name something (a contract, a reward token) or decide."""

    type: Literal["awaiting"] = "awaiting"
    pending: Pending


class BagRefilled(Event):
    """The bag was empty: the discarded reward tokens went back into it."""

    type: Literal["bag_refilled"] = "bag_refilled"


class ContractRevealed(Event):
    """The table named ``contract``: for the pending public space or kept contract."""

    type: Literal["contract_revealed"] = "contract_revealed"
    contract: Contract


class TokenRevealed(Event):
    """The table named ``token`` drawn into the pending display space."""

    type: Literal["token_revealed"] = "token_revealed"
    token: Token


class ContractFulfilled(Event):
    """``seat`` fulfilled ``contract`` with ``used`` cubes of the zone at ``level``
    (they go back to the supply; the card is discarded)."""

    type: Literal["contract_fulfilled"] = "contract_fulfilled"
    seat: Seat
    contract: Contract
    level: Level
    used: Resources
    public: bool


class Held(Event):
    """``seat`` kept the activated diver down (phase 3)."""

    type: Literal["held"] = "held"
    seat: Seat


class KeyPlaced(Event):
    """The turn's key went under ``seat``'s board, as far left as it can."""

    type: Literal["key_placed"] = "key_placed"
    seat: Seat
    key: KeyId


class KeysReturned(Event):
    """A key met (or the hacker covered one): ``seat``'s keys are back on the board."""

    type: Literal["keys_returned"] = "keys_returned"
    seat: Seat


class KeptDown(Event):
    """The spy variant: the copied diver's owner decided (``battery``: it stays down)."""

    type: Literal["kept_down"] = "kept_down"
    seat: Seat
    battery: bool


class TurnBegan(Event):
    """``seat`` plays next."""

    type: Literal["turn_began"] = "turn_began"
    seat: Seat


class EndTriggered(Event):
    """``seat`` reached 18 prestige: the round is finished, then the game ends."""

    type: Literal["end_triggered"] = "end_triggered"
    seat: Seat


class GameEnded(Event):
    """Everyone has played equally often since the trigger: the game is over."""

    type: Literal["game_ended"] = "game_ended"


OtysEvent = Annotated[
    GameSetUp
    | KeyChosen
    | DisplayRotated
    | SponsorUsed
    | Gained
    | DiverMoved
    | DiverEquipped
    | PhaseBegan
    | ActionDone
    | ResourceFound
    | ResourceMoved
    | Traded
    | KeyRecovered
    | Improved
    | TokenTaken
    | Awaiting
    | BagRefilled
    | ContractRevealed
    | TokenRevealed
    | ContractFulfilled
    | Held
    | KeyPlaced
    | KeysReturned
    | KeptDown
    | TurnBegan
    | EndTriggered
    | GameEnded,
    Field(discriminator="type"),
]
EVENT_ADAPTER: TypeAdapter[OtysEvent] = deferred.adapter(OtysEvent)
