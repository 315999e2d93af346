"""Production: the info card, card and tile effects, decisions, feeding, the forecast.

Page numbers are those of the German rulebook (seed 001): production p. 15
("Die Produktion deines Netzwerks", "Dinge, die nichts erzeugen", "Produktion
durch Karten und Metropolen"), feeding and the end of an era p. 16, the
pictured production example at the foot of pp. 15–16, the asymmetric boards
(multipliers, production sites) p. 18, the notes on card effects p. 19.
Positions are written in the quick-scoring position format (docs/position.md)
on the provisional board layouts.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.cli import main
from companion.core.errors import InvalidCommand, RuleViolation
from companion.core.messages import message
from companion.core.session import Session
from companion.games.underwater_cities.autoplay import play_turn
from companion.games.underwater_cities.board import PlayerBoard, load_board
from companion.games.underwater_cities.english import ENGLISH
from companion.games.underwater_cities.events import Fed, Produced
from companion.games.underwater_cities.feeding import feed
from companion.games.underwater_cities.library import (
    CardEntry,
    CardLibrary,
    MetropolisEntry,
)
from companion.games.underwater_cities.model import BuiltItem, Resources
from companion.games.underwater_cities.position import LoadedPosition, parse_position
from companion.games.underwater_cities.production import forecast, produce, production_choices
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.state import CardInfo, GameState, PlayerState


def position(*players: dict[str, Any], **extra: Any) -> LoadedPosition:
    """A checked position from plain data (players: name, board, built, …)."""
    data = {"players": list(players), **extra}
    return parse_position(json.dumps(data), "test position", CardLibrary())


def one(board: int = 1, **player: Any) -> tuple[PlayerState, PlayerBoard, CardLibrary]:
    loaded = position({"name": "Anna", "board": board, **player})
    state, board_data = loaded.players[0]
    return state, board_data, loaded.library


def by_kind(produced: Produced, kind: str) -> list[tuple[str | None, Resources, int]]:
    return [
        (line.site, line.resources, line.points) for line in produced.lines if line.kind == kind
    ]


UP = {"upgraded": True}


def up(kind: str) -> dict[str, Any]:
    return {"kind": kind, **UP}


EXAMPLE_BUILT: dict[str, Any] = {
    "c23": "symbiotic_city",
    "t_c23_c33": "tunnel",
    "t_c32_c33": up("tunnel"),
    "t_c13_c23": "tunnel",
    "t_c13_blue1": "tunnel",
    "b_c33_1": up("laboratory"),
    "b_c33_2": up("laboratory"),
    "b_c33_3": "farm",
    "b_c23_1": up("farm"),
    "b_c23_2": "desalination",
    "b_c23_3": "desalination",
    "c22": "city",
    "b_c22_2": "laboratory",
}
EXAMPLE_PACK = {
    "cards": [
        {
            "number": 101,
            "name": "Example production card",
            "type": "production",
            "production": {"shape": "fixed", "resources": {"credits": 1}},
        }
    ],
    "metropolises": [
        {
            "tile": "blue_05",
            "text": "Production effect: if this metropolis is connected, 2 points each production.",
            "production": {"shape": "fixed", "points": 2},
        }
    ],
}


def test_rulebook_production_example() -> None:
    """German pp. 15–16, the pictured production example: "Die beiden Farmen erzeugen
    2 Tang. Die aufgewertete Farm erzeugt außerdem 1 Punkt. Die beiden
    Entsalzungsanlagen erzeugen 2 Credits … 2 aufgewertete Labore in derselben Stadt
    erzeugen 3 Stahlplastik und 2 Wissenschaft. 3 Tunnel sind benachbart zu Städten,
    erzeugen also 3 Credits. Einer ist aufgewertet, also erzeugt er 1 Punkt. Der vierte
    Tunnel ist zu keiner Stadt benachbart. Er erzeugt nichts … Die symbiotische Stadt …
    erzeugt 2 Punkte. Die Produktionskarte erzeugt 1 Credit. Eine Metropole ist mit dem
    Netzwerk verbunden. Sie erzeugt 2 Punkte. … Nur 2 sind verbunden, daher bezahlt er
    2 Tang. Die nicht verbundene Stadt … deren Labor [erzeugt] nichts und sie benötigt
    keinen Tang." Board 1: start city c33, symbiotic city c23, the fourth tunnel
    t_c13_blue1 reaches blue1 through the empty site c13, c22 is unconnected; the card
    and the tile's effect are entered into the library as the example states them."""
    loaded = position(
        {
            "name": "Anna",
            "board": 1,
            "built": EXAMPLE_BUILT,
            "metropolises": {"brown": "brown_cities", "blue1": "blue_05", "blue2": "blue_06"},
            "cards": [{"number": 101, "type": "production"}],
        },
        library=EXAMPLE_PACK,
    )
    (result,) = loaded.produce()
    produced, fed = result.produced, result.fed
    assert sum((r for _, r, _ in by_kind(produced, "farm")), Resources()) == Resources(kelp=2)
    assert sum(p for _, _, p in by_kind(produced, "farm")) == 1
    assert sum((r for _, r, _ in by_kind(produced, "desalination")), Resources()) == Resources(
        credits=2
    )
    labs = by_kind(produced, "laboratory") + by_kind(produced, "city_bonus")
    assert sum((r for _, r, _ in labs), Resources()) == Resources(steelplast=3, science=2)
    tunnels = by_kind(produced, "tunnel")
    assert sorted(site for site, _, _ in tunnels if site) == ["t_c13_c23", "t_c23_c33", "t_c32_c33"]
    assert sum((r for _, r, _ in tunnels), Resources()) == Resources(credits=3)
    assert sum(p for _, _, p in tunnels) == 1
    assert [p for _, _, p in by_kind(produced, "symbiotic_city")] == [2]
    assert [(r, p) for _, r, p in by_kind(produced, "card")] == [(Resources(credits=1), 0)]
    assert [p for _, _, p in by_kind(produced, "metropolis")] == [2]
    assert not any(line.city == "c22" or line.site == "b_c22_2" for line in produced.lines)
    assert produced.resources == Resources(kelp=2, credits=6, steelplast=3, science=2)
    assert produced.points == 6
    assert (fed.cities, fed.kelp, fed.biomatter, fed.points_lost) == (2, 2, 0, 0)
    assert result.resources == Resources(credits=6, steelplast=3, science=2)
    assert result.points == 6


