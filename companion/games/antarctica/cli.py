"""``companion-cli score --game antarctica POSITION.json`` and ``catalogue --game antarctica``.

``score`` reads a position (``docs/antarctica-scoring.md``, schema
``docs/antarctica-position.schema.json``) and prints the four scorings with their
working in English, the totals and the winner; ``--json`` prints the result as data
(message codes and parameters). ``catalogue`` prints the catalogue in use: the
built-in one with what tables corrected (``--database PATH``; ``--no-database`` for
the built-in one), which items are not confirmed, and the corrections left out.
Bad input exits with 2 and a sentence naming the file and the field.
"""

from __future__ import annotations

import argparse

from companion.core.errors import CompanionError
from companion.core.game_cli import dump, fail, game_command, read_position_file, run_score
from companion.core.plugin import StoredData
from companion.core.reading import (
    shown_safely,
)
from companion.games.antarctica.catalogue import AntarcticaData, load_data
from companion.games.antarctica.data import BuildingCard, TrackSpec
from companion.games.antarctica.english import ENGLISH
from companion.games.antarctica.position import Position
from companion.games.antarctica.scoring import FinalScores, final_scores

GAME = "antarctica"
_TITLES = {
    "areas": "areas",
    "tracks": "research tracks",
    "asterisks": "asterisk building cards",
    "discarded": "discarded resources",
}


def read_position(path: str) -> Position:
    """The position in the file at ``path``, read within the limits; ``DataError``
    (``bad_position``) naming the field when it is not a valid position, ``OSError``
    when the file cannot be read."""
    return read_position_file(path, Position, "Antarctica", lambda p: p.players)


def scores_text(result: FinalScores) -> str:
    """The final scoring as text people read: each player's four scorings with their
    working, the total, then the places and the winner."""
    out: list[str] = []
    for player in result.players:
        out.append(shown_safely(player.name))
        for scoring in player.scorings:
            out.append(f"  {scoring.points:>4}  {_TITLES[scoring.kind]}")
            out += [f"          {ENGLISH.render(line)}" for line in scoring.lines]
        firsts = "first place" if player.first_places == 1 else "first places"
        cards = "building card" if player.building_cards == 1 else "building cards"
        out.append(
            f"  {player.total:>4}  total ({player.first_places} {firsts}, "
            f"{player.building_cards} {cards})"
        )
        out.append("")
    by_seat = {p.seat: p for p in result.players}
    places = ", ".join(
        f"{by_seat[seat].place}. {shown_safely(by_seat[seat].name)} ({by_seat[seat].total})"
        for seat in result.ranking
    )
    out.append(f"Result: {places}")
    names = " and ".join(shown_safely(by_seat[seat].name) for seat in result.winners)
    out.append(f"{'Winners' if len(result.winners) > 1 else 'Winner'}: {names}")
    if result.tie_break is not None:
        out.append(f"Tie-break: {ENGLISH.render(result.tie_break)}")
    return "\n".join(out)


def _score(args: argparse.Namespace) -> int:
    return run_score(
        args,
        lambda path: final_scores(read_position(path)),
        lambda result: result.model_dump(mode="json"),
        scores_text,
    )


def _track_text(track: TrackSpec) -> str:
    centre = f"{track.centre} research centre" if track.centre else "no research centre"
    symbols = ", ".join(f"{s.space} {s.colour} {s.action.replace('_', ' ')}" for s in track.symbols)
    return (
        f"{track.id.replace('_', ' ')} ({centre}; from {track.min_players} players): "
        f"{track.length} spaces, {track.value} points per cube; symbols: {symbols or 'none'}"
    )


def _card_text(card: BuildingCard) -> str:
    access = ", ".join(b.replace("_", " ") for b in card.access) or "nothing"
    asterisk = "; asterisk" if card.asterisk else ""
    return (
        f"{card.id} ({card.deck} deck; from {card.min_players} players): places a "
        f"{card.building.replace('_', ' ')}; access to {access}; {card.scientists} "
        f"scientists; research {card.research}{asterisk}"
    )


def catalogue_text(data: AntarcticaData) -> str:
    """The catalogue in use as text: board, tracks, cards, each marked when not
    confirmed, then the corrections left out."""
    catalogue = data.catalogue
    unconfirmed = set(data.unconfirmed())

    def mark(item_id: str) -> str:
        return "  [not checked against your copy]" if item_id in unconfirmed else ""

    board = catalogue.board
    closed = " and ".join(str(area + 1) for area in board.closed_with_two)
    out = [f"Board: areas {closed} closed with 2 players{mark(board.id)}", "Research tracks:"]
    out += [f"  {_track_text(track)}{mark(track.id)}" for track in catalogue.tracks]
    out.append("Building cards:")
    out += [f"  {_card_text(card)}{mark(card.id)}" for card in catalogue.cards]
    total = 1 + len(catalogue.tracks) + len(catalogue.cards)
    out.append(f"Not checked against your copy: {len(unconfirmed)} of {total} items.")
    out += [f"Left out: {ENGLISH.render(problem)}" for problem in data.problems]
    return "\n".join(out)


def _catalogue(args: argparse.Namespace) -> int:
    stored: StoredData = args.stored
    try:
        rows = [] if args.no_database else stored.rows(GAME, args.database) or []
    except CompanionError as error:
        return fail(error, args.json)
    data = load_data(rows)
    if not args.json:
        print(catalogue_text(data))
        return 0
    report = {
        "catalogue": data.catalogue.model_dump(mode="json"),
        "unconfirmed": list(data.unconfirmed()),
        "corrected": sorted(data.corrected),
        "problems": [problem.model_dump(mode="json") for problem in data.problems],
    }
    print(dump(report))
    return 0


def add_commands(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser], stored: StoredData
) -> None:
    """Add Antarctica's ``score`` and ``catalogue`` (under ``--game antarctica``)."""
    score = game_command(
        subparsers,
        "score",
        GAME,
        help="final scoring of a position",
        description="Score an Antarctica position (docs/antarctica-scoring.md): the areas "
        "from the sun's counter-clockwise, the research tracks, the asterisk building cards, "
        "the discarded resources, with their working; the winner. Exit 2 on bad input.",
    )
    score.add_argument("position", help="the position file (JSON)")
    score.add_argument("--json", action="store_true", help="print the result as JSON")
    score.set_defaults(handler=_score)
    catalogue = game_command(
        subparsers,
        "catalogue",
        GAME,
        help="the catalogue of printed data in use",
        description="Print the board, research tracks and building cards in use (built-in, "
        "with what tables corrected), and which are not checked against a table's copy.",
    )
    where = catalogue.add_mutually_exclusive_group()
    where.add_argument("--database", help="the companion database (default: the usual one)")
    where.add_argument("--no-database", action="store_true", help="the built-in data only")
    catalogue.add_argument("--json", action="store_true", help="print it as JSON")
    catalogue.set_defaults(handler=_catalogue, stored=stored)
