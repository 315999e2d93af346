"""The line chart of final scoring, painted without QtCharts (issue #13: memory)."""

from __future__ import annotations

from pathlib import Path

import pytest
from project_scripts import first_frame_lines
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ui.app import demo_store
from ui.main_window import MainWindow
from ui.screens.final import FinalScreen
from ui.widgets.score_chart import Line, LineChart


def _chart(qtbot: QtBot) -> LineChart:
    from PySide6.QtCore import Qt

    chart = LineChart("Points by round", "round", "points")
    qtbot.addWidget(chart)
    chart.set_lines(
        [
            Line("<b>Ben</b>", "#7b4fa8", Qt.PenStyle.DashLine, ((0, 0), (1, 2), (2, 7))),
            Line("Ada & Co", "#e8842c", Qt.PenStyle.SolidLine, ((0, 0), (1, 1), (2, 9))),
        ],
        (0, 2),
        (0, 14),
    )
    return chart


def test_the_chart_has_a_tick_per_round_and_five_on_the_points(qtbot: QtBot) -> None:
    chart = _chart(qtbot)
    assert chart.x_ticks == [0, 1, 2]
    assert chart.y_ticks == [0, 3.5, 7, 10.5, 14]


def test_a_reader_gets_every_point_and_names_as_typed(qtbot: QtBot) -> None:
    chart = _chart(qtbot)
    assert chart.accessibleName() == "Points by round"
    assert chart.accessibleDescription() == "<b>Ben</b>: 0 0, 1 2, 2 7; Ada & Co: 0 0, 1 1, 2 9"


def test_the_chart_paints_at_any_size(qtbot: QtBot) -> None:
    chart = _chart(qtbot)
    for width, height in ((862, 488), (449, 158), (40, 30)):
        chart.resize(width, height)
        picture = chart.grab().toImage()
        assert (picture.width(), picture.height()) == (width, height)


def test_final_scoring_draws_every_players_points_by_round(qtbot: QtBot, data_dir: Path) -> None:
    store, number = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    assert window.open_game(number)
    window.show_final()
    final = window.stack.currentWidget()
    assert isinstance(final, FinalScreen) and window.controller is not None
    state = window.controller.state
    chart = final.detail.chart  # type: ignore[attr-defined]
    assert len(chart.lines) == len(state.players) and state.points_by_round
    for seat, line in enumerate(chart.lines):
        assert line.name == state.players[seat].name
        rounds = [y for _, y in line.points[1:-1]]
        assert rounds == [points[seat] for points in state.points_by_round]
    window.close_game()
    window.close()
    store.close()


def test_showing_the_final_chart_does_not_load_qtcharts() -> None:
    lines = first_frame_lines(
        "import sys; import ui.games.underwater_cities.final, ui.widgets.score_chart; "
        "print('PySide6.QtCharts' in sys.modules)"
    )
    assert lines == ["False"]


def _framed(qtbot: QtBot) -> tuple[QWidget, LineChart]:
    """A chart on a coloured frame, as the final screen shows it (its corners show
    what is under it)."""
    frame = QWidget()
    qtbot.addWidget(frame)
    frame.setStyleSheet("background: #3a6ea5;")
    frame.resize(640, 420)
    chart = _chart(qtbot)
    chart.setParent(frame)
    chart.setGeometry(7, 5, 600, 400)
    return frame, chart


def test_a_chart_drawn_ahead_shows_the_same_pixels_without_painting_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    frame, chart = _framed(qtbot)
    painted = frame.grab().toImage()
    chart.draw_ahead()
    drawn: list[object] = []
    monkeypatch.setattr(LineChart, "_grid", lambda *args: drawn.append(args))
    assert frame.grab().toImage() == painted
    assert drawn == []  # copied, not painted again
    monkeypatch.undo()
    assert frame.grab().toImage() == painted  # drawn once: then painted as before


def test_a_chart_drawn_ahead_paints_anew_when_its_lines_or_size_change(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    frame, chart = _framed(qtbot)
    chart.draw_ahead()
    chart.resize(580, 380)
    resized = frame.grab().toImage()
    chart.draw_ahead()
    assert frame.grab().toImage() == resized
    chart.draw_ahead()
    chart.set_lines([Line("Cy", "#2c7be8", Qt.PenStyle.DotLine, ((0, 0), (1, 5)))], (0, 1), (0, 9))
    redrawn = frame.grab().toImage()
    assert redrawn != resized
    chart.draw_ahead()
    assert frame.grab().toImage() == redrawn
