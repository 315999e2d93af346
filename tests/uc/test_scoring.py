"""Final scoring, the optimal spend, the projection, and ``companion-cli score``.

Page numbers are those of the German rulebook (seed 001): final scoring and its
worked example p. 17 ("Schlusswertung", "Beispiel einer Schlusswertung"), the
reference page p. 20 (brown metropolis tiles and the three-credit special
cards), the network p. 11 ("Sie zählen nicht für die Schlusswertung").
Positions use the quick-scoring format (docs/position.md) on the provisional
3x3 layout of board 1 (start city c33, the brown metropolis joined to c11 and c12).
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.cli import main
from companion.core.errors import DataError
from companion.core.messages import message
from companion.core.session import replay
from companion.games.underwater_cities.board import load_board
from companion.games.underwater_cities.effects import Source
from companion.games.underwater_cities.english import ENGLISH
from companion.games.underwater_cities.evaluation import Offer
from companion.games.underwater_cities.library import CardLibrary, builtin_library
from companion.games.underwater_cities.model import RESOURCE_NAMES, BuiltItem, Resources
from companion.games.underwater_cities.position import (
    LoadedPosition,
    parse_position,
    position_schema,
)
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.scoring import (
    PlayerScore,
    final_scores,
    optimal_spend,
    resource_value,
    score_player,
)
from companion.games.underwater_cities.state import PlayerState

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
GOLDEN = ROOT / "tests" / "golden"

LIBRARY = builtin_library()


def up(kind: str) -> dict[str, Any]:
    return {"kind": kind, "upgraded": True}


def position(*players: dict[str, Any], **extra: Any) -> LoadedPosition:
    return parse_position(json.dumps({"players": list(players), **extra}), "test", CardLibrary())


def score(library: dict[str, Any] | None = None, **player: Any) -> PlayerScore:
    extra = {"library": library} if library else {}
    return position({"name": "Anna", "board": 1, **player}, **extra).score().players[0]


def points(result: PlayerScore, step: str) -> list[int]:
    return [line.points for line in result.lines if line.step == step]


EXAMPLE_PLAYER: dict[str, Any] = {
    "name": "Anna",
    "board": 1,
    "built": {
        "c23": "city",
        "c13": "city",
        "c12": "city",
        "c11": "city",
        "c32": "city",
        "t_c23_c33": up("tunnel"),
        "t_c13_c23": up("tunnel"),
        "t_c12_c13": up("tunnel"),
        "t_c11_c12": "tunnel",
        "t_c11_brown": "tunnel",
        "t_c12_brown": "tunnel",
        "b_c33_1": up("farm"),
        "b_c33_2": up("desalination"),
        "b_c33_3": up("laboratory"),
        "b_c23_1": up("farm"),
        "b_c23_2": up("desalination"),
        "b_c23_3": up("laboratory"),
        "b_c13_1": up("desalination"),
        "b_c13_2": up("laboratory"),
        "b_c12_1": "farm",
        "b_c32_1": up("laboratory"),
    },
    "metropolises": {"brown": "brown_sets", "blue1": "blue_01", "blue2": "blue_02"},
    "resources": {"credits": 16, "kelp": 2, "steelplast": 4, "science": 7, "biomatter": 3},
    "cards": [{"number": 150, "type": "end_scoring"}, {"number": 160, "type": "end_scoring"}],
}
EXAMPLE_PACK = {
    "cards": [
        {
            "number": 150,
            "name": "Science for points",
            "type": "end_scoring",
            "scoring": {"shape": "conversion", "pay": {"science": 2}, "points": 3, "times": None},
        },
        {
            "number": 160,
            "name": "Kelp and steelplast",
            "type": "end_scoring",
            "scoring": {
                "shape": "conversion",
                "pay": {"kelp": 1, "steelplast": 1},
                "points": 1,
                "times": None,
            },
        },
    ]
}


def test_rulebook_final_scoring_example() -> None:
    """German p. 17, "Beispiel einer Schlusswertung": the brown metropolis is connected
    by 2 tunnels; upgraded: 2 connected farms, 3 desalination plants, 3 laboratories,
    3 tunnels adjacent to cities → 2 sets → 8 points. "Sie gibt 6 Wissenschaft aus, um
    9 Punkte zu kaufen. Sie gibt 2 Paare Tang und Stahlplastik aus, um 2 Punkte zu
    kaufen" → 11. Cities: 2 × 6 + 4 + 3 + 2 = 21, the unconnected city E ignored.
    Resources: "16 Credits plus 2 … für Stahlplastik, plus 1 … für Wissenschaft, plus
    6 … für Biomasse … 25, was 6 Punkte bringt. 1 Credit bleibt übrig". The two
    end-scoring cards are entered as the example describes them."""
    result = position(EXAMPLE_PLAYER, library=EXAMPLE_PACK).score().players[0]
    assert (result.metropolis, result.cards, result.cities, result.resources) == (8, 11, 21, 6)
    assert result.total == 46
    assert sorted(points(result, "cities")) == [0, 2, 3, 4, 6, 6]
    texts = ENGLISH.render_all(line.text for line in result.lines)
    spend = next(line.text for line in result.lines if line.text.code == "uc.score.spend")
    assert spend == message(
        "uc.score.spend",
        paid={"science": 6},
        source={"code": "uc.label.card", "params": {"number": 150, "name": "Science for points"}},
        points=9,
        uses=3,
        pay={"science": 2},
        each=3,
    )
    assert "spend 6 science on card 150 Science for points: 9 points (3 × 2 science → 3)" in texts
    assert (
        "spend 2 kelp, 2 steelplast on card 160 Kelp and steelplast: 2 points "
        "(2 × 1 kelp, 1 steelplast → 1)" in texts
    )
    assert "city, bottom centre: not connected, scores nothing" in texts
    assert texts[-1] == (
        "resources: 16 credits, 2 steelplast, 1 science, 3 biomatter "
        "(biomatter = 6 credits) = 25 → 6 points (1 left over)"
    )
    assert result.left_over == Resources(credits=16, steelplast=2, science=1, biomatter=3)


CHAIN = ["c33", "c23", "c13", "c12", "c11", "c21", "c22", "c32", "c31"]
CHAIN_TUNNELS = [
    "t_c23_c33",
    "t_c13_c23",
    "t_c12_c13",
    "t_c11_c12",
    "t_c11_c21",
    "t_c21_c22",
    "t_c22_c32",
    "t_c31_c32",
]


def chain(cities: int, tile: str, extra: tuple[str, ...] = ()) -> PlayerScore:
    """``cities`` connected cities in a chain, the brown metropolis joined (through the
    empty site c11 when the chain is short)."""
    built: dict[str, Any] = {c: "city" for c in CHAIN[1:cities]}
    built |= {t: "tunnel" for t in CHAIN_TUNNELS[: max(cities - 1, 4)]}
    built |= {t: "tunnel" for t in ("t_c11_brown", "t_c12_brown", *extra)}
    return score(built=built, metropolises={"brown": tile})


@pytest.mark.parametrize(
    ("cities", "extra", "expected"),
    [(7, (), 5), (8, (), 7), (9, (), 9), (9, ("t_c32_c33",), 9), (6, (), 0)],
)
def test_brown_tunnels_tile(cities: int, extra: tuple[str, ...], expected: int) -> None:
    """German p. 20: "Punkte für mit Städten verbundene Tunnel: 5 Punkte für 8 Tunnel,
    7 Punkte für 9. Für 10 oder mehr gibt es 9 Punkte". A chain of n cities has n − 1
    tunnels between them, plus the two brown tunnels at c11 and c12."""
    assert chain(cities, "brown_tunnels", extra).metropolis == expected


@pytest.mark.parametrize(("cities", "expected"), [(4, 0), (5, 4), (6, 8), (7, 12), (9, 12)])
def test_brown_cities_tile(cities: int, expected: int) -> None:
    """German p. 20: "Punkte anhand der verbundenen Städte: 4 Punkte für 5 Städte,
    8 Punkte für 6 Städte und 12 Punkte für 7 oder mehr"."""
    assert chain(cities, "brown_cities").metropolis == expected


