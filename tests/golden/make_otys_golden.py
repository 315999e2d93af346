"""Regenerate the Otys golden playthroughs (by hand, after a deliberate rule change).

    PYTHONPATH=. .venv/bin/python tests/golden/make_otys_golden.py

Each game is a setup drawn with a fixed seed, played to the end by the seeded random
player (:mod:`companion.games.otys.autoplay`); the command log (JSON lines) and what it
replays to (final prestige, winners, the tie-break, the final state) are written next
to this file. Review the diff of the ``.expected.json`` files before committing them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from companion.games.otys.autoplay import play_game
from companion.games.otys.plugin import PLUGIN
from companion.games.otys.ruleset import RULESET

HERE = Path(__file__).parent
GAMES = {"otys_2p": (2, 16), "otys_3p": (3, 3), "otys_4p": (4, 5)}
"""Name: (players, seed). The 2-player game ends tied on prestige, broken by the
resources in the dig zones (p. 8); the 3-player game plays the spy variant and both
of the 3- and 4-player games random sponsor sides (``example_setup``)."""


def expected(state: Any) -> dict[str, Any]:
    """What a golden game must replay to."""
    result = PLUGIN.result(state, None)
    assert result is not None
    return {
        "scores": {score.name: score.points for score in result.scores},
        "winners": list(result.winners),
        "tie_break": None if result.tie_break is None else result.tie_break.code,
        "triggered_by": state.triggered_by,
        "state": RULESET.state_to_json(state),
    }


def main() -> None:
    for name, (players, seed) in GAMES.items():
        session = play_game(PLUGIN.example_setup(players, seed), seed)  # type: ignore[arg-type]
        lines = [json.dumps(c.model_dump(mode="json")) for c in session.commands]
        (HERE / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        result = expected(session.state)
        (HERE / f"{name}.expected.json").write_text(
            json.dumps(result, indent=1, sort_keys=True) + "\n", encoding="utf-8"
        )
        print(name, len(lines), "commands", result["scores"], result["tie_break"])


if __name__ == "__main__":
    main()
