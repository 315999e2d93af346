"""Home: the game library — start a new game, continue one, find any saved game.

Games are listed from the store's library (:meth:`GameStore.library`): by game kind,
players, round or result, date and duration, filtered by game kind, player and
status and searched by title or name, a page at a time (fast at 10,000 games).
From here: the players, the statistics, a game's score progression, and exports
(the game file, a BG Stats play, a PDF score sheet, every result as CSV or JSON).
A game's own title is shown in the app's language (its GameUI's ``title``)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QMenu,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from companion.core.registry import registered_games
from companion.store import GameStore, LibraryQuery, LibraryRow
from ui import plain_text, stats_words, theme
from ui.widgets.flow import FlowLayout
from ui.widgets.touch import shown

Index = QModelIndex | QPersistentModelIndex
PAGE = 100
"""Games read from the store at a time: Home shows a page, the next as it scrolls."""


def _titles() -> dict[str, str]:
    """Each game's own title (its plug-in's) → the title in the app's language."""
    from companion.core.registry import get_plugin
    from ui.game_ui import game_uis

    return {get_plugin(game.game_id).title: game.title() for game in game_uis()}


class GamesModel(QAbstractTableModel):
    """The library's games: game, players, status and result, date, duration."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[LibraryRow] = []
        self.titles = _titles()
        self.store: GameStore | None = None
        self.query = LibraryQuery(limit=PAGE)
        self.total = 0
        """How many games match the filters."""

    def load(self, store: GameStore, query: LibraryQuery | None = None) -> None:
        """The first page of ``store``'s games matching ``query``; the view asks for
        the next ones as it scrolls (:meth:`fetchMore`). The same first page as shown
        keeps its rows (no reset: the view measures its columns again only on a change)."""
        same_store = store is self.store
        self.store = store
        if query is not None:
            self.query = replace(query, limit=PAGE, offset=0)
        page = store.library(self.query)
        if same_store and page.total == self.total and list(page.rows) == self.games[:PAGE]:
            return  # the same games: no reset, the view keeps its rows and measures
        self.beginResetModel()
        self.games = list(page.rows)
        self.total = page.total
        self.endResetModel()

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008 (Qt API)
        """True while more games match than were read."""
        return not parent.isValid() and self.store is not None and len(self.games) < self.total

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008 (Qt API)
        """Read the next page of games."""
        if not self.canFetchMore(parent) or self.store is None:
            return
        page = self.store.library(replace(self.query, offset=len(self.games)))
        if page.rows:
            self.beginInsertRows(
                QModelIndex(), len(self.games), len(self.games) + len(page.rows) - 1
            )
            self.games.extend(page.rows)
            self.endInsertRows()
        else:
            self.total = len(self.games)

    def headers(self) -> list[str]:
        """Translated column titles."""
        return [
            self.tr("Game"),
            self.tr("Players"),
            self.tr("Status"),
            self.tr("Started"),
            self.tr("Duration"),
        ]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt API)
        """One row per game."""
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt API)
        """Five columns."""
        return 0 if parent.isValid() else 5

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """Cell text; the players' cell tells each one's thinking time as its tooltip."""
        if not index.isValid():
            return None
        game = self.games[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole and index.column() in (1, 4):
            return self.tr("Thinking time: {0}").format(
                ", ".join(f"{s.name} {stats_words.duration(s.time_ms)}" for s in game.seats)
            )
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        column = index.column()
        if column == 0:
            return self.game_text(game)
        if column == 1:
            return ", ".join(seat.name for seat in game.seats)
        if column == 2:
            return self.status(game)
        if column == 3:
            return game.created.astimezone().strftime("%Y-%m-%d %H:%M")
        return stats_words.duration(game.duration_ms)

    def game_text(self, game: LibraryRow) -> str:
        """The game kind and number, and the game's own title when it has one."""
        kind = self.titles.get(game.title) or stats_words.title(game.game_id)
        text = self.tr("{0} #{1}").format(kind, game.id)
        return text if game.title in self.titles or game.title == kind else f"{text} · {game.title}"

    def status(self, game: LibraryRow) -> str:
        """Round or result: "round 3 of 10 — Ann 12, Bo 9", "finished — ★ Ann 80, Bo 72"."""
        if game.status == "damaged":
            return self.tr("damaged: cannot be read (export what reads, or delete it)")
        scores = ", ".join(
            f"{'★ ' if seat.winner else ''}{seat.name} {seat.points}"
            for seat in game.seats
            if seat.points is not None
        )
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
    """The first screen: the game library."""

    new_game = Signal()
    open_game = Signal(int)
    open_library = Signal()
    open_players = Signal()
    open_statistics = Signal()
    open_progression = Signal(int)

    def __init__(self, store: GameStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.store = store
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 20, 28, 16)
        layout.setSpacing(10)
        top = QHBoxLayout()
        title = QLabel(self.tr("Board-game companion"), self)
        title.setFont(theme.font(24, bold=True))
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
        subtitle.setFont(theme.font(12))
        layout.addWidget(subtitle)

        buttons = FlowLayout(spacing=layout.spacing())  # wraps in a long language
        self.new_button = self._button(self.tr("New game (Ctrl+N)"), "new-game", buttons)
        self.new_button.setProperty("role", "primary")
        self.new_button.setFont(theme.font(13, bold=True))
        self.new_button.clicked.connect(self.new_game)
        self.continue_button = self._button(
            self.tr("Continue the selected game"), "continue", buttons
        )
        self.continue_button.clicked.connect(self._continue)
        self.library_button = self._button(self.tr("Card library"), "library", buttons)
        self.library_button.clicked.connect(self.open_library)
        self.players_button = self._button(self.tr("Players"), "players", buttons)
        self.players_button.clicked.connect(self.open_players)
        self.stats_button = self._button(self.tr("Statistics"), "statistics", buttons)
        self.stats_button.clicked.connect(self.open_statistics)
        layout.addLayout(buttons)

        filters = QHBoxLayout()
        self.kind = QComboBox(self)
        self.kind.setObjectName("filter-game")
        self.kind.addItem(self.tr("All games"), None)
        for game_id in registered_games():
            self.kind.addItem(stats_words.title(game_id), game_id)
        self.player = QComboBox(self)
        self.player.setObjectName("filter-player")
        self.status = QComboBox(self)
        self.status.setObjectName("filter-status")
        self.status.addItem(self.tr("Finished or not"), None)
        self.status.addItem(self.tr("In progress"), "in_progress")
        self.status.addItem(self.tr("Finished"), "finished")
        self.search = QLineEdit(self)
        self.search.setObjectName("filter-search")
        self.search.setPlaceholderText(self.tr("Search a title or a player"))
        self.search.setClearButtonEnabled(True)
        for box in (self.kind, self.player, self.status):
            box.setMinimumHeight(44)
            box.setFont(theme.font(12))
            box.currentIndexChanged.connect(self.refresh)
            filters.addWidget(box)
        self.search.setMinimumHeight(44)
        self.search.setFont(theme.font(12))
        filters.addWidget(self.search, 1)
        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(250)
        self._typing.timeout.connect(self.refresh)
        self.search.textChanged.connect(lambda _: self._typing.start())
        layout.addLayout(filters)

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

        below = QHBoxLayout()
        self.count = QLabel(self)
        self.count.setObjectName("muted")
        below.addWidget(self.count, 1)
        self.progression_button = self._button(self.tr("Score progression"), "progression", below)
        self.progression_button.clicked.connect(self._progression)
        self.export_button = self._button(self.tr("Export ▾"), "export", below)
        self.export_button.setToolTip(
            self.tr("The selected game as a file, a BG Stats play or a score sheet; every result")
        )
        self.export_menu = QMenu(self.export_button)
        self.export_menu.setObjectName("export-menu")
        self.export_menu.aboutToShow.connect(self._fill_export)
        self.export_button.setMenu(self.export_menu)
        self.delete_button = self._button(self.tr("Delete…"), "delete", below)
        self.delete_button.clicked.connect(self._delete)
        layout.addLayout(below)
        self.empty = QLabel(self.tr("No games yet: start one with New game."), self)
        self.empty.setObjectName("muted")
        layout.addWidget(self.empty)
        self._players()
        self.refresh()

    def _button(self, text: str, name: str, row: QLayout) -> QPushButton:
        button = QPushButton(text, parent=self)  # (text, self) makes QIcon's enums
        button.setObjectName(name)
        button.setMinimumHeight(44)
        button.setFont(theme.font(12))
        row.addWidget(button)
        return button

    def _players(self) -> None:
        """The player filter's choices: everyone, then each profile."""
        chosen = self.player.currentData()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem(self.tr("Every player"), None)
        for profile in self.store.profiles():
            self.player.addItem(profile.name, profile.id)
        self.player.setCurrentIndex(max(0, self.player.findData(chosen)))
        self.player.blockSignals(False)

    def add_tool(self, widget: QWidget) -> None:
        """Put a control (the language menu) at the top right."""
        widget.setParent(self)
        widget.setFont(theme.font(12))
        widget.setMinimumHeight(40)
        self.tools.addWidget(widget)

    def query(self) -> LibraryQuery:
        """The library query the filters and the search box make."""
        return LibraryQuery(
            game_id=self.kind.currentData(),
            profile=self.player.currentData(),
            status=self.status.currentData(),
            search=self.search.text(),
            limit=PAGE,
        )

    def refresh(self) -> None:
        """Reload the games list from the store (with the filters)."""
        if self.sender() is None:
            self._players()
        self.model.load(self.store, self.query())
        has_games = bool(self.model.games)
        filtered = self.query() != LibraryQuery(limit=PAGE)
        self.empty.setVisible(not has_games)
        self.empty.setText(
            self.tr("No game matches these filters.")
            if filtered
            else self.tr("No games yet: start one with New game.")
        )
        self.count.setText(self.tr("Games: {0}").format(self.model.total))
        for button in (
            self.continue_button,
            self.delete_button,
            self.progression_button,
        ):
            button.setEnabled(has_games)
        if has_games:
            self.table.selectRow(0)

    def selected(self) -> LibraryRow | None:
        """The selected game's row."""
        rows = self.table.selectionModel().selectedRows()
        row = rows[0].row() if rows else None
        return self.model.games[row] if row is not None and row < len(self.model.games) else None

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

    def _progression(self) -> None:
        game = self.selected()
        if game is not None:
            self.open_progression.emit(game.id)

    def _fill_export(self) -> None:
        """The export menu, for the selected game and for every result shown."""
        from ui.exports import Exports

        self.export_menu.clear()
        game = self.selected()
        exports = Exports(self.store, self)
        finished = game is not None and game.status == "finished"
        for text, name, slot, enabled in (
            (self.tr("Game file (.jsonl)…"), "export-game", self._export, game is not None),
            (
                self.tr("BG Stats play (.bgsplay)…"),
                "export-bgsplay",
                lambda: exports.ask_bgsplay(game.id if game else 0),
                finished,
            ),
            (
                self.tr("Score sheet (PDF)…"),
                "export-pdf",
                lambda: exports.ask_scoresheet(game.id if game else 0),
                finished,
            ),
            (
                self.tr("Results shown, as CSV…"),
                "export-csv",
                lambda: exports.ask_results(self.query(), "csv"),
                True,
            ),
            (
                self.tr("Results shown, as JSON…"),
                "export-json",
                lambda: exports.ask_results(self.query(), "json"),
                True,
            ),
        ):
            action = self.export_menu.addAction(text)
            action.setObjectName(name)
            action.setEnabled(enabled)
            action.triggered.connect(slot)

    def _export(self) -> None:
        """Write the selected game to a file; a damaged one as far as it reads."""
        game = self.selected()
        if game is None:
            return
        from PySide6.QtWidgets import QFileDialog  # its enums, QDialog's: on first use

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
        game = self.selected()
        if game is None:
            return
        if plain_text.ask(
            self,
            self.tr("Delete a game"),
            self.tr("Delete game #{0} ({1}) and its whole history? This cannot be undone.").format(
                game.id, ", ".join(seat.name for seat in game.seats)
            ),
            default_no=True,
        ):
            self.store.delete_game(game.id)
            self.refresh()

    def step_controls(self) -> list[QWidget]:
        """What Home offers to tap (for the layout test)."""
        return shown(
            (
                self.new_button,
                self.continue_button,
                self.library_button,
                self.players_button,
                self.stats_button,
                self.export_button,
            )
        )
