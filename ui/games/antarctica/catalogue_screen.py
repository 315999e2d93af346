"""The Antarctica catalogue: the board, the five research tracks and the 39
building cards as the app reads them, each marked "not checked against your copy"
until the table confirms it or corrects it (saved as a ``DataRow`` through the
store, with the engine's :func:`~companion.games.antarctica.catalogue.correction_row`).

A building card is corrected with a form; a track and the board as their data
(JSON), checked by the engine before anything is saved. New games copy the
catalogue in use; games already started keep theirs.
"""

from __future__ import annotations

import json

from pydantic import ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
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
from ui.games.antarctica.game_data import data_near, save_rows
from ui.i18n import translate
from ui.messages import sentence
from ui.widgets.touch import shown

EDITED = ("id", "source", "confirmed")
"""Fields of an item the table does not edit (kept as they are)."""


def item_title(item: Item) -> str:
    """An item's name in the list."""
    if isinstance(item, BoardSpec):
        return translate("antarctica", "The board")
    if isinstance(item, TrackSpec):
        return translate("antarctica", "Track: {0}").format(words.track(item.id))
    return translate("antarctica", "{0} card {1}: {2}").format(
        words.deck(item.deck), item.id.rsplit("_", 1)[-1], words.building(item.building)
    )


def compact_json(data: dict[str, object]) -> str:
    """An item's data as JSON a person can read: one field per line, a symbol or a
    player count's ships per line."""
    lines = []
    for key, value in data.items():
        if isinstance(value, list) and value and isinstance(value[0], dict):
            inner = ",\n".join(f"  {json.dumps(v, ensure_ascii=False)}" for v in value)
            shown = f"[\n{inner}\n ]"
        elif isinstance(value, dict):
            inner = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in value.items())
            shown = f"{{\n{inner}\n }}"
        else:
            shown = json.dumps(value, ensure_ascii=False)
        lines.append(f" {json.dumps(key)}: {shown}")
    return "{\n" + ",\n".join(lines) + "\n}"


class CardForm(QWidget):
    """The fields of one building card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.building = QComboBox(self)
        self.building.setObjectName("card-building")
        self.access: list[QComboBox] = []
        for kind in BUILDING_COUNTS:
            self.building.addItem(words.building(kind), kind)
        form.addRow(translate("antarctica", "Builds"), self.building)
        for index in range(3):
            box = QComboBox(self)
            box.setObjectName(f"card-access-{index}")
            box.addItem("—", None)
            for kind in BUILDING_COUNTS:
                box.addItem(words.building(kind), kind)
            self.access.append(box)
            form.addRow(translate("antarctica", "Needs access to") if index == 0 else "", box)
        self.scientists = QSpinBox(self)
        self.scientists.setObjectName("card-scientists")
        self.scientists.setRange(1, 4)
        form.addRow(translate("antarctica", "Scientists"), self.scientists)
        self.research = QSpinBox(self)
        self.research.setObjectName("card-research")
        self.research.setRange(0, 8)
        form.addRow(translate("antarctica", "Research points"), self.research)
        self.asterisk = QCheckBox(translate("antarctica", "Asterisk (bottom left)"), self)
        self.asterisk.setObjectName("card-asterisk")
        form.addRow(self.asterisk)
        self.players = QComboBox(self)
        self.players.setObjectName("card-players")
        for count in (2, 3, 4):
            self.players.addItem(translate("antarctica", "from {0} players").format(count), count)
        form.addRow(translate("antarctica", "Back of the card"), self.players)
        for widget in (self.building, *self.access, self.scientists, self.research, self.players):
            widget.setMinimumHeight(40)

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
    """Every item of the catalogue; confirm it, or correct it, one at a time."""

    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.data: AntarcticaData = data_near(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        title = QLabel(
            translate("antarctica", "Antarctica: board, research tracks and building cards"), self
        )
        title.setFont(theme.font(20, bold=True))
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
        self.items.setWordWrap(True)
        self.items.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.items.currentRowChanged.connect(self._show)
        body.addWidget(self.items, 2)
        right = QVBoxLayout()
        body.addLayout(right, 3)
        self.heading = QLabel(self)
        self.heading.setFont(theme.font(15, bold=True))
        self.heading.setWordWrap(True)
        right.addWidget(self.heading)
        self.status = QLabel(self)
        self.status.setObjectName("catalogue-status")
        self.status.setWordWrap(True)
        right.addWidget(self.status)
        self.editors = QStackedWidget(self)
        self.card_form = CardForm(self.editors)
        self.text = QPlainTextEdit(self.editors)
        self.text.setObjectName("catalogue-json")
        self.editors.addWidget(self.card_form)
        self.editors.addWidget(self.text)
        right.addWidget(self.editors, 1)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
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
        """Every item, board first, then the tracks, then the cards."""
        catalogue = self.data.catalogue
        return [catalogue.board, *catalogue.tracks, *catalogue.cards]

    def _fill(self, row: int = 0) -> None:
        self.items.blockSignals(True)
        self.items.clear()
        for item in self.entries():
            mark = "✓ " if item.confirmed else ""
            text = mark + item_title(item)
            if not item.confirmed:
                text += " — " + translate("antarctica", "not checked against your copy")
            entry = QListWidgetItem(text)
            entry.setToolTip(item.source)
            self.items.addItem(entry)
        self.items.blockSignals(False)
        self.items.setCurrentRow(row)
        self._show(row)

    def current(self) -> Item:
        """The item shown."""
        return self.entries()[max(0, self.items.currentRow())]

    def _show(self, row: int) -> None:
        if row < 0:
            return
        item = self.entries()[row]
        self.heading.setText(item_title(item))
        self.status.setText(
            translate("antarctica", "Checked against your copy.")
            if item.confirmed
            else translate("antarctica", "Not checked against your copy. Source: {0}").format(
                item.source
            )
        )
        if isinstance(item, BuildingCard):
            self.card_form.show_card(item)
            self.editors.setCurrentWidget(self.card_form)
        else:
            data = item.model_dump(mode="json", exclude=set(EDITED))
            self.text.setPlainText(compact_json(data))
            self.editors.setCurrentWidget(self.text)
        self.error.clear()

    def edited(self) -> Item:
        """The item as the form or the text says (``ValueError``, ``ValidationError``)."""
        item = self.current()
        if isinstance(item, BuildingCard):
            return self.card_form.card(item)
        data = json.loads(self.text.toPlainText())
        if not isinstance(data, dict):
            raise ValueError("not an object")
        kept = item.model_dump(mode="json", include=set(EDITED))
        return type(item).model_validate({**data, **kept})

    def _confirm(self) -> None:
        self._store(self.current())

    def _save(self) -> None:
        try:
            item = self.edited()
        except (ValueError, ValidationError) as error:
            if isinstance(error, ValidationError):
                where = ".".join(str(p) for p in error.errors()[0]["loc"])
            elif isinstance(error, json.JSONDecodeError):
                where = translate("antarctica", "line {0}").format(error.lineno)
            else:
                where = translate("antarctica", "not an object")
            self.error.setText(
                translate("antarctica", "This is not valid ({0}); nothing was saved.").format(where)
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
            self.error.setText("; ".join(words.say(p) for p in problems))
            return
        row = self.items.currentRow()
        try:
            self.data = save_rows(self, [correction_row(item)])
        except CompanionError as error:
            self.error.setText(sentence(error, game="antarctica"))
            return
        self._fill(row)

    def step_controls(self) -> list[QWidget]:
        """The buttons of this screen (for the layout test)."""
        return shown((self.back_button, self.confirm, self.save))
