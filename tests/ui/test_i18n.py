"""Languages (issue #7): English, German, Italian and Portuguese, switched at run time.

- every ``.ts`` has every source string of the code, none unfinished or empty, and
  the placeholders of each translation match its source (``scripts/translations check``);
- every engine error code has a translatable sentence;
- each language renders the screens with the rulebooks' game terms;
- the pseudo-locale (texts about 40 % longer) renders every screen with no text
  cut off or on top of another (``scripts/screenshots.py --language pseudo --check``).
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path
from types import ModuleType

import pytest
from project_scripts import ROOT, load_script
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from ui_driver import Driver, open_library

from companion.core.errors import RuleViolation
from companion.core.messages import message
from companion.games.underwater_cities.english import ENGLISH
from companion.store import GameStore
from ui import i18n, settings
from ui.games.underwater_cities import words
from ui.games.underwater_cities.library import LibraryScreen
from ui.main_window import MainWindow
from ui.messages import sentence, templates
from ui.screens.home import HomeScreen

LANGUAGES = ("de", "it", "pt")


def test_every_translation_is_finished_and_current(translations: ModuleType) -> None:
    assert translations.check() == []


def test_every_language_translates_every_string(translations: ModuleType) -> None:
    for code in LANGUAGES:
        entries = translations.messages(translations.ts_path(code))
        assert len(entries) > 700
        unfinished = [s for _, s, t in entries if t.get("type") or not (t.text or "").strip()]
        assert unfinished == [], code


def test_the_teaching_catalog_and_slots_are_marked_for_translation(
    translations: ModuleType,
) -> None:
    strings = translations.data_strings()
    contexts = {context for context, _ in strings}
    assert contexts == {"teaching", "slots"}
    assert ("teaching", "Colours differ: the card is lost") in strings
    assert ("slots", "Gain 2 cards and 2 credits") in strings
    assert (ROOT / "ui" / "games" / "underwater_cities" / "data_strings.py").read_text("utf-8") == (
        translations.data_strings_module()
    )


def test_pseudo_text_is_longer_and_keeps_placeholders(translations: ModuleType) -> None:
    source = "{who} cannot build on {site}: <b>not</b> next to a city."
    shown = translations.pseudo(source)

    def visible(text: str) -> int:
        return len(re.sub(r"\{\w+\}|<[^>]+>", "", text))

    assert visible(shown) >= 1.4 * visible(source)
    for kept in ("{who}", "{site}", "<b>", "</b>"):
        assert kept in shown
    assert not re.search(r"[A-Za-z]{3,}", re.sub(r"\{\w+\}|<[^>]+>", "", shown))


def test_every_engine_error_code_has_a_sentence() -> None:
    codes = set()
    for path in (ROOT / "companion").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            first = node.args[0]
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if (
                isinstance(first, ast.Constant)
                and isinstance(first.value, str)
                and re.fullmatch(r"[a-z_]+", first.value)
                and (name == "illegal" or name.endswith(("Error", "Command", "Violation")))
            ):
                codes.add(first.value)
    assert len(codes) > 100
    assert sorted(codes - set(templates())) == []


def test_an_engine_error_becomes_a_german_sentence(
    qapp: QApplication, translations: ModuleType
) -> None:
    error = RuleViolation("slot_occupied", "That action slot is already occupied this round.")
    assert sentence(error) == "That action slot is already occupied this round."
    assert i18n.install("de")
    assert sentence(error) == "Dieser Aktionsplatz ist in dieser Runde schon besetzt."
    afford = RuleViolation("cannot_afford", "x", cost={"kelp": 2, "steelplast": 1}, what="build")
    assert sentence(afford, "Anna") == "Anna kann 2 Tang, 1 Stahlplastik nicht bezahlen."


def test_engine_messages_become_sentences_by_code(
    qapp: QApplication, translations: ModuleType
) -> None:
    """Words are codes: the UI words every ``uc.*`` code with the same English as the
    CLI, and in the app's language with the game's terms."""
    assert words.templates() == ENGLISH.templates  # the CLI's English, statistics too
    site_bonus = message("uc.reason.site_bonus", site="b_c22_1")
    assert words.say(site_bonus) == "site bonus on building site 1, city centre"
    spend = message(
        "uc.score.spend",
        paid={"kelp": 2, "steelplast": 2},
        source={"code": "uc.label.card", "params": {"number": 160, "name": "Kelp"}},
        points=2,
        uses=2,
        pay={"kelp": 1, "steelplast": 1},
        each=1,
    )
    assert words.say(spend) == ENGLISH.render(spend)
    assert i18n.install("de")
    assert words.say(site_bonus) == "Bonus auf Gebäudebauplatz 1, Stadt Mitte"
    assert words.say(spend) == (
        "2 Tang, 2 Stahlplastik für Karte 160 Kelp ausgeben: 2 Punkte "
        "(2 × 1 Tang, 1 Stahlplastik → 1)"
    )
    assert words.say(message("uc.nothing.known")) == "uc.nothing.known"


@pytest.mark.parametrize(
    ("code", "kelp", "steelplast", "word", "clock"),
    [
        ("de", "Tang", "Stahlplastik", "Tang", "Runde 1 von 10 · Ära I"),
        ("it", "Alghe", "Plastacciaio", "alga", "Round 1 di 10 · Era I"),
        ("pt", "Kelp", "Plastiaço", "kelp", "Rodada 1 de 10 · Era I"),
    ],
)
def test_each_language_shows_the_rulebooks_terms(
    qtbot: QtBot,
    window: MainWindow,
    translations: ModuleType,
    code: str,
    kelp: str,
    steelplast: str,
    word: str,
    clock: str,
) -> None:
    Driver(qtbot, window).new_game(["Ada", "Bo"])
    window.set_language(code)
    assert i18n.current() == code
    assert settings.language() == code
    table = window.table
    assert table is not None
    assert window.stack.currentWidget() is table
    shown = {label.text() for label in table.findChildren(QLabel) if label.isVisible()}
    assert kelp in shown and steelplast in shown
    assert table.banner.clock.text() == clock
    assert words.resource("kelp") == word
    assert window.undo_action.text() != "Undo"


def test_switching_language_keeps_the_game_and_every_screen(
    qtbot: QtBot, window: MainWindow, store: GameStore, translations: ModuleType
) -> None:
    driver = Driver(qtbot, window, seed=3)
    driver.new_game(["Ada", "Bo"])
    for _ in range(25):
        driver.step()
    state = window.controller.state if window.controller else None
    window.set_language("de")
    assert window.controller is not None and window.controller.state == state
    assert "Runde" in window.table.banner.text()  # type: ignore[union-attr]
    for _ in range(10):  # play on in German
        driver.step()
    window.show_home()
    window.set_language("it")
    home = window.stack.currentWidget()
    assert isinstance(home, HomeScreen)
    assert home.new_button.text() == "Nuova partita (Ctrl+N)"
    open_library(qtbot, window)
    window.set_language("pt")
    library = window.stack.currentWidget()
    assert isinstance(library, LibraryScreen)
    assert library.cards.headerData(0, Qt.Orientation.Horizontal) == "Baralho"
    window.set_language("en")
    assert window.stack.currentWidget().findChild(QLabel).text() == "Card library"


def test_the_language_is_remembered_at_the_next_start(
    qtbot: QtBot, store: GameStore, translations: ModuleType
) -> None:
    from ui.app import restore_language

    settings.remember_language("de")
    assert restore_language() == "de"
    window = MainWindow(store)
    qtbot.addWidget(window)
    assert window.home.new_button.text() == "Neue Partie (Strg+N)"


def test_translations_are_shipped() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "**/*.qm" in pyproject["tool"]["setuptools"]["package-data"]["resources"]
    spec = (ROOT / "packaging" / "companion.spec").read_text("utf-8")
    assert '".qm"' in spec
    setup = (ROOT / "scripts" / "setup").read_text("utf-8")
    assert "scripts/translations" in setup and "release" in setup


def test_pseudo_localisation_renders_every_screen_without_cut_text(
    tmp_path: Path, translations: ModuleType
) -> None:
    screenshots = load_script("screenshots.py")
    assert screenshots.main(tmp_path, "pseudo", check=True) == 0
    pictures = {p.stem for p in tmp_path.glob("*.png")}
    for screen in ("home", "wizard-summary", "table", "teaching", "forecast", "final"):
        assert screen in pictures


GLOSSARY_TERMS = (
    "credit",
    "kelp",
    "steelplast",
    "science",
    "biomatter",
    "city",
    "symbiotic city",
    "farm",
    "desalination plant",
    "laboratory",
    "tunnel",
    "green",
    "red",
    "yellow",
)
"""Words of the game the app shows (context ``words``), as the glossary has them."""
OWN_CHOICES = {("pt", "science"): "ciência"}
"""Where the app departs from the glossary: PT counts science as a bare noun
('2 ciência'), the rulebook's 'marcador de ciência' being the token."""


def test_game_words_follow_the_rulebook_glossary(translations: ModuleType) -> None:
    import json

    path = ROOT / "resources" / "translations" / "glossary.json"
    if not path.exists():
        pytest.skip("no glossary")
    glossary = {entry["en"]: entry for entry in json.loads(path.read_text("utf-8"))}
    for code in LANGUAGES:
        shown = {
            source: translation.text
            for context, source, translation in translations.messages(translations.ts_path(code))
            if context == "words"
        }
        for term in GLOSSARY_TERMS:
            expected = OWN_CHOICES.get((code, term), glossary[term][code])
            assert (shown[term] or "").casefold() == expected.casefold(), (code, term)
