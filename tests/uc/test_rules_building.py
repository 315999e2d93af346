"""Building: costs, biomatter, discounts and surcharges, upgrades, legal sites,
site bonuses, supply limits and the second-building triggers.

Page numbers are those printed in the German rulebook (seed 001): cities,
buildings, tunnels and costs p. 10, network and biomatter p. 11, upgrades p. 12,
timing example p. 13, site bonuses p. 14, limited components p. 9, surcharges
and multipliers p. 18 (variants), card notes p. 19 (the German rulebook has 20 pages).

A card the companion does not know (an instant without a number) opens a
*freeform* effect: the table records what it did, with any cost rule. That is
how a card "that allows building on an expansion site", a discount, a stated
cost or a free build is played here.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core.messages import message
from companion.core.session import Session
from companion.games.underwater_cities.events import Advanced, Built, Gained, Upgraded
from companion.games.underwater_cities.model import BuildKind
from companion.games.underwater_cities.queries import (
    build_payments,
    legal_sites,
    site_unavailable_reason,
)

from .helpers import (
    board_site,
    do,
    end_turn,
    finish_round,
    illegal,
    new_game,
    pass_turn,
    place,
    put,
    res,
    resources,
    set_resources,
    state,
)

PLENTY = {"credits": 20, "kelp": 20, "steelplast": 20, "science": 20, "biomatter": 20}


def freeform(game: Session, colour: str = "green", slot: str = "s12_03") -> None:
    """The current player plays an unknown matching instant card and resolves it."""
    place(game, slot, colour)
    do(game, "resolve_card")


def built_payment(outcome: Any) -> dict[str, int]:
    event = next(e for e in outcome.events if isinstance(e, Built))
    payment: dict[str, int] = event.payment.model_dump()
    return payment


# --- costs ----------------------------------------------------------------------

USUAL = [
    ("farm", "b_c33_1", res(kelp=1)),
    ("desalination", "b_c33_1", res(credits=1)),
    ("laboratory", "b_c33_1", res(steelplast=1)),
    ("tunnel", "t_c32_c33", res(steelplast=1, credits=1)),
    ("city", "c32", res(steelplast=2, kelp=1, credits=1)),
    ("symbiotic_city", "c32", res(steelplast=1, kelp=1, biomatter=1, credits=2)),
]


@pytest.mark.parametrize(("kind", "site", "cost"), USUAL)
def test_usual_costs_from_the_info_card(kind: BuildKind, site: str, cost: dict[str, int]) -> None:
    """German p. 10: "Bezahle 2 Stahlplastik, 1 Tang und 1 Credit für eine
    nicht-symbiotische Stadt … oder bezahle 1 Stahlplastik, 1 Tang, 1 Biomasse und
    2 Credits für eine symbiotische Stadt"; "Baue eine Farm. Das kostet 1 Tang. …
    Entsalzungsanlage … 1 Credit. … Labor … 1 Stahlplastik"; "Baue 1 Tunnel. Das kostet
    1 Stahlplastik und 1 Credit." (Board 1: these sites print no bonus.)"""
    game = new_game(2)
    set_resources(game, 0, **PLENTY)
    assert build_payments(state(game), 0, site, kind)[0].model_dump() == cost
    freeform(game)
    out = do(game, "build", site=site, kind=kind)
    assert built_payment(out) == cost
    after = {k: PLENTY[k] - cost[k] for k in PLENTY}
    assert resources(game, 0) == after


def test_upgrade_costs_one_science_once_only_and_never_a_city() -> None:
    """German p. 12: "Egal, ob du einen Tunnel, eine Farm, eine Entsalzungsanlage oder
    ein Labor aufwertest, betragen die Kosten immer 1 Wissenschaft"; "Es ist nicht
    möglich, eine aufgewertete Struktur erneut aufzuwerten"; cities are not structures
    ("Gebäude und Tunnel werden in diesem Spiel Strukturen genannt")."""
    game = new_game(2)
    put(game, 0, "b_c33_1", "farm")
    put(game, 0, "t_c32_c33", "tunnel")
    set_resources(game, 0, science=3)
    place(game, "s12_02", "red")  # gain 2 science, or upgrade 1–3 structures
    out = do(game, "upgrade", site="b_c33_1")
    upgraded = next(e for e in out.events if isinstance(e, Upgraded))
    assert upgraded.payment.model_dump() == res(science=1)
    illegal(game, {"type": "upgrade", "player": 0, "site": "b_c33_1"}, "already_upgraded")
    illegal(game, {"type": "upgrade", "player": 0, "site": "c33"}, "cities_not_upgraded")
    do(game, "upgrade", site="t_c32_c33")
    assert resources(game, 0) == res(science=1)
    player = state(game).players[0]
    assert player.built["b_c33_1"].upgraded and player.built["t_c32_c33"].upgraded


