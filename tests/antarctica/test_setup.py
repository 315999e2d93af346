"""Setup by player count ("PREPARAZIONE" of the Italian rulebook, seed 002; no page
numbers: the tests name the section and its step)."""

from __future__ import annotations

import pytest

from companion.games.antarctica.catalogue import builtin_catalogue
from companion.games.antarctica.commands import SetupGame, ShipPlacement
from companion.games.antarctica.example import random_setup
from companion.games.antarctica.setup import placing_order
from companion.games.antarctica.state import GameState
from tests.antarctica.table import new_game, refused

CATALOGUE = builtin_catalogue()


def _setup(players: int, **update: object) -> SetupGame:
    return random_setup(players, 5, CATALOGUE).model_copy(update=update)


def _refused(command: SetupGame, code: str) -> None:
    refused(None, command, code)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("players", "common", "ships", "cubes", "box"),
    [(2, 14, 3, 3, (0, 0, 2)), (3, 12, 2, 4, (2, 1, 1)), (4, 10, 2, 5, (4, 2, 0))],
)
def test_reserves_by_player_count(
    players: int, common: int, ships: int, cubes: int, box: tuple[int, int, int]
) -> None:
    """PREPARAZIONE 4 (the table): 2 scientists in the personal reserve, the common
    reserve, Available Resources and what goes back to the box."""
    state = new_game(players)
    for seat, player in enumerate(state.players):
        assert player.personal == 2 and player.common == common and player.ships == ships
        b_cube = 1 if players == 2 and seat == 1 else 0
        assert player.cubes == cubes - b_cube
        assert (player.box_scientists, player.box_ships, player.box_cubes) == box
        on_board = sum(area.ships_of(seat) for area in state.areas)
        assert on_board == (2 if players == 4 else 3)
        assert player.personal + player.common + player.box_scientists == 16


def test_two_players_close_two_areas_and_two_tracks() -> None:
    """PREPARAZIONE 1: with 2 players the top and bottom areas are closed; the tracks
    for 3 and 4 players are not used (with 3, the 4-player one)."""
    state = new_game(2)
    closed = [i for i, area in enumerate(state.areas) if area.closed]
    assert closed == sorted(CATALOGUE.board.closed_with_two)
    assert all(not state.areas[i].buildings and not state.areas[i].ships for i in closed)
    assert len(state.open_track_ids()) == 3
    assert len(new_game(3).open_track_ids()) == 4
    assert not any(area.closed for area in new_game(3).areas)


def test_with_two_players_b_puts_a_cube_on_a_track_of_their_choice() -> None:
    """PREPARAZIONE (2 players): "il secondo giocatore (B) mette un cubetto, preso dalle
    Risorse Disponibili, sul primo spazio di un Tracciato Ricerca di sua scelta"."""
    state: GameState = new_game(2, b_track="coastal")
    assert state.track("coastal").spaces == (0, 1)
    _refused(_setup(2, b_track=None), "ant.setup.b_track")
    _refused(_setup(2, b_track="four_player"), "ant.setup.b_track")
    _refused(_setup(3, b_track="inland"), "ant.setup.b_track")


def test_starting_buildings_one_per_area() -> None:
    """PREPARAZIONE 2: 2 camps, the naval and coastal centres, a wind turbine, a rig
    tower, a drill and a crane, one per area; with 2 players without the second camp
    and the naval centre."""
    two = new_game(2)
    kinds = sorted(k for area in two.areas for k in area.buildings)
    assert kinds == sorted(
        ["camp", "coastal_centre", "wind_turbine", "rig_tower", "drill", "crane"]
    )
    wrong = list(_setup(3).starting_buildings)
    wrong[0] = "lab"
    _refused(_setup(3, starting_buildings=tuple(wrong)), "ant.setup.starting_buildings")
    assert new_game(3).supply["camp"] == 4 - 2


def test_ships_are_placed_in_the_rotating_order() -> None:
    """PREPARAZIONE 5: "ad esempio A, B, C, C, A, B, B, C, A nelle partite con 3
    giocatori" (the app rotates the same way with 2 and 4 players)."""
    assert placing_order(3) == (0, 1, 2, 2, 0, 1, 1, 2, 0)
    assert placing_order(2) == (0, 1, 1, 0, 0, 1)
    assert placing_order(4) == (0, 1, 2, 3, 3, 0, 1, 2)
    ships = list(_setup(3).ships)
    ships[0], ships[1] = ships[1], ships[0]
    _refused(_setup(3, ships=tuple(ships)), "ant.setup.placing_order")


def test_at_most_three_ships_per_area_at_setup() -> None:
    """COMPONENTI: "3 Spazi Nave" per area."""
    ships = tuple(ShipPlacement(seat=s, area=0) for s in placing_order(3))
    _refused(_setup(3, ships=ships), "ant.setup.ship_area")


def test_decks_leave_out_the_cards_for_more_players() -> None:
    """PREPARAZIONE 3: "con 2 giocatori, tutte le carte Edificio con raffigurato sul retro
    il simbolo per 3 giocatori e 4 giocatori" go back in the box."""
    for players in (2, 3, 4):
        state = new_game(players)
        in_play = {c for d in state.decks for c in (*d.hidden, d.face_up) if c}
        assert all(CATALOGUE.card(c).min_players <= players for c in in_play)
        assert len(in_play) == sum(1 for c in CATALOGUE.cards if c.min_players <= players)


def test_shipyard_pile_and_resource_cards() -> None:
    """PREPARAZIONE 3: the 13 shipyard cards beside the board; everyone takes 1 basic
    resource card; 1 resource expertise card per player forms the resource deck."""
    state = new_game(4)
    assert sum(state.shipyard.values()) == 13 and state.shipyard["icebreaker"] == 6
    assert state.expertise_left == 4
    assert all(len(p.resource_cards) == 1 for p in state.players)
    assert all(p.resource_cards[0].kind == "basic" for p in state.players)


def test_face_up_cards_may_be_named_later() -> None:
    """PREPARAZIONE 3 / RIQUADRO B: three face-up building cards, the table says which."""
    state = new_game(3, face_up=())
    assert state.awaiting_reveal() == "basic"
    _refused(_setup(3, face_up=(_setup(3).face_up[0],) * 2), "ant.setup.face_up_twice")


def test_players_differ_in_name_and_colour() -> None:
    """PREPARAZIONE 4: "Ognuno sceglie un colore"."""
    command = _setup(3)
    twins = (command.players[0], command.players[0].model_copy(update={"colour": "blue"}))
    _refused(
        command.model_copy(update={"players": (*twins, command.players[2])}), "ant.setup.same_name"
    )
    same = command.players[1].model_copy(update={"colour": command.players[0].colour})
    _refused(
        command.model_copy(update={"players": (command.players[0], same, command.players[2])}),
        "ant.setup.same_colour",
    )
