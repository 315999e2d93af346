"""The plug-in boundary: generic code names no game.

No file of the generic app (``ui/`` outside ``ui/games/<game>/``) and none of the
core, the store, teaching or the CLI's shell says "underwater" or imports a game's
package (``companion.games.<game>``, ``ui.games.<game>``): they find games by id,
through the registries (:mod:`companion.core.registry`, :mod:`ui.game_ui`).
"""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

HISTORY: dict[str, int] = {
    # Migration 2 moves the old card-library tables, which only the first game had,
    # into game_data under that game's id: a fact about databases already saved.
    "companion/store/schema.py": 1,
}
"""File → how many lines of it may name a game, for a documented historical reason."""


def generic_files() -> list[Path]:
    """Every Python file that must name no game."""
    found = [p for p in (ROOT / "ui").rglob("*.py") if (ROOT / "ui" / "games") not in p.parents]
    found += list((ROOT / "ui" / "games").glob("*.py"))  # ui/games/__init__.py itself
    for folder in ("companion/core", "companion/store", "companion/stats", "companion/teaching"):
        found += (ROOT / folder).rglob("*.py")
    found += (ROOT / "companion").glob("cli*.py")
    found += (ROOT / "companion" / "cli_commands").rglob("*.py")
    return sorted(found)


def _game_imports(tree: ast.AST) -> list[str]:
    """The modules of a game's package that ``tree`` imports."""
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
            if node.module in ("companion.games", "ui.games"):
                names += [f"{node.module}.{alias.name}" for alias in node.names]
    return [
        name
        for name in names
        if name.startswith(("companion.games.", "ui.games.")) or name == "companion.games"
    ]


def test_there_are_generic_files_to_check() -> None:
    files = {p.relative_to(ROOT).as_posix() for p in generic_files()}
    for expected in (
        "ui/main_window.py",
        "ui/controller.py",
        "ui/game_ui.py",
        "ui/screens/history.py",
        "ui/games/__init__.py",
        "companion/core/registry.py",
        "companion/store/game.py",
        "companion/stats/numbers.py",
        "companion/cli.py",
    ):
        assert expected in files
    assert not any(name.startswith("ui/games/underwater_cities/") for name in files)


@pytest.mark.parametrize("path", generic_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_generic_code_names_no_game(path: Path) -> None:
    text = path.read_text("utf-8")
    name = path.relative_to(ROOT).as_posix()
    naming = [line for line in text.splitlines() if "underwater" in line.casefold()]
    allowed = HISTORY.get(name, 0)
    assert len(naming) <= allowed, naming
    imports = _game_imports(ast.parse(text))
    assert imports == [], imports


ENGINE_ONLY: set[str] = set()
"""Games whose UI is still being built on its own branch (none now)."""


def test_every_game_ui_entry_point_is_found_by_its_id() -> None:
    from ui.game_ui import GROUP, get_game_ui

    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    declared = pyproject["project"]["entry-points"][GROUP]
    games = pyproject["project"]["entry-points"]["companion.games"]
    assert set(declared) | ENGINE_ONLY == set(games)
    for game_id in declared:
        assert get_game_ui(game_id).game_id == game_id


def test_a_game_without_a_ui_is_a_lookup_error() -> None:
    from ui.game_ui import get_game_ui

    with pytest.raises(LookupError):
        get_game_ui("no_such_game")
