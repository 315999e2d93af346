"""The card library: era and special cards, metropolis tiles; add a card the table
meets, import and export packs of everything the table taught (docs/pack.md)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.core.reading import MAX_FILE_BYTES, decode_text, read_file_bytes
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.model import COLOURS
from companion.games.underwater_cities.pack import export_pack, plan_import
from companion.games.underwater_cities.state import GameState
from ui import theme
from ui.games.underwater_cities import words
from ui.games.underwater_cities.effect_editor import TALL, EffectEditor
from ui.games.underwater_cities.game_data import library_near, save_rows, stored_rows
from ui.games.underwater_cities.game_id import GAME_ID
from ui.games.underwater_cities.words import conflict_words
from ui.messages import sentence
from ui.widgets.rows_model import RowsModel
from ui.widgets.touch import shown


def _table(
    model: RowsModel, parent: QWidget, name: str
) -> tuple[QTableView, QSortFilterProxyModel]:
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    proxy.setFilterKeyColumn(-1)
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.verticalHeader().hide()
    view.setWordWrap(True)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return view, proxy


class LibraryScreen(QWidget):
    """Everything the companion knows about cards and tiles."""

    back = Signal()

    def __init__(self, parent: QWidget | None = None, library: CardLibrary | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.library: CardLibrary = library if library is not None else library_near(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 12, 20, 12)
        top = QHBoxLayout()
        title = QLabel(self.tr("Card library"), self)
        title.setFont(theme.font(22, bold=True))
        top.addWidget(title)
        top.addStretch(1)
        self.filter = QLineEdit(self)
        self.filter.setObjectName("library-filter")
        self.filter.setPlaceholderText(self.tr("Search number, name, text…"))
        self.filter.setMinimumWidth(320)
        top.addWidget(self.filter)
        layout.addLayout(top)

        tabs = QTabWidget(self)
        self.cards = RowsModel(
            [
                self.tr("Deck"),
                self.tr("Number"),
                self.tr("Name"),
                self.tr("Colour"),
                self.tr("Type"),
                self.tr("Effect"),
                self.tr("Source"),
            ],
            self,
        )
        self.cards_view, self.cards_proxy = _table(self.cards, self, "library-cards")
        tabs.addTab(self.cards_view, self.tr("Cards"))
        self.tiles = RowsModel(
            [self.tr("Tile"), self.tr("Name"), self.tr("Effect"), self.tr("Source")], self
        )
        self.tiles_view, self.tiles_proxy = _table(self.tiles, self, "library-tiles")
        tabs.addTab(self.tiles_view, self.tr("Metropolis tiles"))
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.setObjectName("library-split")
        split.setChildrenCollapsible(False)
        split.addWidget(tabs)
        layout.addWidget(split, 1)
        self.filter.textChanged.connect(self.cards_proxy.setFilterFixedString)
        self.filter.textChanged.connect(self.tiles_proxy.setFilterFixedString)

        adding = QScrollArea(split)  # a small window scrolls the form, never grows
        box = self._add_box()
        adding.setWidget(box)
        adding.setWidgetResizable(True)
        adding.setFrameShape(QFrame.Shape.NoFrame)
        adding.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        adding.setMinimumHeight(min(box.sizeHint().height(), 330))
        split.addWidget(adding)
        split.setStretchFactor(0, 1)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        row = QHBoxLayout()
        back = QPushButton(self.tr("Back"), self)
        back.setObjectName("library-back")
        back.clicked.connect(self.back)
        importing = QPushButton(self.tr("Import a pack…"), self)
        importing.setObjectName("library-import")
        importing.clicked.connect(self._import)
        exporting = QPushButton(self.tr("Export what the table taught…"), self)
        exporting.setObjectName("library-export")
        exporting.clicked.connect(self._export)
        row.addWidget(back)
        row.addStretch(1)
        boards = QPushButton(self.tr("Player boards…"), self)
        boards.setObjectName("library-boards")
        boards.clicked.connect(self.open_board_editor)
        row.addWidget(boards)
        row.addWidget(importing)
        row.addWidget(exporting)
        layout.addLayout(row)
        self.refresh()

    def open_board_editor(self) -> QWidget:
        """The board editor (calibrate the player boards against the printed ones)."""
        from ui.games.underwater_cities.board_editor import BoardEditor

        editor = BoardEditor(self, 1, self.library)
        editor.setModal(True)
        editor.fit_to_screen()
        editor.finished.connect(lambda _: self._boards_saved(editor))
        editor.show()
        return editor

    def _boards_saved(self, editor: QWidget) -> None:
        library = getattr(editor, "library", None)
        if isinstance(library, CardLibrary):
            self.library = library

    def _add_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Add or teach a card the table met"), self)
        form = QVBoxLayout(box)
        row = QHBoxLayout()
        self.number = QSpinBox(box)
        self.number.setObjectName("add-number")
        self.number.setRange(0, 999)
        self.number.setSpecialValueText(self.tr("no number"))
        self.name = QLineEdit(box)
        self.name.setObjectName("add-name")
        self.name.setPlaceholderText(self.tr("name as printed"))
        self.colour = QComboBox(box)
        self.colour.setObjectName("add-colour")
        self.colour.addItem(self.tr("colour unknown"), None)
        for colour in COLOURS:
            self.colour.addItem(words.colour_label(colour), colour)
        for widget in (self.number, self.name, self.colour):
            widget.setMinimumHeight(TALL)
            row.addWidget(widget)
        edit = QPushButton(self.tr("Edit the selected card"), box)
        edit.setObjectName("edit-card")
        edit.setMinimumHeight(TALL)
        edit.clicked.connect(self._edit_selected)
        row.addWidget(edit)
        form.addLayout(row)
        self.editor = EffectEditor(box, context=self._context)
        form.addWidget(self.editor)
        self.text = QLineEdit(box)
        self.text.setObjectName("add-text")
        self.text.setMinimumHeight(TALL)
        self.text.setPlaceholderText(self.tr("the card's text, as printed"))
        add = QPushButton(self.tr("Save to the library"), box)
        add.setObjectName("add-card")
        add.setMinimumHeight(TALL)
        add.clicked.connect(self._add)
        text_row = QHBoxLayout()
        text_row.addWidget(self.text, 1)
        text_row.addWidget(add)
        form.addLayout(text_row)
        return box

    def _context(self) -> tuple[GameState, int] | None:
        """The open game's state and current player, for the editor's preview."""
        node = self.parent()
        while node is not None:
            state = getattr(getattr(node, "controller", None), "state", None)
            if isinstance(state, GameState):
                return state, state.current_player or 0
            node = node.parent()
        return None

    def _edit_selected(self) -> None:
        """Load the selected card into the form (its effect into the editor)."""
        rows = self.cards_view.selectionModel().selectedRows()
        if not rows:
            self._say(self.tr("Select a card in the list first."), error=True)
            return
        entry = self._entries[self.cards_proxy.mapToSource(rows[0]).row()]
        self.number.setValue(entry.number or 0)
        self.name.setText(entry.name)
        self.colour.setCurrentIndex(max(0, self.colour.findData(entry.colour)))
        self.text.setText(entry.text or "")
        self.editor.load(entry)

    def refresh(self) -> None:
        """Reload the library's entries."""
        rows: list[list[str | int]] = []
        self._entries = list(self.library.cards())
        for card in self._entries:
            effect = card.text or ""
            if card.table_resolved:
                effect = effect or self.tr("resolved by the table")
            elif any((card.production, card.scoring, card.effect, card.trigger, card.hand_limit)):
                effect = effect or self.tr("effect known")
            rows.append(
                [
                    words.deck(card.deck),
                    card.number if card.number is not None else "",
                    card.name,
                    words.colour_label(card.colour) if card.colour else "",
                    words.card_type(card.type) if card.type else "",
                    effect,
                    self._source(card.provenance, card.confirmed),
                ]
            )
        self.cards.set_rows(rows)
        self.tiles.set_rows(
            [
                [
                    tile.tile,
                    tile.name or "",
                    tile.text or self.tr("not recorded yet"),
                    self._source(tile.provenance, tile.confirmed),
                ]
                for tile in self.library.metropolises()
            ]
        )

    def _source(self, provenance: str, confirmed: bool) -> str:
        """Where an entry comes from, and whether a table checked it against its copy."""
        return f"✓ {self.tr('checked at the table')} · {provenance}" if confirmed else provenance

    def _add(self) -> None:
        try:
            entry = self.editor.entry(
                number=self.number.value() or None,
                name=self.name.text().strip() or "?",
                colour=self.colour.currentData(),
                text=self.text.text().strip() or None,
                confirmed=True,
            )
            self.library = save_rows(self, [self.library.card_row(entry, replace=True)])
        except CompanionError as error:
            self._say(sentence(error, game=GAME_ID), error=True)
            return
        except ValueError as error:
            self._say(str(error), error=True)
            return
        self._say(self.tr("Added {0}.").format(words.say(entry.label)))
        self.refresh()

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setObjectName("error" if error else "muted")
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.message.setText(("⚠ " if error else "") + text)

    def _import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import a pack"), "", self.tr("Packs (*.json)")
        )
        if not path:
            return
        what = f"pack {Path(path).name}"
        try:
            text = decode_text(
                read_file_bytes(path, what=what, max_bytes=MAX_FILE_BYTES), what=what
            )
        except (CompanionError, OSError) as error:
            self._say(
                sentence(error, game=GAME_ID) if isinstance(error, CompanionError) else str(error),
                True,
            )
            return
        self.import_text(text, Path(path).name)

    def import_text(self, text: str, file: str) -> None:
        """Import the pack ``text`` (all or nothing) and say what it did, conflicts
        included; the table's confirmed entries always win."""
        try:
            plan = plan_import(text, stored_rows(self), file)
            self.library = save_rows(self, plan.rows)
        except CompanionError as error:
            self._say(sentence(error, game=GAME_ID), True)
            return
        lines = [
            self.tr("Imported {0} new entries ({1} already known).").format(
                len(plan.added), len(plan.unchanged)
            )
        ]
        lines += [conflict_words(conflict) for conflict in plan.conflicts]
        self._say("\n".join(lines))
        self.refresh()

    def export_text(self) -> str:
        """Everything the table taught, as one pack."""
        return export_pack(stored_rows(self))

    def _export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export what the table taught"), "pack.json", self.tr("Packs (*.json)")
        )
        if path:
            Path(path).write_text(self.export_text(), encoding="utf-8")
            self._say(self.tr("Saved {0}.").format(path))

    def step_controls(self) -> list[QWidget]:
        """Back and saving a card (for the layout test)."""
        return shown(self.findChild(QPushButton, n) for n in ("library-back", "add-card"))
