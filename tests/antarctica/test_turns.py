"""Turn order: the sun, moving, ship queues, the Icebreaker and the end.

The Italian rulebook has no page numbers; each test names its section ("SEQUENZA DI
GIOCO", "EFFETTI CARTE CANTIERE NAVALE", "FINE DEL GIOCO"; seed 002).
"""

from __future__ import annotations

from companion.games.antarctica.catalogue import builtin_catalogue
from companion.games.antarctica.commands import (
    Build,
    ChooseTrack,
    EndTurn,
    MoveShip,
    MoveShipEffect,
    PassEffect,
    PlayCard,
    Research,
    Reveal,
)
from companion.games.antarctica.events import (
    GameEnded,
    IcebreakersDiscarded,
    SunMoved,
    TurnStarted,
)
from companion.games.antarctica.example import random_setup
from companion.games.antarctica.ruleset import RULESET
from tests.antarctica.table import (
    cleared,
    exhausted_but,
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


def test_sun_moves_first_thing_also_at_the_start() -> None:
    """SEQUENZA DI GIOCO, Nota: "Il Sole si muove anche all'inizio del primo turno"
    (the sun starts on the bottom-left area, PREPARAZIONE 6)."""
    setup = random_setup(3, 0, builtin_catalogue())
    events = list(RULESET.decide(None, setup, None))
    sun = [e for e in events if isinstance(e, SunMoved)]
    assert sun == [SunMoved(area=1, automatic=True)]
    started = [e for e in events if isinstance(e, TurnStarted)]
    assert started[0].seat == B and started[0].area == 1  # B's ship is first on area 1


def test_the_sun_skips_areas_without_ships() -> None:
    """SEQUENZA DI GIOCO: "Se non ci sono Navi nell'area raggiunta dal Sole, questo
    viene mosso sulle aree successive finché non ne incontra una"."""
    state = with_area(with_area(cleared(), 2, ships=(A,)), 6, ships=(B,))
    session = play(turn_of(state, A, 2), MoveShip(player=A, area=7))
    events = session.decide(EndTurn(player=A)).events
    assert SunMoved(area=6, skipped=(3, 4, 5), automatic=True) in events
    assert session.execute(EndTurn(player=A)).state.turn.seat == B


def test_moving_is_mandatory() -> None:
    """SEQUENZA DI GIOCO: "Muovere la Nave è obbligatorio" (also when no action
    is taken, "NON FARE NIENTE", Nota)."""
    state = turn_of(with_area(cleared(), 2, ships=(A,)), A, 2)
    refused(state, EndTurn(player=A), "ant.turn.move_first")
    refused(state, Research(player=A, track="inland"), "ant.action.move_first")


def test_move_only_to_a_different_area() -> None:
    """SEQUENZA DI GIOCO: "muove la sua Nave verso una differente area ... non puoi
    lasciarla nell'area dove si trova"."""
    state = turn_of(with_area(cleared(), 2, ships=(A,)), A, 2)
    refused(state, MoveShip(player=A, area=2), "ant.move.same_area")


def test_move_only_to_an_area_with_a_free_ship_space() -> None:
    """SEQUENZA DI GIOCO, Nota: "Se tutti e tre gli spazi di un'area sono occupati, non
    puoi muovere la tua Nave in quell'Area"."""
    state = with_area(cleared(), 5, ships=(B, C, B))
    state = turn_of(with_area(state, 2, ships=(A,)), A, 2)
    refused(state, MoveShip(player=A, area=5), "ant.move.full")
    assert play(state, MoveShip(player=A, area=4)).state.areas[4].ships == (A,)


def test_closed_areas_take_no_ships_with_two_players() -> None:
    """PREPARAZIONE 1: with 2 players the top and bottom areas are closed."""
    state = turn_of(with_area(cleared(2), 2, ships=(A,)), A, 2)
    closed = state.catalogue.board.closed_with_two
    for area in closed:
        refused(state, MoveShip(player=A, area=area), "ant.move.closed")


def test_the_ship_takes_the_first_free_space_of_the_target() -> None:
    """SEQUENZA DI GIOCO: "Piazza la Nave sul primo spazio libero del tracciato Navi
    nell'area bersaglio"."""
    state = with_area(cleared(), 4, ships=(B, C))
    state = turn_of(with_area(state, 2, ships=(A,)), A, 2)
    assert play(state, MoveShip(player=A, area=4)).state.areas[4].ships == (B, C, A)


def test_one_action_per_turn() -> None:
    """SEQUENZA DI GIOCO: "effettua una delle seguenti azioni"."""
    state = with_area(cleared(), 4, buildings=("camp", "inland_centre"))
    state = turn_of(with_area(state, 2, ships=(A,)), A, 2)
    session = play(state, MoveShip(player=A, area=4), Research(player=A, track="inland"))
    refused(session.state, Research(player=A, track="inland"), "ant.action.one_per_turn")


def test_the_other_ships_slide_up_after_the_turn() -> None:
    """SEQUENZA DI GIOCO: "muovi le rimanenti Navi presenti in tale area in cima al
    tracciato"; the next time the sun comes, the new first ship acts."""
    state = turn_of(with_area(cleared(), 2, ships=(A, B, C)), A, 2)
    session = play(state, MoveShip(player=A, area=3), EndTurn(player=A))
    assert session.state.areas[2].ships == (B, C)
    assert session.state.sun == 3 and session.state.turn.seat == A


def test_the_third_ship_never_acts() -> None:
    """SEQUENZA DI GIOCO, Nota: "Il giocatore, la cui Nave è la terza sul tracciato, non
    può in alcuna circostanza effettuare una azione (neanche se adesso si trova in
    seconda posizione)": an Icebreaker of C lies there, B's ship is moved away during
    A's turn, C's ship is now at the front, and still the sun moves on."""
    state = with_symbols(cleared(), "naval", (1, "blue", "move_ship"))
    state = with_area(state, 4, buildings=("naval_centre",))
    state = with_area(state, 2, ships=(A, B, C), icebreakers=(C,))
    state = with_player(state, A, cubes=3)
    session = play(
        turn_of(state, A, 2), MoveShip(player=A, area=4), Research(player=A, track="naval")
    )
    assert session.state.pending[0].seat == A  # everyone from A counter-clockwise
    session.execute(PassEffect(player=A))
    session.execute(MoveShipEffect(player=B, from_area=2, to_area=6))
    session.execute(PassEffect(player=C))
    assert session.state.areas[2].ships == (C,)
    events = session.execute(EndTurn(player=A)).events
    assert not any(isinstance(e, TurnStarted) and e.second for e in events)
    assert IcebreakersDiscarded(area=2, seats=(C,), automatic=True) in events
    assert session.state.sun == 4


def test_the_icebreaker_is_laid_where_your_ship_is_second() -> None:
    """EFFETTI CARTE CANTIERE NAVALE, Icebreaker: "Piazza la carta Icebreaker in un'area
    dove la seconda Nave sul tracciato è tua"."""
    state = with_area(cleared(), 5, ships=(B, A))
    state = with_area(state, 6, ships=(A, B))
    state = with_player(state, A, shipyard_cards=("icebreaker",))
    state = play(turn_of(with_area(state, 2, ships=(A,)), A, 2), MoveShip(player=A, area=3)).state
    refused(state, PlayCard(player=A, kind="icebreaker", area=6), "ant.card.icebreaker_area")
    after = play(state, PlayCard(player=A, kind="icebreaker", area=5)).state
    assert after.areas[5].icebreakers == (A,)
    assert after.players[A].shipyard_cards == ()


def test_the_icebreaker_lets_the_second_ship_act_after_the_first() -> None:
    """EFFETTI CARTE CANTIERE NAVALE, Icebreaker: "Quando il Sole raggiunge questa area,
    tu puoi effettuare un turno dopo il giocatore la cui Nave si trova in prima
    posizione ... Il Sole muove sull'area successiva dopo che hai risolto il tuo turno.
    Poi scarta la carta Icebreaker"."""
    state = with_area(cleared(), 2, ships=(A, B), icebreakers=(B,))
    session = play(turn_of(state, A, 2), MoveShip(player=A, area=3))
    events = session.execute(EndTurn(player=A)).events
    assert TurnStarted(seat=B, area=2, second=True, automatic=True) in events
    assert session.state.sun == 2
    session.execute(MoveShip(player=B, area=5))
    events = session.execute(EndTurn(player=B)).events
    assert IcebreakersDiscarded(area=2, seats=(B,), automatic=True) in events
    assert session.state.areas[2].icebreakers == ()
    assert session.state.sun == 3


def test_no_second_card_in_the_icebreaker_turn_after_a_card_in_the_first() -> None:
    """EFFETTI CARTE CANTIERE NAVALE, "1 Carta per giocatore e Regola del Sole": both
    first and second ship yours and a card played in the first turn (the Icebreaker
    for the second ship): no card in the second turn."""
    state = with_area(cleared(), 2, ships=(A, A))
    state = with_player(state, A, shipyard_cards=("icebreaker", "two_scientists"))
    session = play(
        turn_of(state, A, 2),
        MoveShip(player=A, area=3),
        PlayCard(player=A, kind="icebreaker", area=2),
        EndTurn(player=A),
    )
    turn = session.state.turn
    assert turn.seat == A and turn.second and turn.card_before
    session.execute(MoveShip(player=A, area=4))
    refused(session.state, PlayCard(player=A, kind="two_scientists"), "ant.card.second_turn")


def test_an_icebreaker_from_an_earlier_turn_leaves_one_card_for_either_turn() -> None:
    """EFFETTI CARTE CANTIERE NAVALE, "1 Carta per giocatore e Regola del Sole": "Se hai
    giocato la carta Icebreaker in un turno precedente, puoi giocare una carta durante
    uno dei tuoi due turni"."""
    state = with_area(cleared(), 2, ships=(A, A), icebreakers=(A,))
    state = with_player(state, A, shipyard_cards=("two_scientists",))
    session = play(turn_of(state, A, 2), MoveShip(player=A, area=3), EndTurn(player=A))
    assert session.state.turn.second and not session.state.turn.card_before
    session.execute(MoveShip(player=A, area=4))
    session.execute(PlayCard(player=A, kind="two_scientists"))
    assert session.state.players[A].personal == 2 + 2


def test_one_card_per_turn_and_only_after_the_move() -> None:
    """SEQUENZA DI GIOCO: "Dopo che la tua Nave è arrivata nell'area bersaglio puoi
    giocare esattamente una carta", Nota: "Puoi giocare solo una carta per turno!"."""
    state = with_player(cleared(), A, shipyard_cards=("two_scientists", "two_scientists"))
    state = turn_of(with_area(state, 2, ships=(A,)), A, 2)
    refused(state, PlayCard(player=A, kind="two_scientists"), "ant.card.move_first")
    session = play(state, MoveShip(player=A, area=3), PlayCard(player=A, kind="two_scientists"))
    refused(session.state, PlayCard(player=A, kind="two_scientists"), "ant.card.one_per_turn")


def test_the_game_ends_after_the_turn_of_the_last_scientist() -> None:
    """FINE DEL GIOCO: "Il gioco termina immediatamente dopo il turno nel quale ... Un
    giocatore ha piazzato il proprio ultimo Scienziato sul tabellone (non ha più
    Scienziati nella Riserva Comune o nella sua Riserva Personale)"."""
    state = with_area(cleared(), 4, buildings=("drill",))
    state = with_area(state, 6, ships=(B,))
    state = with_player(state, A, personal=1, common=0)
    state = with_face_up(state, basic="basic_01")  # crane, access: drill, 1 scientist
    session = play(
        turn_of(with_area(state, 2, ships=(A,)), A, 2),
        MoveShip(player=A, area=4),
        Build(player=A, card="basic_01", track="inland"),
        Reveal(deck="basic", card="basic_02"),  # the table turns up the next card
    )
    assert session.state.phase == "play"  # the turn goes on
    events = session.execute(EndTurn(player=A)).events
    assert GameEnded(reasons=("last_scientist",), automatic=True) in events
    assert session.state.phase == "finished" and session.state.turn is None


def test_an_empty_personal_reserve_alone_does_not_end_the_game() -> None:
    """FINE DEL GIOCO: the last scientist means none in the common reserve *and* none
    in the personal reserve."""
    state = with_area(cleared(), 6, ships=(B,))
    state = with_player(state, A, personal=0, common=3)
    session = play(
        turn_of(with_area(state, 2, ships=(A,)), A, 2),
        MoveShip(player=A, area=4),
        EndTurn(player=A),
    )
    assert session.state.phase == "play"


def test_the_game_ends_after_the_turn_of_the_last_building() -> None:
    """FINE DEL GIOCO: "Un giocatore ha costruito l'ultimo Edificio (nessuna carta è
    rimasta nelle tre pile delle carte Edificio)"."""
    state = with_area(cleared(), 4, buildings=("drill",))
    state = with_area(state, 6, ships=(B,))
    state = exhausted_but(state, "basic", "basic_01")
    session = play(
        turn_of(with_area(state, 2, ships=(A,)), A, 2),
        MoveShip(player=A, area=4),
        Build(player=A, card="basic_01", track="inland"),
    )
    assert session.state.phase == "play"
    events = session.execute(EndTurn(player=A)).events
    assert GameEnded(reasons=("last_building",), automatic=True) in events


def test_last_turn_effects_resolve_but_a_pending_icebreaker_turn_is_lost() -> None:
    """FINE DEL GIOCO: "Se il giocatore attivo, attiva una qualsiasi azione su un
    tracciato Ricerca durante l'ultimo turno, queste azioni possono essere comunque
    risolte. Un turno pendente "Icebreaker", tuttavia, non può essere effettuato"."""
    state = with_symbols(plain_tracks(cleared()), "inland", (1, "blue", "advance_three"))
    state = with_area(state, 4, buildings=("drill",))
    state = with_area(state, 2, ships=(A, B), icebreakers=(B,))
    state = with_player(state, A, personal=1, common=0)
    state = with_face_up(state, basic="basic_01")
    session = play(
        turn_of(state, A, 2),
        MoveShip(player=A, area=4),
        Build(player=A, card="basic_01", track="inland"),
        Reveal(deck="basic", card="basic_02"),
    )
    assert [p.seat for p in session.state.pending] == [A, B, C]
    session.execute(ChooseTrack(player=A, track="coastal"))
    session.execute(ChooseTrack(player=B, track="naval"))
    session.execute(ChooseTrack(player=C, track="inland"))
    assert session.state.track("naval").spaces[B] == 3  # B's effect resolved
    events = session.execute(EndTurn(player=A)).events
    assert GameEnded(reasons=("last_scientist",), automatic=True) in events
    assert not any(isinstance(e, TurnStarted) for e in events)
