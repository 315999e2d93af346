"""What a demanding table found playing Otys beside the app: private contracts stay
secret until their owner taps them (p. 11), the sponsors' side letters speak the
app's language, the last round is counted in natural words, long questions fit."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from companion.core.registry import get_plugin
from companion.games.otys.autoplay import choose
from companion.games.otys.end import turns_left
from companion.games.otys.state import Sponsor
from companion.store import GameStore
from ui import i18n
from ui.games.otys import words
from ui.games.otys.board_view import ROWS, PlayerBoard
from ui.games.otys.table import Banner


def _played(store: GameStore, players: int, seed: int, until: Any) -> Any:
    plugin = get_plugin("otys")
    game = store.new_game("otys", plugin.example_setup(players, seed))
    rng = random.Random(seed)
    for _ in range(20000):
        if until(game.state) or game.state.phase == "finished":
            break
        game.execute(choose(game.state, rng, game.data))
    return game


def test_private_contracts_show_a_count_until_the_owner_taps(
    qtbot: QtBot, store: GameStore
) -> None:
    """p. 11 (the spy keeps a contract "senza mostrarla ai tuoi avversari"): the board
    shows how many, the owner's tap shows them until the next turn."""
    game = _played(store, 2, 4, lambda s: any(p.contracts for p in s.players))
    state = game.state
    seat = next(n for n, p in enumerate(state.players) if p.contracts)
    secret = words.contract(state.players[seat].contracts[0])
    board = PlayerBoard()
    qtbot.addWidget(board)
    board.resize(420, 12 * 26)
    board.show_state(state, seat)
    assert secret not in board.contracts_text(state.players[seat])
    assert "tap to show" in board.contracts_text(state.players[seat])
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(10, 3))  # a diver: nothing
    assert not board.revealed
    line = QPoint(10, int(board.height() / ROWS * (ROWS - 0.5)))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=line)
    assert board.revealed and secret in board.contracts_text(state.players[seat])
    rng = random.Random(1)
    while game.state.turn.seat == state.turn.seat and game.state.phase == "play":
        game.execute(choose(game.state, rng, game.data))
    board.show_state(game.state, seat)
    assert not board.revealed


def test_sponsor_side_letters_are_the_app_language_s(translations: ModuleType) -> None:
    standard, advanced = Sponsor(tile=3, side="standard"), Sponsor(tile=3, side="advanced")
    assert words.sponsor_tile(standard).startswith("3S · ")
    assert words.sponsor_tile(advanced).startswith("3A · ")
    assert i18n.install("de")
    assert words.sponsor_tile(advanced).startswith("3F · ")
    assert i18n.install("pt")
    assert words.sponsor_tile(standard).startswith("3P · ")


def test_the_banner_counts_the_last_round_in_words(qtbot: QtBot, store: GameStore) -> None:
    """p. 8: the round finishes after the trigger; "1 turns" and "0 more turns" are
    not what a table says."""
    game = _played(store, 3, 5, lambda s: s.triggered_by is not None and turns_left(s) == 1)
    banner = Banner()
    qtbot.addWidget(banner)
    banner.show_state(game.state)
    assert "one more turn after this one" in banner.clock.text()
    assert "1 turns" not in banner.text()


def test_a_name_that_looks_like_html_stays_text_in_the_turn_panel(
    qtbot: QtBot, store: GameStore
) -> None:
    """Player text is plain text, even before the app's guard watches the labels."""
    from ui.games.otys.turn_panel import TurnPanel

    setup = get_plugin("otys").example_setup(2, 4)
    players = tuple(p.model_copy(update={"name": "<b>Ann</b>"}) for p in setup.players)
    game = store.new_game("otys", setup.model_copy(update={"players": players}))
    panel = TurnPanel()
    qtbot.addWidget(panel)
    panel.show_state(game.state, game.data)
    assert "<b>Ann</b>" in panel.title.text()
    for label in (panel.title, panel.hint, panel.error):
        assert label.textFormat() == Qt.TextFormat.PlainText


def test_the_spy_names_the_diver_it_would_copy(qtbot: QtBot, store: GameStore) -> None:
    """p. 11: the spy activates the neighbour's diver at the spy's depth: the button
    says which diver that is, before the table taps it."""
    from companion.games.otys.options import legal_options
    from ui.games.otys.turn_panel import TurnPanel

    def copying(state: Any) -> bool:
        """Phase 2, the spy may copy a trader or an explorer (several ways: a question)."""
        if state.turn.phase != 2 or state.pending:
            return False
        seats = {
            o.action.seat
            for o in legal_options(state, state.turn.seat, None)
            if getattr(getattr(o, "action", None), "kind", "") == "copy"
        }
        level = state.turn.level
        return any(state.players[n].diver_at(level).kind in ("trader", "explorer") for n in seats)

    game = _played(store, 3, 7, copying)
    state = game.state
    assert copying(state)
    panel = TurnPanel()
    qtbot.addWidget(panel)
    panel.show_state(state, game.data)
    panel.show()
    texts = [panel.button(k).text().replace("\n", " ") for k in panel.shown_keys()]
    copies = [t for t in texts if t.startswith("Copy")]
    assert copies, texts
    for text in copies:
        seat = next(n for n, p in enumerate(state.players) if f"Copy {p.name}'s" in text)
        diver = words.diver(state.players[seat].diver_at(state.turn.level).kind)
        assert f"Copy {state.players[seat].name}'s {diver}" in text, text


