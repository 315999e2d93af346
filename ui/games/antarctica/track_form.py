"""The form that corrects one research track against the printed board: its research
centre, the fewest players it is open with, its length, the points per cube printed
beside it, and the symbols on its spaces.

A tap chooses a space (an empty one gets a red symbol); a tap on the chosen space
cycles its symbol: red (every time, the mover) → blue (once per game, everyone) →
none. The symbol's action is picked from the seven, each with its icon as the table
draws it. Below, the track as the table screen draws it.
Shortening the track hides the symbols past its end without forgetting them.
"""

from __future__ import annotations

from typing import get_args

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.games.antarctica.commands import PlayerSetup
from companion.games.antarctica.data import Catalogue, TrackAction, TrackSpec, TrackSymbol
from companion.games.antarctica.events import GameSetUp
from companion.games.antarctica.setup import initial_state
from companion.games.antarctica.state import COLOURS, GameState
from ui import theme
from ui.games.antarctica import words
from ui.games.antarctica.tracks_view import TracksView
from ui.i18n import translate

ACTIONS: tuple[TrackAction, ...] = get_args(TrackAction)
CYCLE = {None: "red", "red": "blue", "blue": None}
"""What a tap on a space makes its symbol's colour."""
COLUMNS = 12
"""Spaces per row of the strip (longer tracks wrap)."""
MAX_SPACES = 40
LETTERS = "ABCD"


def chosen_style() -> str:
    """The look of a chosen space or player count (a thick highlight border)."""
    look = theme.current()
    return (
        f'QPushButton[chosen="true"], QPushButton:checked {{ border: {theme.px(4)}px solid '
        f"{look.highlight}; font-weight: bold; }}"
    )


def preview_state(spec: TrackSpec, catalogue: Catalogue) -> GameState:
    """A four-player table just set up whose only track is ``spec`` (for drawing)."""
    shown = catalogue.model_copy(update={"tracks": (spec,)})
    event = GameSetUp(
        players=tuple(
            PlayerSetup(name=LETTERS[seat], colour=COLOURS[seat], basic_card="crane")
            for seat in range(4)
        ),
        starting_buildings=(None,) * 8,
        ships=(),
        catalogue=shown,
    )
    return initial_state(event)


