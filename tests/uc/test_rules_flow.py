"""The clock: turns, rounds, eras, the Federation track and play order, the end
of turn, hand limits, era transitions and the solo blockers.

Page numbers are those printed in the German rulebook (seed 001): turn and round
p. 7, hand limit p. 15/16, Federation track p. 12, end of round p. 15, end of era
p. 16, variants and solo p. 18, card notes p. 19. The Italian (seed 000) and
Portuguese (003) editions share the layout.
"""

from __future__ import annotations

from companion.core.messages import message
from companion.core.session import Session
from companion.games.underwater_cities.english import ENGLISH
from companion.games.underwater_cities.events import Advanced, Gained, RoundEnded, TurnStarted
from companion.games.underwater_cities.next_step import next_step
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.slots import find_slot, slot_data

from .helpers import (
    current,
    do,
    end_turn,
    event_types,
    finish_round,
    illegal,
    keep_cards,
    new_game,
    pass_turn,
    place,
    play_to_production,
    play_to_round,
    play_to_turn_of,
    res,
    resources,
    state,
    turn,
)

# --- turns and rounds -----------------------------------------------------------


def test_three_turns_per_player_per_round_in_play_order_not_clockwise() -> None:
    """German p. 7: "Ihr macht weiter, bis jeder 3 Züge hatte"; p. 18 ("Häufig
    übersehene Spielregeln"): "Ihr spielt immer in der Reihenfolge, die von der Zugfolgeleiste
    angegeben wird. Das heißt, ihr werdet selten im Uhrzeigersinn spielen." Play
    order 2, 0, 1 cycles P2, P0, P1, P2, … three times."""
    game = new_game(3, order=(2, 0, 1))
    seen = [(current(game), turn(game).number)]
    for _ in range(8):
        pass_turn(game)
        seen.append((current(game), turn(game).number))
    assert seen == [(2, 1), (0, 1), (1, 1), (2, 2), (0, 2), (1, 2), (2, 3), (0, 3), (1, 3)]
    assert state(game).round == 1
    pass_turn(game)
    assert state(game).round == 2


def test_round_and_era_clock_ten_rounds_eras_of_4_3_3() -> None:
    """German p. 7: "Eine Ära besteht aus 4 Runden in Ära I und 3 in Ära II und
    Ära III"; p. 15: production after 4 rounds, "3 Runden später", and "3 Runden
    danach, direkt vor der Schlusswertung" — "Insgesamt spielt ihr 10 Runden und
    habt 3 Produktionsphasen"."""
    game = new_game(2)
    eras_by_round = {}
    productions = []
    while state(game).phase != "finished":
        s = state(game)
        if s.phase == "production":
            productions.append((s.round, s.era))
            game.execute({"type": "run_production"})
        elif s.phase == "era_keep":
            keep_cards(game)
        else:
            eras_by_round[s.round] = s.era
            pass_turn(game)
    assert productions == [(4, 1), (7, 2), (10, 3)]
    assert eras_by_round == {1: 1, 2: 1, 3: 1, 4: 1, 5: 2, 6: 2, 7: 2, 8: 3, 9: 3, 10: 3}
    assert state(game).round == 10
    assert state(game).turn is None


def test_production_waits_for_the_table_after_round_4() -> None:
    """German p. 7: "Sobald er ein Produktionsfeld erreicht, folgt eine
    Produktionsphase" — no turn starts until production was run."""
    game = new_game(2)
    play_to_production(game)
    s = state(game)
    assert (s.round, s.era, s.phase, s.turn) == (4, 1, "production", None)
    illegal(game, {"type": "place", "player": 0, "slot": "always"}, "not_in_play")


# --- Federation track and play order --------------------------------------------


def test_round_one_without_advances_reverses_the_order() -> None:
    """German p. 6 and p. 15: the reverse start puts the last player furthest on the
    track (space 2), so when nobody advances the order of round 2 is the reverse of
    round 1; markers then return below space 4."""
    game = new_game(4, order=(0, 1, 2, 3))
    finish_round(game)
    assert state(game).play_order == (3, 2, 1, 0)
    assert state(game).federation.space == (0, 0, 0, 0)
    assert current(game) == 3


