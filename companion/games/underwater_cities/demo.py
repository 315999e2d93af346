"""A demo game (4 players, middle of round 6) for first looks and smoke tests.

The log lives in ``resources/underwater_cities/demo.jsonl``; it was played by
the random legal player (:mod:`.autoplay`) and replays through the normal door.
"""

from __future__ import annotations

import json
from importlib import resources as package_files


def demo_commands() -> list[dict[str, object]]:
    """The demo game's command log."""
    path = package_files.files("resources").joinpath("underwater_cities/demo.jsonl")
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]
