"""What a long evening at the table leaves in memory stays bounded (issue #13)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from ui.app import demo_store
from ui.main_window import MainWindow
from ui.screens.final import FinalScreen


def _finals(window: MainWindow) -> int:
    stack = window.stack
    return sum(isinstance(stack.widget(i), FinalScreen) for i in range(stack.count()))


def test_final_scoring_screens_do_not_pile_up(qtbot: QtBot, data_dir: Path) -> None:
    store, number = demo_store(data_dir)
    window = MainWindow(store)
    qtbot.addWidget(window)
    assert window.open_game(number)
    window.show()
    for _ in range(3):  # final scoring, then Home from the tool bar, then back to it
        window.show_final()
        assert isinstance(window.stack.currentWidget(), FinalScreen)
        window.show_home()
    assert _finals(window) == 1
    window.close_game()  # a closed game's final scoring goes with it
    assert _finals(window) == 0 and window.screens == {}
    window.close()
    store.close()
