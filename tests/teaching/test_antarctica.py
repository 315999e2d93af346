"""Antarctica's lessons, detected from real events, and its guides.

Every lesson names the section of the Italian rulebook (seed 002, no page
numbers) it teaches; the tests name it too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.core.model import Command
from companion.core.session import Session
from companion.games.antarctica.catalogue import builtin_catalogue
from companion.games.antarctica.commands import (
    Build,
    BuildShip,
    Discard,
    EndTurn,
    MoveShip,
    PlayCard,
    Recruit,
    Research,
    TakeShipyardCard,
)
from companion.games.antarctica.example import random_setup
from companion.games.antarctica.options import legal_options
from companion.games.antarctica.ruleset import RULESET
from companion.games.antarctica.state import GameState
from companion.games.antarctica.teaching import TEACHER
from companion.teaching import LessonHit, load_catalog, render_guide, teacher
from tests.antarctica.table import (
    cleared,
    plain_tracks,
    turn_of,
    with_area,
    with_face_up,
    with_player,
    with_spaces,
    with_symbols,
)

A, B, C = 0, 1, 2
CATALOG = load_catalog("antarctica")
RULEBOOK = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "002_08eec373cd7c2aec.txt"


def run(state: GameState, *commands: Command) -> tuple[GameState, list[LessonHit]]:
    """Execute ``commands`` from ``state``; every lesson they brought up, in order."""
    session = Session(RULESET, state=state)
    hits: list[LessonHit] = []
    for command in commands:
        before = session.state
        hits += TEACHER.detect(before, session.execute(command))
    return session.state, hits


def found(hits: list[LessonHit], name: str) -> list[LessonHit]:
    return [hit for hit in hits if hit.lesson == f"antarctica.{name}"]


def arrived(state: GameState, target: int = 4) -> GameState:
    """A's turn from area 2, the ship already moved to ``target``."""
    state = turn_of(with_area(state, 2, ships=(A,)), A, 2)
    return run(state, MoveShip(player=A, area=target))[0]


# --- the catalog ----------------------------------------------------------------


def test_the_teacher_is_the_plugins_and_every_lesson_renders() -> None:
    assert teacher("antarctica") is TEACHER
    assert TEACHER.catalog() is CATALOG
    for lesson in CATALOG.lessons:
        params = {name: 1 for name in lesson.params}
        rendered = CATALOG.render_lesson(lesson.id, params)
        assert rendered.text and rendered.page is None and lesson.kind == "first_occurrence"


def test_the_lessons_cover_what_issue_14_asks() -> None:
    """The sun order, moving, the four actions and doing nothing, cards, the
    Icebreaker, discards, research tracks, the end and the four scorings."""
    assert set(CATALOG.ids()) == {
        f"antarctica.{name}"
        for name in (
            "sun_order",
            "sun_skips",
            "move",
            "build",
            "build_ship",
            "recruit",
            "research",
            "nothing",
            "one_card",
            "shipyard_cards",
            "icebreaker",
            "icebreaker_turn",
            "discard",
            "research_track",
            "free_spaces",
            "red_space",
            "blue_space",
            "end_conditions",
            "area_scoring",
            "track_scoring",
            "asterisk_scoring",
            "discard_scoring",
        )
    }


@pytest.mark.skipif(not RULEBOOK.is_file(), reason="the rulebook seeds are not here")
def test_each_lesson_names_a_heading_of_the_italian_rulebook() -> None:
    """Each section reads "English name (RULEBOOK HEADING)"; the heading is the
    Italian rulebook's own."""
    text = RULEBOOK.read_text(encoding="utf-8")
    for lesson in CATALOG.lessons:
        heading = lesson.section.rsplit("(", 1)[1].rstrip(")")
        assert heading.isupper() and heading in text, lesson.id


# --- the sun and the move -----------------------------------------------------------


def test_setting_up_teaches_the_sun_order_to_everyone_and_the_move_to_the_first_player() -> None:
    """SEQUENZA DI GIOCO: "Il Sole si muove anche all'inizio del primo turno!"; "Muovere
    la Nave è obbligatorio"."""
    command = random_setup(3, 0, builtin_catalogue())
    outcome = Session(RULESET).execute(command)
    hits = TEACHER.detect(None, outcome)
    state: GameState = outcome.state
    assert state.turn is not None
    sun = found(hits, "sun_order")
    assert [h.player for h in sun] == [A, B, C]
    assert sun[0].params == {
        "area": state.sun + 1,
        "player": state.players[state.turn.seat].name,
    }
    (move,) = found(hits, "move")
    assert move.player == state.turn.seat
    targets = move.params["targets"]
    assert isinstance(targets, tuple) and state.turn.area + 1 not in targets
    assert len(targets) == len(
        [c for c in legal_options(state, move.player) if c.type == "move_ship"]
    )  # type: ignore[attr-defined]


