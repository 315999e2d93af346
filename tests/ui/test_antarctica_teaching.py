"""Antarctica's teaching mode at the table: chosen on the setup pages, a lesson at
the first turn, the guide for the player who acts, the window's teaching menu,
lessons remembered per player name, and the table with a lesson at 1024×600 and
1920×1080 (every control whole and tappable)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from ant_driver import AntDriver, open_setup
from project_scripts import load_script
from pytestqt.qtbot import QtBot
from ui_driver import click, type_into

from companion.teaching import load_catalog
from companion.teaching.seen import SeenLessons
from ui import i18n, theme
from ui.games.antarctica.table import TableScreen
from ui.games.antarctica.teaching.text import lesson_text, message_text
from ui.main_window import MainWindow
from ui.teaching.guide_panel import GuidePanel

REPO = Path(__file__).resolve().parents[2]
GLOSSARY = REPO / "resources" / "translations" / "glossary.json"


def taught_game(
    qtbot: QtBot,
    window: MainWindow,
    names: list[str],
    not_taught: tuple[str, ...] = (),
    named: bool = True,
) -> TableScreen:
    """The setup pages with teaching mode ticked (``not_taught`` switched off) and,
    when ``named``, the three face-up building cards named."""
    wizard = open_setup(qtbot, window)
    click(qtbot, wizard.count_group.button(len(names)))
    for seat, name in enumerate(names):
        type_into(qtbot, wizard.rows[seat].name, name)
    assert not wizard.teaching.learners[0].isEnabled()
    click(qtbot, wizard.teaching.enabled)
    for seat, name in enumerate(names):
        box = wizard.teaching.learners[seat]
        assert box.isChecked() and name in box.text()
        if name in not_taught:
            click(qtbot, box)
    for _ in range(3):
        click(qtbot, wizard.next)
    steps = wizard.teaching.text.text()
    assert wizard.teaching.steps.isVisible() and steps.count("<li>") >= 6
    if i18n.current() == i18n.ENGLISH:
        assert "Ships on the board" in steps
        assert ("are closed" in steps) == (len(names) == 2)
    for box in wizard.face_up.values() if named else ():
        box.setCurrentIndex(1)
    click(qtbot, wizard.next)
    table = window.stack.currentWidget()
    assert isinstance(table, TableScreen), wizard.error.text()
    return table


def guide_of(table: TableScreen) -> GuidePanel:
    assert table.guide is not None
    return table.guide


def lessons(table: TableScreen) -> list[tuple[str, tuple[str, ...]]]:
    return [(c.shown.lesson.id, c.shown.names) for c in guide_of(table).cards]


def acting_name(window: MainWindow) -> str:
    state = window.controller.state  # type: ignore[union-attr]
    return str(state.players[state.turn.seat].name)


def test_teaching_mode_shows_a_lesson_and_the_guide_at_the_first_turn(
    qtbot: QtBot, window: MainWindow
) -> None:
    table = taught_game(qtbot, window, ["Ada", "Bo", "Cy"])
    guide = guide_of(table)
    first = acting_name(window)
    assert guide.isVisible()
    assert lessons(table) == [
        ("antarctica.sun_order", ("Ada", "Bo", "Cy")),
        ("antarctica.move", (first,)),
    ]
    assert guide.cards[0].source.text() == "Rulebook · Sequence of play (SEQUENZA DI GIOCO)"
    assert guide.title.text() == f"Guide for {first}"
    text = guide.plain_text()
    assert f"{first}'s turn: the sun is on area" in text
    assert "Move the ship (mandatory) to a different area with a free ship space:" in text
    offered = sorted(table.board.targets)
    for area in offered:
        assert f"Area {area + 1} · free ship spaces:" in text
    click(qtbot, guide.cards[0].dismiss)
    assert [lesson for lesson, _ in lessons(table)] == ["antarctica.move"]
    AntDriver(qtbot, window).tap_area(offered[0])
    assert "One action in area" in guide.plain_text()


def test_the_guide_asks_the_table_to_name_a_card_when_one_is_needed(
    qtbot: QtBot, window: MainWindow
) -> None:
    table = taught_game(qtbot, window, ["Ada", "Bo"], named=False)
    guide = guide_of(table)
    assert guide.title.text() == "Guide"
    assert guide.plain_text() == "The table turns up the next Basic building card and names it."


def test_lessons_follow_the_players_into_their_next_game(qtbot: QtBot, window: MainWindow) -> None:
    taught_game(qtbot, window, ["Ada", "Bo"])
    assert window.store is not None
    seen = SeenLessons(window.store.db)
    assert seen.has_seen("ada", "antarctica.sun_order")
    window.show_home()
    table = taught_game(qtbot, window, ["Ada", "Dee"])
    assert ("antarctica.sun_order", ("Dee",)) in lessons(table)


def test_the_teaching_menu_switches_the_game_and_each_player(
    qtbot: QtBot, window: MainWindow
) -> None:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QToolButton

    table = taught_game(qtbot, window, ["Ada", "Bo"])
    guide = guide_of(table)
    button = table.banner.findChild(QToolButton, "teaching")
    assert button is not None
    menu = button.menu()
    assert isinstance(menu, QMenu)
    menu.aboutToShow.emit()
    assert window.teaching_action in menu.actions() and window.teaching_action.isChecked()
    first = acting_name(window)
    who = menu.findChild(QAction, f"teach-{first}")
    assert who is not None and who.isChecked() and who.isEnabled()
    who.trigger()
    assert window.coach is not None and not window.coach.is_on(first)
    assert guide.plain_text() == f"Teaching is off for {first}."
    window.toggle_teaching()
    assert not window.coach.enabled and guide.isHidden() and guide.cards == []
    window.toggle_teaching()
    assert window.coach.enabled and guide.isVisible()


def test_no_guide_without_teaching(qtbot: QtBot, window: MainWindow) -> None:
    from ant_driver import new_game

    table = new_game(qtbot, window, ["Ada", "Bo"])
    assert guide_of(table).isHidden() and lessons(table) == []


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_table_with_a_lesson_fits_the_window(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int], tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    sizes = load_script("screen_sizes.py")
    width, height = size
    theme.set_scale(theme.screen_scale(width, height))
    try:
        theme.apply(app, theme.LIGHT)
        window.resize(width, height)
        table = taught_game(qtbot, window, ["Ada", "Bo", "Cy"])
        problems: list[str] = []
        for step in ("move", "action"):
            window.resize(width, height)
            for _ in range(4):
                app.processEvents()
            window.grab().save(str(tmp_path / f"teaching-{step}-{width}x{height}.png"))
            assert (window.width(), window.height()) == size
            guide = guide_of(table)
            # the newest lessons below the first are reached by scrolling the guide
            controls = [*table.step_controls(), guide.cards[0].dismiss]
            problems += [f"{step}: {p}" for p in sizes.touch_problems(window, controls)]
            if step == "move":
                AntDriver(qtbot, window).tap_area(min(table.board.targets))
        assert problems == [], "\n".join(problems)
    finally:
        theme.set_scale(1.0)
        theme.apply(app, theme.LIGHT)


@pytest.mark.parametrize("code", ["de", "it", "pt"])
def test_every_lesson_and_guide_text_is_translated(
    qtbot: QtBot, translations: ModuleType, code: str
) -> None:
    """As Underwater Cities' lessons: the catalog's English is the source of the
    "teaching" context; each language has every title, text, section and guide text,
    with the same fields. Italian names the rulebook's own headings and, for every
    Antarctica noun of the glossary the English text uses, the rulebook's term."""
    import json
    import re

    from companion.teaching import Message

    catalog = load_catalog("antarctica")
    nouns = [
        entry
        for entry in json.loads(GLOSSARY.read_text(encoding="utf-8"))
        if entry.get("game") == "antarctica" and entry["pos"] == "noun"
    ]
    assert i18n.install(code)
    for lesson in catalog.lessons:
        shown = lesson_text(catalog, lesson, {name: 7 for name in lesson.params})
        assert shown.text != lesson.text and "{" not in shown.text, lesson.id
        assert not lesson.params or "7" in shown.title + shown.text, lesson.id
        heading = lesson.section.rsplit("(", 1)[1].rstrip(")")
        assert heading in shown.source, lesson.id
        if code != "it":
            continue
        assert shown.source == f"Regolamento · {heading}"
        for entry in nouns:
            english = [entry["en"], entry.get("en_plural", entry["en"])]
            if any(re.search(rf"\b{re.escape(w)}\b", lesson.text, re.I) for w in english):
                forms = [entry["it"], entry.get("it_plural", entry["it"])]
                assert any(f.casefold() in shown.text.casefold() for f in forms), (
                    lesson.id,
                    entry["en"],
                )
    for key, english in catalog.texts.items():
        fields = {name: 7 for name in re.findall(r"{(\w+)}", english)}
        text = message_text(catalog, Message(key, fields))
        assert "{" not in text and (text != english or english == "{kind}"), key
