"""Antarctica's user interface for the generic screens (:class:`~ui.game_ui.GameUI`):
the setup pages, the table, final scoring's detail, the catalogue, teaching mode's
coach, and the game's words for the history and for errors. No forecast or
corrections by hand yet.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from companion.core.model import Command, Event
from ui.game_ui import GameUI, GameUIDefaults
from ui.i18n import translate

if TYPE_CHECKING:
    from companion.core.messages import Message
    from ui.controller import GameController

GAME_ID = "antarctica"


class AntarcticaUI(GameUIDefaults):
    """The widgets and words of Antarctica."""

    game_id = GAME_ID

    def title(self) -> str:
        """The game's name."""
        return translate("games", "Antarctica")

    def say(self, text: Message) -> str:
        """What the engine says (a statistic's category, a working line), translated."""
        from ui.games.antarctica import words

        return words.say(text)

    def turn_key(self, state: Any) -> tuple[object, ...]:
        """What tells one turn from the next (undo whole turn): the sun's area, whose
        ship acts and whether it is an Icebreaker's second turn."""
        if state is None:
            return ("setup",)
        turn = state.turn
        where = (turn.seat, turn.area, turn.second) if turn is not None else ()
        return (state.phase, *where)

    def setup_pages(self, parent: QWidget | None) -> QWidget:
        """The new-game pages (``confirmed(SetupGame)``, ``cancelled()``)."""
        from ui.games.antarctica.wizard import SetupWizard

        return SetupWizard(parent)

    def build_table(
        self, controller: GameController, coach: Any, parent: QWidget | None
    ) -> QWidget:
        """The table screen."""
        from ui.games.antarctica.table import TableScreen

        return TableScreen(controller, parent, coach or self.coach(controller, None, controller))

    def final_screen(self, controller: GameController, parent: QWidget | None) -> QWidget:
        """The four scorings' working per player, totals, first places, the tie-break
        and a chart."""
        from ui.games.antarctica.final import FinalDetail

        return FinalDetail(controller.state, parent)

    def describe_command(self, command: Command, state: Any) -> str:
        """A tap in words."""
        from ui.games.antarctica.history_words import command_words

        return command_words(command, state)

    def describe_events(self, events: Sequence[Event], state: Any) -> list[str]:
        """Its events in words."""
        from ui.games.antarctica.history_words import event_words

        return [event_words(event, state) for event in events]

    def library_screen(self, parent: QWidget | None) -> QWidget | None:
        """The catalogue (board, tracks, building cards), to confirm or correct."""
        from ui.games.antarctica.catalogue_screen import CatalogueScreen

        return CatalogueScreen(parent)

    def error_templates(self) -> Mapping[str, str]:
        """The game's refusals by code."""
        from ui.games.antarctica import texts

        return texts.refusals()

    def error_params(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """Areas numbered 1–8, tracks, decks, buildings and cards by name."""
        from ui.games.antarctica.words import param

        shown = dict(params)
        for name in ("area", "from_area", "to_area", "track", "deck", "building", "buildings"):
            if name in shown:
                shown[name] = param(name, shown[name])
        if isinstance(shown.get("kind"), str) and shown["kind"] in {
            "icebreaker",
            "place_scientist",
            "two_scientists",
            "quick_research",
        }:
            shown["kind"] = param("kind", shown["kind"])
        return shown


GAME_UI: GameUI = AntarcticaUI()
"""The object the entry point ``companion.ui`` / ``antarctica`` names."""
