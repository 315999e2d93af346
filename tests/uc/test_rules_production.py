"""Production and feeding at the end of an era.

Page numbers are those printed in the German rulebook (seed 001): production
p. 15, feeding and the end of the era p. 16, the production example p. 17, the
asymmetric boards (surcharges, multipliers, production sites) p. 18. Positions
on the asymmetric boards are provisional board data, checked at the start of
each test that relies on them.
"""

from __future__ import annotations

from companion.core.messages import message
from companion.core.session import Session
from companion.games.underwater_cities.board import load_board
from companion.games.underwater_cities.english import ENGLISH
from companion.games.underwater_cities.events import Fed, Produced

from .helpers import (
    board_site,
    new_game,
    play_to_production,
    put,
    res,
    resources,
    set_resources,
    state,
)


def run_production(game: Session, player: int = 0) -> tuple[Produced, Fed]:
    """Play to the production phase, run it, and return ``player``'s two events."""
    play_to_production(game)
    out = game.execute({"type": "run_production"})
    produced = next(e for e in out.events if isinstance(e, Produced) and e.player == player)
    fed = next(e for e in out.events if isinstance(e, Fed) and e.player == player)
    return produced, fed


NOT_INFO_CARD = ("metropolis", "card", "unknown_effect")
"""Breakdown lines from blue metropolis tiles and production cards."""


def lines(produced: Produced) -> dict[str, tuple[dict[str, int], int]]:
    """The info-card lines of a breakdown: source → (resources, points)."""
    return {
        ENGLISH.render(line.text): (line.resources.model_dump(), line.points)
        for line in produced.lines
        if line.kind not in NOT_INFO_CARD
    }


# --- feeding --------------------------------------------------------------------


def test_feeding_kelp_then_biomatter_then_three_points_each() -> None:
    """German p. 16: "Am Ende der Produktion muss jede Stadt in deinem Netzwerk 1 Tang
    erhalten … Pro nicht ernährte Stadt bezahlst du 1 Biomasse. Sind dann noch Städte
    nicht ernährt, ernährst du sie mithilfe von Punkten – 3 Punkte pro Stadt"; "Nur
    Städte in deinem Netzwerk benötigen Nahrung." Three connected cities (start city,
    c32 and c23 with tunnels), one unconnected (c22, no tunnel)."""
    game = new_game(2)
    for site, kind in [
        ("c32", "city"),
        ("t_c32_c33", "tunnel"),
        ("c23", "city"),
        ("t_c23_c33", "tunnel"),
        ("c22", "city"),
    ]:
        put(game, 0, site, kind)
    set_resources(game, 0, kelp=1, biomatter=1)
    game.execute({"type": "adjust", "player": 0, "reason": "test setup", "points": 5})
    produced, fed = run_production(game)
    assert (fed.cities, fed.kelp, fed.biomatter, fed.points_lost) == (3, 1, 1, 3)
    # The two tunnels next to cities produce 2 credits; nothing else produces.
    assert produced.resources.model_dump() == res(credits=2)
    assert resources(game, 0) == res(credits=2)
    assert state(game).players[0].points == 2
    # The other player's start city ate its starting kelp.
    assert resources(game, 1) == res(steelplast=1, science=1, credits=2)


def test_feeding_never_drops_the_score_below_zero() -> None:
    """German p. 16: "Wenn du alle deine Punkte verloren haben solltest, aber noch
    nicht ernährte Städte übrig sind, bleibt dein Anzeiger dennoch bei 0"."""
    game = new_game(2)
    put(game, 0, "c32", "city")
    put(game, 0, "t_c32_c33", "tunnel")
    set_resources(game, 0)
    game.execute({"type": "adjust", "player": 0, "reason": "test setup", "points": 2})
    _, fed = run_production(game)
    assert (fed.cities, fed.kelp, fed.biomatter, fed.points_lost) == (2, 0, 0, 2)
    assert state(game).players[0].points == 0


def test_unconnected_cities_do_not_eat_or_produce() -> None:
    """German p. 11: "Gebäude und Städte, die nicht mit dem Netzwerk verbunden sind,
    erzeugen während der Produktion nichts. Sie verbrauchen am Ende der Produktion
    keinen Tang." An unconnected symbiotic city scores nothing."""
    game = new_game(2)
    put(game, 0, "c32", "symbiotic_city")
    put(game, 0, "b_c32_1", "farm", upgraded=True)
    set_resources(game, 0, kelp=2)
    produced, fed = run_production(game)
    assert produced.lines == ()
    assert (fed.cities, fed.kelp) == (1, 1)
    assert resources(game, 0) == res(kelp=1)
    assert state(game).players[0].points == 0