def test_the_sun_skipping_empty_areas_is_taught_to_everyone() -> None:
    """SEQUENZA DI GIOCO: "Se non ci sono Navi nell'area raggiunta dal Sole, questo viene
    mosso sulle aree successive"."""
    state = with_area(with_area(cleared(), 0, ships=(A,)), 3, ships=(B, C))
    _, hits = run(turn_of(state, A, 0), MoveShip(player=A, area=5), EndTurn(player=A))
    skips = found(hits, "sun_skips")
    assert [h.player for h in skips] == [A, B, C]
    assert skips[0].params == {"skipped": (2, 3), "area": 4}
    assert [h.player for h in found(hits, "move")] == [B]


# --- the four actions and doing nothing -----------------------------------------------------


def test_building_teaches_building_and_area_scoring() -> None:
    """RIQUADRO B; CONTEGGIO DELLE AREE (scientists placed in an area)."""
    state = with_face_up(plain_tracks(cleared()), basic="basic_01")  # needs a drill
    state = arrived(with_area(state, 4, buildings=("drill",)))
    _, hits = run(state, Build(player=A, card="basic_01", track="inland"))
    (build,) = found(hits, "build")
    assert build.params == {"building": "crane", "area": 5, "scientists": 1}
    assert found(hits, "area_scoring")[0].params == {"area": 5}


def test_an_asterisk_card_teaches_its_scoring() -> None:
    """CONTEGGIO DELLE CARTE EDIFICIO."""
    starred = builtin_catalogue().card("double_09")  # crane and drill, a satellite dish
    assert starred.asterisk
    state = with_face_up(plain_tracks(cleared()), double=starred.id)
    state = arrived(with_area(state, 4, buildings=("crane", "drill")))
    _, hits = run(state, Build(player=A, card=starred.id, track="inland"))
    assert [h.player for h in found(hits, "asterisk_scoring")] == [A]


def test_building_a_ship_recruiting_and_researching_are_each_taught() -> None:
    """COSTRUIRE UNA NAVE; RECLUTARE GLI SCIENZIATI; AVANZARE SU UN TRACCIATO RICERCA."""
    shipyard = arrived(with_area(cleared(), 4, buildings=("shipyard",)))
    _, hits = run(shipyard, BuildShip(player=A))
    assert found(hits, "build_ship")[0].params == {"area": 3}
    camp = arrived(with_area(cleared(), 4, buildings=("camp",), scientists={A: 1}))
    _, hits = run(with_player(camp, A, common=1), Recruit(player=A))
    assert found(hits, "recruit")[0].params == {"wanted": 2, "count": 1}
    centre = arrived(with_area(plain_tracks(cleared()), 4, buildings=("inland_centre",)))
    _, hits = run(centre, Research(player=A, track="inland"))
    assert found(hits, "research")[0].params == {"track": "inland", "points": 1}
    assert found(hits, "research_track")[0].params == {"track": "inland"}


def test_ending_a_turn_without_an_action_is_taught() -> None:
    """NON FARE NIENTE: "Anche se tu non effettui un'azione, devi comunque muovere"."""
    state = with_area(arrived(cleared()), 6, ships=(B,))
    _, hits = run(state, EndTurn(player=A))
    assert [h.player for h in found(hits, "nothing")] == [A]
    acted = arrived(with_area(cleared(), 4, buildings=("camp",)))
    _, hits = run(with_area(acted, 6, ships=(B,)), Recruit(player=A), EndTurn(player=A))
    assert found(hits, "nothing") == []


# --- cards, the Icebreaker, discards ------------------------------------------------------


def test_playing_a_card_teaches_the_one_card_rule() -> None:
    """SEQUENZA DI GIOCO: "puoi giocare esattamente una carta Cantiere Navale o Risorsa"."""
    state = with_player(arrived(cleared()), A, shipyard_cards=("two_scientists",))
    _, hits = run(state, PlayCard(player=A, kind="two_scientists"))
    assert [h.player for h in found(hits, "one_card")] == [A]


def test_taking_a_shipyard_card_teaches_what_they_do() -> None:
    """EFFETTI CARTE CANTIERE NAVALE (cards taken after a ship is built)."""
    state = arrived(with_area(cleared(), 4, buildings=("shipyard",)))
    _, hits = run(state, BuildShip(player=A), TakeShipyardCard(player=B, kind="icebreaker"))
    assert [(h.player, h.params) for h in found(hits, "shipyard_cards")] == [
        (B, {"kind": "icebreaker"})
    ]


def test_the_icebreaker_is_taught_when_laid_and_when_its_turn_comes() -> None:
    """EFFETTI CARTE CANTIERE NAVALE, Icebreaker: laid where the second ship is yours;
    "tu puoi effettuare un turno dopo il giocatore la cui Nave si trova in prima
    posizione"."""
    state = with_area(cleared(), 5, ships=(C, A))
    state = with_player(arrived(state), A, shipyard_cards=("icebreaker",))
    _, hits = run(state, PlayCard(player=A, kind="icebreaker", area=5))
    assert found(hits, "icebreaker")[0].params == {"area": 6}
    state = with_area(cleared(), 2, ships=(A, B), icebreakers=(B,))
    _, hits = run(turn_of(state, A, 2), MoveShip(player=A, area=4), EndTurn(player=A))
    turn = found(hits, "icebreaker_turn")
    assert [h.player for h in turn] == [A, B, C]
    assert turn[0].params == {"player": state.players[B].name, "area": 3}


