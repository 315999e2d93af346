"""The installed entry points read without importlib.metadata (issue #13: the start
does not import it, nor email, socket, calendar...), as importlib.metadata reads them."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from companion.core import entry_points as points
from companion.core.errors import DataError

ROOT = Path(__file__).resolve().parents[1]


def _listed(found: list[points.Point]) -> list[tuple[str, str, str]]:
    return [(point.group, point.name, point.value) for point in found]


def test_the_same_entry_points_as_importlib_metadata() -> None:
    mine = _listed(points.scan())
    groups = entry_points()
    for group in groups.groups:
        theirs = [(group, p.name, p.value) for p in groups.select(group=group)]
        assert [item for item in mine if item[0] == group] == theirs
    assert len(mine) == sum(len(groups.select(group=group)) for group in groups.groups)
    games = {name for group, name, _ in mine if group == "companion.games"}
    assert {"underwater_cities", "antarctica", "otys"} <= games


def _dist(root: Path, folder: str, text: str) -> None:
    (root / folder).mkdir(parents=True)
    (root / folder / "entry_points.txt").write_text(text, encoding="utf-8")
    name = folder.partition("-")[0]
    (root / folder / "METADATA").write_text(f"Name: {name}\nVersion: 1.0\n", encoding="utf-8")


def test_the_first_distribution_of_a_name_wins_and_zips_are_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    _dist(first, "Some_Game-1.0.dist-info", "[companion.games]\nsome = pkg.mod:GAME\n")
    _dist(second, "some.game-2.0.dist-info", "[companion.games]\nsome = old.mod:GAME\n")
    archive = tmp_path / "lib.zip"
    with zipfile.ZipFile(archive, "w") as made:
        made.writestr("zipped-1.0.dist-info/entry_points.txt", "[companion.ui]\nz = z.ui:UI\n")
        made.writestr("zipped-1.0.dist-info/METADATA", "Name: zipped\nVersion: 1.0\n")
    monkeypatch.setattr(sys, "path", [str(first), str(second), str(archive), "/nowhere"])
    found = _listed(points.scan())
    assert found == [
        ("companion.games", "some", "pkg.mod:GAME"),
        ("companion.ui", "z", "z.ui:UI"),
    ]
    assert found == _listed(points._from_metadata())  # what another finder's world gets


def test_a_malformed_line_of_ours_names_its_file_and_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _dist(tmp_path, "broken-1.0.dist-info", "# made by hand\n[companion.games]\nok = a:B\noops\n")
    monkeypatch.setattr(sys, "path", [str(tmp_path)])
    with pytest.raises(DataError) as raised:
        points.scan()
    assert raised.value.code == "game_data_damaged"
    assert raised.value.params["line"] == 4
    assert "broken-1.0.dist-info" in raised.value.params["path"]


def test_another_groups_malformed_line_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _dist(tmp_path, "other-1.0.dist-info", "[console_scripts]\nnot a pair\n[x]\ny = z\n")
    _dist(tmp_path, "ours-1.0.dist-info", "[companion.games]\ng = games.g:PLUGIN [extra]\n")
    (tmp_path / "empty-1.0.dist-info").mkdir()
    (tmp_path / "bad-1.0.dist-info").mkdir()
    undecodable = b"[companion.ui]\nu = \xff:U\n"
    (tmp_path / "bad-1.0.dist-info" / "entry_points.txt").write_bytes(undecodable)
    monkeypatch.setattr(sys, "path", [str(tmp_path)])
    found = sorted(_listed(points.scan()))
    assert ("companion.games", "g", "games.g:PLUGIN [extra]") in found
    assert ("x", "y", "z") in found
    assert ("companion.ui", "u", "\ufffd:U") in found
    with pytest.raises(DataError):
        next(p for p in points.scan() if p.group == "companion.ui").load()


def test_a_point_loads_its_object() -> None:
    point = points.Point("join", "os.path:join", "test")
    assert point.load() is __import__("os").path.join
    assert points.Point("m", "os.path", "test").load() is __import__("os").path


def test_the_start_imports_no_metadata_reader(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from ui.app import preload_engine\n"
        "preload_engine()\n"
        "from companion.core import registry\n"
        "assert registry.get_plugin('underwater_cities').id == 'underwater_cities'\n"
        "print(*sorted(m for m in ('importlib.metadata', 'email', 'socket', 'calendar')"
        " if m in sys.modules))\n"
        "import pydantic.plugin._loader as loader\n"
        "print(len(loader.entry_points(group='companion.games')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={"PATH": "", "PYTHONPATH": str(ROOT), "COMPANION_DATA_DIR": str(tmp_path)},
    )
    assert done.stdout.splitlines() == ["", "3"]


def test_package_data_is_where_importlib_resources_finds_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from importlib import resources

    from companion.core import package_data

    assert package_data.files("resources") == resources.files("resources")
    archive = tmp_path / "zipped.zip"
    with zipfile.ZipFile(archive, "w") as made:
        made.writestr("zipped_data/__init__.py", "")
        made.writestr("zipped_data/table.json", "[1]")
    monkeypatch.syspath_prepend(str(archive))
    found = package_data.files("zipped_data")
    assert not isinstance(found, Path)  # importlib.resources' own reader
    assert found.joinpath("table.json").read_text(encoding="utf-8") == "[1]"