def test_end_of_round_example_stacks_top_first_markers_below_keep_order() -> None:
    """German p. 15, end of round, step 2: "Liegen Anzeiger in einem Stapel, gelten
    Anzeiger oberhalb anderer Anzeiger als weiter vorne. Liegen Anzeiger unterhalb
    von Feld 4, ändert sich deren bisherige, relative Zugfolge nicht." Example:
    "Runde 2 ist beendet. Schwarz und Blau haben sich … nicht bewegt … daher ist
    Schwarz vor Blau an der Reihe. Auf Feld 2 entscheidet die Reihenfolge im Stapel.
    Da Orange oben liegt, ist Orange zuerst am Zug."

    Seats: Violet 0, Orange 1, Blue 2, Black 3, round 1 in the setup example's
    order (Violet, Orange, Blue, Black, German p. 6). Nobody advances in round 1, so
    round 2 runs Black, Blue, Orange, Violet. In round 2 Violet and Orange both reach
    space 2, Orange last (cloning Violet's slot), so Orange is on top.
    """
    violet, orange, blue, black = 0, 1, 2, 3
    game = new_game(4, order=(violet, orange, blue, black))
    finish_round(game)
    assert state(game).play_order == (black, blue, orange, violet)
    # Round 2, first turns: Orange reaches space 4, Violet space 3.
    pass_turn(game)  # Black
    pass_turn(game)  # Blue
    place(game, "s34_03", "yellow", player=orange)
    do(game, "advance", steps=1)
    end_turn(game)
    place(game, "s34_12", "yellow", player=violet)
    do(game, "advance", steps=2)
    end_turn(game)
    # Second turns: a green card takes Violet to space 2.
    pass_turn(game)  # Black
    pass_turn(game)  # Blue
    pass_turn(game)  # Orange
    place(game, "s34_04", "green", player=violet)
    do(game, "resolve_card")
    do(game, "advance", steps=1)
    end_turn(game)
    # Third turns: Orange clones Violet's "advance 2" and lands on top of space 2.
    pass_turn(game)  # Black
    pass_turn(game)  # Blue
    place(game, "s34_12", "yellow", player=orange, clone=True)
    do(game, "advance", steps=2)
    end_turn(game)
    fed = state(game).federation
    assert (fed.space[orange], fed.space[violet]) == (2, 2)
    assert fed.height[orange] > fed.height[violet]
    assert (fed.space[black], fed.space[blue]) == (0, 0)
    pass_turn(game)  # Violet
    assert state(game).round == 3
    assert state(game).play_order == (orange, violet, black, blue)
    assert state(game).federation.space == (0, 0, 0, 0)
    # Bonuses on the way: space 3 gives 1 credit, space 2 gives 1 steelplast.
    assert resources(game, violet) == res(kelp=1, steelplast=2, science=1, credits=3)
    assert resources(game, orange) == res(kelp=1, steelplast=2, science=1, credits=2)


def test_orange_advancing_two_from_space_two_example() -> None:
    """German p. 12: "Orange führt eine Aktion aus, die ihn 2 Felder voranschreiten
    lässt. Er zieht nur 1 Feld voran … Allerdings erhält er 2 Punkte: 1 für das
    Voranschreiten auf der Leiste und 1 für das „Voranschreiten“ über das Ende der
    Leiste hinaus. Sein Anzeiger kommt oben auf die anderen Anzeiger, die bereits auf
    Feld 1 liegen."

    Orange is 4th in play order, so starts on space 2 (German p. 6); Black, 3rd,
    starts on space 3 and reaches space 1 first with "advance 2"; Orange then
    clones that slot.
    """
    violet, orange, blue, black = 0, 1, 2, 3
    game = new_game(4, order=(violet, blue, black, orange))
    assert state(game).federation.space[orange] == 2
    pass_turn(game)  # Violet
    pass_turn(game)  # Blue
    place(game, "s34_12", "yellow", player=black)
    out = do(game, "advance", steps=2)
    assert next(e for e in out.events if isinstance(e, Advanced)).to == 1
    end_turn(game)
    assert state(game).players[black].points == 1
    before = resources(game, orange)
    place(game, "s34_12", "yellow", player=orange, clone=True)
    out = do(game, "advance", steps=2)
    advanced = [e for e in out.events if isinstance(e, Advanced)]
    assert advanced[0].to == 1
    gained = [e for e in out.events if isinstance(e, Gained)]
    assert sum(g.points for g in gained) == 2
    assert state(game).players[orange].points == 2
    fed = state(game).federation
    assert fed.space[orange] == fed.space[black] == 1
    assert fed.height[orange] > fed.height[black]
    assert resources(game, orange) == {**before, "credits": before["credits"] - 1}
    end_turn(game)
    finish_round(game)
    # Orange on top of space 1, Black below it, Blue still on 4, Violet below the track.
    assert state(game).play_order == (orange, black, blue, violet)


