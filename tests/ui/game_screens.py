"""What the games' screen scripts share: taking a window's picture at one size and
checking that the current step's controls can be tapped (``scripts/screen_sizes.py``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from project_scripts import load_script

from companion.store import GameStore
from ui import theme
from ui.main_window import MainWindow


class Shooter:
    """Pictures of ``window`` at ``size`` (into ``out``/WxH when ``out`` is given) and
    the problems found (:attr:`problems`)."""

    def __init__(self, app: Any, window: MainWindow, size: tuple[int, int], out: Path | None):
        self.app = app
        self.window = window
        self.size = size
        self.sizes = load_script("screen_sizes.py")
        width, height = size
        self.folder = out / f"{width}x{height}" if out is not None else None
        if self.folder is not None:
            self.folder.mkdir(parents=True, exist_ok=True)
        theme.set_scale(theme.screen_scale(width, height))
        theme.apply(app, theme.LIGHT)
        window.resize(width, height)
        window.retranslate()
        self.problems: list[str] = []

    def shot(self, name: str) -> None:
        """The picture ``name``; a problem when the window grew, the step has no
        control, or a control cannot be tapped."""
        window = self.window
        width, height = self.size
        window.resize(width, height)
        for _ in range(4):
            self.app.processEvents()
        if self.folder is not None:
            window.grab().save(str(self.folder / f"{name}.png"))
        where = f"{width}x{height} {name}"
        if (window.width(), window.height()) != self.size:
            self.problems.append(f"{where}: the window grew")
        screen: Any = window.stack.currentWidget()
        controls = screen.step_controls()
        if not controls:
            self.problems.append(f"{where}: no control of the current step")
        self.problems.extend(f"{where}: {p}" for p in self.sizes.touch_problems(window, controls))


def write_pictures(
    out: Path,
    prepare_games: Callable[[GameStore], dict[str, int]],
    shoot_size: Callable[..., list[str]],
    extra: Callable[[Any, MainWindow, dict[str, int], Path], None] | None = None,
) -> None:
    """A game's screens at 1024×600 and 1920×1080 into ``out`` (in a fresh data
    directory): the games ``prepare_games`` stores, each size's pictures, then
    ``extra`` ones; the problems found are printed."""
    import os
    import tempfile

    os.environ["COMPANION_DATA_DIR"] = tempfile.mkdtemp()
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    theme.apply(app, theme.LIGHT)
    with GameStore() as store:
        games = prepare_games(store)
        window = MainWindow(store)
        window.show()
        for size in ((1024, 600), (1920, 1080)):
            for problem in shoot_size(app, window, store, games, size, out):
                print(problem)
        if extra is not None:
            extra(app, window, games, out)
        window.close_game()