def test_every_line_names_its_source() -> None:
    """German p. 15 lists what produces; the breakdown names each source so the table
    can check it against the board: the structure's site and city, the card, the tile."""
    (result,) = position(
        {
            "name": "Anna",
            "board": 1,
            "built": EXAMPLE_BUILT,
            "metropolises": {"brown": "brown_cities", "blue1": "blue_05", "blue2": "blue_06"},
            "cards": [{"number": 101, "type": "production"}],
        },
        library=EXAMPLE_PACK,
    ).produce()
    lines = {line.text: line for line in result.produced.lines}
    upgraded_lab = message(
        "uc.production.building_upgraded", kind="laboratory", site="b_c33_1", city="c33"
    )
    assert lines[upgraded_lab].city == "c33"
    bonus = message("uc.production.city_bonus", city="c33", count=2, buildings="laboratory")
    assert lines[bonus].resources == Resources(steelplast=1)
    assert lines[message("uc.production.tunnel_upgraded", site="t_c32_c33")].site == "t_c32_c33"
    card = next(line for line in result.produced.lines if line.kind == "card")
    assert card.card == "era:101"
    assert card.text.params["source"] == {
        "code": "uc.label.card",
        "params": {"number": 101, "name": "Example production card"},
    }
    assert ENGLISH.render(card.text).startswith("card 101 Example production card: ")
    tile = next(line for line in result.produced.lines if line.kind == "metropolis")
    assert tile.tile == "blue_05"


