"""The whole table state of a game of Underwater Cities (immutable).

State is derived: it is only ever produced by folding events with
:func:`companion.games.underwater_cities.evolve.evolve`.
"""

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, model_validator

from companion.core.messages import Message
from companion.games.underwater_cities.actions import Action, Part
from companion.games.underwater_cities.board import PlayerBoard
from companion.games.underwater_cities.bounds import CardName, CardNumber
from companion.games.underwater_cities.card_rules import CardRules
from companion.games.underwater_cities.model import ZERO, BuiltItem, Colour, Resources

CardType = Literal["instant", "permanent", "action", "production", "end_scoring"]
MainBoardSide = Literal["3-4", "1-2"]
RULES_EDITION = 2
"""The rules new games are set up with. Edition 1 is how releases before the
rulebook corrections of issue 17 played: the 2-player side still had the 3–4-player
"build and upgrade" slot, and the action card just claimed could be the one
discarded under the limit of four. Games set up then keep replaying with it."""
Phase = Literal["play", "production", "era_keep", "finished"]
EffectSource = Literal["slot", "card", "action_card", "metropolis"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


def _without(data: Any, *retired: str) -> Any:
    """Saved data without fields this version no longer has (they were never read)."""
    if isinstance(data, dict) and any(key in data for key in retired):
        return {key: value for key, value in data.items() if key not in retired}
    return data


class CardInfo(_Frozen):
    """What the table told about one card (all but the colour may be unknown)."""

    colour: Colour | None = None
    number: CardNumber | None = None
    name: CardName | None = None
    type: CardType | None = None
    special_cost: Annotated[int, Strict(), Field(ge=1, le=3)] | None = None
    hand_limit_plus: Annotated[int, Strict(), Field(ge=0, le=1)] = 0
    rules: CardRules | None = None
    """What the card does, copied from the library when it is played."""


class SettledScore(_Frozen):
    """What the table said an unsettled final-scoring line scored, and what it
    paid for that (a conversion card the library cannot evaluate)."""

    points: int
    spent: Resources = Field(default_factory=lambda: ZERO)


class ActionCard(_Frozen):
    """A claimed action card; ``used`` this era (turned sideways)."""

    id: str
    card: CardInfo
    used: bool = False


class PartProgress(_Frozen):
    """One part of an option and how many uses are left of it; ``chosen`` lists the
    resources a "gain different" part gave, or the units a gain part gave so far."""

    part: Part
    left: int
    chosen: tuple[str, ...] = ()


class Frame(_Frozen):
    """An effect being resolved: a slot action, a card, or an action card.

    ``options`` holds the alternatives still possible (they narrow as steps are
    taken). ``options`` is empty for a card whose text the companion does not
    know: the table then records what the card did, step by step.
    """

    source: EffectSource
    label: Message
    options: tuple[tuple[PartProgress, ...], ...] = ()
    freeform: bool = False
    action_card: str | None = None
    paid_special: bool = False


class Turn(_Frozen):
    """The turn in progress."""

    player: int
    number: int
    slot: str | None = None
    card: CardInfo | None = None
    matched: bool = False
    slot_done: bool = False
    card_done: bool = False
    stack: tuple[Frame, ...] = ()
    pending_action_discard: bool = False
    metropolis_offers: tuple[str, ...] = ()
    """Metropolis sites connected this turn whose instant effect is not taken yet."""

    @model_validator(mode="before")
    @classmethod
    def _retired(cls, data: Any) -> Any:
        return _without(data, "cloned")


class Federation(_Frozen):
    """Federation track: each marker's space (0 = below space 4) and height."""

    space: tuple[int, ...]
    height: tuple[int, ...]
    counter: int = 0


class PlayerState(_Frozen):
    """Everything one player owns."""

    name: str
    colour: str
    board: int
    layout: PlayerBoard | None = Field(default=None, exclude_if=lambda layout: layout is None)
    """The board's layout copied at setup; None (left out of the JSON): the first
    3×3 grid (:func:`~companion.games.underwater_cities.board.load_board`)."""
    resources: Resources = Field(default_factory=lambda: ZERO)
    points: int = 0
    hand: int = 0
    hand_limit_bonus: int = 0
    built: dict[str, BuiltItem] = Field(default_factory=dict)
    metropolises: dict[str, str] = Field(default_factory=dict)
    action_cards: tuple[ActionCard, ...] = ()
    tableau: tuple[CardInfo, ...] = ()
    paid_specials: int = 0
    advanced_this_round: bool = False

    @property
    def hand_limit(self) -> int:
        """3 cards, plus one per '+1 hand limit' card."""
        return 3 + self.hand_limit_bonus


class Supply(_Frozen):
    """Limited components: white domes (shared), symbiotic domes, tunnels."""

    white_domes: int
    symbiotic_domes: int | None
    tunnels: int


class Settings(_Frozen):
    """Choices made at setup that rules consult (``rules_edition``: see
    :data:`RULES_EDITION`)."""

    main_board: MainBoardSide
    board_side: Literal["standard", "asymmetric"]
    solo: bool
    government_contracts: bool
    slot_colours: dict[str, Colour] = Field(default_factory=dict)
    rules_edition: int = RULES_EDITION


class GameState(_Frozen):
    """The table: players, tracks, slots, supply, the clock and the turn."""

    game: Literal["underwater_cities"] = "underwater_cities"
    seed: int
    settings: Settings
    players: tuple[PlayerState, ...]
    supply: Supply
    federation: Federation
    play_order: tuple[int, ...]
    final_play_order: tuple[int, ...] | None = None
    round: int = 1
    era: int = 1
    phase: Phase = "play"
    turn_index: int = 0
    turn: Turn | None = None
    occupied: dict[str, tuple[int, ...]] = Field(default_factory=dict)
    cloning_used: bool = False
    blocked: tuple[str, ...] = ()
    solo_extra_blocker: str | None = None
    special_face_up: tuple[str, ...] = ()
    special_names: dict[str, str] = Field(default_factory=dict)
    """The printed name of each named face-up special card (taken ones included)."""
    points_by_round: tuple[tuple[int, ...], ...] = ()
    scoring_settled: dict[int, dict[str, SettledScore | None]] = Field(default_factory=dict)
    """What the table said unsettled final-scoring lines scored (None: skipped)."""

    @model_validator(mode="before")
    @classmethod
    def _retired(cls, data: Any) -> Any:
        return _without(data, "eras_fed")

    @property
    def player_count(self) -> int:
        """Number of players at the table."""
        return len(self.players)

    @property
    def current_player(self) -> int | None:
        """Index of the player whose turn it is, if a round is being played."""
        if self.phase != "play" or self.turn is None:
            return None
        return self.turn.player


def slot_effect_action(action: Action) -> tuple[tuple[PartProgress, ...], ...]:
    """Fresh progress for every option of an action (made without validation from the
    action's valid parts: the first frame builds no validator for it, issue #13)."""
    from companion.games.underwater_cities.actions import count_of

    return tuple(
        tuple(PartProgress.model_construct(part=p, left=count_of(p)) for p in option)
        for option in action.options
    )
