"""The turn in a few taps: slot → the card's colour (or its number, when the
library knows it) → the slot's steps and the card's effect, in either order →
the next player's slot (which ends the turn) or End turn.

What leaves no choice the app does by itself (the turn flow's follow-up steps):
a free card of the slot's colour is claimed, fixed gains are gained, a used-up
effect is closed. Buttons keep their places while one effect is resolved, and
the footer (Cancel, Done, End turn) never moves.

Every button is built from the engine's state and queries (see
:mod:`ui.games.underwater_cities.table.steps`); the panel never decides what is
legal, it only offers
what the engine's frames list and shows the engine's answer when it refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.core.model import Command
from companion.games.underwater_cities.commands import (
    Discard,
    DiscardActionCard,
    EndTurn,
    Finish,
    Gain,
    Pay,
    Resolve,
    SoloReveal,
    UseMetropolis,
)
from companion.games.underwater_cities.library import CardEntry
from companion.games.underwater_cities.model import Resources
from companion.games.underwater_cities.options import CARD_TYPES, step_options
from companion.games.underwater_cities.state import CardInfo, Frame, GameState, Turn
from companion.games.underwater_cities.turn import slot_frame
from ui import theme
from ui.controller import GameController
from ui.games.underwater_cities import words
from ui.games.underwater_cities.chips import TARGET, ButtonGrid, ButtonSpec, WrapButton
from ui.games.underwater_cities.game_data import library_of, save_rows
from ui.games.underwater_cities.game_id import GAME_ID
from ui.games.underwater_cities.table.steps import Choice, effect_choices, freeform_choices
from ui.games.underwater_cities.table.turn_flow import TurnFlow
from ui.messages import sentence
from ui.widgets.bubble import Bubble
from ui.widgets.focus import key_moved_focus
from ui.widgets.measured import KeptHints, MeasuredLabel

if TYPE_CHECKING:
    from ui.games.underwater_cities.tile_entry import SpecialNamer


def _set_visible(widget: QWidget, visible: bool) -> None:
    """Show or hide ``widget`` when it is not so already (a redraw calls Qt only for
    what changed)."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


def _tab_after(anchor: QWidget, widget: QWidget, inside: QWidget) -> None:
    """Move ``widget`` and what it holds right after ``anchor`` in the Tab order, as
    when it was made after ``anchor`` (``inside``: a widget it holds). For a moment it
    is a compound widget, which Qt moves with its children."""
    widget.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    widget.setFocusProxy(inside)
    QWidget.setTabOrder(anchor, widget)
    widget.setFocusProxy(None)  # type: ignore[arg-type]  # Qt takes none; the stubs do not
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)


EFFECT_BUTTONS = 24
"""Step buttons built ahead for the effects (a step showing more builds the rest; the
most a seeded game's step showed is 23)."""


