"""Statistics: a player's record, a game kind's numbers, one game's score progression.

Every number comes from :mod:`companion.stats` (the engine side, no Qt); each chart
has those same numbers in a table beside it (:class:`~ui.widgets.chart_table.ChartTable`).
A game's categories and tags are its message codes, shown in its words
(:mod:`ui.stats_words`). Built only when opened from Home or the final screen.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from companion.core.registry import registered_games
from companion.stats import (
    PlayerRecord,
    breakdown_stats,
    kind_stats,
    player_stats,
    score_progression,
)
from companion.store import GameStore
from ui import stats_words, theme
from ui.widgets.chart_table import ChartTable
from ui.widgets.touch import shown


def rate(value: float) -> str:
    """A share as a whole percentage."""
    return f"{round(value * 100)} %"


def average(value: float | None) -> str:
    """An average with one decimal ("–" when none)."""
    return "–" if value is None else f"{value:.1f}"


def _scrolled(parent: QWidget) -> tuple[QScrollArea, QVBoxLayout]:
    area = QScrollArea(parent)
    area.setWidgetResizable(True)
    inner = QWidget(area)
    layout = QVBoxLayout(inner)
    layout.setContentsMargins(4, 4, 4, 4)
    layout.setSpacing(16)
    area.setWidget(inner)
    return area, layout


class PlayerTab(QWidget):
    """One player's record per game kind, or every player's over all kinds."""

    def __init__(self, store: GameStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Player:"), self))
        self.setFont(theme.font(12))
        self.player = QComboBox(self)
        self.player.setObjectName("stats-player")
        self.player.setMinimumHeight(44)
        self.player.addItem(self.tr("Every player"), None)
        for profile in store.profiles():
            self.player.addItem(profile.name, profile.id)
        row.addWidget(self.player, 1)
        layout.addLayout(row)
        self.records = ChartTable(self.tr("Plays and wins"), self)
        self.records.setObjectName("stats-player-records")
        layout.addWidget(self.records, 1)
        self.player.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def choose(self, profile: int | None) -> None:
        """Show ``profile``'s record (None: every player)."""
        index = self.player.findData(profile)
        self.player.setCurrentIndex(max(0, index))

    def headers(self) -> list[str]:
        """The table's columns."""
        return [
            self.tr("Player"),
            self.tr("Game"),
            self.tr("Plays"),
            self.tr("Wins"),
            self.tr("Win rate"),
            self.tr("Average"),
            self.tr("Best"),
            self.tr("Thinking time"),
        ]

    def refresh(self) -> None:
        """Read the chosen player's records and draw them."""
        profile = self.player.currentData()
        records = player_stats(self.store, profile=profile)
        self.shown: list[PlayerRecord] = [
            r for r in records if (r.game_id is not None) == (profile is not None)
        ]
        totals = [r for r in records if profile is not None and r.game_id is None]
        every = self.tr("All games")
        one = profile is not None
        headers = self.headers()[1:] if one else self.headers()
        rows = [
            [
                r.name,
                stats_words.title(r.game_id) if r.game_id else every,
                r.plays,
                r.wins,
                rate(r.win_rate),
                average(r.average),
                "–" if r.best is None else r.best,
                stats_words.duration(r.time_ms),
            ]
            for r in self.shown + totals
        ]
        self.records.set_table(headers, [row[1:] for row in rows] if one else rows)
        self.records.model.bold_rows = {len(rows) - 1} if totals else set()
        labels = [
            stats_words.title(r.game_id) if profile is not None and r.game_id else r.name
            for r in self.shown
        ]
        self.records.bars(
            labels,
            [
                (self.tr("Plays"), [r.plays for r in self.shown]),
                (self.tr("Wins"), [r.wins for r in self.shown]),
            ],
        )


