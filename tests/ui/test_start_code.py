"""The code the start compiles from strings is kept from one start to the next (issue #13)."""

from __future__ import annotations

import builtins
import collections
import dataclasses
import marshal
import re
import re._compiler
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ForwardRef, NamedTuple

import pytest
from project_scripts import first_frame_lines, resumed_first_frame_lines

from ui import start_code
from ui.start_code import cache_path, read, write

SUPPORT = "shibokensupport/signature/example.py"


@pytest.fixture
def path(tmp_path: Path) -> Iterator[Path]:
    yield cache_path(tmp_path / "cache")
    start_code.end()


def test_a_support_module_is_compiled_once_and_then_read_from_the_cache(path: Path) -> None:
    start_code.begin(path)
    first = compile(b"x = 1\n", SUPPORT, "exec")
    start_code.end()
    assert builtins.compile is start_code._real_compile
    assert path.exists()
    # the kept code is the one handed back while its source is the same
    kept = read(path)
    [key] = kept
    kept[key] = compile("x = 2\n", SUPPORT, "exec")
    write(path, kept)
    start_code.begin(path)
    again = compile(b"x = 1\n", SUPPORT, "exec")
    changed = compile(b"x = 3\n", SUPPORT, "exec")
    start_code.end()
    assert 1 in first.co_consts and 2 in again.co_consts and 3 in changed.co_consts
    # what this start compiled, no more: the cache does not grow
    assert [3 in c.co_consts for c in read(path).values()] == [False, True]


def test_dataclasses_named_tuples_and_forward_references_are_kept(path: Path) -> None:
    start_code.begin(path)

    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 2

    class Pair(NamedTuple):
        a: int
        b: list[int]

    refs = ForwardRef("list[int]"), ForwardRef("list[int]")
    start_code.end()
    assert Point(1) == Point(1, 2) and hash(Point(1)) == hash(Point(1, 2))
    assert Pair(1, [2]) == (1, [2]) and typing.get_type_hints(Pair)["b"] == list[int]
    assert refs[0].__forward_code__ is refs[1].__forward_code__
    kept = read(path)
    assert {mode for _, mode, _ in kept} == {"exec", "eval"} and len(kept) > 5
    for namespace in (vars(dataclasses), vars(collections), vars(typing)):
        assert not {"exec", "eval", "compile"} & namespace.keys()
    assert ForwardRef("x").__forward_code__ is not ForwardRef("x").__forward_code__
    start_code.begin(path)
    made = dataclasses.make_dataclass("Point", ["x", ("y", int, 2)], frozen=True)
    assert not start_code._missed  # the same methods' source as Point's
    start_code.end()
    assert made(1).y == 2


PATTERNS = (
    (r"(?P<word>\w+)\s*=\s*(?P<value>[^,]+)", re.VERBOSE),
    (r"%\(\w+\)[#0+ -]*(\*|\d+)?[diouxefgcrsa%]", re.IGNORECASE),
    (rb"\A[\x00-\x7f]+\Z", 0),
    (r"a|b", re.ASCII | re.MULTILINE),
)


def test_patterns_are_made_from_what_was_kept(path: Path) -> None:
    def compiled() -> list[re.Pattern[Any]]:
        return [re._compiler.compile(pattern, flags) for pattern, flags in PATTERNS]

    made = compiled()
    start_code.begin(path)
    first = compiled()
    start_code.end()
    start_code.begin(path)
    again = compiled()
    assert not start_code._missed
    start_code.end()
    assert re._compiler.compile is start_code._real_pattern
    for pattern, other in zip(made, again, strict=True):
        # a pattern's equality compares its flags and its compiled code
        assert pattern == other and pattern.groupindex == other.groupindex
        assert pattern.groups == other.groups
    assert first == made
    assert again[0].match("key = value").group("value") == "value"
    kept = read(path)
    for key, given in kept.items():
        kept[key] = (given[0], [255, 255], *given[2:])  # code _sre refuses
    write(path, kept)
    start_code.begin(path)
    assert compiled() == made
    start_code.end()


def test_other_compiles_and_a_broken_cache_go_as_before(path: Path) -> None:
    path.parent.mkdir()
    path.write_bytes(b"not a cache")
    start_code.begin(path)
    code = compile(b"y = 1\n", "elsewhere.py", "exec")
    flagged = compile("1 + 1", SUPPORT, "eval", dont_inherit=True)
    start_code.end()
    assert eval(flagged) == 2 and code.co_filename == "elsewhere.py"
    assert path.read_bytes() == b"not a cache"  # nothing kept compiled
    path.write_bytes(path.read_bytes()[:5])
    assert read(path) == {}
    path.write_bytes(b"\0\0\0\0" + marshal.dumps({}))  # another Python's
    assert read(path) == {}
    start_code.begin(path)
    assert re._compiler.compile("x", re.DEBUG | re.IGNORECASE).match("X")  # not kept
    start_code.end()
    assert read(path) == {}
    start_code.end()  # twice is harmless
    assert builtins.compile is start_code._real_compile


def test_a_damaged_or_oversized_cache_is_not_loaded(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_code.begin(path)
    compile(b"z = 12345\n", SUPPORT, "exec")
    start_code.end()
    whole = path.read_bytes()
    assert len(read(path)) == 1
    # one byte of the marshalled code changed: marshal would load code no one compiled
    constant = (12345).to_bytes(4, "little")
    assert whole.count(constant) == 1
    path.write_bytes(whole.replace(constant, (12346).to_bytes(4, "little")))
    assert read(path) == {}
    path.write_bytes(whole)
    monkeypatch.setattr(start_code, "MAX_BYTES", len(whole) - 1)
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
import ui.start_code
ui.start_code._real_compile = counted
from ui.app import create_application, start_done
app = create_application()
start_done()  # no main window: the start is over
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
    assert list(tmp_path.rglob("start-code.*.marshal"))
    second = first_frame_lines(START)
    assert "compiled: 0" in second and "signature: True" in second


FIRST_FRAME = """
import builtins, collections, dataclasses, typing
from pydantic_core import core_schema
refs = core_schema.AnySchema.__annotations__["ref"], core_schema.NoneSchema.__annotations__["ref"]
print("pydantic's shared:", refs[0].__forward_code__ is refs[1].__forward_code__)
import re._compiler, _sre
names = {"exec", "eval", "compile"}
print("still kept:", builtins.compile.__module__ != "builtins" or any(
    names & vars(module).keys() for module in (dataclasses, collections, typing)
) or re._compiler.compile.__module__ != "re._compiler" or re._compiler._sre is not _sre)
"""


def test_the_start_keeps_them_until_its_first_frame(data_dir: Path) -> None:
    lines = resumed_first_frame_lines(data_dir, FIRST_FRAME)
    assert "pydantic's shared: True" in lines and "still kept: False" in lines