class CardDetails(QWidget):
    """The played card's details, asked only when its colour matches the slot.

    A card the library knows (with its type) is placed by its number alone.
    A number the library does not know opens the card-entry step: name, type
    and effect in one step (:class:`EffectEditor`, live preview), saved to the
    library before the tile is placed, so it is never asked again. Without a
    number, its type places the tile at once (nothing to save).
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        # built after the first paint: the editor's modules are imported then, and
        # QComboBox (its enums)
        from PySide6.QtWidgets import QComboBox

        from ui.games.underwater_cities.effect_editor import TALL, EffectEditor

        super().__init__(parent)
        self._filled_name: str | None = None
        """The name the library filled in for the number typed (cleared with it)."""
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.number = QSpinBox(self)
        self.number.setObjectName("card-number")
        self.number.setRange(0, 999)
        self.number.setSpecialValueText(self.tr("number: not said"))
        self.number.setPrefix("#")
        self.number.setMinimumWidth(150)
        self.number.setMinimumHeight(TALL)
        self.number.valueChanged.connect(self._number_changed)
        self.name = QLineEdit(self)
        self.name.setObjectName("card-name")
        self.name.setMinimumHeight(TALL)
        self.name.setPlaceholderText(self.tr("name (a new library entry)"))
        row.addWidget(self.number)
        row.addWidget(self.name, 1)
        layout.addLayout(row)
        self.known = QLabel(self)
        self.known.setObjectName("muted")
        self.known.setTextFormat(Qt.TextFormat.PlainText)
        self.known.setWordWrap(True)
        layout.addWidget(self.known)
        row = QHBoxLayout()
        self.special = QComboBox(self)
        self.special.setObjectName("card-special")
        self.special.setMinimumHeight(TALL)
        self.special.addItem(self.tr("not a special card"), None)
        for cost in (1, 2, 3):
            self.special.addItem(self.tr("special card costing {0} credits").format(cost), cost)
        self.hand_plus = QCheckBox(self.tr("+1 hand limit"), self)
        self.hand_plus.setMinimumHeight(TALL)
        row.addWidget(self.special)
        row.addWidget(self.hand_plus)
        row.addStretch(1)
        layout.addLayout(row)
        self.prompt = QLabel(self.tr("Its type places the tile (keys 1–5):"), self)
        layout.addWidget(self.prompt)
        self.types = ButtonGrid(3, self)
        layout.addWidget(self.types)
        self.editor = EffectEditor(self, context=self._context)
        self.editor.changed.connect(self._entry_changed)
        layout.addWidget(self.editor)
        self.place_known = QPushButton(self)
        self.place_known.setObjectName("place-known")
        self.place_known.setProperty("role", "primary")
        self.place_known.setMinimumHeight(TALL)
        self.place_known.clicked.connect(self._place_known)
        layout.addWidget(self.place_known)
        self.save_place = WrapButton(self.tr("Save to the library and place"), self)
        self.save_place.setObjectName("save-and-place")
        self.save_place.setProperty("role", "primary")
        self.save_place.setMinimumHeight(TALL)
        self.save_place.clicked.connect(self._save_and_place)
        # ``save_place`` is not in this layout: the turn panel puts it in its footer.
        self.problem = QLabel(self)
        self.problem.setObjectName("error")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.colour: str | None = None
        self._number_changed(0)

    def _context(self) -> tuple[GameState, int] | None:
        state = self.controller.state
        player = getattr(state, "current_player", None)
        return (state, player) if player is not None else None

    def reset(self) -> None:
        """Forget the last card."""
        self.number.setValue(0)
        self.name.clear()
        self.special.setCurrentIndex(0)
        self.hand_plus.setChecked(False)
        self.editor.set_type(None)
        self.problem.clear()

    def entry(self) -> CardEntry | None:
        """The library's entry of the number typed, if it knows the card's type."""
        number = self.number.value()
        if not number:
            return None
        library = library_of(self.controller.game)
        found = library.find_card(self._info(number))
        return found if found is not None and found.type is not None else None

    def _info(self, number: int | None) -> CardInfo:
        return CardInfo(number=number, special_cost=self.special.currentData())

    def mode(self) -> str:
        """``quick`` (no number: the type places), ``known`` or ``teach``."""
        if not self.number.value():
            return "quick"
        return "known" if self.entry() is not None else "teach"

    def _number_changed(self, number: int) -> None:
        mode = self.mode()
        entry = self.entry()
        if entry is not None:
            self.known.setText(
                self.tr("In the library: {0} ({1}) — nothing more to say.").format(
                    words.say(entry.label), words.card_type(entry.type)
                )
            )
            self.place_known.setText(self.tr("Place {0} (1–5)").format(words.say(entry.label)))
        elif mode == "teach":
            library = library_of(self.controller.game)
            partial_entry = library.find_card(self._info(number))
            if partial_entry is not None:
                self.name.setText(partial_entry.name)
                self.editor.load(partial_entry)
                self._filled_name = partial_entry.name
            elif self._filled_name is not None and self.name.text() == self._filled_name:
                self.name.clear()  # the name of the card typed before, not of this one
                self._filled_name = None
            self.known.setText(
                self.tr(
                    "Not in the library yet: its name, type (keys 1–5) and effect, once — "
                    "it is never asked again."
                )
            )
        else:
            self.known.setText("")
        self.name.setVisible(mode != "known")
        self.hand_plus.setVisible(mode == "quick")
        self.prompt.setVisible(mode == "quick")
        self.types.setVisible(mode == "quick")
        self.editor.setVisible(mode == "teach")
        self.save_place.setVisible(mode == "teach")
        self.place_known.setVisible(mode == "known")
        self.problem.clear()
        self._entry_changed()

    def _entry_changed(self) -> None:
        ready = self.editor.card_type() is not None
        self.save_place.setEnabled(ready)
        if ready and not self.name.text().strip():
            self.save_place.setText(self.tr("Place without saving"))
        else:
            self.save_place.setText(self.tr("Save to the library and place"))

    def choose(self, index: int, place: Callable[[dict[str, Any]], bool]) -> None:
        """Keys 1–5: the type (quick: it places; teach: it sets the type; known: places)."""
        mode = self.mode()
        if mode == "known":
            self._place_known()
        elif mode == "teach":
            self.editor.set_type(CARD_TYPES[index])
        elif self.colour is not None:
            card = self.card(self.colour, CARD_TYPES[index])
            if place(card):
                self.remember(card)
                self.reset()

    def _place_known(self) -> None:
        entry = self.entry()
        if entry is None or self.colour is None or self.placer is None:
            return
        if self.placer(self.card(self.colour, entry.type)):
            self.reset()

    def _save_and_place(self) -> None:
        kind = self.editor.card_type()
        if kind is None or self.colour is None or self.placer is None:
            return
        name = self.name.text().strip()
        if name:
            special = self.special.currentData()
            try:
                entry = self.editor.entry(
                    number=self.number.value(),
                    name=name,
                    colour=self.colour,
                    deck="special" if special is not None else "era",
                    special_cost=special,
                )
                library = library_of(self.controller.game)
                row = library.card_row(entry, replace=True)
            except ValueError as error:
                self.problem.setText("⚠ " + str(error))
                return
            except CompanionError as error:
                self.problem.setText("⚠ " + sentence(error, game=GAME_ID))
                return
            save_rows(self, [row], self.controller.game)
        if self.placer(self.card(self.colour, kind)):
            self.reset()

    placer: Callable[[dict[str, Any]], bool] | None = None
    """How the card is placed (the turn flow's ``place``), set by the panel."""

    def remember(self, card: dict[str, Any]) -> None:
        """Add a named card the library does not know yet (a new library entry)."""
        library = library_of(self.controller.game)
        info = CardInfo.model_validate(card)
        if "name" not in card or library.find_card(info) is not None:
            return
        try:
            row = library.card_row(
                CardEntry(
                    number=info.number,
                    name=card["name"],
                    colour=info.colour,
                    type=info.type,
                    deck="special" if info.special_cost is not None else "era",
                    special_cost=info.special_cost,
                    confirmed=True,
                )
            )
            save_rows(self, [row], self.controller.game)
        except (CompanionError, ValueError):
            return

    def card(self, colour: str, card_type: str | None) -> dict[str, Any]:
        """The card as the table told it (the ``place`` command's ``CardInfo`` fields)."""
        card: dict[str, Any] = {"colour": colour, "type": card_type}
        if self.number.value():
            card["number"] = self.number.value()
        if self.name.text().strip() and self.mode() != "known":
            card["name"] = self.name.text().strip()
        if self.special.currentData() is not None:
            card["special_cost"] = self.special.currentData()
        if self.hand_plus.isChecked() and self.mode() == "quick":
            card["hand_limit_plus"] = 1
        return card


class TurnPanel(QWidget):
    """What the current player can tap now.

    A header (whose turn, what to do), the current step's controls, and a footer
    that never moves: Cancel, Done with the effect being resolved, End turn.
    """

    def __init__(self, flow: TurnFlow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow = flow
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 10, 12, 10)
        outer.setSpacing(6)
        self.title = KeptHints("", self)
        self.title.setObjectName("turn-title")
        self.title.setFont(theme.font(15, bold=True))
        outer.addWidget(self.title)
        self.instruction = KeptHints("", self)
        self.instruction.kept_texts = 128  # its texts come back from among ≈ 120 a game
        self.instruction.setObjectName("instruction")
        self.instruction.setFont(theme.font(12))
        outer.addWidget(self.instruction)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setFont(theme.font(12))
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.hide()

        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.body = QScrollArea(self)
        self.body.setObjectName("turn-body")
        self.body.setWidget(body)
        self.body.setWidgetResizable(True)
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # The body takes the room left between the header and the footer, however
        # little: the footer (End turn) is never pushed out of the panel.
        self.body.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        outer.addWidget(self.body, 1)

        self._details_for: tuple[object, ...] | None = None
        """The turn and slot the card details were last asked for."""
        self._armed_for: GameState | None = None
        """The state in which End turn was tapped once with something unused."""
        self._naming: str | None = None

        self.reveal = QWidget(body)
        reveal_row = QHBoxLayout(self.reveal)
        reveal_row.setContentsMargins(0, 0, 0, 0)
        self.reveal_number = QSpinBox(self.reveal)
        self.reveal_number.setObjectName("reveal-number")
        self.reveal_number.setRange(1, 999)
        self.reveal_number.setPrefix("#")
        self.reveal_number.setMinimumHeight(TARGET)
        reveal_button = QPushButton(self.tr("Place the 4th blocking tile"), parent=self.reveal)
        reveal_button.setObjectName("reveal")
        reveal_button.setMinimumHeight(TARGET)
        reveal_button.clicked.connect(self._reveal)
        reveal_row.addWidget(QLabel(self.tr("Revealed era card:"), self.reveal))
        reveal_row.addWidget(self.reveal_number)
        reveal_row.addWidget(reveal_button)
        reveal_row.addStretch(1)
        layout.addWidget(self.reveal)

        self.colours = ButtonGrid(4, body)
        layout.addWidget(self.colours)
        self.by_number = QWidget(body)
        number_row = QHBoxLayout(self.by_number)
        number_row.setContentsMargins(0, 0, 0, 0)
        self.number_label = MeasuredLabel(self.tr("or its number (Enter):"), self.by_number)
        self.number = QSpinBox(self.by_number)
        self.number.setObjectName("card-number-first")
        self.number.setRange(0, 999)
        self.number.setSpecialValueText("#")
        self.number.setPrefix("#")
        self.number.setMinimumHeight(TARGET)
        self.number.setMinimumWidth(110)
        self.number.lineEdit().returnPressed.connect(self._number_entered)
        number_row.addWidget(self.number_label)
        number_row.addWidget(self.number)
        number_row.addStretch(1)
        layout.addWidget(self.by_number)
        self._body, self._body_layout = body, layout
        self._details: CardDetails | None = None
        self._record: FreeformRecord | None = None
        self._namer: SpecialNamer | None = None
        """The parts a step shows only now and then: built in idle time after the first
        paint (:meth:`reserve_buttons`), or by the first tap needing one before that."""

        self.card_heading = MeasuredLabel("", body)
        self.card_heading.setFont(theme.font(12, bold=True))
        layout.addWidget(self.card_heading)
        self.card_buttons = ButtonGrid(2, body)
        layout.addWidget(self.card_buttons)
        self.effect_heading = MeasuredLabel("", body)
        self.effect_heading.setObjectName("effect-heading")
        self.effect_heading.setFont(theme.font(12, bold=True))
        layout.addWidget(self.effect_heading)
        self.free_build = QCheckBox(self.tr("builds are free (the card pays)"), body)
        self.free_build.setObjectName("free-build")
        self.free_build.setMinimumHeight(TARGET)
        self.free_build.toggled.connect(self._free_toggled)
        layout.addWidget(self.free_build)
        self.effect_buttons = ButtonGrid(2, body)
        layout.addWidget(self.effect_buttons)
        layout.addStretch(1)

        self.warning = QLabel(self)
        self.warning.setObjectName("end-warning")
        self.warning.setWordWrap(True)
        self.warning.setFont(theme.font(12, bold=True))
        self.warning.hide()
        outer.addWidget(self.error)  # below the controls: nothing above them moves
        outer.addWidget(self.warning)
        bottom = QHBoxLayout()
        self.cancel = WrapButton(self.tr("Cancel (Esc)"), self)
        self.cancel.setObjectName("cancel")
        self.cancel.clicked.connect(flow.cancel)
        self.finish = WrapButton("", self)
        self.finish.setObjectName("step-finish")
        self.finish.clicked.connect(self._finish)
        self.end_turn = WrapButton(self.tr("End turn (E)"), self)
        self.end_turn.setObjectName("end-turn")
        self.end_turn.setProperty("role", "primary")
        self.end_turn.setFont(theme.font(13, bold=True))
        self.end_turn.clicked.connect(lambda: self.end())
        for button in (self.cancel, self.finish, self.end_turn):
            button.setMinimumHeight(TARGET)
        for button in (self.cancel, self.finish):  # End turn keeps its place
            policy = button.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            button.setSizePolicy(policy)
        bottom.addWidget(self.cancel)
        bottom.addWidget(self.finish, 1)
        bottom.addWidget(self.end_turn, 1)
        self._footer = bottom
        outer.addLayout(bottom)
        flow.next_turn.connect(self._next_turn)

    # -- parts built after the first paint --------------------------------------

    def _insert(self, widget: QWidget, after: QWidget) -> None:
        """Put ``widget``, hidden, in the body right below ``after``."""
        widget.hide()
        layout = self._body_layout
        layout.insertWidget(layout.indexOf(after) + 1, widget)

    @property
    def details(self) -> CardDetails:
        """The played card's details (the card-entry step)."""
        if self._details is None:
            details = CardDetails(self.flow.controller, self._body)
            details.placer = self.flow.place
            _tab_after(self.number, details, details.number)
            self._insert(details, self.by_number)
            # Teaching a new card: its Save sits in the footer, in reach however long
            # the effect editor above it is.
            self._footer.insertWidget(self._footer.indexOf(self.end_turn), details.save_place, 1)
            self._details = details
        return self._details

    @property
    def record(self) -> FreeformRecord:
        """What a card the companion does not know gave and cost."""
        if self._record is None:
            record = FreeformRecord(self._body)
            record.recorded.connect(self._record_it)
            _tab_after(self.free_build, record, record.gained)
            self._insert(record, self.effect_buttons)
            self._record = record
        return self._record

    @property
    def namer(self) -> SpecialNamer:
        """The name of the face-up special card taken."""
        if self._namer is None:
            from ui.games.underwater_cities.tile_entry import SpecialNamer

            namer = SpecialNamer(self._body, self.flow.controller)
            namer.take.connect(self.flow.take_special)
            if self._record is None:
                _tab_after(self.free_build, namer, namer.name)
                self._insert(namer, self.effect_buttons)
            else:
                _tab_after(self._record.apply, namer, namer.name)
                self._insert(namer, self._record)
            self._namer = namer
        return self._namer

    def details_shown(self) -> bool:
        """Whether the card's details are asked now (without building them)."""
        return self._details is not None and self._details.isVisible()

    # -- actions ----------------------------------------------------------------

    def _run(self, command: Command) -> None:
        self.flow.run(command)

    def _choice_spec(self, choice: Choice) -> ButtonSpec:
        def act() -> None:
            if choice.command is not None:
                self._run(choice.command)
            else:
                self.flow.start(choice)

        return ButtonSpec(choice.key, choice.text, act, choice.enabled, choice.hint)

    def _reveal(self) -> None:
        self._run(SoloReveal(number=self.reveal_number.value()))

    def _free_toggled(self, checked: bool) -> None:
        self.flow.free_build = checked
        if self.flow.pending.picking_site:
            self.flow.changed.emit()

    def _finish(self) -> None:
        player = self.flow.player
        if player is not None and self.finish.isVisible():
            self._run(Finish(player=player))

    def _record_it(self, gained: Resources, cards: int, points: int, paid: Resources) -> None:
        """What a card the companion does not know gave and cost, in one tap."""
        player = self.flow.player
        if player is None:
            return
        commands: list[Command] = []
        if not gained.is_zero() or cards or points:
            commands.append(Gain(player=player, resources=gained, cards=cards, points=points))
        if not paid.is_zero():
            commands.append(Pay(player=player, resources=paid))
        if commands and self.flow.run_all(commands):
            self.record.clear()

    def _number_entered(self) -> None:
        """A card number typed at the colour step: a card the library knows with
        its colour is placed at once; any other waits for its colour."""
        number = self.number.value()
        if not number or self.flow.pending.slot is None:
            return
        entry = library_of(self.flow.controller.game).find_card(CardInfo(number=number))
        if entry is None or entry.colour is None or entry.type is None:
            self.show_error(
                self.tr("Card #{0} is not in the library with its colour: tap its colour.").format(
                    number
                )
            )
            self.details.number.setValue(number)
            return
        card = {"colour": entry.colour, "type": entry.type, "number": number}
        if self.flow.place(card):
            self.number.setValue(0)

    def _next_turn(self, slot: str, colour: object, clone: bool) -> None:
        """A slot tapped once this turn's tile is placed: end the turn (asking once
        when something is unused), then the slot is the next player's."""
        self.end(then=(slot, colour if isinstance(colour, str) else None, clone))

    def end(self, then: tuple[str, str | None, bool] | None = None) -> None:
        """End the turn (draw 1); ``then`` is the next turn's slot, tapped already.
        When part of the turn is still unused, the first tap says what and arms
        the button; the next one ends the turn anyway."""
        player = self.flow.player
        state = self.flow.state
        turn = state.turn
        if player is None or turn is None or turn.slot is None:
            return
        unused = self._unused(turn)
        if unused and self._armed_for is not state:
            self._armed_for = state
            again = (
                self.tr("Tap the slot again to end {0}'s turn anyway.")
                if then is not None
                else self.tr("Tap End turn again to end the turn anyway.")
            ).format(state.players[player].name)
            self.warning.setText(
                self.tr("Still unused: {0}.").format("; ".join(unused)) + " " + again
            )
            self.warning.show()
            self.end_turn.setText(self.tr("End turn anyway (E)"))
            return
        if self.flow.run(EndTurn(player=player)) and then is not None:
            self.flow.choose_slot(*then, follows=True)

    def _unused(self, turn: Turn) -> list[str]:
        """What ending the turn now would leave unused that could still be used,
        in the table's words (a part nobody can pay for is not worth a warning)."""
        state, player = self.flow.state, turn.player
        unused = []
        resolvable = self.flow.controller.preview(Resolve(player=player)) is not None
        if turn.card is not None and turn.matched and not turn.card_done and resolvable:
            unused.append(self.tr("the played card (it goes to the discard pile)"))
        if not turn.slot_done:
            frame = next((f for f in turn.stack if f.source == "slot"), None)
            if step_options(state, player, frame or slot_frame(turn)):
                unused.append(
                    self.tr("the slot's action")
                    if frame is None
                    else self.tr("part of the slot's action")
                )
        if turn.metropolis_offers:
            unused.append(self.tr("a connected metropolis's instant effect"))
        return unused

    def choose_colour(self, colour: str | None) -> None:
        """The played card's colour (a button or G/R/Y)."""
        if self.colours.isVisible():
            button = self.colours.button(f"colour-{colour or 'none'}")
            if button is not None and button.isEnabled():
                self.flow.choose_colour(colour)

    def choose_type(self, index: int) -> None:
        """The matched card's type (a button or keys 1–5)."""
        colour = self.flow.pending.colour
        if self.details_shown() and colour is not None and 0 <= index < len(CARD_TYPES):
            self.details.colour = colour
            self.details.choose(index, self.flow.place)

    def press(self, key: str) -> bool:
        """Click the visible step or card button named ``key``; True if there was one."""
        if key == "finish":
            if self.finish.isVisible() and self.finish.isEnabled():
                self.finish.click()
                return True
            return False
        for grid in (self.card_buttons, self.effect_buttons):
            button = grid.button(key)
            if button is not None and button.isVisible() and button.isEnabled():
                button.click()
                return True
        return False

    def show_error(self, text: str) -> None:
        """Show why the engine refused the last tap: beside the button tapped, in a
        bubble, and under the controls until the next tap."""
        self.error.setText("⚠ " + text)
        self.error.show()
        grids = [self.card_buttons, self.effect_buttons]
        if self._details is not None:
            grids.append(self._details.types)
        tapped = [
            grid.tapped for grid in grids if grid.tapped is not None and grid.tapped.isVisible()
        ]
        for grid in grids:
            grid.tapped = None
        if tapped and self.isVisible():
            Bubble.show_near(tapped[0], text)

    def reserve_buttons(self, most: int) -> bool:
        """Build, one piece a call in idle time (a tap creates no widget), what the turns
        need: the colour buttons, one of the parts a step shows now and then, or up to
        ``most`` of the other step buttons; True once all are built."""
        if self.colours.reserve(4, most) or self._next_part() is not None:
            return False
        for grid, count in (
            (self.details.types, len(CARD_TYPES)),
            (self.card_buttons, 4),
            (self.effect_buttons, EFFECT_BUTTONS),
        ):
            most -= grid.reserve(count, most)
            if most <= 0:
                return False
        return True

    def card_waits(self) -> bool:
        """Whether the step shown offers the card's tap that opens its effect (its
        Resolve, with no other effect open: :meth:`measure_ahead`)."""
        state, pending = self.flow.state, self.flow.pending
        turn = state.turn
        return not (
            turn is None
            or state.current_player is None
            or turn.card is None
            or turn.card.special_cost is not None
            or not turn.matched
            or turn.card_done
            or turn.stack
            or turn.pending_action_discard
            or pending.payments
            or pending.naming_special is not None
        )

    def measure_ahead(self, settle: Callable[[], None] | None = None) -> None:
        """Measure, in idle time, the texts of the step the card's tap opens (its effect's
        parts, or what a card the companion does not know may have done: 22 buttons),
        worked out on a guess of that tap (not kept): the tap then measures its new
        texts only at the widths its layout asks (a new text's preferred size measured
        it 1–3 times, and its height at that width once more). With ``settle`` (the
        table's layout requests sent), the step's hidden grid and parts are shown and
        laid out as the tap will, and drawn off screen (:meth:`_rehearse_step`)."""
        state, player = self.flow.state, self.flow.state.current_player
        if player is None or not self.card_waits():
            return
        after = self.flow.controller.guess(Resolve(player=player), state)
        opened = after.turn if isinstance(after, GameState) else None
        if opened is None or not opened.stack:
            return
        frame = opened.stack[-1]
        if frame.freeform:
            choices = freeform_choices(after, player)
        else:
            choices = effect_choices(after, player, frame)
        specs = self._offers(after, opened, player) + [self._choice_spec(c) for c in choices]
        grid = self.effect_buttons
        focus = QApplication.focusWidget()
        if settle is None or not self.isVisible() or (focus and grid.isAncestorOf(focus)):
            grid.measure_ahead(specs)  # (a focus hidden would move on)
            return
        parts: list[QWidget] = [self.effect_heading]
        if frame.freeform:
            parts += [self.free_build, self.record]
        self._rehearse_step(specs, self._heading(opened, frame), parts, settle)

    def _rehearse_step(
        self,
        specs: list[ButtonSpec],
        heading: str,
        parts: list[QWidget],
        settle: Callable[[], None],
    ) -> None:
        """Show the effect grid's buttons for ``specs`` and ``parts`` (``heading`` the
        effect's heading) where the step will, have ``settle`` lay the table out, draw
        them off screen, then hide them again and lay it out as it was, with no paint in
        between: the tap showing that step then finds its texts measured at the widths
        its layout asks (the heights of 20 texts, at widths between the columns' final
        ones) and their glyphs drawn (the History's first tap: 52.3 M instructions, of
        which ≈ 11.8 M its first time's)."""
        shown = self.effect_heading.text()
        hidden = [part for part in parts if part.isHidden()]

        def lay_out_and_draw() -> None:
            for part in hidden:
                part.show()
            settle()
            for widget in (self.effect_buttons, *hidden):
                widget.grab()
            for part in hidden:
                part.hide()

        self.effect_heading.setText(heading)
        self.effect_buttons.rehearse(specs, lay_out_and_draw)
        self.effect_heading.setText(shown)
        settle()

    def _next_part(self) -> QWidget | None:
        """Build the first of the parts not built yet (None once all are)."""
        if self._details is None:
            return self.details
        if self._record is None:
            return self.record
        if self._namer is None:
            return self.namer
        return None

    def rehearse(self) -> None:
        """Show once, in idle time, the parts and spare buttons built hidden, lay them
        out and draw them off screen, then hide them again and lay the body out as it
        was, with no paint in between: the tap that first shows them (the History's
        first tap: 23 step buttons and the record) does not pay their first showing
        (PySide's look-ups of their Python methods, their first layout and drawing).
        Only while the panel shows: else the first tap showing them pays it."""
        if not self.isVisible():
            return
        grids = [self.colours, self.card_buttons, self.effect_buttons]
        if self._details is not None:
            grids.append(self._details.types)
        parts = (self._details, self._record, self._namer)
        hidden: list[QWidget] = [part for part in parts if part is not None and part.isHidden()]
        hidden += [button for grid in grids for button in grid.spares() if button.isHidden()]
        self.ensurePolished()  # parts built since it showed added methods to its class
        for widget in hidden:
            widget.show()
        self._body_layout.activate()
        for widget in hidden:
            widget.grab()
        for widget in hidden:
            widget.hide()
        self._body_layout.activate()

    def step_controls(self) -> list[QWidget]:
        """The controls of the current step (what a finger must reach without
        scrolling): the visible, enabled buttons and fields of this step."""
        found: list[QWidget] = list(self._step_buttons())  # (a list of the wider type)
        details, record, namer = self._details, self._record, self._namer
        widgets: list[QWidget] = [self.number]
        if details is not None:
            widgets += [details.number, details.place_known, details.save_place]
        if record is not None:
            widgets.append(record.apply)
        if namer is not None:
            widgets.append(namer.button)
        for widget in (*widgets, self.cancel, self.finish, self.end_turn):
            if widget.isVisible() and widget.isEnabled():
                found.append(widget)
        return found

    def _grids(self) -> list[ButtonGrid]:
        """The step's button grids, in the order they are reached."""
        grids = [self.colours, self.card_buttons, self.effect_buttons]
        if self._details is not None:
            grids.insert(1, self._details.types)
        return grids

    def _step_buttons(self) -> list[QPushButton]:
        """The step's visible, enabled buttons, in the order they are reached."""
        return [b for g in self._grids() for b in g.buttons if b.isVisible() and b.isEnabled()]

    def _focus_on_step(self, tapped: QWidget, keys: bool) -> None:
        """After a step button that had the keyboard focus went with its step, Qt hands
        the focus to the next widget in the Tab order, the banner's "Undo turn", where a
        Space undid the turn. A player using the keys (``keys``: the window showed
        their focus) gets the next step's first button instead; after a tap, nothing
        keeps the focus (the table's keys still work)."""
        focus = QApplication.focusWidget()
        if focus is tapped or not self.isVisible():
            return
        buttons = self._step_buttons() if keys else []
        if buttons:
            buttons[0].setFocus(Qt.FocusReason.TabFocusReason)
            # Qt's hand-off to "Undo turn" cleared the window's keyboard focus: set back
            self.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
            return
        if focus is not None:
            focus.clearFocus()

    # -- drawing ----------------------------------------------------------------

    def refresh(self, clear_error: bool = True) -> None:
        """Rebuild the panel from the state and the pending choice."""
        if clear_error:
            self.error.hide()
        focus = QApplication.focusWidget()
        grids = self._grids() if focus is not None else []
        tapped = next((b for g in grids for b in g.buttons if b is focus), None)
        keys = tapped is not None and key_moved_focus(self)
        self._draw()
        if tapped is not None:
            self._focus_on_step(tapped, keys)

    def _draw(self) -> None:
        """Show the step of the state and the pending choice."""
        state = self.flow.state
        if self._armed_for is not state:
            self._armed_for = None
            self.warning.hide()
            self.end_turn.setText(self.tr("End turn (E)"))
        turn = state.turn
        player = state.current_player
        self._shown: dict[str, Any] = {}
        if self.flow.pending.naming_special is None:
            self._naming = None
        self.cancel.hide()
        self.finish.hide()
        if turn is None or player is None:
            self.title.setText("")
            self.instruction.setText("")
            self.end_turn.setEnabled(False)
            self._show_grids()
            return
        me = state.players[player]
        self.title.setText(
            self.tr("{0}'s {1} turn of 3").format(me.name, words.ordinal(turn.number))
        )
        self.end_turn.setEnabled(turn.slot is not None)
        if turn.slot is None:
            self._before_placing(state, turn, player)
        else:
            self._after_placing(state, turn, player)
        self._show_grids()

    def _show(self, name: str, value: Any = True) -> None:
        """Mark one part of the panel shown this time (the rest is hidden)."""
        self._shown[name] = value

    def _show_grids(self) -> None:
        shown = self._shown
        for name, grid in (
            ("colours", self.colours),
            ("card", self.card_buttons),
            ("effect", self.effect_buttons),
        ):
            specs, context = shown.get(name, ([], None))
            grid.set_buttons(specs, context)
        parts: tuple[tuple[str, QWidget | None], ...] = (
            ("reveal", self.reveal),
            ("by_number", self.by_number),
            ("details", self._details),
            ("free_build", self.free_build),
            ("record", self._record),
            ("namer", self._namer),
            ("card_heading", self.card_heading),
            ("effect_heading", self.effect_heading),
        )
        for name, widget in parts:
            if widget is None and name in shown:  # a tap before idle time built it
                widget = getattr(self, name)
            if widget is not None:
                _set_visible(widget, name in shown)
        if self._details is not None:
            teach = "details" in shown and self._details.mode() == "teach"
            _set_visible(self._details.save_place, teach)
        _set_visible(self.end_turn, "details" not in shown)  # no tile yet: nothing to end

    def _before_placing(self, state: GameState, turn: Turn, player: int) -> None:
        me = state.players[player]
        pending = self.flow.pending
        if state.solo_extra_blocker == "?":
            self.instruction.setText(
                self.tr(
                    "Reveal the top era card: the sum of its digits places the 4th blocking tile."
                )
            )
            self._show("reveal")
            return
        if me.hand > me.hand_limit:
            excess = me.hand - me.hand_limit
            self.instruction.setText(
                self.tr("{0} holds {1} cards: discard down to {2} before choosing a slot.").format(
                    me.name, me.hand, me.hand_limit
                )
            )
            discard = ButtonSpec(
                "discard",
                self.tr("Discard 1 card (D)")
                if excess == 1
                else self.tr("Discard {0} cards (D)").format(excess),
                lambda: self._run(Discard(player=player, count=excess)),
            )
            self._show("card", ([discard], None))
            return
        if pending.slot is None:
            self.instruction.setText(
                self.tr(
                    "Tap the action slot {0} chose (keys 1–15, A for the always-available slot)."
                ).format(me.name)
            )
            return
        self.cancel.show()
        where = (
            self.tr("the always-available slot")
            if pending.slot_colour is None
            else self.tr("slot {0}").format(words.colour_label(pending.slot_colour))
        )
        if pending.colour is not None:
            self.instruction.setText(
                self.tr("A {0} card on {1}: it can be resolved. Which card is it?").format(
                    words.colour_label(pending.colour), where
                )
            )
            moment = (player, turn.number, pending.slot, pending.colour)
            if self._details_for != moment:  # a new card: nothing of the last one stays
                self._details_for = moment
                self.details.reset()
                if self.number.value():
                    self.details.number.setValue(self.number.value())
                    self.number.setValue(0)
            self.details.colour = pending.colour
            self._show("details")
            self.details.types.set_buttons(
                [
                    ButtonSpec(
                        f"type-{kind}",
                        f"{index + 1} · {words.card_type(kind)}",
                        partial(self.choose_type, index),
                    )
                    for index, kind in enumerate(CARD_TYPES)
                ],
                "types",
            )
            return
        clone = self.tr(" with the action-cloning tile (1 credit)") if pending.clone else ""
        self.instruction.setText(
            self.tr("{0} on {1}{2}: {3}. Which colour is the card played with it?").format(
                me.name, where, clone, words.slot_text(pending.slot)
            )
        )
        specs = [
            ButtonSpec(
                f"colour-{colour}",
                f"{words.colour_label(colour)} ({colour[0].upper()})",
                partial(self.flow.choose_colour, colour),
            )
            for colour in theme.SLOT_COLOURS
        ]
        if me.hand == 0:
            specs.append(
                ButtonSpec(
                    "colour-none",
                    self.tr("No card (empty hand)"),
                    lambda: self.flow.choose_colour(None),
                )
            )
        else:
            self._show("by_number")
        self._show("colours", (specs, "colours"))

    def _after_placing(self, state: GameState, turn: Turn, player: int) -> None:
        me = state.players[player]
        pending = self.flow.pending
        if turn.pending_action_discard:
            self.instruction.setText(
                self.tr("{0} has 5 action cards: discard one (the limit of four).").format(me.name)
            )
            specs = []
            for card in me.action_cards:
                label = words.card(card.card.number, card.card.name)
                specs.append(
                    ButtonSpec(
                        f"drop-{card.id}",
                        self.tr("Discard {0}").format(label),
                        partial(self._run, DiscardActionCard(player=player, card=card.id)),
                    )
                )
                if not card.used:
                    specs.append(
                        ButtonSpec(
                            f"drop-use-{card.id}",
                            self.tr("Discard {0} and use it now").format(label),
                            partial(
                                self._run,
                                DiscardActionCard(player=player, card=card.id, use_now=True),
                            ),
                        )
                    )
            self._show("effect", (specs, None))
            return
        if pending.payments:
            self.cancel.show()
            self.instruction.setText(
                self.tr(
                    "How does {0} pay for the {1}? (biomatter may stand in for kelp or steelplast)"
                ).format(me.name, words.kind(pending.build or ""))
            )
            specs = [
                ButtonSpec(
                    f"pay-{index}",
                    self.tr("Pay {0}").format(words.bundle(payment)),
                    partial(self.flow.pay_with, payment),
                )
                for index, payment in enumerate(pending.payments)
            ]
            self._show("effect", (specs, None))
            return
        if pending.naming_special is not None:
            self.cancel.show()
            self.instruction.setText(
                self.tr("Which face-up special card does {0} take? Its printed name:").format(
                    me.name
                )
            )
            if self._naming != pending.naming_special:
                self.namer.reset()
            self._naming = pending.naming_special
            self._show("namer")
            return
        self._effects(state, turn, player)
        if pending.picking_site:
            self.cancel.show()
            what = self.tr("upgrade") if pending.build is None else words.kind(pending.build)
            self.instruction.setText(
                self.tr("Tap a highlighted site on {0}'s board for the {1}.").format(me.name, what)
            )
            if pending.freeform:
                self._show("free_build")

    def _offers(self, state: GameState, turn: Turn, player: int) -> list[ButtonSpec]:
        """A button for each blue metropolis connected this turn whose instant effect
        is not taken yet (German pp. 14, 20)."""
        library = library_of(self.flow.controller.game)
        specs = []
        for site in turn.metropolis_offers:
            tile = state.players[player].metropolises.get(site)
            entry = library.metropolis(tile) if tile is not None else None
            label = words.say(entry.label) if entry is not None else words.site(site)
            specs.append(
                ButtonSpec(
                    f"metropolis-{site}",
                    self.tr("Connected {0}: take its instant effect").format(label),
                    partial(self._run, UseMetropolis(player=player, site=site)),
                )
            )
        return specs

    def _effects(self, state: GameState, turn: Turn, player: int) -> None:
        """The card's buttons and the effect's parts; the buttons of one effect keep
        their places from its first tap to its last."""
        me = state.players[player]
        card = turn.card
        card_name = ""
        if card is not None and (card.number is not None or card.name):
            card_name = words.card(card.number, card.name) + f" ({words.colour_label(card.colour)})"
        elif card is not None and card.colour is not None:
            card_name = self.tr("The {0} card").format(words.colour_label(card.colour))
        lines = []
        if turn.stack:
            frame = turn.stack[-1]
            context = ("effect", player, turn.number, frame.source, len(turn.stack))
            self.effect_heading.setText(self._heading(turn, frame))
            self._show("effect_heading")
            self.finish.setText(self.tr("Done (F)"))
            self.finish.setToolTip(
                self.tr("Done with {0}: the rest of it is not used").format(words.say(frame.label))
            )
            self.finish.show()
            if frame.freeform:
                lines.append(
                    self.tr(
                        "The companion does not know this card's text: enter what it gave "
                        "and cost, or tap what it built."
                    )
                )
                choices = freeform_choices(state, player)
                self._show("free_build")
                self.free_build.setChecked(self.flow.free_build)
                self._show("record")
            else:
                lines.append(self.tr("Tap each part {0} uses.").format(me.name))
                choices = effect_choices(state, player, frame)
            specs = self._offers(state, turn, player) + [self._choice_spec(c) for c in choices]
            self._show("effect", (specs, context))
        elif not turn.slot_done:
            assert turn.slot is not None
            self.effect_heading.setText(
                self.tr("Slot action: {0}").format(words.slot_text(turn.slot))
            )
            self._show("effect_heading")
            specs = [
                *self._offers(state, turn, player),
                *(self._choice_spec(c) for c in effect_choices(state, player, slot_frame(turn))),
            ]
            self._show("effect", (specs, ("effect", player, turn.number, "slot", 1)))
            lines.append(self.tr("Tap each part {0} uses.").format(me.name))
        elif turn.metropolis_offers:
            self._show("effect", (self._offers(state, turn, player), None))
        resolving = any(frame.source == "card" for frame in turn.stack)
        if turn.matched and not turn.card_done and card is not None and not resolving:
            self.card_heading.setText(self.tr("Played card: {0}").format(card_name))
            self._show("card_heading")
            specs = self._card_specs(card, player)
            if turn.stack:
                specs = self._after_finishing(state, player, specs)
            self._show("card", (specs, ("card", player, turn.number)))
            lines.append(self.tr("The card matches the slot: resolve it before or after the slot."))
        elif card is not None and not turn.matched and card.colour is not None:
            self.card_heading.setText(
                self.tr("{0} did not match the slot: discarded without effect.").format(card_name)
            )
            self._show("card_heading")
        lines.append(
            self.tr(
                "Then the next player taps their slot (or End turn, E): {0} draws 1 card."
            ).format(me.name)
        )
        self.instruction.setText(" ".join(lines))

    def _heading(self, turn: Turn, frame: Frame) -> str:
        """The heading of the effect being resolved (``frame``, the top of the stack)."""
        if frame.source == "slot" and turn.slot is not None:
            return self.tr("Slot action: {0}").format(words.slot_text(turn.slot))
        return self.tr("Now resolving: {0}").format(words.say(frame.label))

    def _after_finishing(
        self, state: GameState, player: int, specs: list[ButtonSpec]
    ) -> list[ButtonSpec]:
        """The card's buttons while another effect is open: the card waits until it
        is done. When nothing of it can be used any more, the tap closes it first."""
        turn = state.turn
        assert turn is not None
        frame = turn.stack[-1]
        if frame.freeform or step_options(state, player, frame):
            hint = self.tr("first finish {0} (Done, F)").format(words.say(frame.label))
            return [spec._replace(enabled=False, hint=hint) for spec in specs]
        return [spec._replace(action=partial(self._close_then, spec.key, player)) for spec in specs]

    def _close_then(self, key: str, player: int) -> None:
        self.flow.run_all(
            [Finish(player=player), Resolve(player=player, pay_special=key == "resolve-paid")]
        )

    def _card_specs(self, card: CardInfo, player: int) -> list[ButtonSpec]:
        if card.special_cost is not None:
            return [
                ButtonSpec(
                    "resolve-paid",
                    self.tr("Pay {0} credits and play it (C)").format(card.special_cost),
                    lambda: self._run(Resolve(player=player, pay_special=True)),
                ),
                ButtonSpec(
                    "resolve",
                    self.tr("Do not pay: the card goes back"),
                    lambda: self._run(Resolve(player=player)),
                ),
            ]
        return [
            ButtonSpec(
                "resolve",
                self.tr("Resolve the card now (C)")
                if card.type == "instant"
                else self.tr("Claim the {0} card (C)").format(words.card_type(card.type)),
                lambda: self._run(Resolve(player=player)),
            )
        ]


class FreeformRecord(QWidget):
    """What a card the companion does not know gave and cost: steppers, one tap
    to record them all (buttons never shift under a second tap)."""

    recorded = Signal(object, int, int, object)
    """Resources gained, cards, points, resources paid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from ui.games.underwater_cities.effect_editor import Amounts  # see CardDetails

        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(QLabel(self.tr("It gave:"), self))
        self.gained = Amounts(self, "freeform-gain", cards=True)
        layout.addWidget(self.gained)
        layout.addWidget(QLabel(self.tr("It cost:"), self))
        self.paid = Amounts(self, "freeform-pay")
        self.paid.spins["points"].hide()
        for spin in self.paid.spins.values():
            spin.setPrefix("−")
        layout.addWidget(self.paid)
        self.apply = QPushButton(self.tr("Record it"), parent=self)
        self.apply.setObjectName("freeform-record")
        self.apply.setMinimumHeight(TARGET)
        self.apply.clicked.connect(self._apply)
        layout.addWidget(self.apply)

    def _apply(self) -> None:
        gained = Resources.model_validate(self.gained.resources())
        paid = Resources.model_validate(self.paid.resources())
        self.recorded.emit(gained, self.gained.get("cards"), self.gained.get("points"), paid)

    def clear(self) -> None:
        """Back to zero after recording."""
        self.gained.set()
        self.paid.set()
