"""Issue #13: a redraw that changes nothing costs nothing; the breakdown tables measure
their rows once per change of rows or of column widths, never on every layout pass."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from companion.games.underwater_cities.plugin import PLUGIN
from companion.games.underwater_cities.state import GameState
from companion.store import GameStore
from ui.games.underwater_cities.table.production import breakdown_table
from ui.games.underwater_cities.table.slot_board import SlotBoard
from ui.widgets.rows_model import ItemRows

ROWS: list[list[str | int]] = [
    ["upgraded desalination plant on building site 2, city bottom right", "1 credit", 0],
    ["tunnel, middle right – bottom right", "1 kelp", 1],
    ["Total", "1 credit, 1 kelp", 1],
]


def test_a_breakdown_table_measures_its_rows_once_per_change(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    holder = QWidget()
    qtbot.addWidget(holder)
    view, model = breakdown_table(holder)
    QVBoxLayout(holder).addWidget(view)
    holder.resize(420, 300)
    holder.show()
    model.set_rows(ROWS, {2})
    qtbot.wait(10)
    measured = view.measured  # type: ignore[attr-defined]
    tall = view.rowHeight(0)
    assert tall > view.rowHeight(1)  # the long line wraps
    assert view.height() >= view.sizeHint().height() - 2  # as tall as its rows

    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    model.set_rows(ROWS, {2})  # the same rows: nothing to do
    for _ in range(3):
        holder.updateGeometry()
        qtbot.wait(5)
    assert not resets and view.measured == measured  # type: ignore[attr-defined]

    holder.resize(1200, 300)  # wider: measured again, the long line on one row
    qtbot.waitUntil(lambda: view.rowHeight(0) < tall)
    assert view.measured > measured  # type: ignore[attr-defined]
    assert model.value(2, 1) == "1 credit, 1 kelp"
    assert model.item(2, 0).font().bold() and not model.item(0, 0).font().bold()


def test_a_breakdown_table_widened_is_measured_at_its_final_widths(qtbot: QtBot) -> None:
    """Its stretched columns widen one after another: the rows are measured again once
    all have their width (not left as tall as for the narrow table)."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    def table(width: int) -> tuple[QWidget, object]:
        holder = QWidget()
        qtbot.addWidget(holder)
        view, model = breakdown_table(holder)
        QVBoxLayout(holder).addWidget(view)
        holder.resize(width, 300)
        holder.show()
        model.set_rows(ROWS, {2})
        qtbot.wait(10)
        return holder, view

    holder, view = table(160)
    narrow = [view.rowHeight(i) for i in range(3)]  # type: ignore[attr-defined]
    holder.resize(520, 300)
    qtbot.wait(20)
    _, fresh = table(520)
    wide = [fresh.rowHeight(i) for i in range(3)]  # type: ignore[attr-defined]
    assert wide != narrow
    assert [view.rowHeight(i) for i in range(3)] == wide  # type: ignore[attr-defined]


def test_item_rows_reset_once_per_new_rows(qtbot: QtBot) -> None:
    model = ItemRows(["Source", "Resources", "Points"])
    events: list[str] = []
    model.modelReset.connect(lambda: events.append("reset"))
    model.rowsInserted.connect(lambda *_: events.append("inserted"))
    model.dataChanged.connect(lambda *_: events.append("changed"))
    model.set_rows(ROWS)
    assert events == ["reset"] and model.rowCount() == 3
    assert model.item(0, 2).textAlignment() & 0x2  # numbers to the right


def test_item_rows_cells_are_read_only_and_made_by_qt(qtbot: QtBot) -> None:
    """The cells are read-only and carry only the new rows' roles; they are made by Qt
    from the prototype, not as Python items (whose wrappers outlived the model)."""
    import gc

    from PySide6.QtCore import Qt
    from PySide6.QtGui import QStandardItem

    def python_items() -> int:
        gc.collect()
        return sum(isinstance(o, QStandardItem) for o in gc.get_objects())

    before = python_items()
    model = ItemRows(["Source", "Resources", "Points"])
    model.set_rows(ROWS, {2})
    model.set_rows([["a", "b", "c"]])  # no longer bold, no longer a number
    cell = model.index(0, 2)
    assert not model.flags(cell) & Qt.ItemFlag.ItemIsEditable
    assert not model.item(0, 0).font().bold()
    assert model.data(cell, Qt.ItemDataRole.TextAlignmentRole) is None
    model.set_rows(ROWS, {2})
    assert model.item(2, 0).font().bold() and model.item(0, 2).textAlignment() & 0x2
    del cell
    assert python_items() - before <= 1 + 2  # the prototype (and the two read back)


