"""Rules the engine got wrong before issue 17, each checked against its rulebook page.

German rulebook pages unless said (seed ``001_…``; Italian ``000_…``); the quoted
lines are from the seed texts.
"""

from __future__ import annotations

import pytest

from companion.games.underwater_cities.commands import DiscardActionCard, Gain
from companion.games.underwater_cities.library import builtin_data, builtin_library
from companion.games.underwater_cities.options import legal_options
from companion.games.underwater_cities.queries import available_slots
from companion.games.underwater_cities.setup import BROWN_TILES, left_out_in_solo
from companion.games.underwater_cities.slots import find_slot, side_slots, slot_data
from companion.games.underwater_cities.state import CardInfo

from .helpers import (
    do,
    end_turn,
    illegal,
    new_game,
    pass_turn,
    place,
    play_to_turn_of,
    resources,
    set_resources,
    state,
)


def _claim_action_cards(game: object, first: dict[str, object]) -> None:
    """Player 0 claims three action cards in round 1 (the first described by
    ``first``), then starts round 2 claiming a fifth one: a discard is due."""
    place(game, "s12_03", "green", kind="action", **first)  # type: ignore[arg-type]
    do(game, "resolve_card", pay_special="special_cost" in first)  # type: ignore[arg-type]
    end_turn(game)  # type: ignore[arg-type]
    pass_turn(game)  # type: ignore[arg-type]
    for slot in ("s12_04", "s12_12"):
        place(game, slot, "green", kind="action", name=slot)  # type: ignore[arg-type]
        do(game, "resolve_card")  # type: ignore[arg-type]
        end_turn(game)  # type: ignore[arg-type]
        pass_turn(game)  # type: ignore[arg-type]
    play_to_turn_of(game, 0)  # type: ignore[arg-type]
    place(game, "s12_03", "green", kind="action", name="New")  # type: ignore[arg-type]
    do(game, "resolve_card")  # type: ignore[arg-type]


def test_a_discarded_paid_special_action_card_no_longer_counts_as_paid() -> None:
    """German p. 20 (brown tile "special cards"): "Das umfasst nicht nur deine
    beanspruchten Spezialkarten, sondern auch die mit sofortigen Effekten. Es umfasst
    keine Spezial-Aktionskarten, die du abgeworfen hast.\" """
    game = new_game(2)
    _claim_action_cards(game, {"name": "Special", "special_cost": 2})
    me = state(game).players[0]
    special = me.action_cards[1]
    assert special.card.special_cost == 2 and me.paid_specials == 1
    out = do(game, "discard_action_card", card=special.id)
    assert [e.paid_special for e in out.events if e.type == "action_card_discarded"] == [True]
    assert state(game).players[0].paid_specials == 0


def test_a_discarded_plain_action_card_changes_no_special_count() -> None:
    """German p. 20: only special action cards are left out when discarded."""
    game = new_game(2)
    _claim_action_cards(game, {"name": "Plain"})
    do(game, "discard_action_card", card="personal_assistant")
    assert state(game).players[0].paid_specials == 0


def test_the_action_card_just_claimed_is_never_the_one_discarded() -> None:
    """German p. 18: "Wenn du 1 Aktionskarte beanspruchst und bereits 4 Aktionskarten
    hast, musst du 1 der bisherigen Karten abwerfen." (p. 8: "musst du 1 abwerfen,
    falls du eine neue Aktionskarte beanspruchst".)"""
    game = new_game(2)
    _claim_action_cards(game, {"name": "Old"})
    cards = state(game).players[0].action_cards
    new = cards[-1]
    assert new.card.name == "New" and len(cards) == 5
    error = illegal(
        game,
        {"type": "discard_action_card", "player": 0, "card": new.id},
        "discard_old_action_card",
    )
    assert error.params == {"card": new.id}
    offered = {
        o.card
        for o in legal_options(state(game), 0, builtin_library())
        if isinstance(o, DiscardActionCard)
    }
    assert offered == {c.id for c in cards[:-1]}
    do(game, "discard_action_card", card=cards[1].id, use_now=True)
    assert state(game).players[0].action_cards[-1] == new


