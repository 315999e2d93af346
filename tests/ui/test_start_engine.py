"""What the engine and the store leave out of the start (issue #13), in a fresh process
resuming the demo game."""

from __future__ import annotations

from pathlib import Path

from project_scripts import first_frame_lines

from ui import settings
from ui.app import demo_store

FIRST_FRAME = """
import sys
from ui.app import create_application, create_main_window, open_store
app = create_application()
store = open_store()
window = create_main_window(store)
window.show()
app.processEvents()
assert window.table is not None
later = [
    "companion.store.library",
    "companion.store.transfer",
    "companion.games.underwater_cities.scoring",
    "companion.games.underwater_cities.spend",
    "companion.games.underwater_cities.pack",
    "companion.games.underwater_cities.teaching.detect",
    "companion.games.underwater_cities.teaching.guide",
]
print("loaded:", *[m for m in later if m in sys.modules])
loader = sys.modules.get("pydantic.plugin._loader")
print("pydantic plug-ins looked for:", getattr(loader, "_plugins", None) is not None)
window.close()
store.close()
"""


def test_the_start_imports_no_library_export_scoring_packs_or_teaching(data_dir: Path) -> None:
    store, number = demo_store(data_dir)
    store.close()
    settings.remember_game(number)
    lines = first_frame_lines(FIRST_FRAME)
    assert "loaded:" in lines  # none of them
    assert "pydantic plug-ins looked for: False" in lines
