"""Underwater Cities' user interface for the generic screens (:class:`~ui.game_ui.GameUI`).

It wraps the game's own widgets: the setup wizard, the table, final scoring's
detail, the card library, teaching mode's coach, the forecast, corrections by
hand and fixing a past tap, and the game's words for the history and for errors.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from companion.core.model import Command, Event
from ui.game_ui import GameUI, GameUIDefaults
from ui.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from companion.core.messages import Message
    from companion.store import LogEntry
    from ui.controller import GameController

from ui.games.underwater_cities.game_id import GAME_ID


class UnderwaterCitiesUI(GameUIDefaults):
    """The widgets and words of Underwater Cities."""

    game_id = GAME_ID

    def title(self) -> str:
        """The game's name."""
        return translate("games", "Underwater Cities")

    def say(self, text: Message) -> str:
        """What the engine says (a statistic's category, a working line), translated."""
        from ui.games.underwater_cities import words

        return words.say(text)

    def turn_key(self, state: Any) -> tuple[object, ...]:
        """What tells one turn from the next (undo whole turn): the phase, the round,
        and the seat and number of the turn in progress."""
        if state is None:
            return ("setup",)
        turn = state.turn
        where = (turn.player, turn.number) if turn is not None else ()
        return (state.phase, state.round, *where)

    def setup_pages(self, parent: QWidget | None) -> QWidget:
        """The new-game wizard (``confirmed(SetupGame)``, ``cancelled()``)."""
        from ui.games.underwater_cities.wizard import NewGameWizard

        return NewGameWizard(parent)

    def build_table(
        self, controller: GameController, coach: Any, parent: QWidget | None
    ) -> QWidget:
        """The table screen, with the turn's keyboard shortcuts and corrections by hand."""
        from ui.games.underwater_cities.table.screen import TableScreen
        from ui.games.underwater_cities.table.shortcuts import install_turn_shortcuts

        table = TableScreen(controller, coach or self.coach(controller, None, controller), parent)
        install_turn_shortcuts(table)
        table.correction_requested.connect(
            lambda seat, site: self._correct(controller, seat, site, table)
        )
        return table

    def _correct(self, controller: GameController, seat: int, site: str, table: QWidget) -> None:
        dialog = self.correction(controller, seat, site, table.window())
        if dialog is not None:
            dialog.open()

    def final_screen(self, controller: GameController, parent: QWidget | None) -> QWidget:
        """Final scoring by category, with its working and the chart of points by round."""
        from ui.games.underwater_cities.final import FinalDetail

        return FinalDetail(controller.state, parent, controller=controller)

    def describe_command(self, command: Command, state: Any) -> str:
        """A tap in words."""
        from ui.games.underwater_cities.table.tap_words import command_words

        return command_words(command, state)

    def describe_events(self, events: Sequence[Event], state: Any) -> list[str]:
        """Its events in words."""
        from ui.games.underwater_cities.table.tap_words import event_words

        return [event_words(event, state) for event in events]

    def library_screen(self, parent: QWidget | None) -> QWidget | None:
        """The card library."""
        from ui.games.underwater_cities.library import LibraryScreen

        return LibraryScreen(parent)

    def forecast(self, controller: GameController, parent: QWidget | None) -> QDialog | None:
        """What each network would produce now, and the one-more-tunnel what-ifs."""
        from ui.games.underwater_cities.table.forecast import ForecastDialog

        return ForecastDialog(controller, parent)

    def forecast_tip(self) -> str:
        """The forecast tool's tooltip."""
        return translate(
            "MainWindow",
            "What each network would produce now, and what one more tunnel would change (Ctrl+P)",
        )

    def correction(
        self, controller: GameController, seat: int, site: str, parent: QWidget | None
    ) -> QDialog | None:
        """Set a counter or a board site by hand, with a reason."""
        from ui.games.underwater_cities.table.correction import CorrectionDialog

        return CorrectionDialog(controller, seat, site, parent)

    def fix_dialog(self, entry: LogEntry, state: Any, parent: QWidget | None) -> QDialog | None:
        """Change the fields of a past tap."""
        from ui.games.underwater_cities.table.fix_dialog import FixDialog

        return FixDialog(entry, state, parent)

    def demo_commands(self) -> list[dict[str, Any]] | None:
        """The demo game: 4 players in the middle of round 6."""
        from companion.games.underwater_cities.demo import demo_commands

        return demo_commands()

    def error_templates(self) -> Mapping[str, str]:
        """The game's error sentences by code."""
        from ui.games.underwater_cities.messages import templates

        return templates()

    def error_code(self, code: str, params: Mapping[str, Any]) -> str:
        """The sentence's code for an error (some share a code, not a sentence)."""
        from ui.games.underwater_cities.messages import error_code

        return error_code(code, params)

    def error_params(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """An error's params in the game's words (sites, resources, phases)."""
        from ui.games.underwater_cities.messages import display

        return display(params)


GAME_UI: GameUI = UnderwaterCitiesUI()
"""The object the entry point ``companion.ui`` / ``underwater_cities`` names."""