def test_brown_metropolises_tile_counts_brown_and_blue() -> None:
    """German p. 20: "3 Punkte pro Metropole, die mit deinem Netzwerk verbunden ist (dazu
    gehören auch die braunen und blauen …)". Brown and blue1 (through the empty site c13)."""
    built = {t: "tunnel" for t in ("t_c23_c33", "t_c13_c23", "t_c12_c13", "t_c13_blue1")}
    built |= {"t_c12_brown": "tunnel", "t_c11_c12": "tunnel", "t_c11_brown": "tunnel"}
    result = score(built=built, metropolises={"brown": "brown_metropolises", "blue1": "blue_04"})
    assert result.metropolis == 6


def test_brown_specials_tile() -> None:
    """German p. 20: "2 Punkte pro Spezialkarte, die du ausgespielt und für die du
    bezahlt hast"."""
    built = {t: "tunnel" for t in ("t_c23_c33", "t_c13_c23", "t_c12_c13", "t_c11_c12")}
    built |= {"t_c12_brown": "tunnel", "t_c11_brown": "tunnel"}
    result = score(built=built, metropolises={"brown": "brown_specials"}, paid_specials=4)
    assert result.metropolis == 8


def test_brown_tile_needs_both_tunnels() -> None:
    """German p. 17: "Die Metropole … gibt dir Punkte, falls du sie mit beiden Tunneln
    mit deinem Netzwerk verbunden hast." One brown tunnel is not enough."""
    built = {t: "tunnel" for t in ("t_c23_c33", "t_c13_c23", "t_c12_c13", "t_c12_brown")}
    result = score(built=built, metropolises={"brown": "brown_metropolises"})
    assert result.metropolis == 0
    assert result.lines[0].text == message(
        "uc.score.not_both_tunnels",
        source={
            "code": "uc.label.brown_tile_named",
            "params": {"tile": "brown_metropolises", "name": "Metropolises"},
        },
    )
    assert ENGLISH.render(result.lines[0].text) == (
        "brown metropolis “Metropolises”: not connected by both tunnels, scores nothing"
    )


