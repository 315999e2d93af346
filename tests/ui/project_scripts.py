"""The project's scripts (``scripts/``) loaded as modules for the UI tests."""

from __future__ import annotations

import importlib.util
import sys
from importlib.machinery import SourceFileLoader
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def load_script(name: str, folder: str = "scripts") -> ModuleType:
    """A script of ``scripts/`` (no ``.py`` needed), or of ``folder``, as a module."""
    path = ROOT / folder / name
    loader = SourceFileLoader(f"companion_script_{name.replace('.', '_')}", str(path))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[loader.name] = module  # dataclasses look their module up
    loader.exec_module(module)
    return module
