"""Modules the first frame of a resumed game does without (issue #13): the plug-ins
are found without importlib.metadata (and so email, socket, calendar...), shipped
files without importlib.resources, rich text escaped without html, and the bounded
JSON reader (which reads no file at the start) imports unicodedata on first use."""

from __future__ import annotations

from pathlib import Path

from project_scripts import resumed_first_frame_lines

NOT_AT_START = (
    "importlib.metadata",
    "importlib.resources",
    "email",
    "socket",
    "calendar",
    "selectors",
    "html",
    "html.entities",
    "unicodedata",
)

CHECKS = f"""
import sys
print("loaded:", *sorted(m for m in {NOT_AT_START!r} if m in sys.modules))
from companion.core import registry
print("games:", *registry.registered_games())
"""


def test_the_first_frame_imports_no_metadata_resources_or_html(data_dir: Path) -> None:
    lines = resumed_first_frame_lines(data_dir, CHECKS)
    assert "loaded:" in lines
    assert "games: antarctica otys underwater_cities" in lines


def test_escaping_is_htmls() -> None:
    import html

    from ui.plain_text import escape, escape_quotes

    for text in ("", "plain", "<b>&amp;</b>", "Tom & \"Jerry\" 'O'Neil' <>", "&&<<>>''\"\""):
        assert escape(text) == html.escape(text, quote=False)
        assert escape_quotes(text) == html.escape(text)
