"""The printable score sheet: one finished game as a PDF (QPdfWriter).

It draws :func:`companion.stats.score_sheet`'s content: the game, its date and
duration, the players' places, points and times, the points by category, each
player's final-scoring working, the tie-break, and the score progression as a
chart. Long content flows onto further pages. ``companion-cli scoresheet`` calls
:func:`write_scoresheet` (Qt is imported only then).
"""

from __future__ import annotations

import os
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from companion.core.errors import DataError
from companion.stats.sheets import ScoreSheet, score_sheet
from companion.store import GameStore
from ui import stats_words
from ui.i18n import translate

LINE_COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b")


def sheet_lines(sheet: ScoreSheet) -> tuple[list[str], list[str]]:
    """The sheet's text lines above the chart (date, places, categories) and below it
    (each player's working)."""
    game = sheet.game_id
    lines = [
        translate("stats", "Played {0} · finished {1} · duration {2}").format(
            sheet.played.astimezone().strftime("%Y-%m-%d %H:%M"),
            sheet.finished.astimezone().strftime("%Y-%m-%d %H:%M"),
            stats_words.duration(sheet.duration_ms),
        ),
        "",
    ]
    for seat in sorted(sheet.seats, key=lambda s: (s.place or 99, s.seat)):
        mark = "★ " if seat.winner else ""
        lines.append(
            translate("stats", "{0}{1}. {2}: {3} points (thinking time {4})").format(
                mark,
                seat.place if seat.place is not None else "–",
                seat.name,
                seat.points if seat.points is not None else "–",
                stats_words.duration(seat.time_ms),
            )
        )
    if sheet.tie_break is not None:
        lines.append(stats_words.say(game, sheet.tie_break))
    if sheet.categories:
        lines += ["", translate("stats", "Points by category")]
        for category in sheet.categories:
            parts = []
            for seat in sheet.seats:
                points = dict(seat.parts).get(category)
                parts.append(f"{seat.name} {points if points is not None else '–'}")
            lines.append(f"{stats_words.code(game, category)}: " + ", ".join(parts))
    working: list[str] = []
    for seat in sheet.seats:
        if seat.working:
            working += ["", translate("stats", "Working: {0}").format(seat.name)]
            working += [f"  {stats_words.say(game, line)}" for line in seat.working]
    return lines, working


def write_scoresheet(store: GameStore, game: int, target: str | os.PathLike[str]) -> Path:
    """Write finished ``game``'s score sheet to the new PDF ``target`` (never overwriting)."""
    target = Path(target)
    if target.exists():
        raise DataError(
            "file_exists", f"{target} exists already; it was not overwritten.", path=str(target)
        )
    sheet = score_sheet(store, game)
    writer = QPdfWriter(str(target))
    writer.setResolution(150)
    writer.setTitle(sheet.game_title)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
            QPageLayout.Unit.Millimeter,
        )
    )
    painter = QPainter(writer)
    try:
        _draw(painter, writer, sheet)
    finally:
        painter.end()
    return target


def _draw(painter: QPainter, writer: QPdfWriter, sheet: ScoreSheet) -> None:
    page = QRectF(painter.viewport())
    width, height = page.width(), page.height()
    heading = QFont("DejaVu Sans", 16, QFont.Weight.Bold)
    body = QFont("DejaVu Sans", 10)
    painter.setFont(heading)
    title = translate("stats", "Score sheet — {0} #{1}").format(
        stats_words.title(sheet.game_id), sheet.game
    )
    y = 0.0
    step: float = painter.fontMetrics().height()
    painter.drawText(QRectF(0, y, width, step * 1.4), Qt.AlignmentFlag.AlignLeft, title)
    y += step * 1.6
    painter.setFont(body)
    step = painter.fontMetrics().height() * 1.15
    above, below = sheet_lines(sheet)
    y = _text(painter, writer, above, y, width, height, step)
    chart_height = height * 0.3
    if y + chart_height + step * 2 > height:
        writer.newPage()
        y = 0.0
    y += step
    painter.drawText(
        QRectF(0, y, width, step), Qt.AlignmentFlag.AlignLeft, translate("stats", "Progression")
    )
    _chart(painter, sheet, QRectF(0, y + step, width, chart_height), step)
    painter.setPen(QPen(QColor("#000000")))
    _text(painter, writer, below, y + step + chart_height, width, height, step)


def _text(
    painter: QPainter,
    writer: QPdfWriter,
    lines: list[str],
    y: float,
    width: float,
    height: float,
    step: float,
) -> float:
    """Draw ``lines`` from ``y`` down, on new pages as needed; the ``y`` after them."""
    for line in lines:
        if y + step > height:
            writer.newPage()
            y = 0.0
        painter.drawText(QRectF(0, y, width, step), Qt.AlignmentFlag.AlignLeft, line)
        y += step
    return y


def _chart(painter: QPainter, sheet: ScoreSheet, box: QRectF, step: float) -> None:
    """The score progression: a line per player over the commands in play."""
    points = sheet.progression.points
    players = sheet.progression.players
    painter.setPen(QPen(QColor("#888888"), 2))
    painter.drawRect(box)
    if len(points) < 2 or not players:
        return
    last = max(1, points[-1].seq - points[0].seq)
    top = max([s for p in points for s in p.scores if s is not None] or [1]) or 1
    plot = box.adjusted(step * 2.5, step * 0.5, -step * 0.5, -step * 2.5)
    painter.drawText(
        QRectF(box.left(), plot.top(), step * 2.3, step), Qt.AlignmentFlag.AlignRight, str(top)
    )
    painter.drawText(
        QRectF(box.left(), plot.bottom() - step, step * 2.3, step),
        Qt.AlignmentFlag.AlignRight,
        "0",
    )
    for index, name in enumerate(players):
        colour = QColor(LINE_COLOURS[index % len(LINE_COLOURS)])
        painter.setPen(QPen(colour, 4))
        line = [
            QPointF(
                plot.left() + plot.width() * (p.seq - points[0].seq) / last,
                plot.bottom() - plot.height() * p.scores[index] / top,  # type: ignore[operator]
            )
            for p in points
            if index < len(p.scores) and p.scores[index] is not None
        ]
        for start, end in pairwise(line):
            painter.drawLine(start, end)
        legend = QRectF(
            box.left() + step * 2.5 + index * box.width() / max(4, len(players)),
            box.bottom() - step * 1.8,
            box.width() / max(4, len(players)),
            step,
        )
        painter.drawText(legend, Qt.AlignmentFlag.AlignLeft, f"— {name}")


def write_headless(database: str | os.PathLike[str] | None, game: int, target: Path) -> Path:
    """``companion-cli scoresheet``: the sheet without a window (Qt offscreen when no
    display is set), from the database at ``database`` (None: the default one)."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication([])
        app.setApplicationName("companion-cli")
    with GameStore(database) as store:
        return write_scoresheet(store, game, target)
