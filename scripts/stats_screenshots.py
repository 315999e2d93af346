"""Render the statistics screens (issue #16) to docs/screenshots/stats/.

    .venv/bin/python scripts/stats_screenshots.py [OUTPUT_DIR]

Builds the test fixture library (tests/stats/library.py: 53 games of the three
kinds played by the engines' random players, about 20 s) in a temporary folder,
then shoots at 1280×800: the library (Home), a player's statistics, a game kind's
statistics, and page 1 of a score sheet PDF (pdftoppm, poppler-utils).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    """Shoot the four pictures."""
    from PySide6.QtWidgets import QApplication

    from companion.store import GameStore, LibraryQuery
    from tests.stats.library import build
    from ui import theme
    from ui.main_window import MainWindow
    from ui.scoresheet import write_scoresheet

    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots" / "stats"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["COMPANION_DATA_DIR"] = folder
        app = QApplication([])
        theme.apply(app, theme.LIGHT)
        path = Path(folder) / "companion.sqlite3"
        build(path)
        store = GameStore(path)
        window = MainWindow(store)
        window.resize(1280, 800)
        window.show()
        window.show_home()
        app.processEvents()
        window.grab().save(str(out / "library.png"))
        ada = next(p for p in store.profiles() if p.name == "Ada")
        window.show_statistics(profile=ada.id)
        app.processEvents()
        window.grab().save(str(out / "player.png"))
        window.show_statistics(game_id="underwater_cities")
        app.processEvents()
        window.grab().save(str(out / "game-kind.png"))
        game = store.library(LibraryQuery(game_id="underwater_cities")).rows[0].id
        pdf = write_scoresheet(store, game, Path(folder) / "sheet.pdf")
        subprocess.run(
            ["pdftoppm", "-png", "-r", "70", "-singlefile", str(pdf), str(out / "score-sheet")],
            check=True,
        )
        window.close()
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
