"""The project's foundation: entry points, engine purity, the wheel, the main window.

The packaged (PyInstaller) build is tested in ``test_foundation_packaging.py``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import companion

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
VERSION_LINE = f"companion {companion.__version__}"
QT_TOP_LEVEL = {"PySide6", "shiboken6", "qasync", "PySide2", "PyQt5", "PyQt6"}


def run(*command: str | Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run a command from the repository root with Qt offscreen; capture its output."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [str(part) for part in command],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def script(name: str) -> Path:
    """An entry-point script installed in the running virtualenv."""
    path = BIN / name
    assert path.is_file(), f"{path} is missing: run ./scripts/setup install"
    return path


# --- entry points -----------------------------------------------------------------


def test_companion_version_prints_version() -> None:
    result = run(script("companion"), "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout == VERSION_LINE + "\n"


def test_companion_version_does_not_start_qt() -> None:
    code = (
        "import sys\n"
        "from ui.app import main\n"
        "assert main(['--version']) == 0\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in {'PySide6', 'qasync'})\n"
        "assert not loaded, loaded\n"
    )
    result = run(sys.executable, "-c", code)
    assert result.returncode == 0, result.stderr
    assert result.stdout == VERSION_LINE + "\n"


def test_python_m_ui_version() -> None:
    result = run(sys.executable, "-m", "ui", "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout == VERSION_LINE + "\n"


def test_companion_help() -> None:
    result = run(script("companion"), "--help")
    assert result.returncode == 0, result.stderr
    assert "--smoke" in result.stdout


def test_companion_cli_help() -> None:
    result = run(script("companion-cli"), "--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: companion-cli")


def test_python_m_companion_help() -> None:
    result = run(sys.executable, "-m", "companion", "--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: companion-cli")


def test_smoke_flag_paints_the_window(tmp_path: Path) -> None:
    picture = tmp_path / "smoke.png"
    result = run(sys.executable, "-m", "ui", "--smoke", "--screenshot", picture)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke: ok" in result.stdout
    assert picture.stat().st_size > 1000


def test_app_runs_on_qasync_until_its_window_closes() -> None:
    code = (
        "import asyncio, sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from ui.app import create_application, run\n"
        "app = create_application()\n"
        "seen = []\n"
        "tries = []\n"
        # qasync's loop starts after the first frame (a busy machine paints late):
        # wait until it runs, then close the window
        "def close():\n"
        "    tries.append(1)\n"
        "    if asyncio._get_running_loop() is None and len(tries) < 200:\n"
        "        QTimer.singleShot(50, close)\n"
        "        return\n"
        "    seen.append(type(asyncio.get_event_loop()).__module__)\n"
        "    QApplication.closeAllWindows()\n"
        "QTimer.singleShot(50, close)\n"
        "code = run()\n"
        "print('loop:', *seen)\n"
        "sys.exit(code)\n"
    )
    result = run(sys.executable, "-c", code)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "loop: qasync" in result.stdout


# --- the engine never imports Qt (also an import-linter contract; this checks at run time)


def companion_sources() -> list[Path]:
    return sorted((ROOT / "companion").rglob("*.py"))


def test_importing_every_companion_module_loads_no_qt() -> None:
    modules = []
    for path in companion_sources():
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__main__":
            continue  # running it is the CLI; its imports are covered by the scan
        if parts[-1] == "__init__":
            parts.pop()
        modules.append(".".join(parts))
    code = (
        "import importlib, sys\n"
        f"modules = {modules!r}\n"
        "for name in modules:\n"
        "    importlib.import_module(name)\n"
        f"qt = sorted(m for m in sys.modules if m.split('.')[0] in {sorted(QT_TOP_LEVEL)!r})\n"
        "print(len(modules), 'modules imported')\n"
        "assert not qt, 'importing companion loaded ' + ', '.join(qt)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "QT_API"}
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert f"{len(modules)} modules imported" in result.stdout


# --- the wheel ----------------------------------------------------------------------


def test_wheel_ships_packages_and_resources(tmp_path: Path) -> None:
    """Build a wheel from a copy of the tree with an extra, deeply nested JSON file."""
    tree = tmp_path / "tree"
    shutil.copytree(
        ROOT,
        tree,
        ignore=shutil.ignore_patterns(
            ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache"
        ),
    )
    probe = tree / "resources" / "_probe-data" / "deep" / "probe.json"
    probe.parent.mkdir(parents=True)
    probe.write_text("{}\n")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(tree)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    (wheel,) = tmp_path.glob("*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = next(
            archive.read(n).decode() for n in names if n.endswith(".dist-info/entry_points.txt")
        )
    expected = {
        "companion/__init__.py",
        "companion/cli.py",
        "resources/__init__.py",
        "resources/_probe-data/deep/probe.json",
        "resources/icons/companion.svg",
        "ui/__init__.py",
        "ui/__main__.py",
        "ui/app.py",
        "ui/main_window.py",
    }
    expected |= {
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "resources").rglob("*")
        if p.suffix in {".json", ".jsonl", ".qm", ".svg", ".png"}
    }
    expected |= {p.relative_to(ROOT).as_posix() for p in companion_sources()}
    assert not expected - names, f"missing from the wheel: {sorted(expected - names)}"
    assert not any(n.startswith(("tests/", "packaging/", "scripts/")) for n in names)
    assert "[gui_scripts]\ncompanion = ui.app:main" in entry_points
    assert "[console_scripts]\ncompanion-cli = companion.cli:main" in entry_points


# --- desktop metadata ----------------------------------------------------------------


def test_desktop_file_is_valid() -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate is not installed (Debian: desktop-file-utils)")
    (desktop,) = (ROOT / "packaging").glob("*.desktop")
    result = run(tool, desktop)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_appstream_metainfo_is_valid() -> None:
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli is not installed (Debian: appstream)")
    (metainfo,) = (ROOT / "packaging").glob("*.metainfo.xml")
    result = run(tool, "validate", "--no-net", metainfo)
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_ids_agree() -> None:
    from ui import APP_ID

    assert (ROOT / "packaging" / f"{APP_ID}.desktop").is_file()
    metainfo = (ROOT / "packaging" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert f"<id>{APP_ID}</id>" in metainfo
    assert f'<launchable type="desktop-id">{APP_ID}.desktop</launchable>' in metainfo


# --- the main window ----------------------------------------------------------------


def test_main_window_shows_the_demo_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.app import check_painted, demo_store
    from ui.main_window import MainWindow

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    store, number = demo_store(tmp_path)
    window = MainWindow(store)
    qtbot.addWidget(window)
    assert window.open_game(number)
    window.show()
    qtbot.waitExposed(window)
    assert window.controller is not None and window.table is not None
    state = window.controller.state

    assert window.table.banner.text().startswith(f"Round {state.round} of 10")
    assert len(window.table.panels) == len(state.players) > 0
    for panel, player in zip(window.table.panels, state.players, strict=True):
        assert panel.isVisible()
        assert panel.name.text() == player.name
        assert str(player.points) in panel.points.text()
        assert player.colour in panel.swatch.toolTip()
        for resource, label in panel.resource_values.items():
            assert label.text() == str(getattr(player.resources, resource))
    check_painted(window.grab().toImage(), window.width(), window.height())
    window.close()
    store.close()
