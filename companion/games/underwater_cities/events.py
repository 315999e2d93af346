"""Events of Underwater Cities: facts folded into the state by ``evolve``.

Events flagged ``automatic`` are consequences the engine derived (a site
bonus, the end-of-turn draw, the new play order, an era change).
"""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from companion.core import deferred
from companion.core.messages import Message
from companion.core.model import Event
from companion.games.underwater_cities.model import ZERO, BuildKind, Colour, Resources
from companion.games.underwater_cities.state import (
    ActionCard,
    CardInfo,
    EffectSource,
    Frame,
    GameState,
    Phase,
    SettledScore,
)


class GameSetUp(Event):
    """The initial table."""

    type: Literal["game_set_up"] = "game_set_up"
    state: GameState


class TurnStarted(Event):
    """A player's turn begins (their ``number``-th of 3 this round)."""

    type: Literal["turn_started"] = "turn_started"
    player: int
    number: int
    turn_index: int


class CardsDiscarded(Event):
    """Cards left a player's hand without effect."""

    type: Literal["cards_discarded"] = "cards_discarded"
    player: int
    count: int


class TilePlaced(Event):
    """An action tile went on a slot and a card was played."""

    type: Literal["tile_placed"] = "tile_placed"
    player: int
    slot: str
    card: CardInfo | None
    matched: bool
    clone: bool = False


class EffectOpened(Event):
    """An effect starts being resolved."""

    type: Literal["effect_opened"] = "effect_opened"
    player: int
    frame: Frame


class EffectClosed(Event):
    """The effect on top of the stack is finished."""

    type: Literal["effect_closed"] = "effect_closed"
    player: int
    source: EffectSource


class PlayedCardDone(Event):
    """The played card is out of play: ``to`` says where it went."""

    type: Literal["played_card_done"] = "played_card_done"
    player: int
    to: Literal["discard", "tableau", "action_cards", "special_deck", "out_of_game", "kept"]
    card: CardInfo | None
    action_card: ActionCard | None = None
    paid_special: bool = False


class Built(Event):
    """Something was built on a site (``step``: it used part of the effect)."""

    type: Literal["built"] = "built"
    player: int
    site: str
    kind: BuildKind
    upgraded: bool
    payment: Resources
    step: bool = True


class Upgraded(Event):
    """A structure was upgraded."""

    type: Literal["upgraded"] = "upgraded"
    player: int
    site: str
    payment: Resources
    step: bool = True


class Gained(Event):
    """A player gained (or, negative, paid) resources, cards or points."""

    type: Literal["gained"] = "gained"
    player: int
    resources: Resources = ZERO
    cards: int = 0
    points: int = 0
    reason: Message
    step: bool = False


class Advanced(Event):
    """A Federation marker moved (``to`` 1–4) and landed on top of the stack."""

    type: Literal["advanced"] = "advanced"
    player: int
    steps: int
    to: int
    step: bool = True


class ActionCardUsed(Event):
    """An action card was turned sideways."""

    type: Literal["action_card_used"] = "action_card_used"
    player: int
    card: str
    step: bool = True


class ActionCardDiscarded(Event):
    """An action card left the tableau (the limit of four); ``paid_special``: it was
    a paid special card, which then no longer counts as played and paid."""

    type: Literal["action_card_discarded"] = "action_card_discarded"
    player: int
    card: str
    paid_special: bool = False


class SpecialTaken(Event):
    """A special card went to a player's hand."""

    type: Literal["special_taken"] = "special_taken"
    player: int
    source: Literal["face_up", "deck", "dig"]
    face_up: str | None = None
    name: str | None = None
    step: bool = True


class MetropolisConnected(Event):
    """A blue metropolis was connected: its instant effect is offered this turn."""

    type: Literal["metropolis_connected"] = "metropolis_connected"
    player: int
    site: str
    tile: str | None = None


