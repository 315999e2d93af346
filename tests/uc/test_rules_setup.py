"""Setup for 1–4 players (German rulebook pp. 3–6, solo p. 18).

Page numbers are those printed in the German rulebook (seed 001); the
Italian and Portuguese editions share the layout.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core.session import Session
from companion.games.underwater_cities.board import load_board
from companion.games.underwater_cities.queries import slot_options
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.slots import side_slots

from .helpers import NAMES, end_turn, new_game, place, res, resources, state


def _players(n: int) -> list[dict[str, str]]:
    return [{"name": NAMES[i], "colour": NAMES[i].lower()} for i in range(n)]


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_every_player_starts_with_1_kelp_1_steelplast_1_science_2_credits(n: int) -> None:
    """German p. 6: "Jeder Spieler beginnt mit 1 Tang, 1 Stahlplastik, 1 Wissenschaft
    und 2 Credits" — the first two seats get exactly that (the 3rd and 4th get
    Federation extras, tested below)."""
    game = new_game(n)
    for seat in range(min(n, 2)):
        assert resources(game, seat) == res(kelp=1, steelplast=1, science=1, credits=2)
        assert state(game).players[seat].points == 0


def test_reverse_federation_start_and_seat_bonuses_four_players() -> None:
    """German p. 6, "in umgekehrter Reihenfolge": the 1st player below the track,
    the 2nd on space 4, the 3rd on space 3 "und bekommt 1 Credit zusätzlich", the
    4th on space 2 with "1 Credit und 1 Stahlplastik" extra. Play order here is
    seats 2, 0, 3, 1 (not seat order)."""
    game = new_game(4, order=(2, 0, 3, 1))
    s = state(game)
    assert s.play_order == (2, 0, 3, 1)
    assert s.federation.space[2] == 0  # 1st: below space 4
    assert s.federation.space[0] == 4  # 2nd
    assert s.federation.space[3] == 3  # 3rd
    assert s.federation.space[1] == 2  # 4th
    assert resources(game, 2) == res(kelp=1, steelplast=1, science=1, credits=2)
    assert resources(game, 0) == res(kelp=1, steelplast=1, science=1, credits=2)
    assert resources(game, 3) == res(kelp=1, steelplast=1, science=1, credits=3)
    assert resources(game, 1) == res(kelp=1, steelplast=2, science=1, credits=3)
    assert s.turn is not None and s.turn.player == 2 and s.turn.number == 1


@pytest.mark.parametrize(
    ("n", "spaces"),
    [(2, (0, 4)), (3, (0, 4, 3))],
)
def test_fewer_players_drop_the_later_seats(n: int, spaces: tuple[int, ...]) -> None:
    """German p. 6: the reverse start for fewer players simply has fewer seats;
    with 2 players nobody gets an extra resource."""
    game = new_game(n)
    assert state(game).federation.space == spaces
    extras = [resources(game, seat)["credits"] - 2 for seat in range(n)]
    assert extras == [0, 0, 1][:n]


@pytest.mark.parametrize(("n", "domes"), [(1, None), (2, 7), (3, 10), (4, 13)])
def test_symbiotic_dome_limit_by_player_count(n: int, domes: int | None) -> None:
    """German p. 4: "Zu zweit benutzt ihr 7 symbiotische Städte. Zu dritt sind es 10."
    and 13 with four; solo (German p. 18): "die Anzahl der symbiotischen Kuppeln
    nicht beschränkt"."""
    assert state(new_game(n)).supply.symbiotic_domes == domes


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_seventeen_white_domes_shared_start_cities_use_one_each(n: int) -> None:
    """German p. 3 "17 nicht-symbiotische Stadtkuppeln (weiß)", and p. 6: "Deine
    Start-Stadt ist eine nicht-symbiotische, die … durch eine weiße Kuppel
    dargestellt wird" — so 17 − n remain in the shared supply."""
    game = new_game(n)
    assert state(game).supply.white_domes == 17 - n
    for seat in range(n):
        player = state(game).players[seat]
        start = load_board(player.board).start_city
        assert start == "c33"
        assert player.built == {"c33": player.built["c33"]}
        assert player.built["c33"].kind == "city"


@pytest.mark.parametrize(("setting", "expected"), [(None, 46), (47, 47)])
def test_tunnel_supply_is_a_setting(setting: int | None, expected: int) -> None:
    """German p. 9: "Im Vorrat sind anfangs 46 Tunnel" (the English edition prints
    47, so the count is a setting)."""
    extra: dict[str, Any] = {} if setting is None else {"tunnel_supply": setting}
    assert state(new_game(2, **extra)).supply.tunnels == expected


@pytest.mark.parametrize(("n", "side"), [(1, "1-2"), (2, "1-2"), (3, "3-4"), (4, "3-4")])
def test_main_board_side_follows_player_count(n: int, side: str) -> None:
    """German p. 4: "Die hier gezeigte Seite wird im Spiel zu dritt oder viert
    benutzt. Die andere Seite wird im Spiel zu zweit benutzt" (solo: the 2-player
    side, p. 18)."""
    assert state(new_game(n)).settings.main_board == side


@pytest.mark.parametrize(("n", "cloning"), [(3, False), (4, True)])
def test_action_cloning_tile_only_with_four_players(n: int, cloning: bool) -> None:
    """German p. 4: with fewer than 4 players "Lasst das Aktionskopie-Plättchen in
    der Schachtel" — an occupied slot can be cloned only at a 4-player table."""
    game = new_game(n)
    place(game, "s34_04", "green")
    end_turn(game)
    options = {o.slot: o for o in slot_options(state(game), 1)}
    assert not options["s34_04"].available
    assert options["s34_04"].clone_only is cloning


