"""Regenerate the Antarctica golden playthroughs (by hand, after a deliberate rule change).

    PYTHONPATH=. .venv/bin/python tests/golden/make_ant_golden.py

Each game is a setup drawn with a fixed seed, played to the end by the seeded random
player (:mod:`companion.games.antarctica.autoplay`); the command log (JSON lines)
and what it replays to (final scores, winners, the end's reasons, the final state)
are written next to this file. Review the diff of the ``.expected.json`` files
before committing them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from companion.core.model import Command
from companion.games.antarctica.autoplay import play_game
from companion.games.antarctica.plugin import PLUGIN
from companion.games.antarctica.ruleset import RULESET

HERE = Path(__file__).parent
GAMES = {"ant_2p": (2, 1), "ant_3p": (3, 4), "ant_4p": (4, 6)}
"""Name: (players, seed). The 3- and 4-player games end in ties on points broken by
building cards and by first places ("VINCITORE DEL GIOCO")."""


def expected(state: Any) -> dict[str, Any]:
    """What a golden game must replay to."""
    result = PLUGIN.result(state, None)
    assert result is not None
    return {
        "scores": {score.name: score.points for score in result.scores},
        "winners": list(result.winners),
        "tie_break": None if result.tie_break is None else result.tie_break.code,
        "ended_by": list(state.ended_by),
        "state": RULESET.state_to_json(state),
    }


def as_data(command: Command) -> dict[str, Any]:
    """A command as the golden file holds it (defaults left out, its type kept)."""
    kind = command.model_dump(mode="json", include={"type"})["type"]
    return {"type": kind, **command.model_dump(mode="json", exclude_defaults=True)}


def main() -> None:
    for name, (players, seed) in GAMES.items():
        session = play_game(PLUGIN.example_setup(players, seed), seed)
        lines = [
            json.dumps(c.model_dump(mode="json", exclude_defaults=True) | {"type": c.type})
            for c in session.commands
        ]  # type: ignore[attr-defined]
        (HERE / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        result = expected(session.state)
        (HERE / f"{name}.expected.json").write_text(
            json.dumps(result, indent=1, sort_keys=True) + "\n", encoding="utf-8"
        )
        print(name, len(lines), "commands", result["scores"], result["tie_break"])


if __name__ == "__main__":
    main()
