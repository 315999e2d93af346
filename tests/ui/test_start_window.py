"""What the first frame of the window leaves for later (issue #13)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from project_scripts import RESUMED, first_frame_lines
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from ui import i18n, theme
from ui.games.underwater_cities import words
from ui.widgets.menu import menu_button


def test_the_menu_is_filled_when_it_opens_not_before(qtbot: QtBot) -> None:
    """The ☰ menu's submenus and actions are built when it opens (every time, so its
    checks are current), not with the button: the first frame builds none of them."""
    parent = QWidget()
    qtbot.addWidget(parent)
    fills: list[QMenu] = []

    def fill(menu: QMenu) -> None:
        fills.append(menu)
        menu.addMenu(QMenu("Look", menu))
        menu.addAction("Keyboard shortcuts")

    button = menu_button(parent, fill)
    menu = button.menu()
    assert not fills and not menu.actions()
    menu.aboutToShow.emit()
    assert fills == [menu] and [a.text() for a in menu.actions()] == ["Look", "Keyboard shortcuts"]
    menu.aboutToShow.emit()  # filled anew: the last opening's submenu goes
    assert len(fills) == 2 and len(menu.actions()) == 2


def test_board_words_are_translated_once_per_language(
    qapp: QApplication, translations: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table names every board site (its tooltip), resource and structure many
    times a frame: each table of words is translated once per language."""
    translated: list[str] = []
    translate = words.translate

    def counted(context: str, text: str) -> str:
        translated.append(text)
        return translate(context, text)

    monkeypatch.setattr(words, "translate", counted)
    assert i18n.install("de")
    assert words.site("c11") == "Stadt, oben links"
    assert words.kind("farm") == "Farm" and words.resource_title("kelp") == "Tang"
    once = len(translated)
    assert words.site("c11") == "Stadt, oben links"
    assert words.kind("farm") == "Farm" and words.resource_title("kelp") == "Tang"
    assert len(translated) == once + 1  # the site's own pattern; its place, kind and title kept
    assert i18n.install("en")
    assert words.site("c11") == "city, top left" and words.resource_title("kelp") == "Kelp"


DATACLASSES = """
import dataclasses
made = []
process = dataclasses._process_class
def counted(cls, *args):
    made.append(f"{cls.__module__}.{cls.__qualname__}")
    return process(cls, *args)
dataclasses._process_class = counted
""" + RESUMED.replace(
    "app.processEvents()\n",
    "app.processEvents()\n"
    "print('ui dataclasses:', *sorted(m for m in made if m.startswith('ui.')))\n",
)


def test_the_window_compiles_no_dataclass_for_the_looks_or_the_board_sites(
    data_dir: Path,
) -> None:
    """A frozen dataclass costs the start the compiling of six generated methods (the
    looks' 15 colours ≈ 1 ms): the looks, a tap's change, the turn's pending choices,
    an effect's choices, a button's spec, a slot's tiles and a board's highlight are
    named tuples, a board's drawn sites a plain class, and so are the round summary's
    facts."""
    from ui import settings
    from ui.app import demo_store

    store, number = demo_store(data_dir)
    store.close()
    settings.remember_game(number)
    lines = first_frame_lines(DATACLASSES + "window.close()\nstore.close()\n")
    made = next(line for line in lines if line.startswith("ui dataclasses:")).split()[2:]
    assert made == []
    with pytest.raises(AttributeError):
        theme.LIGHT.window = "#000000"  # type: ignore[misc]
    assert theme.THEMES["dark"].dark and not theme.THEMES["light"].dark
