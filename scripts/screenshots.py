"""Render every screen of the app to PNG files (docs/screenshots/ by default).

    .venv/bin/python scripts/screenshots.py [OUTPUT_DIR] [--language CODE] [--check]

Runs offscreen in a temporary data directory. The games shown are the demo
game (4 players, round 6), and games played by the engine's random legal player
(``autoplay``) through the store, so every picture shows a real state.

``--language`` renders in ``de``, ``it``, ``pt`` or ``pseudo`` (the pseudo-locale:
every text about 40 % longer, accented and in brackets; built by
``scripts/translations release``); the pictures go to docs/screenshots/<CODE>/
unless OUTPUT_DIR is given. ``--check`` also checks every shown label and button
(:func:`layout_problems`: text wider or taller than its widget, texts on top of
each other, and with ``pseudo`` any text left untranslated) and exits 1 on a problem.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
SIZE = (1600, 1000)

if TYPE_CHECKING:
    from types import ModuleType

    from PySide6.QtWidgets import QWidget


def _play(game: object, seed: int, until: Callable[[object], bool]) -> None:
    """Random legal taps (through the stored game) until ``until(state)``."""
    from companion.games.underwater_cities.autoplay import play_turn

    rng = random.Random(seed)
    while not until(game.state):  # type: ignore[attr-defined]
        for command in play_turn(game, rng):  # type: ignore[arg-type]
            game.execute(command)  # type: ignore[attr-defined]


def _set(parent: QWidget, name: str, value: object) -> None:
    """Set the spin box (a number) or combo box (an item's data) named ``name``."""
    from PySide6.QtWidgets import QComboBox, QSpinBox

    spin = parent.findChild(QSpinBox, name)
    if spin is not None:
        spin.setValue(int(value))  # type: ignore[call-overload]
        return
    combo = parent.findChild(QComboBox, name)
    if combo is None:
        raise LookupError(f"no control {name}")
    combo.setCurrentIndex(combo.findData(value))


# -- the layout check ------------------------------------------------------------------

_TAGS = re.compile(r"<[^>]+>|&[a-z]+;")
_ASCII_WORD = re.compile(r"[A-Za-z]{3,}")


def _plain(text: str) -> str:
    return _TAGS.sub(" ", text.replace("<br>", "\n"))


def _screen_sizes() -> ModuleType:
    """``scripts/screen_sizes.py`` (its text checks are shared with :func:`layout_problems`)."""
    if str(ROOT / "scripts") not in sys.path:
        sys.path.insert(0, str(ROOT / "scripts"))
    import screen_sizes

    return screen_sizes


def layout_problems(root: QWidget, allowed: Iterable[str] = (), pseudo: bool = False) -> list[str]:
    """Texts that do not fit their label or button, texts on top of each other, and
    (``pseudo``) texts that were not translated (any word of 3 plain ASCII letters
    that is not in ``allowed``, such as player and card names)."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from ui.games.underwater_cities.chips import WrapButton

    sizes = _screen_sizes()
    problems = []
    allowed_words = {w for text in allowed for w in _ASCII_WORD.findall(text)}
    widgets = sizes.text_widgets(root)
    for widget in widgets:
        name = widget.objectName() or type(widget).__name__
        text = widget.text()  # type: ignore[attr-defined]
        short = _plain(text).strip().replace("\n", " ")[:70]
        if isinstance(widget, WrapButton) or (isinstance(widget, QLabel) and widget.wordWrap()):
            needed = widget.heightForWidth(widget.width())
            if needed > widget.height() + sizes.TOLERANCE:
                problems.append(
                    f"{name}: text needs {needed}px height, has {widget.height()}: {short!r}"
                )
        elif isinstance(widget, QLabel | QAbstractButton) and not isinstance(widget, WrapButton):
            needed = widget.sizeHint().width()  # a WrapButton's text wraps: checked above
            if needed > widget.width() + sizes.TOLERANCE:
                problems.append(
                    f"{name}: text needs {needed}px width, has {widget.width()}: {short!r}"
                )
        cut = sizes.cut_by(widget, root)
        if cut:
            problems.append(f"{name}: cut off by {cut}: {short!r}")
        if pseudo:
            left = [w for w in _ASCII_WORD.findall(_plain(text)) if w not in allowed_words]
            if left:
                problems.append(f"{name}: not translated ({', '.join(left[:4])}): {short!r}")
    by_parent: dict[int, list[QWidget]] = {}
    for widget in widgets:
        by_parent.setdefault(id(widget.parentWidget()), []).append(widget)
    for siblings in by_parent.values():
        for index, first in enumerate(siblings):
            for second in siblings[index + 1 :]:
                overlap = first.geometry().intersected(second.geometry())
                if overlap.width() > sizes.TOLERANCE and overlap.height() > sizes.TOLERANCE:
                    problems.append(
                        f"{first.objectName() or type(first).__name__} and "
                        f"{second.objectName() or type(second).__name__} overlap"
                    )
    return problems


# -- the pictures ----------------------------------------------------------------------------


def main(out: Path, language: str = "en", check: bool = False) -> int:
    """Write the screenshots into ``out``; 0 when all went well (and, with ``check``,
    no screen has a layout problem)."""
    out.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    data_dir = os.environ.get("COMPANION_DATA_DIR")
    try:
        _shoot(out, language, check, problems)
    finally:  # a test may run this in its own process: leave it as it was
        if data_dir is None:
            os.environ.pop("COMPANION_DATA_DIR", None)
        else:
            os.environ["COMPANION_DATA_DIR"] = data_dir
    for problem in problems:
        print(f"layout: {problem}")
    return 1 if problems else 0


def _shoot(out: Path, language: str, check: bool, problems: list[str]) -> None:
    with tempfile.TemporaryDirectory(prefix="companion-shots-") as directory:
        os.environ["COMPANION_DATA_DIR"] = directory
        from PySide6.QtCore import QEvent
        from PySide6.QtWidgets import QApplication, QDialog

        from companion.games.underwater_cities.library import CardLibrary
        from companion.games.underwater_cities.ruleset import RULESET
        from ui import i18n, settings, theme
        from ui.app import create_application, demo_store
        from ui.games.underwater_cities.table.correction import CorrectionDialog
        from ui.games.underwater_cities.table.fix_dialog import FixDialog
        from ui.games.underwater_cities.wizard import NewGameWizard
        from ui.main_window import MainWindow

        app = create_application()
        theme.apply(app, theme.LIGHT)
        if language != i18n.ENGLISH and not i18n.install(language):
            raise SystemExit(
                f"no translation {i18n.qm_path(language)}: run scripts/translations release"
            )
        store, demo = demo_store(Path(directory))
        names = ["Anna", "Ben", "Chiara", "Dieter", "Ada", "Bo", "Cy", "Di", "Ed"]
        library: CardLibrary = store.data(RULESET)
        cards = [c.name for c in library.cards() if c.name]
        cards += [f"{m.tile} {m.name or ''}" for m in library.metropolises()]
        # What the wizard shot types in: printed names of tiles and special cards.
        cards += ["Seafood Harvest", "Coral Exchange", "Harbour Authority"]
        # Qt's own buttons in the pseudo-locale (Qt ships no pseudo translation).
        cards += ["OK", "Cancel", "Close", "pseudo"]

        def setup(players: list[str], seed: int, **more: object) -> dict[str, object]:
            colours = ["orange", "purple", "blue", "green"]
            return {
                "type": "setup_game",
                "players": [
                    {"name": n, "colour": c} for n, c in zip(players, colours, strict=False)
                ],
                "seed": seed,
                **more,
            }

        finished = store.new_game("underwater_cities", setup(["Ada", "Bo"], 4))
        _play(finished, 21, lambda s: s.phase == "finished")  # type: ignore[attr-defined]
        finished_id = finished.id
        finished.close()
        production = store.new_game(
            "underwater_cities", setup(["Anna", "Ben", "Chiara", "Dieter"], 8)
        )
        _play(production, 5, lambda s: s.phase == "production")  # type: ignore[attr-defined]
        production_id = production.id
        production.close()
        stepper = store.new_game("underwater_cities", setup(["Ada", "Bo"], 5, play_order=[0, 1]))
        unknown = {"colour": "green", "number": 96, "type": "production"}
        for command in (
            {"type": "place", "player": 0, "slot": "s12_03", "card": unknown},
            {"type": "resolve_card", "player": 0},
            {"type": "end_turn", "player": 0},
        ):
            stepper.execute(RULESET.parse_command(command))
        _play(stepper, 6, lambda s: s.phase == "production")  # type: ignore[attr-defined]
        stepper_id = stepper.id
        stepper.close()
        learning = store.new_game(
            "underwater_cities",
            setup(["Cy", "Di", "Ed"], 9, play_order=[2, 0, 1]),
        )
        learning_id = learning.id
        learning.close()
        from companion.teaching import TeachingSettings

        settings.remember_teaching(learning_id, TeachingSettings(enabled=True))

        window = MainWindow(store)
        window.resize(*SIZE)
        window.show()

        def shot(name: str, widget: QWidget | None = None) -> None:
            for _ in range(3):
                app.processEvents()
            target = widget or window
            picture = target.grab()
            path = out / f"{name}.png"
            if not picture.save(str(path)):
                raise RuntimeError(f"could not write {path}")
            print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
            if check:
                if target is window and window.size().width() > SIZE[0]:
                    problems.append(f"{name}: the window grew to {window.width()}px wide")
                found = layout_problems(
                    target, [*names, *cards, *i18n.LANGUAGES.values()], language == "pseudo"
                )
                problems.extend(f"{name}: {problem}" for problem in found)

        window.show_home()
        shot("home")

        window.show_setup("underwater_cities")
        wizard = window.stack.currentWidget()
        assert isinstance(wizard, NewGameWizard)
        wizard.count.setValue(4)
        wizard.teaching.setChecked(True)
        shot("wizard-players")
        wizard.go(1)
        wizard.drawn_order.setChecked(True)
        shot("wizard-table")
        wizard.go(2)
        wizard.entered_tiles.setChecked(True)
        form = wizard.new_tile
        for name, text, kelp, points in (
            ("Seafood Harvest", "When connected: 1 kelp. Each production: 2 points.", 1, 2),
            ("Coral Exchange", "When connected: 2 credits.", 0, 0),
        ):
            form.name.setText(name)
            form.text.setText(text)
            form.gain["kelp"].setValue(kelp)
            form.gain["credits"].setValue(0 if kelp else 2)
            form.production.setValue(points)
            form.add.click()
        wizard.specials.names[0].setCurrentText("2 points per upgraded laboratory")
        wizard.specials.names[1].setCurrentText("Harbour Authority")
        wizard.specials.texts[1].setText("3 points per connected city")
        wizard.specials.texts[1].setCursorPosition(0)
        shot("wizard-tiles")
        wizard.go(3)
        shot("wizard-summary")
        wizard.rows[1].name.setText("anna")
        wizard.go(0)
        shot("wizard-invalid")
        wizard.cancel.click()

        window.open_game(demo)
        shot("table")
        table = window.table
        assert table is not None and window.controller is not None
        turn = window.controller.state.turn
        assert turn is not None
        table.turn.press("advance-2")
        table.turn.press("finish")
        table.turn.end()
        if table.turn.warning.isVisible():  # the played card is left unused: end anyway
            table.turn.end()
        state = window.controller.state
        player = state.current_player
        assert player is not None
        build = next(
            b
            for b in table.slots.buttons.values()
            if b.isEnabled() and "tunnel" in table.slots.options[b.slot].text.lower()
        )
        build.click()
        table.turn.colours.button(f"colour-{build.colour}").click()  # type: ignore[union-attr]
        details = table.turn.details
        details.number.setValue(96)
        details.name.setText("Kelp Farm Network")
        table.turn.choose_type(3)  # production: the card-entry step sets the type
        details.editor.set_shape("per_count")
        _set(details.editor, "per-count", "connected_cities")
        _set(details.editor, "per-count-gain-kelp", 2)
        shot("card-entry", table.turn)
        details.reset()
        table.turn.choose_type(0)
        table.turn.press("build-tunnel")
        shot("table-building")
        table.flow.cancel()

        window.show_forecast()
        assert window.forecast is not None
        shot("forecast", window.forecast)
        window.forecast.close()

        window.history_dock.show()
        shot("history")
        history = window.history
        history.select(2)
        history.fix.click()
        fix = window.findChild(FixDialog)
        assert fix is not None
        shot("fix", fix)
        fix.reject()
        window.history_dock.hide()

        window.correct(player, "")
        dialog = window.findChild(CorrectionDialog)
        assert dialog is not None
        dialog.reason.setText("forgot the site bonus")
        dialog.counters["science"][0].setValue(dialog.counters["science"][1] + 1)
        shot("correction", dialog)
        dialog.reject()

        window.toggle_theme()
        shot("table-dark")
        window.toggle_theme()

        window.open_game(learning_id)
        table = window.table
        assert table is not None and window.controller is not None
        slot = next(
            b for b in table.slots.buttons.values() if b.isEnabled() and b.colour is not None
        )
        slot.click()
        other = next(c for c in theme.SLOT_COLOURS if c != slot.colour)
        table.turn.colours.button(f"colour-{other}").click()  # type: ignore[union-attr]
        shot("teaching")

        window.open_game(production_id)
        shot("production")
        table = window.table
        assert table is not None
        table.production.apply.click()
        shot("era-keep")

        window.open_game(stepper_id)
        table = window.table
        assert table is not None
        box = table.production.players[0]
        for _ in range(3):
            app.processEvents()
        _set(box, "settle-era:96-kelp", 2)
        _set(box, "settle-era:96-points", 1)
        shot("production-stepper", table.production)

        window.open_game(finished_id)
        shot("final")

        window.show_library()
        shot("library")
        from ui.games.underwater_cities.library import LibraryScreen

        screen = window.stack.currentWidget()
        assert isinstance(screen, LibraryScreen)
        editor = screen.open_board_editor()
        editor.resize(*SIZE)
        editor.select("t_c11_c22")  # type: ignore[attr-defined]
        shot("board-editor", editor)
        editor.close()

        window.open_game(demo)
        table = window.table
        assert table is not None
        table.calibrate.check.click()
        first = next(b for b in table.slots.buttons.values() if not b.checked)
        first.click()
        shot("slot-colour-check")
        table.calibrate.check.click()
        for dialog_ in window.findChildren(QDialog):
            dialog_.close()
        window.close()
        window.deleteLater()  # leave no widgets behind (a test may run this in-process)
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        store.close()
        QApplication.processEvents()
        if language != i18n.ENGLISH:
            i18n.install(i18n.ENGLISH)


def parse(argv: list[str]) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path, help="folder for the pictures")
    parser.add_argument("--language", default="en", help="en, de, it, pt or pseudo")
    parser.add_argument("--check", action="store_true", help="check every screen's layout")
    parser.add_argument(
        "--sizes",
        action="store_true",
        help="every screen at 1024x600 ... 2560x1440 into docs/screenshots/sizes/, with "
        "the check that the current step's controls can be tapped",
    )
    return parser.parse_args(argv)


def main_sizes(out: Path) -> int:
    """Every screen at every size of ``screen_sizes.SIZES`` into ``out``; 0 when every
    control of every current step can be tapped."""
    screen_sizes = _screen_sizes()

    with tempfile.TemporaryDirectory(prefix="companion-sizes-") as directory:
        os.environ["COMPANION_DATA_DIR"] = directory
        from ui import theme
        from ui.app import create_application
        from ui.main_window import MainWindow

        app = create_application()
        from companion.store import GameStore

        store = GameStore(Path(directory) / "companion.sqlite3")
        games = screen_sizes.prepare_games(store, _play)
        window = MainWindow(store)
        window.show()
        problems: list[str] = []
        for size in screen_sizes.SIZES:
            problems += screen_sizes.shoot_size(app, window, store, games, size, out)
            print(f"wrote {out}/{size[0]}x{size[1]}/")
        window.close_game()
        window.close()
        store.close()
        theme.set_scale(1.0)
    for problem in problems:
        print(f"touch: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    arguments = parse(sys.argv[1:])
    if arguments.sizes:
        sys.exit(main_sizes(arguments.out or ROOT / "docs" / "screenshots" / "sizes"))
    folder = arguments.out or (
        ROOT / "docs" / "screenshots"
        if arguments.language == "en"
        else ROOT / "docs" / "screenshots" / arguments.language
    )
    sys.exit(main(folder, arguments.language, arguments.check))