def test_cities_are_never_built_upgraded() -> None:
    """German p. 12: only structures (buildings and tunnels) are upgraded."""
    game = new_game(2)
    set_resources(game, 0, **PLENTY)
    freeform(game)
    illegal(
        game,
        {"type": "build", "player": 0, "site": "c32", "kind": "city", "upgrade": True},
        "cities_not_upgraded",
    )


# --- biomatter ------------------------------------------------------------------


def test_biomatter_for_kelp_or_steelplast_german_example() -> None:
    """German p. 11: "Nur beim Bau eines Tunnels, eines Gebäudes oder einer Stadt kann
    der Teil der Kosten, der Tang oder Stahlplastik erfordert, stattdessen mit Biomasse
    bezahlt werden. BEISPIEL: Eine nicht-symbiotische Stadt kostet üblicherweise
    2 Stahlplastik, 1 Tang und 1 Credit. Doch du könntest sie mit 1 Stahlplastik,
    2 Biomasse und 1 Credit erbauen.\" """
    game = new_game(2)
    set_resources(game, 0, steelplast=1, biomatter=2, credits=1)
    payments = [p.model_dump() for p in build_payments(state(game), 0, "c32", "city")]
    assert payments == [res(steelplast=1, biomatter=2, credits=1)]
    place(game, "s12_07", "green")  # build 1 city
    out = do(
        game,
        "build",
        site="c32",
        kind="city",
        payment={"steelplast": 1, "biomatter": 2, "credits": 1},
    )
    assert built_payment(out) == res(steelplast=1, biomatter=2, credits=1)
    assert resources(game, 0) == res()


def test_engine_chooses_the_least_biomatter() -> None:
    """German p. 11: biomatter *may* replace kelp or steelplast; without a stated
    payment the engine spends biomatter only when needed."""
    game = new_game(2)
    set_resources(game, 0, steelplast=2, kelp=1, biomatter=3, credits=1)
    options = build_payments(state(game), 0, "c32", "city")
    assert options[0].model_dump() == res(steelplast=2, kelp=1, credits=1)
    assert len(options) == 6  # 0–1 kelp × 0–2 steelplast swapped


def test_biomatter_never_pays_credits_or_science() -> None:
    """German p. 11: only "der Teil der Kosten, der Tang oder Stahlplastik erfordert";
    and p. 12: an upgrade costs "immer 1 Wissenschaft"."""
    game = new_game(3)
    set_resources(game, 0, **PLENTY)
    put(game, 0, "b_c33_2", "farm")
    place(game, "s34_01", "red")  # use 1 action card; build 1 structure and upgrade it
    illegal(
        game,
        {
            "type": "build",
            "player": 0,
            "site": "b_c33_1",
            "kind": "desalination",
            "upgrade": True,
            "payment": {"credits": 1, "biomatter": 1},
        },
        "wrong_payment",
    )
    illegal(
        game,
        {
            "type": "build",
            "player": 0,
            "site": "b_c33_1",
            "kind": "desalination",
            "upgrade": True,
            "payment": {"biomatter": 1, "science": 1},
        },
        "wrong_payment",
    )
    out = do(
        game,
        "build",
        site="b_c33_1",
        kind="laboratory",
        upgrade=True,
        payment={"biomatter": 1, "science": 1},
    )
    assert built_payment(out) == res(biomatter=1, science=1)
    end_turn(game)
    pass_turn(game)
    pass_turn(game)
    place(game, "s34_02", "red")
    illegal(
        game,
        {"type": "upgrade", "player": 0, "site": "b_c33_2", "payment": {"biomatter": 1}},
        "upgrade_costs_science",
    )


# --- discounts, stated costs, free builds, surcharges ----------------------------


