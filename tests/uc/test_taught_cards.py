"""Cards a table teaches play exactly like built-in ones, and lines the engine
cannot compute are settled by the table, never scored 0 in silence."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from companion.core.errors import InvalidCommand, RuleViolation
from companion.core.session import Session
from companion.games.underwater_cities.events import Gained, Produced, ScoringSettled
from companion.games.underwater_cities.library import CardEntry, CardLibrary
from companion.games.underwater_cities.model import Resources
from companion.games.underwater_cities.production import forecast
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.scoring import final_scores
from companion.games.underwater_cities.state import CardInfo
from tests.uc.helpers import (
    do,
    end_turn,
    keep_cards,
    new_game,
    pass_turn,
    place,
    play_to_production,
    put,
    set_resources,
    state,
    turn,
)


def taught(*entries: dict[str, Any]) -> CardLibrary:
    """The built-in library plus cards a table taught (through their rows)."""
    library = CardLibrary()
    rows = [library.card_row(CardEntry.model_validate(entry)) for entry in entries]
    return library.with_rows(rows)


def game_with(library: CardLibrary) -> Session:
    """A 2-player game whose data is ``library``."""
    base = new_game(2)
    return Session(RULESET, base.state, library)


GAIN_2_KELP = {"options": [[{"kind": "gain", "resources": {"kelp": 2}}]]}


def test_a_taught_instant_card_opens_its_structured_effect() -> None:
    """German p. 8 ("Sofortige Effekte"): a matching instant card's effect is used.
    A card the table taught (number 120) plays as a built-in one would, its type
    taken from the library (the table is not asked for it)."""
    library = taught(
        {"number": 120, "name": "Kelp Boost", "type": "instant", "effect": GAIN_2_KELP}
    )
    game = game_with(library)
    place(game, "s12_03", "green", kind=None, number=120)
    card = turn(game).card
    assert card is not None and card.type == "instant" and card.name == "Kelp Boost"
    do(game, "resolve_card")
    frame = turn(game).stack[-1]
    assert not frame.freeform
    out = do(game, "gain", resources={"kelp": 2})
    assert any(isinstance(e, Gained) and e.resources.kelp == 2 for e in out.events)


def test_a_table_resolved_card_lets_the_table_record_what_it_did() -> None:
    """German p. 8: the effect is used; a card the vocabulary cannot express is
    marked table-resolved and the table records its result step by step."""
    library = taught({"number": 121, "name": "Odd One", "type": "instant", "table_resolved": True})
    game = game_with(library)
    place(game, "s12_03", "green", kind=None, number=121)
    do(game, "resolve_card")
    assert turn(game).stack[-1].freeform


def test_a_taught_requirement_is_checked() -> None:
    """German p. 14 (card 28, "Wenn du mindestens 1 aufgewerteten Tunnel … hast"):
    a card's condition must hold before its effect is used — also for a taught card."""
    library = taught(
        {
            "number": 122,
            "name": "Five Cities",
            "type": "instant",
            "effect": GAIN_2_KELP,
            "requires": {"count": "connected_cities", "at_least": 5},
        }
    )
    game = game_with(library)
    place(game, "s12_03", "green", kind=None, number=122)
    with pytest.raises(RuleViolation) as caught:
        do(game, "resolve_card")
    assert caught.value.code == "card_condition_unmet"


def test_a_taught_trigger_fires_with_points() -> None:
    """German p. 9 (card 14): "Wenn du einen Aktionsplatz wählst, der nicht zu deiner
    Karte passt, …" — a taught permanent card with the same trigger gains resources
    and points at once."""
    library = taught(
        {
            "number": 123,
            "name": "Mismatch Bonus",
            "type": "permanent",
            "trigger": {"on": "mismatched_slot", "gain": {"credits": 1}, "points": 1},
        }
    )
    game = game_with(library)
    place(game, "s12_03", "green", kind=None, number=123)
    do(game, "resolve_card")
    assert state(game).players[0].tableau[0].rules is not None
    end_turn(game)
    pass_turn(game)  # player 1
    out = place(game, "s12_12", "red", player=0)  # a red card on a slot of another colour
    gained = [e for e in out.events if isinstance(e, Gained) and e.automatic]
    assert [(e.resources.credits, e.points) for e in gained] == [(1, 1)]


