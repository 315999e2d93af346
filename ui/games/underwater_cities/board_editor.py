"""The board editor: match the drawing to the printed player board, once per table.

Pick a board (1–4 standard side, 5–8 asymmetric side), tap a site on the drawing
and set what is printed on it; move marks to another site; add, move and remove
city, tunnel, building and expansion sites. Every step goes through the engine
(:mod:`companion.games.underwater_cities.layout_edit`): a refused step says why in
words and changes nothing. Saving checks the whole layout
(:func:`~companion.games.underwater_cities.calibration.layout_problems`) and stores
it as a ``board`` row; new games use it, games already set up keep theirs.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from companion.core.messages import Message
from companion.games.underwater_cities.board import (
    BOARD_IDS,
    COLUMNS,
    ROWS,
    BuildingSite,
    CitySite,
    PlayerBoard,
    TunnelSite,
    builtin_layout,
    city_cell,
    city_id,
)
from companion.games.underwater_cities.calibration import board_row, layout_problems
from companion.games.underwater_cities.layout_edit import (
    LayoutRefused,
    add_building,
    add_city,
    add_tunnel,
    move_city,
    move_marks,
    remove_site,
    set_marks,
    set_start,
)
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.state import PlayerState
from ui import theme
from ui.games.underwater_cities import words
from ui.games.underwater_cities.game_data import library_near, save_rows
from ui.games.underwater_cities.site_marks import SiteMarks
from ui.games.underwater_cities.table.board_view import BoardView
from ui.games.underwater_cities.table.turn_flow import Highlight

CALIBRATED = "Calibrated at this table against its printed board."


class EditorView(BoardView):
    """The board drawing; any site can be tapped (to select it)."""

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Tapping any site emits :attr:`site_clicked`."""
        site = self._site_under(event.position().toPoint())
        if site is not None:
            self.site_clicked.emit(self.player, site)
            event.accept()
            return
        super().mousePressEvent(event)


