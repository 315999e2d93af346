"""``companion-cli score``, ``produce`` and ``library``: quick scoring and the card library.

``score POSITION.json`` and ``produce POSITION.json`` read a position
(``docs/position.md``) and print the final scoring or the production and
feeding forecast as JSON, or as a readable table with ``--text``. Cards come
from the card library: the built-in data plus what tables added to the
companion's database (``--database PATH``, opened through the store;
``--no-database`` for the built-in data only) plus the position's inline card pack.

``library import PACK.json`` imports a pack (``docs/pack.md``: refused whole on any
error; the table's confirmed entries win and differences are reported),
``library export`` prints everything tables taught as one pack, ``library schema``
the JSON Schema of a pack.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from companion.core.errors import CompanionError
from companion.core.game_cli import game_command
from companion.core.plugin import StoredData
from companion.core.reading import MAX_FILE_BYTES, decode_text, read_file_bytes
from companion.games.underwater_cities.english import ENGLISH, amount_words
from companion.games.underwater_cities.library import CardLibrary, builtin_library
from companion.games.underwater_cities.model import Resources, amounts
from companion.games.underwater_cities.pack import describe, export_pack, pack_schema, plan_import
from companion.games.underwater_cities.position import parse_position
from companion.games.underwater_cities.production import Forecast
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.scoring import FinalScores

EXIT_REJECTED = 2
_STEPS = (
    ("metropolis", "1. brown metropolis"),
    ("cards", "2. end-scoring cards"),
    ("cities", "3. cities"),
    ("resources", "4. resources"),
)


def _table_library(args: argparse.Namespace) -> CardLibrary | None:
    """The library with what the database's tables added; None without a database."""
    stored: StoredData = args.stored
    rows = stored.rows(RULESET.game_id, args.database)
    return None if rows is None else CardLibrary.from_rows(rows)


def _library(args: argparse.Namespace) -> CardLibrary:
    """The library to score with: what the database's tables added, if there is one
    (a database that does not exist is not created: the built-in data is used)."""
    if args.no_database:
        return builtin_library()
    return _table_library(args) or builtin_library()


def _fail(error: CompanionError) -> int:
    print(json.dumps({"error": error.to_dict()}, indent=2, default=str))
    print(error.message, file=sys.stderr)
    return EXIT_REJECTED


def _read(path: str) -> str:
    """The text of a position or pack file, through the bounded reader (size, UTF-8)."""
    what = f"file {path}"
    return decode_text(read_file_bytes(path, what=what, max_bytes=MAX_FILE_BYTES), what=what)


def _gain(resources: Resources, points: int) -> str:
    """'2 credits, 1 point'; 'nothing' when empty."""
    return amount_words(amounts(resources, points))


def scores_text(result: FinalScores) -> str:
    """The final scoring as a table people read."""
    out: list[str] = []
    for score in result.players:
        out.append(f"{score.name}")
        out.append(f"  {score.before:>4}  points before final scoring")
        for step, title in _STEPS:
            out.append(f"  {getattr(score, step):>4}  {title}")
            out += [
                f"        {line.points:>4}  {ENGLISH.render(line.text)}"
                for line in score.lines
                if line.step == step
            ]
        out.append(f"  {score.total:>4}  total")
        out += [f"        unknown: {ENGLISH.render(text)}" for text in score.unknown]
        out.append("")
    names = {s.player: s.name for s in result.players}
    order = ", ".join(names[seat] for seat in result.play_order)
    places = ", ".join(
        f"{place}. {names[seat]} ({next(s.total for s in result.players if s.player == seat)})"
        for place, seat in enumerate(result.ranking, start=1)
    )
    kind = "Projection" if result.projection else "Result"
    out.append(f"{kind}: {places}")
    out.append(f"Winner: {names[result.winner]} (ties go to the earlier in: {order})")
    return "\n".join(out)


def forecast_text(forecasts: tuple[Forecast, ...]) -> str:
    """The production and feeding forecast as a table people read."""
    out: list[str] = []
    for forecast in forecasts:
        produced, fed = forecast.produced, forecast.fed
        out.append(f"{forecast.name}: production")
        out += [
            f"  {_gain(line.resources, line.points):<28} {ENGLISH.render(line.text)}"
            for line in produced.lines
        ]
        out.append(f"  total: {_gain(produced.resources, produced.points)}")
        cities = f"{fed.cities} connected cit{'y eats' if fed.cities == 1 else 'ies eat'}"
        out.append(
            f"  feeding: {cities} {fed.kelp} kelp and {fed.biomatter} biomatter, "
            f"and cost {fed.points_lost} points"
        )
        out.append(f"  after: {forecast.resources.describe()}; {forecast.points} points")
        for choice in forecast.choices:
            options = ", ".join(o.id for o in choice.options)
            out.append(
                f"  choice {choice.id}: {ENGLISH.render(choice.question)} "
                f"[{options}; default {choice.default}]"
            )
        out += [f"  unknown: {ENGLISH.render(text)}" for text in forecast.unknown]
        out.append("")
    return "\n".join(out).rstrip("\n")


