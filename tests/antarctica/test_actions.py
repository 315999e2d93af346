"""The turn's action: build, build a ship, recruit, research.

Sections of the Italian rulebook (no page numbers): "RIQUADRO B: COME COSTRUIRE UN
EDIFICIO", "COSTRUIRE UNA NAVE", "RECLUTARE GLI SCIENZIATI", "AVANZARE SU UN
TRACCIATO RICERCA", "RIQUADRO C: QUANTI ?" (seed 002).
"""

from __future__ import annotations

from companion.games.antarctica.commands import (
    Build,
    BuildShip,
    EndTurn,
    MoveShip,
    MoveShipEffect,
    PlayCard,
    Recruit,
    Research,
    Reveal,
    TakeShipyardCard,
)
from companion.games.antarctica.events import ScientistsGained, ShipyardReturned
from companion.games.antarctica.options import legal_options
from companion.games.antarctica.state import GameState, ResourceCard
from tests.antarctica.table import (
    cleared,
    plain_tracks,
    play,
    refused,
    turn_of,
    with_area,
    with_face_up,
    with_player,
    with_symbols,
)

A, B, C = 0, 1, 2


def _arrived(state: GameState, target: int = 4) -> GameState:
    """A's turn from area 2, the ship already moved to ``target``."""
    state = turn_of(with_area(state, 2, ships=(A,)), A, 2)
    return play(state, MoveShip(player=A, area=target)).state


def test_build_needs_access_through_a_ship_including_the_one_just_moved() -> None:
    """RIQUADRO B: "devi avere una Nave in una o più aree con gli Edifici raffigurati",
    Nota: "Questo include la Nave che hai appena mosso"."""
    state = with_face_up(plain_tracks(cleared()), basic="basic_01")  # needs a drill
    without = _arrived(with_area(state, 4, buildings=("camp",)))
    refused(without, Build(player=A, card="basic_01", track="inland"), "ant.build.no_access")
    moved_there = _arrived(with_area(state, 4, buildings=("drill",)))
    after = play(moved_there, Build(player=A, card="basic_01", track="inland")).state
    assert after.areas[4].buildings == ("drill", "crane")


def test_access_may_come_from_ships_in_different_areas() -> None:
    """RIQUADRO B: "una Nave in un'Area dove è presente una Trivellatrice e una Nave in
    un'area differente dove è presente una Gru"."""
    state = with_face_up(plain_tracks(cleared()), double="double_01")  # crane and drill
    state = with_area(state, 6, ships=(A,), buildings=("crane",))
    state = _arrived(with_area(state, 4, buildings=("drill",)))
    after = play(state, Build(player=A, card="double_01", track="inland")).state
    assert "coastal_centre" in after.areas[4].buildings


def test_a_resource_card_stands_in_for_access_and_is_the_turns_card() -> None:
    """RIQUADRO B: "puoi scartare una carta Risorsa appropriata al suo posto per ottenere
    un accesso temporaneo"; it is the turn's one card (SEQUENZA DI GIOCO)."""
    card = ResourceCard(kind="basic", building="drill")
    state = with_face_up(plain_tracks(cleared()), basic="basic_01")
    state = with_player(state, A, shipyard_cards=("two_scientists",), resource_cards=(card,))
    state = _arrived(with_area(state, 4, buildings=("camp",)))
    after = play(
        state,
        Build(player=A, card="basic_01", track="inland", resource_card=card),
        Reveal(deck="basic", card="basic_02"),
    )
    player = after.state.players[A]
    assert player.resource_cards == () and player.basic_card_used
    refused(after.state, PlayCard(player=A, kind="two_scientists"), "ant.card.one_per_turn")


def test_no_resource_card_where_a_ship_gives_access() -> None:
    """RIQUADRO B: "Se non hai accesso fisicamente ad un Edificio, puoi scartare una carta
    Risorsa" (only then)."""
    card = ResourceCard(kind="basic", building="drill")
    state = with_face_up(plain_tracks(cleared()), basic="basic_01")
    state = with_player(state, A, resource_cards=(card,))
    state = _arrived(with_area(state, 4, buildings=("drill",)))
    command = Build(player=A, card="basic_01", track="inland", resource_card=card)
    refused(state, command, "ant.build.card_not_needed")


