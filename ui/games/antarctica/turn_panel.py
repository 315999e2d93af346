"""The turn panel: whose ship acts, from which area, and only the legal taps.

Every button comes from ``plugin.legal_options`` (typed commands): the panel
groups them into steps (move, action, then a card, a discard, the end of the
turn; an effect waiting for someone; a revealed building card). A choice that
needs one more answer (the track of a building card's research, the area of an
Icebreaker) asks it next; a step with one possible answer is not asked (the
board's targets are highlighted, the buttons repeat them for keys and readers).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from companion.core.model import Command
from companion.games.antarctica.board import presence
from companion.games.antarctica.commands import (
    Build,
    BuildShip,
    ChooseTrack,
    Discard,
    EndTurn,
    MoveShip,
    MoveShipEffect,
    PassEffect,
    PlayCard,
    Recruit,
    Research,
    Reveal,
    TakeResourceCard,
    TakeShipyardCard,
)
from companion.games.antarctica.options import legal_options
from companion.games.antarctica.state import GameState
from ui import theme
from ui.games.antarctica import words
from ui.i18n import translate
from ui.widgets.buttons import ButtonGrid, ButtonSpec


def actor(state: GameState) -> int | None:
    """Who gives the next command (None: the table, naming a revealed card)."""
    if state.phase != "play" or state.awaiting_reveal() is not None:
        return None
    if state.pending:
        return state.pending[0].seat
    return state.turn.seat if state.turn is not None else None


class TurnPanel(QWidget):
    """The current step's choices, as buttons (and the board's highlighted areas)."""

    play = Signal(object)
    """A typed command the table chose."""
    targets_changed = Signal(object)
    """The areas the board should highlight (a frozenset) and tap."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ant-turn")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.title = QLabel(self)
        self.title.setObjectName("ant-turn-title")
        self.title.setFont(theme.font(15, bold=True))
        self.title.setWordWrap(True)
        self.hint = QLabel(self)
        self.hint.setObjectName("muted")
        self.hint.setFont(theme.font(12))
        self.hint.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        self.areas = ButtonGrid(4, self)
        self.areas.setObjectName("ant-areas")
        self.choices = ButtonGrid(2, self)
        self.choices.setObjectName("ant-choices")
        self.extras = ButtonGrid(3, self)
        self.extras.setObjectName("ant-extras")
        layout.addWidget(self.areas)
        layout.addWidget(self.choices)
        layout.addWidget(self.extras)
        self.cards = ButtonGrid(3, self)
        self.cards.setObjectName("ant-reveal-cards")
        layout.addWidget(self.cards)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        layout.addStretch(1)
        self.state: GameState | None = None
        self.options: list[Command] = []
        self.partial: tuple[Any, ...] = ()
        """A choice waiting for its next answer (("build", card), ("icebreaker",)...)."""
        self.area_actions: dict[int, Callable[[], None]] = {}

    # -- state ------------------------------------------------------------------------

    def show_state(self, state: GameState) -> None:
        """Offer the legal taps of ``state`` (a new state drops a half-made choice)."""
        self.state = state
        self.partial = ()
        self.error.clear()
        self.options = legal_options(state, actor(state)) if state.phase == "play" else []
        self._draw()

    def show_error(self, text: str) -> None:
        """Say why a tap was refused."""
        self.error.setText(text)

    def tap_area(self, area: int) -> None:
        """A tap on the board's ``area``."""
        action = self.area_actions.get(area)
        if action is not None:
            action()

    def _send(self, command: Command) -> None:
        self.partial = ()
        self.play.emit(command)

    def _ask(self, *partial: Any) -> None:
        self.partial = partial
        self._draw()

    def _of(self, kind: type[Command]) -> list[Any]:
        return [o for o in self.options if isinstance(o, kind)]

    # -- drawing ----------------------------------------------------------------------

    def _draw(self) -> None:
        state = self.state
        self.area_actions = {}
        area_specs: list[ButtonSpec] = []
        choices: list[ButtonSpec] = []
        extras: list[ButtonSpec] = []
        reveal = state is not None and state.phase == "play" and state.awaiting_reveal() is not None
        cards: list[ButtonSpec] = []
        if state is None or state.phase != "play":
            self.title.setText(translate("antarctica", "The game is over"))
            self.hint.setText("")
        elif reveal:
            self._draw_reveal(state, cards)
        elif self.partial:
            self._draw_partial(state, area_specs, choices)
        elif state.pending:
            self._draw_effect(state, area_specs, choices)
        else:
            self._draw_turn(state, area_specs, choices, extras)
        self.cards.set_buttons(cards, (id(state), "reveal", self.partial))
        context = (id(state), self.partial)
        self.areas.set_buttons(area_specs, context)
        self.choices.set_buttons(choices, context)
        self.extras.set_buttons(extras, context)
        self.targets_changed.emit(frozenset(self.area_actions))

    def _area_choice(
        self, specs: list[ButtonSpec], area: int, key: str, action: Callable[[], None]
    ) -> None:
        self.area_actions[area] = action
        specs.append(ButtonSpec(f"{key}-{area}", str(area + 1), action))

    def _draw_reveal(self, state: GameState, cards: list[ButtonSpec]) -> None:
        """The face-down cards of the deck by the building they show: one tap when one
        card of that building is left, else a second tap on its access buildings (what
        tells the cards apart on the table)."""
        self.title.setText(translate("antarctica", "The table turns up a building card"))
        self.hint.setText(words.say_next(state))
        by_building: dict[str, list[Reveal]] = {}
        for option in self._of(Reveal):
            shows = state.catalogue.card(option.card).building
            by_building.setdefault(shows, []).append(option)
        chosen = self.partial[1] if self.partial[:1] == ("reveal",) else None
        if chosen in by_building:
            self.hint.setText(
                translate("antarctica", "Which one came up? They differ in the access buildings.")
            )
            for option in by_building[chosen]:
                text = self._card_text(state, option.card, named=False)
                cards.append(ButtonSpec(f"card-{option.card}", text, self._sender(option)))
            cards.append(ButtonSpec("back", translate("antarctica", "Back"), lambda: self._ask()))
            return
        for building, options in by_building.items():
            if len(options) == 1:
                text = self._card_text(state, options[0].card)
                cards.append(ButtonSpec(f"card-{options[0].card}", text, self._sender(options[0])))
            else:
                text = translate("antarctica", "{0} ({1} left)").format(
                    words.building(building), len(options)
                )
                action = partial(self._ask, "reveal", building)
                cards.append(ButtonSpec(f"reveal-{building}", text, action))

    @staticmethod
    def _card_text(state: GameState, card: str, named: bool = True) -> str:
        """A building card as printed: building (unless ``named`` is False: the table
        chose it already), access, scientists, research, asterisk."""
        spec = state.catalogue.card(card)
        access = " + ".join(words.building(kind) for kind in spec.access)
        text = f"{access} · ☺{spec.scientists} +{spec.research}"
        if named:
            text = f"{words.building(spec.building)}: {text}"
        return text + (" ✱" if spec.asterisk else "")

    def _draw_effect(
        self, state: GameState, area_specs: list[ButtonSpec], choices: list[ButtonSpec]
    ) -> None:
        head = state.pending[0]
        name = state.players[head.seat].name
        self.title.setText(
            translate("antarctica", "{0}: {1}").format(name, words.effect(head.effect))
        )
        self.hint.setText(words.say_next(state))
        for option in self.options:
            if isinstance(option, ChooseTrack):
                text = translate("antarctica", "Advance three: {0}").format(
                    words.track(option.track)
                )
                choices.append(ButtonSpec(f"choose-{option.track}", text, self._sender(option)))
            elif isinstance(option, TakeShipyardCard):
                left = state.shipyard.get(option.kind, 0)
                text = translate("antarctica", "{0} ({1} left)").format(
                    words.card(option.kind), left
                )
                choices.append(ButtonSpec(f"pick-{option.kind}", text, self._sender(option)))
            elif isinstance(option, TakeResourceCard):
                text = translate("antarctica", "The card shows: {0}").format(
                    words.building(option.building)
                )
                choices.append(ButtonSpec(f"res-{option.building}", text, self._sender(option)))
        moves = self._of(MoveShipEffect)
        sources = sorted({m.from_area for m in moves})
        if len(sources) == 1:
            self.title.setText(self._moving(name, sources[0]))
            self._targets_from(sources[0], moves, area_specs)
        elif sources:
            self.hint.setText(
                self.hint.text()
                + "\n"  # the sentence before has no full stop
                + translate("antarctica", "Tap the area of the ship to move.")
            )
            for area in sources:
                self._area_choice(area_specs, area, "from", partial(self._ask, "from", area))
        for option in self._of(PassEffect):
            choices.append(
                ButtonSpec("pass", translate("antarctica", "Pass"), self._sender(option))
            )

    @staticmethod
    def _moving(name: str, source: int) -> str:
        """Whose ship moves, and from where (a "move a ship" effect)."""
        moving = translate("antarctica", "Move the ship from {0} to…").format(words.area(source))
        return translate("antarctica", "{0}: {1}").format(name, moving) if name else moving

    def _targets_from(
        self, source: int, moves: list[MoveShipEffect], specs: list[ButtonSpec]
    ) -> None:
        for move in moves:
            if move.from_area == source:
                self._area_choice(specs, move.to_area, "to", self._sender(move))

    def _draw_partial(
        self, state: GameState, area_specs: list[ButtonSpec], choices: list[ButtonSpec]
    ) -> None:
        kind = self.partial[0]
        if kind == "from":
            source = self.partial[1]
            seat = state.pending[0].seat if state.pending else None
            name = state.players[seat].name if seat is not None else ""
            self.title.setText(self._moving(name, source))
            self.hint.setText(translate("antarctica", "Tap the area it moves to."))
            self._targets_from(source, self._of(MoveShipEffect), area_specs)
        elif kind == "build":
            self._draw_build_choice(state, choices)
        elif kind == "icebreaker":
            self.title.setText(translate("antarctica", "Icebreaker: on which area?"))
            self.hint.setText(translate("antarctica", "An area where the second ship is yours."))
            for option in self._of(PlayCard):
                if option.kind == "icebreaker" and option.area is not None:
                    self._area_choice(area_specs, option.area, "ice", self._sender(option))
        elif kind == "quick":
            self.title.setText(translate("antarctica", "Quick research: on which track?"))
            self.hint.setText(translate("antarctica", "Three spaces, skipping occupied ones."))
            for option in self._of(PlayCard):
                if option.kind == "quick_research" and option.track is not None:
                    text = words.track(option.track)
                    choices.append(ButtonSpec(f"quick-{option.track}", text, self._sender(option)))
        elif kind == "board_ship":
            self.title.setText(translate("antarctica", "Discard a ship from which area?"))
            self.hint.setText(
                translate("antarctica", "You take a scientist from the common reserve.")
            )
            for option in self._of(Discard):
                if option.what == "board_ship" and option.area is not None:
                    self._area_choice(area_specs, option.area, "off", self._sender(option))
        choices.append(ButtonSpec("back", translate("antarctica", "Back"), lambda: self._ask()))

    def _draw_build_choice(self, state: GameState, choices: list[ButtonSpec]) -> None:
        card = self.partial[1]
        builds = [b for b in self._of(Build) if b.card == card]
        self.title.setText(
            translate("antarctica", "Build: {0}").format(words.building_card(card, state.catalogue))
        )
        cards = {b.resource_card for b in builds}
        if len(cards) > 1 and len(self.partial) < 3:
            self.hint.setText(
                translate("antarctica", "Which resource card do you discard for access?")
            )
            for used in sorted(cards, key=lambda c: (c is not None, str(c))):
                if used is None:
                    key, text = "with-none", translate("antarctica", "No card")
                else:
                    key = f"with-{used.kind}-{used.building}"
                    text = words.resource_card(used.kind, used.building)
                choices.append(ButtonSpec(key, text, partial(self._ask, "build", card, used)))
            return
        if len(self.partial) == 3:
            builds = [b for b in builds if b.resource_card == self.partial[2]]
        self.hint.setText(translate("antarctica", "Advance on which research track?"))
        for build in builds:
            text = words.track(build.track)
            choices.append(ButtonSpec(f"track-{build.track}", text, self._sender(build)))

    def _sender(self, command: Command) -> Callable[[], None]:
        return lambda: self._send(command)

    def _draw_turn(
        self,
        state: GameState,
        area_specs: list[ButtonSpec],
        choices: list[ButtonSpec],
        extras: list[ButtonSpec],
    ) -> None:
        turn = state.turn
        assert turn is not None
        name = state.players[turn.seat].name
        if turn.target is None:
            which = (
                translate("antarctica", "second ship (Icebreaker)")
                if turn.second
                else translate("antarctica", "first ship")
            )
            self.title.setText(
                translate("antarctica", "{0}: the {1} in {2} acts").format(
                    name, which, words.area(turn.area)
                )
            )
            self.hint.setText(
                translate("antarctica", "Tap the area to move to (highlighted on the board).")
            )
            for move in self._of(MoveShip):
                self._area_choice(area_specs, move.area, "move", self._sender(move))
        else:
            self.title.setText(
                translate("antarctica", "{0}: in {1} (from {2})").format(
                    name, words.area(turn.target), words.area(turn.area)
                )
            )
            self.hint.setText(
                translate(
                    "antarctica",
                    "One action here, or none; a card and a discard if you like; "
                    "then end the turn.",
                )
                if turn.action is None
                else translate("antarctica", "A card and a discard if you like; then end the turn.")
            )
            self._action_choices(state, turn.seat, turn.target, choices)
        self._card_choices(extras)
        self._discard_choices(extras)
        for option in self._of(EndTurn):
            text = (
                translate("antarctica", "End turn")
                if turn.action is not None
                else translate("antarctica", "End turn (no action)")
            )
            choices.append(ButtonSpec("end", text, self._sender(option)))

    def _action_choices(
        self, state: GameState, seat: int, target: int, choices: list[ButtonSpec]
    ) -> None:
        builds: dict[str, list[Build]] = {}
        for build in self._of(Build):
            builds.setdefault(build.card, []).append(build)
        for card, ways in builds.items():
            spec = state.catalogue.card(card)
            text = translate("antarctica", "Build {0} ({1})").format(
                words.building(spec.building), words.deck(spec.deck)
            )
            one = len(ways) == 1
            action = self._sender(ways[0]) if one else partial(self._ask, "build", card)
            choices.append(ButtonSpec(f"build-{card}", text, action))
        strength = presence(state, seat, target)
        for option in self._of(BuildShip):
            choices.append(
                ButtonSpec(
                    "build_ship", translate("antarctica", "Build a ship"), self._sender(option)
                )
            )
        for option in self._of(Recruit):
            text = translate("antarctica", "Recruit (+{0})").format(strength)
            choices.append(ButtonSpec("recruit", text, self._sender(option)))
        for option in self._of(Research):
            text = translate("antarctica", "Research: {0} (+{1})").format(
                words.track(option.track), strength
            )
            choices.append(ButtonSpec(f"research-{option.track}", text, self._sender(option)))

    def _card_choices(self, extras: list[ButtonSpec]) -> None:
        plays = self._of(PlayCard)
        for kind in dict.fromkeys(p.kind for p in plays):
            ways = [p for p in plays if p.kind == kind]
            text = translate("antarctica", "Play: {0}").format(words.card(kind))
            if kind == "icebreaker" and len(ways) > 1:
                action: Callable[[], None] = lambda: self._ask("icebreaker")  # noqa: E731
            elif kind == "quick_research" and len(ways) > 1:
                action = lambda: self._ask("quick")  # noqa: E731
            else:
                action = self._sender(ways[0])
            extras.append(ButtonSpec(f"play-{kind}", text, action))

    def _discard_choices(self, extras: list[ButtonSpec]) -> None:
        discards = self._of(Discard)
        for what, text in (
            ("cube", translate("antarctica", "Discard a cube")),
            ("ship", translate("antarctica", "Discard a ship")),
        ):
            for option in discards:
                if option.what == what:
                    extras.append(ButtonSpec(f"discard-{what}", text, self._sender(option)))
        board = [d for d in discards if d.what == "board_ship"]
        if board:
            action = (
                self._sender(board[0]) if len(board) == 1 else (lambda: self._ask("board_ship"))
            )
            extras.append(
                ButtonSpec(
                    "discard-board",
                    translate("antarctica", "Discard a ship from the board"),
                    action,
                )
            )

    def step_controls(self) -> list[QWidget]:
        """The buttons of the current step (for the layout test)."""
        found: list[QWidget] = []
        for grid in (self.areas, self.choices, self.extras, self.cards):
            found += [b for b in grid.buttons if b.isVisible()]
        return found

    def button(self, key: str) -> QPushButton | None:
        """The visible button with ``key`` in any of the grids (tests, shortcuts)."""
        for grid in (self.areas, self.choices, self.extras, self.cards):
            found = grid.button(key)
            if found is not None and found.isVisible():
                return found
        return None

    def press(self, key: str) -> bool:
        """Tap the visible, enabled button ``key`` (keyboard shortcuts); False if none."""
        button = self.button(key)
        if button is None or not button.isEnabled():
            return False
        button.click()
        return True

    def shown_keys(self) -> list[str]:
        """The keys of every visible, enabled button (tests)."""
        return [
            str(b.property("key"))
            for grid in (self.areas, self.choices, self.extras, self.cards)
            for b in grid.buttons
            if b.isVisible() and b.isEnabled()
        ]