def test_city_composition() -> None:
    """German p. 17: "2 Punkte für eine verbundene Stadt ohne Gebäude … 3 … mit
    1 Gebäudetyp … 4 … mit 2 Gebäudetypen … 6 … mit allen 3 Gebäudetypen"; expansion
    sites count; p. 11: unconnected cities and buildings score nothing."""
    built = {
        "c23": "city",
        "t_c23_c33": "tunnel",
        "c32": "city",
        "t_c32_c33": "tunnel",
        "c13": "city",
        "t_c13_c23": "tunnel",
        "b_c33_1": "farm",
        "b_c33_2": "farm",
        "x_c33": "laboratory",
        "b_c23_1": "farm",
        "b_c23_2": "desalination",
        "b_c23_3": "laboratory",
        "b_c32_1": "desalination",
        "c11": "city",
        "b_c11_1": "farm",
    }
    result = score(built=built)
    cities = {line.city: line.points for line in result.lines if line.step == "cities"}
    assert cities == {"c11": 0, "c13": 2, "c23": 6, "c32": 3, "c33": 4}


@pytest.mark.parametrize(
    ("resources", "expected"),
    [
        ({"kelp": 3, "steelplast": 1}, 1),
        ({"science": 1, "steelplast": 2, "credits": 1}, 1),
        ({"biomatter": 2}, 1),
        ({"credits": 7}, 1),
        ({"biomatter": 1, "kelp": 1}, 0),
    ],
)
def test_resources_four_for_one(resources: dict[str, int], expected: int) -> None:
    """German p. 17: "Verkaufe zuerst deine Biomasse für je 2 Credits. Dann erhältst du
    1 Punkt pro je 4 Credits, Tang, Wissenschaft oder Stahlplastik, in beliebiger
    Kombination. (Beispielsweise sind 3 Tang und 1 Stahlplastik 1 Punkt; 1 Wissenschaft,
    2 Stahlplastik und 1 Credit sind 1 Punkt …)"."""
    assert resource_value(Resources(**resources)) == expected


def test_winner_and_tie_break_by_final_play_order() -> None:
    """German p. 17: "Bei einem Gleichstand gewinnt derjenige der beteiligten Spieler, der
    in der nach der letzten Runde ermittelten Zugfolge am weitesten vorne liegt"."""
    players = [
        {"name": "Anna", "board": 1, "points": 30},
        {"name": "Ben", "board": 2, "points": 30},
        {"name": "Chiara", "board": 3, "points": 10},
    ]
    result = position(*players, final_play_order=["Ben", "Chiara", "Anna"]).score()
    assert result.ranking == (1, 0, 2)
    assert result.winner == 1
    result = position(*players, final_play_order=["Anna", "Ben", "Chiara"]).score()
    assert result.winner == 0


