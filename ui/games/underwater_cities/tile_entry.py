"""Metropolis tiles and face-up special cards by their printed name.

A blue tile or a 3-credit special card the library does not know is described
once, by name and effect, where the table meets it (the new-game wizard, the
take-special step) and stored in the library as the table's confirmed entry; it
is then offered by name and never asked for again.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.games.underwater_cities.actions import Action, GainPart
from companion.games.underwater_cities.effects import Fixed
from companion.games.underwater_cities.library import CardEntry, CardLibrary, MetropolisEntry
from companion.games.underwater_cities.model import RESOURCE_NAMES, Resources
from companion.games.underwater_cities.setup import BLUE_TILES, FACE_UP_SPECIALS
from ui.controller import GameController
from ui.games.underwater_cities import words
from ui.games.underwater_cities.game_data import library_of, save_rows
from ui.games.underwater_cities.game_id import GAME_ID
from ui.i18n import translate
from ui.messages import sentence
from ui.widgets.buttons import QuietButton

FROM_WIZARD = "entered at the table when the tile was drawn"
FROM_TABLE = "entered at the table when the card was laid out or taken"


def tile_text(library: CardLibrary, tile: str) -> str:
    """A tile as a player names it: its printed name, or 'not named yet' for an id."""
    entry = library.metropolis(tile)
    if entry is not None and entry.name:
        return entry.name
    number = tile.rsplit("_", 1)[-1].lstrip("0")
    return translate("tiles", "blue tile {0} (not named yet)").format(number)


def blue_order(library: CardLibrary) -> list[str]:
    """Blue tile ids, named ones first (by name), then the unnamed ones."""
    named = [t for t in BLUE_TILES if (e := library.metropolis(t)) is not None and e.name]
    named.sort(key=lambda t: tile_text(library, t).casefold())
    return named + [t for t in BLUE_TILES if t not in named]


def fill_blue(combo: QComboBox, library: CardLibrary) -> None:
    """Offer every blue tile by name in ``combo`` (keeping its choice)."""
    current = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for tile in blue_order(library):
        combo.addItem(tile_text(library, tile), tile)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    combo.blockSignals(False)


def special_names(library: CardLibrary) -> list[str]:
    """The names of the 3-credit special cards the library knows."""
    return sorted(
        (c.name for c in library.cards() if c.deck == "special" and c.special_cost == 3),
        key=str.casefold,
    )


class NewTileForm(QGroupBox):
    """Describe a blue tile the library does not know: printed name, text, what it
    gives when connected and each production. Emits ``added`` with the tile id."""

    added = Signal(str)

    def __init__(self, parent: QWidget, library: CardLibrary) -> None:
        super().__init__(translate("tiles", "A blue tile the library does not know yet"), parent)
        self.library = library
        grid = QGridLayout(self)
        self.name = QLineEdit(self)
        self.name.setObjectName("new-tile-name")
        self.name.setPlaceholderText(translate("tiles", "name as printed"))
        self.text = QLineEdit(self)
        self.text.setObjectName("new-tile-text")
        self.text.setPlaceholderText(translate("tiles", "its text, as printed"))
        grid.addWidget(self.name, 0, 0, 1, 2)
        grid.addWidget(self.text, 0, 2, 1, 5)
        grid.addWidget(QLabel(translate("tiles", "When connected:"), self), 1, 0)
        self.gain: dict[str, QSpinBox] = {}
        for column, resource in enumerate((*RESOURCE_NAMES, "cards", "points"), start=1):
            spin = QSpinBox(self)
            spin.setObjectName(f"new-tile-{resource}")
            spin.setRange(0, 9)
            spin.setPrefix("+")
            spin.setSuffix(" " + _unit(resource))
            self.gain[resource] = spin
            grid.addWidget(spin, 1 + (column - 1) // 4, 1 + (column - 1) % 4)
        grid.addWidget(QLabel(translate("tiles", "Each production:"), self), 3, 0)
        self.production = QSpinBox(self)
        self.production.setObjectName("new-tile-production")
        self.production.setRange(0, 9)
        self.production.setPrefix("+")
        self.production.setSuffix(" " + _unit("points"))
        grid.addWidget(self.production, 3, 1)
        self.add = QPushButton(translate("tiles", "Add this tile"), self)
        self.add.setObjectName("new-tile-add")
        grid.addWidget(self.add, 3, 3, 1, 2)
        self.message = QLabel(self)
        self.message.setObjectName("error")
        self.message.setWordWrap(True)
        grid.addWidget(self.message, 4, 0, 1, 7)
        self.message.hide()
        self.add.clicked.connect(self.save)

    def entry(self) -> MetropolisEntry:
        """The tile described, on the first blue id no table has named yet."""
        free = [t for t in BLUE_TILES if not (self.library.metropolis(t) or _NONE).name]
        if not free:
            raise ValueError(translate("tiles", "All 11 blue tiles are named already."))
        amounts = {name: spin.value() for name, spin in self.gain.items()}
        resources = Resources(**{n: amounts[n] for n in RESOURCE_NAMES})
        gain = GainPart(resources=resources, cards=amounts["cards"], points=amounts["points"])
        gives = not resources.is_zero() or gain.cards or gain.points
        points = self.production.value()
        return MetropolisEntry(
            tile=free[0],
            name=self.name.text().strip(),
            text=self.text.text().strip() or None,
            instant=Action(options=((gain,),)) if gives else None,
            production=Fixed(points=points) if points else None,
            provenance=FROM_WIZARD,
            confirmed=True,
        )

    def save(self) -> None:
        """Store the tile in the library (once) and announce it."""
        name = self.name.text().strip()
        if any((e := self.library.metropolis(t)) and e.name == name for t in BLUE_TILES):
            self._say(translate("tiles", "“{0}” is in the library already.").format(name))
            return
        try:
            entry = self.entry()
            self.library = save_rows(self, [self.library.metropolis_row(entry)], base=self.library)
        except CompanionError as error:
            self._say(sentence(error, game=GAME_ID))
            return
        except ValueError as error:
            self._say(str(error).splitlines()[-1] if "\n" in str(error) else str(error))
            return
        self._say(translate("tiles", "Added “{0}” to the library.").format(name), "")
        self.name.clear()
        self.text.clear()
        for spin in (*self.gain.values(), self.production):
            spin.setValue(0)
        self.added.emit(entry.tile)

    def _say(self, text: str, mark: str = "⚠ ") -> None:
        self.message.setObjectName("error" if mark else "muted")
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.message.setText(mark + text)
        self.message.show()


_NONE = MetropolisEntry.model_construct(tile=BLUE_TILES[0])
"""A tile nobody named (built without validation: importing this module at start builds
no validator; it is what validating would give)."""


def _unit(name: str) -> str:
    if name == "cards":
        return translate("tiles", "cards")
    if name == "points":
        return translate("tiles", "points")
    return words.resource(name)


class SpecialsBox(QGroupBox):
    """The six face-up 3-credit special cards, by printed name (and text for a card
    the library does not know)."""

    def __init__(self, parent: QWidget, library: CardLibrary) -> None:
        super().__init__(translate("tiles", "Face-up 3-credit special cards"), parent)
        self.library = library
        grid = QGridLayout(self)
        self.names: list[QComboBox] = []
        self.texts: list[QLineEdit] = []
        for index in range(FACE_UP_SPECIALS):
            combo = QComboBox(self)
            combo.setObjectName(f"special-name-{index + 1}")
            combo.setEditable(True)
            combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            line = combo.lineEdit()
            if line is not None:
                line.setPlaceholderText(translate("tiles", "name as printed (or leave empty)"))
            text = QLineEdit(self)
            text.setObjectName(f"special-text-{index + 1}")
            text.setPlaceholderText(translate("tiles", "new card: its text, as printed"))
            text.hide()
            grid.addWidget(QLabel(f"{index + 1}.", self), 2 * index, 0)
            grid.addWidget(combo, 2 * index, 1)
            grid.addWidget(text, 2 * index + 1, 1)
            combo.currentTextChanged.connect(lambda _t, i=index: self._known(i))
            self.names.append(combo)
            self.texts.append(text)
        self.refill()

    def refill(self) -> None:
        """Offer the special cards the library knows."""
        known = special_names(self.library)
        for combo in self.names:
            typed = combo.currentText()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem("")
            combo.addItems(known)
            combo.setCurrentText(typed)
            combo.blockSignals(False)
        for index in range(len(self.names)):
            self._known(index)

    def _known(self, index: int) -> None:
        name = self.names[index].currentText().strip()
        self.texts[index].setVisible(bool(name) and not self._in_library(name))

    def _in_library(self, name: str) -> bool:
        return name.casefold() in {n.casefold() for n in special_names(self.library)}

    def chosen(self) -> tuple[str, ...]:
        """The names entered, in layout order (empty rows left out)."""
        return tuple(n for c in self.names if (n := c.currentText().strip()))

    def new_entries(self) -> list[CardEntry]:
        """The named cards the library does not know, as the table's entries."""
        return [
            new_special(name, text.text())
            for combo, text in zip(self.names, self.texts, strict=True)
            if (name := combo.currentText().strip()) and not self._in_library(name)
        ]