class BoardEditor(QDialog):
    """Calibrate one side of one player board against the printed board."""

    PREFERRED = (1100, 700)
    """The size it opens at when the screen has room (else the screen's size)."""

    def fit_to_screen(self) -> None:
        """Open at the preferred size, never larger than the screen it is shown on."""
        screen = (self.parentWidget() or self).screen()
        if screen is None:
            self.resize(*self.PREFERRED)
            return
        room = screen.availableGeometry()
        self.fit_within(room.width(), room.height())

    def fit_within(self, width: int, height: int) -> None:
        """The preferred size, at most ``width`` × ``height``."""
        self.resize(min(self.PREFERRED[0], width), min(self.PREFERRED[1], height))

    def __init__(
        self,
        parent: QWidget | None = None,
        board_id: int = 1,
        library: CardLibrary | None = None,
        in_game: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("board-editor")
        self.setWindowTitle(self.tr("Player boards"))
        self.library = library if library is not None else library_near(parent)
        self.board = self.library.boards.layout(board_id)
        self.selected = self.board.start_city
        self.dirty = False
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.boards = QComboBox(self)
        self.boards.setObjectName("editor-board")
        for side, ids in BOARD_IDS.items():
            for number in ids:
                self.boards.addItem(
                    self.tr("Board {0} ({1})").format(number, words.board_side(side)), number
                )
        self.boards.setCurrentIndex(self.boards.findData(board_id))
        top.addWidget(self.boards)
        self.status = QLabel(self)
        self.status.setObjectName("editor-status")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        top.addWidget(self.status, 1)
        layout.addLayout(top)
        if in_game:
            note = QLabel(
                self.tr("New games use the boards you save here; the game open keeps its own."),
                self,
            )
            note.setObjectName("muted")
            layout.addWidget(note)
        middle = QHBoxLayout()
        self.view = EditorView(self)
        self.view.setMinimumSize(420, 320)
        middle.addWidget(self.view, 3)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self._panel())
        scroll.setMinimumWidth(340)
        middle.addWidget(scroll, 2)
        layout.addLayout(middle, 1)
        self.problems = QLabel(self)
        self.problems.setObjectName("error")
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        self.problems.setWordWrap(True)
        layout.addWidget(self.problems)
        layout.addLayout(self._buttons())
        self.boards.currentIndexChanged.connect(self._pick_board)
        self.view.site_clicked.connect(lambda _, site: self.select(site))
        self.marks.changed.connect(self._marks_changed)
        self._show()

    # -- building the panel ----------------------------------------------------

    def _panel(self) -> QWidget:
        panel = QWidget(self)
        column = QVBoxLayout(panel)
        self.site_title = QLabel(panel)
        self.site_title.setObjectName("editor-site")
        self.site_title.setFont(theme.font(13, bold=True))
        self.site_title.setTextFormat(Qt.TextFormat.PlainText)
        self.site_title.setWordWrap(True)
        column.addWidget(self.site_title)
        hint = QLabel(self.tr("Tap a site on the board to select it."), panel)
        hint.setObjectName("muted")
        column.addWidget(hint)
        self.marks = SiteMarks(panel)
        column.addWidget(self.marks)
        site_box = QGroupBox(self.tr("This site"), panel)
        grid = QGridLayout(site_box)
        self.mark_label = QLabel(self.tr("Its marks to"), site_box)
        grid.addWidget(self.mark_label, 0, 0)
        self.mark_target = self._combo(site_box, "mark-target")
        grid.addWidget(self.mark_target, 0, 1)
        self.move_marks_button = self._button(site_box, self.tr("Move"), self._move_marks)
        grid.addWidget(self.move_marks_button, 0, 2)
        self.city_label = QLabel(self.tr("The city to"), site_box)
        grid.addWidget(self.city_label, 1, 0)
        self.city_target = self._combo(site_box, "city-target")
        grid.addWidget(self.city_target, 1, 1)
        self.move_city_button = self._button(site_box, self.tr("Move"), self._move_city)
        self.move_city_button.setObjectName("editor-move-city")
        grid.addWidget(self.move_city_button, 1, 2)
        self.add_building_button = self._button(
            site_box, self.tr("Add a building site"), lambda: self._add_building(False)
        )
        grid.addWidget(self.add_building_button, 2, 0, 1, 2)
        self.add_expansion_button = self._button(
            site_box, self.tr("Add an expansion site"), lambda: self._add_building(True)
        )
        grid.addWidget(self.add_expansion_button, 3, 0, 1, 2)
        self.start_button = self._button(site_box, self.tr("Make it the start city"), self._start)
        grid.addWidget(self.start_button, 4, 0, 1, 2)
        self.remove_button = self._button(site_box, self.tr("Remove this site"), self._remove)
        self.remove_button.setObjectName("editor-remove")
        grid.addWidget(self.remove_button, 5, 0, 1, 2)
        column.addWidget(site_box)
        board_box = QGroupBox(self.tr("The board"), panel)
        board_grid = QGridLayout(board_box)
        board_grid.addWidget(QLabel(self.tr("New city site"), board_box), 0, 0)
        self.free_cell = self._combo(board_box, "free-cell")
        board_grid.addWidget(self.free_cell, 0, 1)
        add_city_button = self._button(board_box, self.tr("Add"), self._add_city)
        add_city_button.setObjectName("editor-add-city")
        board_grid.addWidget(add_city_button, 0, 2)
        board_grid.addWidget(QLabel(self.tr("Tunnel site from"), board_box), 1, 0)
        self.end_a = self._combo(board_box, "tunnel-a")
        board_grid.addWidget(self.end_a, 1, 1)
        board_grid.addWidget(QLabel(self.tr("to"), board_box), 2, 0)
        self.end_b = self._combo(board_box, "tunnel-b")
        board_grid.addWidget(self.end_b, 2, 1)
        add_tunnel_button = self._button(board_box, self.tr("Add"), self._add_tunnel)
        add_tunnel_button.setObjectName("editor-add-tunnel")
        board_grid.addWidget(add_tunnel_button, 2, 2)
        column.addWidget(board_box)
        column.addStretch(1)
        return panel

    def _combo(self, parent: QWidget, name: str) -> QComboBox:
        combo = QComboBox(parent)
        combo.setObjectName(name)
        return combo

    def _button(self, parent: QWidget, text: str, action: Callable[[], None]) -> QPushButton:
        button = QPushButton(text, parent)
        button.clicked.connect(action)
        return button

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.confirmed = QCheckBox(self.tr("Checked against our printed board"), self)
        self.confirmed.setObjectName("editor-confirmed")
        self.confirmed.toggled.connect(self._confirmed_changed)
        row.addWidget(self.confirmed)
        row.addStretch(1)
        reset = self._button(self, self.tr("Start again from the built-in layout"), self._reset)
        row.addWidget(reset)
        self.save_button = QPushButton(self.tr("Save this board"), self)
        self.save_button.clicked.connect(self.save)
        self.save_button.setObjectName("editor-save")
        row.addWidget(self.save_button)
        close = self._button(self, self.tr("Close"), self.accept)
        row.addWidget(close)
        return row

    # -- showing ----------------------------------------------------------------

    def _show(self) -> None:
        board = self.board
        player = PlayerState(name="", colour="blue", board=board.id, layout=board)
        self.view.show_player(player, 0, Highlight(0, frozenset({self.selected})))
        if self.view.isVisible():
            self.view.fitInView(self.view.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if board.confirmed:
            state = "✓ " + self.tr("Checked against your copy.")
        elif self.library.boards.calibrated(board.id) and not self.dirty:
            state = "⚠ " + self.tr("Saved by your table; not checked against your copy.")
        else:
            state = "⚠ " + self.tr("Built-in layout: not checked against your copy.")
        if self.dirty:
            state += " " + self.tr("Changes not saved yet.")
        self.status.setText(state)
        self.confirmed.blockSignals(True)
        self.confirmed.setChecked(board.confirmed)
        self.confirmed.blockSignals(False)
        problems = layout_problems(board)
        self.problems.setText(
            self.tr("Cannot be saved yet: {0}").format("; ".join(map(words.say, problems)))
            if problems
            else ""
        )
        self._show_site()
        self._fill_board_choices()

    def _sites(self) -> list[str]:
        board = self.board
        return [
            *(c.id for c in board.cities),
            *(t.id for t in board.tunnels),
            *(b.id for b in board.buildings),
        ]

    def _show_site(self) -> None:
        board = self.board
        if self.selected not in self._sites() and self.selected not in {
            m.id for m in board.metropolises
        }:
            self.selected = board.start_city
        site = self.selected
        sites: list[CitySite | TunnelSite | BuildingSite] = [
            *board.cities,
            *board.tunnels,
            *board.buildings,
        ]
        entry = next((s for s in sites if s.id == site), None)
        title = words.site(site) + (self.tr(" (start city)") if site == board.start_city else "")
        self.site_title.setText(title)
        self.marks.setVisible(entry is not None)
        if entry is not None:
            self.marks.fill(entry)
        is_city = city_cell(site) is not None
        for widget in (
            self.city_label,
            self.city_target,
            self.move_city_button,
            self.add_building_button,
            self.add_expansion_button,
        ):
            widget.setVisible(is_city)
        self.start_button.setVisible(is_city and site != board.start_city)
        self.remove_button.setVisible(entry is not None and site != board.start_city)
        for widget in (self.mark_label, self.mark_target, self.move_marks_button):
            widget.setVisible(entry is not None)
        self._refill(self.mark_target, [(words.site(s), s) for s in self._sites() if s != site])

    def _fill_board_choices(self) -> None:
        taken = {c.id for c in self.board.cities}
        free = [
            (words.place(city_id(r, c)), city_id(r, c))
            for r in range(1, ROWS + 1)
            for c in range(1, COLUMNS + 1)
            if city_id(r, c) not in taken
        ]
        self._refill(self.free_cell, free)
        self._refill(self.city_target, free)
        ends = [(words.place(c.id), c.id) for c in self.board.cities]
        ends += [(words.place(m.id), m.id) for m in self.board.metropolises]
        self._refill(self.end_a, ends)
        self._refill(self.end_b, ends)

    @staticmethod
    def _refill(combo: QComboBox, items: list[tuple[str, str]]) -> None:
        kept = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        combo.setCurrentIndex(max(0, combo.findData(kept)))
        combo.blockSignals(False)

    def select(self, site: str) -> None:
        """Show ``site``'s marks and actions."""
        self.selected = site
        self._show()

    # -- editing ----------------------------------------------------------------

    def _edit(self, step: Callable[[PlayerBoard], PlayerBoard], select: str | None = None) -> bool:
        """Apply one editing step; a refused one says why and changes nothing."""
        try:
            board = step(self.board)
        except LayoutRefused as refused:
            self._refuse(refused.reason)
            return False
        self.board = board.model_copy(update={"confirmed": False, "provisional": True})
        self.dirty = True
        if select is not None:
            self.selected = select
        self._show()
        return True

    def _refuse(self, reason: Message) -> None:
        self.problems.setText(self.tr("Not changed: {0}").format(words.say(reason)))

    def _marks_changed(self) -> None:
        marks = self.marks
        self._edit(
            lambda b: set_marks(
                b,
                self.selected,
                bonus=marks.site_bonus(),
                surcharge=marks.site_surcharge(),
                multiplier=marks.multiplier.isChecked(),
                production_factor=marks.factor.value(),
            )
        )

    def _move_marks(self) -> None:
        target = self.mark_target.currentData()
        if target:
            self._edit(lambda b: move_marks(b, self.selected, target), select=target)

    def _move_city(self) -> None:
        cell = city_cell(self.city_target.currentData() or "")
        if cell is not None:
            self._edit(lambda b: move_city(b, self.selected, *cell), select=city_id(*cell))

    def _add_city(self) -> None:
        cell = city_cell(self.free_cell.currentData() or "")
        if cell is not None:
            self._edit(lambda b: add_city(b, *cell), select=city_id(*cell))

    def _add_tunnel(self) -> None:
        a, b = self.end_a.currentData(), self.end_b.currentData()
        if a and b:
            self._edit(lambda board: add_tunnel(board, a, b))

    def _add_building(self, expansion: bool) -> None:
        self._edit(lambda b: add_building(b, self.selected, expansion=expansion))

    def _start(self) -> None:
        self._edit(lambda b: set_start(b, self.selected))

    def _remove(self) -> None:
        self._edit(lambda b: remove_site(b, self.selected))

    def _confirmed_changed(self, checked: bool) -> None:
        self.board = self.board.model_copy(
            update={"confirmed": checked, "provisional": not checked}
        )
        self.dirty = True
        self._show()

    def _reset(self) -> None:
        self.board = builtin_layout(self.board.id)
        self.dirty = True
        self._show()

    def _pick_board(self) -> None:
        number = self.boards.currentData()
        if number is not None and number != self.board.id:
            self.board = self.library.boards.layout(number)
            self.selected = self.board.start_city
            self.dirty = False
            self._show()

    def save(self) -> bool:
        """Save the layout as the table's calibration; refused (with why) when the
        engine finds it unusable."""
        problems = layout_problems(self.board)
        if problems:
            self.problems.setText(
                self.tr("Not saved: {0}").format("; ".join(map(words.say, problems)))
            )
            return False
        board = self.board.model_copy(update={"provenance": CALIBRATED})
        self.library = save_rows(self, [board_row(board)])
        self.board = self.library.boards.layout(board.id)
        self.dirty = False
        self._show()
        return True