def test_special_card_three_points_per_two_upgraded_farms() -> None:
    """German p. 20: "Der Spieler erhält 3 Punkte pro 2 aufgewerteten Farmen. Beispiel:
    Der Spieler hat 7 aufgewertete Farmen gebaut – er erhält 9 Punkte." The built-in
    special card is matched by its name (its number is unknown)."""
    built = {"c23": "city", "t_c23_c33": "tunnel", "c32": "city", "t_c32_c33": "tunnel"}
    sites = ["b_c33_1", "b_c33_2", "b_c33_3", "b_c23_1", "b_c23_2", "b_c23_3", "b_c32_1"]
    built |= {site: up("farm") for site in sites}
    card = {"name": "3 points per 2 upgraded farms", "special_cost": 3, "type": "end_scoring"}
    result = score(built=built, cards=[card])
    (line,) = [line for line in result.lines if line.step == "cards"]
    assert line.points == 9
    assert line.card == "special:name:3 points per 2 upgraded farms"


def test_unknown_end_scoring_card_scores_nothing_and_says_so() -> None:
    """German p. 17, step 2: end-scoring cards score; one the library does not know
    cannot be scored: the breakdown asks the table what it scored."""
    result = score(
        cards=[{"number": 88, "type": "end_scoring"}], metropolises={"brown": "brown_cities"}
    )
    assert points(result, "cards") == [0]
    assert ENGLISH.render_all(result.unknown) == ["card 88: say what it scored (or skip it)"]
    assert [line.key for line in result.unsettled] == ["era:88"]


def test_optimal_spend_beats_greedy_and_explains_itself() -> None:
    """German p. 17: "Du solltest so viel wie möglich ausgeben … der Punktekauf [ist]
    immer effizienter als das Behalten der Ressourcen". With 4 kelp and 4 steelplast,
    spending all on 'kelp + steelplast → 1' (the first card) gives 4 points; the best
    spends the kelp on '2 kelp → 3' (up to 5 times) and keeps the steelplast: 6 + 1."""
    pair = Offer(Source("pair card"), Resources(kelp=1, steelplast=1), 1, None)
    kelp = Offer(Source("kelp card"), Resources(kelp=2), 3, 5)
    spend = optimal_spend([pair, kelp], Resources(kelp=4, steelplast=4))
    assert spend.uses == ((pair, 0), (kelp, 2))
    assert (spend.card_points, spend.resource_points) == (6, 1)
    result = score(
        resources={"kelp": 4, "steelplast": 4},
        cards=[{"number": 160}, {"name": "3 points per 2 kelp, up to 5 times", "special_cost": 3}],
        library=EXAMPLE_PACK,
    )
    assert ENGLISH.render_all(line.text for line in result.lines if line.step == "cards") == [
        "card 160 Kelp and steelplast: nothing spent (1 kelp, 1 steelplast → 1 would not add "
        "points here)",
        "spend 4 kelp on special card “3 points per 2 kelp, up to 5 times”: 6 points "
        "(2 × 2 kelp → 3)",
    ]
    assert result.resources == 1


def greedy(offers: list[Offer], resources: Resources) -> int:
    """Use each offer as often as possible in the given order, then 4 for 1."""
    total = 0
    for offer in offers:
        most = min(
            getattr(resources, n) // getattr(offer.pay, n)
            for n in RESOURCE_NAMES
            if getattr(offer.pay, n)
        )
        uses = most if offer.times is None else min(most, offer.times)
        total += uses * offer.points
        resources = resources - Resources(
            **{n: uses * getattr(offer.pay, n) for n in RESOURCE_NAMES}
        )
    return total + resource_value(resources)


