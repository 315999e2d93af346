"""Antarctica's setup pages ("PREPARAZIONE"): every fact goes into the engine's
typed setup command, with the catalogue in use copied into it.

1. players: how many (2–4), names, colours, each player's basic resource card;
2. the starting buildings: the app draws them (one tap) or the table enters what
   it placed, area by area;
3. the ships: the first game's layout from the catalogue, or, in later games, the
   placing order, tapping areas on the board; player B's track with 2 players;
4. the face-up building cards (optional: they can be named at the first build)
   and a checklist of the setup by player count; Start.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.games.antarctica.commands import FaceUp, PlayerSetup, SetupGame, ShipPlacement
from companion.games.antarctica.data import AREAS, DECKS, RESOURCE_BUILDINGS, Catalogue, Deck
from companion.games.antarctica.decide import decide
from companion.games.antarctica.evolve import evolve
from companion.games.antarctica.setup import (
    ALLOTMENT,
    closed_areas,
    placing_order,
    starting_buildings,
)
from companion.games.antarctica.state import COLOURS, GameState
from companion.games.antarctica.teaching import TEACHER
from companion.teaching import TeachingSettings
from ui import theme
from ui.games.antarctica import words
from ui.games.antarctica.board_view import BoardView
from ui.games.antarctica.game_data import data_near
from ui.games.antarctica.starting_entry import entry_problem
from ui.games.antarctica.teaching.text import WORDS
from ui.i18n import translate
from ui.messages import sentence
from ui.screens.wizard import WizardFrame
from ui.teaching.setup_choice import TeachingChoice
from ui.widgets.touch import shown

MAX_PLAYERS = 4
LETTERS = "ABCD"


class PlayerRow:
    """One seat's name, colour and basic resource card."""

    def __init__(self, seat: int, grid: QGridLayout, parent: QWidget) -> None:
        self.letter = QLabel(LETTERS[seat], parent)
        self.letter.setFont(theme.font(14, bold=True))
        self.name = QLineEdit(parent)
        self.name.setObjectName(f"name-{seat}")
        self.name.setMaxLength(40)
        self.name.setPlaceholderText(translate("antarctica", "Player {0}").format(LETTERS[seat]))
        self.name.setMinimumHeight(40)
        self.colour = QComboBox(parent)
        self.colour.setObjectName(f"colour-{seat}")
        self.colour.setMinimumHeight(40)
        for colour in COLOURS:
            self.colour.addItem(words.colour(colour), colour)
        self.colour.setCurrentIndex(seat)
        self.basic = QComboBox(parent)
        self.basic.setObjectName(f"basic-{seat}")
        self.basic.setMinimumHeight(40)
        self.basic.addItem(translate("antarctica", "the app draws it"), None)
        for building in RESOURCE_BUILDINGS:
            self.basic.addItem(words.building(building), building)
        self.widgets: tuple[QWidget, ...] = (self.letter, self.name, self.colour, self.basic)
        for column, widget in enumerate(self.widgets):
            grid.addWidget(widget, seat + 1, column)

    def set_visible(self, visible: bool) -> None:
        """Show the row only for seats in play."""
        for widget in self.widgets:
            widget.setVisible(visible)


