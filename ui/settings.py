"""The app's settings, kept beside the database (so a test's data dir holds its own)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from companion.store import default_path
from companion.teaching import TeachingSettings

LAST_GAME = "table/last_game"
"""The game open when the app last closed (it reopens there)."""
THEME = "view/theme"
"""'light', 'dark' or 'system'."""


def settings() -> QSettings:
    """The settings file ``settings.ini`` in the data directory."""
    path = default_path().parent / "settings.ini"
    return QSettings(str(path), QSettings.Format.IniFormat)


def last_game() -> int | None:
    """The game to resume, if one was open at the last close."""
    value = settings().value(LAST_GAME)
    try:
        return int(str(value)) if value not in (None, "") else None
    except ValueError:
        return None


def remember_game(game: int | None) -> None:
    """Remember (or forget, with None) the game to resume (the file is not written
    again when it already says so: a resumed game's first frame writes nothing)."""
    store = settings()
    value = "" if game is None else game
    if str(store.value(LAST_GAME, None)) == str(value):
        return
    store.setValue(LAST_GAME, value)
    store.sync()


def theme_name() -> str:
    """The chosen look."""
    return str(settings().value(THEME, "system"))


def remember_theme(name: str) -> None:
    """Remember the chosen look."""
    store = settings()
    store.setValue(THEME, name)
    store.sync()


LANGUAGE = "view/language"
"""'en', 'de', 'it' or 'pt' (the language menu)."""
TEACHING = "teaching/game_{0}"
"""A game's teaching switches (:class:`~companion.teaching.TeachingSettings` as JSON)."""


def language() -> str:
    """The chosen language ('en' when none was chosen)."""
    return str(settings().value(LANGUAGE, "en"))


def remember_language(code: str) -> None:
    """Remember the chosen language."""
    store = settings()
    store.setValue(LANGUAGE, code)
    store.sync()


def teaching(game: int) -> TeachingSettings:
    """The teaching switches of stored game ``game`` (off when never set)."""
    value = settings().value(TEACHING.format(game))
    if not value:
        return TeachingSettings()
    try:
        return TeachingSettings.model_validate_json(str(value))
    except ValueError:
        return TeachingSettings()


def remember_teaching(game: int, chosen: TeachingSettings) -> None:
    """Keep the teaching switches of stored game ``game``."""
    store = settings()
    store.setValue(TEACHING.format(game), chosen.model_dump_json())
    store.sync()


LAST_PLAYERS = "players/last_{0}"
"""The names and colours of the last group that started a game (per game id)."""


def last_players(game_id: str) -> list[tuple[str, str]]:
    """The last group's (name, colour) pairs for ``game_id`` ([] when none or unreadable)."""
    import json

    value = settings().value(LAST_PLAYERS.format(game_id))
    try:
        found = json.loads(str(value)) if value else []
        return [(str(name), str(colour)) for name, colour in found]
    except (ValueError, TypeError):
        return []


def remember_players(game_id: str, players: list[tuple[str, str]]) -> None:
    """Keep the group that just started a game of ``game_id``."""
    import json

    store = settings()
    store.setValue(LAST_PLAYERS.format(game_id), json.dumps(players))


TEXT_STEPS = "view/text_steps"
"""The text size chosen with Ctrl + / Ctrl − (0: the screen's default)."""


def text_steps() -> int:
    """The chosen text-size steps (0 when never chosen)."""
    try:
        return int(str(settings().value(TEXT_STEPS, 0)))
    except ValueError:
        return 0


def remember_text_steps(steps: int) -> None:
    """Remember the chosen text-size steps."""
    store = settings()
    store.setValue(TEXT_STEPS, steps)
    store.sync()
