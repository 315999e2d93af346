"""Game-agnostic core: errors, messages, command and event bases, plug-ins, sessions."""

from typing import TYPE_CHECKING

from companion.core.errors import (
    CompanionError,
    DataError,
    InvalidCommand,
    RuleViolation,
)
from companion.core.lazy import names_from
from companion.core.messages import EnglishTexts, Message, message
from companion.core.model import Command, Event
from companion.core.plugin import DataRow, GamePlugin, Option, Ruleset
from companion.core.registry import (
    get_plugin,
    get_ruleset,
    plugins,
    register,
    registered_games,
)
from companion.core.session import Outcome, Session

if TYPE_CHECKING:
    from companion.core.scores import Result, Score

__all__ = [
    "Command",
    "CompanionError",
    "DataError",
    "DataRow",
    "EnglishTexts",
    "Event",
    "GamePlugin",
    "InvalidCommand",
    "Message",
    "Option",
    "Outcome",
    "Result",
    "RuleViolation",
    "Ruleset",
    "Score",
    "Session",
    "get_plugin",
    "get_ruleset",
    "message",
    "plugins",
    "register",
    "registered_games",
]

__getattr__ = names_from(__name__, {"Result": "scores", "Score": "scores"})