class TrackPreview(TracksView):
    """The track being corrected, drawn as the table screen draws it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("track-preview")
        self.setMinimumSize(300, theme.px(64))
        self.setMaximumHeight(theme.px(130))

    def sizeHint(self) -> QSize:
        """One row."""
        return QSize(640, theme.px(72))

    def symbol_icon(self, colour: str, action: str, side: int) -> QIcon:
        """A symbol as the track draws it (the shape and its mark), ``side`` px high."""
        pixmap = QPixmap(round(side * 1.7), side)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(-2, -2, 2 * side, 2 * side)
        symbol = TrackSymbol.model_validate({"space": 1, "colour": colour, "action": action})
        self._paint_symbol(painter, box, symbol, False, True)
        painter.end()
        return QIcon(pixmap)


class TrackForm(QWidget):
    """The fields of one research track."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("track-form")
        self.catalogue: Catalogue | None = None
        self.base: TrackSpec | None = None
        self.symbols: dict[int, tuple[str, str]] = {}
        """Space → (colour, action); spaces past the end are kept, not shown."""
        self.selected: int | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        fields = QGridLayout()
        self.centre = QComboBox(self)
        self.centre.setObjectName("track-centre")
        for centre in ("inland", "coastal", "naval"):
            self.centre.addItem(words.building(f"{centre}_centre"), centre)
        self.centre.addItem(translate("antarctica", "None (opened by the player count)"), None)
        self.players = QComboBox(self)
        self.players.setObjectName("track-players")
        for count in (2, 3, 4):
            self.players.addItem(translate("antarctica", "from {0} players").format(count), count)
        self.length = QSpinBox(self)
        self.length.setObjectName("track-length")
        self.length.setRange(3, MAX_SPACES)
        self.value = QSpinBox(self)
        self.value.setObjectName("track-value")
        self.value.setRange(0, 20)
        rows = (
            (translate("antarctica", "Research centre"), self.centre),
            (translate("antarctica", "Used"), self.players),
            (translate("antarctica", "Spaces"), self.length),
            (translate("antarctica", "Points per cube"), self.value),
        )
        for box in (self.centre, self.players):
            box.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            box.setMinimumContentsLength(8)
        for index, (text, field) in enumerate(rows):
            field.setMinimumHeight(44)
            fields.addWidget(QLabel(text, self), index // 2, 2 * (index % 2))
            fields.addWidget(field, index // 2, 2 * (index % 2) + 1)
        fields.setColumnStretch(1, 3)
        fields.setColumnStretch(3, 2)
        layout.addLayout(fields)
        hint = QLabel(
            translate(
                "antarctica",
                "Tap a space to choose it (an empty one gets a symbol); tap it again: "
                "red (■ ∞ every time) → blue (● 1 once per game) → none.",
            ),
            self,
        )
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.strip = QGridLayout()
        self.strip.setSpacing(3)
        self.spaces: list[QPushButton] = []
        for number in range(1, MAX_SPACES + 1):
            button = QPushButton(str(number), self)
            button.setObjectName("track-space")
            button.setAccessibleName(translate("antarctica", "Space {0}").format(number))
            button.setMinimumSize(44, 44)
            button.clicked.connect(lambda _=False, n=number: self.tap(n))
            self.strip.addWidget(button, (number - 1) // COLUMNS, (number - 1) % COLUMNS)
            self.spaces.append(button)
        layout.addLayout(self.strip)
        pick = QHBoxLayout()
        self.action_label = QLabel(self)
        pick.addWidget(self.action_label)
        self.action = QComboBox(self)
        self.action.setObjectName("track-action")
        self.action.setMinimumHeight(44)
        self.action.setIconSize(QSize(theme.px(34), theme.px(20)))
        pick.addWidget(self.action, 1)
        layout.addLayout(pick)
        self.preview = TrackPreview(self)
        layout.addWidget(self.preview)
        layout.addStretch(1)
        for action in ACTIONS:
            self.action.addItem(words.effect(action), action)
        self.centre.currentIndexChanged.connect(self._redraw)
        self.players.currentIndexChanged.connect(self._redraw)
        self.length.valueChanged.connect(self._redraw)
        self.value.valueChanged.connect(self._redraw)
        self.action.activated.connect(self._pick_action)
        self._redraw()

    def show_track(self, track: TrackSpec, catalogue: Catalogue) -> None:
        """Fill the fields from ``track`` (``catalogue``: the rest, for drawing)."""
        self.catalogue = catalogue
        self.base = track
        self.symbols = {s.space: (s.colour, s.action) for s in track.symbols}
        self.selected = min(self.symbols, default=None)
        for field in (self.centre, self.players, self.length, self.value):
            field.blockSignals(True)
        self.centre.setCurrentIndex(self.centre.findData(track.centre))
        self.players.setCurrentIndex(self.players.findData(track.min_players))
        self.length.setValue(track.length)
        self.value.setValue(track.value)
        for field in (self.centre, self.players, self.length, self.value):
            field.blockSignals(False)
        self._redraw()

    def track(self) -> TrackSpec:
        """The track as the form shows it (symbols past the end left out)."""
        assert self.base is not None
        symbols = tuple(
            TrackSymbol(space=space, colour=colour, action=action)
            for space, (colour, action) in sorted(self.symbols.items())
            if space <= self.length.value()
        )
        return TrackSpec.model_validate(
            {
                **self.base.model_dump(),
                "centre": self.centre.currentData(),
                "min_players": self.players.currentData(),
                "length": self.length.value(),
                "value": self.value.value(),
                "symbols": symbols,
            }
        )

    def tap(self, space: int) -> None:
        """A tap on ``space``: its symbol's colour cycles; it becomes the selected space."""
        colour, action = self.symbols.get(space, (None, self.action.currentData()))
        if space == self.selected or colour is None:
            colour = CYCLE[colour]
        self.selected = space
        if colour is None:
            self.symbols.pop(space, None)
        else:
            self.symbols[space] = (colour, action)
        self._redraw()

    def _pick_action(self) -> None:
        if self.selected in self.symbols:
            colour, _ = self.symbols[self.selected]
            self.symbols[self.selected] = (colour, self.action.currentData())
            self._redraw()

    def _redraw(self) -> None:
        if self.styleSheet() != chosen_style():
            self.setStyleSheet(chosen_style())
        length = self.length.value()
        side = theme.px(20)
        for number, button in enumerate(self.spaces, start=1):
            button.setVisible(number <= length)
            symbol = self.symbols.get(number)
            button.setIcon(
                self.preview.symbol_icon(*symbol, side) if symbol is not None else QIcon()
            )
            button.setIconSize(QSize(round(side * 1.7), side))
            button.setText("" if symbol is not None else str(number))
            button.setToolTip(self._space_words(number))
            chosen = "true" if number == self.selected else "false"
            if button.property("chosen") != chosen:
                button.setProperty("chosen", chosen)
                button.style().unpolish(button)
                button.style().polish(button)
        selected = self.symbols.get(self.selected) if self.selected else None
        self.action.setEnabled(selected is not None)
        if self.selected is None:
            self.action_label.setText(translate("antarctica", "No space chosen"))
        else:
            self.action_label.setText(translate("antarctica", "Space {0}:").format(self.selected))
        for index, action in enumerate(ACTIONS):
            colour = selected[0] if selected is not None else "red"
            self.action.setItemIcon(index, self.preview.symbol_icon(colour, action, theme.px(20)))
        if selected is not None:
            self.action.setCurrentIndex(self.action.findData(selected[1]))
        if self.catalogue is not None:
            self.preview.show_state(preview_state(self.track(), self.catalogue))

    def _space_words(self, number: int) -> str:
        symbol = self.symbols.get(number)
        if symbol is None:
            return translate("antarctica", "Space {0}: no symbol").format(number)
        colour, action = symbol
        kind = (
            translate("antarctica", "red, every time")
            if colour == "red"
            else translate("antarctica", "blue, once per game")
        )
        return translate("antarctica", "Space {0}: {1} ({2})").format(
            number, words.effect(action), kind
        )

    def controls(self) -> list[QWidget]:
        """The fields and the spaces shown (for the layout test)."""
        spaces = [b for b in self.spaces if not b.isHidden()]
        return [self.centre, self.players, self.length, self.value, *spaces, self.action]