def test_steelplast_from_a_slot_fires_its_trigger() -> None:
    """German p. 19, notes on card effects: "whenever an action slot gives you at
    least 1 steelplast, gain 1 point"."""
    library = taught(
        {
            "number": 131,
            "name": "Steel Pride",
            "type": "permanent",
            "trigger": {"on": "slot_steelplast", "points": 1},
        }
    )
    game = game_with(library)
    place(game, "s12_03", "green", kind=None, number=131)
    do(game, "resolve_card")
    end_turn(game)
    pass_turn(game)  # player 1
    place(game, "s12_10", "green", player=0)  # "use 1 action card; gain 1 steelplast"
    out = do(game, "gain", resources={"steelplast": 1})
    assert [e.points for e in out.events if isinstance(e, Gained) and e.automatic] == [1]


def test_a_slot_gain_recorded_in_steps_fires_the_steelplast_trigger_once() -> None:
    """German p. 19 ("whenever an action slot gives you at least 1 steelplast") and
    p. 13 (a gain may be recorded in steps): 2 steelplast taken one at a time is one
    slot giving steelplast, so the card scores 1 point, not 2."""
    library = taught(
        {
            "number": 131,
            "name": "Steel Pride",
            "type": "permanent",
            "trigger": {"on": "slot_steelplast", "points": 1},
        }
    )
    game = Session(RULESET, new_game(3).state, library)
    place(game, "s34_01", "red", kind=None, number=131)
    do(game, "resolve_card")
    end_turn(game)
    pass_turn(game)  # player 1
    pass_turn(game)  # player 2
    place(game, "s34_10", "green", player=0)  # "gain 2 steelplast and 1 kelp"
    fired = []
    for _ in range(2):
        out = do(game, "gain", resources={"steelplast": 1})
        fired += [e.points for e in out.events if isinstance(e, Gained) and e.automatic]
    assert fired == [1]


def test_a_taught_hand_limit_bonus_counts() -> None:
    """German p. 7: discard down to 3 cards — 4 with a "+1 hand limit" card."""
    library = taught({"number": 125, "name": "Server Farm", "type": "permanent", "hand_limit": 1})
    game = game_with(library)
    place(game, "s12_03", "green", kind=None, number=125)
    do(game, "resolve_card")
    assert state(game).players[0].hand_limit == 4


def test_effects_belong_to_their_card_types() -> None:
    """German p. 8: instant and action cards have effects, permanent cards
    triggers; a table-resolved card has no structured effect."""
    with pytest.raises(ValidationError, match="instant or action"):
        CardEntry(number=130, name="x", type="permanent", effect=GAIN_2_KELP)  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="permanent"):
        CardEntry(number=130, name="x", type="instant", hand_limit=1)
    with pytest.raises(ValidationError, match="table-resolved"):
        CardEntry(number=130, name="x", type="instant", table_resolved=True, effect=GAIN_2_KELP)  # type: ignore[arg-type]


# --- production (German pp. 15–16) -------------------------------------------------


def production_with_unknown_card() -> Session:
    """P0 claimed production card 96, whose effect the library does not hold."""
    game = new_game(2)
    place(game, "s12_03", "green", kind="production", number=96)
    do(game, "resolve_card")
    end_turn(game)
    play_to_production(game)
    return game


def test_production_waits_until_every_unknown_line_is_settled() -> None:
    """German p. 15: every claimed production card produces. Without the card's
    effect the engine asks; production is not applied until the table answers."""
    game = production_with_unknown_card()
    before = game.state
    with pytest.raises(InvalidCommand) as caught:
        game.execute({"type": "run_production", "settle": {}})
    assert caught.value.code == "unsettled_production"
    assert caught.value.params["lines"] == ["era:96"]
    assert game.state is before
    (line,) = forecast(state(game), game.data)[0].unsettled
    assert line.key == "era:96"


