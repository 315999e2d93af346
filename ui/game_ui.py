"""What the generic screens need from a game's user interface: the :class:`GameUI`.

The window, the wizard shell, the history and the final screen name no game.
They ask the game's ``GameUI`` (one object per game, next to its widgets in
``ui/games/<game id>/game_ui.py``) for the game's own widgets and words:

- ``setup_pages(parent)``: the game's new-game pages, one widget with the
  signals ``confirmed(command)`` (the typed setup command) and ``cancelled()``,
  and ``teaching_settings()`` (:class:`~companion.teaching.TeachingSettings`, or
  None when the game has no teaching mode);
- ``build_table(controller, coach, parent)``: the table screen, with
  ``finished()`` (the game reached its end), ``show_change(change)``,
  ``add_tool(widget)`` (a window tool on its banner) and ``detach()`` (stop
  following the controller before it is dropped);
- ``final_screen(controller, parent)``: the game's own detail of the result
  (the generic final screen shows it under the winner and the places of
  ``plugin.result``; a detail that lists every place and total itself sets the
  Qt property ``shows_scores``, and the generic table is hidden);
- ``describe_command(command, state)`` and ``describe_events(events, state)``:
  a tap and its events in words, for the history;
- optional, None when the game has none: ``library_screen(parent)`` (with a
  ``back()`` signal), ``coach(controller, db, parent)`` (teaching mode, see
  :class:`Coach`), ``forecast(controller, parent)`` (a dialog with
  ``refresh(follow)``), ``correction(controller, seat, site, parent)`` (a dialog
  to set things by hand), ``fix_dialog(entry, state, parent)`` (a dialog with
  ``fixed(command)`` to correct a past tap);
- optional, looked up with ``getattr``: ``turn_key(state)``, what tells one turn
  from the next (undo whole turn; without it, the phase and who may act);
  ``say(message)``, an engine message (a statistic's category or tag, a working
  line) in the app's language (:mod:`ui.stats_words`; without it, the game's English);
- the setup pages name each seat's name field ``name-<seat>`` (a ``QLineEdit``) and
  colour choice ``colour-<seat>`` (a ``QComboBox`` of colour ids): the window offers
  the known players there (:mod:`ui.widgets.profile_picker`);
- ``demo_commands()``: a demo game's command log (None without a demo);
- ``error_templates()``, ``error_code(code, params)``, ``error_params(params)``:
  the game's error sentences for :mod:`ui.messages`.

How a game's UI is found, by its game id only (nothing here names a game):

0. a UI added with :func:`register` (tests, experiments);
1. the entry-point group ``companion.ui`` (``pyproject.toml``:
   ``[project.entry-points."companion.ui"]``, ``<game id> = "<module>:GAME_UI"``);
2. else the module ``ui.games.<game id>.game_ui`` and its ``GAME_UI`` (so a game
   works from a checkout whose installed metadata predates its entry point).
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from PySide6.QtWidgets import QDialog

    from companion.core.model import Command, Event
    from companion.core.session import Outcome
    from companion.core.sqlite import Database
    from companion.store import LogEntry
    from ui.controller import GameController
    from ui.teaching.coach import Coach as TeachingCoach

GROUP = "companion.ui"
"""The entry-point group that lists the games' user interfaces."""

PACKAGE = "ui.games"
"""Where a game's UI lives when no entry point names it: ``ui.games.<game id>.game_ui``."""


class Coach(Protocol):
    """Teaching mode of one open game, as the window's teaching menu uses it."""

    @property
    def enabled(self) -> bool:
        """The game's switch."""
        ...

    def set_enabled(self, on: bool) -> None: ...

    def player_switch(self, name: str) -> bool:
        """A player's own switch."""
        ...

    def set_player(self, name: str, on: bool) -> None: ...

    def after_setup(self, outcome: Outcome) -> None:
        """Teach what the setup shows (``outcome``: what the store's new game produced)."""
        ...


