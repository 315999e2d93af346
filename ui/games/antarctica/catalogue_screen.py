"""The Antarctica catalogue: the board, the five research tracks and the 39
building cards as the app reads them, each marked "not checked against your copy"
until the table confirms it or corrects it (saved as a ``DataRow`` through the
store, with the engine's :func:`~companion.games.antarctica.catalogue.correction_row`).

Each kind has a form a player fills in looking at their copy: a building card's
fields, a research track's centre, length, value and symbols (with the track drawn
as the table draws it), the board's closed areas and first-game ships (tapped on the
board). The engine checks the whole catalogue before anything is saved; a
correction that would make the game unplayable is refused in words and the form
keeps what was typed. New games copy the catalogue in use; games already started
keep theirs.
"""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.games.antarctica.catalogue import (
    AntarcticaData,
    Item,
    catalogue_problems,
    correction_row,
    replace_item,
)
from companion.games.antarctica.data import BUILDING_COUNTS, BoardSpec, BuildingCard, TrackSpec
from ui import theme
from ui.games.antarctica import words
from ui.games.antarctica.board_form import BoardForm
from ui.games.antarctica.game_data import data_near, save_rows
from ui.games.antarctica.tall_rows import TallRows
from ui.games.antarctica.track_form import TrackForm
from ui.i18n import translate
from ui.messages import sentence
from ui.widgets.touch import shown


def item_title(item: Item) -> str:
    """An item's name in the list."""
    if isinstance(item, BoardSpec):
        return translate("antarctica", "The board")
    if isinstance(item, TrackSpec):
        return translate("antarctica", "Track: {0}").format(words.track(item.id))
    return translate("antarctica", "{0} card {1}: {2}").format(
        words.deck(item.deck), item.id.rsplit("_", 1)[-1], words.building(item.building)
    )


def short_title(item: Item) -> str:
    """An item's name inside its group of the list."""
    if isinstance(item, BuildingCard):
        return f"{item.id.rsplit('_', 1)[-1]} · {words.building(item.building)}"
    if isinstance(item, TrackSpec):
        return words.track(item.id)
    return translate("antarctica", "The board")


def group_of(item: Item) -> str:
    """The group an item is listed under."""
    if isinstance(item, BoardSpec):
        return translate("antarctica", "Board")
    if isinstance(item, TrackSpec):
        return translate("antarctica", "Research tracks")
    return translate("antarctica", "{0} cards").format(words.deck(item.deck))


def narrow(box: QComboBox) -> None:
    """Let ``box`` be narrower than its longest entry (it shows what fits)."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(8)


class CardForm(QWidget):
    """The fields of one building card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.building = QComboBox(self)
        self.building.setObjectName("card-building")
        self.access: list[QComboBox] = []
        for kind in BUILDING_COUNTS:
            self.building.addItem(words.building(kind), kind)
        self.players = QComboBox(self)
        self.players.setObjectName("card-players")
        for count in (2, 3, 4):
            self.players.addItem(translate("antarctica", "from {0} players").format(count), count)
        access = QHBoxLayout()
        for index in range(3):
            box = QComboBox(self)
            box.setObjectName(f"card-access-{index}")
            box.addItem("—", None)
            for kind in BUILDING_COUNTS:
                box.addItem(words.building(kind), kind)
            self.access.append(box)
            access.addWidget(box, 1)
        self.scientists = QSpinBox(self)
        self.scientists.setObjectName("card-scientists")
        self.scientists.setRange(1, 4)
        self.research = QSpinBox(self)
        self.research.setObjectName("card-research")
        self.research.setRange(0, 8)
        self.asterisk = QCheckBox(translate("antarctica", "Asterisk (bottom left)"), self)
        self.asterisk.setObjectName("card-asterisk")
        self.asterisk.setMinimumHeight(44)
        rows = (
            (translate("antarctica", "Builds"), self.building),
            (translate("antarctica", "Back of the card"), self.players),
            (translate("antarctica", "Scientists"), self.scientists),
            (translate("antarctica", "Research points"), self.research),
        )
        for index, (text, field) in enumerate(rows):
            line = 0 if index < 2 else 2
            grid.addWidget(QLabel(text, self), line, 2 * (index % 2))
            grid.addWidget(field, line, 2 * (index % 2) + 1)
        grid.addWidget(QLabel(translate("antarctica", "Needs access to"), self), 1, 0)
        grid.addLayout(access, 1, 1, 1, 3)
        grid.addWidget(self.asterisk, 3, 0, 1, 4)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(3, 2)
        grid.setRowStretch(4, 1)
        for widget in (self.building, *self.access, self.scientists, self.research, self.players):
            widget.setMinimumHeight(44)
        for box in (self.building, *self.access, self.players):
            narrow(box)

    def show_card(self, card: BuildingCard) -> None:
        """Fill the fields from ``card``."""
        self.building.setCurrentIndex(self.building.findData(card.building))
        for index, box in enumerate(self.access):
            kind = card.access[index] if index < len(card.access) else None
            box.setCurrentIndex(max(0, box.findData(kind)))
        self.scientists.setValue(card.scientists)
        self.research.setValue(card.research)
        self.asterisk.setChecked(card.asterisk)
        self.players.setCurrentIndex(self.players.findData(card.min_players))

    def card(self, base: BuildingCard) -> BuildingCard:
        """``base`` with the fields as shown."""
        access = tuple(box.currentData() for box in self.access if box.currentData() is not None)
        return base.model_copy(
            update={
                "building": self.building.currentData(),
                "access": access,
                "scientists": self.scientists.value(),
                "research": self.research.value(),
                "asterisk": self.asterisk.isChecked(),
                "min_players": self.players.currentData(),
            }
        )