def test_multiplier_example() -> None:
    """German p. 18 (Produktions-Multiplikatoren): "2 aufgewertete Entsalzungsanlagen bei
    einer verbundenen Stadt [erzeugen] normalerweise 3 Credits und 2 Biomasse. Wenn eine
    davon diesen Multiplikator hat, erzeugt sie zusätzlich 1 Credit und 1 Biomasse,
    insgesamt also 4 Credits und 3 Biomasse … gilt der Multiplikator nur für die übliche
    Produktion … nicht für zusätzliche Produktion, die mit dem Bauplatz verknüpft ist."
    Board 6 (provisional): b_c33_4 carries the 2x multiplier."""
    assert any(s.id == "b_c33_4" and s.multiplier for s in load_board(6).buildings)
    player, board, library = one(
        6, built={"b_c33_1": up("desalination"), "b_c33_4": up("desalination")}
    )
    produced = produce(0, player, board, library)
    assert produced.resources == Resources(credits=4, biomatter=3)
    assert by_kind(produced, "multiplier") == [("b_c33_4", Resources(credits=1, biomatter=1), 0)]
    assert by_kind(produced, "city_bonus") == [(None, Resources(credits=1), 0)]


def test_metropolis_site_boost_does_not_depend_on_the_tunnel() -> None:
    """German p. 18: "Während der Produktion erzeugt die verbundene Metropole
    2 zusätzliche Punkte. Dieser Bonus hängt nicht von der Produktion des Tunnels ab."
    Board 6 (provisional): t_c23_blue1 reaches blue1 through the empty site c23, so it
    touches no city and produces nothing, yet the boost applies."""
    player, board, library = one(
        6, built={"t_c23_c33": "tunnel", "t_c23_blue1": "tunnel"}, metropolises={}
    )
    produced = produce(0, player, board, library)
    assert by_kind(produced, "tunnel") == [("t_c23_c33", Resources(credits=1), 0)]
    assert by_kind(produced, "site_boost") == [("t_c23_blue1", Resources(), 2)]


def test_unknown_production_card_produces_nothing_and_says_so() -> None:
    """German p. 15: claimed production cards produce during production; the companion
    cannot apply a card whose effect it does not know, and says so."""
    player, board, library = one(cards=[{"number": 77, "type": "production", "colour": "red"}])
    produced = produce(0, player, board, library)
    (line,) = produced.lines
    assert line.kind == "unknown_effect"
    assert line.text == message(
        "uc.unknown.effect", source={"code": "uc.label.card_number", "params": {"number": 77}}
    )
    assert ENGLISH.render(line.text) == "card 77: effect unknown — add it to the card library"
    assert line.resources.is_zero() and line.points == 0


def test_unknown_blue_tile_is_reported_by_the_forecast() -> None:
    """German p. 14: blue tiles have an instant effect, some also a production effect;
    their texts are not in the rulebooks, so the forecast shows a line for the table
    to settle (pp. 15–16: a connected blue tile produces)."""
    (result,) = position(
        {
            "name": "Anna",
            "board": 1,
            "built": {"t_c13_c23": "tunnel", "t_c23_c33": "tunnel", "t_c13_blue1": "tunnel"},
            "metropolises": {"blue1": "blue_07"},
        }
    ).produce()
    assert result.unknown == (
        message(
            "uc.unsettled.production",
            source={"code": "uc.label.blue_tile", "params": {"tile": "blue_07"}},
        ),
    )
    assert ENGLISH.render_all(result.unknown) == [
        "blue metropolis blue_07: say what it produced (or skip it)"
    ]
    assert [line.key for line in result.unsettled] == ["blue_07"]
    (line,) = [line for line in result.produced.lines if line.tile == "blue_07"]
    assert line.kind == "unknown_effect" and line.points == 0


