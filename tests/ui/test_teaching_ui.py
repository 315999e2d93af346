"""Teaching mode in the app (issue #7): the switches, the guide panel, lessons that
pop up the first time a player meets a rule (remembered per player name across
games), overlooked rules, the setup guide and the forecast with its tunnel what-ifs."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_driver import click, open_wizard, type_into

from companion.store import GameStore
from companion.teaching.seen import SeenLessons
from ui import settings
from ui.games.underwater_cities.table.screen import TableScreen
from ui.games.underwater_cities.wizard import NewGameWizard
from ui.main_window import MainWindow

MISMATCH = "underwater_cities.colour_mismatch"


def new_game(
    qtbot: QtBot,
    window: MainWindow,
    names: list[str],
    *,
    teaching: bool = True,
    not_taught: tuple[str, ...] = (),
) -> TableScreen:
    """Home → New game, with teaching mode as asked → the table."""
    wizard = open_wizard(qtbot, window)
    assert isinstance(wizard, NewGameWizard)
    type_into(qtbot, wizard.count, str(len(names)))
    for seat, name in enumerate(names):
        type_into(qtbot, wizard.rows[seat].name, name)
    if teaching:
        click(qtbot, wizard.teaching)
        for seat, name in enumerate(names):
            if name in not_taught:
                click(qtbot, wizard.rows[seat].learner)
    click(qtbot, wizard.next)
    click(qtbot, wizard.drawn_order)  # seat order: no play-order lesson at setup
    click(qtbot, wizard.next)
    click(qtbot, wizard.next)
    if teaching:
        assert wizard.setup_steps.isVisible()
        assert "action-cloning tile" not in wizard.setup_steps.text()  # not 4 players
        assert "Deal each player 6 Era I cards" in wizard.setup_steps.text()
    click(qtbot, wizard.next)
    table = window.table
    assert table is not None and window.stack.currentWidget() is table
    return table


def play_mismatch(qtbot: QtBot, table: TableScreen) -> str:
    """The current player takes a coloured slot with a card of another colour; its slot."""
    button = next(b for b in table.slots.buttons.values() if b.isEnabled() and b.colour)
    click(qtbot, button)
    other = next(c for c in ("green", "red", "yellow") if c != button.colour)
    colour = table.turn.colours.button(f"colour-{other}")
    assert colour is not None
    click(qtbot, colour)
    return button.slot


def end_turn(qtbot: QtBot, table: TableScreen) -> None:
    """End the turn, tapping again when the panel says something is left unused."""
    click(qtbot, table.turn.end_turn)
    if table.turn.warning.isVisible():
        click(qtbot, table.turn.end_turn)


def shown(table: TableScreen) -> list[tuple[str, tuple[str, ...]]]:
    """The lessons on the table now: (lesson id, for whom)."""
    return [(c.shown.lesson.id, c.shown.names) for c in table.lessons.cards]


def test_a_lesson_pops_up_at_the_first_colour_mismatch_only(
    qtbot: QtBot, window: MainWindow, store: GameStore
) -> None:
    table = new_game(qtbot, window, ["Ada", "Bo"])
    assert window.coach is not None and window.coach.enabled
    play_mismatch(qtbot, table)
    assert shown(table) == [(MISMATCH, ("Ada",))]
    card = table.lessons.cards[0]
    assert table.lessons.isVisible() and card.isVisible()
    assert card.title.text() == "Colours differ: the card is lost"
    assert "discarded without effect" in card.text.text()
    assert "p. 7" in card.source.text()
    assert card.where.text().startswith("Where: slot ")
    click(qtbot, card.dismiss)
    assert shown(table) == [] and not table.lessons.isVisible()
    assert SeenLessons(store.db).has_seen("Ada", MISMATCH)
    end_turn(qtbot, table)
    play_mismatch(qtbot, table)  # Bo meets it for the first time
    assert shown(table) == [(MISMATCH, ("Bo",))]
    table.lessons.clear()
    end_turn(qtbot, table)
    play_mismatch(qtbot, table)  # Ada again: nothing new
    assert shown(table) == []


def test_lessons_are_remembered_by_name_across_games(qtbot: QtBot, window: MainWindow) -> None:
    table = new_game(qtbot, window, ["Ada", "Bo"])
    play_mismatch(qtbot, table)
    assert shown(table) == [(MISMATCH, ("Ada",))]
    window.show_home()
    table = new_game(qtbot, window, ["ADA", "Cy"])  # the same Ada, another table
    play_mismatch(qtbot, table)
    assert shown(table) == []
    end_turn(qtbot, table)
    play_mismatch(qtbot, table)
    assert shown(table) == [(MISMATCH, ("Cy",))]


def test_no_lesson_without_teaching_or_for_a_player_switched_off(
    qtbot: QtBot, window: MainWindow
) -> None:
    table = new_game(qtbot, window, ["Ada", "Bo"], not_taught=("Ada",))
    play_mismatch(qtbot, table)
    assert shown(table) == []
    assert "Teaching is off for Ada." in table.guide.plain_text()
    end_turn(qtbot, table)
    play_mismatch(qtbot, table)
    assert shown(table) == [(MISMATCH, ("Bo",))]
    window.show_home()
    table = new_game(qtbot, window, ["Dan", "Eve"], teaching=False)
    assert not table.guide.isVisible()
    play_mismatch(qtbot, table)
    assert shown(table) == []


def test_undo_and_redo_teach_nothing(qtbot: QtBot, window: MainWindow) -> None:
    table = new_game(qtbot, window, ["Ada", "Bo"])
    window.coach.set_player("Ada", False)  # type: ignore[union-attr]
    play_mismatch(qtbot, table)
    assert shown(table) == []
    window.coach.set_player("Ada", True)  # type: ignore[union-attr]
    window.undo()
    window.redo()
    assert shown(table) == []


def test_the_guide_explains_why_a_slot_is_not_available(
    qtbot: QtBot, window: MainWindow, translations: ModuleType
) -> None:
    table = new_game(qtbot, window, ["Ada", "Bo"])
    guide = table.guide
    assert guide.isVisible()
    assert guide.title.text() == "Guide for Ada"
    text = guide.plain_text()
    assert "Ada's turn 1 of 3 · round 1 · era I." in text
    assert "Colour match:" in text and "'Connected' means joined to Ada's start city" in text
    taken = play_mismatch(qtbot, table)
    assert "The card does not match the slot" in guide.plain_text()
    end_turn(qtbot, table)
    assert guide.title.text() == "Guide for Bo"
    text = guide.plain_text()
    occupied = "That action slot is already occupied this round."
    assert f"not available. {occupied}" in text
    option = table.slots.options[taken]
    assert option.reason is not None and option.reason.code == "slot_occupied"
    window.set_language("de")
    table = window.table  # rebuilt in German
    assert table is not None and table.guide.title.text() == "Anleitung für Bo"
    assert "Dieser Aktionsplatz ist in dieser Runde schon besetzt." in table.guide.plain_text()


def test_the_guide_follows_the_card_the_player_means_to_play(
    qtbot: QtBot, window: MainWindow
) -> None:
    table = new_game(qtbot, window, ["Ada", "Bo"])
    button = next(b for b in table.slots.buttons.values() if b.isEnabled() and b.colour)
    click(qtbot, button)
    colour = table.turn.colours.button(f"colour-{button.colour}")
    assert colour is not None
    click(qtbot, colour)  # a match: the card's details are asked next
    text = table.guide.plain_text()
    assert f"Your card is {button.colour}" in text
    assert "matches, so you use the slot and the card" in text


def test_teaching_switches_are_kept_with_the_game(qtbot: QtBot, window: MainWindow) -> None:
    new_game(qtbot, window, ["Ada", "Bo"], teaching=False)
    controller = window.controller
    assert controller is not None and window.coach is not None
    game = controller.id
    assert not window.coach.enabled
    window.teaching_action.trigger()  # Ctrl+T
    assert window.coach.enabled and settings.teaching(game).enabled
    table = window.table
    assert table is not None and table.guide.isVisible()
    window.coach.set_player("Bo", False)
    window.close_game()
    assert window.open_game(game)
    assert window.coach is not None and window.coach.enabled
    assert window.coach.is_on("Ada") and not window.coach.is_on("bo")


def test_the_forecast_on_demand_shows_what_one_more_tunnel_changes(
    qtbot: QtBot, window: MainWindow
) -> None:
    table = new_game(qtbot, window, ["Ada", "Bo"], teaching=False)
    qtbot.keyClick(table, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    dialog = window.forecast
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    assert dialog.tabs.count() == 2
    page = dialog.pages[0]
    assert page.heading.text() == "If production ran now, Ada would get:"
    assert page.feeding.text().startswith("Feeding the connected cities (1)")
    lines = page.tunnels.text().splitlines()
    assert lines and all(line.startswith("tunnel, ") for line in lines)
    assert any("+1 credit" in line for line in lines)
    dialog.close()


def test_an_overlooked_rule_comes_back_as_a_reminder(qtbot: QtBot, window: MainWindow) -> None:
    from companion.teaching import LessonHit

    table = new_game(qtbot, window, ["Ada", "Bo"])
    coach = window.coach
    assert coach is not None
    hit = LessonHit("underwater_cities.symbiotic_dome_limit", 0, "Ada", {"left": 2, "total": 7})
    coach.teach([hit])
    (card,) = table.lessons.cards
    assert card.badge.text() == "Often overlooked · Ada"
    assert card.text.isVisible()
    table.lessons.clear()
    coach.teach([hit])
    (card,) = table.lessons.cards
    assert card.badge.text() == "Reminder · Ada"
    assert not card.text.isVisible() and card.more.isVisible()
    click(qtbot, card.more)
    assert card.text.isVisible()
    assert "7 symbiotic (purple) domes" in card.text.text()
    both = [hit, LessonHit(hit.lesson, 1, "Bo", hit.params)]
    table.lessons.clear()
    coach.teach(both)
    (card,) = table.lessons.cards  # the whole table, merged into one
    assert card.shown.names == ("Ada", "Bo")


def test_the_teaching_menu_switches_each_player(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QToolButton

    table = new_game(qtbot, window, ["Ada", "Bo"])
    button = table.banner.findChild(QToolButton, "teaching")
    assert button is not None
    menu = button.menu()
    assert isinstance(menu, QMenu)
    menu.aboutToShow.emit()
    assert window.teaching_action in menu.actions() and window.teaching_action.isChecked()
    bo = menu.findChild(QAction, "teach-Bo")
    assert bo is not None and bo.isChecked() and bo.isEnabled()
    bo.trigger()
    assert window.coach is not None and not window.coach.is_on("Bo")
    end_turn_after_mismatch = play_mismatch(qtbot, table)
    assert end_turn_after_mismatch and shown(table) == [(MISMATCH, ("Ada",))]
    table.lessons.clear()
    end_turn(qtbot, table)
    assert "Teaching is off for Bo." in table.guide.plain_text()
    play_mismatch(qtbot, table)
    assert shown(table) == []


def test_an_overlooked_rule_has_the_highlight_border(qtbot: QtBot, window: MainWindow) -> None:
    """An overlooked rule's lesson card is framed in the theme's highlight colour."""
    from PySide6.QtGui import QColor

    from companion.teaching import LessonHit
    from ui import theme

    table = new_game(qtbot, window, ["Ada", "Bo"])
    assert window.coach is not None
    hit = LessonHit("underwater_cities.symbiotic_dome_limit", 0, "Ada", {"left": 2, "total": 7})
    window.coach.teach([hit])
    (card,) = table.lessons.cards
    assert card.property("kind") == "overlooked_rule"
    edge = card.grab().toImage().pixelColor(1, card.height() // 2)
    assert edge == QColor(theme.current().highlight)