class CatalogueScreen(QWidget):
    """Every item of the catalogue, grouped; confirm it, or correct it in its form."""

    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.data: AntarcticaData = data_near(parent)
        self.rows: list[Item | None] = []
        """What each row of the list shows (None: a group's heading)."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(theme.px(20), theme.px(10), theme.px(20), theme.px(10))
        layout.setSpacing(theme.px(6))
        title = QLabel(
            translate("antarctica", "Antarctica: board, research tracks and building cards"), self
        )
        title.setFont(theme.font(17, bold=True))
        title.setWordWrap(True)
        layout.addWidget(title)
        note = QLabel(
            translate(
                "antarctica",
                "The rulebook shows these only in pictures: the app's reading is marked "
                '"not checked against your copy" until you confirm or correct it.',
            ),
            self,
        )
        note.setObjectName("muted")
        note.setWordWrap(True)
        layout.addWidget(note)
        body = QHBoxLayout()
        layout.addLayout(body, 1)
        self.items = QListWidget(self)
        self.items.setObjectName("catalogue-items")
        self.items.setItemDelegate(TallRows(self.items))
        self.items.setWordWrap(True)
        self.items.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.items.setMaximumWidth(theme.px(330))
        self.items.currentRowChanged.connect(self._show)
        body.addWidget(self.items, 2)
        right = QVBoxLayout()
        body.addLayout(right, 5)
        self.heading = QLabel(self)
        self.heading.setFont(theme.font(14, bold=True))
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        right.addWidget(self.heading)
        self.status = QLabel(self)
        self.status.setObjectName("catalogue-status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        right.addWidget(self.status)
        self.editors = QStackedWidget(self)
        self.card_form = CardForm(self.editors)
        self.track_form = TrackForm(self.editors)
        self.board_form = BoardForm(self.editors)
        for form in (self.card_form, self.track_form, self.board_form):
            self.editors.addWidget(form)
        right.addWidget(self.editors, 1)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        right.addWidget(self.error)
        row = QHBoxLayout()
        self.back_button = QPushButton(translate("antarctica", "Back"), self)
        self.back_button.setObjectName("catalogue-back")
        self.back_button.clicked.connect(self.back)
        self.confirm = QPushButton(translate("antarctica", "Matches my copy"), self)
        self.confirm.setObjectName("catalogue-confirm")
        self.confirm.clicked.connect(self._confirm)
        self.save = QPushButton(translate("antarctica", "Save the correction"), self)
        self.save.setObjectName("catalogue-save")
        self.save.setProperty("role", "primary")
        self.save.clicked.connect(self._save)
        for button in (self.back_button, self.confirm, self.save):
            button.setMinimumHeight(44)
        row.addWidget(self.back_button)
        row.addStretch(1)
        row.addWidget(self.confirm)
        row.addWidget(self.save)
        layout.addLayout(row)
        self._fill()

    def entries(self) -> list[Item]:
        """Every item, board first, then the tracks, then the cards deck by deck."""
        catalogue = self.data.catalogue
        return [catalogue.board, *catalogue.tracks, *catalogue.cards]

    def _fill(self, item_id: str | None = None) -> None:
        groups: dict[str, list[Item]] = {}
        for item in self.entries():
            groups.setdefault(group_of(item), []).append(item)
        self.items.blockSignals(True)
        self.items.clear()
        self.rows = []
        bold = theme.font(11, bold=True)
        for name, members in groups.items():
            unchecked = sum(not item.confirmed for item in members)
            text = (
                translate("antarctica", "{0} · {1} not checked").format(name, unchecked)
                if unchecked
                else translate("antarctica", "{0} · all checked").format(name)
            )
            heading = QListWidgetItem(text)
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
            heading.setFont(bold)
            self.items.addItem(heading)
            self.rows.append(None)
            for item in members:
                line = ("✓ " if item.confirmed else "○ ") + short_title(item)
                if not item.confirmed:
                    line += "\n    " + translate("antarctica", "not checked against your copy")
                entry = QListWidgetItem(line)
                entry.setToolTip(item.source)
                self.items.addItem(entry)
                self.rows.append(item)
        self.items.blockSignals(False)
        self.select(item_id or self.entries()[0].id)

    def row_of(self, item_id: str) -> int:
        """The list row of the item called ``item_id``."""
        return next(i for i, item in enumerate(self.rows) if item and item.id == item_id)

    def select(self, item_id: str) -> None:
        """Show the item called ``item_id`` (as a tap on it in the list)."""
        self.items.setCurrentRow(self.row_of(item_id))

    def current(self) -> Item:
        """The item shown."""
        item = self.rows[max(0, self.items.currentRow())]
        return item if item is not None else self.entries()[0]

    def _show(self, row: int) -> None:
        if row < 0 or self.rows[row] is None:
            return
        item = self.current()
        self.heading.setText(item_title(item))
        self.status.setText(
            translate("antarctica", "Checked against your copy.")
            if item.confirmed
            else translate("antarctica", "Not checked against your copy. Source: {0}").format(
                item.source
            )
        )
        catalogue = self.data.catalogue
        if isinstance(item, BuildingCard):
            self.card_form.show_card(item)
            self.editors.setCurrentWidget(self.card_form)
        elif isinstance(item, TrackSpec):
            self.track_form.show_track(item, catalogue)
            self.editors.setCurrentWidget(self.track_form)
        else:
            self.board_form.show_board(item, catalogue)
            self.editors.setCurrentWidget(self.board_form)
        self.error.clear()

    def edited(self) -> Item:
        """The item as its form shows it (``ValidationError`` if it cannot be one)."""
        item = self.current()
        if isinstance(item, BuildingCard):
            return self.card_form.card(item)
        if isinstance(item, TrackSpec):
            return self.track_form.track()
        return self.board_form.board()

    def _confirm(self) -> None:
        self._store(self.current())

    def _save(self) -> None:
        try:
            item = self.edited()
        except ValidationError:
            self.error.setText(
                translate("antarctica", "This is not a valid correction; nothing was saved.")
            )
            return
        self._store(item)

    def _store(self, item: Item) -> None:
        try:
            changed = replace_item(self.data.catalogue, item)
        except (KeyError, ValidationError):
            self.error.setText(
                translate("antarctica", "This does not fit the catalogue; nothing was saved.")
            )
            return
        problems = catalogue_problems(changed)
        if problems:
            self.error.setText(
                translate(
                    "antarctica",
                    "The game could not be played like this, so nothing was saved: {0}.",
                ).format("; ".join(words.say(p) for p in problems))
            )
            return
        try:
            self.data = save_rows(self, [correction_row(item)])
        except CompanionError as error:
            self.error.setText(sentence(error, game="antarctica"))
            return
        self._fill(item.id)

    def form_controls(self) -> list[QWidget]:
        """The controls of the form shown."""
        form = self.editors.currentWidget()
        if isinstance(form, TrackForm | BoardForm):
            return form.controls()
        assert isinstance(form, CardForm)
        return [
            form.building,
            *form.access,
            form.scientists,
            form.research,
            form.players,
            form.asterisk,
        ]

    def step_controls(self) -> list[QWidget]:
        """The buttons of this screen and of the form shown (for the layout test)."""
        return shown((*self.form_controls(), self.back_button, self.confirm, self.save))
