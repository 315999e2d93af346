"""An Antarctica game kept by the store: saved, undone and redone, reopened from
its snapshot, finished with its scores in the games list (the plug-in boundary)."""

from __future__ import annotations

from pathlib import Path

from tests.store.golden_game import check_stored_golden


def test_a_stored_game_reopens_where_it_was(tmp_path: Path) -> None:
    check_stored_golden(tmp_path, "antarctica", "ant_3p", 200)