def test_the_build_and_upgrade_slot_is_only_on_the_three_four_player_side() -> None:
    """German p. 12: "Nutze 1 deiner Aktionskarten. Bezahle die üblichen Kosten zum Bau
    einer Struktur. Bezahle 1 Wissenschaft, um die gerade gebaute Struktur
    aufzuwerten. [3-4 Spieler]"; "Du erhältst 2 Wissenschaft; oder werte 1, 2 oder 3
    Strukturen auf … [1 – 4 Spieler]"; "Du erhältst 2 Karten. Werte 1 Struktur auf …
    oder du erhältst 1 Tang. [2 Spieler]"."""
    two = {s.text: s for s in side_slots("1-2")}
    four = {s.text: s for s in side_slots("3-4")}
    build_upgrade = (
        "Use 1 action card; build 1 structure at usual cost and pay 1 science to upgrade it"
    )
    assert build_upgrade in four and build_upgrade not in two
    science = "Gain 2 science, or upgrade 1–3 structures at 1 science each"
    assert two[science].side_certain and four[science].side_certain
    cards_kelp = "Gain 2 cards, and upgrade 1 structure for 1 science or gain 1 kelp"
    assert two[cards_kelp].side_certain and cards_kelp not in four
    game = new_game(2)
    illegal(
        game,
        {"type": "place", "player": 0, "slot": "s12_01", "card": {"colour": "red"}},
        "unknown_slot",
    )
    three = new_game(3)
    place(three, "s34_01", "red")


def test_every_slot_of_the_two_player_side_says_how_sure_it_is() -> None:
    """German p. 20 ("Für 1 oder 2 Spieler") lists only the side's own six slots; the
    slots it shares with the 3–4 side are certain only where a page says so (p. 12
    "[1 – 4 Spieler]"; Italian p. 18 "Costruite 2 dissalatori"). The rest are marked."""
    slots = side_slots("1-2")
    certain = {s.id for s in slots if s.side_certain}
    assert certain == {f"s12_{n:02d}" for n in (2, 3, 4, 5, 6, 7, 8, 12)}
    assert all(s.source for s in slots)
    guessed = [s for s in slots if not s.side_certain]
    assert guessed and all(s.source.startswith("Guess") for s in guessed)
    (retired,) = slot_data().retired
    assert retired.id == "s12_01" and "[3-4 Spieler]" in retired.source


def test_the_first_green_slot_of_the_two_player_side_builds_desalination_plants() -> None:
    """Italian p. 18 (solo): "Iniziando dal primo spazio azione verde (Costruite 2
    dissalatori) contate in senso orario"."""
    first = find_slot(slot_data().sides["1-2"].first_green)
    assert first is not None
    assert first.text == "Build 2 desalination plants"
    assert first.colour == "green" and first.colour_certain
    greens = [s.id for s in side_slots("1-2") if s.colour == "green"]
    assert greens[0] == first.id


@pytest.mark.parametrize("seed", range(12))
def test_solo_leaves_out_the_metropolis_tile_the_rulebook_shows(seed: int) -> None:
    """German p. 18: "Die Spielvorbereitung läuft wie beim Spiel zu zweit ab, jedoch
    wird das hier abgebildete Metropolenplättchen nicht benutzt." The tile is only
    pictured; the data names it, marked uncertain in its provenance."""
    (tile,) = left_out_in_solo()
    assert tile in BROWN_TILES
    assert "uncertain" in builtin_data().metropolises[tile].provenance
    game = new_game(1, seed=seed)
    dealt = set(state(game).players[0].metropolises.values())
    assert tile not in dealt and len(dealt) == 3
    two = new_game(2, seed=seed)
    assert all(len(p.metropolises) == 3 for p in state(two).players)


