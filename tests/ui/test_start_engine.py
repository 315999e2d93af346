"""What the engine and the store leave out of the start (issue #13), in a fresh process
resuming the demo game."""

from __future__ import annotations

from pathlib import Path

from project_scripts import resumed_first_frame_lines

CHECKS = """
import sys
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
"""


def test_the_start_imports_no_library_export_scoring_packs_or_teaching(data_dir: Path) -> None:
    lines = resumed_first_frame_lines(data_dir, CHECKS)
    assert "loaded:" in lines  # none of them
    assert "pydantic plug-ins looked for: False" in lines
