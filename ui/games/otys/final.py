"""The end's detail (p. 8): prestige per player with where it came from (contracts,
the emporium, sponsor 4, reward tokens), the resources in the dig zones that break a
tie, the places, the tie-break in words, and a chart of the same numbers beside them.

The sources are read from the game's events (each ``gained`` says why); what the
events do not explain (a saved game's older events) is shown as "other".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import QChartView
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from companion.core.model import Event
from companion.games.otys.end import standings
from companion.games.otys.state import GameState
from ui.games.otys import words
from ui.i18n import translate
from ui.widgets.rows_model import RowsModel
from ui.widgets.score_chart import score_chart

SOURCES = ("contract", "trader", "equip", "token", "other")
"""Where prestige comes from (p. 6's list), in the table's and the chart's order."""
REASONS = {
    "contract": "contract",
    "permanent": "token",
    "token": "token",
    "trader": "trader",
    "equip": "equip",
    "sponsor": "equip",
}
SOURCE_COLOURS = {
    "contract": "#4f8fc0",
    "trader": "#e0a030",
    "equip": "#8a5fb0",
    "token": "#6aa84f",
    "other": "#9a9a9a",
}


def source_names() -> dict[str, str]:
    """The sources' names."""
    return {
        "contract": translate("otys", "Contracts"),
        "trader": translate("otys", "Emporium"),
        "equip": translate("otys", "Sponsor 4"),
        "token": translate("otys", "Tokens"),
        "other": translate("otys", "Other"),
    }


def prestige_sources(state: GameState, events: Sequence[Event]) -> list[dict[str, int]]:
    """Each seat's prestige by source; "other" makes up what the events do not say."""
    found = [dict.fromkeys(SOURCES, 0) for _ in state.players]
    for event in events:
        if getattr(event, "type", "") == "gained" and getattr(event, "prestige", 0):
            reason = REASONS.get(str(getattr(event, "reason", "")), "other")
            found[int(getattr(event, "seat", 0))][reason] += int(getattr(event, "prestige", 0))
    for seat, player in enumerate(state.players):
        found[seat]["other"] += player.prestige - sum(found[seat].values())
    return found


class FinalDetail(QWidget):
    """Numbers and chart side by side, then the tie-break."""

    def __init__(
        self, state: GameState, events: Sequence[Event], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("otys-final")
        self.setProperty("shows_scores", True)
        self.state = state
        self.sources = prestige_sources(state, events)
        places, tie_break = standings(state)
        shown = [s for s in SOURCES if s != "other" or any(f["other"] for f in self.sources)]
        names = source_names()
        headers = [
            translate("otys", "Place"),
            translate("otys", "Player"),
            translate("otys", "Prestige"),
            *(names[s] for s in shown),
            translate("otys", "Resources"),
        ]
        self.model = RowsModel(headers, self)
        ordered = sorted(places, key=lambda s: (s.place, s.seat))
        self.model.set_rows(
            [
                [
                    s.place,
                    s.name,
                    s.prestige,
                    *(self.sources[s.seat][k] for k in shown),
                    s.resources,
                ]
                for s in ordered
            ],
            bold={row for row, s in enumerate(ordered) if s.place == 1},
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.table = QTableView(self)
        self.table.setObjectName("otys-final-numbers")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        rows = header.sizeHint().height()
        rows += sum(self.table.rowHeight(r) for r in range(self.model.rowCount()))
        self.table.setMaximumHeight(rows + 6)
        numbers = QVBoxLayout()
        numbers.addWidget(self.table)
        self.tie_break = QLabel(self)
        self.tie_break.setObjectName("otys-tie-break")
        self.tie_break.setWordWrap(True)
        self.tie_break.setTextFormat(Qt.TextFormat.PlainText)
        self.tie_break.setText(
            words.say(tie_break)
            if tie_break is not None
            else translate(
                "otys",
                "Most prestige wins; a tie goes to most resources in the dig zones "
                "(the last column), then the victory is shared (p. 8).",
            )
        )
        numbers.addWidget(self.tie_break)
        numbers.addStretch(1)
        top.addLayout(numbers, 3)
        self.chart = self._chart(shown)
        top.addWidget(self.chart, 2)
        layout.addLayout(top, 1)

    def _chart(self, shown: list[str]) -> QChartView:
        names = source_names()
        seats = range(len(self.state.players))
        view = score_chart(
            translate("otys", "Prestige by source"),
            [p.name for p in self.state.players],
            [
                (names[source], SOURCE_COLOURS[source], [self.sources[s][source] for s in seats])
                for source in shown
            ],
            max(p.prestige for p in self.state.players),
            self,
        )
        view.setObjectName("otys-final-chart")
        return view

    def totals(self) -> dict[str, int]:
        """Each player's shown prestige (name → points), read back from the table."""
        return {
            str(self.model.value(row, 1)): int(self.model.value(row, 2))
            for row in range(self.model.rowCount())
        }