def test_a_trigger_fired_by_the_choice_counts_for_a_usable_slot() -> None:
    """German p. 9: "Du darfst jedoch keinen Aktionsplatz wählen, bei dem du nicht mal
    einen Teil seines Effekts nutzen willst"; p. 14: "Wenn ein neuer Effekt ausgelöst
    wird, führe ihn sofort aus". Card 14 (p. 9: "Wenn du einen Aktionsplatz wählst,
    der nicht zu deiner Karte passt, erhältst du 1 Stahlplastik") pays the tunnel."""
    game = new_game(2)
    place(game, "s12_03", "green", kind="permanent", number=14)
    do(game, "resolve_card")
    end_turn(game)
    pass_turn(game)
    set_resources(game, 0, credits=2)
    assert "s12_09" in available_slots(state(game), 0)  # with a card of another colour
    illegal(  # a matching card fires no card 14, and a production card gives nothing now
        game,
        {
            "type": "place",
            "player": 0,
            "slot": "s12_09",
            "card": {"colour": "yellow", "type": "production"},
        },
        "slot_unusable",
    )
    place(game, "s12_09", "green")  # build 2 tunnels; the green card does not match
    assert resources(game, 0)["steelplast"] == 1
    do(game, "build", site="t_c32_c33", kind="tunnel")
    assert resources(game, 0)["credits"] == 1


def test_a_matching_card_resolved_first_counts_for_a_usable_slot() -> None:
    """German p. 9 (a slot must be usable in part) and p. 13: "b. Oder du führst den
    Karteneffekt zuerst aus, dann die Aktion." A matching card whose effect the
    companion does not know may pay for the slot; a matching production card cannot
    (p. 8: "Deine beanspruchten Produktionskarten treten in der Produktionsphase in
    Kraft")."""
    game = new_game(2)
    set_resources(game, 0, credits=5)
    illegal(
        game,
        {"type": "place", "player": 0, "slot": "s12_09", "card": {"colour": "green"}},
        "slot_unusable",
    )
    illegal(
        game,
        {
            "type": "place",
            "player": 0,
            "slot": "s12_09",
            "card": {"colour": "yellow", "type": "production"},
        },
        "slot_unusable",
    )
    place(game, "s12_09", "yellow", kind="instant", number=170)
    do(game, "resolve_card")
    do(game, "gain", resources={"steelplast": 1})
    do(game, "finish")
    do(game, "build", site="t_c32_c33", kind="tunnel")


def test_an_action_card_claimed_first_counts_for_a_usable_slot() -> None:
    """German p. 8: "Es ist erlaubt, eine Aktionskarte bereits in dem Zug zu nutzen, in
    dem du die Karte beanspruchst" — so with every action card used and nothing to
    build, the red build-and-upgrade slot may still be chosen with a red action card
    (p. 9: a part of it can be used)."""
    game = new_game(3)
    place(game, "s34_15", "red")
    do(game, "use_action_card", card="personal_assistant")
    end_turn(game)
    pass_turn(game)
    pass_turn(game)
    set_resources(game, 0)
    illegal(
        game,
        {"type": "place", "player": 0, "slot": "s34_01", "card": {"colour": "green"}},
        "slot_unusable",
    )
    place(game, "s34_01", "red", kind="action", name="Fresh")
    do(game, "resolve_card")
    do(game, "use_action_card", card=state(game).players[0].action_cards[-1].id)


def test_the_parts_of_a_gain_may_come_in_any_order_and_in_steps() -> None:
    """German p. 13: "Manche Effekte sind mehrschrittig. Die Einzelschritte darfst du
    in beliebiger Reihenfolge ausführen." The slot "Du erhältst 1 Wissenschaft,
    1 Stahlplastik und 1 Tang" (p. 20) recorded one resource at a time."""
    game = new_game(3)
    place(game, "s34_04", "green")
    before = resources(game, 0)
    do(game, "gain", resources={"kelp": 1})
    offered = [o for o in legal_options(state(game), 0, builtin_library()) if isinstance(o, Gain)]
    assert [o.resources.model_dump() for o in offered] == [
        {"credits": 0, "kelp": 0, "steelplast": 1, "science": 1, "biomatter": 0}
    ]
    illegal(game, {"type": "gain", "player": 0, "resources": {"kelp": 1}}, "not_part_of_action")
    do(game, "gain", resources={"science": 1})
    do(game, "gain", resources={"steelplast": 1})
    after = resources(game, 0)
    assert {k: after[k] - before[k] for k in after} == {
        "credits": 0,
        "kelp": 1,
        "steelplast": 1,
        "science": 1,
        "biomatter": 0,
    }
    illegal(game, {"type": "gain", "player": 0, "resources": {"science": 1}}, "not_part_of_action")


