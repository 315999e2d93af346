"""Otys' table screen: the banner, every player's board, the colony, the turn panel.

On a small screen the players' boards are tabs (the acting player's in front) above
the colony; from :data:`WIDE` the boards stand side by side. The turn panel is
always in view at the right. After a tap the app plays what has one answer: phase 1
with nothing to choose pushes the diver; once the diver has acted, phase 3 follows
(a contract can still be fulfilled there).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import suppress
from functools import partial
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.model import Command
from companion.games.otys import commands as c
from companion.games.otys.end import turns_left
from companion.games.otys.library import OtysData, load_data
from companion.games.otys.options import legal_options
from companion.games.otys.state import GameState
from ui import theme
from ui.controller import Change, GameController
from ui.games.otys import words
from ui.games.otys.board_view import PlayerBoard
from ui.games.otys.colony_view import ColonyView
from ui.games.otys.game_data import teach
from ui.games.otys.turn_panel import TurnPanel, actor
from ui.i18n import translate
from ui.widgets.banner import Banner as BannerBase

WIDE = 1500
"""From this width (px at scale 1) the boards stand side by side."""


class Banner(BannerBase):
    """Whose turn and the round (or the end), then the next thing to do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            parent,
            clock_sizes=(15, 14, 13, 12, 11),
            text_sizes=(12, 11, 10, 9),
            margins=(16, 6, 10, 6),
            padding=20,
        )

    def show_state(self, state: GameState) -> None:
        """Whose turn, the phase, the end when triggered; the next thing to do."""
        player = state.current
        if state.phase == "finished":
            clock = translate("otys", "Otys · the game is over")
        elif state.triggered_by is not None:
            left = turns_left(state)
            if left > 1:
                template = translate(
                    "otys", "{0} reached 18★: last round, {1} turns after this one"
                )
            elif left == 1:
                template = translate(
                    "otys", "{0} reached 18★: last round, one more turn after this one"
                )
            else:
                template = translate("otys", "{0} reached 18★: this is the game's last turn")
            clock = template.format(state.players[state.triggered_by].name, left)
        else:
            clock = translate("otys", "Round {0} · {1}'s turn").format(
                state.players[0].turns + 1, player.name
            )
        self.say(clock, words.say_next(state))