def test_federation_bonus_per_space() -> None:
    """German p. 12: "Sollte ein Bonus auf diesem Feld angezeigt sein, erhältst du die
    angegebene Ressource sofort. Wenn du mehr als 1 Feld voranschreitest, erhältst du
    den Bonus von jedem dieser Felder." Space 4: nothing, space 3: 1 credit, space 2:
    1 steelplast (p. 6), space 1: 1 point (p. 12, the Orange example). Advancing from
    space 1 scores 1 point per step."""
    game = new_game(2)
    # An unknown green instant card on a green slot: the table records its effect.
    place(game, "s12_03", "green")
    do(game, "resolve_card")
    out = do(game, "advance", steps=4)
    assert [e.to for e in out.events if isinstance(e, Advanced)] == [1]
    assert resources(game, 0) == res(kelp=1, steelplast=2, science=1, credits=3)
    assert state(game).players[0].points == 1
    do(game, "advance", steps=3)
    assert state(game).federation.space[0] == 1
    assert state(game).players[0].points == 4
    assert resources(game, 0) == res(kelp=1, steelplast=2, science=1, credits=3)


def test_federation_space_3_trigger_card_35() -> None:
    """German p. 9, card 35 (Botschaft): "Wenn du zum 3. Feld der Staatenbund-Leiste
    voranziehst, erhältst du 1 zusätzlichen Credit" — a triggered effect on top of the
    space bonus (German p. 14: Federation effects are triggered effects)."""
    game = new_game(2)
    place(game, "s12_03", "green", kind="permanent", number=35)
    do(game, "resolve_card")
    end_turn(game)
    pass_turn(game)
    place(game, "s12_11", "yellow")
    out = do(game, "advance", steps=1)
    assert state(game).federation.space[0] == 4
    assert not [e for e in out.events if isinstance(e, Gained)]
    end_turn(game)
    pass_turn(game)
    place(game, "s12_12", "green")
    do(game, "resolve_card")
    before = resources(game, 0)
    out = do(game, "advance", steps=1)
    reasons = [e.reason for e in out.events if isinstance(e, Gained)]
    assert reasons == [
        message("uc.reason.federation"),
        message("uc.reason.card", number=35, name="Embassy"),
    ]
    assert resources(game, 0) == {**before, "credits": before["credits"] + 2}


def test_final_play_order_is_kept_after_round_10() -> None:
    """German p. 15: "Legt die Zugfolge immer wie beschrieben fest, sogar am Ende der
    letzten Runde. Diese letzte Zugfolge ist wichtig zum Auflösen von Gleichständen.\" """
    game = new_game(2)
    play_to_round(game, 10)
    order = state(game).play_order
    last = order[-1]
    play_to_turn_of(game, last)
    place(game, "s12_11", "yellow")
    do(game, "advance", steps=1)
    end_turn(game)
    finish_round(game)
    assert state(game).phase == "production"
    assert state(game).final_play_order == (last, order[0])
    game.execute({"type": "run_production"})
    assert state(game).phase == "finished"
    assert state(game).final_play_order == (last, order[0])
    assert state(game).round == 10 and state(game).era == 3


# --- end of turn and hand limit -------------------------------------------------


