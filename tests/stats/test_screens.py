"""The statistics screens on the fixture library (real widgets, pytest-qt): Home's
filters and search, a player's and a game kind's numbers equal the engine's,
exports that parse, the PDF score sheet read back, backup and restore refusals,
the wizard's known players, and the screens' layout at 1024×600 and 1920×1080."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from companion.stats import breakdown_stats, kind_stats, player_stats
from companion.store import GameStore, LibraryQuery
from tests.stats.library import Played
from tests.stats.schema_check import problems
from ui import plain_text
from ui.main_window import MainWindow

SCHEMA = json.loads(Path("docs/bgsplay.schema.json").read_text(encoding="utf-8"))


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the screens told the player (message boxes), instead of showing them."""
    said: list[str] = []
    monkeypatch.setattr(
        plain_text, "tell", lambda _parent, _title, text, *a, **k: said.append(text)
    )
    monkeypatch.setattr(plain_text, "ask", lambda *_a, **_k: True)
    return said


@pytest.fixture
def window(
    qtbot: QtBot, library: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[MainWindow]:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from ui import theme

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "data"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.apply(app, theme.LIGHT)
    main = MainWindow(GameStore(library))
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close_game()
    main.close()
    main.store.close()
    main.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _cells(model: object, row: int) -> list[str]:
    return [
        str(model.data(model.index(row, column)))  # type: ignore[attr-defined]
        for column in range(model.columnCount())  # type: ignore[attr-defined]
    ]


def test_home_filters_and_searches_the_library(qtbot: QtBot, window: MainWindow) -> None:
    window.show_home()
    home = window.home
    store = window.store
    assert home.model.total == store.library(LibraryQuery()).total >= 50
    home.kind.setCurrentIndex(home.kind.findData("antarctica"))
    assert home.model.games and {g.game_id for g in home.model.games} == {"antarctica"}
    assert home.model.total == store.library(LibraryQuery(game_id="antarctica")).total
    mia = next(p for p in store.profiles() if p.name == "Mia")
    home.player.setCurrentIndex(home.player.findData(mia.id))
    assert all("Mia" in _cells(home.model, r)[1] for r in range(home.model.rowCount()))
    home.status.setCurrentIndex(home.status.findData("in_progress"))
    assert home.model.total == 0 and home.empty.isVisible()
    assert "No game matches" in home.empty.text()
    for box in (home.kind, home.player, home.status):
        box.setCurrentIndex(0)
    home.search.setText("Leo")
    qtbot.waitUntil(lambda: home.model.total == store.library(LibraryQuery(search="Leo")).total)
    assert home.model.total < store.library(LibraryQuery()).total
    row = _cells(home.model, 0)
    assert "Leo" in row[1] and "finished" in row[2] and " min" in row[4]
    tip = home.model.data(home.model.index(0, 1), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Thinking time: ") and "Leo " in tip


def test_the_clock_pauses_and_resumes_from_the_menu(window: MainWindow) -> None:
    from PySide6.QtWidgets import QMenu

    running = window.store.new_game("antarctica", _setup("antarctica"))
    running.close()
    assert window.open_game(running.id)
    menu = QMenu()
    window._fill_menu(menu)
    clock = next(a for a in menu.actions() if a.objectName() == "menu-clock")
    assert clock.text() == "Pause the game clock"
    clock.trigger()
    assert window.controller is not None and window.controller.game.paused
    menu = QMenu()
    window._fill_menu(menu)
    clock = next(a for a in menu.actions() if a.objectName() == "menu-clock")
    assert clock.text() == "Resume the game clock"
    clock.trigger()
    assert not window.controller.game.paused


def test_a_players_statistics_are_the_engines(window: MainWindow) -> None:
    store = window.store
    ada = next(p for p in store.profiles() if p.name == "Ada")
    window.show_statistics(profile=ada.id)
    screen = window.stack.currentWidget()
    table = screen.players.records.model  # type: ignore[attr-defined]
    expected = [r for r in player_stats(store, profile=ada.id) if r.game_id is not None]
    assert table.rowCount() == len(expected) + 1 and len(expected) >= 3
    (total,) = [r for r in player_stats(store, profile=ada.id) if r.game_id is None]
    assert table.rows[-1][:3] == ["All games", total.plays, total.wins]
    for row, record in enumerate(expected):
        cells = table.rows[row]
        assert cells[1:5] == [
            record.plays,
            record.wins,
            f"{round(record.win_rate * 100)} %",
            f"{record.average:.1f}",
        ]
        assert cells[5] == record.best
    screen.players.choose(None)  # type: ignore[attr-defined]
    everyone = [r for r in player_stats(store) if r.game_id is None]
    assert [r[0] for r in table.rows] == [r.name for r in everyone]
    assert [r[2] for r in table.rows] == [r.plays for r in everyone]


def test_a_game_kinds_statistics_are_the_engines(window: MainWindow) -> None:
    store = window.store
    window.show_statistics(game_id="underwater_cities")
    kinds = window.stack.currentWidget().kinds  # type: ignore[attr-defined]
    numbers = kind_stats(store, "underwater_cities")
    assert [r[1] for r in kinds.distribution.model.rows] == [b.count for b in numbers.distribution]
    assert [r[1] for r in kinds.positions.model.rows[:-1]] == [p.plays for p in numbers.positions]
    parts = breakdown_stats(store, "underwater_cities")
    assert [r[0] for r in kinds.breakdown.model.rows] == [
        "Points track",
        "Brown metropolis tile",
        "End-scoring cards",
        "Cities",
        "Resources",
    ]
    assert [r[1] for r in kinds.breakdown.model.rows] == [
        f"{c.average:.1f}" for c in parts.categories
    ]
    groups = {r[0] for r in kinds.groups.model.rows}
    assert groups == {"Board side: Standard side", "Board side: Asymmetric side"}
    kinds.choose("antarctica")
    assert [r[0] for r in kinds.breakdown.model.rows] == [
        "Areas",
        "Research tracks",
        "Asterisk cards",
        "Discarded resources",
    ]
    kinds.choose("otys")  # no UI: its English categories
    assert "Contracts" in [r[0] for r in kinds.breakdown.model.rows]


def test_exports_write_files_that_parse_and_never_overwrite(
    window: MainWindow, played: list[Played], tmp_path: Path, told: list[str]
) -> None:
    from ui.exports import Exports

    game = next(g for g in played if g.game_id == "antarctica")
    exports = Exports(window.store, window)
    play = tmp_path / "play.bgsplay"
    assert exports.bgsplay(game.number, play)
    data = json.loads(play.read_text(encoding="utf-8"))
    assert problems(data, SCHEMA, SCHEMA) == []
    names = {p["id"]: p["name"] for p in data["players"]}
    scores = {names[s["playerRefId"]]: int(s["score"]) for s in data["plays"][0]["playerScores"]}
    assert scores == {s.name: s.points for s in game.result.scores}
    assert not exports.bgsplay(game.number, play) and "not overwritten" in told[-1]
    rows = tmp_path / "results.csv"
    assert exports.results(LibraryQuery(game_id="antarctica", status="finished"), "csv", rows)
    read = list(csv.DictReader(io.StringIO(rows.read_text(encoding="utf-8"))))
    mine = [r for r in read if int(r["game"]) == game.number]
    assert {r["player"]: int(r["points"]) for r in mine} == scores
    assert {r["game_id"] for r in read} == {"antarctica"}
    as_json = tmp_path / "results.json"
    assert exports.results(LibraryQuery(), "json", as_json)
    assert len(json.loads(as_json.read_text(encoding="utf-8"))) > len(read)
    running = window.store.new_game("antarctica", _setup("antarctica"))
    running.close()
    assert not exports.bgsplay(running.id, tmp_path / "running.bgsplay")
    assert not (tmp_path / "running.bgsplay").exists() and "finished" in told[-1]
    window.show_home()
    window.home.table.selectRow(0)
    window.home._fill_export()
    actions = {a.objectName(): a for a in window.home.export_menu.actions()}
    assert set(actions) == {
        "export-game",
        "export-bgsplay",
        "export-pdf",
        "export-csv",
        "export-json",
    }


def _setup(game_id: str) -> object:
    from companion.core.registry import get_plugin

    return get_plugin(game_id).example_setup(2, 1)


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="poppler-utils not installed")
def test_the_score_sheet_pdf_renders_with_its_text(
    window: MainWindow, played: list[Played], tmp_path: Path
) -> None:
    from ui.scoresheet import write_scoresheet

    game = next(g for g in played if g.game_id == "underwater_cities")
    pdf = write_scoresheet(window.store, game.number, tmp_path / "sheet.pdf")
    subprocess.run(["pdftoppm", "-png", "-r", "40", str(pdf), str(tmp_path / "page")], check=True)
    assert (tmp_path / "page-1.png").stat().st_size > 5000
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert f"Underwater Cities #{game.number}" in text
    for score in game.result.scores:
        assert f"{score.name}: {score.points} points" in text
    assert "Points by category" in text and "Cities:" in text and "Working: " in text
    assert "Progression" in text
    with pytest.raises(Exception, match="not overwritten"):
        write_scoresheet(window.store, game.number, pdf)


def test_backup_and_restore_refuse_and_keep_every_game(
    window: MainWindow, tmp_path: Path, told: list[str]
) -> None:
    from ui.backups import Backups

    backups = Backups(window)
    games = window.store.library(LibraryQuery()).total
    target = tmp_path / "backup.sqlite3"
    assert backups.backup(target) and target.exists()
    assert not backups.backup(target) and "not overwritten" in told[-1]
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(target.read_bytes()[:4096] + b"\0" * 4096)
    before = window.store.path.read_bytes()[:100]
    assert not backups.restore(damaged) and "cannot be restored" in told[-1]
    assert window.store.path.read_bytes()[:100] == before
    window.store.delete_game(window.store.library(LibraryQuery()).rows[0].id)
    assert window.store.library(LibraryQuery()).total == games - 1
    path = window.store.path
    assert backups.restore(target)
    assert window.store.path == path and window.store.library(LibraryQuery()).total == games
    assert window.home.model.total == games
    kept = list(path.parent.glob(f"{path.name}.before-restore-*"))
    assert [p for p in kept if not p.name.endswith(("-wal", "-shm"))] and "kept in" in told[-1]


def test_the_wizard_offers_the_known_players(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtWidgets import QComboBox, QLineEdit, QMenu

    ada = window.store.update_profile(
        next(p.id for p in window.store.profiles() if p.name == "Ada"), colour="purple"
    )
    window.show_setup("underwater_cities")
    pages = window.stack.currentWidget()
    menu = pages.findChild(QMenu, "profiles-1")
    assert menu is not None
    assert [a.text() for a in menu.actions()] == [p.name for p in window.store.profiles()]
    next(a for a in menu.actions() if a.objectName() == f"profile-1-{ada.id}").trigger()
    assert pages.findChild(QLineEdit, "name-1").text() == "Ada"
    assert pages.findChild(QComboBox, "colour-1").currentData() == "purple"
    completer = pages.findChild(QLineEdit, "name-0").completer()
    assert completer is not None and completer.model().rowCount() == len(window.store.profiles())


def test_players_are_renamed_and_merged_keeping_history(
    window: MainWindow, told: list[str]
) -> None:
    window.show_players()
    screen = window.stack.currentWidget()
    people = {p.name: p for p in screen.people}  # type: ignore[attr-defined]
    leo_games = people["Leo"].games
    assert screen.rename(people["Leo"], "Leonardo")  # type: ignore[attr-defined]
    assert "Leonardo" in [p.name for p in screen.people]  # type: ignore[attr-defined]
    assert not screen.rename(people["Ben"], "Mia")  # type: ignore[attr-defined]
    assert told  # the refusal was said
    people = {p.name: p for p in screen.people}  # type: ignore[attr-defined]
    ben_games = people["Ben"].games
    assert screen.merge(people["Leonardo"], people["Ben"])  # type: ignore[attr-defined]
    merged = {p.name: p for p in screen.people}  # type: ignore[attr-defined]
    assert "Ben" not in merged and merged["Leonardo"].games == leo_games + ben_games
    names = {s.name for r in window.store.library(LibraryQuery(limit=-1)).rows for s in r.seats}
    assert {"Leo", "Ben"} <= names  # each game keeps the names it was played under


def test_the_final_screen_shows_timers_and_exports(
    window: MainWindow, played: list[Played]
) -> None:
    from PySide6.QtWidgets import QPushButton

    from ui.screens.final import FinalScreen

    game = next(g for g in played if g.game_id == "antarctica")
    assert window.open_game(game.number)
    final = window.stack.currentWidget()
    assert isinstance(final, FinalScreen)
    assert "Duration" in final.timers.text() and " min" in final.timers.text()
    for name in ("final-bgsplay", "final-scoresheet", "final-progression"):
        button = final.findChild(QPushButton, name)
        assert button is not None and button.isEnabled()
    final.findChild(QPushButton, "final-progression").click()
    progression = window.stack.currentWidget()
    assert progression.objectName() == "screen" and progression.chart.model.rowCount() >= 2  # type: ignore[attr-defined]
    progression.back_button.click()  # type: ignore[attr-defined]
    assert window.stack.currentWidget() is final


def test_the_new_screens_fit_small_and_large_screens(window: MainWindow) -> None:
    from PySide6.QtWidgets import QApplication

    from tests.ui.project_scripts import load_script
    from ui import theme

    sizes = load_script("screen_sizes.py")
    app = QApplication.instance()
    found: list[str] = []
    game = window.store.library(LibraryQuery(game_id="underwater_cities")).rows[0].id
    try:
        for width, height in ((1024, 600), (1920, 1080)):
            theme.set_scale(theme.screen_scale(width, height))
            theme.apply(app, theme.LIGHT)  # type: ignore[arg-type]
            window.resize(width, height)
            for show in (
                window.show_home,
                window.show_players,
                window.show_statistics,
                lambda: window.show_statistics(game_id="antarctica"),
                lambda: window.show_progression(game),
            ):
                show()
                app.processEvents()  # type: ignore[union-attr]
                screen = window.stack.currentWidget()
                assert window.width() == width and window.height() == height
                found += [
                    f"{width}x{height} {type(screen).__name__}: {p}"
                    for p in sizes.touch_problems(window, screen.step_controls())  # type: ignore[attr-defined]
                ]
    finally:
        theme.set_scale(1.0)
        theme.apply(app, theme.LIGHT)  # type: ignore[arg-type]
    assert found == []


def test_the_cli_writes_a_score_sheet_once(
    library: Path, played: list[Played], tmp_path: Path
) -> None:
    from companion.cli import main

    game = next(g for g in played if g.game_id == "otys")
    out = tmp_path / "sheet.pdf"
    args = ["scoresheet", str(game.number), str(out), "--database", str(library)]
    assert main(args) == 0 and out.read_bytes().startswith(b"%PDF")
    assert main(args) == 2  # never overwritten
