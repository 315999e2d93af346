"""The action-slot board: coloured slots with glyphs, occupied tiles in player
colours, the always-available slot and the action-cloning tile.

Which slot the current player may take, and why not, comes from the engine's
``slot_options``. A slot whose colour no table confirmed carries a "?" mark; in
"check the slot colours" mode (:meth:`SlotBoard.set_checking`) a tap on a slot
confirms its colour, and a tap on a confirmed slot changes it to the next colour
(:attr:`SlotBoard.colour_checked`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from typing import NamedTuple

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import RuleViolation
from companion.games.underwater_cities.model import COLOURS, Colour
from companion.games.underwater_cities.queries import SlotOption, slot_options
from companion.games.underwater_cities.slots import ALWAYS
from companion.games.underwater_cities.state import GameState
from ui import theme
from ui.games.underwater_cities import words
from ui.games.underwater_cities.game_id import GAME_ID
from ui.messages import sentence
from ui.widgets.measured import MeasuredLabel


class Tile(NamedTuple):
    """An action tile on a slot: its player's colour and initial (a named tuple: no
    dataclass methods compiled at the start, issue #13)."""

    colour: str
    letter: str


Look = tuple[str | None, str, tuple[Tile, ...], str, bool, bool, bool]
"""What a slot shows: its colour, text, tiles, status, whether chosen, enabled, checked."""

BLANK: Look = (None, "", (), "", False, True, True)
"""A slot's look before it shows a slot option."""

TIPS_KEPT = 256
"""Refusals said that a slot board keeps."""

LOOKS_KEPT = 2
"""Pictures a slot keeps: its look while a tile is placed and after."""

_WRAPPED: OrderedDict[tuple[object, ...], list[str]] = OrderedDict()
"""Slot texts already wrapped, by text, font and box (a slot's look comes back)."""
WRAPPED_KEPT = 128


def wrapped(text: str, painter: QPainter, box: QRect) -> list[str]:
    """``text`` in lines that fit ``box``; the last line ends with … when cut."""
    key = (text, painter.font().key(), box.width(), box.height(), painter.device().logicalDpiX())
    found = _WRAPPED.get(key)
    if found is None:
        found = _wrap(text, painter, box)
        _WRAPPED[key] = found
        if len(_WRAPPED) > WRAPPED_KEPT:
            _WRAPPED.popitem(last=False)
    return list(found)