def test_settled_amounts_are_recorded_in_the_events() -> None:
    """German p. 15: what the card produced is added with the rest; the amount the
    table entered is in the event (replay never asks again)."""
    game = production_with_unknown_card()
    points = state(game).players[0].points
    out = game.execute(
        {
            "type": "run_production",
            "settle": {"0": {"era:96": {"resources": {"kelp": 3}, "points": 1}}},
        }
    )
    produced = next(e for e in out.events if isinstance(e, Produced) and e.player == 0)
    (line,) = [line for line in produced.lines if line.card == "era:96"]
    assert (line.kind, line.resources, line.points) == ("settled", Resources(kelp=3), 1)
    assert line.text.code == "uc.settled.production"
    assert state(game).players[0].points >= points + 1


def test_a_line_may_be_skipped_explicitly() -> None:
    """German p. 16: production is added, then feeding; a line the table skips
    gives nothing and says so."""
    game = production_with_unknown_card()
    out = game.execute({"type": "run_production", "settle": {"0": {"era:96": {"skip": True}}}})
    produced = next(e for e in out.events if isinstance(e, Produced) and e.player == 0)
    (line,) = [line for line in produced.lines if line.card == "era:96"]
    assert (line.kind, line.points, line.text.code) == ("skipped", 0, "uc.settled.skipped")


@pytest.mark.parametrize(
    ("settle", "code"),
    [
        ({"0": {"era:96": {"skip": True}, "era:97": {"skip": True}}}, "unknown_settlement"),
        ({"0": {"era:96": {"skip": True}}, "1": {"era:96": {"points": 2}}}, "unknown_settlement"),
    ],
)
def test_settlements_for_lines_that_do_not_exist_are_refused(
    settle: dict[str, Any], code: str
) -> None:
    """A settlement names an open line of that player; anything else is refused
    and nothing is applied."""
    game = production_with_unknown_card()
    before = game.state
    with pytest.raises(InvalidCommand) as caught:
        game.execute({"type": "run_production", "settle": settle})
    assert caught.value.code == code
    assert game.state is before


def test_a_skip_with_amounts_is_not_a_command() -> None:
    with pytest.raises(InvalidCommand):
        RULESET.parse_command(
            {"type": "run_production", "settle": {"0": {"era:96": {"skip": True, "points": 2}}}}
        )


def test_a_taught_production_effect_needs_no_settling() -> None:
    """German p. 15: once taught, the card produces by its effect every era."""
    game = production_with_unknown_card()
    library = taught(
        {
            "number": 96,
            "name": "Kelp Farm Network",
            "type": "production",
            "production": {
                "shape": "per_count",
                "count": "connected_farms",
                "resources": {"kelp": 1},
            },
        }
    )
    put(game, 0, "b_c33_1", "farm")
    game = Session(RULESET, game.state, library)
    assert forecast(state(game), library)[0].unsettled == ()
    out = game.execute({"type": "run_production", "settle": {}})
    produced = next(e for e in out.events if isinstance(e, Produced) and e.player == 0)
    assert [line.resources for line in produced.lines if line.card == "era:96"] == [
        Resources(kelp=1)
    ]


# --- final scoring (German p. 17) ---------------------------------------------------


def finished_with_unknown_end_scoring() -> Session:
    game = new_game(2)
    place(game, "s12_03", "green", kind="end_scoring", number=150)
    do(game, "resolve_card")
    end_turn(game)
    while state(game).phase != "finished":
        phase = state(game).phase
        if phase == "production":
            game.execute({"type": "run_production", "settle": {}})
        elif phase == "era_keep":
            keep_cards(game)
        else:
            pass_turn(game)
    return game


def test_final_scoring_asks_for_an_unknown_end_scoring_card() -> None:
    """German p. 17, step 2: every end-scoring card scores; one the library cannot
    evaluate is an open line until the table settles it."""
    game = finished_with_unknown_end_scoring()
    scores = final_scores(state(game), game.data)
    assert not scores.settled
    assert [line.key for line in scores.players[0].unsettled] == ["era:150"]
    total = scores.players[0].total
    out = game.execute({"type": "settle_scoring", "settle": {"0": {"era:150": {"points": 7}}}})
    assert isinstance(out.events[0], ScoringSettled)
    scores = final_scores(state(game), game.data)
    assert scores.settled
    assert scores.players[0].total == total + 7
    (line,) = [line for line in scores.players[0].lines if line.card == "era:150"]
    assert (line.points, line.text.code) == (7, "uc.settled.scoring")
    result = RULESET.summary(state(game), game.data)
    assert result["scores"]["Violet"] == scores.players[0].total