def brute_force(offers: list[Offer], resources: Resources) -> int:
    ranges = []
    for offer in offers:
        most = min(
            getattr(resources, n) // getattr(offer.pay, n)
            for n in RESOURCE_NAMES
            if getattr(offer.pay, n)
        )
        ranges.append(range((most if offer.times is None else min(most, offer.times)) + 1))
    best = 0
    for uses in itertools.product(*ranges):
        left = resources
        for offer, n in zip(offers, uses, strict=True):
            left = left - Resources(**{r: n * getattr(offer.pay, r) for r in RESOURCE_NAMES})
        if not left.negative():
            gained = sum(o.points * n for o, n in zip(offers, uses, strict=True))
            best = max(best, gained + resource_value(left))
    return best


amounts = st.integers(0, 3)
offers_strategy = st.lists(
    st.builds(
        lambda pay, points, limit: Offer(Source("card"), pay, points, limit),
        st.builds(
            Resources, credits=amounts, kelp=amounts, steelplast=amounts, science=amounts
        ).filter(lambda r: not r.is_zero()),
        st.integers(1, 6),
        st.sampled_from([None, 1, 2, 5]),
    ),
    max_size=4,
)
resources_strategy = st.builds(
    Resources,
    credits=st.integers(0, 9),
    kelp=st.integers(0, 9),
    steelplast=st.integers(0, 9),
    science=st.integers(0, 9),
    biomatter=st.integers(0, 4),
)


@settings(max_examples=150, deadline=None)
@given(offers=offers_strategy, resources=resources_strategy)
def test_optimal_spend_is_never_below_any_greedy_spend(
    offers: list[Offer], resources: Resources
) -> None:
    """German p. 17, step 2 and 4: the best use of resources over the cards and the
    4-for-1 rate; the exact search is at least as good as any greedy order, and equals
    a brute-force enumeration."""
    best = optimal_spend(offers, resources)
    for order in itertools.permutations(offers):
        assert best.points >= greedy(list(order), resources)
    assert best.points == brute_force(offers, resources)
    spent = Resources()
    for offer, uses in best.uses:
        assert offer.times is None or uses <= offer.times
        spent = spent + Resources(**{n: uses * getattr(offer.pay, n) for n in RESOURCE_NAMES})
    assert spent + best.left_over == resources


BOARD = load_board(1)
BUILDING_SITES = [s.id for s in BOARD.buildings]
CITY_SITES = [c.id for c in BOARD.cities if not c.start]
TUNNEL_SITES = [t.id for t in BOARD.tunnels]
KINDS = ["farm", "desalination", "laboratory"]


@settings(max_examples=120, deadline=None)
@given(
    cities=st.sets(st.sampled_from(CITY_SITES)),
    tunnels=st.sets(st.sampled_from(TUNNEL_SITES)),
    buildings=st.dictionaries(st.sampled_from(BUILDING_SITES), st.sampled_from(KINDS)),
    site=st.sampled_from(BUILDING_SITES),
    kind=st.sampled_from(KINDS),
)
def test_adding_a_connected_building_never_lowers_a_city(
    cities: set[str], tunnels: set[str], buildings: dict[str, str], site: str, kind: str
) -> None:
    """German p. 17: a connected city scores by its number of building types (2/3/4/6);
    one more building next to a connected city can only keep or raise that city's points
    and the cities total."""
    built = {c: BuiltItem(kind="city") for c in cities} | {
        t: BuiltItem(kind="tunnel") for t in tunnels
    }
    built |= {s: BuiltItem(kind=k) for s, k in buildings.items()}  # type: ignore[arg-type]
    built.pop(site, None)
    built.setdefault(BOARD.start_city, BuiltItem(kind="city"))
    before = score_player(
        0, PlayerState(name="A", colour="x", board=1, built=built), BOARD, LIBRARY
    )
    after_built = built | {site: BuiltItem(kind=kind)}  # type: ignore[arg-type]
    after = score_player(
        0, PlayerState(name="A", colour="x", board=1, built=after_built), BOARD, LIBRARY
    )

    def by_city(result: PlayerScore) -> dict[str | None, int]:
        return {line.city: line.points for line in result.lines if line.step == "cities"}

    old, new = by_city(before), by_city(after)
    assert all(new[city] >= points for city, points in old.items())
    assert after.cities >= before.cities


