"""A turn: slots, cards, colour matching, the cloning tile, resolving effects,
action cards and special cards.

Page numbers are those printed in the German rulebook (seed 001): a turn p. 7,
card types p. 8, action slots and card effects p. 9, the always-available slot
and the cloning tile p. 13, timing p. 13–14 (Kate's example, "Katrin" in German,
"Giulia"/"Kate" in the Italian seed 000), special cards p. 8–9 and p. 12.
"""

from __future__ import annotations

from typing import Any

from companion.core.messages import message
from companion.core.session import Outcome, Session
from companion.games.underwater_cities.events import (
    Advanced,
    Built,
    Gained,
    PlayedCardDone,
    TilePlaced,
)
from companion.games.underwater_cities.queries import available_slots, slot_options

from .helpers import (
    current,
    discard_excess,
    do,
    end_turn,
    finish_round,
    illegal,
    new_game,
    pass_turn,
    place,
    play_to_production,
    play_to_round,
    play_to_turn_of,
    put,
    res,
    resources,
    set_resources,
    state,
    turn,
)


def _done(outcome: Outcome) -> list[PlayedCardDone]:
    return [e for e in outcome.events if isinstance(e, PlayedCardDone)]


def claim(game: Session, slot: str, colour: str, kind: str, **info: Any) -> None:
    """The current player plays a matching ``kind`` card on ``slot`` and claims it."""
    place(game, slot, colour, kind=kind, **info)
    do(game, "resolve_card")
    end_turn(game)


# --- slots ----------------------------------------------------------------------


def test_a_slot_is_occupied_for_the_rest_of_the_round() -> None:
    """German p. 7: "Verfügbar bedeutet, dass dieser Platz in der laufenden Runde noch
    von niemand anders gewählt wurde … Dadurch ist der Platz besetzt und für den Rest
    der Runde nicht mehr verfügbar." Tiles go back at the end of the round (p. 15)."""
    game = new_game(2)
    place(game, "s12_12", "green")
    end_turn(game)
    assert "s12_12" not in available_slots(state(game), 1)
    illegal(
        game,
        {"type": "place", "player": 1, "slot": "s12_12", "card": {"colour": "green"}},
        "slot_occupied",
    )
    pass_turn(game)
    illegal(
        game,
        {"type": "place", "player": 0, "slot": "s12_12", "card": {"colour": "green"}},
        "slot_occupied",
    )
    finish_round(game)
    assert "s12_12" in available_slots(state(game), current(game))
    place(game, "s12_12", "green")


def test_always_available_slot_any_number_of_times_two_cards_two_credits_no_match() -> None:
    """German p. 12–13: "Ein Aktionsplatz ist immer verfügbar, auch dann, wenn ein
    anderer Spieler ihn bereits in dieser Runde gewählt hatte. Er hat keine Farbe, also
    ignorierst du den Effekt der Karte …" and "dass du 2 Karten und 2 Credits erhältst"."""
    game = new_game(2)
    for colour in ("green", "red", "yellow"):
        for seat in (0, 1):
            discard_excess(game)
            out = place(game, "always", colour, player=seat)
            placed = next(e for e in out.events if isinstance(e, TilePlaced))
            assert placed.matched is False
            assert [d.to for d in _done(out)] == ["discard"]
            if colour == "green":
                illegal(game, {"type": "resolve_card", "player": seat}, "card_not_matched")
                illegal(
                    game,
                    {"type": "gain", "player": seat, "resources": {"credits": 3}},
                    "not_part_of_action",
                )
                do(game, "gain", resources={"credits": 2}, cards=2)
            end_turn(game)
    assert resources(game, 0) == res(kelp=1, steelplast=1, science=1, credits=4)
    assert state(game).occupied == {}
    assert state(game).round == 2


def test_matching_colour_lets_the_card_be_resolved() -> None:
    """German p. 7: "Wenn die Farbe deiner ausgespielten Karte zur Farbe deines
    gewählten Platzes passt, darfst du auch den Karteneffekt ausführen." A claimed
    permanent card goes to the tableau (p. 8, "beanspruchst du die Karte")."""
    game = new_game(2)
    out = place(game, "s12_12", "green", kind="permanent", number=58)
    assert next(e for e in out.events if isinstance(e, TilePlaced)).matched
    assert not _done(out)
    out = do(game, "resolve_card")
    assert [d.to for d in _done(out)] == ["tableau"]
    assert state(game).players[0].tableau[0].number == 58
    illegal(game, {"type": "resolve_card", "player": 0}, "card_already_resolved")


