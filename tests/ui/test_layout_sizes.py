"""Every screen at 1024×600, 1280×720, 1920×1080 and 2560×1440 (offscreen): the
controls of the current step (each screen's ``step_controls()``) are shown whole,
not scrolled away, not covered, at least 44 px high, and the window keeps its size.

The pictures go to ``tmp_path``; ``scripts/screenshots.py --sizes`` writes the same
ones to docs/screenshots/sizes/.
"""

from __future__ import annotations

import random
from pathlib import Path

from project_scripts import load_script
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui import theme
from ui.main_window import MainWindow


def _play(game: object, seed: int, until: object) -> None:
    from companion.games.underwater_cities.autoplay import play_turn

    rng = random.Random(seed)
    while not until(game.state):  # type: ignore[attr-defined,operator]
        for command in play_turn(game, rng):  # type: ignore[arg-type]
            game.execute(command)  # type: ignore[attr-defined]


def test_every_step_can_be_tapped_at_every_size(
    qtbot: QtBot, window: MainWindow, store: GameStore, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QApplication

    sizes = load_script("screen_sizes.py")
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    games = sizes.prepare_games(store, _play)
    problems: list[str] = []
    try:
        for size in sizes.SIZES:
            problems += sizes.shoot_size(app, window, store, games, size, tmp_path)
    finally:
        theme.set_scale(1.0)
        theme.apply(app, theme.LIGHT)
    assert (tmp_path / "1024x600" / "table-5-site.png").exists()
    assert problems == [], "\n".join(problems)


def test_the_check_finds_a_covered_a_scrolled_and_a_small_button(
    qtbot: QtBot, window: MainWindow
) -> None:
    from PySide6.QtWidgets import QPushButton, QScrollArea, QVBoxLayout, QWidget

    sizes = load_script("screen_sizes.py")
    home = window.home
    window.resize(1024, 600)
    small = QPushButton("small", home)
    small.setObjectName("small-one")
    small.setStyleSheet("min-height: 0px; padding: 0px;")
    small.setGeometry(10, 380, 80, 20)
    covered = QPushButton("covered", home)
    covered.setObjectName("covered-one")
    covered.setGeometry(10, 460, 120, 50)
    cover = QWidget(home)
    cover.setGeometry(0, 450, 200, 80)
    area = QScrollArea(home)
    area.setGeometry(300, 420, 200, 100)
    inner = QWidget()
    column = QVBoxLayout(inner)
    for _ in range(6):
        column.addWidget(QPushButton("filler"))
    away = QPushButton("away")
    away.setObjectName("scrolled-away")
    column.addWidget(away)
    area.setWidget(inner)
    for widget in (small, covered, cover, area):
        widget.show()
    cover.raise_()
    qtbot.wait(10)
    found = sizes.touch_problems(window, [small, covered, away, window.home.new_button])
    assert any(p.startswith("small-one") and "px high" in p for p in found)
    assert any(p.startswith("covered-one") and "covered by" in p for p in found)
    assert any(p.startswith("scrolled-away") for p in found)
    assert not any(p.startswith("new-game") for p in found)


def test_the_check_finds_a_text_cut_off_by_a_narrower_panel(
    qtbot: QtBot, window: MainWindow
) -> None:
    from PySide6.QtWidgets import QLabel, QScrollArea, QWidget

    sizes = load_script("screen_sizes.py")
    home = window.home
    window.resize(1024, 600)
    panel = QWidget(home)
    panel.setGeometry(10, 380, 200, 60)
    wide = QLabel("a text wider than its panel", panel)
    wide.setObjectName("too-wide")
    wide.setGeometry(0, 0, 400, 30)
    area = QScrollArea(home)
    area.setGeometry(300, 380, 200, 100)
    inner = QLabel("a text that scrolls sideways: not cut off")
    inner.setObjectName("scrolls-sideways")
    inner.setMinimumWidth(500)
    area.setWidget(inner)
    for widget in (panel, area):
        widget.show()
    qtbot.wait(10)
    cut = {w.objectName(): sizes.cut_by(w, window) for w in sizes.text_widgets(window)}
    assert cut["too-wide"]
    assert cut["scrolls-sideways"] == ""
    assert cut["new-game"] == ""