LAB_CITY = {
    "c23": "city",
    "t_c23_c33": "tunnel",
    "b_c33_1": up("laboratory"),
    "b_c23_1": "laboratory",
}


def test_card_36_offers_a_choice_with_a_default() -> None:
    """German p. 19 and card 36 (Autonome Systeme): "Während der Produktion darf 1 deiner
    verbundenen Labore 1 Stahlplastik und 1 Tang statt 1 Wissenschaft erzeugen. (Ein
    aufgewertetes Labor erzeugt wie üblich 1 Stahlplastik zusätzlich.)" The default uses
    it on the first connected laboratory in board order; the table may choose another,
    or none."""
    player, board, library = one(built=LAB_CITY, cards=[{"number": 36}])
    (choice,) = production_choices(player, board, library)
    assert choice.id == "era:36"
    assert [o.id for o in choice.options] == ["keep", "b_c23_1", "b_c33_1"]
    assert choice.default == "b_c23_1"
    base = Resources(credits=1, science=2, steelplast=1)
    swapped = Resources(credits=1, science=1, steelplast=2, kelp=1)
    assert produce(0, player, board, library).resources == swapped
    keep = produce(0, player, board, library, {"era:36": "keep"})
    assert keep.resources == base
    other = produce(0, player, board, library, {"era:36": "b_c33_1"})
    assert other.resources == swapped
    (line,) = by_kind(other, "card")
    assert line == ("b_c33_1", Resources(science=-1, steelplast=1, kelp=1), 0)


def test_card_modifiers_ignore_things_that_do_not_produce() -> None:
    """German p. 15: cards that modify production "gelten nicht für Tunnel, Gebäude und
    Städte, die nichts erzeugen" — with only an unconnected laboratory, card 36 changes
    nothing and offers nothing."""
    player, board, library = one(
        built={"c23": "city", "b_c23_1": "laboratory"}, cards=[{"number": 36}]
    )
    (choice,) = production_choices(player, board, library)
    assert [o.id for o in choice.options] == ["keep"] and choice.default == "keep"
    produced = produce(0, player, board, library)
    assert produced.resources.is_zero()


def test_card_194_per_city_with_two_upgraded_farms() -> None:
    """Card 194 (Italian rulebook, Sistemi automatizzati): "Durante la produzione, ogni
    città connessa con almeno 2 serre migliorate produce 2 crediti e 1 punto aggiuntivi."
    Two qualifying cities and one with a single upgraded farm."""
    built = {
        "c23": "city",
        "t_c23_c33": "tunnel",
        "c32": "city",
        "t_c32_c33": "tunnel",
        "b_c33_1": up("farm"),
        "b_c33_2": up("farm"),
        "b_c23_1": up("farm"),
        "b_c23_2": up("farm"),
        "b_c23_3": up("farm"),
        "b_c32_1": up("farm"),
    }
    player, board, library = one(built=built, cards=[{"number": 194, "type": "production"}])
    produced = produce(0, player, board, library)
    cards = [line for line in produced.lines if line.kind == "card"]
    assert [(line.city, line.resources, line.points) for line in cards] == [
        ("c23", Resources(credits=2), 1),
        ("c33", Resources(credits=2), 1),
    ]


