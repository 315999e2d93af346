"""The coach: teaching mode of one open Otys game.

It keeps the game's switches (:class:`~companion.teaching.TeachingSettings`, in the
app's settings per game), watches the taps the table plays (never undo, redo or a
fix), asks the game's teacher what they teach, and sends the lessons to show on
:attr:`Coach.lessons` (merged when several players meet the same thing), marking
them seen per player name in the store's database.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from companion.core.errors import CompanionError
from companion.core.registry import get_plugin
from companion.core.session import Outcome
from companion.core.sqlite import Database
from companion.games.otys.state import GameState
from companion.teaching import Guide, Lesson, LessonHit, TeachingSettings, lessons_to_show
from companion.teaching.seen import SeenLessons
from ui import settings
from ui.controller import GameController
from ui.messages import sentence

GAME = "otys"


@dataclass(frozen=True)
class ShownLesson:
    """A lesson to show now, to one or more players (``names``, seats ``players``)."""

    lesson: Lesson
    params: Mapping[str, object]
    names: tuple[str, ...]
    players: tuple[int, ...]


class Coach(QObject):
    """Teaching mode for the Otys game ``controller`` plays."""

    lessons = Signal(list)
    """A list of :class:`ShownLesson` after a tap that teaches something."""
    settings_changed = Signal()

    def __init__(
        self, controller: GameController, db: Database, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.teacher = get_plugin(controller.game_id).teacher()
        self.catalog = self.teacher.catalog()
        self.settings = settings.teaching(controller.id)
        self.seen: SeenLessons | None = None
        self.problem = ""
        try:
            self.seen = SeenLessons(db)
        except CompanionError as error:  # play on; teaching shows no lessons
            self.problem = sentence(error, game=GAME)
        controller.played.connect(self._played)

    @property
    def enabled(self) -> bool:
        """The game's switch."""
        return self.settings.enabled

    def is_on(self, name: str) -> bool:
        """True when the player called ``name`` is taught in this game."""
        return self.settings.is_on(name)

    def player_switch(self, name: str) -> bool:
        """A player's own switch (whatever the game's switch says)."""
        return self.settings.with_game(True).is_on(name)

    def _keep(self, chosen: TeachingSettings) -> None:
        self.settings = chosen
        settings.remember_teaching(self.controller.id, chosen)
        self.settings_changed.emit()

    def set_enabled(self, on: bool) -> None:
        """Switch teaching mode on or off for this game."""
        self._keep(self.settings.with_game(on))

    def set_player(self, name: str, on: bool) -> None:
        """Switch teaching on or off for one player of this game."""
        self._keep(self.settings.with_player(name, on))

    def _played(self, before: GameState | None, outcome: Outcome) -> None:
        if self.settings.enabled and self.seen is not None:
            self.teach(self._detect(before, outcome))

    def _detect(self, before: GameState | None, outcome: Outcome) -> list[LessonHit]:
        try:
            hits: list[LessonHit] = self.teacher.detect(before, outcome)
        except CompanionError as error:
            self.controller.failed.emit(sentence(error, game=GAME))
            return []
        return hits

    def teach(self, hits: list[LessonHit]) -> list[ShownLesson]:
        """Show the lessons of ``hits`` teaching mode keeps, merged, and mark them seen."""
        if self.seen is None:
            return []
        try:
            chosen = lessons_to_show(hits, self.catalog, self.seen, self.settings)
        except CompanionError as error:
            self.controller.failed.emit(sentence(error, game=GAME))
            return []
        merged: dict[tuple[str, str], list[Any]] = {}
        for item in chosen:
            key = (item.hit.lesson, repr(sorted(item.hit.params.items())))
            entry = merged.setdefault(key, [item.lesson, item.hit.params, [], []])
            if item.hit.name not in entry[2]:
                entry[2].append(item.hit.name)
                entry[3].append(item.hit.player)
        shown = [
            ShownLesson(lesson, params, tuple(names), tuple(players))
            for lesson, params, names, players in merged.values()
        ]
        if not shown:
            return []
        self.lessons.emit(shown)
        try:
            for item in chosen:
                self.seen.mark(item.hit.name, item.hit.lesson)
        except CompanionError as error:
            self.controller.failed.emit(sentence(error, game=GAME))
        return shown

    def after_setup(self, outcome: Outcome) -> None:
        """Teach what the setup itself shows (the first player's keys)."""
        if self.settings.enabled:
            self.teach(self._detect(None, outcome))

    def turn_guide(self, state: GameState, player: int) -> Guide:
        """The guide for ``player`` now."""
        guide: Guide = self.teacher.turn_guide(state, player)
        return guide
