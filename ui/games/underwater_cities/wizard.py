"""The Underwater Cities setup pages: players, table options, metropolis tiles and
face-up special cards by printed name, summary.

Every change is tried at once on a throwaway engine session (a dry run of the
``SetupGame`` command), so an invalid combination explains itself in the
engine's words and the summary shows what the engine set up: the play order,
the Federation start positions and seat bonuses, boards, tiles and hands.
"""

from __future__ import annotations

import random
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError, InvalidCommand
from companion.core.registry import get_plugin
from companion.core.session import Session
from companion.games.underwater_cities.board import BOARD_IDS, BoardSide
from companion.games.underwater_cities.commands import MetropolisDeal, PlayerSetup, SetupGame
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.setup import BROWN_TILES, STARTING_RESOURCES
from companion.games.underwater_cities.state import GameState, MainBoardSide
from companion.games.underwater_cities.teaching.guide import setup_guide
from companion.teaching import TeachingSettings
from ui import settings, theme
from ui.games.underwater_cities import words
from ui.games.underwater_cities.game_data import library_near, save_rows
from ui.games.underwater_cities.teaching.guide_panel import setup_html
from ui.games.underwater_cities.tile_entry import NewTileForm, SpecialsBox, fill_blue, tile_text
from ui.i18n import translate
from ui.messages import sentence
from ui.plain_text import escape
from ui.screens.wizard import WizardFrame
from ui.widgets.touch import shown

GAME = "underwater_cities"
COLOURS = ("orange", "purple", "blue", "green", "red", "yellow", "black", "white")
DEFAULT_NAMES = ("Anna", "Ben", "Chiara", "Dieter")
MAX_PLAYERS = 4


def _named(library: CardLibrary, tile: str | None) -> bool:
    entry = library.metropolis(tile) if tile is not None else None
    return entry is not None and entry.name is not None


class PlayerRow:
    """One seat: name, colour and player board."""

    def __init__(self, seat: int, grid: QGridLayout, parent: QWidget) -> None:
        self.name = QLineEdit(DEFAULT_NAMES[seat], parent)
        self.name.setObjectName(f"name-{seat}")
        self.colour = QComboBox(parent)
        self.colour.setObjectName(f"colour-{seat}")
        for colour in COLOURS:
            self.colour.addItem(words.player_colour(colour), colour)
        self.colour.setCurrentIndex(seat)
        self.board = QComboBox(parent)
        self.board.setObjectName(f"board-{seat}")
        self.learner = QCheckBox(translate("wizard", "teach"), parent)
        self.learner.setObjectName(f"learner-{seat}")
        self.learner.setChecked(False)
        self.learner.setEnabled(False)
        self.seat = QLabel(translate("wizard", "Seat {0}").format(seat + 1), parent)
        self.seat.setObjectName(f"seat-{seat}")
        grid.addWidget(self.seat, seat + 1, 0)
        grid.addWidget(self.name, seat + 1, 1)
        grid.addWidget(self.colour, seat + 1, 2)
        grid.addWidget(self.board, seat + 1, 3)
        grid.addWidget(self.learner, seat + 1, 4)
        self.widgets: list[QWidget] = [
            self.seat,
            self.name,
            self.colour,
            self.board,
            self.learner,
        ]

    def set_visible(self, visible: bool) -> None:
        """Show the row only for seats in play."""
        for widget in self.widgets:
            widget.setVisible(visible)

    def set_boards(self, side: str, dealt: str) -> None:
        """Offer the boards of ``side`` (or let the app deal one)."""
        current = self.board.currentData()
        self.board.blockSignals(True)
        self.board.clear()
        self.board.addItem(dealt, None)
        for board in BOARD_IDS["asymmetric" if side == "asymmetric" else "standard"]:
            self.board.addItem(translate("wizard", "board {0}").format(board), board)
        self.board.setCurrentIndex(max(0, self.board.findData(current)))
        self.board.blockSignals(False)


