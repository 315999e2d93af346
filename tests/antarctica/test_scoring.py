"""Final scoring of Antarctica.

The Italian rulebook has no page numbers; each test names its section:
"CONTEGGIO DELLE AREE" (with its worked example), "CONTEGGIO DEI TRACCIATI RICERCA",
"CONTEGGIO DELLE CARTE EDIFICIO", "CONTEGGIO DELLE RISORSE" and "VINCITORE DEL GIOCO"
(seed 002, /work/shared/seeds/002_08eec373cd7c2aec.txt).
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.messages import EnglishTexts
from companion.games.antarctica.data import AREAS
from companion.games.antarctica.position import Position
from companion.games.antarctica.scoring import SCORINGS, final_scores, majority
from companion.games.antarctica.scoring_english import SCORING_TEXTS

ENGLISH = EnglishTexts(SCORING_TEXTS)
NAMES = ("Alice", "Bob", "Chloe", "Dan")


def position(players: int = 4, **fields: Any) -> Position:
    """A position with nothing on the board; ``fields`` override."""
    base: dict[str, Any] = {
        "players": NAMES[:players],
        "sun": 0,
        "areas": [{"buildings": 1, "scientists": [0] * players} for _ in range(AREAS)],
        "tracks": [],
        "building_cards": [0] * players,
        "asterisk_cards": [0] * players,
        "discarded": [0] * players,
    }
    return Position.model_validate({**base, **fields})


def one_area(scientists: list[int], buildings: int = 8, area: int = 3) -> Position:
    areas = [{"buildings": 1, "scientists": [0] * len(scientists)} for _ in range(AREAS)]
    areas[area] = {"buildings": buildings, "scientists": scientists}
    return position(len(scientists), areas=areas)


def points(pos: Position, kind: str) -> list[int]:
    return [p.points(kind) for p in final_scores(pos).players]  # type: ignore[arg-type]


# --- "CONTEGGIO DELLE AREE" ---------------------------------------------------------


def test_the_rulebooks_example_conteggio_delle_aree_esempio() -> None:
    """8 buildings; Alice 3, Bob 3, Chloe 1, Dan 0 → 16, 16, 3, 0 ("Esempio")."""
    pos = one_area([3, 3, 1, 0])
    assert points(pos, "areas") == [16, 16, 3, 0]
    scores = final_scores(pos).players
    assert [s.first_places for s in scores] == [1, 1, 0, 0]
    alice, _, chloe, dan = (s.scorings[0].lines for s in scores)
    assert ENGLISH.render(alice[0]) == (
        "Area 4: 8 buildings + 7 scientists + 1 = 16 for the most scientists"
    )
    assert ENGLISH.render(alice[1]) == "Area 4: first (scientists: 3): 16 points"
    assert ENGLISH.render(alice[2]) == "Place 1 shared with Bob: each gets the place's points"
    assert ENGLISH.render(chloe[1]) == (
        "Area 4: place 3 (scientists: 1): 3 points, the scientists of Alice, Bob, ranked just above"
    )
    assert ENGLISH.render(dan[1]) == "Area 4: no scientists there, no points"


def test_each_next_rank_gets_the_scientists_of_the_player_above_conteggio_delle_aree() -> None:
    """First: buildings + all scientists + 1; second: the first's scientists; third:
    the second's."""
    assert points(one_area([5, 3, 2, 1], buildings=4), "areas") == [4 + 11 + 1, 5, 3, 2]


def test_tied_players_share_the_rank_conteggio_delle_aree() -> None:
    """ "In caso di pareggio, tutti i giocatori in parità ricevono i Punti Vittoria che
    spettano alla posizione": a tie for second shares the second rank's points."""
    assert points(one_area([4, 2, 2, 1], buildings=2), "areas") == [12, 4, 4, 2]


def test_a_tie_does_not_raise_the_next_rank_conteggio_delle_aree() -> None:
    """ "si conteranno gli Scienziati di uno solo giocatore": after a tie for first the
    next gets the scientists of one tied player, not of both."""
    assert points(one_area([2, 2, 2, 1], buildings=0), "areas")[3] == 2
    assert points(one_area([3, 1, 1, 0], buildings=0), "areas") == [6, 3, 3, 0]


def test_all_tied_for_first_conteggio_delle_aree() -> None:
    assert points(one_area([2, 2, 2, 2], buildings=5), "areas") == [14] * 4


def test_no_scientists_no_points_conteggio_delle_aree() -> None:
    """ "Se non hai Scienziati nell'area conteggiata, non ricevi alcun punto vittoria"."""
    assert points(one_area([0, 0, 4, 0]), "areas") == [0, 0, 13, 0]
    assert points(position(), "areas") == [0, 0, 0, 0]


