"""``companion-cli score --game otys POSITION.json``.

Reads a position (schema ``docs/otys-position.schema.json``, example
``docs/examples/otys-position.json``): each player's prestige and dig zones; prints
each player's prestige and resources with the places, the winners and the tie-break
(p. 8); ``--json`` prints the result as data (message codes and parameters). Bad
input exits with 2 and a sentence naming the file and the field.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from pydantic import ValidationError

from companion.core.errors import CompanionError, DataError
from companion.core.game_cli import game_command
from companion.core.plugin import StoredData
from companion.core.reading import (
    MAX_DATA_INT,
    MAX_FILE_BYTES,
    plain_name,
    read_file_bytes,
    read_json_text,
    shown_safely,
)
from companion.games.otys.end import Standing, rank
from companion.games.otys.english import ENGLISH
from companion.games.otys.position import Position

GAME = "otys"
EXIT_REJECTED = 2


def _located(loc: tuple[int | str, ...]) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text or "the top level"


def read_position(path: str) -> Position:
    """The position in the file at ``path``; ``DataError`` (``bad_position``) naming
    the field when it is not one, ``OSError`` when the file cannot be read."""
    what = f"position file {path}"
    data = read_json_text(
        read_file_bytes(path, what=what, max_bytes=MAX_FILE_BYTES), what=what, max_int=MAX_DATA_INT
    )
    try:
        position = Position.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        reason = str(first["msg"]).removeprefix("Value error, ")
        where = _located(tuple(first["loc"]))
        raise DataError(
            "bad_position",
            f"The {what} is not an Otys position: at {where}, {reason}.",
            file=path,
            field=where,
        ) from None
    for seat, player in enumerate(position.players):
        plain_name(player.name, f"name of player {seat + 1} in the {what}", max_length=40)
    return position


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
    try:
        position = read_position(args.position)
    except CompanionError as error:
        if args.json:
            print(json.dumps({"error": error.to_dict()}, indent=2, ensure_ascii=False))
        print(error.message, file=sys.stderr)
        return EXIT_REJECTED
    except OSError as error:
        print(f"Cannot read {args.position}: {error.strerror or error}", file=sys.stderr)
        return EXIT_REJECTED
    if args.json:
        print(json.dumps(score(position), indent=2, ensure_ascii=False))
    else:
        print(scores_text(position))
    return 0


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