def test_draw_one_card_at_end_of_turn() -> None:
    """German p. 15: "Am Ende deines Zugs ziehst du immer 1 Karte"."""
    game = new_game(2)
    place(game, "always", "red")
    assert state(game).players[0].hand == 2
    out = end_turn(game)
    assert state(game).players[0].hand == 3
    draws = [e for e in out.events if isinstance(e, Gained)]
    assert [(d.cards, d.automatic) for d in draws] == [(1, True)]
    assert isinstance(out.events[-1], TurnStarted)


def test_discard_down_to_hand_limit_at_start_of_turn() -> None:
    """German p. 16: "Du musst zu Beginn deines Zugs und zu Beginn jeder Ära alle bis
    auf 3 Karten abwerfen. Zu allen anderen Zeiten ist es erlaubt, mehr als 3 Karten
    zu haben." The always-available slot gives 2 cards: 3 − 1 + 2 + 1 = 5."""
    game = new_game(2)
    place(game, "always", "red")
    do(game, "gain", resources={"credits": 2}, cards=2)
    end_turn(game)
    assert state(game).players[0].hand == 5  # allowed outside the start of a turn
    pass_turn(game)
    illegal(
        game,
        {"type": "place", "player": 0, "slot": "always", "card": {"colour": "red"}},
        "must_discard_first",
    )
    illegal(game, {"type": "discard", "player": 0, "count": 3}, "discard_too_many")
    do(game, "discard", count=1)
    do(game, "discard", count=1)
    assert state(game).players[0].hand == 3
    illegal(game, {"type": "discard", "player": 0}, "no_discard_needed")
    place(game, "always", "red")
    do(game, "gain", resources={"credits": 2}, cards=2)
    assert state(game).players[0].hand == 4
    do(game, "discard", count=1)  # German p. 7: "jederzeit vor deinem nächsten Zug"
    assert state(game).players[0].hand == 3


def test_plus_one_hand_limit_card() -> None:
    """German p. 16: "Wenn eine Karte dein Handkartenlimit um 1 erhöht, musst du zu
    Beginn deines Zugs … alle bis auf 4 Karten abwerfen" (card "Unterseeische
    Serverfarm")."""
    game = new_game(2)
    place(game, "s12_03", "green", kind="permanent", hand_limit_plus=1)
    do(game, "resolve_card")
    assert state(game).players[0].hand_limit == 4
    end_turn(game)
    pass_turn(game)
    place(game, "always", "red")
    do(game, "gain", resources={"credits": 2}, cards=2)
    end_turn(game)
    assert state(game).players[0].hand == 5
    pass_turn(game)
    illegal(game, {"type": "discard", "player": 0, "count": 2}, "discard_too_many")
    do(game, "discard", count=1)
    assert state(game).players[0].hand == 4
    place(game, "always", "red")


# --- end of era -----------------------------------------------------------------


def test_era_transition_production_refresh_feed_draw_three_and_keep() -> None:
    """German p. 16, "Ende der Ära": "1. Dreht eure Aktionskarten in die übliche
    Ausrichtung … 2. Ernährt eure Städte … 4. … Jeder Spieler zieht jetzt 3 Karten der
    neuen Ära … wählt aus dieser Kartenhand … 3 aus und wirft die übrigen ab."
    (The brief lists feeding before the refresh; the rulebook refreshes first. The
    order does not change any result.)"""
    game = new_game(2)
    place(game, "s12_10", "red")  # use 1 action card; gain 1 steelplast
    do(game, "use_action_card", card="personal_assistant")
    do(game, "gain", resources={"credits": 1})
    end_turn(game)
    assert state(game).players[0].action_cards[0].used
    play_to_production(game)
    out = game.execute({"type": "run_production"})
    assert event_types(out) == [
        "produced",
        "produced",
        "action_cards_refreshed",
        "fed",
        "fed",
        "phase_changed",
        "gained",
        "gained",
    ]
    s = state(game)
    assert not s.players[0].action_cards[0].used
    assert (s.phase, s.round, s.era) == ("era_keep", 5, 2)
    # Each start city eats its kelp (1 kelp from the setup).
    assert resources(game, 0) == res(steelplast=1, science=1, credits=3)
    assert [p.hand for p in s.players] == [6, 6]
    illegal(game, {"type": "place", "player": 0, "slot": "always"}, "not_in_play")
    game.execute({"type": "discard", "player": 1, "count": 3})
    assert state(game).phase == "era_keep"
    illegal(game, {"type": "discard", "player": 1}, "no_discard_needed")
    out = game.execute({"type": "discard", "player": 0, "count": 3})
    assert event_types(out)[-2:] == ["phase_changed", "turn_started"]
    s = state(game)
    assert (s.phase, s.round, s.era) == ("play", 5, 2)
    assert s.turn is not None and s.turn.player == s.play_order[0]


