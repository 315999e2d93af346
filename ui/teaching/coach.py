"""The coach: teaching mode of one open game.

It keeps the game's switches (:class:`~companion.teaching.TeachingSettings`, in the
app's settings per game number), watches the taps the table plays (never undo,
redo or a fix) and asks the game's teacher what they teach; the lessons to show
go out on :attr:`Coach.lessons`, merged when several players meet the same
thing, and are marked seen per player name (in the store's database, so they
follow the players into their next games, of any game).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from companion.core.errors import CompanionError
from companion.core.registry import get_plugin
from companion.core.session import Outcome
from companion.core.sqlite import Database
from companion.teaching import TeachingSettings
from companion.teaching.seen import SeenLessons
from ui import settings
from ui.controller import GameController
from ui.messages import sentence

if TYPE_CHECKING:
    from companion.teaching import Guide, LessonHit, Teacher, TeachingCatalog
    from ui.teaching.shown import ShownLesson


def _key(params: Mapping[str, object]) -> str:
    return repr(sorted((name, repr(value)) for name, value in params.items()))


class Coach(QObject):
    """Teaching mode for the game ``controller`` plays."""

    lessons = Signal(list)
    """A list of :class:`~ui.teaching.shown.ShownLesson` after a tap that teaches
    something."""
    settings_changed = Signal()
    """The game's or a player's switch changed."""

    def __init__(
        self, controller: GameController, db: Database, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings.teaching(controller.id)
        self.seen: SeenLessons | None = None
        self.problem = ""
        """Why lessons cannot be shown (the lessons seen could not be opened)."""
        try:
            self.seen = SeenLessons(db)
        except CompanionError as error:  # play on; teaching shows no lessons
            self.problem = self._sentence(error)
        controller.played.connect(self._played)

    @cached_property
    def teacher(self) -> Teacher:
        """The game's teacher (imported when first used: not at the start of a game
        taught nothing)."""
        teacher: Teacher = get_plugin(self.controller.game_id).teacher()
        return teacher

    @cached_property
    def catalog(self) -> TeachingCatalog:
        """The game's lessons (read when first used)."""
        return self.teacher.catalog()

    def _sentence(self, error: CompanionError) -> str:
        return sentence(error, game=self.controller.game_id)

    # -- switches ----------------------------------------------------------------------

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

    # -- lessons ------------------------------------------------------------------------

    def _played(self, before: Any, outcome: Outcome) -> None:
        if self.settings.enabled and self.seen is not None:
            self.teach(self._detect(before, outcome))

    def _detect(self, before: Any, outcome: Outcome) -> list[LessonHit]:
        try:
            hits: list[LessonHit] = self.teacher.detect(before, outcome)
        except CompanionError as error:
            self.controller.failed.emit(self._sentence(error))
            return []
        return hits

    def teach(self, hits: list[LessonHit]) -> list[ShownLesson]:
        """Show the lessons of ``hits`` that teaching mode keeps, merged, and mark them
        seen; returns what was shown."""
        if self.seen is None:
            return []
        from companion.teaching.detect import lessons_to_show
        from ui.teaching.shown import ShownLesson

        try:
            chosen = lessons_to_show(hits, self.catalog, self.seen, self.settings)
        except CompanionError as error:
            self.controller.failed.emit(self._sentence(error))
            return []
        merged: dict[tuple[str, str], list[Any]] = {}
        for item in chosen:
            key = (item.hit.lesson, _key(item.hit.params))
            entry = merged.setdefault(key, [item.lesson, item.hit.params, [], [], False])
            if item.hit.name not in entry[2]:
                entry[2].append(item.hit.name)
                entry[3].append(item.hit.player)
            entry[4] = entry[4] or item.first_time
        shown = [
            ShownLesson(lesson, params, tuple(names), tuple(players), first)
            for lesson, params, names, players, first in merged.values()
        ]
        if not shown:
            return []
        self.lessons.emit(shown)
        try:
            for item in chosen:
                self.seen.mark(item.hit.name, item.hit.lesson)
        except CompanionError as error:
            self.controller.failed.emit(self._sentence(error))
        return shown

    def after_setup(self, outcome: Outcome) -> None:
        """Teach what the setup itself shows (whatever the game's teacher finds)."""
        if self.settings.enabled:
            self.teach(self._detect(None, outcome))

    # -- the guides -----------------------------------------------------------------------

    def turn_guide(self, state: Any, player: int, *context: Any) -> Guide:
        """The guide for ``player`` now (``context``: what the game's teacher takes
        besides, such as the card they mean to play)."""
        guide: Guide = self.teacher.turn_guide(state, player, *context)
        return guide

    def setup_guide(self, player_count: int) -> Guide:
        """The steps of setting up a table."""
        guide: Guide = self.teacher.setup_guide(player_count)
        return guide