def test_mismatching_colour_discards_the_card_without_effect() -> None:
    """German p. 7: "Passt die Farbe nicht, führst du lediglich die Aktion aus und
    wirfst die Karte wirkungslos ab"; p. 8: a card to claim "kommt auf den
    Ablagestapel"."""
    game = new_game(2)
    out = place(game, "s12_12", "red", kind="permanent", number=58)
    assert next(e for e in out.events if isinstance(e, TilePlaced)).matched is False
    done = _done(out)
    assert [(d.to, d.automatic) for d in done] == [("discard", True)]
    illegal(game, {"type": "resolve_card", "player": 0}, "card_not_matched")
    do(game, "build", site="b_c33_1", kind="desalination")
    end_turn(game)
    assert state(game).players[0].tableau == ()


def test_card_14_gains_steelplast_on_a_mismatch_but_not_on_the_always_slot() -> None:
    """German p. 9, card 14 (Verdeckte Operation): "Wenn du einen Aktionsplatz wählst,
    der nicht zu deiner Karte passt, erhältst du 1 Stahlplastik. Dieser Effekt gilt
    nicht, wenn du den immer verfügbaren Platz wählst.\" """
    game = new_game(2)
    claim(game, "s12_03", "green", "permanent", number=14)
    pass_turn(game)
    before = resources(game, 0)
    out = place(game, "s12_12", "red")
    assert [e.reason for e in out.events if isinstance(e, Gained)] == [
        message("uc.reason.card", number=14, name="Black Ops Team")
    ]
    assert resources(game, 0) == {**before, "steelplast": before["steelplast"] + 1}
    end_turn(game)
    pass_turn(game)
    before = resources(game, 0)
    out = place(game, "always", "red")
    assert not [e for e in out.events if isinstance(e, Gained)]
    assert resources(game, 0) == before
    # A matching card does not trigger it either.
    end_turn(game)
    finish_round(game)
    play_to_turn_of(game, 0)
    before = resources(game, 0)
    place(game, "s12_12", "green")
    assert resources(game, 0) == before


def test_a_slot_must_be_usable_at_least_in_part() -> None:
    """German p. 9: "Du darfst jedoch keinen Aktionsplatz wählen, bei dem du nicht mal
    einen Teil seines Effekts nutzen willst. Wenn du zum Beispiel nicht mal genug
    Ressourcen hast, um 1 Tunnel zu bauen, darfst du den Aktionsplatz nicht wählen,
    der es dir erlaubt, 2 Tunnel zu bauen.\" """
    game = new_game(2)
    set_resources(game, 0, credits=5, kelp=1, science=1)
    error = illegal(
        game,
        {"type": "place", "player": 0, "slot": "s12_09", "card": {"colour": "green"}},
        "slot_unusable",
    )
    assert error.params == {"slot": "s12_09"}
    options = {o.slot: o for o in slot_options(state(game), 0)}
    assert not options["s12_09"].available
    assert options["s12_09"].reason is not None
    assert options["s12_09"].reason.code == "slot_unusable"
    assert "s12_09" not in available_slots(state(game), 0)
    # "Build 1 city" needs 2 steelplast too; "build 2 desalination plants" is fine.
    assert "s12_07" not in available_slots(state(game), 0)
    assert "s12_12" in available_slots(state(game), 0)
    # Biomatter may stand in for the steelplast of a tunnel, so one is enough.
    set_resources(game, 0, credits=5, kelp=1, science=1, biomatter=1)
    assert "s12_09" in available_slots(state(game), 0)
    place(game, "s12_09", "yellow")
    do(game, "build", site="t_c32_c33", kind="tunnel")
    assert resources(game, 0) == res(credits=4, kelp=1, science=1)


