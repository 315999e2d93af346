"""Errors as translated sentences (the one place that does it).

Each error carries a stable ``code`` and its ``params``; :func:`sentence` looks
the code up in :func:`templates` and fills in the params. The core's and the
store's codes are here; each game adds its own through its UI
(``GameUI.error_templates``, ``error_code`` and ``error_params``, see
:mod:`ui.game_ui`). Codes without a template, or whose params do not fit, fall
back to the engine's English message.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.core.errors import CompanionError
from ui.i18n import per_language, translate


@per_language
def generic_templates() -> dict[str, str]:
    """Code → template of the core's and the store's errors."""
    return {
        "nothing_to_redo": translate("messages", "There is nothing to redo."),
        "nothing_to_undo": translate("messages", "There is nothing to undo."),
        "bad_command": translate("messages", "The companion did not understand that tap."),
        "bad_json": translate("messages", "Line {line} of the file is not valid JSON."),
        # The bounded reader (companion/core/reading.py): files the app takes.
        "bad_name": translate(
            "messages", "A name must be plain text, without invisible control characters."
        ),
        "bad_text": translate("messages", "The file holds text with a broken character escape."),
        "duplicate_key": translate("messages", "The file names the same field twice in one place."),
        "file_too_large": translate("messages", "The file is too large to be read."),
        "not_a_number": translate("messages", "The file holds a value that is not a number."),
        "not_utf8": translate(
            "messages", "The file is not UTF-8 text (line {line}); save it as UTF-8 and try again."
        ),
        "number_too_large": translate("messages", "The file holds a number too large to be read."),
        "too_deep": translate("messages", "The file nests lists and objects too deep to be read."),
        # Any game: a position file (companion-cli score), a game's built-in data.
        "bad_position": translate("messages", "The position file is not valid at {field}."),
        "game_data_damaged": translate(
            "messages", "The built-in data of this game is damaged; reinstall the companion."
        ),
        "cannot_delete_setup": translate(
            "messages", "The game's setup cannot be deleted; correct it, or delete the whole game."
        ),
        "database_damaged": translate(
            "messages",
            "The companion's database {path} is damaged. It can be moved aside, kept whole, "
            "and a fresh database started.",
        ),
        "database_too_new": translate(
            "messages",
            "The database {path} was written by a newer version of the companion; this "
            "version cannot read it. It was not changed.",
        ),
        "game_damaged": translate(
            "messages",
            "Game {game} cannot be read ({reason}). It can be exported as far as it reads, "
            "or deleted; the other games are not affected.",
        ),
        "wal_vanished": translate(
            "messages",
            "The journal file of {path} was deleted while the companion was running; "
            "everything saved was written into the database.",
        ),
        "foreign_wal_set_aside": translate(
            "messages",
            "A journal file beside {path} belonged to another database; it was kept, "
            "unused, as {kept}. Your games are as they were.",
        ),
        "orphaned_wal_set_aside": translate(
            "messages",
            "A journal file was found without its database; it was kept, unused, as {kept}, "
            "and a fresh database was started at {path}.",
        ),
        "unreadable_error": translate(
            "messages", "This tap is in conflict, but the reason saved with it does not read."
        ),
        "database_unavailable": translate(
            "messages",
            "The companion's database {path} cannot be used ({reason}). Nothing of this "
            "change was saved.",
        ),
        "import_bad_header": translate(
            "messages", "Line {line}: the game file's header is damaged."
        ),
        "import_bad_json": translate("messages", "Line {line} of the game file is not valid JSON."),
        "import_empty": translate("messages", "The game file holds no taps."),
        "import_illegal_command": translate(
            "messages", "Line {line} of the game file is a tap the rules do not allow."
        ),
        "import_invalid_command": translate(
            "messages", "Line {line} of the game file is not a valid tap."
        ),
        "import_misplaced_header": translate(
            "messages", "Line {line} is a header, but a header may only be the first line."
        ),
        "import_no_game": translate(
            "messages",
            "The game file does not say which game it holds; choose the game to import it as.",
        ),
        "import_not_a_command": translate("messages", "Line {line} of the game file is not a tap."),
        "import_not_a_log": translate(
            "messages", "The file is not a companion game file (line {line})."
        ),
        "import_too_new": translate(
            "messages",
            "This game file was made by a newer version of the companion; this version "
            "cannot read it.",
        ),
        "import_unknown_game": translate(
            "messages", "The game file holds a game the companion does not know."
        ),
        "import_wrong_game": translate("messages", "The game file holds a game of another kind."),
        "missing_text_params": translate("messages", "A text of the companion is incomplete."),
        "no_such_command": translate("messages", "There is no tap number {seq} in this game."),
        "no_such_game": translate("messages", "There is no saved game number {game}."),
        "no_teaching": translate("messages", "Teaching mode does not know this game yet."),
        "not_a_companion_database": translate(
            "messages", "The file {path} is a database of another program; it was not changed."
        ),
        "stored_data_outdated": translate(
            "messages",
            "This game was saved by another version of the companion. Open it for playing "
            "once to bring it up to date.",
        ),
        "teaching_file_damaged": translate(
            "messages", "The teaching file {file} is damaged; reinstall the companion."
        ),
        "teaching_file_missing": translate(
            "messages", "The teaching file {file} is missing; reinstall the companion."
        ),
        "teaching_store_failed": translate(
            "messages", "The lessons seen could not be read or saved in {file}."
        ),
        # Players, exports and backups (issue 16, docs/statistics.md).
        "no_such_profile": translate("messages", "There is no player number {profile}."),
        "profile_name_taken": translate("messages", "There is already a player called {name}."),
        "profile_name_empty": translate("messages", "A player needs a name."),
        "profile_name_too_long": translate(
            "messages", "A player's name has at most {limit} characters."
        ),
        "profile_bad_colour": translate(
            "messages", "That is not a colour: choose one of the colours shown."
        ),
        "profile_merge_self": translate("messages", "A player cannot be merged with themselves."),
        "game_not_finished": translate(
            "messages", "Game {game} is not finished yet; only a finished game has a result."
        ),
        "file_exists": translate("messages", "{path} exists already; it was not overwritten."),
        "backup_failed": translate(
            "messages", "The backup {path} could not be written. Nothing was changed."
        ),
        "backup_damaged": translate(
            "messages", "The backup {path} cannot be restored ({reason}). Nothing was changed."
        ),
        "unknown_command": translate("messages", "The companion does not know that tap."),
        "unknown_game": translate("messages", "The companion does not know the game {game}."),
        "game_not_given": translate("messages", "Say which game: {games}."),
        "plugin_misnamed": translate(
            "messages", "The game plug-in {entry_point} is declared under another name."
        ),
        "unknown_lesson": translate("messages", "There is no lesson {lesson}."),
        "unknown_text": translate("messages", "A text of the companion is missing."),
        "read_only": translate(
            "messages",
            "This game is open read-only here, so it cannot be changed. Close it in the "
            "other window to play it here.",
        ),
    }


def templates() -> dict[str, str]:
    """Code → template; ``{who}`` is the acting player, the rest are the error's params
    (every game's codes included)."""
    from ui.game_ui import game_uis

    found = dict(generic_templates())
    for game in game_uis():
        found.update(game.error_templates())
    return found


def _games(game: str | None) -> list[Any]:
    from ui.game_ui import game_uis, get_game_ui

    if game is None:
        return list(game_uis())
    try:
        return [get_game_ui(game)]
    except LookupError:
        return []


def sentence_of(
    code: str,
    message: str,
    params: Mapping[str, Any],
    who: str | None = None,
    game: str | None = None,
) -> str:
    """An error's sentence in the app's language from its ``code`` and ``params``
    (``message``, the engine's English, when no template fits). ``game``: the id of
    the game the error is about (None: any game's words may fit)."""
    games = _games(game)
    for ui in games:
        code = ui.error_code(code, params)
    found = dict(generic_templates())
    for ui in games:
        found.update(ui.error_templates())
    template = found.get(code)
    if template is None or (who is None and "{who}" in template):
        return message
    shown = dict(params)
    for ui in games:
        shown = ui.error_params(shown)
    try:
        return template.format(who=who, **shown)
    except (KeyError, IndexError, ValueError, TypeError):
        return message


def sentence(error: CompanionError, who: str | None = None, game: str | None = None) -> str:
    """The error as a sentence for the table, in the app's language (``game``: the id
    of the game it is about, when known)."""
    return sentence_of(error.code, error.message, error.params, who, game)
