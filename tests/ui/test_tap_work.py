"""Issue #13: an ordinary tap at the Underwater Cities table creates no widget and
redraws only what changed: hidden boards are drawn and step buttons built in idle
time, a board restyles only the sites whose look changed, the players whose state
did not change are not repainted, and the round summary adds each tap's events to
what it read once instead of reading the log again."""

from __future__ import annotations

from typing import Any

from event_counts import layouts as count_layouts
from project_scripts import seeded_table, watched_taps
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from companion.games.underwater_cities.events import GameSetUp, RoundEnded
from companion.games.underwater_cities.rounds import PRODUCTION_ROUNDS
from companion.store import GameStore
from ui.games.underwater_cities.table.board_view import BoardView
from ui.games.underwater_cities.table.round_summary import summary_events
from ui.games.underwater_cities.table.screen import TableScreen
from ui.games.underwater_cities.table.turn_flow import Highlight
from ui.main_window import MainWindow

ORDINARY = ("slot-", "colour-", "#", "site", "end-turn", "step-colour-")
IDLE_MS = 40
"""Idle time between taps (the table's idle work runs after 10 ms of quiet)."""


class Paints(QObject):
    """Counts the paint events of the widgets it watches."""

    def __init__(self, widgets: list[QWidget]) -> None:
        super().__init__()
        self.counts = dict.fromkeys(range(len(widgets)), 0)
        self._index = {id(w): i for i, w in enumerate(widgets)}
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            index = self._index.get(id(watched))
            if index is not None:
                self.counts[index] += 1
        return False


def _player(qtbot: QtBot, store: GameStore, window: MainWindow, seed: int = 3) -> Any:
    player = seeded_table(store, window, seed)
    table = _table(window)
    qtbot.waitUntil(  # the idle work after the first frame is done
        lambda: table._reserved
        and not table._unread()
        and not any(view.waiting for view in table.board_views)
    )
    qtbot.wait(IDLE_MS)
    return player


def _table(window: MainWindow) -> TableScreen:
    table = window.table
    assert isinstance(table, TableScreen)
    return table


def test_ordinary_taps_create_no_widget(qtbot: QtBot, store: GameStore, window: MainWindow) -> None:
    player = _player(qtbot, store, window)
    made: list[tuple[str, int]] = []
    tapped: list[str] = []
    real_tap = player._tap

    def tap(act: Any, what: str) -> None:
        before = len(window.findChildren(QWidget))
        real_tap(act, what)
        qtbot.wait(IDLE_MS)
        tapped.append(what)
        if what.startswith(ORDINARY):
            made.append((what, len(window.findChildren(QWidget)) - before))

    player._tap = tap
    while _table(window).controller.state.round < 3:
        player.step()
    assert any(what.startswith("slot-") for what in tapped)
    assert made and all(count <= 0 for _, count in made), [m for m in made if m[1] > 0]