class MetropolisUsed(Event):
    """The player took the instant effect of a connected blue metropolis."""

    type: Literal["metropolis_used"] = "metropolis_used"
    player: int
    site: str


class TurnEnded(Event):
    """A player's turn is over."""

    type: Literal["turn_ended"] = "turn_ended"
    player: int


class RoundEnded(Event):
    """Tiles back, the new play order from the Federation track, markers back."""

    type: Literal["round_ended"] = "round_ended"
    round: int
    play_order: tuple[int, ...]
    blocked: tuple[str, ...] = ()
    solo_reveal_needed: bool = False


class PhaseChanged(Event):
    """The game moved to another phase (production, keep cards, finished)."""

    type: Literal["phase_changed"] = "phase_changed"
    phase: Phase
    round: int
    era: int


class SoloBlockerPlaced(Event):
    """Solo: the 4th blocking tile for this round."""

    type: Literal["solo_blocker_placed"] = "solo_blocker_placed"
    slot: str
    number: int


LineKind = Literal[
    "",
    "farm",
    "desalination",
    "laboratory",
    "tunnel",
    "city_bonus",
    "symbiotic_city",
    "multiplier",
    "site_boost",
    "pair_bonus",
    "metropolis",
    "card",
    "unknown_effect",
    "settled",
    "skipped",
]


class ProductionLine(BaseModel):
    """One line of a production breakdown: what it produced, and why (``text``).

    ``kind`` says what produced it; ``site``, ``city``, ``card`` (library key,
    e.g. ``era:36``) and ``tile`` name the source on the board or in the library.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    text: Message
    resources: Resources = ZERO
    points: int = 0
    kind: LineKind = ""
    site: str | None = None
    city: str | None = None
    card: str | None = None
    tile: str | None = None


class Produced(Event):
    """What a player's network produced (with the breakdown)."""

    type: Literal["produced"] = "produced"
    player: int
    resources: Resources
    points: int
    lines: tuple[ProductionLine, ...]


class Fed(Event):
    """Feeding: kelp eaten, biomatter paid and points lost for unfed cities."""

    type: Literal["fed"] = "fed"
    player: int
    cities: int
    kelp: int
    biomatter: int
    points_lost: int


class ActionCardsRefreshed(Event):
    """Every action card is available again (after production)."""

    type: Literal["action_cards_refreshed"] = "action_cards_refreshed"


class Adjusted(Event):
    """A correction by hand, with its reason."""

    type: Literal["adjusted"] = "adjusted"
    player: int
    reason: str
    resources: Resources = ZERO
    points: int = 0
    hand: int = 0
    site: str | None = None
    built: BuildKind | None = None
    upgraded: bool = False


class SlotColourSet(Event):
    """The table corrected a slot's colour."""

    type: Literal["slot_colour_set"] = "slot_colour_set"
    slot: str
    colour: Colour


class ScoringSettled(Event):
    """The table said what unsettled final-scoring lines scored: per seat, line
    key → points (None: skipped)."""

    type: Literal["scoring_settled"] = "scoring_settled"
    settled: dict[int, dict[str, SettledScore | None]]


UCEvent = Annotated[
    GameSetUp
    | TurnStarted
    | CardsDiscarded
    | TilePlaced
    | EffectOpened
    | EffectClosed
    | PlayedCardDone
    | Built
    | Upgraded
    | Gained
    | Advanced
    | ActionCardUsed
    | ActionCardDiscarded
    | SpecialTaken
    | MetropolisConnected
    | MetropolisUsed
    | TurnEnded
    | RoundEnded
    | PhaseChanged
    | SoloBlockerPlaced
    | Produced
    | Fed
    | ActionCardsRefreshed
    | Adjusted
    | SlotColourSet
    | ScoringSettled,
    Field(discriminator="type"),
]

EVENT_ADAPTER: TypeAdapter[UCEvent] = deferred.adapter(UCEvent)