def test_areas_are_scored_from_the_suns_area_counter_clockwise_conteggio_delle_aree() -> None:
    """ "partendo da quella dove si trova il Sole e procedendo in senso antiorario"."""
    areas = [{"buildings": 0, "scientists": [1, 0]} for _ in range(AREAS)]
    pos = position(2, sun=5, areas=areas)
    numbers = [
        line.params["number"]
        for line in final_scores(pos).players[0].scorings[0].lines
        if line.code == "ant.score.area.first"
    ]
    assert numbers == [6, 7, 8, 1, 2, 3, 4, 5]


# --- "CONTEGGIO DEI TRACCIATI RICERCA" -------------------------------------------------


def test_the_furthest_cube_scores_all_cubes_each_next_the_value_conteggio_dei_tracciati() -> None:
    """First: the value of all cubes on the track; each next: the value of one cube."""
    pos = position(tracks=[{"id": "naval", "value": 4, "ranking": [2, 0, 3]}])
    assert points(pos, "tracks") == [4, 0, 12, 4]
    lines = final_scores(pos).players[2].scorings[1].lines
    assert ENGLISH.render(lines[0]) == (
        "naval track: furthest cube: cubes on the track × value = 3 × 4 = 12 points"
    )
    assert ENGLISH.render(final_scores(pos).players[3].scorings[1].lines[0]) == (
        "naval track: place 3, behind Alice: the value of one cube, 4 points"
    )


def test_no_cube_no_points_conteggio_dei_tracciati() -> None:
    """ "Se non hai un cubetto sul tracciato, non ricevi alcun Punto Vittoria"."""
    pos = position(
        tracks=[
            {"id": "inland", "value": 2, "ranking": [1]},
            {"id": "coastal", "value": 3, "ranking": []},
        ]
    )
    assert points(pos, "tracks") == [0, 2, 0, 0]
    bob = final_scores(pos).players[1]
    assert bob.first_places == 1
    assert ENGLISH.render(bob.scorings[1].lines[-1]) == "coastal track: no cube there, no points"


def test_tracks_add_up_over_tracks_conteggio_dei_tracciati() -> None:
    pos = position(
        2,
        tracks=[
            {"id": "inland", "value": 2, "ranking": [0, 1]},
            {"id": "coastal", "value": 3, "ranking": [1, 0]},
        ],
    )
    assert points(pos, "tracks") == [4 + 3, 2 + 6]


# --- "CONTEGGIO DELLE CARTE EDIFICIO" ------------------------------------------------


def test_asterisk_cards_first_gets_all_players_cards_conteggio_delle_carte_edificio() -> None:
    pos = position(building_cards=[5, 4, 3, 2], asterisk_cards=[3, 1, 1, 0])
    assert points(pos, "asterisks") == [5, 3, 3, 0]


def test_asterisk_cards_ties_share_conteggio_delle_carte_edificio() -> None:
    """ "In caso di pareggio, tutti i giocatori in parità ricevono i Punti Vittoria"."""
    pos = position(building_cards=[2, 2, 1, 1], asterisk_cards=[2, 2, 1, 0])
    assert points(pos, "asterisks") == [5, 5, 2, 0]


def test_no_asterisk_card_no_points_conteggio_delle_carte_edificio() -> None:
    """ "Se non possiedi carte Edificio, non ricevi alcun Punto Vittoria": the app reads
    it as no *asterisk* card (building cards without the asterisk do not rank)."""
    pos = position(building_cards=[3, 4, 0, 0], asterisk_cards=[1, 0, 0, 0])
    assert points(pos, "asterisks") == [1, 0, 0, 0]
    assert points(position(), "asterisks") == [0, 0, 0, 0]


# --- "CONTEGGIO DELLE RISORSE" --------------------------------------------------------


def test_discarded_first_gets_all_next_the_count_above_conteggio_delle_risorse() -> None:
    pos = position(discarded=[1, 4, 2, 2])
    assert points(pos, "discarded") == [2, 9, 4, 4]


def test_nothing_discarded_no_points_conteggio_delle_risorse() -> None:
    """ "Se non hai scartato Risorse, non ricevi alcun Punto Vittoria"."""
    assert points(position(discarded=[0, 3, 0, 0]), "discarded") == [0, 3, 0, 0]


# --- "VINCITORE DEL GIOCO" -------------------------------------------------------------


def test_most_points_wins_vincitore_del_gioco() -> None:
    result = final_scores(position(discarded=[1, 4, 2, 2]))
    assert result.winners == (1,)
    assert result.tie_break is None
    assert result.ranking == (1, 2, 3, 0)
    assert [p.place for p in result.players] == [4, 1, 2, 2]


def test_a_tie_on_points_goes_to_most_first_places_vincitore_del_gioco() -> None:
    """Alice and Bob 16 each: Alice was also first on a track worth nothing."""
    worthless = position(tracks=[{"id": "t", "value": 0, "ranking": [0]}]).tracks
    pos = one_area([3, 3, 1, 0]).model_copy(update={"tracks": worthless})
    result = final_scores(pos)
    assert [p.total for p in result.players][:2] == [16, 16]
    assert result.winners == (0,)
    assert result.tie_break is not None
    assert ENGLISH.render(result.tie_break) == (
        "Alice, Bob tie on points; Alice wins with the most first places (2)"
    )
    assert [p.place for p in result.players] == [1, 2, 3, 4]