# --- the info card --------------------------------------------------------------


def test_production_example_as_far_as_the_info_card_goes() -> None:
    """German p. 17 (production example): "Die beiden Farmen erzeugen 2 Tang. Die
    aufgewertete Farm erzeugt außerdem 1 Punkt. Die beiden Entsalzungsanlagen erzeugen
    2 Credits … 2 aufgewertete Labore in derselben Stadt erzeugen 3 Stahlplastik und
    2 Wissenschaft. 3 Tunnel sind benachbart zu Städten, erzeugen also 3 Credits. Einer
    ist aufgewertet, also erzeugt er 1 Punkt. Der vierte Tunnel ist zu keiner Stadt
    benachbart. Er erzeugt nichts, verbindet aber die Metropole … Die symbiotische
    Stadt … erzeugt 2 Punkte … Nur 2 sind verbunden, daher bezahlt er 2 Tang. Die nicht
    verbundene Stadt wird bei der Produktion ignoriert … erzeugt deren Labor nichts".

    The production card (1 credit) and the blue metropolis (2 points) of the example
    are not info-card production and are left out (blue tile texts are not in the
    card library yet, so the connected tile adds nothing). Layout on board 1: start city c33
    with 2 upgraded labs and a farm; symbiotic city c23 with an upgraded farm and 2
    desalination plants; tunnels t_c23_c33, t_c32_c33 (upgraded), t_c13_c23 and
    t_c13_blue1 (touching only the empty site c13 and the metropolis); an unconnected
    city c22 with a lab."""
    game = new_game(2)
    for site, kind, upgraded in [
        ("c23", "symbiotic_city", False),
        ("t_c23_c33", "tunnel", False),
        ("t_c32_c33", "tunnel", True),
        ("t_c13_c23", "tunnel", False),
        ("t_c13_blue1", "tunnel", False),
        ("b_c33_1", "laboratory", True),
        ("b_c33_2", "laboratory", True),
        ("b_c33_3", "farm", False),
        ("b_c23_1", "farm", True),
        ("b_c23_2", "desalination", False),
        ("b_c23_3", "desalination", False),
        ("c22", "city", False),
        ("b_c22_2", "laboratory", False),
    ]:
        put(game, 0, site, kind, upgraded=upgraded)
    set_resources(game, 0)
    produced, fed = run_production(game)
    by_source = lines(produced)
    pair = [
        source for source in by_source if source.startswith("city, bottom right: 2 upgraded lab")
    ]
    assert len(pair) == 1
    assert by_source.pop(pair[0]) == (res(steelplast=1), 0)
    assert by_source == {
        "upgraded laboratory on building site 1, city bottom right": (
            res(science=1, steelplast=1),
            0,
        ),
        "upgraded laboratory on building site 2, city bottom right": (
            res(science=1, steelplast=1),
            0,
        ),
        "farm on building site 3, city bottom right": (res(kelp=1), 0),
        "upgraded farm on building site 1, city middle right": (res(kelp=1), 1),
        "desalination plant on building site 2, city middle right": (res(credits=1), 0),
        "desalination plant on building site 3, city middle right": (res(credits=1), 0),
        "symbiotic city on city, middle right": (res(), 2),
        "tunnel, top right – middle right": (res(credits=1), 0),
        "tunnel, middle right – bottom right": (res(credits=1), 0),
        "tunnel, bottom centre – bottom right, upgraded": (res(credits=1), 1),
    }
    assert not [line for line in produced.lines if line.kind in NOT_INFO_CARD]
    assert produced.resources.model_dump() == res(kelp=2, credits=5, steelplast=3, science=2)
    assert produced.points == 4
    assert (fed.cities, fed.kelp, fed.biomatter, fed.points_lost) == (2, 2, 0, 0)
    assert resources(game, 0) == res(credits=5, steelplast=3, science=2)
    assert state(game).players[0].points == 4