class GameUI(Protocol):
    """A game's user interface (see the module's documentation for the widgets' signals)."""

    game_id: str

    def title(self) -> str:
        """The game's name in the app's language."""
        ...

    def player_names(self, state: Any) -> list[str]:
        """The players of ``state``, in seat order."""
        ...

    def setup_pages(self, parent: QWidget | None) -> QWidget: ...

    def build_table(
        self, controller: GameController, coach: Coach | None, parent: QWidget | None
    ) -> QWidget: ...

    def final_screen(self, controller: GameController, parent: QWidget | None) -> QWidget: ...

    def describe_command(self, command: Command, state: Any) -> str: ...

    def describe_events(self, events: Sequence[Event], state: Any) -> list[str]: ...

    def library_screen(self, parent: QWidget | None) -> QWidget | None: ...

    def coach(self, controller: GameController, db: Database, parent: Any) -> Coach | None: ...

    def forecast(self, controller: GameController, parent: QWidget | None) -> QDialog | None: ...

    def forecast_tip(self) -> str:
        """The forecast tool's tooltip ('' when the game has no forecast)."""
        ...

    def correction(
        self, controller: GameController, seat: int, site: str, parent: QWidget | None
    ) -> QDialog | None: ...

    def fix_dialog(self, entry: LogEntry, state: Any, parent: QWidget | None) -> QDialog | None: ...

    def demo_commands(self) -> list[dict[str, Any]] | None:
        """The command log of a demo game (first looks, the smoke test), or None."""
        ...

    def error_templates(self) -> Mapping[str, str]:
        """The game's error sentences by code (``{who}`` is the acting player)."""
        ...

    def error_code(self, code: str, params: Mapping[str, Any]) -> str:
        """The code of the sentence for an error (usually ``code`` itself)."""
        ...

    def error_params(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """An error's params in the game's words (its sites, resources...)."""
        ...


class GameUIDefaults:
    """What a game's UI gives when it has no more to give: players by ``state.players``,
    the generic coach, no forecast, no corrections or fix form, no demo, the engine's
    error codes as they are. A game's UI class may start from these."""

    def player_names(self, state: Any) -> list[str]:
        """The players, in seat order."""
        return [player.name for player in state.players] if state is not None else []

    def coach(self, controller: GameController, db: Database | None, parent: Any) -> TeachingCoach:
        """Teaching mode: lessons, the guide beside the turn, the lessons seen per player
        (in the store's database)."""
        from ui.teaching.coach import Coach

        return Coach(controller, db if db is not None else controller.game.store.db, parent)

    def forecast(self, controller: GameController, parent: QWidget | None) -> QDialog | None:
        """No forecast."""
        return None

    def forecast_tip(self) -> str:
        """No forecast."""
        return ""

    def correction(
        self, controller: GameController, seat: int, site: str, parent: QWidget | None
    ) -> QDialog | None:
        """No corrections by hand (undo, or fix a past tap in the history)."""
        return None

    def fix_dialog(self, entry: LogEntry, state: Any, parent: QWidget | None) -> QDialog | None:
        """No form for a past tap (it is fixed at the table)."""
        return None

    def demo_commands(self) -> list[dict[str, Any]] | None:
        """No demo game."""
        return None

    def error_code(self, code: str, params: Mapping[str, Any]) -> str:
        """The sentence's code (the engine's own)."""
        return code


_EXTRA: dict[str, GameUI] = {}


def register(game_ui: GameUI) -> GameUI:
    """Add a game's UI that is not installed as an entry point (tests, experiments)."""
    _EXTRA[game_ui.game_id] = game_ui
    return game_ui


@cache
def _entry_points() -> dict[str, str]:
    from companion.core.registry import installed

    return {point.name: point.value for point in installed(GROUP)}


def _load(reference: str) -> Any:
    module, _, name = reference.partition(":")
    return getattr(importlib.import_module(module), name or "GAME_UI")


def get_game_ui(game_id: str) -> GameUI:
    """The UI of game ``game_id`` (entry point first, then ``ui.games.<game id>.game_ui``).

    Raises ``LookupError`` when the game has no UI.
    """
    if game_id in _EXTRA:
        return _EXTRA[game_id]
    reference = _entry_points().get(game_id)
    try:
        found: GameUI = _load(reference or f"{PACKAGE}.{game_id}.game_ui:GAME_UI")
    except (ImportError, AttributeError) as error:
        raise LookupError(f"the game {game_id!r} has no user interface") from error
    if found.game_id != game_id:
        raise LookupError(f"the UI {reference!r} is for {found.game_id!r}, not {game_id!r}")
    return found


def game_uis() -> list[GameUI]:
    """The UI of every registered game that has one, in the registry's order."""
    from companion.core.registry import plugins

    found = []
    for plugin in plugins():
        try:
            found.append(get_game_ui(plugin.id))
        except LookupError:
            continue
    return found