def test_discounts_stack_and_never_go_below_zero() -> None:
    """German p. 10: "Gibt die Karte die Baukosten nicht an, bezahlst du die üblichen
    Kosten"; the digest (§6): "a discount is taken off the usual cost, several
    discounts stack, never below zero" — two 1-steelplast discounts on a city take both
    steelplast, a 3-credit discount on a desalination plant makes it free."""
    game = new_game(2)
    set_resources(game, 0, **PLENTY)
    freeform(game)
    two = {"steelplast": 2}
    out = do(game, "build", site="c32", kind="city", cost="discount", amount=two)
    assert built_payment(out) == res(kelp=1, credits=1)
    out = do(
        game,
        "build",
        site="b_c33_1",
        kind="desalination",
        cost="discount",
        amount={"credits": 3},
    )
    assert built_payment(out) == res()


def test_stated_cost_replaces_the_usual_cost_and_free_ignores_it() -> None:
    """German p. 10: "Gibt die Karte jedoch bestimmte Kosten an, gelten diese statt der
    üblichen Kosten"; German p. 7, card 146: "darfst du kostenlos 1 Entsalzungsanlage
    bauen"."""
    game = new_game(2)
    set_resources(game, 0, **PLENTY)
    freeform(game)
    out = do(game, "build", site="b_c33_1", kind="laboratory", cost="stated", amount={"credits": 2})
    assert built_payment(out) == res(credits=2)
    out = do(game, "build", site="t_c32_c33", kind="tunnel", cost="free")
    assert built_payment(out) == res()


def test_slot_actions_build_at_the_usual_cost() -> None:
    """German p. 10: "Das sind die Kosten, die du bezahlst, wenn du etwas durch die
    Wahl eines Aktionsplatzes baust.\" """
    game = new_game(2)
    place(game, "s12_12", "red")  # build 2 desalination plants
    illegal(
        game,
        {"type": "build", "player": 0, "site": "b_c33_1", "kind": "desalination", "cost": "free"},
        "usual_cost_only",
    )


def test_surcharge_is_added_after_discounts_even_when_free() -> None:
    """German p. 18: "Eine Zusatzzahlung kommt zur Anwendung, nachdem du alle
    eventuellen Ermäßigungen oder Kostenreduzierungen angewendet hast. Wenn dir z. B.
    ein Effekt einen kostenlosen Bau … erlaubt hat, musst du die Zusatzzahlung dennoch
    erbringen … Die Zusatzzahlung gilt nur für das Bauen auf dem Bauplatz, bei einer
    Aufwertung gilt sie nicht." Board 5 (asymmetric, provisional): b_c32_4 carries a
    surcharge of 1 kelp."""
    assert board_site(5, "b_c32_4").surcharge.model_dump() == res(kelp=1)
    game = new_game(2, board_side="asymmetric", boards=[5, 6])
    set_resources(game, 0, **PLENTY)
    freeform(game)
    out = do(game, "build", site="b_c32_4", kind="desalination", cost="free")
    assert built_payment(out) == res(kelp=1)
    assert build_payments(state(game), 0, "b_c32_1", "farm", rule="free")[0].model_dump() == res()
    end_turn(game)
    pass_turn(game)
    place(game, "s12_02", "red")
    out = do(game, "upgrade", site="b_c32_4")
    assert next(e for e in out.events if isinstance(e, Upgraded)).payment.model_dump() == res(
        science=1
    )


def test_surcharge_at_usual_cost_on_a_city_site() -> None:
    """German p. 18: "Wenn du hier eine Stadt baust, musst du eine Zusatzzahlung von
    3 Stahlplastik und 3 Credits leisten" (board 5, c22, provisional position)."""
    game = new_game(2, board_side="asymmetric", boards=[5, 6])
    put(game, 0, "c23", "city")
    set_resources(game, 0, steelplast=5, kelp=1, credits=4)
    place(game, "s12_07", "green")  # build 1 city
    out = do(game, "build", site="c22", kind="city")
    assert built_payment(out) == res(steelplast=5, kelp=1, credits=4)
    assert resources(game, 0) == res()


def test_city_site_with_surcharge_gives_six_points_at_once_even_unconnected() -> None:
    """German p. 18: "Wenn du eine Stadt auf diesem Bauplatz baust, musst du eine
    Zusatzzahlung von 2 Wissenschaft und 2 Credits leisten. Du erhältst sofort
    6 Punkte, egal ob die Stadt verbunden ist oder nicht." (Board 6, c11, provisional.)"""
    game = new_game(2, board_side="asymmetric", boards=[6, 5])
    put(game, 0, "c12", "city")
    set_resources(game, 0, steelplast=2, kelp=1, credits=3, science=2)
    place(game, "s12_07", "green")
    out = do(game, "build", site="c11", kind="city")
    assert built_payment(out) == res(steelplast=2, kelp=1, credits=3, science=2)
    assert [g.points for g in out.events if isinstance(g, Gained)] == [6]
    assert state(game).players[0].points == 6


