"""The ``companion`` command: the GUI on a qasync event loop.

The start path builds only what the first frame shows: the engine and the store
are imported before PySide6 (whose import hook would read every later module's
source), PySide6's modules bind Qt's functions on first call, the engine's pydantic
validators are built when first used (the rest in idle time once the main window has
painted, :mod:`ui.first_frame`, which also sets the window icon then: drawing the SVG
loads Qt's SVG plug-in), the resumed game's snapshot and events are read back
without validating them again (:mod:`companion.core.saved`), and asyncio and qasync
come only once the first frame has painted.

``companion --version`` prints the version without touching Qt.
``companion --smoke`` opens the demo game at the table offscreen (in a
temporary data directory), lets it paint, checks the picture and exits 0
(non-zero on any failure); it is how the packaged build is tested. Unknown
options are passed on to Qt (``-platform xcb``, ``-style fusion``...).
"""

from __future__ import annotations

import gc
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion import __version__
from ui import start_code

if TYPE_CHECKING:
    import argparse

    from PySide6.QtCore import QObject, QTimer
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication, QWidget

    from companion.store import GameStore
    from ui.main_window import MainWindow

DATA_DIR_VARIABLE = "COMPANION_DATA_DIR"

SMOKE_SECONDS = 0.5
"""How long ``--smoke`` lets the event loop run before it grabs the window."""


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser of ``companion``."""
    import argparse  # not on the start path of a window

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


def preload_engine() -> None:
    """Import the store and teaching mode (and so pydantic) before PySide6, whose
    import hook reads the source of every module imported after it. No game is
    imported here: the game that opens imports its own engine (and only it; the
    hook is spared for the engine's modules, see :func:`skip_pyside_source_reads`).

    pydantic imports :mod:`secrets`, whose :mod:`hmac` and :mod:`hashlib` would load
    OpenSSL's libcrypto (``_hashlib``: 3.5 MiB at the first frame) for nothing the app
    uses: they are imported here without it, so hashlib keeps Python's own md5, sha1,
    sha2, sha3 and blake2 (a later ``import _hashlib`` still loads OpenSSL). pydantic's
    plug-ins are switched off (``PYDANTIC_DISABLE_PLUGINS``, unless set): looking for
    them reads every installed distribution's entry points."""

    if "_hashlib" not in sys.modules:
        sys.modules["_hashlib"] = None  # type: ignore[assignment]  # an ImportError
        try:
            import hmac  # noqa: F401
        finally:
            del sys.modules["_hashlib"]

    # pydantic would read every installed distribution's entry points (again, after the
    # games' registry) looking for its plug-ins: the app uses none (a choice made in
    # the environment stands)
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    pydantic_plugins_on_call()
    import companion.core.registry
    import companion.teaching  # noqa: F401
    from companion.store import GameStore  # noqa: F401


def pydantic_plugins_on_call() -> None:
    """Import pydantic's plug-in loader without :mod:`importlib.metadata` when its
    plug-ins are off: the loader imports it at import (and with it :mod:`email`,
    socket, calendar, selectors...: ≈ 48 M instructions) to look for plug-ins, which it
    does not when ``PYDANTIC_DISABLE_PLUGINS`` switches them all off. Its
    ``entry_points`` is then a stand-in that imports the real one when called, so
    a loader that does look (the setting changed) finds the same. A pydantic whose
    loader wants more of importlib.metadata imports it as it is."""
    if (
        os.environ.get("PYDANTIC_DISABLE_PLUGINS") not in ("__all__", "1", "true")
        or "pydantic.plugin._loader" in sys.modules
        or "importlib.metadata" in sys.modules
    ):
        return
    import importlib
    from types import ModuleType

    def entry_points(**params: Any) -> Any:
        from importlib.metadata import entry_points as real

        return real(**params)

    stand_in = ModuleType("importlib.metadata")
    stand_in.entry_points = entry_points  # type: ignore[attr-defined]
    sys.modules["importlib.metadata"] = stand_in
    try:
        import pydantic.plugin._loader  # noqa: F401
    except ImportError:
        sys.modules.pop("pydantic.plugin._loader", None)  # imported below as it is
    finally:
        del sys.modules["importlib.metadata"]
        if getattr(importlib, "metadata", None) is stand_in:
            del importlib.metadata


def skip_pyside_source_reads() -> None:
    """Spare PySide6's import hook reading the source of each module imported after
    PySide6 (about 120 files, 4 MiB kept in ``linecache``): it looks for the string
    "PySide6" to decide whether ``from __feature__ import`` may apply. A module
    imported before PySide6 cannot use it, nor can the engine (``companion`` never
    imports Qt); the app's own ``ui`` modules do, with no feature chosen. Other
    modules are read as before."""
    feature = sys.modules.get("PySide6.support.feature")
    reads = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or reads is None:
        return  # another PySide6 release: nothing to spare
    before = frozenset(sys.modules)

    def uses_pyside(module: object) -> bool:
        name = getattr(module, "__name__", "")
        if name == "ui" or name.startswith("ui."):
            return True
        return name not in before and not name.startswith("companion.") and bool(reads(module))

    setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010 (a private name)


@contextmanager
def binding_on_first_call(fresh: bool = True) -> Iterator[None]:
    """Extension modules imported inside bind the C functions they call on first
    call (``RTLD_LAZY``), not all at import as Python's loader asks (``RTLD_NOW``):
    PySide6's QtCore, QtGui and QtWidgets name about 15,000 of Qt's functions, of
    which a start calls a few hundred (Qt's own libraries bind theirs at load, as
    they were linked). Python's flags are restored after; nothing changes unless
    ``fresh``."""
    if not fresh or not hasattr(sys, "getdlopenflags"):
        yield
        return
    flags = sys.getdlopenflags()
    sys.setdlopenflags(flags & ~(os.RTLD_NOW | os.RTLD_LAZY) | os.RTLD_LAZY)
    try:
        yield
    finally:
        sys.setdlopenflags(flags)


def create_application(qt_args: Sequence[str] = ()) -> QApplication:
    """The process's QApplication (created once), named for settings and desktops."""
    fresh = "PySide6" not in sys.modules
    if fresh:
        # The start makes about a million objects that live as long as the app:
        # collecting them while they are made would cost ~50 ms (see start_done).
        gc.disable()
        start_code.begin(start_code.default_path())  # until start_done
        preload_engine()
    with binding_on_first_call(fresh):
        from PySide6.QtCore import QTimer

        if fresh:
            skip_pyside_source_reads()
        from PySide6.QtWidgets import QApplication

    from ui import APP_ID, theme

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(
        [sys.argv[0] if sys.argv else "companion", *qt_args, *theme.style_arguments()]
    )
    app.setApplicationName("companion")
    app.setApplicationDisplayName("Board-game companion")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    from ui import settings

    chosen = settings.theme_name()
    screen = app.primaryScreen().availableGeometry()
    theme.set_scale(theme.scale_for(screen.width(), screen.height(), settings.text_steps()))
    theme.apply(app, theme.THEMES.get(chosen) or theme.system_theme())
    restore_language()
    if fresh:
        # The icon waits for the main window's first paint (create_main_window);
        # this timer sets it when no main window is made.
        later = QTimer(app)
        later.setSingleShot(True)
        later.timeout.connect(lambda: set_icon(app))
        later.start(0)
        _icon_later[:] = [later]
        QTimer.singleShot(0, start_done)  # in case no main window is made
    else:
        set_icon(app)
    return app


_icon_later: list[QTimer] = []
"""The timer that sets a fresh app's icon, unless its main window does (after its
first paint)."""


def set_icon(app: QApplication) -> None:
    """Give ``app`` its window icon, ``resources/icons/companion.svg`` (Qt loads its SVG
    plug-in to draw it: not before the first frame)."""
    from PySide6.QtGui import QIcon

    icon = _icon_path()
    if icon is not None:
        app.setWindowIcon(QIcon(str(icon)))


def start_done() -> None:
    """The start is over: the garbage collector runs again, leaving out every object
    made so far (``gc.freeze``: they live as long as the app), and the code the start
    compiled from strings is kept for the next (:mod:`ui.start_code`)."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()
    start_code.end()


def restore_language() -> str:
    """Install the language chosen last time (English at first); returns its code."""
    from ui import i18n, settings

    i18n.install(settings.language())
    return i18n.current()


def open_store(parent: QWidget | None = None) -> GameStore | None:
    """The games database; a damaged one can be moved aside (never deleted)."""
    from PySide6.QtWidgets import QApplication

    from companion.core.errors import DataError
    from companion.store import GameStore, move_damaged_aside
    from ui import plain_text
    from ui.messages import sentence

    try:
        store = GameStore()
    except DataError as error:
        if error.code != "database_damaged":
            from PySide6.QtWidgets import QMessageBox  # not set up when all is well

            plain_text.tell(parent, "companion", sentence(error), QMessageBox.Icon.Critical)
            return None
        if not plain_text.ask(
            parent,
            "companion",
            sentence(error)
            + "\n\n"
            + QApplication.translate("app", "Move it aside and start a fresh database?"),
        ):
            return None
        move_damaged_aside(error.params["path"])
        store = GameStore()
    if store.notices:
        from PySide6.QtWidgets import QMessageBox

        plain_text.tell(
            parent,
            "companion",
            "\n\n".join(sentence(notice) for notice in store.notices),
            QMessageBox.Icon.Information,
        )
    return store


def create_main_window(store: GameStore) -> MainWindow:
    """The main window on ``store``, reopening the game that was open at the last close."""
    from PySide6.QtWidgets import QApplication

    from ui import plain_text, settings
    from ui.main_window import MainWindow

    window = MainWindow(store)
    last = settings.last_game()
    if last is not None and store.has_game(last):
        window.open_game(last)
    plain_text.sweep_python()  # names in it are plain text from the first frame
    app = QApplication.instance()
    icon_waits = any(later.isActive() for later in _icon_later)
    for later in _icon_later:
        later.stop()  # set at the first paint instead
    _icon_later.clear()
    if isinstance(app, QApplication):
        if icon_waits:
            window.after_first_frame.add(lambda: set_icon(app))
        plain_text.install_soon(app)
    start_done()
    return window


def run(qt_args: Sequence[str] = ()) -> int:
    """Run the app until its last window closes, on a qasync event loop (started once
    the first frame has painted: nothing awaits before)."""
    app = create_application(qt_args)
    store = open_store()
    if store is None:
        return 1
    window = create_main_window(store)
    window.show()
    app.processEvents()
    idle = checkpoint_when_idle(lambda: window.store, app)  # a restore replaces it
    import asyncio

    import qasync  # after PySide6 is imported, so qasync binds to PySide6

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    closed = asyncio.Event()
    app.aboutToQuit.connect(closed.set)
    with loop:
        loop.run_until_complete(closed.wait())
    idle.stop()
    window.store.close()
    return 0


CHECKPOINT_EVERY = 30.0
"""Seconds between copies of the WAL into the database file while the app runs."""


def checkpoint_when_idle(store: Callable[[], GameStore], parent: QObject) -> QTimer:
    """A timer copying the WAL into the database file now and then (it also notices a
    deleted WAL); a failure is said once, never raised into the event loop."""
    from PySide6.QtCore import QTimer

    from companion.core.errors import CompanionError

    timer = QTimer(parent)
    timer.setInterval(int(CHECKPOINT_EVERY * 1000))

    def checkpoint() -> None:
        try:
            store().checkpoint()
        except CompanionError:
            timer.stop()  # the next change reports the database's problem to the player

    timer.timeout.connect(checkpoint)
    timer.start()
    return timer


def demo_store(directory: Path) -> tuple[GameStore, int]:
    """A store in ``directory`` holding the demo game of the first game that has one
    (its GameUI's ``demo_commands``); the demo's number."""
    import json

    from companion.store import GameStore
    from ui.game_ui import game_uis

    store = GameStore(directory / "companion.sqlite3")
    for game in game_uis():
        commands = game.demo_commands()
        if commands:
            number = store.import_game(
                [json.dumps(command) for command in commands], game=game.game_id
            )
            return store, number
    store.close()
    raise LookupError("no game has a demo")


def smoke(screenshot: Path | None = None, qt_args: Sequence[str] = ()) -> int:
    """Open the demo game at the table offscreen, let it paint, check the picture; 0 if well."""
    import tempfile
    import traceback

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        import asyncio

        import qasync

        from ui.main_window import MainWindow

        with tempfile.TemporaryDirectory(prefix="companion-smoke-") as directory:
            os.environ[DATA_DIR_VARIABLE] = directory
            app = create_application(qt_args)
            store, number = demo_store(Path(directory))
            window = MainWindow(store)
            window.open_game(number)
            window.show()
            loop = qasync.QEventLoop(app)
            asyncio.set_event_loop(loop)
            with loop:
                image = loop.run_until_complete(_paint_and_grab(window))
            colours = check_painted(image, window.width(), window.height())
            if screenshot is not None and not image.save(str(screenshot)):
                raise RuntimeError(f"could not save the screenshot to {screenshot}")
            window.close()
            store.close()
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
    import asyncio

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
    from companion.core.package_data import files

    icon = Path(str(files("resources") / "icons" / "companion.svg"))
    return icon if icon.is_file() else None


if __name__ == "__main__":
    sys.exit(main())