def test_per_count_production_counts_connected_things_only() -> None:
    """German p. 19: "Während der Produktion erzeugst du 1 zusätzlichen Tang pro …
    Laboren: Zähle alle mit deinem Netzwerk verbundenen Labore zusammen. Teile durch drei.
    Runde ab." (the German heading says 'per 2 upgraded'; its explanation, the Italian
    and the Portuguese notes say per 3 connected laboratories). Three connected labs give
    1 kelp; the unconnected fourth does not count."""
    library = CardLibrary()
    note = next(c for c in library.notes() if c.production is not None)
    library = library.with_rows([library.card_row(note.model_copy(update={"number": 120}))])
    built = {
        "c23": "city",
        "t_c23_c33": "tunnel",
        "b_c33_1": "laboratory",
        "b_c33_2": "laboratory",
        "b_c23_1": "laboratory",
        "c22": "city",
        "b_c22_1": "laboratory",
    }
    player, board, _ = one(built=built, cards=[{"number": 120}])
    produced = produce(0, player, board, library)
    (line,) = [line for line in produced.lines if line.kind == "card"]
    assert line.resources == Resources(kelp=1)
    assert line.text.code == "uc.effect.per_count_per"
    assert (line.text.params["have"], line.text.params["per"]) == (3, 3)
    assert ENGLISH.render(line.text).startswith(
        "card 120 1 extra kelp per 3 connected laboratories: 3 connected laboratories → 1 × "
    )


def test_bad_decisions_are_refused() -> None:
    """A decision must answer a choice on offer with one of its options."""
    player, board, library = one(built=LAB_CITY, cards=[{"number": 36}])
    with pytest.raises(InvalidCommand) as error:
        produce(0, player, board, library, {"era:37": "keep"})
    assert error.value.code == "unknown_production_choice"
    with pytest.raises(InvalidCommand) as error:
        produce(0, player, board, library, {"era:36": "b_c11_1"})
    assert error.value.code == "bad_production_option"
    assert error.value.params["options"] == ["keep", "b_c23_1", "b_c33_1"]


def production_game(seed: int = 3) -> Session:
    """A 2-player game played at random up to the first production phase."""
    rng = random.Random(seed)
    session = Session(RULESET)
    session.execute(
        {
            "type": "setup_game",
            "players": [{"name": "Anna", "colour": "orange"}, {"name": "Ben", "colour": "blue"}],
            "seed": seed,
        }
    )
    while session.state.phase != "production":
        for command in play_turn(session, rng):
            session.execute(command)
    return session


def with_player(state: GameState, seat: int, **changes: Any) -> GameState:
    players = list(state.players)
    players[seat] = players[seat].model_copy(update=changes)
    return state.model_copy(update={"players": tuple(players)})


def test_run_production_applies_decisions_per_seat() -> None:
    """German p. 15: production happens for all players at once; p. 19: card 36's
    choice belongs to its owner. ``RunProduction.decisions`` answers it per seat."""
    game = production_game()
    board = load_board(game.state.players[0].board)
    start = board.start_city
    lab = next(s.id for s in board.buildings if s.city == start and not s.expansion)
    built = {start: BuiltItem(kind="city"), lab: BuiltItem(kind="laboratory")}
    state = with_player(
        game.state,
        0,
        built=built,
        tableau=(CardInfo(number=36, type="production"),),
        resources=Resources(kelp=1),
    )
    session = Session(RULESET, state)
    out = session.execute({"type": "run_production", "decisions": {"0": {"era:36": "keep"}}})
    produced = next(e for e in out.events if isinstance(e, Produced) and e.player == 0)
    assert produced.resources == Resources(science=1)
    session = Session(RULESET, state)
    out = session.execute({"type": "run_production"})
    produced = next(e for e in out.events if isinstance(e, Produced) and e.player == 0)
    assert produced.resources == Resources(steelplast=1, kelp=1)
    with pytest.raises(RuleViolation) as error:
        Session(RULESET, state).execute({"type": "run_production", "decisions": {"3": {}}})
    assert error.value.code == "unknown_player"


def test_forecast_is_what_production_and_feeding_do() -> None:
    """German pp. 15–16: production, then feeding. The forecast shown before production
    equals what running it gives, for every player."""
    game = production_game(seed=7)
    predicted = forecast(game.state, game.data)
    out = game.execute({"type": "run_production"})
    fed = [e for e in out.events if isinstance(e, Fed)]
    for player, guess in zip(game.state.players, predicted, strict=True):
        assert (player.resources, player.points) == (guess.resources, guess.points)
        assert guess.fed == fed[guess.player]