# --- legal sites ----------------------------------------------------------------


def test_tunnel_must_connect_to_the_start_city() -> None:
    """German p. 10: "Der Bauplatz, den du für den neuen Tunnel wählst, muss mit deiner
    Start-Stadt verbunden sein … Dieser Weg darf durch Städte und sogar leere
    Stadtbauplätze führen, jedoch nicht durch leere Tunnelbauplätze." and
    "Erweiterung in kleinen Schritten": each tunnel may open sites for the next."""
    game = new_game(2)
    set_resources(game, 0, steelplast=2, credits=2)
    place(game, "s12_09", "yellow")  # build 2 tunnels
    error = illegal(
        game,
        {"type": "build", "player": 0, "site": "t_c31_c32", "kind": "tunnel"},
        "tunnel_not_connected",
    )
    assert "it would not connect to the start city" in error.message
    assert error.params == {"site": "t_c31_c32"}
    assert "t_c31_c32" not in legal_sites(state(game), 0, "tunnel")
    do(game, "build", site="t_c32_c33", kind="tunnel")
    # Through the empty city site c32 the next tunnel is now legal.
    assert "t_c31_c32" in legal_sites(state(game), 0, "tunnel")
    do(game, "build", site="t_c31_c32", kind="tunnel")
    assert resources(game, 0) == res()


def test_city_next_to_an_existing_city_before_its_tunnel() -> None:
    """German p. 10: "Der Bauplatz … muss benachbart zu einer vorhandenen Stadt sein …
    Es ist erlaubt, neue Städte zu bauen, bevor der Tunnel zwischen ihnen erbaut ist.\" """
    game = new_game(2)
    set_resources(game, 0, **PLENTY)
    freeform(game)
    illegal(
        game, {"type": "build", "player": 0, "site": "c22", "kind": "city"}, "city_not_adjacent"
    )
    do(game, "build", site="c32", kind="city")
    do(game, "build", site="c22", kind="city")
    assert set(state(game).players[0].built) == {"c33", "c32", "c22"}


def test_building_next_to_a_city_or_a_legal_city_site() -> None:
    """German p. 10: "Der Bauplatz, den du für neue Gebäude wählst, muss entweder
    benachbart zu einer existierenden Stadt sein oder benachbart zu einem Bauplatz, auf
    dem du eine neue Stadt bauen könntest.\" """
    game = new_game(2)
    set_resources(game, 0, **PLENTY)
    freeform(game)
    do(game, "build", site="b_c32_1", kind="laboratory")  # c32 is a legal city site
    illegal(
        game,
        {"type": "build", "player": 0, "site": "b_c22_2", "kind": "laboratory"},
        "building_not_next_to_city",
    )


def test_expansion_sites_only_with_a_card() -> None:
    """German p. 10, "Erweiterungsbauplätze": "Auf einem solchen Bauplatz darfst du nur
    bauen, wenn du eine Karte mit einem Effekt ausspielst, der es dir erlaubt … (und
    natürlich nur, wenn dieser benachbart zu einer existierenden Stadt oder zu einem
    Bauplatz ist, auf dem es erlaubt ist, eine neue Stadt zu bauen)."""
    game = new_game(2)
    set_resources(game, 0, **PLENTY)
    place(game, "s12_12", "green")  # build 2 desalination plants
    error = illegal(
        game,
        {"type": "build", "player": 0, "site": "x_c33", "kind": "desalination"},
        "expansion_needs_card",
    )
    assert error.params == {"site": "x_c33"}
    assert "x_c33" not in legal_sites(state(game), 0, "desalination")
    assert "x_c33" in legal_sites(state(game), 0, "desalination", expansion=True)
    do(game, "build", site="b_c33_1", kind="desalination")
    do(game, "finish")
    do(game, "resolve_card")  # an unknown card: "build on an expansion site"
    do(game, "build", site="x_c33", kind="desalination")
    do(game, "build", site="x_c32", kind="farm")
    illegal(
        game,
        {"type": "build", "player": 0, "site": "x_c22", "kind": "farm"},
        "building_not_next_to_city",
    )
    assert state(game).players[0].built["x_c33"].kind == "desalination"


