"""The app's languages: Qt Linguist translations, switched at run time.

The sources are ``resources/translations/companion_<code>.ts`` (kept in the
repository); ``scripts/translations release`` builds the ``.qm`` files that
:func:`install` loads (``./scripts/setup`` runs it; see docs/translations.md).
English is the source language and needs no file. ``pseudo`` is the
pseudo-localisation that ``scripts/translations release`` also builds, for
checking layouts with longer texts; it is not offered in the menu.

Strings outside a ``QObject`` are marked with :func:`translate` (a context and
a literal), which ``pyside6-lupdate`` recognises.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtGui import QGuiApplication

from companion.core.package_data import files

ENGLISH = "en"
PSEUDO = "pseudo"
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "it": "Italiano",
    "pt": "Português",
}
"""Language code → its own name, as the language menu lists them."""

QT_LOCALES = {"de": "de", "it": "it", "pt": "pt_BR"}
"""The locale of each translation (the Portuguese rulebook is Brazilian)."""

Key = TypeVar("Key")
"""What a :func:`per_language` table is keyed by (a name, a grid cell…)."""

_installed: list[QTranslator] = []
_current = ENGLISH


def translate(context: str, text: str) -> str:
    """``text`` in the app's language (``context`` as in the ``.ts`` files)."""
    return QCoreApplication.translate(context, text)


def per_language(build: Callable[[], dict[Key, str]]) -> Callable[[], Mapping[Key, str]]:
    """Decorator: build a table of translated texts once per language (not per tap).

    The table is read-only to callers (copy it to change it)."""
    tables: dict[str, Mapping[Key, str]] = {}

    @functools.wraps(build)
    def table() -> Mapping[Key, str]:
        found = tables.get(_current)
        if found is None:
            found = tables[_current] = MappingProxyType(build())
        return found

    return table


def translations_dir() -> Path:
    """Where the ``.ts`` sources and the built ``.qm`` files live."""
    return Path(str(files("resources") / "translations"))


def qm_path(language: str) -> Path:
    """The built translation of ``language``."""
    return translations_dir() / f"companion_{language}.qm"


def available(language: str) -> bool:
    """True when ``language`` can be installed (English always can)."""
    return language == ENGLISH or qm_path(language).is_file()


def current() -> str:
    """The installed language's code."""
    return _current


def install(language: str) -> bool:
    """Make ``language`` the app's language (English when its ``.qm`` is missing).

    Removes the translators installed before, installs the app's and Qt's own
    (standard buttons and dialogs), and sets the default locale. Every widget
    gets a ``LanguageChange`` event; the main window rebuilds its screens.
    Returns False when the language's translation could not be loaded.
    """
    global _current
    app = QCoreApplication.instance()
    if app is None:
        return False
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    loaded = True
    if language != ENGLISH:
        translator = QTranslator(app)
        if translator.load(str(qm_path(language))):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
        else:
            loaded = False
            language = ENGLISH
    locale = QT_LOCALES.get(language)
    if locale is not None:
        from PySide6.QtCore import QLibraryInfo  # not in English: its enums not made

        qt = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{locale}", folder):
            QCoreApplication.installTranslator(qt)
            _installed.append(qt)
    QLocale.setDefault(QLocale(locale or "en_GB"))
    _current = language
    if isinstance(app, QGuiApplication):
        # The window system appends the display name to a title lacking it: in the
        # app's language the titles hold it already (no "… — Begleiter – companion").
        app.setApplicationDisplayName(translate("MainWindow", "Board-game companion"))
    return loaded
