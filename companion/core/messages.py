"""Words are codes: what the engine says to a person, as a code and its parameters.

The engine never writes English. A breakdown line, a reason, the next step or an
error is a :class:`Message`: a ``code`` (namespaced by game, ``uc.production.farm``)
and ``params`` (plain JSON values: numbers, ids, lists, nested messages as dicts).
The UI looks the code up in its translations; the CLI renders English with a
game's :class:`EnglishTexts`.
"""

from collections.abc import Callable, Iterable, Mapping
from string import Formatter
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Message(BaseModel):
    """One sentence to show: ``code`` names its template, ``params`` fill it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    code: str = Field(min_length=1, max_length=120)
    params: dict[str, Any] = Field(default_factory=dict)

    def __hash__(self) -> int:
        return hash((self.code, repr(sorted(self.params.items()))))


def message(code: str, **params: Any) -> Message:
    """Shorthand: ``message("uc.reason.site_bonus", site="b_c22_1")``."""
    return Message(code=code, params=params)


def template_fields(template: str) -> set[str]:
    """The names of the ``{fields}`` in a template."""
    return {name for _, name, _, _ in Formatter().parse(template) if name}


Word = Callable[[str, Any], str]
"""Renders one parameter (its name, its value) as words."""


class EnglishTexts:
    """A game's English templates by code, and how parameters become words.

    ``word(name, value)`` turns one parameter into words (a site id into "city
    2-3"); a parameter that is itself a message (a dict with ``code``) is
    rendered recursively; lists are joined with commas.
    """

    def __init__(self, templates: Mapping[str, str], word: Word | None = None) -> None:
        self.templates = dict(templates)
        self._word = word

    def value(self, name: str, value: Any) -> str:
        """One parameter in words."""
        if isinstance(value, Message):
            return self.render(value)
        if isinstance(value, Mapping) and "code" in value:
            return self.render(Message.model_validate(value))
        if isinstance(value, list | tuple):
            return ", ".join(self.value(name, item) for item in value)
        if self._word is not None:
            return self._word(name, value)
        return str(value)

    def render(self, text: Message) -> str:
        """The English sentence of ``text``; an unknown code shows as the code itself."""
        template = self.templates.get(text.code)
        if template is None:
            return text.code
        fields = template_fields(template)
        return template.format_map(
            {name: self.value(name, text.params.get(name, "?")) for name in fields}
        )

    def render_all(self, texts: Iterable[Message]) -> list[str]:
        """Several messages, one sentence each."""
        return [self.render(text) for text in texts]