def test_the_slot_board_skips_a_state_it_drew_last(qtbot: QtBot, store: GameStore) -> None:
    board = SlotBoard()
    qtbot.addWidget(board)
    game = store.new_game("underwater_cities", PLUGIN.example_setup(2, 1))
    state = game.state
    assert isinstance(state, GameState)
    board.show_state(state, None)
    drawn = {slot: button._shown for slot, button in board.buttons.items()}
    calls: list[object] = []
    for button in board.buttons.values():
        button.show_slot = lambda *args, **kwargs: calls.append(args)  # type: ignore[method-assign]
    board.show_state(state, None)  # the same state, choice and mode: nothing redrawn
    assert not calls
    board.show_state(state, next(iter(board.buttons)))  # another choice: redrawn
    assert calls and all(drawn.values())
    calls.clear()
    board.show_state(state, None)
    calls.clear()
    players = list(state.players)
    assert state.current_player is not None
    waiting = 1 - state.current_player  # not the current player
    players[waiting] = players[waiting].model_copy(update={"points": 9})
    same = state.model_copy(update={"players": tuple(players), "turn_index": 1})
    board.show_state(same, None)  # another state whose slots look the same: not redrawn
    assert not calls
    slot = next(iter(board.buttons))
    board.show_state(same.model_copy(update={"occupied": {slot: (1,)}}), None)
    assert len(calls) == len(board.buttons)  # a tile placed: redrawn
    game.close()


def test_a_slot_whose_look_comes_back_is_not_drawn_again(qtbot: QtBot) -> None:
    """A slot is tappable while a tile is placed and not after: each of the two looks
    is drawn once, then painted from its picture."""
    from companion.games.underwater_cities.queries import SlotOption
    from ui.games.underwater_cities.table.slot_board import SlotButton

    button = SlotButton("s12_02", 2)
    qtbot.addWidget(button)
    button.resize(200, 60)
    drawn: list[bool] = []
    draw = button._draw
    button._draw = lambda painter, *look: (drawn.append(button.isEnabled()), draw(painter, *look))  # type: ignore[method-assign]
    tappable = SlotOption("s12_02", "red", "Gain 2 science", True, False, None)
    placed = SlotOption("s12_02", "red", "Gain 2 science", False, False, None)
    pictures = []
    for option in (tappable, placed, tappable, placed):
        button.show_slot(option, (), "", False)
        pictures.append(button.grab().toImage())
    assert drawn == [True, False]
    assert pictures[0] == pictures[2] and pictures[1] == pictures[3]
    assert pictures[0] != pictures[1]


def test_the_banner_fits_its_lines_only_when_they_or_their_room_change(qtbot: QtBot) -> None:
    from ui.widgets.banner import Banner

    banner = Banner(clock_sizes=(20, 12), text_sizes=(16, 11))
    qtbot.addWidget(banner)
    banner.resize(600, banner.height())
    banner.show()
    qtbot.waitExposed(banner)
    fonts: list[object] = []
    real = banner.now.setFont
    banner.now.setFont = lambda font: (fonts.append(font), real(font))  # type: ignore[method-assign]
    banner.say("Round 1", "a long line " * 12)
    shrunk = banner.now.font().pointSizeF()
    assert fonts and shrunk < 16 * 1.01  # two lines at the largest size are too few
    fonts.clear()
    banner.say("Round 1", "a long line " * 12)  # the same lines in the same room
    assert not fonts
    banner.say("Round 2", "short")  # new lines: fitted again, the largest size fits
    assert fonts and banner.now.font().pointSizeF() > shrunk
