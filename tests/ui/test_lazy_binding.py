"""PySide6's modules bind Qt's functions on first call at the start (issue #13)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from project_scripts import resumed_first_frame_lines

from ui.app import binding_on_first_call

BINDING = os.RTLD_NOW | os.RTLD_LAZY


def test_the_modules_imported_inside_bind_on_first_call_and_pythons_flags_come_back() -> None:
    before = sys.getdlopenflags()
    with binding_on_first_call():
        assert sys.getdlopenflags() & BINDING == os.RTLD_LAZY
        assert sys.getdlopenflags() & ~BINDING == before & ~BINDING  # others kept
    assert sys.getdlopenflags() == before
    with pytest.raises(ImportError), binding_on_first_call():
        import ui.no_such_module  # type: ignore[import-not-found]  # noqa: F401
    assert sys.getdlopenflags() == before
    with binding_on_first_call(fresh=False):
        assert sys.getdlopenflags() == before


CHECKS = """
import os
print("binding:", sys.getdlopenflags() & (os.RTLD_NOW | os.RTLD_LAZY) == os.RTLD_NOW)
"""


def test_the_start_gives_python_its_own_binding_back(data_dir: Path) -> None:
    lines = resumed_first_frame_lines(data_dir, "import sys\n" + CHECKS)
    assert "binding: True" in lines
