"""Translatable messages: a text key, its parameters, and the English rendering.

Teaching returns :class:`Message` objects, never finished sentences: the UI
looks the key up in its translations and fills the fields from
``params``. :func:`render` does the same with English templates. A parameter
value found in ``terms`` (a game's glossary: ``"symbiotic_city"`` →
``"symbiotic city"``) is shown as that word; a list is joined with commas.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from string import Formatter

from companion.core.errors import DataError


@dataclass(frozen=True)
class Message:
    """One sentence to show: ``key`` names its template, ``params`` fill it."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)


def template_fields(template: str) -> set[str]:
    """The names of the ``{fields}`` in a template."""
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def _word(value: object, terms: Mapping[str, str]) -> str:
    if isinstance(value, str):
        return terms.get(value, value)
    if isinstance(value, Iterable):
        return ", ".join(_word(item, terms) for item in value)
    return str(value)


def fill(template: str, params: Mapping[str, object], terms: Mapping[str, str]) -> str:
    """``template`` with its fields replaced by the words for ``params``."""
    missing = template_fields(template) - set(params)
    if missing:
        raise DataError(
            "missing_text_params",
            f"The text {template!r} needs {', '.join(sorted(missing))}.",
            missing=sorted(missing),
        )
    return template.format_map({name: _word(params[name], terms) for name in params})


def render(message: Message, texts: Mapping[str, str], terms: Mapping[str, str]) -> str:
    """The English sentence of ``message`` (``texts``: key → template)."""
    template = texts.get(message.key)
    if template is None:
        raise DataError("unknown_text", f"There is no text for {message.key!r}.", key=message.key)
    return fill(template, message.params, terms)