def test_final_scoring_line_may_be_skipped() -> None:
    """German p. 17: a skipped line scores nothing, and says the table skipped it."""
    game = finished_with_unknown_end_scoring()
    game.execute({"type": "settle_scoring", "settle": {"0": {"era:150": {"skip": True}}}})
    scores = final_scores(state(game), game.data)
    (line,) = [line for line in scores.players[0].lines if line.card == "era:150"]
    assert (line.points, line.text.code) == (0, "uc.settled.skipped")


def test_resources_are_kept_for_the_taught_conversion() -> None:
    """German p. 17: a conversion taught later is used by final scoring at once."""
    game = finished_with_unknown_end_scoring()
    set_resources(game, 0, kelp=4)
    library = taught(
        {
            "number": 150,
            "name": "Kelp Market",
            "type": "end_scoring",
            "scoring": {"shape": "conversion", "pay": {"kelp": 2}, "points": 3, "times": 2},
        }
    )
    scores = final_scores(state(game), library)
    assert scores.settled
    assert scores.players[0].cards == 6


def test_connecting_a_new_metropolis_fires_its_trigger() -> None:
    """German p. 19, notes on card effects (Corporate Expansion): "whenever your
    network connects to a new metropolis, gain 2 credits and 2 points"."""
    library = taught(
        {
            "number": 132,
            "name": "Corporate Expansion",
            "type": "permanent",
            "trigger": {"on": "metropolis_connected", "gain": {"credits": 2}, "points": 2},
        }
    )
    game = game_with(library)
    me = state(game).players[0]
    card = library.played(CardInfo(number=132))
    game.state = state(game).model_copy(
        update={"players": (me.model_copy(update={"tableau": (card,)}), state(game).players[1])}
    )
    put(game, 0, "t_c23_c33", "tunnel")
    put(game, 0, "t_c13_c23", "tunnel")
    place(game, "s12_03", "green")  # an unknown instant card: the table records its steps
    do(game, "resolve_card")
    out = do(game, "build", site="t_c13_blue1", kind="tunnel", cost="free")
    gained = [e for e in out.events if isinstance(e, Gained) and e.automatic and e.points]
    assert [(e.resources.credits, e.points) for e in gained] == [(2, 2)]


def test_what_a_settled_conversion_paid_no_longer_scores_at_four_for_one() -> None:
    """German p. 17: resources spent on an end-scoring card are gone before the rest
    score 1 point per 4 — the same for a line the table settled."""
    game = finished_with_unknown_end_scoring()
    set_resources(game, 0, kelp=8)
    before = final_scores(state(game), game.data).players[0]
    assert before.resources >= 2  # 8 kelp (and whatever else) at 4 for 1
    game.execute(
        {
            "type": "settle_scoring",
            "settle": {"0": {"era:150": {"points": 12, "spent": {"kelp": 8}}}},
        }
    )
    after = final_scores(state(game), game.data).players[0]
    assert after.cards == 12
    assert after.left_over.kelp == 0
    assert after.resources == before.resources - 2
    (line,) = [line for line in after.lines if line.card == "era:150"]
    assert (line.spent.kelp, line.text.code) == (8, "uc.settled.scoring_spent")


def test_the_preview_is_the_engines_evaluation() -> None:
    """The card-entry step's preview uses the evaluator production and final scoring
    use (German p. 19: only connected things count; p. 17: conversions)."""
    from companion.games.underwater_cities.preview import preview

    game = new_game(2)
    set_resources(game, 0, kelp=5)
    per_city = CardEntry(
        number=140,
        name="x",
        type="production",
        production={"shape": "per_count", "count": "connected_cities", "resources": {"kelp": 2}},  # type: ignore[arg-type]
    )
    market = CardEntry(
        number=141,
        name="y",
        type="end_scoring",
        scoring={"shape": "conversion", "pay": {"kelp": 2}, "points": 3, "times": None},  # type: ignore[arg-type]
    )
    (said,) = preview(state(game), 0, per_city)
    assert (said.code, said.params["gain"]) == ("uc.preview.production", {"kelp": 2})
    (said,) = preview(state(game), 0, market)
    assert (said.code, said.params["gain"]) == ("uc.preview.scoring", {"points": 6})
