"""PySide6's embedded support modules are compiled once, not at every start (issue #13)."""

from __future__ import annotations

import builtins
import marshal
from pathlib import Path

import pytest
from project_scripts import first_frame_lines

from ui.shiboken_cache import cache_path, compiled_once, read, write

SUPPORT = "shibokensupport/signature/example.py"


def test_a_support_module_is_compiled_once_and_then_read_from_the_cache(tmp_path: Path) -> None:
    path = cache_path(tmp_path / "cache")
    real = builtins.compile
    with compiled_once(path):
        first = compile(b"x = 1\n", SUPPORT, "exec")
    assert builtins.compile is real
    assert path.exists()
    # the cached code is the one handed back while its source is the same
    cached = read(path)
    cached[SUPPORT] = (cached[SUPPORT][0], compile("x = 2\n", SUPPORT, "exec"))
    write(path, cached)
    with compiled_once(path):
        again = compile(b"x = 1\n", SUPPORT, "exec")
        changed = compile(b"x = 3\n", SUPPORT, "exec")
    assert again.co_consts != first.co_consts and 2 in again.co_consts
    assert 3 in changed.co_consts
    assert 3 in read(path)[SUPPORT][1].co_consts  # a changed source is cached again


def test_other_compiles_and_a_broken_cache_go_as_before(tmp_path: Path) -> None:
    path = cache_path(tmp_path)
    path.write_bytes(b"not a cache")
    with compiled_once(path):
        code = compile(b"y = 1\n", "elsewhere.py", "exec")
        expression = compile("1 + 1", SUPPORT, "eval")
    assert eval(expression) == 2 and code.co_filename == "elsewhere.py"
    assert path.read_bytes() == b"not a cache"  # nothing of the bootstrap compiled
    with compiled_once(path):
        compile(b"x = 1\n", SUPPORT, "exec")
    assert SUPPORT in read(path)
    path.write_bytes(path.read_bytes()[:20])  # cut short
    assert read(path) == {}
    with pytest.raises(ValueError), compiled_once(path):
        raise ValueError
    assert builtins.compile.__module__ == "builtins"
    with compiled_once(path, fresh=False):
        assert builtins.compile.__module__ == "builtins"


def test_the_cache_is_for_this_pythons_bytecode(tmp_path: Path) -> None:
    path = cache_path(tmp_path)
    path.write_bytes(b"\0\0\0\0" + marshal.dumps({SUPPORT: (b"", compile("", SUPPORT, "exec"))}))
    assert read(path) == {}


START = """
import builtins
real = builtins.compile
support = []


def counted(source, filename, *args, **kwargs):
    if str(filename).startswith("shibokensupport/"):
        support.append(filename)
    return real(source, filename, *args, **kwargs)


builtins.compile = counted
from ui.app import create_application
app = create_application()
builtins.compile = real
print("compiled:", len(support))
from PySide6.QtCore import QTimer
from shibokensupport.signature import get_signature
print("signature:", str(get_signature(QTimer.setInterval)) == "(self, msec: int, /) -> None")
"""


def test_the_second_start_compiles_none_of_pysides_support_modules(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "data"))
    first = first_frame_lines(START)
    assert "signature: True" in first and "compiled: 0" not in first
    assert list(tmp_path.rglob("shibokensupport.*.marshal"))
    second = first_frame_lines(START)
    assert "compiled: 0" in second and "signature: True" in second
