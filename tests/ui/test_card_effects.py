"""The card-entry step, the production and final-scoring steppers and the library's
effect editor, through real widgets (issue #17, items 1 and 2)."""

from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton, QSpinBox, QWidget
from pytestqt.qtbot import QtBot
from ui_driver import Driver, click, key, open_library, type_into

from companion.core.session import Session
from companion.games.underwater_cities.commands import RunProduction, SettleScoring
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.scoring import final_scores
from companion.games.underwater_cities.state import CardInfo
from tests.uc.test_taught_cards import (
    finished_with_unknown_end_scoring,
    production_with_unknown_card,
)
from ui.games.underwater_cities.effect_editor import TALL, EffectEditor
from ui.games.underwater_cities.final import FinalDetail
from ui.games.underwater_cities.library import LibraryScreen
from ui.games.underwater_cities.settle import TeachDialog
from ui.games.underwater_cities.table.production import ProductionPanel
from ui.main_window import MainWindow


def spin(parent: QWidget, name: str) -> QSpinBox:
    found = parent.findChild(QSpinBox, name)
    assert found is not None, name
    return found


def combo(parent: QWidget, name: str) -> QComboBox:
    found = parent.findChild(QComboBox, name)
    assert found is not None, name
    return found


def _matched(qtbot: QtBot, window: MainWindow) -> Driver:
    driver = Driver(qtbot, window, seed=1)
    driver.new_game(["Ada", "Bo"])
    table = driver.table
    slot = next(b for b in table.slots.buttons.values() if b.isEnabled() and b.colour is not None)
    click(qtbot, slot)
    click(qtbot, table.turn.colours.button(f"colour-{slot.colour}"))
    return driver


def test_an_unknown_number_opens_the_card_entry_step(qtbot: QtBot, window: MainWindow) -> None:
    driver = _matched(qtbot, window)
    details = driver.table.turn.details
    type_into(qtbot, details.number, "96")
    assert details.mode() == "teach"
    assert details.editor.isVisible() and not details.types.isVisible()
    type_into(qtbot, details.name, "Kelp Farm Network")
    key(qtbot, driver.table, "4")  # production
    editor = details.editor
    editor.set_shape("per_count")
    counted = combo(editor, "per-count")
    counted.setCurrentIndex(counted.findData("connected_cities"))
    spin(editor, "per-count-gain-kelp").setValue(2)
    assert "now: 2 kelp each production" in editor.preview.text()  # one connected start city
    for control in editor.findChildren(QWidget):
        if isinstance(control, QPushButton | QSpinBox | QComboBox) and control.isVisible():
            assert control.height() >= TALL, control.objectName()
    click(qtbot, details.save_place)
    assert window.controller is not None
    turn = window.controller.state.turn
    assert turn is not None and turn.card is not None and turn.card.type == "production"
    entry = window.controller.game.data.find_card(CardInfo(number=96))
    assert entry is not None and entry.production is not None
    saved = window.store.game_data("underwater_cities")
    assert ("card", "era:96") in [(row.kind, row.key) for row in saved]


def test_a_known_card_is_never_asked_anything(qtbot: QtBot, window: MainWindow) -> None:
    driver = _matched(qtbot, window)
    details = driver.table.turn.details
    type_into(qtbot, details.number, "36")  # built in: Autonomous Systems, production
    assert details.mode() == "known"
    assert not details.types.isVisible()
    assert not details.editor.isVisible() and not details.name.isVisible()
    assert "Autonomous Systems" in details.known.text()
    click(qtbot, details.place_known)
    assert window.controller is not None
    turn = window.controller.state.turn
    assert turn is not None and turn.card is not None
    assert (turn.card.number, turn.card.type) == (36, "production")