def test_two_upgraded_labs_in_one_city_three_steelplast_two_science() -> None:
    """German p. 17: "2 aufgewertete Labore in derselben Stadt erzeugen 3 Stahlplastik
    und 2 Wissenschaft." In two different cities they make only 2 + 2."""
    game = new_game(2)
    put(game, 0, "b_c33_1", "laboratory", upgraded=True)
    put(game, 0, "b_c33_2", "laboratory", upgraded=True)
    put(game, 1, "c32", "city")
    put(game, 1, "t_c32_c33", "tunnel")
    put(game, 1, "b_c33_1", "laboratory", upgraded=True)
    put(game, 1, "b_c32_1", "laboratory", upgraded=True)
    play_to_production(game)
    out = game.execute({"type": "run_production"})
    produced = [e for e in out.events if isinstance(e, Produced)]
    assert produced[0].resources.model_dump() == res(steelplast=3, science=2)
    assert produced[1].resources.model_dump() == res(steelplast=2, science=2, credits=1)


def test_two_upgraded_desalination_plants_three_credits_two_biomatter() -> None:
    """German p. 18 (multiplier paragraph): "2 aufgewertete Entsalzungsanlagen bei einer
    verbundenen Stadt [erzeugen] normalerweise 3 Credits und 2 Biomasse"; upgraded
    farms: "erzeugen sie außerdem 1 zusätzlichen Tang und 1 zusätzlichen Punkt"
    (German p. 15)."""
    game = new_game(2)
    put(game, 0, "b_c33_1", "desalination", upgraded=True)
    put(game, 0, "b_c33_2", "desalination", upgraded=True)
    put(game, 1, "b_c33_1", "farm", upgraded=True)
    put(game, 1, "b_c33_2", "farm", upgraded=True)
    play_to_production(game)
    out = game.execute({"type": "run_production"})
    produced = [e for e in out.events if isinstance(e, Produced)]
    assert produced[0].resources.model_dump() == res(credits=3, biomatter=2)
    assert produced[0].points == 0
    assert produced[1].resources.model_dump() == res(kelp=3)
    assert produced[1].points == 3


def test_a_tunnel_touching_no_city_produces_nothing() -> None:
    """German p. 15: "Ein Tunnel erzeugt nichts, wenn er nicht zu einer Stadt benachbart
    ist" — here t_c31_c32 is reached through the empty city site c32."""
    game = new_game(2)
    put(game, 0, "t_c32_c33", "tunnel", upgraded=True)
    put(game, 0, "t_c31_c32", "tunnel", upgraded=True)
    set_resources(game, 0)
    produced, _ = run_production(game)
    assert lines(produced) == {
        "tunnel, bottom centre – bottom right, upgraded": (res(credits=1), 1)
    }


def test_multiplier_example_two_upgraded_desalination_one_with_2x() -> None:
    """German p. 18: "Wenn eine davon diesen Multiplikator hat, erzeugt sie zusätzlich
    1 Credit und 1 Biomasse, insgesamt also 4 Credits und 3 Biomasse. Wie das Beispiel
    zeigt, gilt der Multiplikator nur für die übliche Produktion …" Board 6
    (asymmetric, provisional): b_c33_4, next to the start city, carries a 2x
    multiplier."""
    assert board_site(6, "b_c33_4").multiplier
    game = new_game(2, board_side="asymmetric", boards=[6, 5])
    put(game, 0, "b_c33_1", "desalination", upgraded=True)
    put(game, 0, "b_c33_4", "desalination", upgraded=True)
    set_resources(game, 0)
    produced, _ = run_production(game)
    assert produced.resources.model_dump() == res(credits=4, biomatter=3)
    assert produced.points == 0
    multiplier = "2x multiplier on building site 4, city bottom right"
    assert lines(produced)[multiplier] == (res(credits=1, biomatter=1), 0)


def test_tunnel_site_producing_three_times() -> None:
    """German p. 18: "Ein Tunnel auf diesem Bauplatz erzeugt dreifach während der
    Produktion, wenn er zu einer verbundenen Stadt benachbart ist … ein aufgewerteter
    Tunnel 3 Credits und 3 Punkte." Board 6 (provisional): t_c22_c23."""
    assert board_site(6, "t_c22_c23").production_factor == 3
    game = new_game(2, board_side="asymmetric", boards=[6, 5])
    put(game, 0, "c23", "city")
    put(game, 0, "t_c23_c33", "tunnel")
    put(game, 0, "t_c22_c23", "tunnel", upgraded=True)
    set_resources(game, 0, kelp=2)
    produced, _ = run_production(game)
    assert produced.resources.model_dump() == res(credits=4)
    assert produced.points == 3


