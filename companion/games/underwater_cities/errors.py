"""Rule violations of Underwater Cities, each with a stable code.

The UI translates by ``code``; ``params`` fill the sentence.
"""

from __future__ import annotations

from typing import Any

from companion.core.errors import RuleViolation


def illegal(code: str, message: str, **params: Any) -> RuleViolation:
    """A rule violation with a player-facing English sentence."""
    return RuleViolation(code, message, **params)
