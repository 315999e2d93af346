"""Otys' user interface for the generic screens (:class:`~ui.game_ui.GameUI`): the
setup pages, the table, the end's detail, the library of taught contracts and
tokens with the board's printed values, teaching mode's coach, and the game's words
for the history and for errors. No forecast or corrections by hand yet.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from companion.core.model import Command, Event
from ui.game_ui import GameUI, GameUIDefaults
from ui.i18n import translate

if TYPE_CHECKING:
    from ui.controller import GameController

GAME_ID = "otys"


class OtysUI(GameUIDefaults):
    """The widgets and words of Otys."""

    game_id = GAME_ID

    def title(self) -> str:
        """The game's name."""
        return translate("games", "Otys")

    def turn_key(self, state: Any) -> tuple[object, ...]:
        """What tells one turn from the next (undo whole turn): whose turn and how many
        turns they played."""
        if state is None:
            return ("setup",)
        seat = state.turn.seat
        return (state.phase, seat, state.players[seat].turns)

    def setup_pages(self, parent: QWidget | None) -> QWidget:
        """The new-game pages (``confirmed(SetupGame)``, ``cancelled()``)."""
        from ui.games.otys.wizard import SetupWizard

        return SetupWizard(parent)

    def build_table(
        self, controller: GameController, coach: Any, parent: QWidget | None
    ) -> QWidget:
        """The table screen (with the teaching guide when a coach is given)."""
        from ui.games.otys.table import TableScreen

        return TableScreen(controller, parent, coach)

    def final_screen(self, controller: GameController, parent: QWidget | None) -> QWidget:
        """Prestige by source, the tie-break's resources, places and a chart."""
        from ui.games.otys.final import FinalDetail

        events = [
            event
            for entry in controller.log()
            if not entry.undone and entry.status == "ok"
            for event in entry.events
        ]
        return FinalDetail(controller.state, events, parent)

    def describe_command(self, command: Command, state: Any) -> str:
        """A tap in words."""
        from ui.games.otys.history_words import command_words

        return command_words(command, state)

    def describe_events(self, events: Sequence[Event], state: Any) -> list[str]:
        """Its events in words."""
        from ui.games.otys.history_words import event_words

        return [event_words(event, state) for event in events]

    def library_screen(self, parent: QWidget | None) -> QWidget | None:
        """The taught contracts and tokens and the board's values, to confirm or correct."""
        from ui.games.otys.library import LibraryScreen

        return LibraryScreen(parent)

    def error_templates(self) -> Mapping[str, str]:
        """The game's refusals by code."""
        from ui.games.otys import texts

        return {**texts.refusals(), **texts.sentences()}

    def error_params(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """Keys, divers and resources by name; seats from 1."""
        from ui.games.otys.words import param

        shown = dict(params)
        for name in ("key", "diver", "colour", "seat"):
            if name in shown:
                shown[name] = param(name, shown[name])
        return shown


GAME_UI: GameUI = OtysUI()
"""The object the entry point ``companion.ui`` / ``otys`` names."""