def test_the_games_library_feeds_the_engine() -> None:
    """Entries a table adds reach production through the game's data (the library
    the session was given), never through a global."""
    library = CardLibrary()
    card = library.card_row(
        CardEntry(
            number=150,
            name="Subsidy",
            type="production",
            production={"shape": "fixed", "resources": {"credits": 2}},
        )
    )
    tile = library.metropolis_row(
        MetropolisEntry(
            tile="blue_03",
            text="2 points each production.",
            production={"shape": "fixed", "points": 2},
        )
    )
    game = production_game()
    state = with_player(game.state, 0, tableau=(CardInfo(number=150, type="production"),))
    library = library.with_rows([card, tile])
    out = Session(RULESET, state, library).execute({"type": "run_production"})
    produced = next(e for e in out.events if isinstance(e, Produced) and e.player == 0)
    assert [line.resources for line in produced.lines if line.kind == "card"] == [
        Resources(credits=2)
    ]


@settings(max_examples=80, deadline=None)
@given(
    points=st.integers(0, 12),
    kelp=st.integers(0, 4),
    biomatter=st.integers(0, 4),
    cities=st.integers(1, 6),
)
def test_feeding_never_drives_points_below_zero(
    points: int, kelp: int, biomatter: int, cities: int
) -> None:
    """German p. 16: kelp first, then 1 biomatter per unfed city, then 3 points each;
    "bleibt dein Anzeiger dennoch bei 0"."""
    chain = ["c33", "c23", "c13", "c12", "c11", "c21"]
    tunnels = ["t_c23_c33", "t_c13_c23", "t_c12_c13", "t_c11_c12", "t_c11_c21"]
    built = {c: BuiltItem(kind="city") for c in chain[:cities]}
    built |= {t: BuiltItem(kind="tunnel") for t in tunnels[: cities - 1]}
    player = PlayerState(
        name="A",
        colour="x",
        board=1,
        built=built,
        points=points,
        resources=Resources(kelp=kelp, biomatter=biomatter),
    )
    fed = feed(0, player, load_board(1))
    assert fed.cities == cities
    assert fed.kelp == min(kelp, cities)
    assert fed.biomatter == min(biomatter, cities - fed.kelp)
    unfed = cities - fed.kelp - fed.biomatter
    assert fed.points_lost == min(points, 3 * unfed)
    assert points - fed.points_lost >= 0


def test_cli_produce(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``companion-cli produce POSITION.json`` prints the breakdown as JSON, or as a
    table with ``--text``."""
    data = {
        "players": [
            {
                "name": "Anna",
                "board": 1,
                "built": EXAMPLE_BUILT,
                "metropolises": {"blue1": "blue_05"},
                "cards": [{"number": 101}],
            }
        ],
        "library": EXAMPLE_PACK,
    }
    path = tmp_path / "position.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["produce", str(path), "--no-database"]) == 0
    out = json.loads(capsys.readouterr().out)
    player = out["players"][0]
    assert player["produced"]["points"] == 6
    assert player["fed"]["kelp"] == 2
    assert {
        "text": {
            "code": "uc.production.building_upgraded",
            "params": {"kind": "farm", "site": "b_c23_1", "city": "c23"},
        },
        "resources": {"credits": 0, "kelp": 1, "steelplast": 0, "science": 0, "biomatter": 0},
        "points": 1,
        "kind": "farm",
        "site": "b_c23_1",
        "city": "c23",
        "card": None,
        "tile": None,
    } in player["produced"]["lines"]
    assert main(["produce", str(path), "--no-database", "--text"]) == 0
    text = capsys.readouterr().out
    assert (
        "  1 kelp, 1 point              upgraded farm on building site 1, city middle right\n"
        in text
    )
    assert "feeding: 2 connected cities eat 2 kelp and 0 biomatter" in text