def test_hidden_boards_are_drawn_in_idle_time(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    _player(qtbot, store, window)
    table = _table(window)
    qtbot.waitUntil(lambda: not any(view.waiting for view in table.board_views))
    built: list[int] = []
    real = BoardView._build_scene

    def counted(view: BoardView, board: Any) -> None:
        built.append(1)
        real(view, board)

    BoardView._build_scene = counted  # type: ignore[method-assign]
    try:
        for index in (1, 2, 3, 0):
            table.boards.setCurrentIndex(index)
            qtbot.wait(5)
    finally:
        BoardView._build_scene = real  # type: ignore[method-assign]
    assert not built  # every board was drawn before it was shown


def test_hidden_boards_are_sized_and_painted_ahead_in_idle_time(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    """A hidden board takes the size of the board shown, fitted and painted once, in
    idle time: a tap showing it neither resizes it nor fits it again (which would
    paint every site's picture anew inside the tap)."""
    _player(qtbot, store, window)
    table = _table(window)
    shown = table.boards.currentWidget()
    qtbot.waitUntil(lambda: table._unpainted_board() is None)
    assert all(view.size() == shown.size() for view in table.board_views)
    fitted: list[int] = []
    real = BoardView.fitInView

    def fit(view: BoardView, *args: Any) -> None:
        fitted.append(1)
        real(view, *args)

    transforms = [view.transform() for view in table.board_views]
    start = table.boards.currentIndex()  # the first player's board (drawn by lot)
    BoardView.fitInView = fit  # type: ignore[method-assign,assignment]
    try:
        for index in ((start + step) % 4 for step in (1, 2, 3, 4)):  # each shown once
            table.boards.setCurrentIndex(index)
            qtbot.wait(5)
    finally:
        BoardView.fitInView = real  # type: ignore[method-assign]
    assert [view.transform() for view in table.board_views] == transforms
    assert len(fitted) == 4  # on showing (the same size: the same transform), no resize


def test_a_board_restyles_only_the_sites_whose_look_changed(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    _player(qtbot, store, window)
    table = _table(window)
    state = table.controller.state
    view = BoardView()
    qtbot.addWidget(view)
    view.show()
    view.show_player(state.players[0], 0, None)
    styled: list[str] = []
    real = view._style
    view._style = lambda site, *rest: (styled.append(site), real(site, *rest))  # type: ignore[method-assign]
    view.show_player(state.players[0], 0, None)
    assert not styled  # nothing changed
    two = frozenset(sorted(view.sites)[:2])
    view.show_player(state.players[0], 0, Highlight(0, two))
    assert sorted(styled) == sorted(two)
    styled.clear()
    view.show_player(state.players[0], 0, None)
    assert sorted(styled) == sorted(two)


def test_a_tap_repaints_only_the_players_that_changed(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    player = _player(qtbot, store, window)
    table = _table(window)
    paints = Paints(list(table.panels))
    checked: list[str] = []
    real_tap = player._tap

    def tap(act: Any, what: str) -> None:
        before = table.controller.state
        qtbot.wait(IDLE_MS)
        for index in paints.counts:
            paints.counts[index] = 0
        real_tap(act, what)
        qtbot.wait(IDLE_MS)
        after = table.controller.state
        if before.phase != "play" or after.phase != "play" or not what.startswith("step-"):
            return
        if before.current_player != after.current_player:
            return
        checked.append(what)
        for index, counted in paints.counts.items():
            if before.players[index] is after.players[index]:
                assert counted == 0, (what, index)

    player._tap = tap
    while len(checked) < 8 and table.controller.state.round < 4:
        player.step()
    assert checked


def test_the_round_summary_reads_the_log_once(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    player = _player(qtbot, store, window)
    table = _table(window)
    controller = table.controller
    reads: list[int] = []
    real_log, real_events = controller.log, controller.events

    def events(since: int, until: int, kinds: Any) -> Any:
        reads.append(since)
        return real_events(since, until, kinds)

    controller.events = events  # type: ignore[method-assign]
    ends = 0
    while ends < 2:
        before = controller.state.round
        player.step()
        qtbot.wait(5)
        if controller.state.round == before:
            continue
        ends += 1
        played = summary_events(  # the events the summary reads, in the log's order
            [
                event
                for entry in real_log(0)
                if entry.seq <= controller.game.head and not entry.undone
                for event in entry.events
            ]
        )
        last = max(i for i, e in enumerate(played) if isinstance(e, RoundEnded))
        assert table._played[1] == played[last:]  # what the summary adds up is the log's
        asked = len(reads)
        read = table._recent_events(controller.game.head)  # read afresh: from the round before
        del reads[asked:]
        assert read[-len(played) + last :] == played[last:]
        assert isinstance(read[0], RoundEnded | GameSetUp)
        assert table.round_summary.isVisible()
    assert len(reads) <= 1  # read once at most (in idle time), then each tap's events


def test_a_tap_in_a_turn_never_lays_out_the_whole_table(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    player = _player(qtbot, store, window)
    table = _table(window)
    layouts = count_layouts(table)
    laid_out: list[tuple[str, int]] = []
    real_tap = player._tap

    def tap(act: Any, what: str) -> None:
        before = table.controller.state
        layouts.count = 0
        real_tap(act, what)
        qtbot.wait(IDLE_MS)
        after = table.controller.state
        same_turn = before.current_player == after.current_player  # the same board shown
        if what.startswith(ORDINARY) and same_turn and before.round == after.round == 1:
            laid_out.append((what, layouts.count))

    player._tap = tap
    while table.controller.state.round < 2:
        player.step()
    assert laid_out and all(count == 0 for _, count in laid_out), laid_out


def test_another_board_s_note_never_lays_out_the_whole_table(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    """A turn change shows the next player's board and its note ("Board N: layout not
    checked..."): the new text lays out only the note (held), unless it needs another
    height (these are one line each), and the note is as tall as its text at its width."""
    _player(qtbot, store, window)
    table = _table(window)
    note = table.board_note
    layouts = count_layouts(table)
    seen = {note.text()}
    for index in range(table.boards.count()):
        layouts.count = 0
        table.boards.setCurrentIndex(index)
        qtbot.wait(IDLE_MS)
        assert layouts.count == 0, note.text()
        seen.add(note.text())
        assert note.height() == note.heightForWidth(note.width())
    assert len(seen) > 1  # the boards are numbered: their notes differ


def test_the_current_bar_follows_the_turn_without_a_repolish(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    """The bar atop the current player's panel is painted by the panel (no style sheet
    property to re-polish at each turn change): it shows on that panel alone. So does
    the "now playing" line, never hidden (showing a widget lays out its panel at once):
    the other panels' are empty."""
    player = _player(qtbot, store, window)
    table = _table(window)
    seen: set[int] = set()
    while len(seen) < 3:
        player.step()
        state = table.controller.state
        if state.phase != "play" or state.turn is None:
            continue
        seen.add(state.current_player)
        assert [p.bar.current for p in table.panels] == [
            i == state.current_player for i in range(len(table.panels))
        ]
        assert all(p.bar.property("current") is None for p in table.panels)
        assert [bool(p.now_playing.text()) for p in table.panels] == [
            p.bar.current for p in table.panels
        ]
        assert all(p.now_playing.isVisible() for p in table.panels)


def test_no_tap_starts_a_collection_of_the_older_garbage(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    """The middle and oldest generations are collected in the idle time between taps
    (ui/widgets/between_taps.py): the collections a tap starts take the young only,
    and the young are collected between taps once they are a quarter of the way to
    the collector's threshold, so that hardly any tap starts even that (without it,
    one tap in 10–20)."""
    import gc

    player = _player(qtbot, store, window)
    started: list[int] = []
    inside = [False]
    taps = watched_taps(player, qtbot, IDLE_MS, inside)

    def watch(phase: str, info: dict[str, int]) -> None:
        if phase == "start" and inside[0]:
            started.append(info["generation"])

    gc.callbacks.append(watch)
    try:
        while len(taps) < 150:
            player.step()
    finally:
        gc.callbacks.remove(watch)
    assert not [generation for generation in started if generation > 0]
    assert len(started) <= 3


def test_the_next_turn_s_slots_are_the_ones_previewed(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    """Once a tile is placed the slot board shows what ending the turn leads to; the
    tap that ends the turn as previewed draws that same state again (its slot options
    are known), and the slots read the same as for the state the game is in."""
    from companion.games.underwater_cities.queries import slot_options

    def said(options: list[Any]) -> list[tuple[object, ...]]:
        return [
            (
                option.slot,
                option.available,
                option.clone_only,
                option.reason and (option.reason.code, option.reason.params),
            )
            for option in options
        ]

    player = _player(qtbot, store, window)
    table = _table(window)
    reused = 0
    for _ in range(60):
        placed = table.controller.state.turn is not None and table.controller.state.turn.slot
        previewed = table.flow.slot_state() if placed else None
        player.step()
        state = table.flow.state
        shown = table.flow.slot_state()
        ended = state.turn is not None and state.turn.slot is None  # the next turn's
        if previewed is not None and ended and shown is previewed:
            reused += 1
            assert shown == state  # the very state when the tap saved the foreseen outcome
            player_now = state.current_player or 0
            assert said(slot_options(shown, player_now)) == said(slot_options(state, player_now))
    assert reused > 3


def test_the_quiet_time_counts_from_the_paint_s_end(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    """A paint that outlasts the quiet time does not let the idle work run right after
    it, inside the tap it paints: the idle timer starts again once the paint is over."""
    _player(qtbot, store, window)
    table = _table(window)
    seen: list[tuple[bool, int]] = []  # the idle timer, once the paint is over
    table._after_paint.timeout.connect(
        lambda: seen.append((table._idle.isActive(), table._idle.remainingTime()))
    )
    table._idle.start(10_000)
    table.eventFilter(window, QEvent(QEvent.Type.UpdateRequest))
    assert not table._idle.isActive()
    assert table._after_paint.isActive()
    qtbot.waitUntil(lambda: bool(seen))
    active, remaining = seen[0]
    assert active and 0 <= remaining <= 10


def test_spare_buttons_are_built_a_few_at_a_time(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    """Each piece of idle work builds a few spare step buttons, so a tap never waits for
    all of them; once built, a step of up to 24 effects shows without creating one."""
    player = _player(qtbot, store, window)
    turn = _table(window).turn
    grids = (turn.colours, turn.details.types, turn.card_buttons, turn.effect_buttons)
    held = sum(len(g.buttons) + len(g._spare) for g in grids)
    assert held >= 4 + 4 + 24
    assert turn.reserve_buttons(8)  # nothing left to build
    fresh = type(turn.effect_buttons)(2)
    assert fresh.reserve(24, 8) == 8
    assert fresh.reserve(24, 8) == 8
    assert fresh.reserve(24) == 8
    assert fresh.reserve(24) == 0
    del player


def test_a_long_games_round_summary_parses_only_the_events_it_reads(
    qtbot: QtBot, store: GameStore, window: MainWindow, monkeypatch: Any
) -> None:
    """Issue #13: opened on a long log (600 corrections in this round), the round summary
    reads the log in idle time parsing only the kinds of events it adds up (a round end
    with the History open on 10,000 commands read 10,000 taps' events), and says what
    the whole log says."""
    from companion.games.underwater_cities.commands import Adjust
    from ui.games.underwater_cities.table.round_summary import SUMMARY_EVENTS, round_facts

    player = _player(qtbot, store, window)
    controller = _table(window).controller
    number = controller.id
    for index in range(600):
        points = 1 if index % 2 == 0 else -1
        controller.execute(Adjust(player=0, reason="counted again", points=points))
    window.close_game()
    ruleset = controller.game.ruleset
    parsed: list[object] = []
    real_parse = ruleset.event_from_saved  # the store's own events: read unvalidated

    def parse_event(data: Any) -> Any:
        parsed.append(event := real_parse(data))
        return event

    monkeypatch.setattr(ruleset, "event_from_saved", parse_event)
    assert window.open_game(number)
    table = _table(window)
    qtbot.waitUntil(lambda: not table._unread())  # read in idle time
    assert parsed and all(isinstance(event, SUMMARY_EVENTS) for event in parsed)
    monkeypatch.setattr(ruleset, "event_from_saved", real_parse)
    controller = table.controller
    round_ = controller.state.round
    while controller.state.round == round_:
        player.step()
    played = [e for entry in controller.log() if not entry.undone for e in entry.events]
    assert table.round_summary.isVisible()
    assert table.round_summary.facts == round_facts(played)


def test_a_refusal_s_words_are_ready_before_the_first_refusal(
    qtbot: QtBot, store: GameStore, window: MainWindow, monkeypatch: Any
) -> None:
    """Issue #13: the game's error sentences (their module, translated templates) are
    made ready in idle time: the first refusal at the table imports nothing (≈ 3 ms)."""
    import sys

    from ui.messages import sentence_of

    words = "ui.games.underwater_cities.messages"
    monkeypatch.delitem(sys.modules, words, raising=False)  # as in a fresh app
    _player(qtbot, store, window)
    table = _table(window)
    qtbot.waitUntil(lambda: table._worded)
    assert words in sys.modules
    before = set(sys.modules)
    assert sentence_of("no_such_code", "as the engine says", {}, game="underwater_cities")
    assert set(sys.modules) == before


def test_a_round_s_summary_is_worded_ahead_of_the_tap_that_ends_it(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    """Issue #13: in the idle time before the tap that ends a round (not the era), the
    hidden summary is given that round's words and measured at its width: the tap that
    shows it measures no new text (its rich text laid out ≈ 10 times in that tap)."""
    player = _player(qtbot, store, window)
    table = _table(window)
    summary, controller = table.round_summary, table.controller
    round_ = controller.state.round
    while controller.state.round == round_:
        before = (summary.title.text(), summary.text.text(), dict(summary.text.heights))
        player.step()
        qtbot.wait(IDLE_MS)
    assert summary.isVisible()
    assert (summary.title.text(), summary.text.text()) == before[:2]
    assert before[2].get(summary.text.width()) == summary.text.height()


def test_a_round_s_first_turn_draws_its_placed_tile_s_slots_ahead(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    """A round's first slot tap has idle time draw the slots' looks with the tile
    placed (shown while the card's effect is played; the round's end freed every slot):
    the card's tap then draws none of them (6–13 pictures in that tap before)."""
    from companion.games.underwater_cities.commands import Place
    from companion.games.underwater_cities.state import CardInfo, GameState
    from ui.games.underwater_cities.table.slot_board import SlotButton

    player = _player(qtbot, store, window)
    table = _table(window)
    while True:
        player.step()
        state = table.controller.state
        if not state.occupied and table.flow.pending.slot is not None:
            break
    qtbot.waitUntil(lambda: not table.flow.ahead_wanted())
    qtbot.wait(IDLE_MS)
    turn = state.turn
    assert turn is not None
    pending = table.flow.pending
    card = CardInfo() if state.players[turn.player].hand else None
    place = Place(player=turn.player, slot=pending.slot, card=card, clone=pending.clone)
    placed = table.controller.guess(place, state)
    assert isinstance(placed, GameState)
    drawn: list[str] = []
    real_keep = SlotButton._keep

    def keep(button: SlotButton, key: tuple[object, ...], look: Any, enabled: bool) -> Any:
        drawn.append(button.slot)
        return real_keep(button, key, look, enabled)

    SlotButton._keep = keep  # type: ignore[method-assign]
    try:
        table.slots.show_state(placed, None)
        for button in table.slots.buttons.values():
            button.picture()
    finally:
        SlotButton._keep = real_keep  # type: ignore[method-assign]
        table.slots.show_state(table.flow.slot_state(), table.flow.pending.slot)
    assert drawn == []


def test_taps_measure_a_plain_wrapped_label_once_per_text_and_width(
    qtbot: QtBot, store: GameStore, window: MainWindow, monkeypatch: Any
) -> None:
    """The word-wrapped labels a tap lays out again keep their heights (the tracks'
    Federation heading and bonuses, the card number's label: a passing slot tap measured
    them ≈ 12 times): a plain text is measured once per width while it shows (a text
    laid out as a document, selectable or rich, is measured anew: its paint relies on it)."""
    from collections import Counter

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    measured: Counter[tuple[int, str, str, int]] = Counter()
    measure = QLabel.heightForWidth
    inside = [False]

    def counted(label: QLabel, width: int) -> int:
        plain = not label.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
        if inside[0] and plain and label.textFormat() != Qt.TextFormat.RichText:
            measured[id(label), label.text(), label.font().key(), width] += 1
        return measure(label, width)

    # (before the table is built: PySide asks a Qt-made call's Python override once)
    monkeypatch.setattr(QLabel, "heightForWidth", counted)
    player = _player(qtbot, store, window)
    played = watched_taps(player, qtbot, IDLE_MS, inside)
    while sum(what.startswith("slot-") for what in played) < 8:
        player.step()
    again = {key[1]: n for key, n in measured.items() if n > 1}
    assert measured and not again


def test_a_round_s_summary_is_measured_ahead_at_the_widths_its_tap_asks(
    qtbot: QtBot, store: GameStore, window: MainWindow, monkeypatch: Any
) -> None:
    """Its words are measured and laid out ahead at its width and at the widths the tap's
    layout asks besides (its size hint's, the phase column's): the tap that shows a
    round's summary measures neither its rich text nor its title (its text laid out
    ≈ 0.45 M instructions a measure), whatever size it was last shown at (a shorter
    summary, or the era's end's in the wide column: both were measured again in the
    tap)."""
    from PySide6.QtWidgets import QLabel

    player = _player(qtbot, store, window)
    table = _table(window)
    summary, controller = table.round_summary, table.controller
    measured: list[int] = []
    measure = QLabel.heightForWidth

    def counted(label: QLabel, width: int) -> int:
        if label in (summary.title, summary.text):
            measured.append(width)
        return measure(label, width)

    shown: dict[int, list[int]] = {}
    while controller.state.round < 7:
        before = controller.state
        showing = before.round not in PRODUCTION_ROUNDS and not summary.isVisible()
        if showing:
            monkeypatch.setattr(QLabel, "heightForWidth", counted)
        player.step()
        monkeypatch.undo()
        if showing and summary.isVisible():
            shown[before.round] = list(measured)
        measured.clear()
        qtbot.wait(IDLE_MS)
        now = controller.state
        if now.phase == "play" and now.round not in PRODUCTION_ROUNDS:  # a busy machine
            qtbot.waitUntil(lambda: table.ahead._summed is controller.state)
    assert shown == {1: [], 2: [], 3: [], 5: [], 6: []}


def test_the_always_available_slot_s_tap_finds_its_slots_drawn_ahead(
    qtbot: QtBot, store: GameStore, window: MainWindow, monkeypatch: Any
) -> None:
    """Once a turn's tile is placed, idle time draws the slots' looks that the next
    turn's tap on the always-available slot shows (that tap ends the turn, places the
    next tile at once and previews the turn after): the tap then draws none of them
    (≈ 9 pictures inside it before)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from ui.games.underwater_cities.table.slot_board import SlotButton

    drawn: list[str] = []
    real_keep = SlotButton._keep

    def keep(button: SlotButton, key: tuple[object, ...], look: Any, enabled: bool) -> Any:
        drawn.append(button.slot)
        return real_keep(button, key, look, enabled)

    monkeypatch.setattr(SlotButton, "_keep", keep)
    player = _player(qtbot, store, window)
    table = _table(window)
    always = table.slots.buttons["always"]
    tapped = 0
    for _ in range(300):
        state = table.controller.state
        turn = state.turn
        placed = state.phase == "play" and turn is not None and turn.slot is not None
        if not (placed and always.isEnabled() and not table.turn.warning.isVisible()):
            player.step()
            qtbot.wait(IDLE_MS)
            continue
        qtbot.waitUntil(lambda: not (table._idle.isActive() or table._after_paint.isActive()))
        drawn.clear()
        QTest.mouseClick(always, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        if table.controller.state is state:  # something unused: the tap only warned
            continue
        assert drawn == []
        tapped += 1
        if tapped == 3:
            return
        qtbot.wait(IDLE_MS)
    raise AssertionError("no turn ended on the always-available slot")


def test_a_round_s_summary_is_painted_ahead_of_the_tap_that_ends_it(
    qtbot: QtBot, store: GameStore, window: MainWindow
) -> None:
    """Issue #13: the round summary laid out ahead is painted ahead too (its title and
    rich text, on the table's colour): the tap that ends the round copies them instead
    of shaping and drawing its words (≈ 3–5 M instructions)."""
    player = _player(qtbot, store, window)
    table = _table(window)
    summary, controller = table.round_summary, table.controller
    labels = (summary.title, summary.text)
    round_ = controller.state.round
    while controller.state.round == round_:
        ahead = [getattr(label, "_ahead", None) for label in labels]
        player.step()
        qtbot.wait(IDLE_MS)
    assert summary.isVisible()
    for label, picture in zip(labels, ahead, strict=True):
        assert picture is not None  # painted ahead, then copied by the tap's paint
        assert picture[0] == label._drawn_as()  # type: ignore[attr-defined]
        assert label._ahead is None  # type: ignore[attr-defined]