def test_a_shared_first_place_counts_for_each_tied_player_vincitore_del_gioco() -> None:
    """The app's decision: in the example both Alice and Bob have one first place."""
    result = final_scores(one_area([3, 3, 1, 0]))
    assert [p.first_places for p in result.players] == [1, 1, 0, 0]


def test_then_most_building_cards_vincitore_del_gioco() -> None:
    pos = one_area([3, 3, 1, 0]).model_copy(update={"building_cards": (2, 5, 0, 0)})
    result = final_scores(pos)
    assert result.winners == (1,)
    assert result.tie_break is not None
    assert result.tie_break.code == "ant.score.tiebreak.building_cards"
    assert ENGLISH.render(result.tie_break) == (
        "Alice, Bob tie on points and first places; Bob wins with the most building cards (5)"
    )


def test_then_the_victory_is_shared_vincitore_del_gioco() -> None:
    pos = one_area([3, 3, 1, 0]).model_copy(update={"building_cards": (4, 4, 0, 0)})
    result = final_scores(pos)
    assert result.winners == (0, 1)
    assert result.tie_break is not None
    assert ENGLISH.render(result.tie_break) == (
        "Alice, Bob tie on points, first places and building cards: a shared victory"
    )
    assert [p.place for p in result.players] == [1, 1, 3, 4]


def test_an_empty_table_is_a_shared_victory_of_everyone_vincitore_del_gioco() -> None:
    result = final_scores(position(3))
    assert result.winners == (0, 1, 2)
    assert [p.total for p in result.players] == [0, 0, 0]


# --- the majority and the texts ---------------------------------------------------------


def test_majority_leaves_out_seats_with_nothing() -> None:
    ranked = majority([0, 2, 0, 2], 9)
    assert set(ranked) == {1, 3}
    assert ranked[1].points == ranked[3].points == 9


def test_every_code_said_has_an_english_text() -> None:
    pos = one_area([3, 3, 1, 0]).model_copy(
        update={
            "tracks": position(tracks=[{"id": "naval", "value": 4, "ranking": [2, 0]}]).tracks,
            "building_cards": (4, 4, 1, 0),
            "asterisk_cards": (2, 1, 1, 0),
            "discarded": (2, 1, 0, 0),
        }
    )
    result = final_scores(pos)
    said = {line.code for p in result.players for s in p.scorings for line in s.lines}
    said |= {f"ant.score.tiebreak.{how}" for how in ("first_places", "building_cards", "shared")}
    assert said == {code for code in SCORING_TEXTS if code.startswith("ant.score.")}
    for player in result.players:
        for scoring in player.scorings:
            for line in scoring.lines:
                assert "{" not in ENGLISH.render(line)
                assert not ENGLISH.render(line).startswith("ant.")


# --- properties -----------------------------------------------------------------------


@st.composite
def positions(draw: st.DrawFn) -> Position:
    players = draw(st.integers(2, 4))
    count = st.integers(0, 6)
    per_player = st.lists(count, min_size=players, max_size=players)
    tracks = draw(
        st.lists(
            st.builds(
                lambda value, ranking: {"id": "t", "value": value, "ranking": ranking},
                st.integers(0, 20),
                st.permutations(range(players)).flatmap(
                    lambda seats: st.integers(0, len(seats)).map(lambda n: list(seats[:n]))
                ),
            ),
            max_size=5,
        )
    )
    cards = draw(per_player)
    asterisks = [draw(st.integers(0, c)) for c in cards]
    areas = [
        {"buildings": draw(st.integers(0, 14)), "scientists": draw(per_player)}
        for _ in range(AREAS)
    ]
    return Position.model_validate(
        {
            "players": [f"P{seat}" for seat in range(players)],
            "sun": draw(st.integers(0, AREAS - 1)),
            "areas": areas,
            "tracks": tracks,
            "building_cards": cards,
            "asterisk_cards": asterisks,
            "discarded": draw(per_player),
        }
    )


@settings(max_examples=200, deadline=None)
@given(positions())
def test_totals_are_sums_never_negative_and_nothing_scores_nothing(pos: Position) -> None:
    result = final_scores(pos)
    for player in result.players:
        assert [s.kind for s in player.scorings] == list(SCORINGS)
        assert player.total == sum(s.points for s in player.scorings)
        assert all(s.points >= 0 for s in player.scorings)
        seat = player.seat
        has_nothing = (
            all(area.scientists[seat] == 0 for area in pos.areas)
            and all(seat not in t.ranking for t in pos.tracks)
            and pos.asterisk_cards[seat] == 0
            and pos.discarded[seat] == 0
        )
        if has_nothing:
            assert player.total == 0
            assert player.first_places == 0
    assert result.winners
    assert set(result.winners) == {p.seat for p in result.players if p.place == 1}
    assert sorted(result.ranking) == list(range(len(pos.players)))
