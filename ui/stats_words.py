"""The statistics' words: a game's message codes (categories, tags, working lines)
in the app's language, and durations.

A game's UI may offer ``say(message)`` (looked up with ``getattr``); a game without
a UI, or without that hook, is rendered with its plug-in's English texts, and an
unknown code shows as itself. Nothing here names a game.
"""

from __future__ import annotations

from companion.core.messages import Message
from companion.core.registry import get_plugin
from ui.i18n import translate


def say(game_id: str, text: Message) -> str:
    """``text`` in the app's language, by the game's UI; else the game's English."""
    from ui.game_ui import get_game_ui

    try:
        hook = getattr(get_game_ui(game_id), "say", None)
    except LookupError:
        hook = None
    if hook is not None:
        shown = hook(text)
        if isinstance(shown, str) and shown != text.code:
            return shown
    try:
        english = get_plugin(game_id).english()
        return str(english.render(text))
    except (LookupError, KeyError, AttributeError):
        return text.code


def code(game_id: str, name: str) -> str:
    """A bare code (a category, a tag value) in words."""
    return say(game_id, Message(code=name))


def title(game_id: str) -> str:
    """A game kind's name in the app's language."""
    from ui.game_ui import get_game_ui

    try:
        return get_game_ui(game_id).title()
    except LookupError:
        try:
            return str(get_plugin(game_id).title)
        except LookupError:
            return game_id


def duration(ms: float | None) -> str:
    """A duration as hours and minutes ("1 h 05 min", "12 min"); "—" when unknown."""
    if ms is None or ms <= 0:
        return "—"
    minutes = round(ms / 60000)
    if minutes < 60:
        return translate("stats", "{0} min").format(minutes)
    return translate("stats", "{0} h {1:02d} min").format(minutes // 60, minutes % 60)
