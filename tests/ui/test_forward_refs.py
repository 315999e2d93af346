"""typing's forward references are compiled once per string while the app starts (issue #13)."""

from __future__ import annotations

import typing
from pathlib import Path
from typing import ForwardRef

from project_scripts import resumed_first_frame_lines

from ui import forward_refs


def test_forward_references_share_their_code_while_sharing_is_on() -> None:
    forward_refs.share()
    try:
        first, second = ForwardRef("list[int]"), ForwardRef("list[int]")
        assert first.__forward_code__ is second.__forward_code__
        assert ForwardRef("int").__forward_code__ is not first.__forward_code__
        assert typing.get_type_hints(_Point) == {"x": int, "y": list[int]}
        assert compile("1", "<string>", "eval", dont_inherit=True) is not None
    finally:
        forward_refs.stop_sharing()
    assert "compile" not in vars(typing)
    assert ForwardRef("list[int]").__forward_code__ is not ForwardRef("list[int]").__forward_code__
    forward_refs.stop_sharing()  # twice is harmless


class _Point(typing.NamedTuple):
    x: int
    y: list[int]


FIRST_FRAME = """
import typing
from pydantic_core import core_schema
refs = core_schema.AnySchema.__annotations__["ref"], core_schema.NoneSchema.__annotations__["ref"]
print("pydantic's shared:", refs[0].__forward_code__ is refs[1].__forward_code__)
print("still shared:", "compile" in vars(typing))
again = typing.ForwardRef("x"), typing.ForwardRef("x")
print("again:", again[0].__forward_code__ is not again[1].__forward_code__)
"""


def test_the_start_shares_them_until_its_first_frame(data_dir: Path) -> None:
    lines = resumed_first_frame_lines(data_dir, FIRST_FRAME)
    assert "pydantic's shared: True" in lines
    assert "still shared: False" in lines and "again: True" in lines