def _dump(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False)


def _score(args: argparse.Namespace) -> int:
    try:
        loaded = parse_position(_read(args.position), args.position, _library(args))
        result = loaded.score()
    except CompanionError as error:
        return _fail(error)
    except OSError as error:
        print(f"Cannot read {args.position}: {error.strerror}", file=sys.stderr)
        return EXIT_REJECTED
    print(scores_text(result) if args.text else _dump(result.model_dump(mode="json")))
    return 0


def _produce(args: argparse.Namespace) -> int:
    try:
        loaded = parse_position(_read(args.position), args.position, _library(args))
        forecasts = loaded.produce()
    except CompanionError as error:
        return _fail(error)
    except OSError as error:
        print(f"Cannot read {args.position}: {error.strerror}", file=sys.stderr)
        return EXIT_REJECTED
    if args.text:
        print(forecast_text(forecasts))
    else:
        print(_dump({"players": [f.model_dump(mode="json") for f in forecasts]}))
    return 0


def _library_command(args: argparse.Namespace) -> int:
    if args.action == "schema":
        print(_dump(pack_schema()))
        return 0
    if args.action == "import" and args.pack is None:
        print("library import needs the pack file: library import PACK.json", file=sys.stderr)
        return EXIT_REJECTED
    stored: StoredData = args.stored
    try:
        rows = stored.rows(RULESET.game_id, args.database) or []
        if args.action == "export":
            print(export_pack(rows), end="")
            return 0
        plan = plan_import(_read(args.pack), rows, args.pack)
        stored.save(RULESET.game_id, plan.rows, args.database)
    except CompanionError as error:
        return _fail(error)
    except OSError as error:
        print(f"Cannot read {args.pack}: {error.strerror}", file=sys.stderr)
        return EXIT_REJECTED
    report = {
        "added": list(plan.added),
        "unchanged": list(plan.unchanged),
        "conflicts": describe(plan.conflicts, ENGLISH.render),
    }
    print(_dump(report))
    return 0


def _library_options(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--database", help="the companion database with the table's cards (default: the usual one)"
    )
    where.add_argument(
        "--no-database", action="store_true", help="use the built-in card library only"
    )


def add_commands(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser], stored: StoredData
) -> None:
    """Add ``score``, ``produce`` and ``library`` to ``companion-cli``."""
    score = game_command(
        subparsers,
        "score",
        RULESET.game_id,
        default=True,
        help="final scoring of a position (JSON; --text for a table)",
        description="Score a position (docs/position.md): brown metropolis, end-scoring cards "
        "(the best spend of resources), cities, resources, the winner. Exit 2 on bad input.",
    )
    score.add_argument("position", help="the position file (JSON)")
    score.add_argument("--text", action="store_true", help="print a readable table")
    _library_options(score)
    score.set_defaults(handler=_score, stored=stored)
    produce = subparsers.add_parser(
        "produce",
        help="production and feeding of a position (JSON; --text for a table)",
        description="What production and feeding would give each player of a position, line "
        "by line, with the choices cards offer. Exit 2 on bad input.",
    )
    produce.add_argument("position", help="the position file (JSON)")
    produce.add_argument("--text", action="store_true", help="print a readable table")
    _library_options(produce)
    produce.set_defaults(handler=_produce, stored=stored)
    library = subparsers.add_parser(
        "library",
        help="import or export packs (the cards, tiles and boards a table taught)",
        description="import PACK.json: add a pack (all or nothing; the table's confirmed "
        "entries win, differences are listed); export: print everything tables taught as one "
        "pack; schema: the JSON Schema of a pack.",
    )
    library.add_argument("action", choices=("import", "export", "schema"))
    library.add_argument("pack", nargs="?", help="the pack to import")
    library.add_argument("--database", help="the companion database (default: the usual one)")
    library.set_defaults(handler=_library_command, stored=stored)
