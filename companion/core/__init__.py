"""Game-agnostic core: errors, command and event bases, rulesets, sessions."""

from companion.core.errors import (
    CompanionError,
    DataError,
    InvalidCommand,
    RuleViolation,
)
from companion.core.messages import Command, Event
from companion.core.registry import Ruleset, get_ruleset, register, registered_games
from companion.core.session import Outcome, Session

__all__ = [
    "Command",
    "CompanionError",
    "DataError",
    "Event",
    "InvalidCommand",
    "Outcome",
    "RuleViolation",
    "Ruleset",
    "Session",
    "get_ruleset",
    "register",
    "registered_games",
]