def new_special(name: str, text: str = "") -> CardEntry:
    """A 3-credit special card the table named (its type is said when it is played)."""
    return CardEntry(
        deck="special",
        name=name.strip(),
        special_cost=3,
        text=text.strip() or None,
        provenance=FROM_TABLE,
        confirmed=True,
    )


class SpecialNamer(QWidget):
    """The take-special step for a face-up card no one named: its printed name (a
    card the library knows, or a new one with its text); emits ``take`` with it."""

    take = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QWidget, controller: GameController) -> None:
        super().__init__(parent)
        self.controller = controller
        self.library = library_of(controller.game)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel(translate("tiles", "Its printed name:"), self), 0, 0)
        self.name = QComboBox(self)
        self.name.setObjectName("take-special-name")
        self.name.setEditable(True)
        self.name.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        grid.addWidget(self.name, 0, 1, 1, 2)
        self.text = QLineEdit(self)
        self.text.setObjectName("take-special-text")
        self.text.setPlaceholderText(translate("tiles", "its text, if the library lacks it"))
        grid.addWidget(self.text, 1, 0, 1, 3)
        # not repainted at its release: the tap's paint follows (issue #13)
        self.button = QuietButton(translate("tiles", "Take this card"), self)
        self.button.setObjectName("take-special")
        self.button.setProperty("role", "primary")
        grid.addWidget(self.button, 2, 2)
        self.button.clicked.connect(self._take)
        self.name.currentTextChanged.connect(lambda _t: self._known())
        self.message = QLabel(self)
        self.message.setObjectName("error")
        self.message.setWordWrap(True)
        grid.addWidget(self.message, 3, 0, 1, 3)

    def reset(self) -> None:
        """Offer the special cards the library knows, with nothing typed."""
        self.library = library_of(self.controller.game)
        self.name.clear()
        self.name.addItem("")
        self.name.addItems(special_names(self.library))
        self.name.setCurrentText("")
        self.text.clear()
        self.message.clear()
        self._known()

    def _in_library(self, name: str) -> bool:
        return name.casefold() in {n.casefold() for n in special_names(self.library)}

    def _known(self) -> None:
        name = self.name.currentText().strip()
        self.text.setEnabled(bool(name) and not self._in_library(name))
        self.button.setEnabled(bool(name))

    def _take(self) -> None:
        name = self.name.currentText().strip()
        if not name:
            return
        if not self._in_library(name):
            try:
                entry = new_special(name, self.text.text())
                self.library = save_rows(self, [self.library.card_row(entry)], self.controller.game)
            except CompanionError as error:
                self.message.setText("⚠ " + sentence(error, game=GAME_ID))
                return
            except ValueError as error:
                self.message.setText("⚠ " + str(error).splitlines()[-1])
                return
        self.take.emit(name)