def test_solo_uses_asymmetric_board_and_blocks_the_first_slot_of_each_colour() -> None:
    """German p. 18: "benutzt du die Expertenseite eines Spielerbogens und beim
    Hauptspielplan die Seite für 2 Spieler"; "Nimm dir 3 Plättchen einer unbenutzten
    Farbe und besetze damit den Aktionsplatz jeder Farbe ganz rechts (immer der
    1. Platz …)". The solo player is "zuerst am Zug" and starts below space 4."""
    game = new_game(1)
    s = state(game)
    assert s.settings.solo
    assert s.settings.board_side == "asymmetric"
    assert s.players[0].board in (5, 6, 7, 8)
    assert s.settings.main_board == "1-2"
    firsts = []
    for colour in ("green", "red", "yellow"):
        firsts.append(next(x.id for x in side_slots("1-2") if x.colour == colour))
    assert sorted(s.blocked) == sorted(firsts)
    assert s.federation.space == (0,)
    assert resources(game, 0) == res(kelp=1, steelplast=1, science=1, credits=2)
    assert not s.settings.government_contracts


def test_solo_harder_games_block_the_second_slot_of_each_colour() -> None:
    """German p. 18: "Bei späteren Solospielen kannst du auch den 2. Aktionsplatz
    jeder Farbe besetzen"."""
    game = new_game(1, solo_difficulty=2)
    seconds = []
    for colour in ("green", "red", "yellow"):
        seconds.append([x.id for x in side_slots("1-2") if x.colour == colour][1])
    assert sorted(state(game).blocked) == sorted(seconds)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_hand_of_three_and_the_personal_assistant(n: int) -> None:
    """German p. 7: "Bei Spielbeginn ziehst du 6 Karten vom Deck der Ära I. Wähle 3";
    p. 8: the Personal Assistant "ist eine Aktionskarte, die bereits zu Beginn als
    beansprucht gilt" — "ob du 1 Stahlplastik oder 1 Credit bekommst"."""
    game = new_game(n)
    for player in state(game).players:
        assert player.hand == 3
        assert player.hand_limit == 3
        assert len(player.action_cards) == 1
        assistant = player.action_cards[0]
        assert assistant.id == "personal_assistant"
        assert assistant.card.type == "action"
        assert not assistant.used


def test_each_player_gets_one_brown_and_two_blue_metropolises() -> None:
    """German p. 6: "teilt je 1 zufälliges an jeden Spieler aus. Dann mischt die
    blauen und teilt je 2 zufällige an jeden Spieler aus"; the brown one goes top
    left. No tile is dealt twice."""
    game = new_game(4)
    dealt = []
    for player in state(game).players:
        assert player.metropolises["brown"].startswith("brown_")
        assert player.metropolises["blue1"].startswith("blue_")
        assert player.metropolises["blue2"].startswith("blue_")
        dealt += list(player.metropolises.values())
    assert len(set(dealt)) == 12


def _random_setup(seed: int, n: int = 4) -> Session:
    session = Session(RULESET)
    session.execute({"type": "setup_game", "players": _players(n), "seed": seed})
    return session


def _table(session: Session) -> tuple[object, ...]:
    s = state(session)
    return (
        s.play_order,
        tuple(p.board for p in s.players),
        tuple(tuple(sorted(p.metropolises.items())) for p in s.players),
        tuple(p.resources for p in s.players),
        s.federation,
    )


def test_seeded_random_setup_is_reproducible() -> None:
    """German p. 6: "In der ersten Spielrunde legt ihr eure Anzeiger in zufälliger
    Reihenfolge" — the app draws order, boards and metropolises from the seed; the
    same seed gives the same table, so a game can be replayed."""
    assert _table(_random_setup(11)) == _table(_random_setup(11))
    assert state(_random_setup(11)) == state(_random_setup(11))
    tables = {_table(_random_setup(seed)) for seed in range(6)}
    assert len(tables) > 1, "different seeds should deal different tables"


def test_random_order_still_gives_the_reverse_federation_start() -> None:
    """German p. 6: whatever order was drawn, the Federation track is filled in
    reverse of it, with the 3rd/4th-seat extras."""
    s = state(_random_setup(3))
    order = s.play_order
    assert sorted(order) == [0, 1, 2, 3]
    assert [s.federation.space[p] for p in order] == [0, 4, 3, 2]
    assert [s.players[p].resources.credits for p in order] == [2, 2, 3, 3]
    assert [s.players[p].resources.steelplast for p in order] == [1, 1, 1, 2]
    assert s.turn is not None and s.turn.player == order[0]


def test_all_players_use_the_same_board_side() -> None:
    """German p. 6: "Die Spielerbögen sind doppelseitig … # 1-4 … # 5-8"; and p. 18
    "Wenn ihr mit den Rückseiten spielen wollt, sollten dies alle Spieler tun"."""
    s = state(_random_setup(5))
    assert {p.board for p in s.players} <= {1, 2, 3, 4}
    assert len({p.board for p in s.players}) == 4
    game = new_game(3, board_side="asymmetric")
    assert {p.board for p in state(game).players} <= {5, 6, 7, 8}
