"""Regenerate the golden playthroughs (run by hand after a deliberate rule change).

    .venv/bin/python tests/golden/make_golden.py

Each game is played by the random legal player with a fixed seed; the command
log (JSON lines) and the final state it replays to are written next to this file.
Review the diff of the ``.expected.json`` files before committing them.
"""

from __future__ import annotations

import json
from pathlib import Path

from companion.games.underwater_cities.autoplay import play_game
from companion.games.underwater_cities.ruleset import RULESET

HERE = Path(__file__).parent
COLOURS = ["orange", "blue", "green", "purple"]
NAMES = ["Anna", "Ben", "Chiara", "Dieter"]
GAMES = {
    "uc_2p_full": (2, 11),
    "uc_4p_cloning": (4, 5),
}


def setup(players: int, seed: int) -> dict[str, object]:
    """The setup command of a golden game."""
    return {
        "type": "setup_game",
        "players": [{"name": NAMES[i], "colour": COLOURS[i]} for i in range(players)],
        "seed": seed,
        "rules_edition": 2,
    }


def _written(data: dict[str, object], kind: str) -> dict[str, object]:
    """A command as the golden file holds it: defaults left out, but a setup always
    names its rules edition (one without it replays as edition 1)."""
    if kind == "setup_game":
        data["rules_edition"] = 2
    return data | {"type": kind}


def main() -> None:
    for name, (players, seed) in GAMES.items():
        session = play_game(setup(players, seed), seed)
        lines = [
            json.dumps(_written(c.model_dump(mode="json", exclude_defaults=True), c.type))  # type: ignore[attr-defined]
            for c in session.commands
        ]
        (HERE / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        expected = RULESET.state_to_json(session.state)
        (HERE / f"{name}.expected.json").write_text(
            json.dumps(expected, indent=1, sort_keys=True) + "\n", encoding="utf-8"
        )
        print(name, len(lines), "commands", [p.points for p in session.state.players])


if __name__ == "__main__":
    main()
