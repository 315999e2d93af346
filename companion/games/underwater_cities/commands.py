"""Commands of Underwater Cities: what a player says they did.

Every command names the acting ``player`` (their seat index, 0-based, in the
order of the setup list) where that matters. The JSON Schema of all commands is
printed by ``companion-cli schema``; ``docs/commands.md`` describes them.
"""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, TypeAdapter, model_validator

from companion.core import deferred
from companion.core.model import Command
from companion.games.underwater_cities.board import PlayerBoard
from companion.games.underwater_cities.bounds import (
    MAX_COUNT,
    MAX_SEAT,
    Bundle,
    CardName,
    CardNumber,
    Count,
    Delta,
    Flag,
    Held,
    Id,
    Label,
    PlayerName,
    Reason,
    Seat,
    Seed,
)
from companion.games.underwater_cities.model import ZERO, BuildKind, Colour
from companion.games.underwater_cities.state import CardInfo, MainBoardSide


class PlayerSetup(BaseModel):
    """One seat at the table; ``board`` None lets the app deal a player board."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    name: PlayerName
    colour: Label
    board: Annotated[int, Strict(), Field(ge=1, le=8)] | None = None


class MetropolisDeal(BaseModel):
    """A player's metropolis tiles as drawn: 1 brown and 2 blue tile ids."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    brown: Id
    blue: tuple[Id, Id]


class SetupGame(Command):
    """Start a game. ``play_order`` lists seats as the table drew them (None: the
    app draws it from ``seed``); ``metropolises`` likewise (None: dealt).
    ``rules_edition`` 1 keeps the rules games set up before the rulebook
    corrections had (how saved setups of those releases read; see
    :data:`.state.RULES_EDITION`).

    ``layouts`` are the player-board layouts the table's data gave (every board of
    the side; see :class:`~companion.games.underwater_cities.calibration.BoardBook`);
    none (games set up before layouts were copied) means the first 3×3 grid.
    ``slot_colours`` likewise copies the colours the table read."""

    type: Literal["setup_game"] = "setup_game"
    players: tuple[PlayerSetup, ...] = Field(min_length=1, max_length=4)
    seed: Seed = 0
    main_board: MainBoardSide | None = None
    board_side: Literal["standard", "asymmetric"] | None = None
    play_order: tuple[Seat, ...] | None = Field(default=None, max_length=4)
    metropolises: tuple[MetropolisDeal, ...] | None = Field(default=None, max_length=4)
    tunnel_supply: Annotated[int, Strict(), Field(ge=1, le=99)] = 46
    government_contracts: Flag = False
    solo_difficulty: Annotated[int, Strict(), Field(ge=1, le=5)] = 1
    slot_colours: dict[Id, Colour] = Field(default_factory=dict, max_length=60)
    rules_edition: Literal[1, 2] = 2
    layouts: tuple[PlayerBoard, ...] = Field(default=(), max_length=8)
    face_up_specials: tuple[CardName, ...] = Field(default=(), max_length=6)
    """The printed names of the face-up 3-credit special cards, as laid out (may be
    fewer than six, or none: the rest are named when taken)."""


class Discard(Command):
    """Discard cards from hand (down to the hand limit)."""

    type: Literal["discard"] = "discard"
    player: Seat
    count: Annotated[int, Strict(), Field(ge=1, le=MAX_COUNT)] = 1


class Place(Command):
    """Put an action tile on a slot (or ``always``) and play one card."""

    type: Literal["place"] = "place"
    player: Seat
    slot: Id
    card: CardInfo | None = None
    clone: Flag = False


class Resolve(Command):
    """Start resolving the played card (``pay_special`` pays a special card's cost)."""

    type: Literal["resolve_card"] = "resolve_card"
    player: Seat
    pay_special: Flag = False


class Build(Command):
    """Build one thing on one site.

    ``cost`` is ``usual`` (the info card), ``discount`` (``amount`` off the
    usual cost), ``stated`` (``amount`` replaces the usual cost) or ``free``.
    ``payment`` None lets the engine choose (biomatter only when needed).
    """

    type: Literal["build"] = "build"
    player: Seat
    site: Id
    kind: BuildKind
    cost: Literal["usual", "discount", "stated", "free"] = "usual"
    amount: Bundle = ZERO
    payment: Bundle | None = None
    upgrade: Flag = False


class Upgrade(Command):
    """Upgrade a structure (1 science unless a card states another payment)."""

    type: Literal["upgrade"] = "upgrade"
    player: Seat
    site: Id
    payment: Bundle | None = None


class Gain(Command):
    """Gain resources, cards or points from the effect being resolved, or from a
    triggered effect (``trigger`` names it, e.g. 'card 35')."""

    type: Literal["gain"] = "gain"
    player: Seat
    resources: Bundle = ZERO
    cards: Count = 0
    points: Count = 0
    trigger: Id | None = None


class Pay(Command):
    """Pay resources a card asks for (e.g. 'pay 1 credit: …')."""

    type: Literal["pay"] = "pay"
    player: Seat
    resources: Bundle