def test_things_are_built_one_at_a_time_on_empty_sites_of_the_right_type() -> None:
    """German p. 10: a city "auf einen freien Stadtbauplatz", a building "auf einen
    freien Bauplatz", a tunnel "auf den Tunnelbauplatz"."""
    game = new_game(2)
    set_resources(game, 0, **PLENTY)
    freeform(game)
    do(game, "build", site="b_c33_1", kind="farm")
    illegal(game, {"type": "build", "player": 0, "site": "b_c33_1", "kind": "farm"}, "site_taken")
    illegal(game, {"type": "build", "player": 0, "site": "c33", "kind": "city"}, "site_taken")
    illegal(game, {"type": "build", "player": 0, "site": "c32", "kind": "farm"}, "wrong_site_type")
    illegal(game, {"type": "build", "player": 0, "site": "c99", "kind": "farm"}, "unknown_site")


# --- site bonuses ---------------------------------------------------------------


def test_site_bonus_even_unconnected() -> None:
    """German p. 14: "Wenn du eine Struktur oder eine Stadt auf einem Bauplatz
    errichtest, auf dem eine Ressource abgebildet ist, erhältst du diese Ressource.
    … Du erhältst diesen Bonus sogar, wenn die Stadt bzw. das Gebäude dort noch nicht
    mit deinem Netzwerk verbunden sind." Board 1 (provisional): b_c32_2 prints 1 kelp;
    c32 has no city, so the farm is unconnected."""
    bonus = board_site(1, "b_c32_2").bonus
    assert bonus is not None and bonus.resources.model_dump() == res(kelp=1)
    game = new_game(2)
    set_resources(game, 0, kelp=1)
    place(game, "s12_04", "green")  # build 2 farms
    out = do(game, "build", site="b_c32_2", kind="farm")
    assert [(g.reason, g.automatic) for g in out.events if isinstance(g, Gained)] == [
        (message("uc.reason.site_bonus", site="b_c32_2"), True)
    ]
    assert resources(game, 0) == res(kelp=1)
    do(game, "build", site="b_c32_1", kind="farm")  # the bonus kelp pays at once
    assert resources(game, 0) == res()


def test_site_bonus_pays_for_the_second_tunnel_german_example() -> None:
    """German p. 14: "Du wählst die Aktion, die dir erlaubt, 2 Tunnel zu bauen. Du
    bezahlst 1 Stahlplastik und 1 Credit, um auf diesem Bauplatz zu bauen und erhältst
    sofort 1 Stahlplastik. Du darfst diesen Stahlplastik (sowie 1 weiteren Credit)
    sofort zum Bau deines zweiten Tunnels nutzen." Board 1: t_c23_c33 prints 1
    steelplast."""
    game = new_game(2)
    set_resources(game, 0, steelplast=1, credits=2)
    place(game, "s12_09", "yellow")
    do(game, "build", site="t_c23_c33", kind="tunnel")
    assert resources(game, 0) == res(steelplast=1, credits=1)
    do(game, "build", site="t_c32_c33", kind="tunnel")
    assert resources(game, 0) == res()


def test_federation_and_card_site_bonus() -> None:
    """German p. 14: "Bauen auf einem Bauplatz, der diese Symbole zeigt, lässt dich auf
    der Staatenbund-Leiste 1 Feld voranschreiten und 1 Karte vom Deck der laufenden Ära
    ziehen." Board 4 (provisional): b_c32_1."""
    assert board_site(4, "b_c32_1").bonus.federation_card
    game = new_game(2, boards=[4, 1])
    place(game, "s12_12", "green")
    out = do(game, "build", site="b_c32_1", kind="desalination")
    assert [e.to for e in out.events if isinstance(e, Advanced)] == [4]
    assert state(game).federation.space[0] == 4
    assert state(game).players[0].hand == 3  # played 1, drew 1
    assert state(game).players[0].advanced_this_round


# --- limited supply -------------------------------------------------------------