def test_a_slot_of_upgrades_needs_something_to_upgrade() -> None:
    """German p. 12: "Du erhältst 2 Wissenschaft; oder werte 1, 2 oder 3 Strukturen
    auf" — with nothing to upgrade the slot is still usable through its gain; cities
    are not structures ("Gebäude und Tunnel werden … Strukturen genannt")."""
    game = new_game(2)
    assert "s12_02" in available_slots(state(game), 0)
    place(game, "s12_02", "red")
    illegal(game, {"type": "upgrade", "player": 0, "site": "c33"}, "cities_not_upgraded")
    illegal(game, {"type": "upgrade", "player": 0, "site": "b_c33_1"}, "nothing_to_upgrade")
    do(game, "gain", resources={"science": 2})
    assert resources(game, 0)["science"] == 3


# --- the action-cloning tile -------------------------------------------------


def test_cloning_tile_costs_one_credit_and_copies_an_occupied_slot() -> None:
    """German p. 13: "1. Bezahle 1 Credit. 2. Nimm dir das Aktionskopie-Plättchen.
    3. Wähle 1 Aktionsplatz, den bereits ein anderer Spieler besetzt … Außerdem
    spielst du wie üblich 1 Karte aus und erhältst die Vorteile der Karte, falls ihre
    Farbe zum Platz passt.\" """
    game = new_game(4)
    place(game, "s34_04", "green")
    end_turn(game)
    options = {o.slot: o for o in slot_options(state(game), 1)}
    assert options["s34_04"].clone_only and not options["s34_04"].available
    assert not options["s34_10"].clone_only
    out = place(game, "s34_04", "green", player=1, clone=True)
    placed = next(e for e in out.events if isinstance(e, TilePlaced))
    assert placed.clone and placed.matched
    do(game, "gain", resources={"science": 1, "steelplast": 1, "kelp": 1})
    assert resources(game, 1) == res(kelp=2, steelplast=2, science=2, credits=1)
    assert state(game).occupied["s34_04"] == (0, 1)
    assert state(game).cloning_used


def test_cloning_tile_once_per_round_for_the_whole_table() -> None:
    """German p. 13, "Einmalige Nutzung": "Sobald das Aktionskopie-Plättchen genutzt
    wurde, kann es bis zum Ende der Runde nicht erneut genutzt werden … Am Ende der
    Runde legt er das Plättchen wieder auf seinen Platz.\" """
    game = new_game(4)
    place(game, "s34_04", "green")
    end_turn(game)
    place(game, "s34_04", "green", player=1, clone=True)
    end_turn(game)
    illegal(
        game,
        {"type": "place", "player": 2, "slot": "s34_04", "clone": True, "card": {"colour": "red"}},
        "cloning_used",
    )
    finish_round(game)
    assert not state(game).cloning_used
    first = current(game)
    place(game, "s34_10", "green")
    end_turn(game)
    place(game, "s34_10", "green", clone=True)
    assert state(game).occupied["s34_10"] == (first, current(game))


def test_cloning_tile_never_on_a_slot_you_occupy_nor_a_free_one() -> None:
    """German p. 13: "Beachte, dass du keinen Aktionsplatz wählen darfst, auf dem
    bereits eins deiner Plättchen liegt" and the note: "ein Platz, der von dir und
    einem anderen Spieler besetzt ist, [gilt] nicht als „Platz, der von einem anderen
    Spieler besetzt ist“"; the tile goes on a slot "den bereits ein anderer Spieler
    besetzt". The always-available slot is never occupied."""
    game = new_game(4)
    place(game, "s34_04", "green")
    end_turn(game)
    pass_turn(game)
    pass_turn(game)
    pass_turn(game)
    assert current(game) == 0

    def clone(slot: str) -> dict[str, object]:
        red = {"colour": "red"}
        return {"type": "place", "player": 0, "slot": slot, "clone": True, "card": red}

    illegal(game, clone("s34_04"), "cloning_own_slot")
    illegal(game, clone("s34_10"), "cloning_needs_occupied")
    illegal(game, clone("always"), "clone_always")
    assert not state(game).cloning_used


