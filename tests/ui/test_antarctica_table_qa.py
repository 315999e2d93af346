"""What a demanding table found playing Antarctica beside the app (issue #14's QA):
names shown as typed everywhere, every moving ship's area said, pieces told apart."""

from __future__ import annotations

from typing import Any

from PySide6.QtCharts import QBarCategoryAxis
from pytestqt.qtbot import QtBot

from companion.core.registry import get_plugin
from companion.games.antarctica.autoplay import play_game
from companion.games.antarctica.commands import PlayerSetup
from companion.games.antarctica.state import GameState
from ui.games.antarctica.final import FinalDetail

EVIL = "<b>Ann</b>"


def renamed(players: int, seed: int, names: list[str]) -> Any:
    """The plug-in's example setup with the players called ``names``."""
    setup: Any = get_plugin("antarctica").example_setup(players, seed)
    seats = tuple(
        PlayerSetup(name=name, colour=player.colour, basic_card=player.basic_card)
        for name, player in zip(names, setup.players, strict=True)
    )
    return setup.model_copy(update={"players": seats})


def test_the_chart_shows_a_name_that_looks_like_html_as_typed(qtbot: QtBot) -> None:
    state: GameState = play_game(renamed(3, 9, [EVIL, "Bob", "Chloe"]), 9).state
    detail = FinalDetail(state)
    qtbot.addWidget(detail)
    axes = [a for a in detail.chart.chart().axes() if isinstance(a, QBarCategoryAxis)]
    # the chart's axis shows its labels as rich text: a name goes in escaped
    assert "&lt;b&gt;Ann&lt;/b&gt;" in axes[0].categories()
    assert EVIL not in axes[0].categories()
