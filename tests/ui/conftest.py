"""Fixtures for the UI tests: a temporary data directory (database, library,
settings) per test, and the main window on it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from project_scripts import ROOT, load_script
from pytestqt.qtbot import QtBot

from companion.store import GameStore
from ui.main_window import MainWindow


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def store(data_dir: Path) -> Iterator[GameStore]:
    with GameStore() as opened:
        yield opened


@pytest.fixture
def window(qtbot: QtBot, store: GameStore) -> Iterator[MainWindow]:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from ui import theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.apply(app, theme.LIGHT)
    main = MainWindow(store)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close_game()
    # Delete the window now: windows left for later pile up, and every new window's
    # style sheet is applied to all of them (each test would get slower).
    main.close()
    main.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(scope="session")
def translations() -> ModuleType:
    """``scripts/translations``, with every ``.qm`` built and newer than its ``.ts``
    (``./scripts/setup`` builds them; a bare pytest run may not have)."""
    module = load_script("translations")
    folder = ROOT / "resources" / "translations"
    stale = any(
        not (folder / f"companion_{code}.qm").exists()
        or (folder / f"companion_{code}.qm").stat().st_mtime
        < (folder / f"companion_{code}.ts").stat().st_mtime
        for code in module.LANGUAGES
    )
    if stale or not (folder / "companion_pseudo.qm").exists():
        module.release()
    return module


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Every test starts and ends in English (the translator is process-wide)."""
    yield
    from ui import i18n

    if i18n.current() != i18n.ENGLISH:
        i18n.install(i18n.ENGLISH)