def test_cloning_tile_needs_one_credit_and_four_players() -> None:
    """German p. 13: the tile is used "nur im Spiel zu viert"; step 1 is "Bezahle 1
    Credit"."""
    game = new_game(4)
    place(game, "s34_04", "green")
    end_turn(game)
    set_resources(game, 1, kelp=1)
    illegal(
        game,
        {"type": "place", "player": 1, "slot": "s34_04", "clone": True, "card": {"colour": "red"}},
        "cannot_afford",
    )
    game2 = new_game(3)
    place(game2, "s34_04", "green")
    end_turn(game2)
    illegal(
        game2,
        {"type": "place", "player": 1, "slot": "s34_04", "clone": True, "card": {"colour": "red"}},
        "cloning_four_players",
    )


# --- resolving: card and slot separately ------------------------------------------


def test_card_and_slot_are_resolved_separately_never_interleaved() -> None:
    """German p. 13: "Du musst zuerst alle Karteneffekte und dann alle Aktionen eines
    Aktionsplatzes ausführen oder umgekehrt. Diese 2 Sätze aus Aktionen simultan
    auszuführen, ist nicht erlaubt." The card may come first (p. 13, 4b)."""
    game = new_game(2)
    place(game, "s12_12", "green")  # build 2 desalination plants
    do(game, "build", site="b_c33_1", kind="desalination")
    illegal(game, {"type": "resolve_card", "player": 0}, "finish_effect_first")
    do(game, "finish")
    illegal(
        game,
        {"type": "build", "player": 0, "site": "b_c33_2", "kind": "desalination"},
        "resolve_card_first",
    )
    do(game, "resolve_card")
    do(game, "gain", resources={"kelp": 1})
    do(game, "finish")
    illegal(
        game,
        {"type": "build", "player": 0, "site": "b_c33_2", "kind": "desalination"},
        "nothing_to_resolve",
    )
    illegal(game, {"type": "finish", "player": 0}, "nothing_open")
    end_turn(game)


def test_card_first_then_slot() -> None:
    """German p. 13, 4b: "Oder du führst den Karteneffekt zuerst aus, dann die Aktion."
    While the card (card 28, a known instant: gain 1 kelp) is open, the slot's build
    is not part of it."""
    game = new_game(2)
    put(game, 0, "t_c32_c33", "tunnel", upgraded=True)
    place(game, "s12_02", "red", number=28)
    do(game, "resolve_card")
    illegal(game, {"type": "gain", "player": 0, "resources": {"science": 2}}, "not_part_of_action")
    do(game, "gain", resources={"kelp": 1})
    do(game, "finish")
    do(game, "gain", resources={"science": 2})
    assert resources(game, 0) == res(kelp=2, steelplast=1, science=3, credits=2)