def test_no_tunnels_left() -> None:
    """German p. 9: "Im Vorrat sind anfangs 46 Tunnel. Wenn sie aufgebraucht sind,
    können keine Tunnel mehr gebaut werden." (Supply set to 1 here.)"""
    game = new_game(2, tunnel_supply=1)
    set_resources(game, 0, **PLENTY)
    place(game, "s12_09", "yellow")
    do(game, "build", site="t_c32_c33", kind="tunnel")
    assert state(game).supply.tunnels == 0
    illegal(
        game,
        {"type": "build", "player": 0, "site": "t_c23_c33", "kind": "tunnel"},
        "no_tunnels_left",
    )
    end_turn(game)
    set_resources(game, 1, **PLENTY)
    place(game, "s12_05", "yellow")  # build 1 tunnel and use 1 action card: still usable
    illegal(
        game,
        {"type": "build", "player": 1, "site": "t_c32_c33", "kind": "tunnel"},
        "no_tunnels_left",
    )
    end_turn(game)
    finish_round(game)
    # A slot that only builds tunnels can no longer be chosen (German p. 9).
    illegal(
        game,
        {"type": "place", "player": 1, "slot": "s12_09", "card": {"colour": "green"}},
        "slot_unusable",
    )


CHAIN = ["c32", "c23", "c22", "c31", "c13", "c21", "c12", "c11"]
"""The eight city sites of the 3x3 layout, each next to one built before it."""


def test_no_white_domes_left_seventeen_in_the_whole_game() -> None:
    """German p. 9: "Ebenso gibt es im Spiel nur 17 nicht-symbiotische Stadtkuppeln,
    also dürfen auch nicht mehr gebaut werden." Two start cities use 2 of them."""
    game = new_game(2)
    set_resources(game, 0, **PLENTY)
    freeform(game)
    for site in CHAIN:
        do(game, "build", site=site, kind="city", cost="free")
    end_turn(game)
    assert state(game).supply.white_domes == 7
    set_resources(game, 1, **PLENTY)
    freeform(game, slot="s12_04")
    for site in CHAIN[:7]:
        do(game, "build", site=site, kind="city", cost="free")
    assert state(game).supply.white_domes == 0
    illegal(
        game,
        {"type": "build", "player": 1, "site": "c11", "kind": "city", "cost": "free"},
        "no_white_domes_left",
    )
    do(game, "build", site="c11", kind="symbiotic_city", cost="free")


def test_no_symbiotic_domes_left_for_the_player_count() -> None:
    """German p. 9: "Im Spiel zu zweit benutzt ihr 7 symbiotische Stadtkuppeln.\" """
    game = new_game(2)
    freeform(game)
    for site in CHAIN[:7]:
        do(game, "build", site=site, kind="symbiotic_city", cost="free")
    assert state(game).supply.symbiotic_domes == 0
    illegal(
        game,
        {"type": "build", "player": 0, "site": "c11", "kind": "symbiotic_city", "cost": "free"},
        "no_symbiotic_domes_left",
    )


def test_solo_symbiotic_domes_unlimited() -> None:
    """German p. 18: "Bei dieser Variante ist die Anzahl der symbiotischen Kuppeln
    nicht beschränkt.\" """
    game = new_game(1)
    set_resources(game, 0, **PLENTY)  # asymmetric boards: surcharges still apply
    freeform(game, slot="s12_04")
    for site in CHAIN:
        do(game, "build", site=site, kind="symbiotic_city", cost="free")
    assert state(game).supply.symbiotic_domes is None


# --- second laboratory / desalination plant triggers ---------------------------------


def test_card_37_example_second_laboratory_of_a_connected_city() -> None:
    """German p. 13: "Nehmen wir an, du hast die Karte mit dem dauerhaften Effekt Nr. 37
    und die Aktionskarte Nr. 34 … In deinem Vorrat sind 1 Stahlplastik und
    1 Wissenschaft. Du hast keine Credits … Du hast dein Labor bei einer verbundene
    Stadt gebaut und es ist dein zweites, daher erhältst du … sofort 1 Credit. Jetzt
    musst du 1 Wissenschaft bezahlen und kannst das soeben gebaute Labor aufwerten …
    Du bezahlst den 1 Credit …, um eine Entsalzungsanlage zu erbauen. Schließlich
    ziehst du 1 Karte.\" """
    game = new_game(3)
    place(game, "s34_08", "green", kind="permanent", number=37)
    do(game, "resolve_card")
    end_turn(game)
    pass_turn(game)
    pass_turn(game)
    place(game, "s34_13", "green", kind="action", number=34)
    do(game, "resolve_card")
    end_turn(game)
    pass_turn(game)
    pass_turn(game)
    put(game, 0, "b_c33_1", "laboratory")
    set_resources(game, 0, steelplast=1, science=1)
    hand = state(game).players[0].hand
    place(game, "s34_01", "yellow")
    out = do(game, "build", site="b_c33_2", kind="laboratory", upgrade=True)
    assert [g.reason for g in out.events if isinstance(g, Gained)] == [
        message("uc.reason.card", number=37, name="Biomech Construction Crew")
    ]
    assert resources(game, 0) == res(credits=1)
    do(game, "use_action_card", card="card_34")
    do(game, "build", site="b_c33_3", kind="desalination")
    do(game, "gain", cards=1)
    assert resources(game, 0) == res()
    assert state(game).players[0].hand == hand - 1 + 1
    assert state(game).players[0].built["b_c33_2"].upgraded