class _Controller:
    """What the production panel and the final detail use of a game controller."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.game = self
        self.sent: list[Any] = []

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def data(self) -> CardLibrary:
        library: CardLibrary = self.session.data
        return library

    @property
    def store(self) -> _Controller:
        return self  # saving game data: the session's library gets the rows

    def save_game_data(self, game_id: str, rows: Any) -> None:
        self.session.data = self.session.data.with_rows(rows)

    def reload_data(self, data: Any = None) -> None:
        pass  # the session's library has the rows already

    def one_tap(self) -> AbstractContextManager[None]:
        return nullcontext()  # no views to tell, nothing to save

    def execute(self, command: Any) -> bool:
        self.sent.append(command)
        self.session.execute(command)
        return True


def _production(qtbot: QtBot) -> tuple[_Controller, ProductionPanel]:
    """A production panel shown at 1024×600 with one unknown card's line open."""
    controller = _Controller(production_with_unknown_card())
    panel = ProductionPanel(controller)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    panel.resize(1024, 600)
    panel.show()
    panel.show_state(controller.state)
    return controller, panel


def test_a_skipped_line_is_painted_once_by_the_tap_s_paint(qtbot: QtBot) -> None:
    """Issue #13: the skip button is not repainted at its release (that was a paint
    pass of the window of its own before the tap's); the tap's paint shows it checked."""
    from event_counts import EventCount
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtTest import QTest

    _, panel = _production(qtbot)
    skip = panel.players[0].lines["era:96"].skip
    QApplication.processEvents()
    paints = EventCount(skip, QEvent.Type.Paint)
    QTest.mousePress(skip, Qt.MouseButton.LeftButton)
    pressed = paints.count
    QTest.mouseRelease(skip, Qt.MouseButton.LeftButton)
    assert (pressed, paints.count) == (1, 1)  # its press shows at once, not its release
    assert skip.isChecked() and panel.apply.isEnabled()
    QApplication.processEvents()
    assert paints.count == 2  # checked, in the paint that follows


def test_production_waits_for_every_unknown_line(qtbot: QtBot) -> None:
    controller, panel = _production(qtbot)
    box = panel.players[0]
    line = box.lines["era:96"]
    assert not panel.apply.isEnabled()
    spin(line, "settle-era:96-kelp").setValue(3)
    assert panel.apply.isEnabled()
    total = box.model.value(box.model.rowCount() - 1, 1)
    assert "3 kelp" in str(total)  # the totals follow at once
    click(qtbot, panel.apply)
    (command,) = controller.sent
    assert isinstance(command, RunProduction)
    assert command.settle is not None
    assert command.settle[0]["era:96"].resources.kelp == 3


def test_a_line_can_be_skipped_or_taught_for_good(qtbot: QtBot) -> None:
    controller = _Controller(production_with_unknown_card())
    panel = ProductionPanel(controller)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    panel.show()
    panel.show_state(controller.state)
    line = panel.players[0].lines["era:96"]
    qtbot.waitUntil(line.skip.isVisible)  # widgets added to a shown panel show soon after
    click(qtbot, line.skip)
    assert panel.apply.isEnabled()
    click(qtbot, line.skip)
    assert not panel.apply.isEnabled()

    def teach() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, TeachDialog))
        dialog.name.setText("Kelp Farm Network")
        dialog.editor.set_type("production")
        dialog.editor.set_shape("fixed")
        spin(dialog.editor, "fixed-credits").setValue(2)
        click(qtbot, dialog.findChild(QPushButton, "teach-save"))

    QTimer.singleShot(0, teach)
    click(qtbot, line.teach)
    library = controller.session.data
    assert isinstance(library, CardLibrary)
    assert panel.players[0].lines == {}  # taught: nothing left to settle
    assert panel.apply.isEnabled()


def test_final_scoring_asks_before_it_is_settled(qtbot: QtBot) -> None:
    controller = _Controller(finished_with_unknown_end_scoring())
    detail = FinalDetail(controller.state, None, controller.data, controller)  # type: ignore[arg-type]
    qtbot.addWidget(detail)
    detail.show()
    (line,) = detail.lines
    assert not detail.settle_apply.isEnabled()
    before = detail.settle_totals.text()
    assert line.paid is not None and not line.paid.isVisible()
    click(qtbot, line.converts)  # a conversion: what it paid is entered too
    assert line.paid.isVisible()
    spin(line, "settle-era:150-points").setValue(5)
    assert detail.settle_apply.isEnabled()
    assert detail.settle_totals.text() != before
    click(qtbot, detail.settle_apply)
    (command,) = controller.sent
    assert isinstance(command, SettleScoring)
    assert command.settle[0]["era:150"].points == 5


