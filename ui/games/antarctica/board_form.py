"""The form that corrects the board against the printed one: which two opposite areas
are closed with 2 players ("PREPARAZIONE" 1), tapped on a small ring of the eight
areas, and the first game's ship placement per player count ("PREPARAZIONE" 5),
tapped area by area in placing order on a board drawn as the table draws it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from companion.games.antarctica.commands import PlayerSetup, ShipPlacement
from companion.games.antarctica.data import AREAS, BoardSpec, Catalogue
from companion.games.antarctica.events import GameSetUp
from companion.games.antarctica.setup import closed_areas, initial_state, placing_order
from companion.games.antarctica.state import COLOURS, GameState
from ui import theme
from ui.games.antarctica import words
from ui.games.antarctica.board_view import CELLS, BoardView
from ui.games.antarctica.track_form import chosen_style
from ui.i18n import translate

LETTERS = "ABCD"


def opposite(area: int) -> int:
    """The area across the board from ``area``."""
    return (area + AREAS // 2) % AREAS


class AreaRing(QWidget):
    """The eight areas as a small ring; a tap closes that area and the opposite one."""

    tapped = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("closed-ring")
        self.closed: tuple[int, ...] = ()
        self.setMinimumSize(3 * 48, 3 * 48)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        """Three cells of at least 48 px a side."""
        side = 3 * max(48, theme.px(52))
        return QSize(side, side)

    def cell(self, area: int) -> QRectF:
        """Where ``area`` is drawn."""
        column, row = CELLS[area]
        width, height = self.width() / 3, self.height() / 3
        return QRectF(column * width, row * height, width, height).adjusted(2, 2, -2, -2)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A tap on an area."""
        for area in range(AREAS):
            if self.cell(area).contains(event.position()):
                self.tapped.emit(area)
                event.accept()
                return
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Each area with its number; the closed ones grey and marked ✕."""
        look = theme.current()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = painter.font()
        font.setPixelSize(max(11, round(self.height() / 9)))
        font.setBold(True)
        painter.setFont(font)
        for area in range(AREAS):
            rect = self.cell(area)
            closed = area in self.closed
            painter.setPen(
                QPen(QColor(look.highlight if closed else look.border), 3 if closed else 1)
            )
            painter.setBrush(QColor(look.border if closed else look.panel))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QColor(look.text))
            text = f"✕ {area + 1}" if closed else str(area + 1)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(QColor(look.muted))
        middle = QRectF(self.width() / 3, self.height() / 3, self.width() / 3, self.height() / 3)
        painter.drawText(middle, Qt.AlignmentFlag.AlignCenter, "↺")
        painter.end()


class PlacementView(BoardView):
    """The board as the table draws it, with the ships placed so far; the middle says
    the placing order."""

    order: tuple[int, ...] = ()

    def _paint_middle(self, painter: QPainter, rect: QRectF) -> None:
        assert self.state is not None
        placed = sum(len(area.ships) for area in self.state.areas)
        letters = [LETTERS[seat] for seat in self.order]
        text = " ".join(
            f"[{letter}]" if index == placed else letter for index, letter in enumerate(letters)
        )
        look = theme.current()
        painter.setPen(QColor(look.text))
        font = painter.font()
        font.setPixelSize(max(10, round(min(rect.height() / 6, rect.width() / 14, 18.0))))
        painter.setFont(font)
        painter.drawText(
            rect.adjusted(4, 4, -4, -4),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            translate("antarctica", "Placing order") + "\n" + text,
        )


class BoardForm(QWidget):
    """The closed areas and the first game's ships of the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board-form")
        self.catalogue: Catalogue | None = None
        self.base: BoardSpec | None = None
        self.closed: tuple[int, int] = (1, 5)
        self.ships: dict[int, list[int]] = {2: [], 3: [], 4: []}
        """Per player count, the areas tapped in placing order."""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        side = QVBoxLayout()
        closed_label = QLabel(translate("antarctica", "Closed with 2 players:"), self)
        closed_label.setWordWrap(True)
        side.addWidget(closed_label)
        self.ring = AreaRing(self)
        self.ring.tapped.connect(self.close_area)
        side.addWidget(self.ring)
        ships_label = QLabel(translate("antarctica", "First game's ships:"), self)
        ships_label.setWordWrap(True)
        side.addWidget(ships_label)
        counts = QHBoxLayout()
        self.count_group = QButtonGroup(self)
        self.count_buttons: dict[int, QPushButton] = {}
        for count in (2, 3, 4):
            button = QPushButton(translate("antarctica", "{0} pl.").format(count), self)
            button.setObjectName(f"ships-{count}")
            button.setAccessibleName(translate("antarctica", "{0} players").format(count))
            button.setCheckable(True)
            button.setMinimumHeight(44)
            self.count_group.addButton(button, count)
            self.count_buttons[count] = button
            counts.addWidget(button)
        self.count_buttons[3].setChecked(True)
        self.count_group.idClicked.connect(lambda _: self._redraw())
        side.addLayout(counts)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("ships-prompt")
        self.prompt.setWordWrap(True)
        side.addWidget(self.prompt)
        edits = QHBoxLayout()
        self.undo = QPushButton(translate("antarctica", "Undo last"), self)
        self.undo.setObjectName("ships-undo")
        self.undo.clicked.connect(self.undo_last)
        self.clear = QPushButton(translate("antarctica", "Clear"), self)
        self.clear.setObjectName("ships-clear")
        self.clear.clicked.connect(self.clear_ships)
        for button in (self.undo, self.clear):
            button.setMinimumHeight(44)
            edits.addWidget(button)
        side.addLayout(edits)
        side.addStretch(1)
        layout.addLayout(side)
        self.view = PlacementView(self)
        self.view.setObjectName("ships-preview")
        self.view.setMinimumSize(280, 230)
        self.view.area_tapped.connect(self.place)
        layout.addWidget(self.view, 1)

    @property
    def count(self) -> int:
        """The player count whose ships are shown."""
        return max(2, self.count_group.checkedId())

    def show_board(self, board: BoardSpec, catalogue: Catalogue) -> None:
        """Fill the form from ``board`` (``catalogue``: the rest, for drawing)."""
        self.base = board
        self.catalogue = catalogue
        self.closed = board.closed_with_two
        self.ships = {
            count: [area for _, area in board.first_game_ships.get(str(count), ())]
            for count in (2, 3, 4)
        }
        self._redraw()

    def board(self) -> BoardSpec:
        """The board as the form shows it."""
        assert self.base is not None
        ships = {
            str(count): tuple(zip(placing_order(count), areas, strict=False))
            for count, areas in self.ships.items()
        }
        return BoardSpec.model_validate(
            {
                **self.base.model_dump(),
                "closed_with_two": tuple(sorted(self.closed)),
                "first_game_ships": ships,
            }
        )

    def close_area(self, area: int) -> None:
        """Close ``area`` and the opposite one with 2 players."""
        self.closed = (min(area, opposite(area)), max(area, opposite(area)))
        self._redraw()

    def place(self, area: int) -> None:
        """The next ship in placing order goes on ``area``."""
        ships = self.ships[self.count]
        if len(ships) < len(placing_order(self.count)):
            ships.append(area)
            self._redraw()

    def undo_last(self) -> None:
        """Take back the last ship placed."""
        if self.ships[self.count]:
            self.ships[self.count].pop()
            self._redraw()

    def clear_ships(self) -> None:
        """Take back every ship of this player count."""
        self.ships[self.count] = []
        self._redraw()

    def _preview(self) -> GameState | None:
        if self.catalogue is None or self.base is None:
            return None
        n = self.count
        board = self.base.model_copy(update={"closed_with_two": self.closed})
        catalogue = self.catalogue.model_copy(update={"board": board})
        event = GameSetUp(
            players=tuple(
                PlayerSetup(name=LETTERS[seat], colour=COLOURS[seat], basic_card="crane")
                for seat in range(n)
            ),
            starting_buildings=(None,) * AREAS,
            ships=tuple(
                ShipPlacement(seat=seat, area=area)
                for seat, area in zip(placing_order(n), self.ships[n], strict=False)
            ),
            catalogue=catalogue,
        )
        return initial_state(event)

    def _redraw(self) -> None:
        if self.styleSheet() != chosen_style():
            self.setStyleSheet(chosen_style())
        self.ring.closed = self.closed
        self.ring.setAccessibleName(
            translate("antarctica", "Closed with 2 players: {0} and {1}").format(
                words.area(self.closed[0]), words.area(self.closed[1])
            )
        )
        self.ring.update()
        state = self._preview()
        if state is None:
            return
        n = self.count
        order = placing_order(n)
        placed = self.ships[n]
        closed = closed_areas(state.catalogue, n)
        on_closed = [area for area in placed if area in closed]
        done = len(placed) >= len(order)
        if on_closed:
            self.prompt.setText(
                translate(
                    "antarctica", "A ship stands on a closed area ({0}): undo or clear."
                ).format(", ".join(words.area(a) for a in sorted(set(on_closed))))
            )
        elif done:
            self.prompt.setText(translate("antarctica", "Every ship is placed."))
        else:
            self.prompt.setText(
                translate("antarctica", "Ship {0} of {1}: {2} — tap an area").format(
                    len(placed) + 1, len(order), LETTERS[order[len(placed)]]
                )
            )
        targets = frozenset(
            a
            for a in range(AREAS)
            if not done and a not in closed and len(state.areas[a].ships) < 3
        )
        self.view.order = order
        self.view.show_state(state, targets)
        self.undo.setEnabled(bool(placed))
        self.clear.setEnabled(bool(placed))

    def controls(self) -> list[QWidget]:
        """The buttons and the taps of this form (for the layout test)."""
        return [*self.count_buttons.values(), self.undo, self.clear]