def test_after_era_three_no_refresh_no_new_cards_game_over() -> None:
    """German p. 16: refreshing is "am Ende der letzten Ära … natürlich unnötig", and
    drawing new cards "überspringt ihr am Ende der letzte Ära"."""
    game = new_game(2)
    play_to_round(game, 10)
    play_to_production(game)
    out = game.execute({"type": "run_production"})
    assert event_types(out) == ["produced", "produced", "fed", "fed", "phase_changed"]
    assert state(game).phase == "finished"
    assert [p.hand for p in state(game).players] == [3, 3]
    illegal(game, {"type": "run_production"}, "game_over")


# --- solo -----------------------------------------------------------------------


def _solo_slots() -> list[str]:
    return [x.id for x in slot_data().sides["1-2"].slots]


def test_solo_blockers_move_one_slot_clockwise_each_round() -> None:
    """German p. 18: "Am Ende jeder Runde nimmst du deine Aktionsplättchen wieder
    zurück und versetzt die andersfarbigen Aktionsplättchen um 1 Feld im
    Uhrzeigersinn.\" """
    game = new_game(1)
    slots = _solo_slots()
    first = state(game).blocked
    illegal(
        game,
        {"type": "place", "player": 0, "slot": first[0], "card": {"colour": "red"}},
        "slot_blocked",
    )
    place(game, "s12_11", "yellow")
    do(game, "advance", steps=1)  # advancing: no 4th blocker next round
    end_turn(game)
    pass_turn(game)
    pass_turn(game)
    assert state(game).round == 2
    moved = tuple(slots[(slots.index(b) + 1) % len(slots)] for b in first)
    assert state(game).blocked == moved
    assert state(game).solo_extra_blocker is None
    illegal(game, {"type": "solo_reveal", "number": 12}, "no_reveal_needed")


def test_solo_fourth_blocker_by_digit_sum_from_first_green_slot() -> None:
    """German p. 18: "Wenn du auf der Staatenbund-Leiste nicht vorangeschritten bist
    … Decke die oberste Karte … auf. Zähle die Ziffern ihrer Kartennummer zusammen.
    Diese Zahl zählst du im Uhrzeigersinn ab, beginnend beim ersten grünen
    Aktionsplatz (er gilt als „1“) … Lege ein neues Aktionsplättchen auf diesen Platz,
    sollte er leer sein. Wenn nicht, … auf den im Uhrzeigersinn nächsten leeren Platz."
    Italian p. 18 names that slot: "Iniziando dal primo spazio azione verde (Costruite
    2 dissalatori)".

    The rest of the clockwise order is the provisional slots.json data."""
    assert _solo_slots() == [
        "s12_12",
        "s12_03",
        "s12_04",
        "s12_07",
        "s12_02",
        "s12_06",
        "s12_10",
        "s12_05",
        "s12_08",
        "s12_09",
        "s12_11",
    ]
    first_green = slot_data().sides["1-2"].first_green
    assert first_green == "s12_12"
    assert find_slot(first_green).text == "Build 2 desalination plants"
    game = new_game(1)
    assert state(game).blocked == ("s12_12", "s12_02", "s12_05")
    finish_round(game)
    assert state(game).blocked == ("s12_03", "s12_06", "s12_08")
    assert state(game).solo_extra_blocker == "?"
    illegal(
        game,
        {"type": "place", "player": 0, "slot": "always", "card": {"colour": "red"}},
        "solo_reveal_first",
    )
    # Card 28: 2 + 8 = 10 → s12_12 is 1, …, s12_09 is 10 (free).
    game.execute({"type": "solo_reveal", "number": 28})
    assert state(game).solo_extra_blocker == "s12_09"
    illegal(
        game,
        {"type": "place", "player": 0, "slot": "s12_09", "card": {"colour": "green"}},
        "slot_blocked",
    )
    finish_round(game)
    assert state(game).blocked == ("s12_04", "s12_10", "s12_09")
    # Card 101: 1 + 0 + 1 = 2 → s12_03, free this round.
    game.execute({"type": "solo_reveal", "number": 101})
    assert state(game).solo_extra_blocker == "s12_03"
    finish_round(game)
    assert state(game).blocked == ("s12_07", "s12_05", "s12_11")
    # Card 13: 4 → s12_07 is blocked → next empty clockwise: s12_02.
    game.execute({"type": "solo_reveal", "number": 13})
    assert state(game).solo_extra_blocker == "s12_02"


