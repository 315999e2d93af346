"""Final scoring's detail ("CONTEGGIO DEI PUNTI VITTORIA E VINCITORE"): the numbers
per player (each scoring, the total, first places, building cards, the place)
across the whole width, the tie-break, then a stacked bar chart of the same numbers
beside every scoring's working per player (areas one by one from the sun's, tracks, asterisk cards,
discarded resources).
"""

from __future__ import annotations

from PySide6.QtCharts import QChartView
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from companion.games.antarctica.position import position_of
from companion.games.antarctica.scoring import SCORINGS, FinalScores, final_scores
from companion.games.antarctica.state import GameState
from ui.games.antarctica import words
from ui.i18n import translate
from ui.widgets.rows_model import RowsModel
from ui.widgets.score_chart import score_chart

SCORING_COLOURS = {
    "areas": "#4f8fc0",
    "tracks": "#e0a030",
    "asterisks": "#8a5fb0",
    "discarded": "#6aa84f",
}


def scoring_names() -> dict[str, str]:
    """The four scorings' names."""
    return {
        "areas": translate("antarctica", "Areas"),
        "tracks": translate("antarctica", "Research tracks"),
        "asterisks": translate("antarctica", "Asterisk cards"),
        "discarded": translate("antarctica", "Discarded resources"),
    }


class FinalDetail(QWidget):
    """The numbers, the tie-break, then the chart beside the working per player."""

    def __init__(self, state: GameState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ant-final")
        self.setProperty("shows_scores", True)
        self.scores: FinalScores = final_scores(position_of(state))
        self.state = state
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        short = {
            "areas": translate("antarctica", "Areas"),
            "tracks": translate("antarctica", "Tracks"),
            "asterisks": translate("antarctica", "✱ cards"),
            "discarded": translate("antarctica", "Discarded"),
        }
        headers = [
            translate("antarctica", "Place"),
            translate("antarctica", "Player"),
            *(short[kind] for kind in SCORINGS),
            translate("antarctica", "Total"),
            translate("antarctica", "1st places"),
            translate("antarctica", "Cards"),
        ]
        self.model = RowsModel(headers, self)
        ordered = sorted(self.scores.players, key=lambda p: (p.place, p.seat))
        self.model.set_rows(
            [
                [
                    p.place,
                    p.name,
                    *(p.points(kind) for kind in SCORINGS),
                    p.total,
                    p.first_places,
                    p.building_cards,
                ]
                for p in ordered
            ],
            bold={row for row, p in enumerate(ordered) if p.place == 1},
        )
        self.table = QTableView(self)
        self.table.setObjectName("ant-final-numbers")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        rows = self.table.horizontalHeader().sizeHint().height()
        rows += sum(self.table.rowHeight(r) for r in range(self.model.rowCount()))
        self.table.setFixedHeight(rows + 6)  # every row, never scrolled
        layout.addWidget(self.table)
        self.chart = self._chart()
        self.tie_break = QLabel(self)
        self.tie_break.setObjectName("ant-tie-break")
        self.tie_break.setWordWrap(True)
        if self.scores.tie_break is not None:
            self.tie_break.setText(words.say(self.scores.tie_break))
        self.tie_break.setVisible(self.scores.tie_break is not None)
        layout.addWidget(self.tie_break)
        self.working = QTabWidget(self)
        self.working.setObjectName("ant-final-working")
        for player in self.scores.players:
            self.working.addTab(self._working(player.seat), player.name)
        below = QHBoxLayout()
        below.addWidget(self.chart, 2)
        below.addWidget(self.working, 3)
        layout.addLayout(below, 1)

    def _working(self, seat: int) -> QWidget:
        player = self.scores.players[seat]
        names = scoring_names()
        lines = []
        for scoring in player.scorings:
            lines.append(f"{names[scoring.kind]}: {scoring.points}")
            lines += [f"   {words.say(line)}" for line in scoring.lines]
        lines.append(translate("antarctica", "Total: {0}").format(player.total))
        text = QLabel("\n".join(lines))
        text.setObjectName(f"ant-working-{seat}")
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignTop)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(text)
        return scroll

    def _chart(self) -> QChartView:
        names = scoring_names()
        players = self.scores.players
        view = score_chart(
            translate("antarctica", "Points by scoring"),
            [p.name for p in players],
            [
                (names[kind], SCORING_COLOURS[kind], [p.points(kind) for p in players])
                for kind in SCORINGS
            ],
            max(p.total for p in players),
            self,
        )
        view.setObjectName("ant-final-chart")
        return view

    def totals(self) -> dict[str, int]:
        """Each player's shown total (name → points), read back from the table."""
        column = 2 + len(SCORINGS)
        return {
            str(self.model.value(row, 1)): int(self.model.value(row, column))
            for row in range(self.model.rowCount())
        }
