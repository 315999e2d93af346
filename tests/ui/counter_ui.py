"""A second game for the generic screens: the store's counter game with a tiny UI.

Everything here goes through the generic protocol (:class:`ui.game_ui.GameUI`);
the tests register it next to Underwater Cities to see the window name no game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from companion.core.model import Command, Event
from tests.store.counter import Add, Setup


class CounterSetup(QWidget):
    """One page: start a game of Ann and Bob to 10."""

    confirmed = Signal(object)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.start = QPushButton("Start", self)
        self.start.setObjectName("counter-start")
        self.start.clicked.connect(
            lambda: self.confirmed.emit(Setup(players=("Ann", "Bob"), target=10))
        )
        layout.addWidget(self.start)

    def teaching_settings(self) -> None:
        return None


class CounterTable(QWidget):
    """The scores, and a button adding 5 (then 5 again) for whoever's turn it is."""

    finished = Signal()

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.changes: list[Any] = []
        layout = QVBoxLayout(self)
        self.tools = QHBoxLayout()
        layout.addLayout(self.tools)
        self.scores = QLabel(self)
        layout.addWidget(self.scores)
        self.add = QPushButton("+5", self)
        self.add.setObjectName("counter-add")
        self.add.clicked.connect(self._add)
        layout.addWidget(self.add)
        controller.changed.connect(self.show_change)
        self.show_change(controller.everything())

    def _add(self) -> None:
        state = self.controller.state
        self.controller.execute(Add(player=state.players[state.turn], amount=5))

    def show_change(self, change: Any) -> None:
        self.changes.append(change)
        state = self.controller.state
        self.scores.setText(
            ", ".join(f"{n} {s}" for n, s in zip(state.players, state.scores, strict=True))
        )
        if state.winner is not None:
            self.finished.emit()

    def add_tool(self, widget: QWidget) -> None:
        widget.setParent(self)
        self.tools.addWidget(widget)

    def detach(self) -> None:
        self.controller.changed.disconnect(self.show_change)


class CounterUI:
    game_id = "counter"

    def title(self) -> str:
        return "Counter"

    def player_names(self, state: Any) -> list[str]:
        return list(state.players)

    def setup_pages(self, parent: QWidget | None) -> QWidget:
        return CounterSetup(parent)

    def build_table(self, controller: Any, coach: Any, parent: QWidget | None) -> QWidget:
        return CounterTable(controller, parent)

    def final_screen(self, controller: Any, parent: QWidget | None) -> QWidget:
        label = QLabel("counted", parent)
        label.setObjectName("counter-final")
        return label

    def describe_command(self, command: Command, state: Any) -> str:
        return f"{command.type} {getattr(command, 'player', '')}".strip()  # type: ignore[attr-defined]

    def describe_events(self, events: Sequence[Event], state: Any) -> list[str]:
        return [event.type for event in events]  # type: ignore[attr-defined]

    def library_screen(self, parent: QWidget | None) -> None:
        return None

    def coach(self, controller: Any, db: Any, parent: Any) -> None:
        return None

    def forecast(self, controller: Any, parent: QWidget | None) -> None:
        return None

    def forecast_tip(self) -> str:
        return ""

    def correction(self, controller: Any, seat: int, site: str, parent: Any) -> None:
        return None

    def fix_dialog(self, entry: Any, state: Any, parent: Any) -> None:
        return None

    def demo_commands(self) -> None:
        return None

    def error_templates(self) -> dict[str, str]:
        return {}

    def error_code(self, code: str, params: Mapping[str, Any]) -> str:
        return code

    def error_params(self, params: Mapping[str, Any]) -> dict[str, Any]:
        return dict(params)


COUNTER_UI = CounterUI()
