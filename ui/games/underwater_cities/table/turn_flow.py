"""The taps of a turn that are not commands yet: a slot chosen before its card,
a build waiting for its site, a site waiting for its payment.

:class:`TurnFlow` holds that :class:`Pending` choice, turns finished choices
into engine commands through the controller, and says which board sites to
highlight (from the engine's legal-site queries). Any change to the game
clears the pending choice.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QObject, Signal

from companion.core.errors import InvalidCommand
from companion.core.model import Command
from companion.games.underwater_cities.building import legal_sites, upgradable_sites
from companion.games.underwater_cities.commands import Build, Place, TakeSpecial, Upgrade
from companion.games.underwater_cities.costs import CostRule
from companion.games.underwater_cities.model import BuildKind, Resources
from companion.games.underwater_cities.queries import build_choices, build_payments
from companion.games.underwater_cities.state import CardInfo, GameState
from ui.controller import Change, GameController
from ui.games.underwater_cities.table.steps import Choice
from ui.messages import sentence


@dataclass(frozen=True)
class Pending:
    """A turn's choices not yet sent to the engine."""

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


@dataclass(frozen=True)
class Highlight:
    """Board sites to highlight for one player: ``sites`` can be tapped now;
    ``unaffordable`` are legal but cannot be paid for."""

    player: int
    sites: frozenset[str]
    unaffordable: frozenset[str] = frozenset()


class TurnFlow(QObject):
    """The current turn's pending choices and the commands they become."""

    changed = Signal()

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.pending = Pending()
        self.free_build = False
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
        """Forget the pending choice; whoever shows the game redraws from ``change``."""
        self.pending = Pending()

    def _execute(self, command: Command) -> bool:
        return self.controller.execute(command)

    def cancel(self) -> None:
        """Drop the pending choice (Esc)."""
        self._set(Pending())

    # -- placing -------------------------------------------------------------

    def choose_slot(self, slot: str, colour: str | None, clone: bool = False) -> None:
        """A slot was tapped; the card's colour comes next."""
        if self.player is None:
            return
        self._set(Pending(slot=slot, slot_colour=colour, clone=clone))

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
            self._set(replace(pending, colour=colour))
            return
        self.place(None if colour is None else {"colour": colour})

    def place(self, card: dict[str, Any] | None) -> bool:
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
            Place(player=player, slot=pending.slot, card=info, clone=pending.clone)
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
            self._set(replace(pending, site=site, payments=tuple(payments)))
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
