"""The error tree of the companion.

Every error carries a stable ``code`` (the UI translates by code), the
``params`` that fill the sentence, and an English ``message`` a player
understands.
"""

from __future__ import annotations

from typing import Any


class CompanionError(Exception):
    """Root of every error the companion raises on purpose."""

    code: str = "error"

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params: dict[str, Any] = params

    def to_dict(self) -> dict[str, Any]:
        """The error as plain data (for JSON output and the UI)."""
        return {"code": self.code, "message": self.message, "params": self.params}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r}, {self.message!r})"


class RuleViolation(CompanionError):
    """A well-formed command that the rules do not allow in this state."""


class InvalidCommand(CompanionError):
    """A command that cannot be understood (unknown type, missing or bad field)."""


class DataError(CompanionError):
    """Damaged or inconsistent data: a resource file, an import, a stored game."""