def test_kate_turn_example() -> None:
    """Italian rulebook p. 14 (German p. 14, "Katrin"): "Giulia sceglie questa azione
    rossa e gioca questa carta rossa nr. 28. Inoltre possiede la carta azione nr. 19 …
    Dispone anche di 1 plastacciaio, 1 credito, 1 ricerca, ma non possiede nessuna alga
    e nessun tunnel migliorato. Si trova sullo spazio 4 del tracciato della
    Federazione." She builds and upgrades a tunnel, uses card 19: "Kate avanza di 1
    spazio … Ottiene immediatamente 1 credito … Ora può spendere quel credito per
    costruire un dissalatore", and only then "Ha un tunnel migliorato quindi ottiene
    1 alga" — "Kate non aveva modo di usare questa alga per costruire una serra".

    Kate is seat 1, second in play order (so on space 4, German p. 6), on board 1
    where t_c32_c33 and b_c33_1 carry no site bonus. Card 28 counts upgraded tunnels
    next to a connected city (German p. 14: "Wenn du mindestens 1 aufgewerteten Tunnel
    benachbart zu einer verbundenen Stadt hast")."""
    kate = 1
    game = new_game(3, boards=[2, 1, 3])
    pass_turn(game)
    claim(game, "s34_04", "green", "action", number=19)
    assert [c.id for c in state(game).players[kate].action_cards] == [
        "personal_assistant",
        "card_19",
    ]
    pass_turn(game)
    pass_turn(game)
    assert current(game) == kate
    assert state(game).federation.space[kate] == 4
    set_resources(game, kate, steelplast=1, credits=1, science=1)

    place(game, "s34_01", "red", number=28)
    # Card 28 is useless before the tunnel is built and upgraded.
    illegal(game, {"type": "resolve_card", "player": kate}, "card_condition_unmet")
    # "Build and upgrade" is done whole.
    illegal(
        game,
        {"type": "build", "player": kate, "site": "t_c32_c33", "kind": "tunnel"},
        "not_part_of_action",
    )
    out = do(game, "build", site="t_c32_c33", kind="tunnel", upgrade=True)
    built = next(e for e in out.events if isinstance(e, Built))
    assert built.upgraded
    assert built.payment.model_dump() == res(steelplast=1, credits=1, science=1)
    # The slot is not finished: the card must wait.
    illegal(game, {"type": "resolve_card", "player": kate}, "finish_effect_first")
    do(game, "use_action_card", card="card_19")
    # No resources to build yet: advance first, gaining 1 credit at once.
    illegal(
        game,
        {"type": "build", "player": kate, "site": "b_c33_1", "kind": "desalination"},
        "cannot_afford",
    )
    out = do(game, "advance", steps=1)
    assert [e.to for e in out.events if isinstance(e, Advanced)] == [3]
    assert resources(game, kate) == res(credits=1)
    do(game, "build", site="b_c33_1", kind="desalination")
    do(game, "finish")  # card 19 is done
    do(game, "finish")  # and so is the slot
    do(game, "resolve_card")
    # The kelp cannot pay for a farm instead: the slot is over.
    illegal(
        game,
        {"type": "build", "player": kate, "site": "b_c33_2", "kind": "farm"},
        "not_part_of_action",
    )
    do(game, "gain", resources={"kelp": 1})
    end_turn(game)

    assert resources(game, kate) == res(kelp=1)
    player = state(game).players[kate]
    assert player.built["t_c32_c33"].upgraded
    assert player.built["b_c33_1"].kind == "desalination"
    assert state(game).federation.space[kate] == 3
    assert [c.used for c in player.action_cards] == [False, True]


# --- action cards ---------------------------------------------------------------


def test_personal_assistant_gives_one_steelplast_or_one_credit() -> None:
    """German p. 8: "Nutzt du ihre Aktion, entscheidest du, ob du 1 Stahlplastik oder
    1 Credit bekommst." — one of the two, not both."""
    game = new_game(2)
    place(game, "s12_10", "red")
    do(game, "use_action_card", card="personal_assistant")
    do(game, "gain", resources={"credits": 1})
    illegal(
        game, {"type": "gain", "player": 0, "resources": {"steelplast": 1}}, "not_part_of_action"
    )
    do(game, "finish")
    do(game, "gain", resources={"steelplast": 1})
    assert resources(game, 0) == res(kelp=1, steelplast=2, science=1, credits=3)


def test_action_card_once_per_era_refreshed_after_production() -> None:
    """German p. 8: "Jede Aktionskarte darf höchstens 1x pro Ära genutzt werden …
    Am Ende der Ära, nach der Produktion, werden alle Aktionskarten wieder
    zurückgedreht"; it is used only through a slot or effect that allows it."""
    game = new_game(2)
    place(game, "always", "red")
    illegal(
        game,
        {"type": "use_action_card", "player": 0, "card": "personal_assistant"},
        "not_part_of_action",
    )
    end_turn(game)
    pass_turn(game)
    place(game, "s12_10", "red")
    do(game, "use_action_card", card="personal_assistant")
    end_turn(game)
    finish_round(game)
    play_to_turn_of(game, 0)
    place(game, "s12_10", "red")
    illegal(
        game,
        {"type": "use_action_card", "player": 0, "card": "personal_assistant"},
        "action_card_used",
    )
    illegal(
        game, {"type": "use_action_card", "player": 0, "card": "card_99"}, "unknown_action_card"
    )
    end_turn(game)
    play_to_production(game)
    game.execute({"type": "run_production"})
    assert not state(game).players[0].action_cards[0].used
    play_to_round(game, 5)
    play_to_turn_of(game, 0)
    place(game, "s12_10", "red")
    do(game, "use_action_card", card="personal_assistant")


