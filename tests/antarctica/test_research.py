"""Research tracks and their symbols, shipyard cards and discards.

Sections of the Italian rulebook (no page numbers): "RIQUADRO A: COME AVANZARE SUI
TRACCIATI RICERCA", "AZIONI TRACCIATI RICERCA", "EFFETTI CARTE CANTIERE NAVALE",
"SEQUENZA DI GIOCO" (discarding) (seed 002).
"""

from __future__ import annotations

import pytest

from companion.games.antarctica.commands import (
    ChooseTrack,
    Discard,
    MoveShip,
    MoveShipEffect,
    PassEffect,
    PlayCard,
    Recruit,
    Research,
    TakeResourceCard,
    TakeShipyardCard,
)
from companion.games.antarctica.events import ScientistsGained, ShipyardReturned
from companion.games.antarctica.position import position_of
from companion.games.antarctica.state import GameState, ResourceCard
from tests.antarctica.table import (
    cleared,
    plain_tracks,
    play,
    refused,
    turn_of,
    with_area,
    with_player,
    with_spaces,
    with_symbols,
)

A, B, C, D = 0, 1, 2, 3


def _researching(
    points: int, players: int = 3, **symbols: tuple[tuple[int, str, str], ...]
) -> GameState:
    """A's turn, moved to area 4 with an inland centre, ``points`` research points there."""
    state = plain_tracks(cleared(players))
    for track, marks in symbols.items():
        state = with_symbols(state, track, *marks)
    state = with_area(state, 4, buildings=("inland_centre",), scientists={A: points - 1})
    state = turn_of(with_area(state, 2, ships=(A,)), A, 2)
    return play(state, MoveShip(player=A, area=4)).state


def test_the_first_point_puts_a_cube_from_available_resources_on_the_track() -> None:
    """RIQUADRO A: "Per il primo avanzamento su un tracciato, prendi un Cubetto dallo
    spazio delle Risorse Disponibili e piazzalo sul primo spazio del tracciato"."""
    state = _researching(1)
    cubes = state.players[A].cubes
    after = play(state, Research(player=A, track="inland")).state
    assert after.track("inland").spaces[A] == 1 and after.players[A].cubes == cubes - 1


def test_without_a_cube_left_the_points_are_lost() -> None:
    """RIQUADRO A / RIQUADRO C: "Ogni Punto Ricerca non utilizzabile è perduto" (no cube
    in Available Resources for a new track)."""
    state = with_player(_researching(3), A, cubes=0)
    after = play(state, Research(player=A, track="inland")).state
    assert after.track("inland").spaces[A] == 0


def test_only_free_spaces_count() -> None:
    """RIQUADRO A: "se devi avanzare di 2 spazi ma i successivi 3 spazi sono già occupati,
    avanzi il tuo cubetto di 5 spazi"."""
    state = with_spaces(_researching(2), "inland", 1, 3, 4)  # A on 1; B and C on 3 and 4
    after = play(state, Research(player=A, track="inland")).state
    assert after.track("inland").spaces[A] == 5  # 2, then 3 and 4 skipped, 5


def test_no_moving_past_the_end_and_the_first_there_stays_first() -> None:
    """RIQUADRO A: "Non puoi muovere oltre la fine di un tracciato (qualsiasi Punto
    Ricerca avanzato è perduto) ... se raggiungi la fine del tracciato per primo, resti
    il primo"."""
    state = _researching(5)
    state = with_spaces(state, "inland", 10, 12, 0)
    state = state.model_copy(
        update={
            "tracks": tuple(
                t.model_copy(update={"arrived": (B,)}) if t.id == "inland" else t
                for t in state.tracks
            )
        }
    )
    after = play(state, Research(player=A, track="inland")).state
    assert after.track("inland").spaces[A] == 12
    ranking = next(t.ranking for t in position_of(after).tracks if t.id == "inland")
    assert ranking == (B, A)


def test_closed_tracks_are_never_chosen() -> None:
    """PREPARAZIONE / RIQUADRO A, Nota: "Se un effetto indica di avanzare su un tracciato
    qualsiasi, non puoi scegliere uno di quelli non utilizzati nel gioco"."""
    state = with_player(_researching(1, players=3), A, shipyard_cards=("quick_research",))
    refused(
        state,
        PlayCard(player=A, kind="quick_research", track="four_player"),
        "ant.research.closed_track",
    )