class NewGameWizard(WizardFrame):
    """Set up a game; emits the :class:`SetupGame` command when confirmed."""

    def __init__(self, parent: QWidget | None = None, library: CardLibrary | None = None) -> None:
        super().__init__(parent)
        self.library = library if library is not None else library_near(parent)
        """The card library the tiles are named from."""
        self.seed = random.randrange(1, 2**31)
        self.preview: GameState | None = None
        self.build_frame(
            (self._players_page, self._table_page, self._tiles_page, self._summary_page),
            (self.tr("Cancel"), self.tr("Back"), self.tr("Next")),
            go=self.go,
            next_step=self._next,
            margins=(32, 24, 32, 24),
            title_size=22,
            error_size=13,
            max_width=1100,
        )
        self._remembered()
        self._connect_all()
        self._count_changed()
        self.go(0)

    def _remembered(self) -> None:
        """Prefill the last group that started a game (names, colours, how many)."""
        group = settings.last_players(GAME)[:MAX_PLAYERS]
        if not group:
            return
        self.count.setValue(len(group))
        used = {colour for _, colour in group}
        spare = [c for c in COLOURS if c not in used]
        for row, (name, colour) in zip(self.rows, group, strict=False):
            row.name.setText(name)
            index = row.colour.findData(colour)
            row.colour.setCurrentIndex(index if index >= 0 else row.colour.findData(spare.pop(0)))
        for row in self.rows[len(group) :]:
            row.colour.setCurrentIndex(row.colour.findData(spare.pop(0)))

    # -- pages -----------------------------------------------------------------------

    def _players_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        form = QFormLayout()
        self.count = QSpinBox(page)
        self.count.setObjectName("player-count")
        self.count.setRange(1, MAX_PLAYERS)
        self.count.setValue(2)
        form.addRow(self.tr("Players"), self.count)
        layout.addLayout(form)
        grid = QGridLayout()
        for column, heading in enumerate(
            ("", self.tr("Name"), self.tr("Colour"), self.tr("Player board"), self.tr("Teaching"))
        ):
            label = QLabel(f"<b>{escape(heading)}</b>", page)
            label.setTextFormat(Qt.TextFormat.RichText)
            grid.addWidget(label, 0, column)
        self.rows = [PlayerRow(seat, grid, page) for seat in range(MAX_PLAYERS)]
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        self.teaching = QCheckBox(
            self.tr(
                "Teaching mode: a guide through setup and every turn, and short lessons "
                "when a player first meets a rule"
            ),
            page,
        )
        self.teaching.setObjectName("teaching")
        layout.addWidget(self.teaching)
        layout.addStretch(1)
        return page

    def _table_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        side = QGroupBox(self.tr("Main board side"), page)
        side_row = QHBoxLayout(side)
        self.side_group = QButtonGroup(page)
        for index, (key, text) in enumerate(
            (
                ("", self.tr("as the player count says")),
                ("3-4", self.tr("3–4 players side")),
                ("1-2", self.tr("1–2 players side")),
            )
        ):
            radio = QRadioButton(text, side)
            radio.setObjectName(f"side-{key or 'auto'}")
            radio.setProperty("key", key)
            radio.setChecked(index == 0)
            self.side_group.addButton(radio, index)
            side_row.addWidget(radio)
        layout.addWidget(side)
        boards = QGroupBox(self.tr("Player boards"), page)
        boards_row = QHBoxLayout(boards)
        self.standard = QRadioButton(self.tr("standard (#1–4, first games)"), boards)
        self.standard.setObjectName("boards-standard")
        self.standard.setChecked(True)
        self.asymmetric = QRadioButton(self.tr("asymmetric (#5–8, experts)"), boards)
        self.asymmetric.setObjectName("boards-asymmetric")
        boards_row.addWidget(self.standard)
        boards_row.addWidget(self.asymmetric)
        layout.addWidget(boards)
        variants = QGroupBox(self.tr("Variants"), page)
        form = QFormLayout(variants)
        self.contracts = QCheckBox(self.tr("government contracts"), variants)
        self.contracts.setObjectName("contracts")
        form.addRow(self.contracts)
        self.solo = QSpinBox(variants)
        self.solo.setObjectName("solo-difficulty")
        self.solo.setRange(1, 5)
        form.addRow(self.tr("Solo difficulty (blocking tiles on the n-th slot)"), self.solo)
        self.tunnels = QSpinBox(variants)
        self.tunnels.setObjectName("tunnels")
        self.tunnels.setRange(40, 60)
        self.tunnels.setValue(46)
        form.addRow(self.tr("Tunnel tiles in the box (46; the English edition 47)"), self.tunnels)
        layout.addWidget(variants)
        order = QGroupBox(self.tr("Play order for round 1"), page)
        order_layout = QVBoxLayout(order)
        self.random_order = QRadioButton(self.tr("the app draws it"), order)
        self.random_order.setObjectName("order-random")
        self.random_order.setChecked(True)
        self.drawn_order = QRadioButton(self.tr("as the table drew it:"), order)
        self.drawn_order.setObjectName("order-drawn")
        order_layout.addWidget(self.random_order)
        order_layout.addWidget(self.drawn_order)
        order_row = QHBoxLayout()
        self.order: list[QComboBox] = []
        for place in range(MAX_PLAYERS):
            combo = QComboBox(order)
            combo.setObjectName(f"order-{place}")
            order_row.addWidget(QLabel(words.ordinal(place + 1), order))
            order_row.addWidget(combo, 1)
            self.order.append(combo)
        order_layout.addLayout(order_row)
        layout.addWidget(order)
        layout.addStretch(1)
        return page

    def _tiles_page(self) -> QWidget:
        page = QWidget(self)
        outer = QHBoxLayout(page)
        outer.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout()
        self.dealt_tiles = QRadioButton(self.tr("The app deals the metropolis tiles"), page)
        self.dealt_tiles.setObjectName("tiles-dealt")
        self.dealt_tiles.setChecked(True)
        self.entered_tiles = QRadioButton(
            self.tr("Enter them as drawn, by their printed names (1 brown and 2 blue each)"), page
        )
        self.entered_tiles.setObjectName("tiles-entered")
        layout.addWidget(self.dealt_tiles)
        layout.addWidget(self.entered_tiles)
        grid = QGridLayout()
        self.tiles: list[tuple[QLabel, QComboBox, QComboBox, QComboBox]] = []
        for seat in range(MAX_PLAYERS):
            name = QLabel(page)
            brown = QComboBox(page)
            brown.setObjectName(f"tile-{seat}-brown")
            for tile in BROWN_TILES:
                brown.addItem(tile_text(self.library, tile), tile)
            brown.setCurrentIndex(seat % len(BROWN_TILES))
            blues = []
            for kind in ("blue-a", "blue-b"):
                combo = QComboBox(page)
                combo.setObjectName(f"tile-{seat}-{kind}")
                fill_blue(combo, self.library)
                blues.append(combo)
            blues[0].setCurrentIndex(2 * seat)
            blues[1].setCurrentIndex(2 * seat + 1)
            grid.addWidget(name, seat, 0)
            grid.addWidget(brown, seat, 1)
            grid.addWidget(blues[0], seat, 2)
            grid.addWidget(blues[1], seat, 3)
            self.tiles.append((name, brown, blues[0], blues[1]))
        layout.addLayout(grid)
        self.new_tile = NewTileForm(page, self.library)
        self.new_tile.added.connect(self._tile_added)
        layout.addWidget(self.new_tile)
        layout.addStretch(1)
        outer.addLayout(layout, 3)
        self.specials = SpecialsBox(page, self.library)
        specials = QVBoxLayout()
        specials.addWidget(self.specials)
        specials.addStretch(1)
        outer.addLayout(specials, 2)
        return page

    def _tile_added(self, tile: str) -> None:
        """A blue tile the table just described: offer it by name, and put it on the
        first blue space of a player that still shows an unnamed tile."""
        self.library = self.new_tile.library
        self.specials.library = self.library
        count = self.count.value()
        combos = [combo for _, _, *blues in self.tiles[:count] for combo in blues]
        for combo in combos:
            fill_blue(combo, self.library)
        unnamed = [c for c in combos if not _named(self.library, c.currentData())]
        if unnamed and tile not in {c.currentData() for c in combos}:
            unnamed[0].setCurrentIndex(unnamed[0].findData(tile))
        self.entered_tiles.setChecked(True)
        self.validate()

    def _summary_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        self.summary = QLabel(page)
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)  # names in it are escaped
        self.summary.setFont(theme.font(13))
        layout.addWidget(self.summary)
        self.setup_heading = QLabel(self.tr("Setting up the table, step by step"), page)
        self.setup_heading.setFont(theme.font(14, bold=True))
        layout.addWidget(self.setup_heading)
        self.setup_steps = QLabel(page)
        self.setup_steps.setObjectName("setup-guide")
        self.setup_steps.setWordWrap(True)
        self.setup_steps.setTextFormat(Qt.TextFormat.RichText)
        self.setup_steps.setFont(theme.font(12))
        self.setup_steps.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea(page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.setup_steps)
        self.setup_area = scroll
        layout.addWidget(scroll, 1)
        return page

    # -- behaviour ---------------------------------------------------------------------

    def _connect_all(self) -> None:
        self.count.valueChanged.connect(self._count_changed)
        self.teaching.toggled.connect(lambda *_: self._teaching_changed())
        for row in self.rows:
            row.name.textChanged.connect(self._names_changed)
            row.colour.currentIndexChanged.connect(self.validate)
            row.board.currentIndexChanged.connect(self.validate)
        self.side_group.idToggled.connect(lambda *_: self.validate())
        self.asymmetric.toggled.connect(lambda *_: self._boards_changed())
        for widget in (self.contracts, self.random_order, self.dealt_tiles):
            widget.toggled.connect(lambda *_: self.validate())
        for spin in (self.solo, self.tunnels):
            spin.valueChanged.connect(self.validate)
        for combo in self.order:
            combo.currentIndexChanged.connect(self.validate)
        for _, *combos in self.tiles:
            for combo in combos:
                combo.currentIndexChanged.connect(self.validate)
        for combo in self.specials.names:
            combo.currentTextChanged.connect(lambda *_: self.validate())

    def _count_changed(self) -> None:
        count = self.count.value()
        for seat, row in enumerate(self.rows):
            row.set_visible(seat < count)
        if count == 1 and not self.asymmetric.isChecked():
            self.asymmetric.setChecked(True)
        self.solo.setEnabled(count == 1)
        for place, combo in enumerate(self.order):
            combo.setVisible(place < count)
        for seat, (name, *combos) in enumerate(self.tiles):
            for widget in (name, *combos):
                widget.setVisible(seat < count)
        self._boards_changed()
        self._names_changed()
        self._teaching_changed()

    def _boards_changed(self) -> None:
        side = "asymmetric" if self.asymmetric.isChecked() else "standard"
        for row in self.rows:
            row.set_boards(side, self.tr("dealt by the app"))
        self.validate()

    def _names_changed(self) -> None:
        names = [row.name.text().strip() or "?" for row in self.rows]
        count = self.count.value()
        chosen = [combo.currentData() for combo in self.order[:count]]
        if sorted(c for c in chosen if c is not None) != list(range(count)):
            chosen = list(range(count))  # a new player count starts from seat order
        for place, combo in enumerate(self.order):
            combo.blockSignals(True)
            combo.clear()
            for seat in range(count):
                combo.addItem(names[seat], seat)
            combo.setCurrentIndex(max(0, combo.findData(chosen[place] if place < count else 0)))
            combo.blockSignals(False)
        for seat, (label, *_) in enumerate(self.tiles):
            label.setText(names[seat])
        self.validate()

    def _teaching_changed(self) -> None:
        on = self.teaching.isChecked()
        for row in self.rows:
            if row.learner.isEnabled() != on:
                row.learner.setEnabled(on)
                row.learner.setChecked(on)  # off: nobody is taught; on: everyone, to start
        self.setup_heading.setVisible(on)
        self.setup_area.setVisible(on)
        self._setup_steps()

    def _setup_steps(self) -> None:
        """The setup checklist, saying what the app did instead of the table."""
        if not self.teaching.isChecked():
            return
        catalog = get_plugin(GAME).teacher().catalog()
        order = None
        if self.random_order.isChecked() and self.preview is not None:
            order = [self.preview.players[seat].name for seat in self.preview.play_order]
        guide = setup_guide(
            self.count.value(), drawn_order=order, tiles_dealt=self.dealt_tiles.isChecked()
        )
        self.setup_steps.setText(setup_html(catalog, guide))

    def teaching_settings(self) -> TeachingSettings:
        """Teaching mode as chosen: the game's switch and each player's."""
        chosen = TeachingSettings(enabled=self.teaching.isChecked())
        if not chosen.enabled:
            return chosen  # the boxes are unticked, not players switched off
        for row in self.rows[: self.count.value()]:
            chosen = chosen.with_player(row.name.text().strip(), row.learner.isChecked())
        return chosen

    def setup(self) -> SetupGame:
        """The :class:`SetupGame` command the choices make (pydantic's
        ``ValidationError`` when a field is out of bounds, e.g. an empty name)."""
        count = self.count.value()
        checked = self.side_group.checkedButton()
        side = checked.property("key") if checked is not None else ""
        options: dict[str, Any] = {}
        if side:
            options["main_board"] = side
        if self.drawn_order.isChecked():
            options["play_order"] = tuple(combo.currentData() for combo in self.order[:count])
        if self.specials.chosen():
            options["face_up_specials"] = self.specials.chosen()
        if self.entered_tiles.isChecked():
            options["metropolises"] = tuple(
                MetropolisDeal(brown=brown.currentData(), blue=(a.currentData(), b.currentData()))
                for _, brown, a, b in self.tiles[:count]
            )
        board_side: BoardSide = "asymmetric" if self.asymmetric.isChecked() else "standard"
        main_side: MainBoardSide = "1-2" if side == "1-2" or (not side and count <= 2) else "3-4"
        boards = self.library.boards
        return SetupGame(
            players=tuple(
                PlayerSetup(
                    name=row.name.text().strip(),
                    colour=row.colour.currentData(),
                    board=row.board.currentData(),
                )
                for row in self.rows[:count]
            ),
            seed=self.seed,
            board_side=board_side,
            layouts=boards.layouts(board_side),
            slot_colours=boards.slot_colours(main_side),
            tunnel_supply=self.tunnels.value(),
            government_contracts=self.contracts.isChecked(),
            solo_difficulty=self.solo.value(),
            **options,
        )

    def _same_colour(self) -> str:
        """Why two players cannot share a colour ('' when every colour is unique)."""
        seen: dict[str, str] = {}
        for row in self.rows[: self.count.value()]:
            colour = str(row.colour.currentData())
            name = row.name.text().strip() or "?"
            if colour in seen:
                return self.tr(
                    "{0} and {1} both chose {2}: each player needs a colour of their own."
                ).format(seen[colour], name, words.player_colour(colour))
            seen[colour] = name
        return ""

    def validate(self) -> bool:
        """Dry-run the setup on the engine; show its objection, or the summary."""
        same = self._same_colour()
        try:
            if same:
                self.preview = None
                self.error.setText("⚠ " + same)
            else:
                self.preview = Session(RULESET).execute(self.setup()).state
        except ValidationError as error:
            self.preview = None
            malformed = InvalidCommand("bad_command", str(error), command="setup_game")
            self.error.setText("⚠ " + sentence(malformed, game=GAME))
        except CompanionError as error:
            self.preview = None
            self.error.setText("⚠ " + sentence(error, game=GAME))
        else:
            if self.preview is not None:
                self.error.setText("")
                self._show_summary(self.preview)
                self._setup_steps()
        self.error.setVisible(self.preview is None)
        self._buttons()
        return self.preview is not None

    def _show_summary(self, state: GameState) -> None:
        lines = [
            self.tr("<b>Main board</b>: {0} side · <b>player boards</b>: {1}").format(
                words.board_side(state.settings.main_board),
                words.board_side(state.settings.board_side),
            )
        ]
        order = ", ".join(escape(state.players[s].name) for s in state.play_order)
        lines.append(self.tr("<b>Play order, round 1</b>: {0}").format(order))
        lines.append(self.tr("<b>Federation start positions and seat bonuses</b>:"))
        for place, seat in enumerate(state.play_order, start=1):
            player = state.players[seat]
            space = state.federation.space[seat]
            where = self.tr("below space 4") if space == 0 else self.tr("space {0}").format(space)
            bonus = player.resources - STARTING_RESOURCES
            extra = (
                self.tr(", bonus {0}").format(words.bundle(bonus)) if not bonus.is_zero() else ""
            )
            lines.append(
                f"&nbsp;&nbsp;{words.ordinal(place)} · {escape(player.name)}: {where}{extra}"
            )
        lines.append(self.tr("<b>Boards and metropolis tiles</b>:"))
        for player in state.players:
            tiles = ", ".join(
                escape(tile_text(self.library, t)) for t in player.metropolises.values()
            )
            lines.append(
                self.tr("&nbsp;&nbsp;{0}: board {1}; {2}").format(
                    escape(player.name), player.board, tiles
                )
            )
        hands = ", ".join(f"{escape(p.name)} {p.hand}" for p in state.players)
        lines.append(
            self.tr(
                "<b>Opening hands</b>: each player draws 6 Era I cards and keeps 3 ({0})."
            ).format(hands)
        )
        lines.append(
            self.tr("<b>Starting resources</b>: {0} each, plus the seat bonuses above.").format(
                words.bundle(STARTING_RESOURCES)
            )
        )
        self.summary.setText("<br>".join(lines))

    def _buttons(self) -> None:
        index = self.pages.currentIndex()
        last = index == self.pages.count() - 1
        self.back.setEnabled(index > 0)
        self.next.setText(self.tr("Start the game") if last else self.tr("Next"))
        self.next.setEnabled(self.preview is not None)

    def go(self, index: int) -> None:
        """Show page ``index``."""
        index = max(0, min(self.pages.count() - 1, index))
        self.pages.setCurrentIndex(index)
        titles = (
            self.tr("New game: players"),
            self.tr("New game: table and variants"),
            self.tr("New game: metropolis tiles and special cards"),
            self.tr("New game: check and start"),
        )
        self.title.setText(titles[index])
        self._buttons()

    def _save_specials(self) -> bool:
        """Store the face-up special cards the library did not know (once)."""
        try:
            rows = [self.library.card_row(entry) for entry in self.specials.new_entries()]
            if rows:
                self.library = save_rows(self, rows, base=self.library)
        except (CompanionError, ValueError) as error:
            text = sentence(error, game=GAME) if isinstance(error, CompanionError) else str(error)
            self.error.setText("⚠ " + text)
            self.error.show()
            return False
        return True

    def _next(self) -> None:
        if not self.validate():
            return
        if self.pages.currentIndex() == self.pages.count() - 1:
            if not self._save_specials():
                return
            count = self.count.value()
            settings.remember_players(
                GAME,
                [(r.name.text().strip(), str(r.colour.currentData())) for r in self.rows[:count]],
            )
            self.confirmed.emit(self.setup())
        else:
            self.go(self.pages.currentIndex() + 1)

    def step_controls(self) -> list[QWidget]:
        """The buttons that move through the pages (for the layout test)."""
        return shown((self.cancel, self.back, self.next))