def test_the_library_edits_the_same_effect(qtbot: QtBot, window: MainWindow) -> None:
    library = open_library(qtbot, window)
    assert isinstance(library, LibraryScreen)
    editor = library.findChild(EffectEditor)
    assert editor is not None
    type_into(qtbot, library.number, "152")
    type_into(qtbot, library.name, "Steel Pride")
    editor.set_type("permanent")
    editor.set_shape("trigger")
    event = combo(editor, "trigger-event")
    event.setCurrentIndex(event.findData("slot_steelplast"))
    spin(editor, "trigger-points").setValue(1)
    click(qtbot, library.findChild(QPushButton, "add-card"))
    entry = library.library.find_card(CardInfo(number=152))
    assert entry is not None and entry.trigger is not None
    assert (entry.trigger.on, entry.trigger.points) == ("slot_steelplast", 1)
    # Loading it back shows the same effect; a change replaces the table's entry.
    editor.set_type(None)
    type_into(qtbot, library.filter, "steel pride")
    library.cards_view.selectRow(0)
    click(qtbot, library.findChild(QPushButton, "edit-card"))
    assert editor.card_type() == "permanent" and editor.shape_key() == "trigger"
    spin(editor, "trigger-points").setValue(2)
    click(qtbot, library.findChild(QPushButton, "add-card"))
    entry = library.library.find_card(CardInfo(number=152))
    assert entry is not None and entry.trigger is not None and entry.trigger.points == 2


def test_final_scoring_can_teach_the_card_for_good(qtbot: QtBot) -> None:
    controller = _Controller(finished_with_unknown_end_scoring())
    detail = FinalDetail(controller.state, None, controller.data, controller)  # type: ignore[arg-type]
    qtbot.addWidget(detail)
    detail.show()
    (line,) = detail.lines

    def teach() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, TeachDialog))
        dialog.name.setText("Cities Bonus")
        dialog.editor.set_type("end_scoring")
        dialog.editor.set_shape("per_count")
        counted = combo(dialog.editor, "per-count")
        counted.setCurrentIndex(counted.findData("connected_cities"))
        spin(dialog.editor, "per-count-gain-points").setValue(2)
        assert not spin(dialog.editor, "per-count-gain-kelp").isVisible()  # points only
        click(qtbot, dialog.findChild(QPushButton, "teach-save"))

    QTimer.singleShot(0, teach)
    click(qtbot, line.teach)
    library = controller.session.data
    scores = final_scores(controller.state, library)
    assert scores.settled  # the card scores by its effect now: nothing to settle
    assert scores.players[0].cards == 2  # 1 connected city (German p. 17: connected only)


def test_a_taught_card_joins_the_library_without_reading_it_again(
    qtbot: QtBot, window: MainWindow, monkeypatch: Any
) -> None:
    """Issue #13: naming a new card adds its row to the game's library in place (no
    reading of every row, ~10 ms), and the library is the one reading them gives."""
    driver = _matched(qtbot, window)
    details = driver.table.turn.details
    type_into(qtbot, details.number, "96")
    type_into(qtbot, details.name, "Kelp Farm Network")
    key(qtbot, driver.table, "4")  # production
    details.editor.set_shape("fixed")
    spin(details.editor, "fixed-credits").setValue(2)
    read: list[object] = []
    monkeypatch.setattr(type(window.store), "data", lambda store, ruleset: read.append(ruleset))
    click(qtbot, details.save_place)
    assert read == []
    assert window.controller is not None
    library = window.controller.game.data
    monkeypatch.undo()
    again = window.store.data(window.controller.game.ruleset)
    assert library.added() == again.added() and library.cards() == again.cards()
    assert library.find_card(CardInfo(number=96)) is not None