def test_a_red_space_triggers_every_time_for_the_mover_only() -> None:
    """RIQUADRO A: "Se attivi gli spazi rossi, solo tu risolvi la relativa azione ... Gli
    spazi rossi ... sono attivati ogni volta"."""
    state = _researching(2, inland=((2, "red", "scientist"),))
    state = with_spaces(state, "inland", 0, 0, 0)
    after = play(state, Research(player=A, track="inland")).state
    assert after.players[A].personal == 2 + 1 and after.pending == ()
    again = with_spaces(after, "inland", 0, 0, 0)
    again = turn_of(with_area(again, 2, ships=(A,)), A, 2)
    again = play(again, MoveShip(player=A, area=4), Research(player=A, track="inland")).state
    assert again.players[A].personal == 2 + 2
    assert again.players[B].personal == 2


def test_a_blue_space_triggers_once_for_everyone_counter_clockwise_from_the_mover() -> None:
    """RIQUADRO A: "Se attivi gli spazi blu, ogni giocatore, in senso antiorario, effettua
    la relativa azione a partire da te. Gli spazi blu sono attivati solo una volta per
    partita"."""
    state = plain_tracks(cleared(4))
    state = with_symbols(state, "inland", (2, "blue", "scientist"))
    state = with_area(state, 4, buildings=("inland_centre",), scientists={C: 1})
    state = turn_of(with_area(state, 2, ships=(C,)), C, 2)
    session = play(state, MoveShip(player=C, area=4))
    events = session.execute(Research(player=C, track="inland")).events
    gained = [e.seat for e in events if isinstance(e, ScientistsGained)]
    assert gained == [C, D, A, B]
    assert session.state.track("inland").blue_done == (2,)
    later = with_spaces(session.state, "inland", 0, 0, 0, 0)
    later = turn_of(with_area(later, 2, ships=(C,)), C, 2)
    events = play(later, MoveShip(player=C, area=4)).decide(Research(player=C, track="inland"))
    assert not any(isinstance(e, ScientistsGained) for e in events.events)


def test_several_symbols_resolve_in_order_each_completely_first() -> None:
    """RIQUADRO A, Nota: "Se muovi sopra o superi diversi spazi che attivano un effetto,
    essi saranno attivati in ordine (e l'effetto di ogni spazio deve essere completamente
    risolto prima di risolvere il successivo)": B's advance on the blue "advance three"
    triggers B's own red space before C's advance and before A's second symbol."""
    state = _researching(
        3,
        inland=((1, "blue", "advance_three"), (3, "red", "scientist")),
        naval=((2, "red", "expertise_card"),),
    )
    session = play(state, Research(player=A, track="inland"))
    assert [(p.seat, p.effect) for p in session.state.pending] == [
        (A, "advance_three"),
        (B, "advance_three"),
        (C, "advance_three"),
        (A, "scientist"),
    ]
    session.execute(PassEffect(player=A))
    session.execute(ChooseTrack(player=B, track="naval"))
    assert [(p.seat, p.effect) for p in session.state.pending][:2] == [
        (B, "expertise_card"),
        (C, "advance_three"),
    ]
    session.execute(TakeResourceCard(player=B, building="crane"))
    session.execute(ChooseTrack(player=C, track="coastal"))
    assert session.state.pending == ()
    assert session.state.players[A].personal == 2 + 1
    assert session.state.players[B].resource_cards[-1] == ResourceCard(
        kind="expertise", building="crane"
    )


def test_advance_three_goes_to_different_tracks() -> None:
    """AZIONI TRACCIATI RICERCA: "Ogni giocatore deve scegliere un tracciato Ricerca
    differente"."""
    state = _researching(1, inland=((1, "blue", "advance_three"),))
    session = play(state, Research(player=A, track="inland"), ChooseTrack(player=A, track="naval"))
    refused(session.state, ChooseTrack(player=B, track="naval"), "ant.effect.track_taken")
    session.execute(ChooseTrack(player=B, track="coastal"))
    assert session.state.track("coastal").spaces[B] == 3


def test_move_a_ship_moves_without_an_action_and_may_be_declined() -> None:
    """AZIONI TRACCIATI RICERCA: "Puoi muovere una delle tue Navi da un'area verso
    un'altra ... Muovi semplicemente la Nave, senza poi effettuare un'azione"."""
    state = _researching(1, inland=((1, "blue", "move_ship"),))
    state = with_area(state, 6, ships=(B,))
    session = play(state, Research(player=A, track="inland"), PassEffect(player=A))
    refused(session.state, MoveShipEffect(player=B, from_area=6, to_area=6), "ant.move.same_area")
    session.execute(MoveShipEffect(player=B, from_area=6, to_area=7))
    assert session.state.areas[7].ships == (B,) and session.state.turn.seat == A


def test_the_shipyard_draft_gives_everyone_a_card_from_the_mover() -> None:
    """AZIONI TRACCIATI RICERCA (draft): "Pesca 1 di queste per ogni giocatore ... Scegli
    una e passa il resto delle carte al giocatore alla tua destra"."""
    state = _researching(1, inland=((1, "blue", "shipyard_draft"),))
    session = play(state, Research(player=A, track="inland"))
    assert [(p.seat, p.effect) for p in session.state.pending] == [
        (A, "shipyard_pick"),
        (B, "shipyard_pick"),
        (C, "shipyard_pick"),
    ]
    for seat in (A, B, C):
        session.execute(TakeShipyardCard(player=seat, kind="icebreaker"))
    assert session.state.shipyard["icebreaker"] == 3


