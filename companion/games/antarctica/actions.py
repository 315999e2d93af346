"""The turn's one action in the target area ("SEQUENZA DI GIOCO", "RIQUADRO B",
"RIQUADRO C")."""

from __future__ import annotations

from companion.games.antarctica.board import accessible, centre_tracks, has_room, presence
from companion.games.antarctica.cards import check_card_allowed
from companion.games.antarctica.commands import Build, BuildShip, Recruit, Research
from companion.games.antarctica.data import BuildingCard, BuildingKind
from companion.games.antarctica.effects import others_from_right, shipyard_picks
from companion.games.antarctica.events import (
    ActionTaken,
    BuildingBuilt,
    ResourceCardUsed,
    ScientistsGained,
    ShipLaunched,
)
from companion.games.antarctica.research import advance, check_track
from companion.games.antarctica.run import Run, refuse
from companion.games.antarctica.state import GameState


def target_of(state: GameState) -> int:
    """The target area, once the ship has moved and before the turn's action."""
    turn = state.turn
    assert turn is not None
    if turn.target is None:
        raise refuse("action.move_first", "Move your ship first: the action comes after.")
    if turn.action is not None:
        raise refuse("action.one_per_turn", "You have already taken this turn's action.")
    return turn.target


def missing_access(state: GameState, seat: int, card: BuildingCard) -> set[BuildingKind]:
    """The pictured buildings none of ``seat``'s ships reaches."""
    return set(card.access) - accessible(state, seat)


def check_build(state: GameState, command: Build) -> None:
    """A face-up card; a piece left; not twice in the area; its scientists in the
    personal reserve; access through ships or one resource card (the turn's card);
    then its research points on an open track of choice."""
    target = target_of(state)
    if command.card not in state.face_up():
        raise refuse("build.not_face_up", "That building card is not face up.", card=command.card)
    card = state.catalogue.card(command.card)
    player = state.players[command.player]
    if state.supply.get(card.building, 0) == 0:
        raise refuse("build.no_piece", "No such building is left.", building=card.building)
    if card.building in state.areas[target].buildings:
        raise refuse(
            "build.already_there",
            "The target area already has that building: one of each kind per area.",
            building=card.building,
        )
    if player.personal < card.scientists:
        raise refuse(
            "build.scientists",
            f"The card needs {card.scientists} scientists in your personal reserve.",
            need=card.scientists,
            have=player.personal,
        )
    missing = missing_access(state, command.player, card)
    used = command.resource_card
    if used is not None:
        if used not in player.resource_cards:
            raise refuse("build.card_not_held", "You do not hold that resource card.")
        if used.building not in missing:
            raise refuse(
                "build.card_not_needed",
                "Your ships already reach that building: no resource card is needed for it.",
                building=used.building,
            )
        check_card_allowed(state)
        missing.discard(used.building)
    if missing:
        raise refuse(
            "build.no_access",
            "None of your ships is in an area with the buildings the card pictures.",
            buildings=sorted(missing),
        )
    if card.research:
        check_track(state, command.track)
    elif command.track is not None:
        raise refuse("build.no_research", "This card gives no research points.")


def build(run: Run, command: Build) -> None:
    state = run.state
    seat = command.player
    card = state.catalogue.card(command.card)
    deck = next(d.deck for d in state.decks if d.face_up == command.card)
    turn = state.turn
    assert turn is not None and turn.target is not None
    run.emit(ActionTaken(seat=seat, action="build"))
    if command.resource_card is not None:
        run.emit(ResourceCardUsed(seat=seat, card=command.resource_card))
    run.emit(
        BuildingBuilt(
            seat=seat,
            card=card.id,
            deck=deck,
            building=card.building,
            area=turn.target,
            scientists=card.scientists,
        )
    )
    if card.research and command.track is not None:
        advance(run, seat, command.track, card.research)


def check_build_ship(state: GameState, command: BuildShip) -> None:
    """A shipyard in the target area, a ship in Available Resources, and room at
    the back of the sun's area (always, unless ships came in during the turn)."""
    target = target_of(state)
    turn = state.turn
    assert turn is not None
    if "shipyard" not in state.areas[target].buildings:
        raise refuse("build_ship.no_shipyard", "There is no shipyard in the target area.")
    if state.players[command.player].ships == 0:
        raise refuse("build_ship.no_ship", "You have no ship left in Available Resources.")
    if not has_room(state.areas[turn.area]):
        raise refuse("build_ship.full", "The sun's area has no free ship space.")


def build_ship(run: Run, command: BuildShip) -> None:
    turn = run.state.turn
    assert turn is not None
    run.emit(ActionTaken(seat=command.player, action="build_ship"))
    run.emit(ShipLaunched(seat=command.player, area=turn.area, built=True))
    shipyard_picks(run, others_from_right(run.state, command.player))


def check_recruit(state: GameState, command: Recruit) -> None:
    """A camp in the target area."""
    target = target_of(state)
    if "camp" not in state.areas[target].buildings:
        raise refuse("recruit.no_camp", "There is no camp in the target area.")


def recruit(run: Run, command: Recruit) -> None:
    state = run.state
    seat = command.player
    turn = state.turn
    assert turn is not None and turn.target is not None
    wanted = presence(state, seat, turn.target)
    count = min(wanted, state.players[seat].common)
    run.emit(ActionTaken(seat=seat, action="recruit"))
    run.emit(ScientistsGained(seat=seat, count=count, wanted=wanted, reason="recruit"))


def check_research(state: GameState, command: Research) -> None:
    """A research centre of that track in the target area."""
    target = target_of(state)
    if command.track not in centre_tracks(state, target):
        raise refuse(
            "research.no_centre",
            "The target area has no research centre for that track.",
            track=command.track,
        )


def research(run: Run, command: Research) -> None:
    state = run.state
    turn = state.turn
    assert turn is not None and turn.target is not None
    points = presence(state, command.player, turn.target)
    run.emit(ActionTaken(seat=command.player, action="research"))
    advance(run, command.player, command.track, points)