def test_a_discard_teaches_the_scientist_and_the_resource_scoring() -> None:
    """SEQUENZA DI GIOCO: "puoi muovere esattamente un Cubetto o Nave ... nelle Risorse
    Scartate"; CONTEGGIO DELLE RISORSE."""
    _, hits = run(arrived(cleared()), Discard(player=A, what="cube"))
    assert [h.lesson for h in hits] == ["antarctica.discard", "antarctica.discard_scoring"]


# --- research tracks ---------------------------------------------------------------------------


def test_jumped_spaces_red_and_blue_spaces_and_a_shared_track_are_taught() -> None:
    """RIQUADRO A: "Solo gli spazi liberi del tracciato contano"; red spaces for the
    mover, blue ones for everyone from the mover; CONTEGGIO DEI TRACCIATI RICERCA."""
    state = plain_tracks(cleared())
    state = with_symbols(state, "inland", (3, "red", "scientist"), (4, "blue", "scientist"))
    state = with_spaces(state, "inland", 0, 1, 2)
    state = with_area(state, 4, buildings=("inland_centre",), scientists={A: 3})
    _, hits = run(arrived(state), Research(player=A, track="inland"))
    assert found(hits, "free_spaces")[0].params == {"jumped": 2, "track": "inland"}
    assert [h.params for h in found(hits, "red_space")] == [{"effect": "scientist"}]
    blue = found(hits, "blue_space")
    assert [h.player for h in blue] == [A, B, C]
    assert blue[0].params == {"player": state.players[A].name, "effect": "scientist"}
    value = state.catalogue.track("inland").value
    assert found(hits, "track_scoring")[0].params == {"track": "inland", "value": value}


# --- the end ----------------------------------------------------------------------------------


def test_the_end_conditions_are_taught_to_everyone_when_one_comes_near() -> None:
    """FINE DEL GIOCO: a player's last scientist placed, or the last building card."""
    state = with_face_up(plain_tracks(cleared()), basic="basic_01")
    state = with_player(state, A, personal=2, common=2)
    state = arrived(with_area(state, 4, buildings=("drill",)))
    _, hits = run(state, Build(player=A, card="basic_01", track="inland"))
    end = found(hits, "end_conditions")
    assert [h.player for h in end] == [A, B, C]
    assert end[0].params["fewest"] == 3


# --- the guides -------------------------------------------------------------------------------


def test_the_turn_guide_names_the_acting_player_and_the_legal_moves() -> None:
    state = with_area(with_area(cleared(), 2, ships=(A, B)), 4, ships=(C, C, C))
    state = turn_of(state, A, 2)
    name = state.players[A].name
    lines = render_guide(TEACHER.turn_guide(state, A), CATALOG.render)
    assert lines[0] == f"{name}'s turn: the sun is on area 3, where {name}'s ship is first."
    targets = [line for line in lines if line.startswith("  Area ")]
    assert len(targets) == 6  # not area 3 (its own), not area 5 (full)
    assert not any(line.startswith(("  Area 3 ", "  Area 5 ")) for line in targets)
    waiting = render_guide(TEACHER.turn_guide(state, B), CATALOG.render)
    assert waiting == [f"It is {name}'s turn; {state.players[B].name} waits for the sun."]


def test_the_turn_guide_lists_the_actions_the_target_area_offers() -> None:
    state = with_area(plain_tracks(cleared()), 4, buildings=("camp", "inland_centre"))
    state = with_player(arrived(state), A, shipyard_cards=("two_scientists",))
    guide = TEACHER.turn_guide(state, A)
    assert guide.topics() == ("turn", "actions", "cards", "discard", "end")
    lines = render_guide(guide, CATALOG.render)
    assert "One action in area 5, or none:" in lines
    assert "  Recruit from your common reserve: 1 (your ships and scientists there)." in lines
    assert "  Research on the Inland track: 1 (your ships and scientists there)." in lines
    assert "  +2 scientists" in lines
    state = run(state, Recruit(player=A), Discard(player=A, what="cube"))[0]
    lines = render_guide(TEACHER.turn_guide(state, A), CATALOG.render)
    assert "  Action taken: recruit." in lines and "Discard done for this turn." in lines


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_setup_guide_follows_the_player_count(players: int) -> None:
    """PREPARAZIONE: closed areas with 2, the tracks left out, reserves, placing order."""
    guide = TEACHER.setup_guide(players)
    lines = render_guide(guide, CATALOG.render)
    assert ("board" in guide.topics()) and ("sun" in guide.topics())
    assert any("closed" in line for line in lines) == (players == 2)
    assert any("not used" in line for line in lines) == (players < 4)
    assert any(line.startswith("Ships on the board: ") for line in lines)