def test_an_action_card_slot_is_unusable_with_every_action_card_used() -> None:
    """German p. 9 (a slot must be usable in part): with the Personal Assistant used
    and nothing to build, the red 'use 1 action card; build 1 structure and upgrade
    it' slot cannot be chosen."""
    game = new_game(3)
    place(game, "s34_15", "red")
    do(game, "use_action_card", card="personal_assistant")
    end_turn(game)
    pass_turn(game)
    pass_turn(game)
    set_resources(game, 0, kelp=0)
    illegal(
        game,
        {"type": "place", "player": 0, "slot": "s34_01", "card": {"colour": "green"}},
        "slot_unusable",
    )


def test_limit_of_four_action_cards_discarded_unused_one_used_at_once() -> None:
    """German p. 8, "Nie mehr als 4 Aktionskarten": "dein Persönlicher Assistent …
    zählt als eine dieser 4 … Wenn du Platz für eine neue Aktionskarte machst, indem du
    eine verfügbare abwirfst, darfst du die gerade abgeworfene Aktion sofort nutzen.\" """
    game = new_game(2)
    claim(game, "s12_03", "green", "action", name="Card A")
    pass_turn(game)
    claim(game, "s12_04", "green", "action", name="Card B")
    pass_turn(game)
    claim(game, "s12_12", "green", "action", name="Card C")
    pass_turn(game)
    assert len(state(game).players[0].action_cards) == 4
    finish_round(game)
    play_to_turn_of(game, 0)
    place(game, "s12_03", "green", kind="action", number=34)
    illegal(game, {"type": "discard_action_card", "player": 0, "card": "x"}, "no_action_discard")
    out = do(game, "resolve_card")
    assert [d.to for d in _done(out)] == ["action_cards"]
    assert turn(game).pending_action_discard
    assert len(state(game).players[0].action_cards) == 5
    illegal(game, {"type": "gain", "player": 0, "resources": {"kelp": 1}}, "action_card_limit")
    illegal(game, {"type": "end_turn", "player": 0}, "action_card_limit")
    do(game, "discard_action_card", card="personal_assistant", use_now=True)
    ids = [c.id for c in state(game).players[0].action_cards]
    assert "personal_assistant" not in ids and "card_34" in ids and len(ids) == 4
    before = resources(game, 0)
    do(game, "gain", resources={"credits": 1})
    assert resources(game, 0) == {**before, "credits": before["credits"] + 1}
    end_turn(game)


def test_a_used_action_card_can_be_discarded_but_not_used_again() -> None:
    """German p. 8: "Die abgeworfene Karte darf eine sein, die in dieser Runde bereits
    genutzt wurde" — but only an available one may be used as it goes."""
    game = new_game(2)
    place(game, "s12_10", "red", kind="action", name="Card A")
    do(game, "use_action_card", card="personal_assistant")
    do(game, "finish")
    do(game, "finish")
    do(game, "resolve_card")
    end_turn(game)
    pass_turn(game)
    claim(game, "s12_03", "green", "action", name="Card B")
    pass_turn(game)
    claim(game, "s12_04", "green", "action", name="Card C")
    pass_turn(game)
    play_to_turn_of(game, 0)
    place(game, "s12_03", "green", kind="action", name="Card D")
    do(game, "resolve_card")
    illegal(
        game,
        {
            "type": "discard_action_card",
            "player": 0,
            "card": "personal_assistant",
            "use_now": True,
        },
        "action_card_used",
    )
    do(game, "discard_action_card", card="personal_assistant")
    assert len(state(game).players[0].action_cards) == 4
    end_turn(game)


# --- special cards --------------------------------------------------------------


def test_taking_special_cards() -> None:
    """German p. 12: take "1 der 3-Credit-Spezialkarten … (sie wird nicht ersetzt)",
    or the top 1/2-credit card, or dig 3 and keep 1; the card goes to the hand."""
    game = new_game(2)
    assert len(state(game).special_face_up) == 6
    place(game, "s12_06", "red")
    illegal(
        game,
        {"type": "take_special", "player": 0, "source": "deck", "face_up": "face_up_1"},
        "face_up_only",
    )
    do(game, "take_special", source="face_up", face_up="face_up_1")
    assert state(game).players[0].hand == 3
    assert "face_up_1" not in state(game).special_face_up
    assert len(state(game).special_face_up) == 5
    illegal(game, {"type": "take_special", "player": 0, "source": "deck"}, "not_part_of_action")
    end_turn(game)
    finish_round(game)
    play_to_turn_of(game, 0)
    place(game, "s12_06", "red")
    illegal(
        game,
        {"type": "take_special", "player": 0, "source": "face_up", "face_up": "face_up_1"},
        "no_such_special",
    )
    do(game, "take_special", source="dig")
    assert state(game).players[0].hand == 3