def test_the_shipyard_draft_gives_nothing_when_too_few_cards_remain() -> None:
    """AZIONI TRACCIATI RICERCA (draft), the app's reading by COSTRUIRE UNA NAVE, Nota:
    too few cards for everyone, nobody takes one and the rest go to the box."""
    state = _researching(1, inland=((1, "red", "shipyard_draft"),))
    pile = {"icebreaker": 2, "place_scientist": 0, "two_scientists": 0, "quick_research": 0}
    state = state.model_copy(update={"shipyard": pile})
    events = play(state).decide(Research(player=A, track="inland")).events
    assert ShipyardReturned(cards=2, wanted=3, automatic=True) in events


def test_the_scientist_symbol_gives_one_or_nothing() -> None:
    """AZIONI TRACCIATI RICERCA: "Muovi un tuo Scienziato dalla Riserva Comune alla tua
    Riserva Personale. Se non te ne sono rimasti non accade niente"."""
    state = with_player(_researching(1, inland=((1, "red", "scientist"),)), A, common=0)
    after = play(state, Research(player=A, track="inland")).state
    assert after.players[A].personal == 2 and after.pending == ()


def test_a_ship_to_the_sun_goes_last_there_and_the_others_pick_cards() -> None:
    """AZIONI TRACCIATI RICERCA: "Muovi una delle tue Navi dallo spazio delle Risorse
    Disponibili nell'area con il Sole e piazzala sull'ultimo spazio libero ... ogni
    giocatore, tranne te, può scegliere una carta Cantiere Navale"."""
    state = _researching(1, inland=((1, "red", "ship_to_sun"),))
    state = with_area(state, 2, ships=(B,))
    after = play(state, Research(player=A, track="inland")).state
    assert after.areas[2].ships == (B, A)
    assert [(p.seat, p.effect) for p in after.pending] == [
        (B, "shipyard_pick"),
        (C, "shipyard_pick"),
    ]


def test_a_ship_to_the_sun_is_impossible_when_the_area_is_full() -> None:
    """AZIONI TRACCIATI RICERCA: "salvo che siano già tutti occupati (in tal caso non puoi
    fare lo spostamento)"."""
    state = _researching(1, inland=((1, "red", "ship_to_sun"),))
    state = with_area(state, 2, ships=(B, C, B))
    after = play(state, Research(player=A, track="inland")).state
    assert after.areas[2].ships == (B, C, B) and after.pending == ()


def test_the_expertise_card_comes_from_the_resource_deck_while_it_lasts() -> None:
    """AZIONI TRACCIATI RICERCA: "Ricevi una carta Competenza sulle Risorse" (one per
    player in the deck, PREPARAZIONE 3)."""
    state = _researching(1, inland=((1, "red", "expertise_card"),))
    after = play(
        state, Research(player=A, track="inland"), TakeResourceCard(player=A, building="drill")
    )
    assert after.state.expertise_left == 2
    empty = state.model_copy(update={"expertise_left": 0})
    assert play(empty, Research(player=A, track="inland")).state.pending == ()


@pytest.mark.parametrize(
    ("rule", "used", "gets"),
    [
        ("if_used", True, True),
        ("if_used", False, False),
        ("if_unused", False, True),
        ("if_unused", True, False),
    ],
)
def test_the_basic_resource_card_by_the_tables_reading(rule: str, used: bool, gets: bool) -> None:
    """AZIONI TRACCIATI RICERCA: "Ricevi una carta Risorsa Base, salvo che tu non abbia
    usato la carta Risorsa Base che hai ricevuto ad inizio gioco" — the rulebook's words
    (only once it is used: the default) or the other reading, a setup option."""
    state = _researching(1, inland=((1, "red", "basic_resource_card"),))
    held = () if used else state.players[A].resource_cards
    state = with_player(state, A, basic_card_used=used, resource_cards=held)
    state = state.model_copy(update={"basic_card_rule": rule})
    session = play(state, Research(player=A, track="inland"))
    if rule == "if_unused" and gets:
        session.execute(TakeResourceCard(player=A, building="crane"))
    cards = session.state.players[A].resource_cards
    assert (len(cards) > len(held)) == gets
    if rule == "if_used" and gets:
        assert cards[-1].building == state.players[A].basic_building


