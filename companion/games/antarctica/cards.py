"""Shipyard cards, discards and revealed building cards ("SEQUENZA DI GIOCO",
"EFFETTI CARTE CANTIERE NAVALE", "RIQUADRO B")."""

from __future__ import annotations

from companion.games.antarctica.board import removable_index, second_ship_owner, ships_on_board
from companion.games.antarctica.commands import Discard, PlayCard, Reveal
from companion.games.antarctica.events import (
    CardPlayed,
    CardRevealed,
    Discarded,
    ScientistPlaced,
    ScientistsGained,
)
from companion.games.antarctica.research import advance, check_track
from companion.games.antarctica.run import Run, refuse
from companion.games.antarctica.state import GameState


def check_card_allowed(state: GameState) -> None:
    """One shipyard or resource card per turn, once the ship has arrived; none in an
    Icebreaker's second turn if the same player played one in the first."""
    turn = state.turn
    assert turn is not None
    if not turn.moved:
        raise refuse("card.move_first", "Move your ship first: cards are played after it.")
    if turn.card_played:
        raise refuse("card.one_per_turn", "You have already played a card this turn.")
    if turn.card_before:
        raise refuse(
            "card.second_turn",
            "You played a card in your first turn: none in the second one.",
        )


def icebreaker_areas(state: GameState, seat: int) -> tuple[int, ...]:
    """Where ``seat`` may lay an Icebreaker: an area whose second ship is theirs
    (and none of their Icebreakers lies there yet)."""
    return tuple(
        area
        for area in range(len(state.areas))
        if second_ship_owner(state, area) == seat and seat not in state.areas[area].icebreakers
    )


def check_play(state: GameState, command: PlayCard) -> None:
    check_card_allowed(state)
    player = state.players[command.player]
    if command.kind not in player.shipyard_cards:
        raise refuse("card.not_held", "You do not hold that card.", kind=command.kind)
    if command.kind == "icebreaker":
        if command.area is None or command.area not in icebreaker_areas(state, command.player):
            raise refuse(
                "card.icebreaker_area",
                "Lay the Icebreaker on an area where the second ship is yours.",
                area=command.area,
            )
    elif command.area is not None:
        raise refuse("card.no_area", "Only an Icebreaker is laid on an area.")
    if command.kind == "quick_research":
        check_track(state, command.track)
    elif command.track is not None:
        raise refuse("card.no_track", "Only Quick research advances on a track.")
    if command.kind == "place_scientist" and player.personal == 0:
        raise refuse("card.no_scientist", "Your personal reserve has no scientist to place.")


def play(run: Run, command: PlayCard) -> None:
    seat = command.player
    run.emit(CardPlayed(seat=seat, kind=command.kind, area=command.area, track=command.track))
    turn = run.state.turn
    assert turn is not None and turn.target is not None
    if command.kind == "place_scientist":
        run.emit(ScientistPlaced(seat=seat, area=turn.target))
    elif command.kind == "two_scientists":
        count = min(2, run.state.players[seat].common)
        run.emit(ScientistsGained(seat=seat, count=count, wanted=2, reason="card"))
    elif command.kind == "quick_research":
        assert command.track is not None
        advance(run, seat, command.track, 3)


def check_discard(state: GameState, command: Discard) -> None:
    """One cube or ship per turn from Available Resources, or a ship from the board;
    never a cube from the board; allowed with an empty common reserve."""
    turn = state.turn
    assert turn is not None
    player = state.players[command.player]
    if turn.discarded:
        raise refuse("discard.one_per_turn", "You have already discarded this turn.")
    if command.what != "board_ship" and command.area is not None:
        raise refuse("discard.no_area", "Only a ship from the board comes from an area.")
    if command.what == "cube" and player.cubes == 0:
        raise refuse("discard.no_cube", "You have no cube in Available Resources.")
    if command.what == "ship" and player.ships == 0:
        raise refuse("discard.no_ship", "You have no ship in Available Resources.")
    if command.what == "board_ship":
        if command.area is None or removable_index(state, command.area, command.player) is None:
            raise refuse(
                "discard.no_board_ship", "You have no ship there to discard.", area=command.area
            )
        if (
            command.area == turn.area
            and not turn.moved
            and (state.areas[command.area].ships_of(command.player) < 2)
        ):
            raise refuse("discard.acting_ship", "Your acting ship must move first.")
        if ships_on_board(state) <= 1:
            raise refuse(
                "discard.last_ship", "The last ship on the board stays: the sun needs one."
            )


def discard(run: Run, command: Discard) -> None:
    run.emit(Discarded(seat=command.player, what=command.what, area=command.area))
    count = min(1, run.state.players[command.player].common)
    run.emit(ScientistsGained(seat=command.player, count=count, wanted=1, reason="discard"))


def check_reveal(state: GameState, command: Reveal) -> None:
    """The new face-up card of a deck whose top the table has not named yet."""
    deck = state.deck(command.deck)
    if not deck.awaiting_reveal:
        raise refuse(
            "reveal.not_needed", "That deck has a face-up card already.", deck=command.deck
        )
    if command.card not in deck.hidden:
        raise refuse(
            "reveal.not_in_deck",
            "That card is not among the deck's face-down cards.",
            deck=command.deck,
            card=command.card,
        )


def reveal(run: Run, command: Reveal) -> None:
    run.emit(CardRevealed(deck=command.deck, card=command.card))
