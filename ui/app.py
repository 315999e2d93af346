"""The ``companion`` command: the GUI on a qasync event loop.

``companion --version`` prints the version without touching Qt.
``companion --smoke`` opens the main window offscreen with the demo game,
lets it paint, checks the picture and exits 0 (non-zero on any failure); it is
how the packaged build is tested. Unknown options are passed on to Qt
(``-platform xcb``, ``-style fusion``...).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion import __version__

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from ui.main_window import MainWindow

SMOKE_SECONDS = 0.5
"""How long ``--smoke`` lets the event loop run before it grabs the window."""


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser of ``companion``."""
    parser = argparse.ArgumentParser(
        prog="companion",
        description="Board-game companion: keeps the bookkeeping of a physical game.",
        epilog="Other options (for example -platform xcb) are passed on to Qt.",
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open the main window offscreen with the demo game, check that it "
        "painted, and exit (0 when all is well)",
    )
    parser.add_argument(
        "--screenshot",
        metavar="PNG",
        type=Path,
        help="with --smoke: also save the window's picture to this file",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``companion`` and ``python -m ui``; returns the exit code."""
    args, qt_args = build_parser().parse_known_args(argv)
    if args.version:
        # A gui-script may have no stdout on some platforms; never fail for that.
        if sys.stdout is not None:
            print(f"companion {__version__}")
        return 0
    if args.smoke:
        return smoke(screenshot=args.screenshot, qt_args=qt_args)
    return run(qt_args)


def create_application(qt_args: Sequence[str] = ()) -> QApplication:
    """The process's QApplication (created once), named for settings and desktops."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from ui import APP_ID

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication([sys.argv[0] if sys.argv else "companion", *qt_args])
    app.setApplicationName("companion")
    app.setApplicationDisplayName("Board-game companion")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    icon = _icon_path()
    if icon is not None:
        app.setWindowIcon(QIcon(str(icon)))
    return app


def create_main_window() -> MainWindow:
    """The main window showing the demo game (until games can be started and loaded)."""
    from companion.games.underwater_cities.demo import demo_session
    from ui.main_window import MainWindow

    return MainWindow(demo_session())


def run(qt_args: Sequence[str] = ()) -> int:
    """Run the app until its last window closes, on a qasync event loop."""
    import qasync  # after PySide6 is imported, so qasync binds to PySide6

    app = create_application(qt_args)
    window = create_main_window()
    window.show()
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    closed = asyncio.Event()
    app.aboutToQuit.connect(closed.set)
    with loop:
        loop.run_until_complete(closed.wait())
    return 0


def smoke(screenshot: Path | None = None, qt_args: Sequence[str] = ()) -> int:
    """Open the main window offscreen, let it paint, check the picture; 0 if all is well."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        import qasync

        app = create_application(qt_args)
        window = create_main_window()
        window.show()
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)
        with loop:
            image = loop.run_until_complete(_paint_and_grab(window))
        colours = check_painted(image, window.width(), window.height())
        if screenshot is not None and not image.save(str(screenshot)):
            raise RuntimeError(f"could not save the screenshot to {screenshot}")
        window.close()
        print(
            f"smoke: ok: {app.platformName()} window {image.width()}x{image.height()}, "
            f"{colours} colours, title {window.windowTitle()!r}"
        )
        return 0
    except BaseException:  # the smoke test reports any failure as a non-zero exit
        traceback.print_exc()
        return 1


async def _paint_and_grab(window: MainWindow) -> QImage:
    """Let the qasync loop process events for a moment, then grab the window."""
    deadline = time.monotonic() + SMOKE_SECONDS
    while time.monotonic() < deadline:
        await asyncio.sleep(0.02)
    return window.grab().toImage()


def check_painted(image: QImage, width: int, height: int) -> int:
    """Raise unless ``image`` is a painted ``width`` by ``height`` picture; return its colours."""
    if image.isNull() or image.width() != width or image.height() != height:
        raise RuntimeError(
            f"grabbed a {image.width()}x{image.height()} picture of a {width}x{height} window"
        )
    step = max(1, min(width, height) // 64)
    colours: set[Any] = {
        image.pixel(x, y) for x in range(0, width, step) for y in range(0, height, step)
    }
    if len(colours) < 3:
        raise RuntimeError(f"the window looks blank: only {len(colours)} colours")
    return len(colours)


def _icon_path() -> Path | None:
    """The app icon shipped in ``resources/icons``, if present."""
    from importlib.resources import files

    icon = Path(str(files("resources") / "icons" / "companion.svg"))
    return icon if icon.is_file() else None


if __name__ == "__main__":
    sys.exit(main())