class TableScreen(QWidget):
    """The table of one Otys game."""

    finished = Signal()
    """The game reached its end."""

    def __init__(
        self, controller: GameController, parent: QWidget | None = None, coach: Any = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        self.banner = Banner(self)
        layout.addWidget(self.banner)
        body = QHBoxLayout()
        layout.addLayout(body, 1)
        left = QVBoxLayout()
        body.addLayout(left, 3)
        state: GameState | None = controller.state
        count = len(state.players) if state is not None else 2
        self.boards = [PlayerBoard(self) for _ in range(count)]
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("otys-boards")
        self.row = QHBoxLayout()
        left.addWidget(self.tabs, 3)
        left.addLayout(self.row, 0)
        self.left = left
        self.colony = ColonyView(self)
        left.addWidget(self.colony, 2)
        self.turn = TurnPanel(self)
        # a long question (a dozen choices in long words) scrolls: the window never
        # grows past a small screen
        self.turn_area = QScrollArea(self)
        self.turn_area.setObjectName("otys-turn-area")
        self.turn_area.setWidgetResizable(True)
        self.turn_area.setFrameShape(QFrame.Shape.NoFrame)
        self.turn_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.turn_area.setWidget(self.turn)
        self.turn_area.setMinimumWidth(theme.px(330))
        self.turn_area.setMaximumWidth(theme.px(520))
        right = QVBoxLayout()
        right.addWidget(self.turn_area, 1)
        self.guide: Any = None
        if coach is not None:
            from companion.games.otys.teaching import acting
            from ui.games.otys.teaching.text import WORDS
            from ui.teaching.guide_panel import GuidePanel

            self.guide = GuidePanel(
                coach, WORDS, acting, lambda state: state.turn.seat, heading_spacing=-1, parent=self
            )
            # the guide takes the room the buttons leave: a long question never makes
            # the window taller than a small screen (it scrolls instead)
            self.guide.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
            right.setStretchFactor(self.turn_area, 0)
            right.addWidget(self.guide, 1)
        self.final_button = QPushButton(translate("otys", "Final scoring"), self)
        self.final_button.setObjectName("otys-final")
        self.final_button.setProperty("role", "primary")
        self.final_button.setMinimumHeight(44)
        self.final_button.clicked.connect(self.finished)
        right.addWidget(self.final_button)
        body.addLayout(right, 2)
        self.wide: bool | None = None
        self._arrange()
        self.turn.play.connect(self.play)
        controller.changed.connect(self.show_change)
        controller.failed.connect(self.turn.show_error)
        self.shortcuts = self._shortcuts()
        self._redraw()

    @property
    def data(self) -> OtysData:
        """The data the game reads (its board, the contracts and tokens taught)."""
        data = getattr(self.controller.game, "data", None)
        return data if isinstance(data, OtysData) else load_data(())

    def _shortcuts(self) -> list[QShortcut]:
        """Keys for the common taps: 1–5 a key, E end the phase or the turn, Esc back."""
        found: list[QShortcut] = []

        def add(key: str, slot: Callable[[], object], what: str) -> None:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setWhatsThis(what)
            shortcut.activated.connect(slot)
            found.append(shortcut)

        for number in range(1, 6):
            what = translate("otys", "Choose key {0} (when it is on your board)")
            add(str(number), partial(self.turn.press, f"key-{number}"), what.format(number))
        add("E", self._end, translate("otys", "End the phase or the turn"))
        add("Esc", self.turn.back, translate("otys", "Back"))
        return found

    def _end(self) -> None:
        for key in ("end-turn", "end-phase", "push"):
            if self.turn.press(key):
                return

    def _arrange(self) -> None:
        """Boards side by side when wide, else as tabs."""
        wide = self.width() >= theme.px(WIDE)
        if wide == self.wide:
            return
        self.wide = wide
        names = self._names()
        self.left.setStretch(0, 0 if wide else 3)
        self.left.setStretch(1, 3 if wide else 0)
        if wide:
            self.tabs.clear()
            self.tabs.hide()
            for board in self.boards:
                self.row.addWidget(board, 1)
                board.show()
        else:
            for board in self.boards:
                self.row.removeWidget(board)
            for board, name in zip(self.boards, names, strict=False):
                self.tabs.addTab(board, name)
            self.tabs.show()

    def _names(self) -> list[str]:
        state = self.controller.state
        if state is None:
            return [str(n + 1) for n in range(len(self.boards))]
        return [p.name for p in state.players]

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Rearrange for the new width."""
        super().resizeEvent(event)
        self._arrange()

    # -- playing ------------------------------------------------------------------------

    def play(self, commands: Sequence[Command]) -> None:
        """Play ``commands`` as one tap (each only while still legal), then what has
        one answer."""
        with self.controller.one_tap():
            for number, command in enumerate(commands):
                if number and not self._legal(command):
                    break
                sent = command.model_copy(update={"auto": True}) if number else command
                if not self.controller.execute(sent):
                    return
                self._learn(command)
            self._follow()

    def _learn(self, command: Command) -> None:
        """A contract or token the table named joins the library (if new)."""
        if isinstance(command, c.RevealContract):
            teach(self, [command.contract], [])
        elif isinstance(command, c.RevealToken):
            teach(self, [], [command.token])

    def _legal(self, command: Command) -> bool:
        state = self.controller.state
        return command in legal_options(state, actor(state), self.data)

    def _follow(self) -> None:
        """Phase 1 with nothing to choose: push; the diver done: phase 3."""
        for _ in range(3):
            state: GameState | None = self.controller.state
            if state is None or state.phase != "play" or state.pending:
                return
            turn = state.turn
            options = legal_options(state, turn.seat, self.data)
            end = c.EndPhase(player=turn.seat)
            only_push = turn.phase == 1 and options == [end]
            done = (
                turn.phase == 2
                and turn.acted > 0
                and not any(isinstance(o, c.Act) for o in options)
            )
            if not (only_push or done) or not self.controller.execute(
                end.model_copy(update={"auto": True})
            ):
                return

    def _redraw(self) -> None:
        state: GameState | None = self.controller.state
        if state is None:
            return
        for seat, board in enumerate(self.boards):
            board.show_state(state, seat)
        if not self.wide:
            self.tabs.setCurrentIndex(state.turn.seat)
        self.colony.show_state(state)
        self.banner.show_state(state)
        self.turn.show_state(state, self.data)
        self.final_button.setVisible(state.phase == "finished")

    def show_change(self, change: Change) -> None:
        """Redraw after a tap, an undo or a fix."""
        self._redraw()
        state = self.controller.state
        if state is not None and state.phase == "finished" and not change.undone:
            self.finished.emit()

    def add_tool(self, button: QToolButton) -> None:
        """A window tool on the banner."""
        self.banner.add_tool(button)

    def detach(self) -> None:
        """Stop following the game (this screen is being replaced)."""
        for signal, slot in (
            (self.controller.changed, self.show_change),
            (self.controller.failed, self.turn.show_error),
        ):
            with suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        if self.guide is not None:
            self.guide.detach()

    def step_controls(self) -> list[QWidget]:
        """What the current step offers to tap (for the layout test)."""
        found = self.turn.step_controls()
        if self.final_button.isVisible():
            found.append(self.final_button)
        return found
