"""The taps of a turn that are not commands yet: a slot chosen before its card,
a build waiting for its site, a site waiting for its payment.

:class:`TurnFlow` holds that :class:`Pending` choice, turns finished choices
into engine commands through the controller, and says which board sites to
highlight (from the engine's legal-site queries). Any change to the game
clears the pending choice; when the effect being resolved can only build one
kind of thing, the build is chosen already and the board waits for the site.

After every tap the flow plays the steps whose answer the app knows
(:func:`~companion.games.underwater_cities.auto.follow_up`: a free card claimed,
a fixed gain, a used-up effect closed), marked ``auto`` so undo takes them with
the tap. A slot tapped after the tile is placed is the next turn's: it ends
this turn first (the panel asks once when something is still unused).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from pydantic import ValidationError
from PySide6.QtCore import QObject, Signal

from companion.core.errors import InvalidCommand
from companion.core.model import Command
from companion.games.underwater_cities.actions import BuildPart, UpgradePart
from companion.games.underwater_cities.auto import follow_up
from companion.games.underwater_cities.building import legal_sites, upgradable_sites
from companion.games.underwater_cities.commands import Build, EndTurn, Place, TakeSpecial, Upgrade
from companion.games.underwater_cities.costs import CostRule
from companion.games.underwater_cities.frames import open_parts
from companion.games.underwater_cities.model import BuildKind, Resources
from companion.games.underwater_cities.options import step_options
from companion.games.underwater_cities.queries import build_choices, build_payments
from companion.games.underwater_cities.slots import ALWAYS
from companion.games.underwater_cities.state import CardInfo, GameState
from companion.games.underwater_cities.turn import slot_frame
from ui.controller import Change, GameController
from ui.games.underwater_cities.table.steps import Choice
from ui.messages import sentence


class Pending(NamedTuple):
    """A turn's choices not yet sent to the engine (a named tuple: no dataclass
    methods compiled at the start, issue #13)."""

    slot: str | None = None
    slot_colour: str | None = None
    clone: bool = False
    colour: str | None = None
    build: BuildKind | None = None
    upgrade: bool = False
    freeform: bool = False
    site: str | None = None
    payments: tuple[Resources, ...] = ()
    naming_special: str | None = None

    @property
    def picking_site(self) -> bool:
        """True while a build or upgrade waits for a site on the board."""
        return (self.build is not None or self.upgrade) and not self.payments


class Highlight(NamedTuple):
    """Board sites to highlight for one player: ``sites`` can be tapped now;
    ``unaffordable`` are legal but cannot be paid for (a named tuple: no dataclass
    methods compiled at the start, issue #13)."""

    player: int
    sites: frozenset[str]
    unaffordable: frozenset[str] = frozenset()