def test_projection_during_a_game_and_result_at_the_end() -> None:
    """German p. 17: final scoring after the third production; during the game the same
    breakdown is a projection. On the finished golden game it ranks by total, ties by
    the final play order."""
    lines = (GOLDEN / "uc_2p_full.jsonl").read_text(encoding="utf-8").splitlines()
    commands = [json.loads(line) for line in lines if line.strip()]
    finished = replay(RULESET, commands).state
    result = final_scores(finished, LIBRARY)
    assert not result.projection
    assert result.play_order == finished.final_play_order
    totals = {s.player: s.total for s in result.players}
    assert [totals[seat] for seat in result.ranking] == sorted(totals.values(), reverse=True)
    for player, scored in zip(finished.players, result.players, strict=True):
        assert scored.before == player.points
        assert scored.total == player.points + sum(line.points for line in scored.lines)
    running = replay(RULESET, commands[:200]).state
    assert final_scores(running, LIBRARY).projection


def example_position_text() -> str:
    text = (DOCS / "position.md").read_text(encoding="utf-8")
    match = re.search(r"```json\n(.*?)```", text, re.S)
    assert match, "docs/position.md has a JSON example"
    return match.group(1)


def test_documented_example_scores_like_the_rulebook(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/position.md: its example is the final-scoring example of German p. 17;
    ``companion-cli score`` prints the breakdown as JSON, and as a table with --text."""
    path = tmp_path / "position.json"
    path.write_text(example_position_text(), encoding="utf-8")
    assert main(["score", str(path), "--no-database"]) == 0
    out = json.loads(capsys.readouterr().out)
    anna = out["players"][0]
    assert [anna[k] for k in ("metropolis", "cards", "cities", "resources")] == [8, 11, 21, 6]
    assert out["winner"] == out["ranking"][0]
    assert {"code": "uc.score.city_unconnected", "params": {"city": "c32"}} in [
        line["text"] for line in anna["lines"]
    ]
    assert main(["score", str(path), "--no-database", "--text"]) == 0
    text = capsys.readouterr().out
    assert "     8  1. brown metropolis" in text
    assert "    21  3. cities" in text
    assert "Winner:" in text


def test_position_schema_document_is_current() -> None:
    """docs/position.schema.json is the schema generated from the models."""
    stored = json.loads((DOCS / "position.schema.json").read_text(encoding="utf-8"))
    assert stored == position_schema(), (
        "regenerate: .venv/bin/python -c 'import json; from companion.games.underwater_cities."
        "position import position_schema as s; print(json.dumps(s(), indent=2, "
        "ensure_ascii=False))' > docs/position.schema.json"
    )


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda t: t.replace('"t_c11_c12": "tunnel"', '"t_c99": "tunnel"'), "built.t_c99"),
        (lambda t: t.replace('"b_c12_1": "farm"', '"b_c12_1": "tunnel"'), "built.b_c12_1"),
        (lambda t: t.replace('"board": 1', '"board": 9'), "players[0].board"),
        (lambda t: t.replace('"blue1": "blue_01"', '"blue1": "brown_cities"'), "blue1"),
        (lambda t: t.replace('"credits": 16', '"credits": "many"'), "resources.credits"),
        (lambda t: t.replace('"points": 3,', '"points": 0,'), "library.cards[0].scoring"),
        (lambda t: t.replace('["Ben", "Anna"]', '["Bea", "Anna"]'), "final_play_order"),
        (lambda t: t.replace('"name": "Ben"', '"name": "Anna"'), "players"),
    ],
)
def test_bad_position_names_line_and_field(change: Any, field: str) -> None:
    """Bad input gets a clear error naming the line and the field."""
    text = change(example_position_text())
    with pytest.raises(DataError) as error:
        parse_position(text, "position.json", CardLibrary())
    assert error.value.code == "bad_position"
    assert field in error.value.params["field"]
    number = error.value.params["line"]
    assert error.value.message.startswith(f"position.json, line {number}, ")
    if field.startswith(("built", "resources")):
        key = field.split(".")[-1]
        assert f'"{key}"' in text.splitlines()[number - 1]


def test_cli_score_rejects_a_bad_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A bad position exits 2 with the error as JSON and a sentence on stderr."""
    path = tmp_path / "bad.json"
    path.write_text('{"players": [{"name": "A", "board": 1,}]}', encoding="utf-8")
    assert main(["score", str(path), "--no-database"]) == 2
    captured = capsys.readouterr()
    assert json.loads(captured.out)["error"]["code"] == "bad_position"
    assert "line 1" in captured.err
