"""``companion-cli score --game otys POSITION.json``.

Reads a position (schema ``docs/otys-position.schema.json``, example
``docs/examples/otys-position.json``): each player's prestige and dig zones; prints
each player's prestige and resources with the places, the winners and the tie-break
(p. 8); ``--json`` prints the result as data (message codes and parameters). Bad
input exits with 2 and a sentence naming the file and the field.
"""

from __future__ import annotations

import argparse
from typing import Any

from companion.core.game_cli import game_command, read_position_file, run_score
from companion.core.plugin import StoredData
from companion.core.reading import (
    shown_safely,
)
from companion.games.otys.end import Standing, rank
from companion.games.otys.english import ENGLISH
from companion.games.otys.position import Position

GAME = "otys"


def read_position(path: str) -> Position:
    """The position in the file at ``path``; ``DataError`` (``bad_position``) naming
    the field when it is not one, ``OSError`` when the file cannot be read."""
    return read_position_file(path, Position, "Otys", lambda p: [x.name for x in p.players])


def score(position: Position) -> dict[str, Any]:
    """The result as data: each player's prestige, resources and place; the winners;
    the tie-break (a message)."""
    places, tie_break = rank([(p.name, p.prestige, p.resources()) for p in position.players])
    return {
        "players": [
            {"name": s.name, "prestige": s.prestige, "resources": s.resources, "place": s.place}
            for s in places
        ],
        "winners": [s.name for s in places if s.place == 1],
        "tie_break": None if tie_break is None else tie_break.model_dump(mode="json"),
    }


def scores_text(position: Position) -> str:
    """The result as text people read."""
    places, tie_break = rank([(p.name, p.prestige, p.resources()) for p in position.players])
    out = [
        f"{shown_safely(s.name)}: {s.prestige} prestige, {s.resources} resources in the dig zones"
        for s in places
    ]
    ranking: list[Standing] = sorted(places, key=lambda s: (s.place, s.seat))
    out.append(
        "Result: " + ", ".join(f"{s.place}. {shown_safely(s.name)} ({s.prestige})" for s in ranking)
    )
    winners = [shown_safely(s.name) for s in ranking if s.place == 1]
    out.append(f"{'Winners' if len(winners) > 1 else 'Winner'}: {' and '.join(winners)}")
    if tie_break is not None:
        out.append(f"Tie-break: {ENGLISH.render(tie_break)}")
    return "\n".join(out)


def _score(args: argparse.Namespace) -> int:
    return run_score(args, read_position, score, scores_text)


def add_commands(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser], stored: StoredData
) -> None:
    """Add Otys's ``score`` (under ``--game otys``)."""
    parser = game_command(
        subparsers,
        "score",
        GAME,
        help="final scoring of a position",
        description="Score an Otys position (docs/otys-position.schema.json): most prestige "
        "wins; tie: most resources in the dig zones; still tied: shared. Exit 2 on bad input.",
    )
    parser.add_argument("position", help="the position file (JSON)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.set_defaults(handler=_score)