def test_the_explorer_asks_which_token_then_how_and_fits_a_small_screen(
    qtbot: QtBot, window: Any, store: GameStore
) -> None:
    """p. 11: the explorer takes one of the two tokens of its level, then its bonus
    (a colour, a diver to equip): a dozen choices at once made the window grow past
    a 1024×600 screen; now the token first, then how."""
    from companion.games.otys.options import legal_options

    def exploring(state: Any) -> bool:
        if state.turn.phase != 2 or state.pending:
            return False
        options = legal_options(state, state.turn.seat, None)
        return sum(getattr(getattr(o, "action", None), "kind", "") == "explore"
                   for o in options) > 8  # fmt: skip

    game = _played(store, 2, 2, exploring)
    assert exploring(game.state)
    number = game.id
    game.close()
    window.resize(1024, 600)
    window.open_game(number)
    turn = window.table.turn
    question = next(k for k in turn.shown_keys() if "explore" in k)
    assert turn.press(question)
    qtbot.wait(10)
    assert window.height() == 600
    tokens = [k for k in turn.shown_keys() if k != "back"]
    assert len(tokens) <= 2 * (1 + 1), tokens  # a token, or "how" for each
    nested = next((k for k in tokens if k.startswith(question)), None)
    if nested is not None:
        assert turn.press(nested)
        assert window.height() == 600
        texts = [turn.button(k).text() for k in turn.shown_keys() if k != "back"]
        assert not any(t.startswith("Reward token") for t in texts), texts  # only how


def test_naming_a_token_with_teaching_on_keeps_a_small_window(
    qtbot: QtBot, window: Any, store: GameStore
) -> None:
    """The 20 token kinds and the teaching guide in one column made a 1024×600 window
    634 px tall: the guide takes the room the buttons leave."""
    from companion.teaching import TeachingSettings
    from ui import settings

    game = _played(store, 4, 8, lambda s: bool(s.pending) and s.pending[0].kind == "token")
    assert game.state.pending and game.state.pending[0].kind == "token"
    number = game.id
    game.close()
    settings.remember_teaching(number, TeachingSettings(enabled=True))
    window.resize(1024, 600)
    window.open_game(number)
    qtbot.wait(10)
    assert window.table.guide is not None and window.table.guide.isVisible()
    assert len(window.table.turn.shown_keys()) == 20
    assert window.height() == 600


def test_a_long_diver_name_shrinks_and_keeps_the_equipped_star(qtbot: QtBot) -> None:
    """German's "T Technologie-Experte ★" was cut at the box's edge, the ★ (equipped,
    p. 10) with it: the name shrinks, then is elided; the ★ always shows."""
    from PySide6.QtGui import QFont, QFontMetrics

    from ui.games.otys.board_view import fitted_line

    font = QFont()
    font.setPixelSize(16)
    text = "T Technologie-Experte"
    width = QFontMetrics(font).horizontalAdvance(text) * 0.7
    fitted, shown = fitted_line(font, width, text, " ★")
    assert shown.endswith(" ★")
    assert QFontMetrics(fitted).horizontalAdvance(shown) <= width
    assert 12 <= fitted.pixelSize() < 16
    roomy, same = fitted_line(font, 1000, text, " ★")
    assert same == text + " ★" and roomy.pixelSize() == 16


def test_a_question_taller_than_the_screen_scrolls_and_the_window_keeps_its_size(
    qtbot: QtBot, window: Any, store: GameStore
) -> None:
    """German's "Other choices…" of an equipped expert (nine long buttons) made a
    1024×600 window 727 px tall: the turn panel scrolls instead."""
    game = _played(store, 2, 4, lambda s: s.players[0].turns >= 2)
    number = game.id
    game.close()
    window.resize(1024, 600)
    window.open_game(number)
    qtbot.wait(10)
    window.table.turn.setMinimumHeight(2000)  # as tall as the longest question could be
    qtbot.wait(10)
    assert window.height() == 600


def test_the_history_says_a_fulfilled_contract_without_a_dash(store: GameStore) -> None:
    """The history words a tap with the game as it is now, where the fulfilled
    contract is gone: "Bea: Fulfil — at level 2" became "Bea fulfils a contract at
    level 2" (its event, under it, names the contract)."""
    from companion.games.otys.commands import Fulfil
    from ui.games.otys.history_words import command_words

    game = _played(store, 2, 4, lambda s: s.players[0].turns >= 2)
    state = game.state
    words_now = command_words(Fulfil(player=0, contract="gone", level=2), state)
    assert "—" not in words_now
    assert words_now == f"{state.players[0].name} fulfils a contract at level 2"
