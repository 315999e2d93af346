"""Players as people: every profile with its avatar initial, colour and games;
rename one, merge two (history kept: each game keeps the names it was played under),
open a player's statistics."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.store import GameStore, Profile
from ui import plain_text, theme
from ui.widgets.profile_picker import avatar
from ui.widgets.touch import shown


class PlayersScreen(QWidget):
    """The known players, with rename and merge."""

    back = Signal()
    statistics = Signal(int)
    """Show a player's statistics (their profile number)."""

    def __init__(self, store: GameStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.store = store
        self.people: list[Profile] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        top = QHBoxLayout()
        title = QLabel(self.tr("Players"), self)
        title.setFont(theme.font(22, bold=True))
        top.addWidget(title, 1)
        layout.addLayout(top)
        note = QLabel(
            self.tr(
                "Everyone who sat at a table. Renaming or merging keeps every game as it "
                "was played; lessons seen follow the player."
            ),
            self,
        )
        note.setWordWrap(True)
        note.setObjectName("muted")
        layout.addWidget(note)
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("players")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Avatar"), self.tr("Name"), self.tr("Colour"), self.tr("Games")]
        )
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setFont(theme.font(12))
        self.table.setIconSize(QSize(28, 28))
        self.table.verticalHeader().setDefaultSectionSize(40)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.back_button = self._button(self.tr("Back"), "players-back", buttons)
        self.back_button.clicked.connect(self.back)
        buttons.addStretch(1)
        self.rename_button = self._button(self.tr("Rename…"), "players-rename", buttons)
        self.rename_button.clicked.connect(self._rename)
        self.merge_button = self._button(self.tr("Merge into…"), "players-merge", buttons)
        self.merge_button.clicked.connect(self._merge)
        self.stats_button = self._button(self.tr("Statistics"), "players-stats", buttons)
        self.stats_button.clicked.connect(self._statistics)
        layout.addLayout(buttons)
        self.refresh()

    def _button(self, text: str, name: str, row: QHBoxLayout) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setMinimumHeight(44)
        row.addWidget(button)
        return button

    def refresh(self) -> None:
        """Read the profiles again."""
        self.people = self.store.profiles()
        self.table.setRowCount(len(self.people))
        for row, person in enumerate(self.people):
            face = QTableWidgetItem(avatar(person), "")
            face.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            cells = [face, QTableWidgetItem(person.name)]
            cells.append(QTableWidgetItem(person.colour or "–"))
            games = QTableWidgetItem(str(person.games))
            games.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            cells.append(games)
            for column, item in enumerate(cells):
                self.table.setItem(row, column, item)
        if self.people:
            self.table.selectRow(0)
        for button in (self.rename_button, self.merge_button, self.stats_button):
            button.setEnabled(bool(self.people))
        self.merge_button.setEnabled(len(self.people) > 1)

    def selected(self) -> Profile | None:
        """The chosen player."""
        rows = self.table.selectionModel().selectedRows()
        return self.people[rows[0].row()] if rows else None

    def rename(self, person: Profile, name: str) -> bool:
        """Rename ``person``; say why not."""
        try:
            self.store.update_profile(person.id, name=name)
        except CompanionError as error:
            self._refused(self.tr("Rename a player"), error)
            return False
        self.refresh()
        return True

    def merge(self, keep: Profile, other: Profile) -> bool:
        """Make ``other`` part of ``keep``; say why not."""
        try:
            self.store.merge_profiles(keep.id, other.id)
        except CompanionError as error:
            self._refused(self.tr("Merge players"), error)
            return False
        self.refresh()
        return True

    def _refused(self, title: str, error: CompanionError) -> None:
        from ui.messages import sentence

        plain_text.tell(self, title, sentence(error))

    def _rename(self) -> None:
        person = self.selected()
        if person is None:
            return
        name, ok = QInputDialog.getText(
            self, self.tr("Rename a player"), self.tr("New name:"), text=person.name
        )
        if ok and name.strip() and name != person.name:
            self.rename(person, name)

    def _merge(self) -> None:
        other = self.selected()
        if other is None:
            return
        others = [p for p in self.people if p.id != other.id]
        names = [f"{p.name} (#{p.id})" for p in others]
        chosen, ok = QInputDialog.getItem(
            self,
            self.tr("Merge players"),
            self.tr("{0} is the same person as:").format(other.name),
            names,
            0,
            False,
        )
        if not ok or chosen not in names:
            return
        keep = others[names.index(chosen)]
        if plain_text.ask(
            self,
            self.tr("Merge players"),
            self.tr(
                "Merge {0} into {1}? {0}'s {2} games and lessons seen move to {1}; "
                "each game keeps the name it was played under."
            ).format(other.name, keep.name, other.games),
            default_no=True,
        ):
            self.merge(keep, other)

    def _statistics(self) -> None:
        person = self.selected()
        if person is not None:
            self.statistics.emit(person.id)

    def step_controls(self) -> list[QWidget]:
        """What the screen offers to tap (for the layout test)."""
        return shown((self.back_button, self.rename_button, self.merge_button))