def test_place_a_scientist_raises_the_recruit_count() -> None:
    """SEQUENZA DI GIOCO (the example) and "Piazzare uno Scienziato": a scientist placed
    from the personal reserve in the target area counts for the camp."""
    state = plain_tracks(cleared())
    state = with_area(state, 4, buildings=("camp",))
    state = with_player(state, A, shipyard_cards=("place_scientist",))
    state = turn_of(with_area(state, 2, ships=(A,)), A, 2)
    after = play(
        state,
        MoveShip(player=A, area=4),
        PlayCard(player=A, kind="place_scientist"),
        Recruit(player=A),
    ).state
    assert after.areas[4].scientists[A] == 1
    assert after.players[A].personal == 2 - 1 + 2


def test_two_scientists_takes_one_when_one_is_left() -> None:
    """ "+ 2 Scienziati": "Muovi 2 Scienziati dalla Riserva Comune (o uno, se te ne è
    rimasto solo uno)"."""
    state = with_player(_researching(1), A, common=1, shipyard_cards=("two_scientists",))
    after = play(state, PlayCard(player=A, kind="two_scientists")).state
    assert after.players[A].personal == 3 and after.players[A].common == 0


def test_quick_research_advances_three_on_a_track_of_choice() -> None:
    """ "Ricerca Veloce": "Avanza di 3 spazi su un tracciato Ricerca di tua scelta"."""
    state = with_player(_researching(1), A, shipyard_cards=("quick_research",))
    after = play(state, PlayCard(player=A, kind="quick_research", track="coastal")).state
    assert after.track("coastal").spaces[A] == 3


def test_one_discard_per_turn_for_one_scientist() -> None:
    """SEQUENZA DI GIOCO: "puoi muovere esattamente un Cubetto o Nave dalla Risorse
    Disponibili (o una Nave dal Tabellone) nelle Risorse Scartate ... potrai muovere uno
    Scenziato"; Nota: "Puoi scartare solo una Risorsa ... per turno!"."""
    state = _researching(1)
    session = play(state, Discard(player=A, what="cube"))
    player = session.state.players[A]
    assert player.discarded_cubes == 1 and player.personal == 3 and player.common == 11
    refused(session.state, Discard(player=A, what="ship"), "ant.discard.one_per_turn")


def test_discard_never_a_cube_from_the_board_and_even_with_no_scientist_left() -> None:
    """SEQUENZA DI GIOCO, Nota: "Non puoi scartare Cubetti dal tabellone. Puoi scartare una
    Risorsa anche se non hai Scienziati rimasti nella Riserva Comune"."""
    state = with_spaces(with_player(_researching(1), A, cubes=0, common=0), "inland", 4, 0, 0)
    state = with_area(state, 6, ships=(B,))
    refused(state, Discard(player=A, what="cube"), "ant.discard.no_cube")
    after = play(state, Discard(player=A, what="board_ship", area=4)).state
    assert after.players[A].discarded_ships == 1 and after.areas[4].ships == ()
    assert after.players[A].personal == 2


def test_discarding_a_ship_from_available_resources() -> None:
    """SEQUENZA DI GIOCO: a ship from Available Resources to Discarded Resources."""
    state = _researching(1)
    after = play(state, Discard(player=A, what="ship")).state
    assert after.players[A].ships == state.players[A].ships - 1
    assert position_of(after).discarded[A] == 1


def test_the_acting_ship_is_not_discarded_before_it_moves() -> None:
    """SEQUENZA DI GIOCO: the move is mandatory, so the ship that acts cannot be
    discarded before it; another of your ships there can."""
    state = with_area(plain_tracks(cleared()), 6, ships=(B,))
    state = turn_of(with_area(state, 2, ships=(A,)), A, 2)
    refused(state, Discard(player=A, what="board_ship", area=2), "ant.discard.acting_ship")
    two = turn_of(with_area(state, 2, ships=(A, A)), A, 2)
    assert play(two, Discard(player=A, what="board_ship", area=2)).state.areas[2].ships == (A,)


def test_the_last_ship_on_the_board_stays() -> None:
    """The app's rule (the rulebook has no end without ships: "se le termini, non puoi
    fare niente!"): the sun always needs a ship to stop at."""
    state = with_player(_researching(1), A, cubes=0)
    refused(state, Discard(player=A, what="board_ship", area=4), "ant.discard.last_ship")


def test_effects_wait_for_their_player_and_block_the_turn() -> None:
    """RIQUADRO A, Nota: each effect is resolved completely, in order, before play goes on."""
    state = _researching(1, inland=((1, "blue", "advance_three"),))
    session = play(state, Research(player=A, track="inland"))
    refused(session.state, ChooseTrack(player=B, track="naval"), "ant.effect.not_yours")
    refused(session.state, Discard(player=A, what="cube"), "ant.effect.first")
    refused(session.state, MoveShipEffect(player=A, from_area=4, to_area=5), "ant.effect.other")