def test_special_card_effect_only_when_its_cost_is_paid() -> None:
    """German p. 8: "Wenn sie jedoch passt, wird ihr Effekt nur ausgelöst, wenn du ihre
    oben links angegebenen Kosten begleichst." A paid non-instant special is claimed
    as usual (p. 9) and counts as a special card played and paid."""
    game = new_game(2)
    place(game, "s12_12", "green", kind="permanent", special_cost=2)
    out = do(game, "resolve_card", pay_special=True)
    assert [d.to for d in _done(out)] == ["tableau"]
    assert resources(game, 0) == res(kelp=1, steelplast=1, science=1)
    assert state(game).players[0].paid_specials == 1
    assert len(state(game).players[0].tableau) == 1


def test_special_card_cost_must_be_affordable() -> None:
    """German p. 8: the special card's cost is paid in credits to use it."""
    game = new_game(2)
    place(game, "s12_12", "green", kind="permanent", special_cost=3)
    illegal(game, {"type": "resolve_card", "player": 0, "pay_special": True}, "cannot_afford")


def test_only_special_cards_have_a_cost() -> None:
    """German p. 8: only special cards show a cost "oben links"."""
    game = new_game(2)
    place(game, "s12_12", "green")
    illegal(game, {"type": "resolve_card", "player": 0, "pay_special": True}, "not_special")


def test_unpaid_or_unmatched_one_or_two_credit_specials_go_under_the_deck() -> None:
    """German p. 9: "Wenn ihre Farbe nicht zum gewählten Platz passt, legst du die
    Karte unter das Spezialkartendeck zurück. Wenn du dich entscheidest, die
    Spezialkarte nicht auszuspielen, lege sie unter das Spezialkartendeck zurück.\" """
    game = new_game(2)
    out = place(game, "s12_12", "red", special_cost=1)
    assert [d.to for d in _done(out)] == ["special_deck"]
    end_turn(game)
    place(game, "s12_03", "green", kind="permanent", special_cost=2)
    out = do(game, "resolve_card")
    assert [d.to for d in _done(out)] == ["special_deck"]
    assert state(game).players[1].tableau == ()
    end_turn(game)
    # Left unresolved to the end of the turn: also back under the deck.
    place(game, "s12_04", "green", special_cost=2)
    out = end_turn(game)
    assert [d.to for d in _done(out)] == ["special_deck"]
    assert state(game).players[0].paid_specials == 0


def test_discarded_three_credit_specials_leave_the_game() -> None:
    """German p. 9: "3-Credit-Spezialkarten können auf keine Weise wieder ins Spiel
    kommen … sollte aber eine abgeworfen werden, legt sie in die Schachtel zurück.\" """
    game = new_game(2)
    out = place(game, "s12_12", "red", special_cost=3)
    assert [d.to for d in _done(out)] == ["out_of_game"]
    end_turn(game)
    place(game, "s12_03", "green", kind="instant", special_cost=3)
    out = do(game, "resolve_card")
    assert [d.to for d in _done(out)] == ["out_of_game"]


def test_paid_instant_special_is_kept_and_counted() -> None:
    """German p. 9: "Wenn die Farbe passt und du zum Ausspielen bezahlst, behältst du
    sie. Wenn sie einen sofortigen Effekt hat, behalte sie unter deinem Spielerbogen,
    nachdem du den Effekt ausgeführt hast" — it counts for "special cards played and
    paid" (brown metropolis, German p. 18)."""
    game = new_game(2)
    place(game, "s12_06", "red", special_cost=2)
    do(game, "resolve_card", pay_special=True)
    assert resources(game, 0)["credits"] == 0
    do(game, "gain", resources={"kelp": 1})
    out = do(game, "finish")
    assert [(d.to, d.paid_special) for d in _done(out)] == [("kept", True)]
    assert state(game).players[0].paid_specials == 1