def test_pair_of_tunnel_sites_gives_two_credits_when_both_produce() -> None:
    """German p. 18: "Dieser Produktionsbonus gilt nur, wenn du beide Tunnel gebaut
    hast … erhältst du 2 zusätzliche Credits, wenn die Tunnel in der Produktionsphase
    etwas erzeugen. Diese zusätzliche Produktion hängt nicht davon ab, ob die Tunnel
    aufgewertet sind." Board 5 (provisional): t_c21_c31 + t_c31_c32."""
    pair = load_board(5).pair_bonuses[0]
    assert pair.tunnels == ("t_c21_c31", "t_c31_c32")
    game = new_game(2, board_side="asymmetric", boards=[5, 6])
    for site, kind in [
        ("t_c32_c33", "tunnel"),
        ("c32", "city"),
        ("t_c31_c32", "tunnel"),
        ("t_c21_c31", "tunnel"),
    ]:
        put(game, 0, site, kind)
    set_resources(game, 0, kelp=2)
    produced, _ = run_production(game)
    # t_c21_c31 touches no city yet: no pair bonus.
    assert produced.resources.model_dump() == res(credits=2)
    game = new_game(2, board_side="asymmetric", boards=[5, 6])
    for site, kind in [
        ("t_c32_c33", "tunnel"),
        ("c32", "city"),
        ("t_c31_c32", "tunnel"),
        ("t_c21_c31", "tunnel"),
        ("c31", "city"),
    ]:
        put(game, 0, site, kind)
    set_resources(game, 0, kelp=3)
    produced, _ = run_production(game)
    assert produced.resources.model_dump() == res(credits=5)


def test_symbiotic_city_site_producing_six_points() -> None:
    """German p. 18: "Eine verbundene symbiotische Stadt auf diesem Bauplatz erzeugt
    6 Punkte während der Produktion (statt 2). Eine nicht-symbiotische Stadt … ergibt
    daher auf diesem Bauplatz keinen Bonus." Board 5 (provisional): c22."""
    assert board_site(5, "c22").symbiotic_points == 6
    game = new_game(2, board_side="asymmetric", boards=[5, 6])
    for site, kind in [
        ("c23", "symbiotic_city"),
        ("t_c23_c33", "tunnel"),
        ("c22", "symbiotic_city"),
        ("t_c22_c23", "tunnel"),
    ]:
        put(game, 0, site, kind)
    put(game, 1, "c23", "city")
    put(game, 1, "t_c23_c33", "tunnel")
    put(game, 1, "c22", "city")
    put(game, 1, "t_c22_c23", "tunnel")
    set_resources(game, 0, kelp=3)
    produced, _ = run_production(game)
    assert produced.points == 2 + 6
    other = state(game).players[1].points
    assert other == 0


def test_metropolis_tunnel_site_bonus_does_not_need_the_tunnel_to_produce() -> None:
    """German p. 18: "Während der Produktion erzeugt die verbundene Metropole
    2 zusätzliche Punkte. Dieser Bonus hängt nicht von der Produktion des Tunnels ab."
    Board 6 (provisional): t_c23_blue1 joins blue1; with c23 empty that tunnel touches
    no city and produces nothing, yet the connected metropolis gives its 2 points."""
    assert board_site(6, "t_c23_blue1").metropolis_points == 2
    game = new_game(2, board_side="asymmetric", boards=[6, 5])
    put(game, 0, "t_c23_c33", "tunnel")
    put(game, 0, "t_c23_blue1", "tunnel")
    set_resources(game, 0, kelp=1)
    produced, _ = run_production(game)
    assert produced.resources.model_dump() == res(credits=1)
    assert produced.points == 2


def test_pair_bonus_line_names_the_buildings_in_plain_english() -> None:
    """German p. 15: "Du erhältst außerdem einen gewissen Produktionsbonus, wenn du 2
    aufgewertete Gebäude desselben Typs in derselben Stadt hast" — the breakdown shown
    to the table names them in plain English."""
    game = new_game(2)
    put(game, 0, "b_c33_1", "laboratory", upgraded=True)
    put(game, 0, "b_c33_2", "laboratory", upgraded=True)
    produced, _ = run_production(game)
    assert "city, bottom right: 2 upgraded laboratories" in lines(produced)
    (bonus,) = [line.text for line in produced.lines if line.kind == "city_bonus"]
    assert bonus == message("uc.production.city_bonus", city="c33", count=2, buildings="laboratory")