class TurnFlow(QObject):
    """The current turn's pending choices and the commands they become."""

    changed = Signal()
    next_turn = Signal(str, object, bool)
    """A slot (its id, colour and clone flag) tapped after this turn's tile was
    placed: the next turn's slot; the panel ends this turn first."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.free_build = False
        self._slot_state: tuple[GameState, GameState] | None = None
        """The last state asked about and its :meth:`slot_state` (a redraw asks twice;
        the next turn's, previewed, is the state the end of this turn leads to)."""
        self.pending = self._only_build()
        self._guessed: tuple[GameState, str | None, bool] | None = None
        """The state and slot choice :meth:`next_turn_ahead` last guessed from."""
        self._always_guessed: tuple[int, int] | None = None
        """The turn (round, index) :meth:`always_ahead` last guessed from."""
        controller.changed.connect(self._game_changed)

    @property
    def state(self) -> GameState:
        """The engine snapshot."""
        state: GameState = self.controller.state
        return state

    @property
    def player(self) -> int | None:
        """The player whose turn it is."""
        return self.state.current_player

    def _set(self, pending: Pending) -> None:
        self.pending = pending
        self.changed.emit()

    def _game_changed(self, change: Change) -> None:
        """Forget the pending choice (a build the effect allows alone is chosen
        already); whoever shows the game redraws from ``change``."""
        self.pending = self._only_build()

    def _only_build(self) -> Pending:
        """The build chosen already when the effect the player resolves next can
        build only one kind of thing (and nothing else is left of it)."""
        state, player = self.state, self.player
        turn = state.turn if state.phase == "play" else None
        if turn is None or player is None or turn.slot is None or turn.pending_action_discard:
            return Pending()
        if turn.stack:
            frame = turn.stack[-1]
        elif not turn.slot_done and not (turn.matched and not turn.card_done):
            frame = slot_frame(turn)
        else:
            return Pending()
        if frame.freeform or len(frame.options) != 1:
            return Pending()
        parts = [p.part for p in open_parts(frame)]
        if len(parts) == 1 and isinstance(parts[0], UpgradePart):
            upgrades = step_options(state, player, frame)
            return Pending(upgrade=True) if upgrades else Pending()
        if len(parts) != 1 or not isinstance(parts[0], BuildPart) or len(parts[0].kinds) != 1:
            return Pending()
        part = parts[0]
        kind = part.kinds[0]
        if not build_choices(state, player, (kind,), upgrade=part.upgrade):
            return Pending()
        return Pending(build=kind, upgrade=part.upgrade)

    def run(self, command: Command) -> bool:
        """Play a command the table tapped (with the steps that follow by themselves)."""
        return self._execute(command)

    def run_all(self, commands: list[Command]) -> bool:
        """Play commands one tap said together: undo takes them back together."""
        first, *rest = commands
        with self.controller.one_tap():
            if not self.controller.execute(first):
                return False
            for command in rest:
                if not self.controller.execute(command.model_copy(update={"auto": True})):
                    break
            self._follow(first)
        return True

    def _execute(self, command: Command) -> bool:
        """Play the table's ``command``, then the steps the app knows the answer to
        (the table redraws once, after them)."""
        with self.controller.one_tap():
            if not self.controller.execute(command):
                return False
            self._follow(command)
        return True

    def _follow(self, command: Command) -> None:
        if self.controller.fixing is not None:  # a fix replaces one tap: nothing follows by itself
            return
        player = getattr(command, "player", None)
        for _ in range(8):  # a discard, a claim, a gain and a close at most; never loops
            state = self.state
            step = follow_up(state, player) if isinstance(player, int) else None
            current = state.current_player
            if step is None and current is not None and current != player:
                step = follow_up(state, current)  # the next turn's start
            if step is None or self.controller.preview(step) is None:
                break
            self.controller.execute(step)

    def slot_state(self) -> GameState:
        """The state whose slots are tappable: this turn's, or once the tile is
        placed the next turn's (what ending this turn would lead to)."""
        state = self.state
        known = self._slot_state
        if known is not None and known[0] is state:  # the states are immutable
            return known[1]
        shown = state
        turn = state.turn
        if state.phase == "play" and turn is not None and turn.slot is not None:
            # a valid seat: the first frame builds no validator for the command
            after = self.controller.preview(EndTurn.model_construct(player=turn.player))
            if isinstance(after, GameState) and after.phase == "play" and after.turn is not None:
                shown = after
        elif known is not None and known[1] is not known[0] and known[1] == state:
            # the turn ended as previewed: the same state (compared in microseconds),
            # whose slot options were worked out for the preview
            shown = known[1]
        self._slot_state = (state, shown)
        return shown

    def ahead_wanted(self) -> bool:
        """Whether :meth:`next_turn_ahead` has a guess to work out: a slot is chosen,
        the tile not yet placed, and not asked for this state and choice yet."""
        state, pending = self.state, self.pending
        turn = state.turn
        if state.phase != "play" or turn is None or turn.slot is not None or pending.slot is None:
            return False
        if self.controller.fixing is not None:
            return False
        guessed = self._guessed
        return (
            guessed is None
            or guessed[0] is not state
            or guessed[1:]
            != (
                pending.slot,
                pending.clone,
            )
        )

    def next_turn_ahead(self) -> tuple[GameState, ...]:
        """The states whose slots the card's tap may show should the tile go on the
        chosen slot with a card of no known colour (guesses, not kept: the slots' next
        looks are drawn ahead of the card's tap in idle time, see :meth:`ahead_wanted`):
        the next turn's, should this turn then end, and in a round's first turn also
        this turn's with the tile placed (shown while the card's effect is played: the
        round's end freed every slot, a new look each, 6–13 pictures in the card's tap;
        later in a round one or two, drawn ahead at the cost of the looks the turn's
        effects go back to: a slot keeps two)."""
        state, pending = self.state, self.pending
        turn = state.turn
        if turn is None or pending.slot is None:
            return ()
        self._guessed = (state, pending.slot, pending.clone)
        card = None if state.players[turn.player].hand == 0 else CardInfo()
        place = Place(player=turn.player, slot=pending.slot, card=card, clone=pending.clone)
        placed = self.controller.guess(place, state)
        if not isinstance(placed, GameState):
            return ()
        after = self.controller.guess(EndTurn(player=turn.player), placed)
        ahead = (placed,) if not state.occupied else ()
        if isinstance(after, GameState) and after.phase == "play" and after.turn is not None:
            return (after, *ahead)
        return ahead

    def always_wanted(self) -> bool:
        """Whether :meth:`always_ahead` has a guess to work out: this turn's tile is
        placed (the slots preview the next turn), once a turn (its effects seldom
        change the next player's slots)."""
        state = self.state
        turn = state.turn
        if state.phase != "play" or turn is None or turn.slot is None:
            return False
        guessed = (state.round, state.turn_index)
        return self.controller.fixing is None and self._always_guessed != guessed

    def always_ahead(self) -> tuple[GameState, ...]:
        """The state whose slots the next turn's tap on the always-available slot shows
        (a guess, not kept: drawn ahead in idle time, see :meth:`always_wanted`). That
        tap ends this turn, places the next turn's tile at once and previews the turn
        after: most slots change their look, ≈ 9 pictures drawn inside it before."""
        state = self.state
        self._always_guessed = (state.round, state.turn_index)
        after = self.slot_state()
        turn = after.turn
        if after is state or turn is None or turn.slot is not None:
            return ()
        card = None if after.players[turn.player].hand == 0 else CardInfo()
        placed = self.controller.guess(Place(player=turn.player, slot=ALWAYS, card=card), after)
        if not isinstance(placed, GameState):
            return ()
        ended = self.controller.guess(EndTurn(player=turn.player), placed)
        if isinstance(ended, GameState) and ended.phase == "play" and ended.turn is not None:
            return (ended,)
        return ()

    def cancel(self) -> None:
        """Drop the pending choice (Esc)."""
        self._set(Pending())

    # -- placing -------------------------------------------------------------

    def choose_slot(
        self, slot: str, colour: str | None, clone: bool = False, follows: bool = False
    ) -> None:
        """A slot was tapped; the card's colour comes next. On the always-available
        slot no card can match, so its tile is placed at once (German p. 13); after
        this turn's tile, the slot is the next turn's. ``follows``: the same tap
        ended the turn before (a tile placed at once goes with it for undo)."""
        state, player = self.state, self.player
        if player is None or state.turn is None:
            return
        if state.turn.slot is not None:
            self.next_turn.emit(slot, colour, clone)
            return
        self._set(Pending(slot=slot, slot_colour=colour, clone=clone))
        if slot == ALWAYS:
            self.place(None if state.players[player].hand == 0 else {}, auto=follows)

    def choose_colour(self, colour: str | None) -> None:
        """The played card's colour (None: no card, the hand is empty).

        A card of the slot's colour will be resolved, so the engine needs its
        type first: the card's details are asked next. Any other card is
        discarded unresolved, so the tile is placed at once.
        """
        pending = self.pending
        if pending.slot is None:
            return
        if colour is not None and colour == pending.slot_colour:
            self._set(pending._replace(colour=colour))
            return
        self.place(None if colour is None else {"colour": colour})

    def place(self, card: dict[str, Any] | None, auto: bool = False) -> bool:
        """Put the tile on the pending slot with ``card`` (None: no card)."""
        pending, player = self.pending, self.player
        if pending.slot is None or player is None:
            return False
        try:
            info = None if card is None else CardInfo.model_validate(card)
        except ValidationError:  # a field the table typed is out of bounds
            self.controller.failed.emit(
                sentence(InvalidCommand("bad_command", "bad card"), game=self.controller.game_id)
            )
            return False
        return self._execute(
            Place(player=player, slot=pending.slot, card=info, clone=pending.clone, auto=auto)
        )

    # -- building ------------------------------------------------------------

    def start(self, choice: Choice) -> None:
        """A build or upgrade button: wait for a site; an unnamed face-up special
        card: wait for its printed name."""
        if choice.name_special is not None:
            self._set(Pending(naming_special=choice.name_special))
            return
        self._set(Pending(build=choice.build, upgrade=choice.upgrade, freeform=choice.freeform))

    def take_special(self, name: str) -> bool:
        """Take the face-up special card waiting for its name, by that name."""
        face_up, player = self.pending.naming_special, self.player
        if face_up is None or player is None:
            return False
        try:
            command = TakeSpecial(player=player, source="face_up", face_up=face_up, name=name)
        except ValidationError:  # the name is empty or not plain text
            self.controller.failed.emit(
                sentence(InvalidCommand("bad_command", "bad name"), game=self.controller.game_id)
            )
            return False
        return self._execute(command)

    def highlight(self) -> Highlight | None:
        """The sites to highlight while a build or upgrade waits for one."""
        pending, player = self.pending, self.player
        if player is None or not pending.picking_site:
            return None
        state = self.state
        if pending.build is None:
            return Highlight(player, frozenset(upgradable_sites(state.players[player])))
        kind = pending.build
        legal = frozenset(legal_sites(state, player, kind, expansion=pending.freeform))
        if pending.freeform and self.free_build:
            return Highlight(player, legal)
        payable = frozenset(
            site for _, site in build_choices(state, player, (kind,), upgrade=pending.upgrade)
        )
        tappable = legal if pending.freeform else payable
        return Highlight(player, tappable, legal - payable)

    def site_clicked(self, player: int, site: str) -> None:
        """A board site was tapped: build or upgrade there (asking how to pay if needed)."""
        pending = self.pending
        if player != self.player or not pending.picking_site:
            return
        if pending.build is None:
            self._execute(Upgrade(player=player, site=site))
            return
        rule: CostRule = "free" if pending.freeform and self.free_build else "usual"
        upgrade = pending.upgrade
        payments = build_payments(
            self.state, player, site, pending.build, rule=rule, upgrade=upgrade
        )
        if len(payments) > 1:
            self._set(pending._replace(site=site, payments=tuple(payments)))
            return
        self._build(site, payments[0] if payments else None)

    def pay_with(self, payment: Resources) -> None:
        """The payment chosen for the pending build."""
        if self.pending.site is not None:
            self._build(self.pending.site, payment)

    def _build(self, site: str, payment: Resources | None) -> None:
        pending, player = self.pending, self.player
        assert pending.build is not None and player is not None
        free = pending.freeform and self.free_build
        self._execute(
            Build(
                player=player,
                site=site,
                kind=pending.build,
                upgrade=pending.upgrade,
                cost="free" if free else "usual",
                payment=payment,
            )
        )