class KindTab(QWidget):
    """A game kind's numbers: scores, the start player's edge, player counts, and
    the game's own breakdown."""

    def __init__(self, store: GameStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Game:"), self))
        self.setFont(theme.font(12))
        self.kind = QComboBox(self)
        self.kind.setObjectName("stats-kind")
        self.kind.setMinimumHeight(44)
        for game_id in registered_games():
            self.kind.addItem(stats_words.title(game_id), game_id)
        row.addWidget(self.kind, 1)
        self.summary = QLabel(self)
        self.summary.setObjectName("stats-kind-summary")
        row.addWidget(self.summary, 2)
        layout.addLayout(row)
        area, charts = _scrolled(self)
        layout.addWidget(area, 1)
        self.distribution = ChartTable(self.tr("Score distribution"), self)
        self.positions = ChartTable(self.tr("First-player advantage: wins by position"), self)
        self.counts = ChartTable(self.tr("Average score by player count"), self)
        self.breakdown = ChartTable(self.tr("Points by category"), self)
        self.groups = ChartTable(self.tr("Points by category and group"), self)
        for chart in (self.distribution, self.positions, self.counts, self.breakdown, self.groups):
            chart.setMinimumHeight(300)
            charts.addWidget(chart)
        self.kind.currentIndexChanged.connect(self.refresh)
        self.drawn: str | None = None
        """The game kind drawn (None: not yet; drawn when the tab is first shown)."""

    def showEvent(self, event: QShowEvent) -> None:
        """Draw the chosen kind the first time the tab shows."""
        if self.drawn is None:
            self.refresh()
        super().showEvent(event)

    def choose(self, game_id: str) -> None:
        """Show game kind ``game_id``."""
        self.kind.setCurrentIndex(max(0, self.kind.findData(game_id)))
        if self.drawn != self.kind.currentData():
            self.refresh()

    def refresh(self) -> None:
        """Read the chosen kind's numbers and draw them."""
        game_id = self.kind.currentData()
        if game_id is None:
            return
        self.drawn = game_id
        kind = kind_stats(self.store, game_id)
        self.summary.setText(
            self.tr("{0} finished games · average duration {1}").format(
                kind.plays, stats_words.duration(kind.average_duration_ms)
            )
        )
        bins = [f"{b.low}–{b.high}" for b in kind.distribution]
        self.distribution.set_table(
            [self.tr("Points"), self.tr("Scores")],
            [[label, b.count] for label, b in zip(bins, kind.distribution, strict=True)],
        )
        self.distribution.bars(  # each bar named by its lowest score (the table: the range)
            [str(b.low) for b in kind.distribution],
            [(self.tr("Scores"), [b.count for b in kind.distribution])],
        )
        positions: list[list[str | int]] = [
            [p.position, p.plays, p.wins, rate(p.win_rate)] for p in kind.positions
        ]
        positions.append([self.tr("fair game"), "", "", rate(kind.expected_win_rate)])
        self.positions.set_table(
            [self.tr("Position"), self.tr("Plays"), self.tr("Wins"), self.tr("Win rate")],
            positions,
        )
        self.positions.bars(
            [str(p.position) for p in kind.positions],
            [
                (self.tr("Win rate (%)"), [p.win_rate * 100 for p in kind.positions]),
                (
                    self.tr("Fair game (%)"),
                    [kind.expected_win_rate * 100 for _ in kind.positions],
                ),
            ],
        )
        self.counts.set_table(
            [self.tr("Players"), self.tr("Games"), self.tr("Average"), self.tr("Winners' average")],
            [
                [c.players, c.games, average(c.average), average(c.winners_average)]
                for c in kind.by_player_count
            ],
        )
        self.counts.bars(
            [str(c.players) for c in kind.by_player_count],
            [
                (self.tr("Average"), [c.average for c in kind.by_player_count]),
                (
                    self.tr("Winners' average"),
                    [c.winners_average or 0 for c in kind.by_player_count],
                ),
            ],
        )
        self._breakdown(game_id)

    def _breakdown(self, game_id: str) -> None:
        parts = breakdown_stats(self.store, game_id)
        names = [stats_words.code(game_id, c.category) for c in parts.categories]
        self.breakdown.setVisible(bool(parts.categories))
        self.breakdown.set_table(
            [self.tr("Category"), self.tr("Average"), self.tr("Scores")],
            [
                [name, average(c.average), c.seats]
                for name, c in zip(names, parts.categories, strict=True)
            ],
        )
        self.breakdown.bars(names, [(self.tr("Average"), [c.average for c in parts.categories])])
        self.groups.setVisible(bool(parts.groups))
        groups = [
            f"{stats_words.code(game_id, g.tag)}: {stats_words.code(game_id, g.value)}"
            for g in parts.groups
        ]
        self.groups.set_table(
            [self.tr("Group"), self.tr("Category"), self.tr("Average"), self.tr("Scores")],
            [
                [label, stats_words.code(game_id, c.category), average(c.average), c.seats]
                for label, g in zip(groups, parts.groups, strict=True)
                for c in g.categories
            ],
        )
        self.groups.bars(
            names,
            [
                (
                    label,
                    [
                        next((c.average for c in g.categories if c.category == p.category), 0.0)
                        for p in parts.categories
                    ],
                )
                for label, g in zip(groups, parts.groups, strict=True)
            ],
        )


class StatisticsScreen(QWidget):
    """The statistics: a tab per player, a tab per game kind."""

    back = Signal()

    def __init__(
        self,
        store: GameStore,
        parent: QWidget | None = None,
        profile: int | None = None,
        game_id: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        top = QHBoxLayout()
        title = QLabel(self.tr("Statistics"), self)
        title.setFont(theme.font(22, bold=True))
        top.addWidget(title, 1)
        self.back_button = QPushButton(self.tr("Back"), self)
        self.back_button.setObjectName("stats-back")
        self.back_button.setMinimumHeight(44)
        self.back_button.clicked.connect(self.back)
        top.addWidget(self.back_button)
        layout.addLayout(top)
        self.tabs = QTabWidget(self)
        self.tabs.setFont(theme.font(12))
        self.players = PlayerTab(store, self.tabs)
        self.kinds = KindTab(store, self.tabs)
        self.tabs.addTab(self.players, self.tr("Players"))
        self.tabs.addTab(self.kinds, self.tr("Games"))
        layout.addWidget(self.tabs, 1)
        if profile is not None:
            self.players.choose(profile)
        if game_id is not None:
            self.kinds.choose(game_id)
            self.tabs.setCurrentWidget(self.kinds)

    def step_controls(self) -> list[QWidget]:
        """What the screen offers to tap (for the layout test)."""
        return shown((self.back_button, self.players.player))


class ProgressionScreen(QWidget):
    """One game's score progression: a line per player, the scores in a table."""

    back = Signal()

    def __init__(self, store: GameStore, game: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        progression = score_progression(store, game)
        row = store.library_row(game)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        top = QHBoxLayout()
        title = QLabel(
            self.tr("Score progression — {0} #{1}").format(stats_words.title(row.game_id), game),
            self,
        )
        title.setFont(theme.font(20, bold=True))
        title.setWordWrap(True)
        top.addWidget(title, 1)
        self.back_button = QPushButton(self.tr("Back"), self)
        self.back_button.setObjectName("progression-back")
        self.back_button.setMinimumHeight(44)
        self.back_button.clicked.connect(self.back)
        top.addWidget(self.back_button)
        layout.addLayout(top)
        self.chart = ChartTable(self.tr("Points after each tap"), self)
        self.chart.setObjectName("progression")
        layout.addWidget(self.chart, 1)
        players = progression.players
        self.chart.set_table(
            [self.tr("Tap"), self.tr("Round"), *players],
            [
                [
                    p.seq,
                    "" if p.round is None else p.round,
                    *["–" if s is None else s for s in p.scores],
                ]
                for p in progression.points
            ],
        )
        self.chart.lines(
            players,
            [
                [
                    (float(p.seq), float(p.scores[i]))  # type: ignore[arg-type]
                    for p in progression.points
                    if i < len(p.scores) and p.scores[i] is not None
                ]
                for i in range(len(players))
            ],
        )

    def step_controls(self) -> list[QWidget]:
        """What the screen offers to tap (for the layout test)."""
        return shown((self.back_button,))