def _claim_permanent(game: Session, number: int) -> None:
    place(game, "s12_03", "green", kind="permanent", number=number)
    do(game, "resolve_card")
    end_turn(game)
    pass_turn(game)


@pytest.mark.parametrize(("number", "kind"), [(37, "laboratory"), (58, "desalination")])
def test_second_building_trigger_fires_on_the_second_only(number: int, kind: str) -> None:
    """German card notes (p. 19): "Immer wenn du das 2. Labor einer verbundenen Stadt
    baust" fires on the 2nd only; card 58: "Immer wenn du die 2. Entsalzungsanlage
    einer verbundenen Stadt baust, erhältst du 1 Credit" (p. 9)."""
    game = new_game(2)
    _claim_permanent(game, number)
    set_resources(game, 0, **PLENTY)
    freeform(game, slot="s12_04")
    gains = []
    for site in ("b_c33_1", "b_c33_2", "b_c33_3"):
        out = do(game, "build", site=site, kind=kind)
        gains.append([g.resources.credits for g in out.events if isinstance(g, Gained)])
    assert gains == [[], [1], []]


@pytest.mark.parametrize(("number", "kind"), [(37, "laboratory"), (58, "desalination")])
def test_second_building_trigger_not_in_an_unconnected_city(number: int, kind: str) -> None:
    """German p. 13 / card notes: "… einer verbundenen Stadt" — c32 holds a city but
    no tunnel leads to it (German p. 11: "eine Stadt ohne Tunnel [ist] nicht
    verbunden"), and a building site next to an empty city site has no city at all."""
    game = new_game(2)
    _claim_permanent(game, number)
    put(game, 0, "c32", "city")
    set_resources(game, 0, **PLENTY)
    freeform(game, slot="s12_04")
    for site in ("b_c32_1", "b_c32_3", "b_c23_1", "b_c23_2"):
        out = do(game, "build", site=site, kind=kind)
        assert not [g for g in out.events if isinstance(g, Gained)]
    # Once a tunnel connects c32, its next (3rd) one still does not count.
    do(game, "build", site="t_c32_c33", kind="tunnel")
    out = do(game, "build", site="x_c32", kind=kind)
    assert not [g for g in out.events if isinstance(g, Gained)]


def test_why_a_site_is_not_offered_is_the_engine_s_own_answer() -> None:
    """German p. 10: a tunnel site "muss mit deiner Start-Stadt verbunden sein", a city
    "auf einen freien Stadtbauplatz". A site the table taps that is not offered says
    why, in the words of the refused build (the slot's action comes first)."""
    game = new_game(2)
    set_resources(game, 0, steelplast=2, credits=2)
    place(game, "s12_09", "yellow")  # build 2 tunnels
    now, data = state(game), game.data
    why = site_unavailable_reason(now, 0, "t_c31_c32", "tunnel", data)
    assert why is not None and why.code == "tunnel_not_connected"
    assert why.params == {"site": "t_c31_c32"}
    assert site_unavailable_reason(now, 0, "t_c32_c33", "tunnel", data) is None
    wrong = site_unavailable_reason(now, 0, "c32", "tunnel", data)
    assert wrong is not None and wrong.code == "wrong_site_type"
    set_resources(game, 0)
    poor = site_unavailable_reason(state(game), 0, "t_c32_c33", "tunnel", data)
    assert poor is not None and poor.code == "cannot_afford"
    upgrade = site_unavailable_reason(state(game), 0, "c33", None, data)
    assert upgrade is not None and upgrade.code == "not_part_of_action"