class Advance(Command):
    """Advance on the Federation track."""

    type: Literal["advance"] = "advance"
    player: Seat
    steps: Annotated[int, Strict(), Field(ge=1, le=4)] = 1


class UseActionCard(Command):
    """Use one of your action cards (turn it sideways)."""

    type: Literal["use_action_card"] = "use_action_card"
    player: Seat
    card: Id


class TakeSpecial(Command):
    """Take a special card: a face-up 3-credit one, the top 1/2-credit one, or dig."""

    type: Literal["take_special"] = "take_special"
    player: Seat
    source: Literal["face_up", "deck", "dig"]
    face_up: Id | None = None
    name: CardName | None = None
    """The printed name of a face-up card not named at setup."""


class UseMetropolis(Command):
    """Take the instant effect of a blue metropolis just connected (German pp. 14, 20)."""

    type: Literal["use_metropolis"] = "use_metropolis"
    player: Seat
    site: Id


class DiscardActionCard(Command):
    """Choose which action card to discard after claiming a fifth."""

    type: Literal["discard_action_card"] = "discard_action_card"
    player: Seat
    card: Id
    use_now: Flag = False


class Finish(Command):
    """Finish the effect being resolved (whatever is left of it is forfeited)."""

    type: Literal["finish"] = "finish"
    player: Seat


class EndTurn(Command):
    """End the turn: the player draws 1 card and the next player is up."""

    type: Literal["end_turn"] = "end_turn"
    player: Seat


class SoloReveal(Command):
    """Solo: the number of the era card revealed to place the 4th blocker."""

    type: Literal["solo_reveal"] = "solo_reveal"
    number: CardNumber


class Settlement(BaseModel):
    """What the table says an unsettled line gave (a card or tile whose effect
    the library does not hold, or a table-resolved card): ``resources`` and
    ``points``, or ``skip`` (it gave nothing)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    resources: Held = ZERO
    points: Count = 0
    skip: Flag = False

    @model_validator(mode="after")
    def _check(self) -> "Settlement":
        if self.skip and (self.points or not self.resources.is_zero()):
            raise ValueError("a skipped line gives nothing: leave out its amounts")
        return self


SeatKey = Annotated[int, Field(ge=0, le=MAX_SEAT)]
Settle = dict[SeatKey, dict[Id, Settlement]]
"""Per seat: unsettled line key (``era:96``, ``blue_07``) → what it gave."""


class RunProduction(Command):
    """Run production, feeding and the era transition.

    ``decisions`` answers the choices some cards offer during production, per
    seat: choice id → option id (see ``production.production_choices``); a
    choice left out takes its default. ``settle`` gives, per seat, what each
    unsettled line produced (``production.unsettled``); every one must be
    settled or skipped, or nothing is applied. (None: a command recorded
    before settling existed; its unknown lines stay "not entered", as then.)
    """

    type: Literal["run_production"] = "run_production"
    decisions: dict[SeatKey, dict[Id, Id]] = Field(default_factory=dict, max_length=4)
    settle: Settle | None = Field(default=None, max_length=4)


class Adjust(Command):
    """A correction by hand, with the reason the table gives.

    Changes are deltas for counters; ``site`` with ``built`` sets a board site
    (None clears it).
    """

    type: Literal["adjust"] = "adjust"
    player: Seat
    reason: Reason
    resources: Bundle = ZERO
    points: Delta = 0
    hand: Delta = 0
    site: Id | None = None
    built: BuildKind | None = None
    upgraded: Flag = False


class SetSlotColour(Command):
    """Correct the colour of an action slot (the board picture wins)."""

    type: Literal["set_slot_colour"] = "set_slot_colour"
    slot: Id
    colour: Colour


class ScoreSettlement(BaseModel):
    """What an unsettled final-scoring line scored: ``points`` and the resources
    it ``spent`` (a conversion: they no longer score at 4 for 1), or ``skip``."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    points: Count = 0
    spent: Held = ZERO
    skip: Flag = False

    @model_validator(mode="after")
    def _check(self) -> "ScoreSettlement":
        if self.skip and (self.points or not self.spent.is_zero()):
            raise ValueError("a skipped line scores nothing: leave out its amounts")
        return self


class SettleScoring(Command):
    """Say what each unsettled final-scoring line scored (German p. 17: every
    end-scoring card and the connected brown metropolis score), per seat: line
    key (``era:96``, ``brown_02``) → points or skip. All of them at once, or
    nothing is applied."""

    type: Literal["settle_scoring"] = "settle_scoring"
    settle: dict[SeatKey, dict[Id, ScoreSettlement]] = Field(max_length=4)


UCCommand = Annotated[
    SetupGame
    | Discard
    | Place
    | Resolve
    | Build
    | Upgrade
    | Gain
    | Pay
    | Advance
    | UseActionCard
    | TakeSpecial
    | UseMetropolis
    | DiscardActionCard
    | Finish
    | EndTurn
    | SoloReveal
    | RunProduction
    | Adjust
    | SetSlotColour
    | SettleScoring,
    Field(discriminator="type"),
]

COMMAND_ADAPTER: TypeAdapter[UCCommand] = deferred.adapter(UCCommand)
