"""A game's log as the history shows it: each command with its status and, for a
conflict, why (imported when a log is first read: not on the start path, issue #13)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from companion.core.model import Command, Event
from companion.store.rows import read_json


@dataclass(frozen=True)
class StoredError:
    """Why a command in the log is in conflict (``CompanionError.to_dict`` as stored)."""

    code: str
    message: str
    params: dict[str, Any]


@dataclass(frozen=True)
class LogEntry:
    """One command of a game's log, for the history view."""

    seq: int
    command: Command
    status: Literal["ok", "conflict"]
    undone: bool
    """True for commands after the undo pointer (redo brings them back)."""
    error: StoredError | None
    """For a conflict: why the command is illegal now."""
    created: datetime
    events: tuple[Event, ...] = ()
    """The events the command produced, as stored (none for a conflict)."""


def stored_error(text: str) -> StoredError:
    """A conflict's stored reason (one that does not read says so)."""
    try:
        data = read_json(text)
        return StoredError(str(data["code"]), str(data["message"]), dict(data["params"]))
    except (ValueError, TypeError, KeyError):
        return StoredError("unreadable_error", "(this conflict's reason does not read)", {})
