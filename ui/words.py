"""What every game's words module repeats: a message of the engine in the app's
language, and a name looked up in a table of translated names."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from companion.core.messages import Message, template_fields


def named(table: Mapping[str, str], key: object) -> str:
    """``key``'s name in ``table``; an unknown key as itself, its underscores spaces."""
    return table.get(str(key), str(key).replace("_", " "))


def say_with(
    text: Message,
    templates: Mapping[str, str],
    english: Mapping[str, str],
    param: Callable[[str, Any], str],
) -> str:
    """What the engine says, in the app's language: the code's template from
    ``templates`` with its params in words (``param``); the ``english`` template when
    a translation lost a field; an unknown code shows as the code itself."""
    template = templates.get(text.code)
    if template is None:
        return text.code
    shown = {name: param(name, text.params.get(name)) for name in template_fields(template)}
    try:
        return template.format_map(shown)
    except (KeyError, IndexError, ValueError):
        fallback = english.get(text.code, text.code)
        fields = template_fields(fallback)
        return fallback.format_map({name: param(name, text.params.get(name)) for name in fields})