def test_build_needs_the_cards_scientists_in_the_personal_reserve() -> None:
    """RIQUADRO B: "Devi avere il numero richiesto di Scienziati nella tua Riserva
    Personale"; two for a plankton collector, placed in the area."""
    state = with_face_up(plain_tracks(cleared()), advanced="advanced_06")  # plankton, crane
    state = with_area(state, 4, buildings=("crane",))
    short = _arrived(with_player(state, A, personal=1))
    refused(short, Build(player=A, card="advanced_06", track="inland"), "ant.build.scientists")
    after = play(_arrived(state), Build(player=A, card="advanced_06", track="inland")).state
    assert after.players[A].personal == 0 and after.areas[4].scientists[A] == 2


def test_no_area_holds_two_buildings_of_a_kind() -> None:
    """RIQUADRO B: "Nessuna area può avere più di uno stesso tipo di Edificio"."""
    state = with_face_up(plain_tracks(cleared()), basic="basic_01")  # a crane
    state = _arrived(with_area(state, 4, buildings=("drill", "crane")))
    refused(state, Build(player=A, card="basic_01", track="inland"), "ant.build.already_there")


def test_no_building_without_a_piece_left() -> None:
    """COMPONENTI: the box holds 3 cranes; none left, no crane is built."""
    state = with_face_up(plain_tracks(cleared()), basic="basic_01")
    state = _arrived(with_area(state, 4, buildings=("drill",)))
    state = state.model_copy(update={"supply": {**state.supply, "crane": 0}})
    refused(state, Build(player=A, card="basic_01", track="inland"), "ant.build.no_piece")


def test_only_a_face_up_card_is_built_and_the_next_one_is_revealed() -> None:
    """RIQUADRO B: "Ci sono sempre 3 Edifici disponibili ... indicati dalla carta in cima
    alla pila"; the card goes face up in front of the player."""
    state = with_face_up(plain_tracks(cleared()), basic="basic_01")
    state = _arrived(with_area(state, 4, buildings=("drill",)))
    refused(state, Build(player=A, card="basic_02", track="inland"), "ant.build.not_face_up")
    after = play(state, Build(player=A, card="basic_01", track="inland")).state
    assert after.players[A].buildings == ("basic_01",)
    assert after.awaiting_reveal() == "basic"
    assert {o.type for o in legal_options(after, None)} == {"reveal"}  # type: ignore[attr-defined]


def test_building_advances_on_a_track_of_choice_by_the_cards_points() -> None:
    """RIQUADRO B: "avanza su un tracciato Ricerca di tua scelta del numero di spazi
    indicato sulla carta"."""
    state = with_face_up(plain_tracks(cleared()), double="double_01")  # 2 points
    state = _arrived(with_area(state, 4, buildings=("crane", "drill")))
    after = play(state, Build(player=A, card="double_01", track="coastal")).state
    assert after.track("coastal").spaces[A] == 2


def test_building_a_ship_puts_it_last_in_the_suns_area_and_others_pick_cards() -> None:
    """COSTRUIRE UNA NAVE: "piazzala nell'ultimo spazio sul tracciato delle Navi
    nell'area dove è presente il Sole"; "A partire dal giocatore alla tua destra, ogni
    altro giocatore ... prende una carta di sua scelta"; Nota: "Tu non prendi una carta!"."""
    state = with_area(cleared(), 2, ships=(A, B))
    state = with_area(state, 4, buildings=("shipyard",))
    state = play(turn_of(state, A, 2), MoveShip(player=A, area=4), BuildShip(player=A)).state
    assert state.areas[2].ships == (B, A)
    assert state.players[A].ships == 1
    assert [(p.seat, p.effect) for p in state.pending] == [
        (B, "shipyard_pick"),
        (C, "shipyard_pick"),
    ]
    state = play(
        state,
        TakeShipyardCard(player=B, kind="icebreaker"),
        TakeShipyardCard(player=C, kind="quick_research"),
    ).state
    assert state.players[B].shipyard_cards == ("icebreaker",)
    assert state.players[A].shipyard_cards == ()
    assert sum(state.shipyard.values()) == 11


def test_too_few_shipyard_cards_means_none_for_anyone() -> None:
    """COSTRUIRE UNA NAVE, Nota: "Se non ci sono abbastanza carte rimaste per tutti i
    giocatori, nessuno riceve una carta (... rimetti le carte rimaste nella scatola)"."""
    state = with_area(cleared(), 2, ships=(A,))
    state = with_area(state, 4, buildings=("shipyard",))
    pile = {"icebreaker": 1, "place_scientist": 0, "two_scientists": 0, "quick_research": 0}
    state = state.model_copy(update={"shipyard": pile})
    session = play(turn_of(state, A, 2), MoveShip(player=A, area=4))
    events = session.execute(BuildShip(player=A)).events
    assert ShipyardReturned(cards=1, wanted=2, automatic=True) in events
    assert session.state.pending == () and sum(session.state.shipyard.values()) == 0


