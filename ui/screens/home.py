"""Home: start a new game, continue one from the store (newest first), open the library.

Games are listed with the title they were stored with; a game's own title is shown
in the app's language (its :class:`~ui.game_ui.GameUI`'s ``title``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from companion.store import GameStore, GameSummary
from ui import plain_text, theme
from ui.widgets.flow import FlowLayout
from ui.widgets.touch import shown

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
PAGE = 200
"""Games read from the store at a time: Home shows a page, the next as it scrolls."""


def _titles() -> dict[str, str]:
    """Each game's own title (its plug-in's) → the title in the app's language."""
    from companion.core.registry import get_plugin
    from ui.game_ui import game_uis

    return {get_plugin(game.game_id).title: game.title() for game in game_uis()}


class GamesModel(QAbstractTableModel):
    """The store's games list: game, players, status and scores, last played."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameSummary] = []
        self.titles = _titles()
        self.store: GameStore | None = None
        self._more = False
        """True while the store may hold games after the last page read."""
        self._cells: list[tuple[str, str, str, str]] = []
        """Each game's row in words (the view asks for every cell on every layout)."""

    def set_games(self, games: list[GameSummary]) -> None:
        """Replace the list."""
        self.beginResetModel()
        self.games = games
        self._cells = [self._row(game) for game in games]
        self._more = False
        self.endResetModel()

    def load(self, store: GameStore) -> None:
        """The first page of ``store``'s games; the view asks for the next ones as it
        scrolls (:meth:`fetchMore`). The same page as shown keeps its rows (no reset:
        the view measures its columns again only when a row changed)."""
        page = store.list_games(limit=PAGE)
        if store is self.store and page == self.games:
            return
        self.store = store
        self.set_games(page)
        self._more = len(self.games) == PAGE

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008 (Qt API)
        """True while more games may follow the rows read."""
        return not parent.isValid() and self._more and self.store is not None

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008 (Qt API)
        """Read the next page of games."""
        if not self.canFetchMore(parent) or self.store is None:
            return
        page = self.store.list_games(limit=PAGE, offset=len(self.games))
        self._more = len(page) == PAGE
        if page:
            self.beginInsertRows(QModelIndex(), len(self.games), len(self.games) + len(page) - 1)
            self.games.extend(page)
            self._cells += (self._row(game) for game in page)
            self.endInsertRows()

    def headers(self) -> list[str]:
        """Translated column titles."""
        return [self.tr("Game"), self.tr("Players"), self.tr("Status"), self.tr("Last played")]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt API)
        """One row per game."""
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt API)
        """Four columns."""
        return 0 if parent.isValid() else 4

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """Cell text."""
        if role != DISPLAY or not index.isValid():
            return None
        return self._cells[index.row()][index.column()]

    def _row(self, game: GameSummary) -> tuple[str, str, str, str]:
        """A game's four cells in words."""
        return (
            self.tr("{0} #{1}").format(self.titles.get(game.title, game.title), game.id),
            ", ".join(game.players),
            self._status(game),
            game.updated.astimezone().strftime("%Y-%m-%d %H:%M"),
        )

    def _status(self, game: GameSummary) -> str:
        if game.status == "damaged":
            return self.tr("damaged: cannot be read (export what reads, or delete it)")
        scores = ", ".join(f"{name} {points}" for name, points in game.scores.items())
        status = self.tr("finished") if game.status == "finished" else self.tr("in progress")
        where = game.progress
        if game.status != "finished" and "round" in where:
            status = (
                self.tr("round {0} of {1}").format(where["round"], where["rounds"])
                if "rounds" in where
                else self.tr("round {0}").format(where["round"])
            )
        return f"{status} — {scores}" if scores else status

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        """Column titles."""
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers()[section]
        return None


