"""Final scoring's detail for Underwater Cities (inside the generic final screen,
:mod:`ui.screens.final`): per player and category from the engine, with every
line of its working (the optimal spend of resources included), the tie-break,
and a chart of points by round.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from companion.games.underwater_cities.commands import ScoreSettlement, SettleScoring
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.production import Unsettled
from companion.games.underwater_cities.scoring import FinalScores, PlayerScore, final_scores
from companion.games.underwater_cities.state import GameState, SettledScore
from ui import theme
from ui.controller import GameController
from ui.games.underwater_cities import words
from ui.games.underwater_cities.game_data import library_near, save_rows
from ui.games.underwater_cities.settle import SettleLine, TeachDialog
from ui.widgets.ahead_table import AheadTable
from ui.widgets.kept_rows import KeptRowsTable
from ui.widgets.measured import MeasuredLabel
from ui.widgets.rows_model import ItemRows
from ui.widgets.score_chart import Line, LineChart


class FinalDetail(QWidget):
    """The game's own part of the final screen: categories, working, chart."""

    def __init__(
        self,
        state: GameState,
        parent: QWidget | None = None,
        library: CardLibrary | None = None,
        controller: GameController | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        library = library if library is not None else library_near(parent)
        self.library = library
        self.state = state
        self.controller = controller
        self.scores: FinalScores = final_scores(state, library)
        self.setProperty("shows_scores", True)  # places and totals are in its table
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.lines: list[SettleLine] = []
        if not self.scores.settled and state.phase == "finished":
            layout.addWidget(self._settle_box())
        self.tie = MeasuredLabel(self.tie_text(state), self)
        self.tie.setObjectName("tie-break")
        self.tie.setFont(theme.font(13))
        self.tie.setVisible(bool(self.tie.text()))
        layout.addWidget(self.tie)

        self.model = ItemRows(
            [
                self.tr("Place"),
                self.tr("Player"),
                self.tr("Track points"),
                self.tr("Brown metropolis"),
                self.tr("End-scoring cards"),
                self.tr("Cities"),
                self.tr("Resources"),
                self.tr("Total"),
            ],
            self,
        )
        rows: list[list[str | int]] = []
        for place, seat in enumerate(self.scores.ranking, start=1):
            score = self.scores.players[seat]
            rows.append(
                [
                    place,
                    score.name,
                    score.before,
                    score.metropolis,
                    score.cards,
                    score.cities,
                    score.resources,
                    score.total,
                ]
            )
        self.model.set_rows(rows, bold={0})
        self.table = AheadTable(self)
        self.table.setObjectName("final-table")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setFont(theme.font(13))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        self.table.setMaximumHeight(
            self.table.horizontalHeader().sizeHint().height()
            + self.table.verticalHeader().length()
            + 4
        )
        layout.addWidget(self.table)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.details = QTabWidget(split)
        self.details.setObjectName("final-details")
        for score in self.scores.players:
            self.details.addTab(self._detail(score), score.name)
        self.chart = self._chart(state)
        split.addWidget(self.details)
        split.addWidget(self.chart)
        split.setSizes([700, 600])
        layout.addWidget(split, 1)

    def _settle_box(self) -> QWidget:
        """One stepper per final-scoring line the engine cannot compute (German
        p. 17); the amounts are applied together, once every line is settled."""
        box = QGroupBox(self.tr("Lines the table must settle"), self)
        box.setObjectName("final-settle")
        layout = QVBoxLayout(box)
        scroll = QScrollArea(box)
        scroll.setWidgetResizable(True)
        holder = QWidget(scroll)
        lines = QVBoxLayout(holder)
        lines.setContentsMargins(0, 0, 0, 0)
        for score in self.scores.players:
            for line in score.unsettled:
                teach = self._teach_for(score.player) if self.controller is not None else None
                widget = SettleLine(line, holder, points_only=True, teach=teach)
                widget.label.setText(f"{score.name} · {widget.label.text()}")
                widget.setProperty("seat", score.player)
                widget.changed.connect(self._settle_changed)
                lines.addWidget(widget)
                self.lines.append(widget)
        lines.addStretch(1)
        scroll.setWidget(holder)
        scroll.setMaximumHeight(min(124, 60 * len(self.lines) + 8))
        layout.addWidget(scroll)
        row = QHBoxLayout()
        self.settle_totals = QLabel(box)
        self.settle_totals.setTextFormat(Qt.TextFormat.PlainText)
        self.settle_totals.setWordWrap(True)
        row.addWidget(self.settle_totals, 1)
        self.settle_apply = QPushButton(self.tr("Apply these amounts"), box)
        self.settle_apply.setObjectName("final-settle-apply")
        self.settle_apply.setProperty("role", "primary")
        self.settle_apply.setMinimumHeight(48)
        self.settle_apply.clicked.connect(self._apply_settled)
        row.addWidget(self.settle_apply)
        layout.addLayout(row)
        self._settle_changed()
        return box

    def settlements(self) -> dict[int, dict[str, ScoreSettlement]]:
        """What the table entered so far, per seat and line."""
        found: dict[int, dict[str, ScoreSettlement]] = {}
        for widget in self.lines:
            answer = widget.score_settlement()
            if answer is not None:
                found.setdefault(int(widget.property("seat")), {})[widget.line.key] = answer
        return found

    def _settle_changed(self) -> None:
        entered = {
            seat: {
                key: None if a.skip else SettledScore(points=a.points, spent=a.spent)
                for key, a in lines.items()
            }
            for seat, lines in self.settlements().items()
        }
        merged = {**self.state.scoring_settled, **entered}
        trial = final_scores(
            self.state.model_copy(update={"scoring_settled": merged}), self.library
        )
        self.settle_totals.setText(
            self.tr("Totals with these amounts: {0}").format(
                " · ".join(f"{p.name} {p.total}" for p in trial.players)
            )
        )
        ready = all(widget.settled() for widget in self.lines)
        self.settle_apply.setEnabled(ready and self.controller is not None)

    def _teach_for(self, seat: int) -> Callable[[Unsettled], None]:
        """Teach a card's effect for good: final scoring then computes the line."""

        def teach(line: Unsettled) -> None:
            dialog = TeachDialog(self, self.library, line, self.state, seat)
            if dialog.exec() and dialog.entry is not None:
                row = self.library.card_row(dialog.entry, replace=True)
                game = self.controller.game if self.controller is not None else None
                self.library = save_rows(self, [row], game)
                self._rebuild()

        return teach

    def _apply_settled(self) -> None:
        if self.controller is None:
            return
        if self.controller.execute(SettleScoring(settle=self.settlements())):
            self._rebuild()

    def _rebuild(self) -> None:
        """Show the final screen again (the result changed)."""
        screen = self.parent()
        while screen is not None and not hasattr(screen, "rebuild"):
            screen = screen.parent()
        if screen is not None:
            screen.rebuild.emit()

    def totals(self) -> dict[str, int]:
        """Each player's shown total (name → points), read back from the table."""
        return {
            str(self.model.value(r, 1)): int(self.model.value(r, 7))
            for r in range(self.model.rowCount())
        }

    def tie_text(self, state: GameState) -> str:
        """How a tie was broken (earlier in the final play order); '' without a tie."""
        scores = self.scores
        best = scores.players[scores.winner]
        tied = [s for s in scores.players if s.total == best.total]
        if len(tied) < 2:
            return ""
        order = ", ".join(state.players[s].name for s in scores.play_order)
        names = ", ".join(s.name for s in tied)
        return self.tr(
            "{0} tie; the tie goes to whoever is earlier in the final play order ({1})."
        ).format(names, order)

    def _detail(self, score: PlayerScore) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        model = ItemRows([self.tr("Step"), self.tr("Working"), self.tr("Points")], page)
        steps = {
            "metropolis": self.tr("1 brown metropolis"),
            "cards": self.tr("2 end-scoring cards"),
            "cities": self.tr("3 cities"),
            "resources": self.tr("4 resources"),
        }
        rows: list[list[str | int]] = [
            [self.tr("track"), self.tr("points before scoring"), score.before]
        ]
        rows += [[steps[line.step], words.say(line.text), line.points] for line in score.lines]
        rows.append([self.tr("total"), "", score.total])
        model.set_rows(rows, bold={len(rows) - 1})
        view = KeptRowsTable(page)  # its rows fit their texts: measured once
        view.setModel(model)
        view.verticalHeader().hide()
        view.setWordWrap(True)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(view)
        left = score.left_over
        value = left.total() + left.biomatter  # biomatter sells for 2 credits
        note = MeasuredLabel(
            self.tr(
                "Resources are spent where they buy the most points: end-scoring cards first; "
                "then biomatter sells for 2 credits each and every 4 credits, kelp, science "
                "and steelplast, in any mix, score 1 point (German rulebook p. 17). After the "
                "cards: {0} → {1} points; only the remainder ({2}) scores nothing."
            ).format(words.bundle(left), value // 4, value % 4),
            page,
        )
        note.setObjectName("muted")
        layout.addWidget(note)
        if score.unknown:
            warning = MeasuredLabel(
                (
                    self.tr("⚠ 1 line waits for the table to say what it scored.")
                    if len(score.unknown) == 1
                    else self.tr("⚠ {0} lines wait for the table to say what they scored.")
                ).format(len(score.unknown)),
                page,
            )
            warning.setObjectName("warning")
            layout.addWidget(warning)
        return page

    def _chart(self, state: GameState) -> LineChart:
        rounds = len(state.points_by_round)
        view = LineChart(
            self.tr("Points by round"),
            self.tr("round ({0}: after the last production and final scoring)").format(rounds + 1),
            self.tr("points"),
            self,
        )
        styles = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine)
        lines = [
            Line(
                player.name,
                theme.player_colour(player.colour),
                styles[seat % len(styles)],
                (
                    (0, 0),
                    *(
                        (number, points[seat])
                        for number, points in enumerate(state.points_by_round, 1)
                    ),
                    (rounds + 1, self.scores.players[seat].total),
                ),
            )
            for seat, player in enumerate(state.players)
        ]
        top = max([s.total for s in self.scores.players] + [1])
        view.set_lines(lines, (0, rounds + 1), (0, top + 5))
        view.setObjectName("final-chart")
        view.setMinimumHeight(150)
        return view