def test_building_a_ship_needs_a_shipyard_and_a_ship_in_available_resources() -> None:
    """COSTRUIRE UNA NAVE: "Se c'è un Cantiere Navale nell'area bersaglio ed hai Navi
    disponibili rimaste nelle Risorse Disponibili"."""
    state = with_area(cleared(), 4, buildings=("camp",))
    refused(_arrived(state), BuildShip(player=A), "ant.build_ship.no_shipyard")
    state = with_area(state, 4, buildings=("shipyard",))
    refused(_arrived(with_player(state, A, ships=0)), BuildShip(player=A), "ant.build_ship.no_ship")


def test_the_new_ship_cannot_be_moved_this_turn() -> None:
    """COSTRUIRE UNA NAVE, Nota: "Non puoi effettuare una azione con la nuova Nave";
    AZIONI TRACCIATI RICERCA: "Non puoi muovere una Nave che hai appena costruito"."""
    state = with_symbols(plain_tracks(cleared()), "inland", (1, "red", "move_ship"))
    state = with_area(state, 4, buildings=("shipyard",))
    state = with_player(state, A, shipyard_cards=("quick_research",))
    state = play(
        _arrived(state),
        BuildShip(player=A),
        TakeShipyardCard(player=B, kind="icebreaker"),
        TakeShipyardCard(player=C, kind="icebreaker"),
        PlayCard(player=A, kind="quick_research", track="inland"),
    ).state
    assert state.pending[0].effect == "move_ship"
    refused(state, MoveShipEffect(player=A, from_area=2, to_area=5), "ant.effect.no_ship_there")
    play(state, MoveShipEffect(player=A, from_area=4, to_area=5))


def test_recruiting_counts_ships_and_scientists_in_the_target_area() -> None:
    """RECLUTARE GLI SCIENZIATI and RIQUADRO C: "il Rosso ha 2 Navi e 1 Scienziato in
    un'area per un totale di 3 ... potrà muovere 3 Scienziati"."""
    state = with_area(cleared(), 4, ships=(A,), buildings=("camp",), scientists={A: 1, B: 4})
    state = play(_arrived(state), Recruit(player=A)).state
    assert state.players[A].personal == 2 + 3 and state.players[A].common == 12 - 3


def test_recruiting_takes_what_the_common_reserve_has_left() -> None:
    """RIQUADRO C: "Se non hai abbastanza tuoi Scienziati nella Riserva Comune, prendine
    quanti puoi"."""
    state = with_area(cleared(), 4, ships=(A, A), buildings=("camp",))
    state = with_player(state, A, common=1)
    events = play(_arrived(state)).decide(Recruit(player=A)).events
    assert ScientistsGained(seat=A, count=1, wanted=3, reason="recruit") in events


def test_recruiting_needs_a_camp() -> None:
    """RECLUTARE GLI SCIENZIATI: "Se c'è un Campo nell'area bersaglio"."""
    refused(_arrived(cleared()), Recruit(player=A), "ant.recruit.no_camp")


def test_research_counts_ships_and_scientists_on_the_centres_track_only() -> None:
    """AVANZARE SU UN TRACCIATO RICERCA: "Puoi avanzare solo sul corrispondente tracciato
    Ricerca"; "Se ci sono differenti Stazioni di Ricerca disponibili, devi sceglierne
    uno"; RIQUADRO C: the points are your ships and scientists there."""
    state = plain_tracks(cleared())
    state = with_area(state, 4, buildings=("inland_centre", "naval_centre"), scientists={A: 2})
    state = _arrived(state)
    refused(state, Research(player=A, track="coastal"), "ant.research.no_centre")
    after = play(state, Research(player=A, track="naval")).state
    assert after.track("naval").spaces[A] == 3  # 1 ship + 2 scientists


def test_doing_nothing_is_allowed_after_the_move() -> None:
    """NON FARE NIENTE: "Puoi scegliere di non effettuare alcuna azione"."""
    state = with_area(cleared(), 6, ships=(B,))
    after = play(_arrived(state, 7), EndTurn(player=A)).state
    assert after.turn.seat == B
