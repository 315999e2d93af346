"""Render every screen of the app to PNG files (docs/screenshots/ by default).

    .venv/bin/python scripts/screenshots.py [OUTPUT_DIR]

Runs offscreen in a temporary data directory. The games shown are the demo
game (4 players, round 6), and games played by the engine's random legal player
(``autoplay``) through the store, so every picture shows a real state.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1600, 1000)


def _play(game: object, seed: int, until: Callable[[object], bool]) -> None:
    """Random legal taps (through the stored game) until ``until(state)``."""
    from companion.games.underwater_cities.autoplay import play_turn

    rng = random.Random(seed)
    while not until(game.state):  # type: ignore[attr-defined]
        for command in play_turn(game, rng):  # type: ignore[arg-type]
            game.execute(command)  # type: ignore[attr-defined]


def main(out: Path) -> int:
    """Write the screenshots into ``out``; 0 when all went well."""
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="companion-shots-") as directory:
        os.environ["COMPANION_DATA_DIR"] = directory
        from PySide6.QtWidgets import QApplication, QWidget

        from companion.games.underwater_cities.library import open_library, use_library
        from ui import theme
        from ui.app import create_application, demo_store
        from ui.main_window import MainWindow
        from ui.screens.wizard import NewGameWizard
        from ui.table.correction import CorrectionDialog

        app = create_application()
        theme.apply(app, theme.LIGHT)
        store, demo = demo_store(Path(directory))
        use_library(open_library(store.path))

        def setup(names: list[str], seed: int) -> dict[str, object]:
            colours = ["orange", "purple", "blue", "green"]
            return {
                "type": "setup_game",
                "players": [{"name": n, "colour": c} for n, c in zip(names, colours, strict=False)],
                "seed": seed,
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

        window = MainWindow(store)
        window.resize(*SIZE)
        window.show()

        def shot(name: str, widget: QWidget | None = None) -> None:
            for _ in range(3):
                app.processEvents()
            picture = (widget or window).grab()
            path = out / f"{name}.png"
            if not picture.save(str(path)):
                raise RuntimeError(f"could not write {path}")
            print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")

        window.show_home()
        shot("home")

        window.show_wizard()
        wizard = window.stack.currentWidget()
        assert isinstance(wizard, NewGameWizard)
        wizard.count.setValue(4)
        shot("wizard-players")
        wizard.go(1)
        wizard.drawn_order.setChecked(True)
        shot("wizard-table")
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
        state = window.controller.state
        player = state.current_player
        assert player is not None
        build = next(
            b
            for b in table.slots.buttons.values()
            if b.isEnabled() and "tunnel" in b.text_of_slot.lower()
        )
        build.click()
        table.turn.colours.button(f"colour-{build.colour}").click()  # type: ignore[union-attr]
        table.turn.choose_type(0)
        table.turn.press("build-tunnel")
        shot("table-building")
        table.flow.cancel()

        window.history_dock.show()
        shot("history")
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

        window.open_game(production_id)
        shot("production")
        table = window.table
        assert table is not None
        table.production.apply.click()
        shot("era-keep")

        window.open_game(finished_id)
        shot("final")

        window.show_library()
        shot("library")
        window.close()
        store.close()
        QApplication.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"))