class SetupWizard(WizardFrame):
    """Set up a game; emits the :class:`SetupGame` command when confirmed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalogue: Catalogue = data_near(parent).catalogue
        """The catalogue in use, copied into the setup."""
        self.rng = random.Random()
        self.drawn: list[str | None] = []
        self.ships: list[int] = []
        """The areas tapped so far, in placing order."""
        self.build_frame(
            (self._players_page, self._buildings_page, self._ships_page, self._cards_page),
            (
                translate("antarctica", "Cancel"),
                translate("antarctica", "Back"),
                translate("antarctica", "Next"),
            ),
            go=self.go,
            next_step=self._next,
            margins=(24, 16, 24, 16),
            title_size=20,
        )
        self._count_changed()
        self.go(0)

    # -- pages -----------------------------------------------------------------------

    def _players_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        counts = self.player_counts(
            page,
            translate("antarctica", "Players"),
            range(2, MAX_PLAYERS + 1),
            3,
            self._count_changed,
        )
        layout.addLayout(counts)
        grid = QGridLayout()
        self.headings(
            grid,
            page,
            (
                "",
                translate("antarctica", "Name"),
                translate("antarctica", "Colour"),
                translate("antarctica", "Basic resource card"),
            ),
        )
        self.rows = [PlayerRow(seat, grid, page) for seat in range(MAX_PLAYERS)]
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(3, 1)
        layout.addLayout(grid)
        note = QLabel(
            translate(
                "antarctica",
                "Seats A, B, C, D go counter-clockwise round the table, starting with the "
                "first player (A).",
            ),
            page,
        )
        note.setObjectName("muted")
        note.setWordWrap(True)
        layout.addWidget(note)
        self.rule = QComboBox(page)
        self.rule.setObjectName("basic-card-rule")
        self.rule.setMinimumHeight(40)
        for key in ("if_used", "if_unused"):
            self.rule.addItem(words.say_code(f"ant.option.basic_card_rule.{key}"), key)
        form = QFormLayout()
        form.addRow(words.say_code("ant.option.basic_card_rule"), self.rule)
        layout.addLayout(form)
        names = [row.name for row in self.rows]
        self.teaching = TeachingChoice(
            TEACHER, WORDS, lambda: [self._name(s) for s in range(self.players)], names
        )
        layout.addWidget(self.teaching)
        layout.addStretch(1)
        return page

    def _buildings_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        choice = QHBoxLayout()
        self.draw_buildings = QRadioButton(translate("antarctica", "The app draws them"), page)
        self.draw_buildings.setObjectName("buildings-drawn")
        self.enter_buildings = QRadioButton(
            translate("antarctica", "Enter what the table placed"), page
        )
        self.enter_buildings.setObjectName("buildings-entered")
        for radio in (self.draw_buildings, self.enter_buildings):
            radio.setMinimumHeight(44)
            choice.addWidget(radio)
        self.draw_buildings.setChecked(True)
        self.redraw = QPushButton(translate("antarctica", "Draw again"), page)
        self.redraw.setObjectName("buildings-redraw")
        self.redraw.setMinimumHeight(44)
        self.redraw.clicked.connect(self._draw_buildings)
        choice.addWidget(self.redraw)
        choice.addStretch(1)
        layout.addLayout(choice)
        grid = QGridLayout()
        self.area_boxes: list[QComboBox] = []
        for area in range(AREAS):
            box = QComboBox(page)
            box.setObjectName(f"start-{area}")
            box.setMinimumHeight(40)
            self.area_boxes.append(box)
            grid.addWidget(QLabel(words.area(area).capitalize(), page), area % 4, 2 * (area // 4))
            grid.addWidget(box, area % 4, 2 * (area // 4) + 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        layout.addLayout(grid)
        self.buildings_note = QLabel(page)
        self.buildings_note.setObjectName("muted")
        self.buildings_note.setWordWrap(True)
        layout.addWidget(self.buildings_note)
        layout.addStretch(1)
        self.draw_buildings.toggled.connect(lambda _: self._buildings_mode())
        return page

    def _ships_page(self) -> QWidget:
        page = QWidget(self)
        layout = QHBoxLayout(page)
        side = QVBoxLayout()
        self.first_game = QRadioButton(
            translate("antarctica", "First game: the rulebook's layout"), page
        )
        self.first_game.setObjectName("ships-first-game")
        self.placed = QRadioButton(
            translate("antarctica", "Later games: place in turn, tapping areas"), page
        )
        self.placed.setObjectName("ships-placed")
        for radio in (self.first_game, self.placed):
            radio.setMinimumHeight(44)
            side.addWidget(radio)
        self.first_game.setChecked(True)
        self.first_game.toggled.connect(lambda _: self._ships_changed())
        self.ship_prompt = QLabel(page)
        self.ship_prompt.setWordWrap(True)
        self.ship_prompt.setFont(theme.font(13, bold=True))
        side.addWidget(self.ship_prompt)
        self.take_back = QPushButton(translate("antarctica", "Take back the last ship"), page)
        self.take_back.setObjectName("ships-take-back")
        self.take_back.setMinimumHeight(44)
        self.take_back.clicked.connect(self._take_back)
        side.addWidget(self.take_back)
        self.b_track_label = QLabel(
            translate("antarctica", "Player B's cube goes on the track:"), page
        )
        self.b_track = QComboBox(page)
        self.b_track.setObjectName("b-track")
        self.b_track.setMinimumHeight(40)
        for track in self.catalogue.open_tracks(2):
            self.b_track.addItem(words.track(track.id), track.id)
        side.addWidget(self.b_track_label)
        side.addWidget(self.b_track)
        side.addStretch(1)
        layout.addLayout(side, 2)
        self.ship_board = BoardView(page)
        self.ship_board.setObjectName("ships-board")
        self.ship_board.area_tapped.connect(self._place)
        layout.addWidget(self.ship_board, 3)
        return page

    def _cards_page(self) -> QWidget:
        page = QWidget(self)
        layout = QHBoxLayout(page)
        cards = QGroupBox(translate("antarctica", "Face-up building cards (optional)"), page)
        form = QFormLayout(cards)
        self.face_up: dict[Deck, QComboBox] = {}
        for deck in DECKS:
            box = QComboBox(cards)
            box.setObjectName(f"face-up-{deck}")
            box.setMinimumHeight(40)
            self.face_up[deck] = box
            form.addRow(words.deck(deck), box)
        later = QLabel(
            translate("antarctica", "Not named now: the app asks when the card is needed."), cards
        )
        later.setObjectName("muted")
        later.setWordWrap(True)
        form.addRow(later)
        layout.addWidget(cards, 1)
        checklist = QGroupBox(translate("antarctica", "Setup checklist"), page)
        inner = QVBoxLayout(checklist)
        self.checklist = QLabel(checklist)
        self.checklist.setObjectName("checklist")
        self.checklist.setWordWrap(True)
        self.checklist.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea(checklist)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.checklist)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        inner.addWidget(scroll)
        inner.addWidget(self.teaching.steps)
        layout.addWidget(checklist, 1)
        return page

    # -- the player count -------------------------------------------------------------

    @property
    def players(self) -> int:
        """How many play."""
        return max(2, self.count_group.checkedId())

    def set_count(self, count: int) -> None:
        """Choose how many play (as a tap on its button)."""
        self.count_group.button(count).setChecked(True)
        self._count_changed()

    def _count_changed(self) -> None:
        n = self.players
        self.teaching.refresh()
        for seat, row in enumerate(self.rows):
            row.set_visible(seat < n)
        closed = closed_areas(self.catalogue, n)
        for area, box in enumerate(self.area_boxes):
            box.clear()
            if area in closed:
                box.addItem(translate("antarctica", "closed"), None)
                continue
            box.addItem("—", None)
            for kind in sorted(starting_buildings(n)):
                box.addItem(words.building(kind), kind)
        for deck, box in self.face_up.items():
            box.clear()
            box.addItem(translate("antarctica", "not named yet"), None)
            for card in self.catalogue.cards_for(n, deck):
                box.addItem(words.building_card(card.id, self.catalogue), card.id)
        self.b_track.setVisible(n == 2)
        self.b_track_label.setVisible(n == 2)
        self.ships = []
        self._draw_buildings()
        self._ships_changed()

    # -- starting buildings ---------------------------------------------------------

    def _draw_buildings(self) -> None:
        n = self.players
        kinds = list(starting_buildings(n).elements())
        self.rng.shuffle(kinds)
        closed = closed_areas(self.catalogue, n)
        self.drawn = [None if area in closed else kinds.pop() for area in range(AREAS)]
        if self.draw_buildings.isChecked():
            for box, kind in zip(self.area_boxes, self.drawn, strict=True):
                box.setCurrentIndex(max(0, box.findData(kind)))
        self._buildings_mode()

    def _buildings_mode(self) -> None:
        drawn = self.draw_buildings.isChecked()
        self.redraw.setVisible(drawn)
        if drawn:
            for box, kind in zip(self.area_boxes, self.drawn, strict=True):
                box.setCurrentIndex(max(0, box.findData(kind)))
        for box in self.area_boxes:
            box.setEnabled(not drawn and box.count() > 1)
            if not drawn:  # by hand: empty boxes, never the app's draw
                box.setCurrentIndex(0)
        self.buildings_note.setText(
            translate("antarctica", "Place these buildings on the board as shown.")
            if drawn
            else translate("antarctica", "Name the building the table placed on each open area.")
        )

    def starting(self) -> list[str | None]:
        """The starting building of each area as the page shows it."""
        return [box.currentData() for box in self.area_boxes]

    # -- ships ------------------------------------------------------------------------

    def _order(self) -> tuple[int, ...]:
        return placing_order(self.players)

    def ship_placements(self) -> list[tuple[int, int]]:
        """(seat, area) of every ship placed so far, in placing order."""
        if self.first_game.isChecked():
            layout = self.catalogue.board.first_game_ships.get(str(self.players), ())
            return [(seat, area) for seat, area in layout]
        return list(zip(self._order(), self.ships, strict=False))

    def _place(self, area: int) -> None:
        if self.placed.isChecked() and len(self.ships) < len(self._order()):
            self.ships.append(area)
            self._ships_changed()

    def _take_back(self) -> None:
        if self.ships:
            self.ships.pop()
            self._ships_changed()

    def _ships_changed(self) -> None:
        placing = self.placed.isChecked()
        order = self._order()
        done = len(self.ships) >= len(order)
        self.take_back.setVisible(placing)
        self.take_back.setEnabled(bool(self.ships))
        if not placing:
            self.ship_prompt.setText(
                translate("antarctica", "The ships stand as in the rulebook's first game.")
            )
        elif done:
            self.ship_prompt.setText(translate("antarctica", "Every ship is placed."))
        else:
            seat = order[len(self.ships)]
            self.ship_prompt.setText(
                translate("antarctica", "{0} ({1}) places a ship: tap an area").format(
                    self._name(seat), LETTERS[seat]
                )
            )
        preview = self._preview_state()
        if preview is not None:
            closed = closed_areas(self.catalogue, self.players)
            targets = frozenset(
                a
                for a in range(AREAS)
                if placing and not done and a not in closed and len(preview.areas[a].ships) < 3
            )
            self.ship_board.show_state(preview, targets)

    def _name(self, seat: int) -> str:
        row = self.rows[seat]
        return row.name.text().strip() or row.name.placeholderText()

    def _preview_state(self) -> GameState | None:
        """The board with the buildings and the ships so far (for the ships' page)."""
        from companion.games.antarctica.events import GameSetUp
        from companion.games.antarctica.setup import initial_state

        try:
            event = GameSetUp(
                players=self._players(draw=False),
                starting_buildings=tuple(self.starting()),
                ships=tuple(ShipPlacement(seat=s, area=a) for s, a in self.ship_placements()),
                catalogue=self.catalogue,
            )
            return initial_state(event)
        except (ValueError, CompanionError):
            return None

    # -- the command -----------------------------------------------------------------

    def _players(self, draw: bool = True) -> tuple[PlayerSetup, ...]:
        n = self.players
        chosen = [self.rows[seat].basic.currentData() for seat in range(n)]
        spare = [b for b in RESOURCE_BUILDINGS if b not in chosen]
        self.rng.shuffle(spare)
        found = []
        for seat in range(n):
            row = self.rows[seat]
            basic = chosen[seat] or (spare.pop() if draw and spare else RESOURCE_BUILDINGS[seat])
            found.append(
                PlayerSetup(
                    name=self._name(seat), colour=row.colour.currentData(), basic_card=basic
                )
            )
        return tuple(found)

    def command(self) -> SetupGame:
        """The setup as the pages say (``ValueError`` when a part is not valid)."""
        n = self.players
        face_up = tuple(
            FaceUp(deck=deck, card=box.currentData())
            for deck, box in self.face_up.items()
            if box.currentData() is not None
        )
        return SetupGame(
            players=self._players(),
            starting_buildings=tuple(self.starting()),
            ships=tuple(ShipPlacement(seat=s, area=a) for s, a in self.ship_placements()),
            b_track=self.b_track.currentData() if n == 2 else None,
            face_up=face_up,
            catalogue=self.catalogue,
            basic_card_rule=self.rule.currentData(),
        )

    def checked(self) -> SetupGame | None:
        """The setup if the rules accept it; else None, with the reason shown."""
        try:
            command = self.command()
            state = None
            for event in decide(None, command, None):
                state = evolve(state, event)
        except ValueError as error:
            self.error.setText(
                translate("antarctica", "Check the players' names and colours: {0}").format(error)
            )
            return None
        except CompanionError as error:
            self.error.setText(sentence(error, game="antarctica"))
            return None
        self.error.clear()
        return command

    def _checklist(self) -> str:
        n = self.players
        share = ALLOTMENT[n]
        closed = sorted(closed_areas(self.catalogue, n))
        lines = [
            translate(
                "antarctica",
                "Each player: {0} scientists in the personal reserve, {1} in the common reserve.",
            ).format(share.personal, share.common),
            translate(
                "antarctica",
                "Available Resources: {0} ships and {1} cubes each; 1 cube on the score track.",
            ).format(share.ships, share.cubes),
            translate(
                "antarctica", "Back in the box: {0} scientists, {1} ships, {2} cubes each."
            ).format(share.box_scientists, share.box_ships, share.box_cubes),
            translate("antarctica", "Ships on the board: {0} each.").format(share.board_ships),
            translate(
                "antarctica",
                "One starting building on every open area; each player's basic resource card.",
            ),
            translate("antarctica", "The sun on the bottom-left area (1); it moves first thing."),
            translate(
                "antarctica", "Resource deck: {0} expertise cards; shipyard cards beside the board."
            ).format(n),
        ]
        if closed:
            lines.append(
                translate("antarctica", "Closed areas: {0}.").format(
                    ", ".join(str(a + 1) for a in closed)
                )
            )
        unused = [t for t in self.catalogue.tracks if t.min_players > n]
        if unused:
            lines.append(
                translate("antarctica", "Tracks not used: {0}.").format(
                    ", ".join(words.track(t.id) for t in unused)
                )
            )
        return "\n".join(f"☐ {line}" for line in lines)

    # -- moving through the pages ----------------------------------------------------

    def go(self, page: int) -> None:
        """Show page ``page`` (0–3)."""
        titles = (
            translate("antarctica", "New game of Antarctica: players"),
            translate("antarctica", "Starting buildings"),
            translate("antarctica", "Ships on the board"),
            translate("antarctica", "Face-up cards and checklist"),
        )
        page = self.show_page(
            page,
            titles,
            translate("antarctica", "Start the game"),
            translate("antarctica", "Next"),
        )
        if page == 2:
            self._ships_changed()
        if page == self.pages.count() - 1:
            self.checklist.setText(self._checklist())

    def _next(self) -> None:
        page = self.pages.currentIndex()
        if page == 1 and self.enter_buildings.isChecked():
            closed = closed_areas(self.catalogue, self.players)
            problem = entry_problem(self.starting(), closed, starting_buildings(self.players))
            if problem is not None:
                self.error.setText(problem)
                return
        if page == 2 and self.placed.isChecked() and len(self.ships) < len(self._order()):
            self.error.setText(translate("antarctica", "Place every ship first."))
            return
        if page < self.pages.count() - 1:
            self.go(page + 1)
            return
        command = self.checked()
        if command is not None:
            self.confirmed.emit(command)

    def teaching_settings(self) -> TeachingSettings:
        """Teaching mode as chosen: the game's switch and each player's."""
        return self.teaching.settings()

    def step_controls(self) -> list[QWidget]:
        """The buttons that move through the pages (for the layout test)."""
        return shown((self.cancel, self.back, self.next))
