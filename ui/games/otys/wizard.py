"""Otys' setup pages (pp. 4–5): every fact goes into the engine's typed setup
command, with the board data in use copied into it.

1. players: how many (2–4), names and colours in seat order round the table
   (clockwise), who plays first, the sponsors' sides, the spy variant, teaching;
2. research sectors: each player's 8 divers top to bottom and the resources on dig
   zones 2–5 — the app draws them (one tap: lay them as shown) or the table enters
   what it laid;
3. the colony: the sponsors on levels 1–5 and their sides, the emporium's 4 cubes,
   the two reward tokens of each display level (drawn or entered);
4. the public contracts (3; 2 with 2 players) and a checklist; Start.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
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
from companion.games.otys.commands import PlayerSetup, SetupGame
from companion.games.otys.data import COLOURS, DIVERS, LEVELS
from companion.games.otys.decide import decide
from companion.games.otys.library import OtysData
from companion.games.otys.samples import SHAPES, all_tokens, new_id
from companion.games.otys.setup_rules import public_spaces
from companion.games.otys.state import PLAYER_COLOURS, Contract, Resources, Sponsor, Token
from companion.teaching import TeachingSettings
from ui import theme
from ui.games.otys import words
from ui.games.otys.game_data import data_near, teach
from ui.i18n import translate
from ui.messages import sentence
from ui.screens.wizard import WizardFrame
from ui.widgets.touch import shown

MAX_PLAYERS = 4
LETTERS = "ABCD"
TALL = 40


def _combo(parent: QWidget, name: str, items: Sequence[tuple[str, object]]) -> QComboBox:
    box = QComboBox(parent)
    box.setObjectName(name)
    box.setMinimumHeight(TALL)
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(8)
    for text, data in items:
        box.addItem(text, data)
    return box


def _scrolled(inner: QWidget, parent: QWidget) -> QScrollArea:
    area = QScrollArea(parent)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setWidget(inner)
    return area


class DrawOrEnter(QWidget):
    """ "The app draws (lay them as shown)" or "Enter what the table laid", and Draw again."""

    def __init__(self, name: str, redraw: Callable[[], None], parent: QWidget) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.drawn = QRadioButton(translate("otys", "The app draws: lay them as shown"), self)
        self.drawn.setObjectName(f"{name}-drawn")
        self.entered = QRadioButton(translate("otys", "Enter what the table laid"), self)
        self.entered.setObjectName(f"{name}-entered")
        self.again = QPushButton(translate("otys", "Draw again"), self)
        self.again.setObjectName(f"{name}-redraw")
        for widget in (self.drawn, self.entered, self.again):
            widget.setMinimumHeight(44)
            row.addWidget(widget)
        row.addStretch(1)
        self.drawn.setChecked(True)
        self.again.clicked.connect(redraw)
        self.drawn.toggled.connect(lambda on: self.again.setVisible(on))


class SetupWizard(WizardFrame):
    """Set up a game; emits the :class:`SetupGame` command when confirmed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data: OtysData = data_near(parent)
        self.rng = random.Random()
        self.build_frame(
            (self._players_page, self._sectors_page, self._colony_page, self._contracts_page),
            (translate("otys", "Cancel"), translate("otys", "Back"), translate("otys", "Next")),
            go=self.go,
            next_step=self._next,
            margins=(24, 12, 24, 12),
            title_size=18,
        )
        self._count_changed()
        self._draw_colony()
        self.go(0)

    # -- page 1: players ------------------------------------------------------------

    def _players_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        counts = self.player_counts(
            page, translate("otys", "Players"), range(2, MAX_PLAYERS + 1), 2, self._count_changed
        )
        layout.addLayout(counts)
        grid = QGridLayout()
        self.headings(
            grid,
            page,
            ("", translate("otys", "Name"), translate("otys", "Colour")),
        )
        self.names: list[QLineEdit] = []
        self.colours: list[QComboBox] = []
        self.letters: list[QLabel] = []
        for seat in range(MAX_PLAYERS):
            letter = QLabel(LETTERS[seat], page)
            letter.setFont(theme.font(14, bold=True))
            name = QLineEdit(page)
            name.setObjectName(f"name-{seat}")
            name.setMaxLength(40)
            name.setMinimumHeight(TALL)
            name.setPlaceholderText(translate("otys", "Player {0}").format(LETTERS[seat]))
            name.textChanged.connect(lambda _: self._names_changed())
            colour = _combo(page, f"colour-{seat}", [(words.colour(c), c) for c in PLAYER_COLOURS])
            colour.setCurrentIndex(seat)
            grid.addWidget(letter, seat + 1, 0)
            grid.addWidget(name, seat + 1, 1)
            grid.addWidget(colour, seat + 1, 2)
            self.letters.append(letter)
            self.names.append(name)
            self.colours.append(colour)
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        note = QLabel(
            translate(
                "otys",
                "List the players clockwise round the table. The first player keeps the "
                "first-player token all game (p. 6).",
            ),
            page,
        )
        note.setObjectName("muted")
        note.setWordWrap(True)
        layout.addWidget(note)
        form = QFormLayout()
        self.first = _combo(page, "first-player", [])
        form.addRow(translate("otys", "First player (the largest lungs)"), self.first)
        self.sides = _combo(
            page,
            "sponsor-sides",
            [
                (translate("otys", "standard (first games)"), "standard"),
                (translate("otys", "random sides"), "random"),
            ],
        )
        self.sides.currentIndexChanged.connect(lambda _: self._draw_colony())
        form.addRow(words.say_code("otys.option.sponsor_sides"), self.sides)
        self.spy = QCheckBox(words.say_code("otys.option.spy_variant"), page)
        self.spy.setObjectName("spy-variant")
        self.spy.setMinimumHeight(TALL)
        form.addRow(self.spy)
        layout.addLayout(form)
        from companion.games.otys.teaching import TEACHER
        from ui.games.otys.teaching.text import WORDS
        from ui.teaching.setup_choice import TeachingChoice

        self.teaching = TeachingChoice(TEACHER, WORDS, self.player_names, self.names, page)
        layout.addWidget(self.teaching)
        layout.addStretch(1)
        return _scrolled(page, self)

    # -- page 2: research sectors -----------------------------------------------------

    def _sectors_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        self.sector_mode = DrawOrEnter("sectors", self._draw_sectors, page)
        self.sector_mode.drawn.toggled.connect(lambda _: self._sector_mode())
        layout.addWidget(self.sector_mode)
        grid = QGridLayout()
        self.sector_heads: list[QLabel] = []
        self.divers: list[list[QComboBox]] = []
        self.zones: list[list[QComboBox]] = []
        diver_items = [(words.diver(d), d) for d in DIVERS]
        resource_items = [(words.resource(c), c) for c in COLOURS]
        for row in range(8):
            text = (
                translate("otys", "Diver {0} (top)").format(row + 1)
                if row == 0
                else translate("otys", "Diver {0}").format(row + 1)
            )
            grid.addWidget(QLabel(text, page), row + 1, 0)
        for zone in range(2, LEVELS + 1):
            grid.addWidget(
                QLabel(translate("otys", "Dig zone {0}").format(zone), page), 7 + zone, 0
            )
        for seat in range(MAX_PLAYERS):
            head = QLabel(page)
            head.setFont(theme.font(12, bold=True))
            head.setTextFormat(Qt.TextFormat.PlainText)
            grid.addWidget(head, 0, seat + 1)
            self.sector_heads.append(head)
            column = []
            for row in range(8):
                box = _combo(page, f"diver-{seat}-{row}", diver_items)
                grid.addWidget(box, row + 1, seat + 1)
                column.append(box)
            self.divers.append(column)
            zones = []
            for zone in range(2, LEVELS + 1):
                box = _combo(page, f"zone-{seat}-{zone}", resource_items)
                grid.addWidget(box, 7 + zone, seat + 1)
                zones.append(box)
            self.zones.append(zones)
        layout.addLayout(grid)
        note = QLabel(
            translate(
                "otys",
                "Divers start unequipped, one above the other, top to bottom; one resource of "
                "each kind goes on dig zones 2–5, none on zone 1. Each player takes 3 credits "
                "and 1 battery (p. 4).",
            ),
            page,
        )
        note.setObjectName("muted")
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addStretch(1)
        return _scrolled(page, self)

    def _draw_sectors(self) -> None:
        for seat in range(MAX_PLAYERS):
            divers = list(DIVERS)
            self.rng.shuffle(divers)
            for box, kind in zip(self.divers[seat], divers, strict=True):
                box.setCurrentIndex(box.findData(kind))
            colours = list(COLOURS)
            self.rng.shuffle(colours)
            for box, colour in zip(self.zones[seat], colours, strict=True):
                box.setCurrentIndex(box.findData(colour))
        self._sector_mode()

    def _sector_mode(self) -> None:
        entered = self.sector_mode.entered.isChecked()
        for seat in range(MAX_PLAYERS):
            for box in (*self.divers[seat], *self.zones[seat]):
                box.setEnabled(entered)

    # -- page 3: the colony -----------------------------------------------------------

    def _colony_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        self.colony_mode = DrawOrEnter("colony", self._draw_colony, page)
        self.colony_mode.drawn.toggled.connect(lambda _: self._colony_mode())
        layout.addWidget(self.colony_mode)
        body = QHBoxLayout()
        display = QGroupBox(translate("otys", "Colony display: sponsors and reward tokens"), page)
        grid = QGridLayout(display)
        self.tiles: list[QComboBox] = []
        self.tile_sides: list[QComboBox] = []
        self.tokens: list[list[QComboBox]] = []
        token_items = [(words.token(t), t.id) for t in all_tokens()]
        self.token_kinds = {t.id: t for t in all_tokens()}
        for level in range(1, LEVELS + 1):
            grid.addWidget(QLabel(words.level(level), display), level, 0)
            tile = _combo(display, f"sponsor-{level}", [(str(n), n) for n in range(1, 6)])
            side = _combo(
                display,
                f"side-{level}",
                [
                    (translate("otys", "standard"), "standard"),
                    (translate("otys", "advanced"), "advanced"),
                ],
            )
            grid.addWidget(tile, level, 1)
            grid.addWidget(side, level, 2)
            self.tiles.append(tile)
            self.tile_sides.append(side)
            pair = []
            for slot in range(2):
                box = _combo(display, f"token-{level}-{slot}", token_items)
                grid.addWidget(box, level, 3 + slot)
                pair.append(box)
            self.tokens.append(pair)
        for column, text in enumerate(
            (
                translate("otys", "Sponsor"),
                translate("otys", "Side"),
                translate("otys", "Reward token 1"),
                translate("otys", "Reward token 2"),
            )
        ):
            grid.addWidget(QLabel(text, display), 0, column + 1)
        grid.setColumnStretch(3, 1)
        grid.setColumnStretch(4, 1)
        body.addWidget(display, 3)
        emporium = QGroupBox(translate("otys", "Emporium"), page)
        form = QFormLayout(emporium)
        items = [(words.resource(c), c) for c in COLOURS]
        self.emporium = [_combo(emporium, f"emporium-{n}", items) for n in range(3)]
        form.addRow(translate("otys", "2 of"), self.emporium[0])
        form.addRow(translate("otys", "1 of"), self.emporium[1])
        form.addRow(translate("otys", "1 of"), self.emporium[2])
        body.addWidget(emporium, 1)
        layout.addLayout(body)
        layout.addStretch(1)
        return _scrolled(page, self)

    def _draw_colony(self) -> None:
        if not hasattr(self, "tiles"):
            return
        tiles = [1, 2, 3, 4, 5]
        self.rng.shuffle(tiles)
        random_sides = self.sides.currentData() == "random"
        for box, side, tile in zip(self.tiles, self.tile_sides, tiles, strict=True):
            box.setCurrentIndex(box.findData(tile))
            chosen = "advanced" if random_sides and self.rng.random() < 0.5 else "standard"
            side.setCurrentIndex(side.findData(chosen))
        bag = [e.token for e in self.data.tokens for _ in range(e.count)]
        drawn = self.rng.sample(bag, 10) if len(bag) >= 10 else self.rng.choices(all_tokens(), k=10)
        for index, token in enumerate(drawn):
            box = self.tokens[index // 2][index % 2]
            box.setCurrentIndex(box.findData(token.id))
        kinds = list(COLOURS)
        self.rng.shuffle(kinds)
        for box, kind in zip(self.emporium, kinds, strict=False):
            box.setCurrentIndex(box.findData(kind))
        self._colony_mode()

    def _colony_mode(self) -> None:
        entered = self.colony_mode.entered.isChecked()
        for box in (*self.tiles, *self.tile_sides, *self.emporium):
            box.setEnabled(entered)
        for pair in self.tokens:
            for box in pair:
                box.setEnabled(entered)

    # -- page 4: contracts and checklist ------------------------------------------------

    def _contracts_page(self) -> QWidget:
        page = QWidget(self)
        layout = QHBoxLayout(page)
        box = QGroupBox(translate("otys", "Public contracts (face up)"), page)
        form = QFormLayout(box)
        self.public: list[QComboBox] = []
        self.public_labels: list[QLabel] = []
        for space in range(3):
            combo = _combo(box, f"public-{space}", [])
            label = QLabel(translate("otys", "Space {0}").format(space + 1), box)
            form.addRow(label, combo)
            self.public.append(combo)
            self.public_labels.append(label)
        later = QLabel(
            translate(
                "otys",
                "A contract no table taught yet: choose the shape that matches the card; the "
                "library keeps it, marked not checked against your copy.",
            ),
            box,
        )
        later.setObjectName("muted")
        later.setWordWrap(True)
        form.addRow(later)
        layout.addWidget(box, 1)
        checklist = QGroupBox(translate("otys", "Setup checklist"), page)
        inner = QVBoxLayout(checklist)
        self.checklist = QLabel(checklist)
        self.checklist.setObjectName("checklist")
        self.checklist.setWordWrap(True)
        self.checklist.setAlignment(Qt.AlignmentFlag.AlignTop)
        inner.addWidget(_scrolled(self.checklist, checklist), 1)
        inner.addWidget(self.teaching.steps, 1)
        layout.addWidget(checklist, 1)
        for n, combo in enumerate(self.public):
            for contract in self.contract_choices():
                text = words.contract(contract)
                if contract.id == "shape":
                    text = translate("otys", "New card: {0}").format(text)
                combo.addItem(text, contract)
            combo.setCurrentIndex(min(n, combo.count() - 1))
        return page

    def contract_choices(self) -> list[Contract]:
        """The contracts a public space can hold: those taught, then the app's shapes."""
        taught = [entry.contract for entry in self.data.contracts]
        return [*taught, *SHAPES]

    # -- the player count and names -----------------------------------------------------

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
        for seat in range(MAX_PLAYERS):
            row: list[QWidget] = [self.letters[seat], self.names[seat], self.colours[seat]]
            row += [self.sector_heads[seat], *self.divers[seat], *self.zones[seat]]
            for widget in row:
                widget.setVisible(seat < n)
        spaces = public_spaces(n)
        for space, (combo, label) in enumerate(zip(self.public, self.public_labels, strict=True)):
            combo.setVisible(space < spaces)
            label.setVisible(space < spaces)
        self._draw_sectors()
        self._names_changed()

    def _names_changed(self) -> None:
        names = self.player_names()
        chosen = self.first.currentIndex()
        self.first.blockSignals(True)
        self.first.clear()
        for name in names:
            self.first.addItem(name)
        self.first.setCurrentIndex(max(0, min(chosen, len(names) - 1)))
        self.first.blockSignals(False)
        for seat, name in enumerate(names):
            self.sector_heads[seat].setText(name)
        self.teaching.refresh()

    def player_names(self) -> list[str]:
        """The names as typed (or the placeholders), round the table."""
        return [
            self.names[s].text().strip() or self.names[s].placeholderText()
            for s in range(self.players)
        ]

    # -- the command -------------------------------------------------------------------

    def _public(self) -> tuple[Contract, ...]:
        taken = {entry.contract.id for entry in self.data.contracts}
        found = []
        for combo in self.public[: public_spaces(self.players)]:
            contract: Contract = combo.currentData()
            if contract.id == "shape":
                fresh = new_id(taken)
                taken.add(fresh)
                contract = contract.model_copy(update={"id": fresh})
            found.append(contract)
        return tuple(found)

    def command(self) -> SetupGame:
        """The setup as the pages say (``ValueError`` when a part is not valid)."""
        n = self.players
        names = self.player_names()
        seats = [
            PlayerSetup(
                name=names[seat],
                colour=self.colours[seat].currentData(),
                divers=tuple(box.currentData() for box in self.divers[seat]),
                resources=tuple(box.currentData() for box in self.zones[seat]),
            )
            for seat in range(n)
        ]
        first = max(0, self.first.currentIndex())
        seats = seats[first:] + seats[:first]
        kinds = [box.currentData() for box in self.emporium]
        emporium = Resources()
        for kind, count in zip(kinds, (2, 1, 1), strict=True):
            emporium = emporium.add(kind, count)
        display: list[tuple[Token, Token]] = [
            (self.token_kinds[pair[0].currentData()], self.token_kinds[pair[1].currentData()])
            for pair in self.tokens
        ]
        return SetupGame(
            players=tuple(seats),
            sponsors=tuple(
                Sponsor(tile=tile.currentData(), side=side.currentData())
                for tile, side in zip(self.tiles, self.tile_sides, strict=True)
            ),
            emporium=emporium,
            display=tuple(display),
            public=self._public(),
            board=self.data.board,
            spy_variant=self.spy.isChecked(),
        )

    def checked(self) -> SetupGame | None:
        """The setup if the rules accept it; else None, with the reason shown."""
        try:
            command = self.command()
            decide(None, command, self.data)
        except ValueError as error:
            self.error.setText(
                translate("otys", "Check the players' names and colours: {0}").format(error)
            )
            return None
        except CompanionError as error:
            self.error.setText(sentence(error, game="otys"))
            return None
        self.error.clear()
        return command

    def _checklist(self) -> str:
        n = self.players
        lines = [
            translate(
                "otys", "Each player: a board, keys 1–5 on its left spaces, the X-key on its space."
            ),
            translate(
                "otys", "The mechanic right of the board; the hacker under it, on its start."
            ),
            translate(
                "otys", "The 8 divers as listed, unequipped side up; a resource on dig zones 2–5."
            ),
            translate(
                "otys", "3 credits and 1 battery each; score markers on 0 of the colony ranking."
            ),
            translate("otys", "Sponsors on levels 1–5 as listed; 2 reward tokens per level."),
            translate("otys", "The emporium's 4 cubes from the top; the neutral X-keys in a pile."),
            translate("otys", "The contract deck face down; {0} public contracts face up.").format(
                public_spaces(n)
            ),
        ]
        if n == 2:
            lines.append(translate("otys", "2 players: one public contract space stays empty."))
        return "\n".join(f"☐ {line}" for line in lines)

    # -- moving through the pages --------------------------------------------------------

    def go(self, page: int) -> None:
        """Show page ``page`` (0–3)."""
        titles = (
            translate("otys", "New game of Otys: players"),
            translate("otys", "Research sectors: divers and resources"),
            translate("otys", "The colony: sponsors, reward tokens, emporium"),
            translate("otys", "Public contracts and checklist"),
        )
        page = self.show_page(
            page,
            titles,
            translate("otys", "Start the game"),
            translate("otys", "Next"),
        )
        if page == self.pages.count() - 1:
            self.checklist.setText(self._checklist())

    def _next(self) -> None:
        page = self.pages.currentIndex()
        if page < self.pages.count() - 1:
            self.go(page + 1)
            return
        command = self.checked()
        if command is not None:
            entered = self.colony_mode.entered.isChecked()
            tokens = [t for pair in command.display for t in pair] if entered else []
            teach(self, command.public, tokens)
            self.confirmed.emit(command)

    def teaching_settings(self) -> TeachingSettings:
        """Teaching mode as chosen: the game's switch and each player's."""
        return self.teaching.settings()

    def step_controls(self) -> list[QWidget]:
        """The buttons that move through the pages (for the layout test)."""
        return shown((self.cancel, self.back, self.next))