def _wrap(text: str, painter: QPainter, box: QRect) -> list[str]:
    metrics = painter.fontMetrics()
    most = max(1, box.height() // metrics.lineSpacing())
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= box.width():
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    if len(lines) > most:
        last = " ".join(lines[most - 1 :])
        lines = [
            *lines[: most - 1],
            metrics.elidedText(last, Qt.TextElideMode.ElideRight, box.width()),
        ]
    return lines


class SlotButton(QPushButton):
    """One action slot, painted: colour strip with glyph, number, text, tiles."""

    def __init__(self, slot: str, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slot = slot
        self.number = number
        self.colour: str | None = None
        self.text_of_slot = ""
        self.tiles: tuple[Tile, ...] = ()
        self.status = ""
        self.chosen = False
        self.checked = True
        """False: no table confirmed this slot's colour (a "?" mark shows it)."""
        self._shown: Look = BLANK
        self.tip_for: tuple[object, str | None] = ((), None)
        """The refusal (its code, message and parameters; or None) and the player name
        the tooltip was last said for."""
        self._cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        """The pictures of the slot's last looks (a slot is tappable while a tile is
        placed, not after: its look comes back every turn)."""
        self.setObjectName(f"slot-{slot}")
        self.setMinimumSize(QSize(theme.px(110), theme.px(theme.TOUCH)))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMaximumHeight(theme.px(96))
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:
        """Room for the strip, two lines of text and the tiles."""
        return QSize(theme.px(180), theme.px(50))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Pressed, without the repaint Qt does at once: a slot looks the same pressed
        or not (its board and page under it were painted again for nothing)."""
        self.setUpdatesEnabled(False)
        try:
            super().mousePressEvent(event)
        finally:
            self.setUpdatesEnabled(True)  # repainted with the tap's redraw

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Released (the tap), without the repaint Qt does before the click."""
        self.setUpdatesEnabled(False)
        try:
            super().mouseReleaseEvent(event)
        finally:
            self.setUpdatesEnabled(True)

    def show_slot(
        self,
        option: SlotOption,
        tiles: tuple[Tile, ...],
        status: str,
        chosen: bool,
        checked: bool = True,
        checking: bool = False,
    ) -> None:
        """Show the slot as ``option`` describes it (repainted only when it changed);
        ``checking``: the slot colours are being checked, every slot can be tapped."""
        shown = self.look(option, tiles, status, chosen, checked, checking)
        if shown == self._shown:
            return
        self._shown = shown
        self.colour = option.colour
        self.tiles = tiles
        self.status = status
        self.chosen = chosen
        self.checked = checked
        self.setEnabled(option.available or option.clone_only or checking)
        self.setAccessibleName(
            f"{self.number} {words.colour(option.colour)}: {self.text_of_slot}. {status}".strip()
        )
        self.update()

    def look(
        self,
        option: SlotOption,
        tiles: tuple[Tile, ...],
        status: str,
        chosen: bool,
        checked: bool,
        checking: bool,
    ) -> Look:
        """What the slot shows for ``option`` (see :meth:`show_slot`): its pictures'
        key, and what :meth:`_draw` draws."""
        if not self.text_of_slot:
            self.text_of_slot = words.slot_text(self.slot)  # the language never changes here
        enabled = option.available or option.clone_only or checking
        return (option.colour, self.text_of_slot, tiles, status, chosen, enabled, checked)

    def draw_ahead(self, look: Look) -> None:
        """Draw the picture of ``look`` (a look the slot may show next) into the kept
        pictures, at the slot's size, as :meth:`picture` would once it shows it."""
        board = self.parentWidget()
        enabled = look[5] and (board is None or board.isEnabled())
        key = (look, self.size(), self.devicePixelRatioF(), enabled, theme.current().name)
        if look != self._shown and key not in self._cache:
            self._keep(key, look, enabled)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the slot from a cached picture (drawn when it shows something new)."""
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self.picture())
        painter.end()

    def picture(self) -> QPixmap:
        """The slot's look at its size, drawn once (or ahead, hidden: the era's start)."""
        enabled = self.isEnabled()
        key = (self._shown, self.size(), self.devicePixelRatioF(), enabled, theme.current().name)
        picture = self._cache.get(key)
        if picture is None:
            picture = self._keep(key, self._shown, enabled)
        self._cache.move_to_end(key)
        return picture

    def _keep(self, key: tuple[object, ...], look: Look, enabled: bool) -> QPixmap:
        """Draw ``look`` into a new picture kept under ``key``."""
        ratio = self.devicePixelRatioF()
        picture = QPixmap(self.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        self._draw(QPainter(picture), look, enabled)
        self._cache[key] = picture
        if len(self._cache) > LOOKS_KEPT:
            self._cache.popitem(last=False)
        return picture

    def _draw(self, painter: QPainter, look: Look, enabled: bool) -> None:
        """Draw the slot showing ``look`` (plain widgets cannot mix colours and wrapped
        text)."""
        colour, text, tiles, status, chosen, _, checked = look
        t = theme.current()
        px = theme.px
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect().adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor(t.highlight if chosen else t.border), 4 if chosen else 2))
        painter.setBrush(QColor(t.panel if enabled else t.site))
        painter.drawRoundedRect(rect, 6, 6)
        strip = QRect(rect.left(), rect.top(), px(30), rect.height())
        fill = theme.SLOT_COLOURS.get(colour or "", t.border)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(strip, 6, 6)
        painter.setPen(QColor(theme.text_on(fill)))
        painter.setFont(theme.font(14, bold=True))
        glyph = theme.COLOUR_GLYPHS.get(colour or "", "◇")
        painter.drawText(strip.adjusted(0, px(4), 0, 0), Qt.AlignmentFlag.AlignHCenter, glyph)
        painter.setFont(theme.font(10, bold=True))
        number = str(self.number) if self.number else "A"
        painter.drawText(
            strip.adjusted(0, 0, 0, -px(6)),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
            number,
        )
        if not checked:
            badge = QRect(rect.right() - px(20), rect.top() + px(3), px(17), px(17))
            painter.setPen(QPen(QColor(t.danger), 2))
            painter.setBrush(QColor(t.panel))
            painter.drawEllipse(badge)
            painter.setFont(theme.font(9, bold=True))
            painter.setPen(QColor(t.danger))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "?")
        body = rect.adjusted(px(36), px(3), -px(4 if checked else 24), -px(20))
        painter.setPen(QColor(t.text if enabled else t.muted))
        painter.setFont(theme.font(9))
        for line_number, line in enumerate(wrapped(text, painter, body)):
            painter.drawText(
                body.adjusted(0, line_number * painter.fontMetrics().lineSpacing(), 0, 0),
                Qt.AlignmentFlag.AlignLeft,
                line,
            )
        x = rect.left() + px(36)
        y = rect.bottom() - px(21)
        painter.setFont(theme.font(9, bold=True))
        for tile in tiles:
            painter.setPen(QPen(QColor("#222222"), 1))
            painter.setBrush(QColor(tile.colour))
            box = QRect(x, y, px(19), px(19))
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(QColor(theme.text_on(tile.colour)))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, tile.letter)
            x += px(22)
        if status:
            painter.setPen(QColor(t.muted))
            painter.setFont(theme.font(8))
            painter.drawText(
                QRect(x + 2, y, rect.right() - x - 4, px(19)),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                status,
            )
        painter.end()


class SlotBoard(QWidget):
    """All slots of the main-board side; emits the tapped slot."""

    slot_chosen = Signal(str, object, bool)
    """slot id, its colour (None: always-available), and whether the cloning tile is used."""
    colour_checked = Signal(str, str)
    """In checking mode: a slot id and the colour the table says it has."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        layout.addLayout(self.grid)
        self.cloning = MeasuredLabel("", self)
        self.cloning.setObjectName("muted")
        layout.addWidget(self.cloning)
        self.buttons: dict[str, SlotButton] = {}
        self.options: dict[str, SlotOption] = {}
        self.checking = False
        self.checked: frozenset[str] = frozenset()
        """The slots whose colour a table confirmed (or the rulebook gives)."""
        self._tips: dict[str, str] = {}
        """Refusals said already, by their words and the player's name."""
        self._drawn: tuple[GameState, tuple[object, ...]] | None = None
        """The state last drawn, with the choice and mode it was drawn with."""
        self._looked: tuple[object, ...] | None = None
        """What the slots show (:meth:`_looked_for`): a state that shows the same is
        not drawn again."""

    def _ensure(self, options: list[SlotOption]) -> None:
        if [o.slot for o in options] == list(self.buttons):
            return
        for button in self.buttons.values():
            button.deleteLater()
        self.buttons = {}
        coloured = [o for o in options if o.slot != ALWAYS]
        columns = 3
        for index, option in enumerate(coloured):
            button = SlotButton(option.slot, index + 1, self)
            button.clicked.connect(lambda _=False, s=option.slot: self._clicked(s))
            self.grid.addWidget(button, index // columns, index % columns)
            self.buttons[option.slot] = button
        always = SlotButton(ALWAYS, 0, self)
        always.clicked.connect(lambda _=False: self._clicked(ALWAYS))
        rows = (len(coloured) + columns - 1) // columns
        self.grid.addWidget(always, rows, 0, 1, columns)
        self.buttons[ALWAYS] = always

    def set_checking(self, checking: bool, checked: frozenset[str]) -> None:
        """Turn the "check the slot colours" mode on or off; ``checked`` are the slots
        whose colour is confirmed (call :meth:`show_state` next)."""
        self.checking = checking
        self.checked = checked

    def show_state(self, state: GameState, chosen: str | None) -> None:
        """Redraw from ``state`` for the player whose turn it is (nothing to do when
        it is the state, choice and mode last drawn: states are immutable)."""
        drawn = (chosen, self.checking, self.checked, theme.current().name)
        if self._drawn is not None and self._drawn[0] is state and self._drawn[1] == drawn:
            return
        self._drawn = (state, drawn)
        player = state.current_player
        options = slot_options(state, player if player is not None else 0)
        looked = self._looked_for(state, options, drawn)
        if looked == self._looked:  # another state, the same slots: shown already
            return
        self._looked = looked
        self._ensure(options)
        self.options = {o.slot: o for o in options}
        who = state.players[player].name if player is not None else None
        for option, shown, tiles, status, checked in self._looks(state, options):
            button = self.buttons[option.slot]
            checking = self.checking and option.slot != ALWAYS
            button.show_slot(shown, tiles, status, chosen == option.slot, checked, checking)
            reason = shown.reason
            said = None if reason is None else (reason.code, reason.message, reason.params)
            if button.tip_for != (said, who):  # each state's refusals are new objects
                button.tip_for = (said, who)
                tip = self._tip(reason, who) if reason is not None else words.slot_text(option.slot)
                if button.toolTip() != tip:
                    button.setToolTip(tip)
        if state.player_count == 4:
            self.cloning.setText(
                self.tr("Action-cloning tile: used this round")
                if state.cloning_used
                else self.tr("Action-cloning tile: free (1 credit, on a slot another player holds)")
            )
        self.cloning.setVisible(state.player_count == 4)

    def _looked_for(
        self, state: GameState, options: list[SlotOption], drawn: tuple[object, ...]
    ) -> tuple[object, ...]:
        """All that :meth:`show_state` shows of ``state`` with ``options`` (the same
        objects when the engine shares them): the slots, the tiles on them (and whose),
        the blocks, the cloning tile and the choice and mode ``drawn``."""
        turn = state.turn
        return (
            drawn,
            tuple(options),
            state.current_player,
            turn is not None and turn.slot is None,
            frozenset(state.occupied.items()),
            tuple((p.colour, p.name) for p in state.players),
            state.blocked,
            state.solo_extra_blocker,
            state.cloning_used,
        )

    def _looks(
        self, state: GameState, options: list[SlotOption]
    ) -> Iterator[tuple[SlotOption, SlotOption, tuple[Tile, ...], str, bool]]:
        """Per slot of ``options`` (the current player's in ``state``): the option, the
        option shown (no slot is taken once the tile is placed), the tiles on it, its
        status and whether its colour is confirmed."""
        player = state.current_player
        placing = player is not None and state.turn is not None and state.turn.slot is None
        for option in options:
            holders = state.occupied.get(option.slot, ())
            tiles = tuple(
                Tile(theme.player_colour(state.players[h].colour), state.players[h].name[:1])
                for h in holders
            )
            checked = option.slot == ALWAYS or option.slot in self.checked
            if self.checking and option.slot != ALWAYS:
                status = (
                    self.tr("✓ checked: tap to change")
                    if checked
                    else self.tr("not checked: tap if right")
                )
            elif option.slot in state.blocked or option.slot == state.solo_extra_blocker:
                status = self.tr("blocked")
            elif option.clone_only:
                status = self.tr("clone: 1 credit")
            elif not option.available and option.reason is not None and not holders:
                status = self.tr("not usable")
            else:
                status = ""
            shown = option
            if not placing:
                shown = SlotOption(
                    option.slot, option.colour, option.text, False, False, option.reason
                )
            yield option, shown, tiles, status, checked

    def draw_ahead(self, state: GameState) -> None:
        """Draw the pictures of the looks the slots will show in ``state`` (a state a
        tap may lead to, nothing chosen yet), in idle time: that tap then finds them.
        Nothing shown changes."""
        if state.current_player is None or self.checking:
            return
        options = slot_options(state, state.current_player)
        if [o.slot for o in options] != list(self.buttons):
            return
        for option, shown, tiles, status, checked in self._looks(state, options):
            button = self.buttons[option.slot]
            button.draw_ahead(button.look(shown, tiles, status, False, checked, False))

    def _tip(self, reason: RuleViolation, who: str | None) -> str:
        """Why a slot cannot be taken, in words (the same refusals come back every turn:
        said once)."""
        key = repr((reason.code, reason.message, sorted(reason.params.items()), who))
        tip = self._tips.get(key)
        if tip is None:
            if len(self._tips) >= TIPS_KEPT:
                self._tips.clear()
            tip = self._tips[key] = sentence(reason, who, GAME_ID)
        return tip

    def _clicked(self, slot: str) -> None:
        option = self.options.get(slot)
        if option is None:
            return
        if self.checking:
            if slot != ALWAYS and option.colour is not None:
                self.colour_checked.emit(slot, self._checked_colour(slot, option.colour))
            return
        self.slot_chosen.emit(slot, option.colour, option.clone_only and not option.available)

    def _checked_colour(self, slot: str, colour: Colour) -> Colour:
        """A first tap confirms the colour shown; a tap on a confirmed one moves on."""
        if slot not in self.checked:
            return colour
        return COLOURS[(COLOURS.index(colour) + 1) % len(COLOURS)]