class HomeScreen(QWidget):
    """The first screen."""

    new_game = Signal()
    open_game = Signal(int)
    open_library = Signal()

    def __init__(self, store: GameStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.store = store
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 28, 32, 28)
        layout.setSpacing(14)
        top = QHBoxLayout()
        title = QLabel(self.tr("Board-game companion"), self)
        title.setFont(theme.font(26, bold=True))
        top.addWidget(title, 1)
        self.tools = QHBoxLayout()
        top.addLayout(self.tools)
        layout.addLayout(top)
        subtitle = QLabel(
            self.tr(
                "Keeps the bookkeeping of a physical game: whose turn it is, the tracks, the "
                "slots, every network; runs production and final scoring with their working."
            ),
            self,
        )
        subtitle.setWordWrap(True)
        subtitle.setObjectName("muted")
        subtitle.setFont(theme.font(13))
        layout.addWidget(subtitle)

        buttons = FlowLayout(spacing=layout.spacing())  # wraps in a long language
        self.new_button = QPushButton(self.tr("New game (Ctrl+N)"), self)
        self.new_button.setObjectName("new-game")
        self.new_button.setProperty("role", "primary")
        self.new_button.clicked.connect(self.new_game)
        self.continue_button = QPushButton(self.tr("Continue the selected game"), self)
        self.continue_button.setObjectName("continue")
        self.continue_button.clicked.connect(self._continue)
        self.library_button = QPushButton(self.tr("Card library"), self)
        self.library_button.setObjectName("library")
        self.library_button.clicked.connect(self.open_library)
        self.export_button = QPushButton(self.tr("Export…"), self)
        self.export_button.setObjectName("export")
        self.export_button.setToolTip(
            self.tr("Save the selected game as a file (JSON lines) that any companion imports")
        )
        self.export_button.clicked.connect(self._export)
        self.delete_button = QPushButton(self.tr("Delete…"), self)
        self.delete_button.setObjectName("delete")
        self.delete_button.clicked.connect(self._delete)
        for button in (
            self.new_button,
            self.continue_button,
            self.library_button,
            self.export_button,
            self.delete_button,
        ):
            button.setMinimumHeight(48)
            button.setFont(theme.font(13, bold=button is self.new_button))
            buttons.addWidget(button)
        layout.addLayout(buttons)

        heading = QLabel(self.tr("Games (newest first)"), self)
        heading.setFont(theme.font(15, bold=True))
        layout.addWidget(heading)
        self.model = GamesModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("games")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setFont(theme.font(12))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda index: self._open_row(index.row()))
        layout.addWidget(self.table, 1)
        self.empty = QLabel(self.tr("No games yet: start one with New game."), self)
        self.empty.setObjectName("muted")
        layout.addWidget(self.empty)
        self.refresh()

    def add_tool(self, widget: QWidget) -> None:
        """Put a control (the language menu) at the top right."""
        widget.setParent(self)
        widget.setFont(theme.font(12))
        widget.setMinimumHeight(40)
        self.tools.addWidget(widget)

    def refresh(self) -> None:
        """Reload the games list from the store."""
        self.model.load(self.store)
        has_games = bool(self.model.games)
        self.empty.setVisible(not has_games)
        self.continue_button.setEnabled(has_games)
        self.delete_button.setEnabled(has_games)
        self.export_button.setEnabled(has_games)
        if has_games:
            self.table.selectRow(0)

    def _selected(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _open_row(self, row: int) -> None:
        if 0 <= row < len(self.model.games):
            self.open_game.emit(self.model.games[row].id)

    def _continue(self) -> None:
        row = self._selected()
        if row is not None:
            self._open_row(row)

    def _export(self) -> None:
        """Write the selected game to a file; a damaged one as far as it reads."""
        row = self._selected()
        if row is None:
            return
        game = self.model.games[row]
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export a game"),
            f"game-{game.id}.jsonl",
            self.tr("Game files (*.jsonl)"),
        )
        if path:
            self.export_to(game.id, Path(path))

    def export_to(self, game: int, path: Path) -> bool:
        """Write game ``game`` to ``path`` (a damaged game as far as it reads); say why not."""
        from companion.core.errors import CompanionError
        from ui.messages import sentence

        try:
            lines = self.store.export_game(game, as_far_as_it_reads=True)
            path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
        except CompanionError as error:
            plain_text.tell(self, self.tr("Export a game"), sentence(error))
            return False
        except OSError as error:
            plain_text.tell(
                self,
                self.tr("Export a game"),
                self.tr("Could not write {0}: {1}").format(str(path), error.strerror or error),
            )
            return False
        return True

    def _delete(self) -> None:
        row = self._selected()
        if row is None:
            return
        game = self.model.games[row]
        if plain_text.ask(
            self,
            self.tr("Delete a game"),
            self.tr("Delete game #{0} ({1}) and its whole history? This cannot be undone.").format(
                game.id, ", ".join(game.players)
            ),
            default_no=True,
        ):
            self.store.delete_game(game.id)
            self.refresh()

    def step_controls(self) -> list[QWidget]:
        """What Home offers to tap (for the layout test)."""
        return shown((self.new_button, self.continue_button, self.library_button))