def test_games_set_up_before_the_slot_correction_keep_their_slots() -> None:
    """German p. 12 marks "Nutze 1 deiner Aktionskarten. Bezahle die üblichen Kosten
    zum Bau einer Struktur …" "[3-4 Spieler]": it is not on the 2-player side. A setup
    saved by a release before that correction (all its fields, no ``rules_edition``)
    replays with the slots it had, so saved games keep opening."""
    saved = {
        "type": "setup_game",
        "players": [{"name": "A", "colour": "red", "board": None}],
        "seed": 3,
        "main_board": None,
        "board_side": None,
        "play_order": None,
        "metropolises": None,
        "tunnel_supply": 46,
        "government_contracts": False,
        "solo_difficulty": 1,
        "slot_colours": {},
    }
    old = Session(RULESET)
    old.execute(saved)
    assert state(old).settings.rules_edition == 1
    assert state(old).blocked == ("s12_03", "s12_01", "s12_05")
    new = Session(RULESET)
    new.execute({**saved, "rules_edition": 2})
    assert state(new).blocked == ("s12_12", "s12_02", "s12_05")
    illegal(
        new,
        {"type": "place", "player": 0, "slot": "s12_01", "card": {"colour": "red"}},
        "unknown_slot",
    )


def test_round_ended_event_reports_the_new_order() -> None:
    """German p. 15, step 2 (new play order) and step 3 (markers back below space 4)."""
    game = new_game(2)
    pass_turn(game)
    pass_turn(game)
    pass_turn(game)
    pass_turn(game)
    pass_turn(game)
    place(game, "always", "red")
    out = end_turn(game)
    ended = [e for e in out.events if isinstance(e, RoundEnded)]
    assert len(ended) == 1 and ended[0].round == 1 and ended[0].play_order == (1, 0)
    assert state(game).occupied == {}


def test_banner_follows_the_clock() -> None:
    """German p. 7 and p. 15: the era marker reaches a production space after round 4;
    the next step tells the table where the clock stands and what comes next."""
    game = new_game(2)
    step = next_step(state(game))
    assert step == message(
        "uc.next.choose_slot",
        round=1,
        era=1,
        production_after=False,
        player="Violet",
        turn=1,
    )
    assert ENGLISH.render(step) == "Violet's 1st turn: choose a slot and play a card"
    play_to_round(game, 4)
    assert next_step(state(game)).params["production_after"] is True
    play_to_production(game)
    step = next_step(state(game))
    assert step == message("uc.next.production", round=4, era=1, production_after=False)
    assert ENGLISH.render(step) == (
        "production after round 4: run production, feeding and the end of the era"
    )
    game.execute({"type": "run_production"})
    step = next_step(state(game))
    assert step.code == "uc.next.keep_cards"
    assert (step.params["round"], step.params["era"]) == (5, 2)
    assert ENGLISH.render(step).startswith("keep cards: ")
    solo = new_game(1)
    finish_round(solo)
    step = next_step(state(solo))
    assert step.code == "uc.next.solo_reveal"
    assert ENGLISH.render(step).endswith(
        "turn: reveal the top era card to place the 4th blocking tile"
    )
    assert next_step(None) == message("uc.next.waiting")