def test_cards_and_credits_of_a_gain_may_be_taken_apart() -> None:
    """German p. 13 (parts in any order): "Baue entweder 1 Tunnel; oder schreite 1 Feld
    … voran und erhalte 2 Karten sowie 1 Credit" (p. 20) — the credit first, then the
    cards one by one."""
    game = new_game(3)
    place(game, "s34_03", "yellow")
    hand = state(game).players[0].hand
    do(game, "gain", resources={"credits": 1})
    do(game, "gain", cards=1)
    do(game, "advance", steps=1)
    do(game, "gain", cards=1)
    assert state(game).players[0].hand == hand + 2
    illegal(game, {"type": "gain", "player": 0, "cards": 1}, "not_part_of_action")


# --- built-in data from the public texts (cards-from-seeds.md, "More facts") --------


def test_cards_known_by_number_from_the_rulebook_pictures() -> None:
    """German p. 9 "THERMALQUELLEN-FABRIK 57", p. 8 "BUNDESSTAATLICHE PRIORITÄT 183",
    p. 17 "HANDELSÜBERSCHUSS 185": titles and numbers only — their effects are in no
    text, so type and colour stay unknown (None) and nothing acts for them."""
    library = builtin_library()
    for number, name in (
        (57, "Sea Vent Factory"),
        (183, "Federal Priority"),
        (185, "Trade Surplus"),
    ):
        entry = library.find_card(CardInfo(number=number))
        assert entry is not None and entry.name == name
        assert entry.type is None and entry.colour is None
        assert entry.production is None and entry.scoring is None
    assert "inference" in library.find_card(CardInfo(number=183)).provenance  # type: ignore[union-attr]


def test_card_69_demonstration_uses_an_action_card_on_a_green_slot() -> None:
    """German p. 8: "Du darfst 1 deiner Aktionskarten nutzen. PRÄSENTATION 69 …
    BEISPIEL: Wenn du diese Soforteffekt-Karte auf einen grünen Platz ausspielst,
    darfst du 1 deiner Aktionskarten vor oder nach der Ausführung der Aktion des
    Platzes nutzen.\" """
    entry = builtin_library().find_card(CardInfo(number=69))
    assert entry is not None and (entry.name, entry.colour, entry.type) == (
        "Demonstration",
        "green",
        "instant",
    )
    game = new_game(2)
    place(game, "s12_12", "green", number=69)
    do(game, "resolve_card")
    do(game, "use_action_card", card="personal_assistant")
    do(game, "gain", resources={"credits": 1})
    assert resources(game, 0)["credits"] == 3


def test_card_texts_read_from_the_card_pictures() -> None:
    """The English transcription prints each card picture as effect, title, number
    (p. 2; p. 14 names card 28 "Seafood Collection"). Texts paired only by that order
    say so in their provenance."""
    library = builtin_library()
    texts = {n: library.find_card(CardInfo(number=n)) for n in (1, 28, 70, 86, 124, 146)}
    assert texts[28] is not None and texts[28].name == "Seafood Collection"
    assert texts[70] is not None and "2 connected upgraded laboratories" in (texts[70].text or "")
    assert "Testlauf" in texts[70].provenance  # the German p. 18 disagreement is kept
    assert texts[86] is not None and "every 2 connected desalination" in (texts[86].text or "")
    assert texts[124] is not None and "pay 1 credit" in (texts[124].text or "")
    assert texts[146] is not None and "for free" in (texts[146].text or "")
    assert texts[1] is not None and "any available slot" in (texts[1].text or "")


def test_notes_keep_corporate_expansion_survey_and_build_expansion_apart() -> None:
    """German p. 19 (notes): an expansion site is built on only "wenn du eine Karte mit
    dem Titel Überprüfung ausspielst" (Survey); Build Expansion and Corporate Expansion
    are other cards (English components page). The new-metropolis text belongs to
    Corporate Expansion, not Trade Surplus (185)."""
    notes = {note.name: note for note in builtin_library().notes()}
    assert "new metropolis" in (notes["Corporate Expansion"].text or "")
    assert notes["Corporate Expansion"].type == "permanent"
    assert "Trade Surplus" not in notes and "Presentation" not in notes
    assert {"Survey", "Build Expansion", "Technology Negotiation"} <= set(notes)
    assert "Überprüfung" in notes["Survey"].provenance
