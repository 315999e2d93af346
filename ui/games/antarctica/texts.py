"""The Antarctica engine's sentences (``ant.*`` codes) in the app's language.

The English is the engine's (``companion/games/antarctica/english.py``); each
template is marked here for Qt Linguist so that it can be translated.
"""

from __future__ import annotations

from ui.i18n import per_language, translate


@per_language
def next_steps() -> dict[str, str]:
    """What the table does next (the banner's sentence), and the game's options."""
    return {
        "ant.next.setup": translate(
            "antarctica",
            "Set up the game",
        ),
        "ant.next.over": translate(
            "antarctica",
            "The game is over ({reasons}): final scoring",
        ),
        "ant.next.reveal": translate(
            "antarctica",
            "Turn up the next card of the {deck} building deck and name it",
        ),
        "ant.next.move": translate(
            "antarctica",
            "{player}: the sun is on area {area}; move your first ship there to a "
            "different area with a free ship space",
        ),
        "ant.next.move_second": translate(
            "antarctica",
            "{player}: Icebreaker turn; move your second ship in area {area} to a "
            "different area with a free ship space",
        ),
        "ant.next.act": translate(
            "antarctica",
            "{player}: take one action in area {area} (build, build a ship, "
            "recruit, research) or none; play a card, discard a resource, then end "
            "the turn",
        ),
        "ant.next.end": translate(
            "antarctica",
            "{player}: play a card or discard a resource if you like, then end the turn",
        ),
        "ant.next.effect.move_ship": translate(
            "antarctica",
            "{player}: move one of your ships to another area, or pass",
        ),
        "ant.next.effect.advance_three": translate(
            "antarctica",
            "{player}: advance three spaces on a research track not chosen by "
            "another player for this symbol, or pass",
        ),
        "ant.next.effect.shipyard_pick": translate(
            "antarctica",
            "{player}: take a shipyard card of your choice",
        ),
        "ant.next.effect.expertise_card": translate(
            "antarctica",
            "{player}: draw a resource expertise card and say which resource it shows",
        ),
        "ant.next.effect.basic_resource_card": translate(
            "antarctica",
            "{player}: take a basic resource card and say which resource it shows",
        ),
        "ant.next.effect.scientist": translate(
            "antarctica",
            "{player}: take a scientist from the common reserve",
        ),
        "ant.next.effect.ship_to_sun": translate(
            "antarctica",
            "{player}: send a ship from Available Resources to the sun's area",
        ),
        "ant.next.effect.shipyard_draft": translate(
            "antarctica",
            "{player}: shipyard draft",
        ),
        "ant.end.last_scientist": translate(
            "antarctica",
            "a player has placed the last scientist",
        ),
        "ant.end.last_building": translate(
            "antarctica",
            "the last building card was taken",
        ),
        "ant.option.basic_card_rule": translate(
            "antarctica",
            'The "basic resource card" symbol gives a card',
        ),
        "ant.option.basic_card_rule.if_used": translate(
            "antarctica",
            "only once the starting card is used (rulebook)",
        ),
        "ant.option.basic_card_rule.if_unused": translate(
            "antarctica",
            "only while the starting card is unused",
        ),
    }


@per_language
def refusals() -> dict[str, str]:
    """Why the rules refuse a tap."""
    return {
        "ant.setup.first": translate(
            "antarctica",
            "Set up the game first.",
        ),
        "ant.setup.done": translate(
            "antarctica",
            "The game is already set up.",
        ),
        "ant.setup.same_name": translate(
            "antarctica",
            "Two players have the same name.",
        ),
        "ant.setup.same_colour": translate(
            "antarctica",
            "Two players have the same colour.",
        ),
        "ant.setup.building_per_area": translate(
            "antarctica",
            "Place one starting building on every open area and none on a closed "
            "one (area {area}).",
        ),
        "ant.setup.starting_buildings": translate(
            "antarctica",
            "The starting buildings are 2 camps, the naval and the coastal research "
            "centre, a wind turbine, a rig tower, a drill and a crane (with 2 "
            "players without the second camp and the naval centre).",
        ),
        "ant.setup.placing_order": translate(
            "antarctica",
            "Each player places their ships in turn: A, B, C, then C, A, B, then B, "
            "C, A (one seat further each round).",
        ),
        "ant.setup.ship_area": translate(
            "antarctica",
            "Ships go on open areas, three at most per area.",
        ),
        "ant.setup.b_track": translate(
            "antarctica",
            "With 2 players, player B puts a cube on an open research track (only then).",
        ),
        "ant.setup.face_up_twice": translate(
            "antarctica",
            "One face-up card per deck.",
        ),
        "ant.setup.face_up_card": translate(
            "antarctica",
            "Card {card} is not in the {deck} deck for this player count.",
        ),
        "ant.game.over": translate(
            "antarctica",
            "The game is over.",
        ),
        "ant.reveal.first": translate(
            "antarctica",
            "First name the card that came up on the {deck} deck.",
        ),
        "ant.reveal.not_needed": translate(
            "antarctica",
            "The {deck} deck has a face-up card already.",
        ),
        "ant.reveal.not_in_deck": translate(
            "antarctica",
            "Card {card} is not among the {deck} deck's face-down cards.",
        ),
        "ant.effect.first": translate(
            "antarctica",
            "{player} resolves the waiting effect first ({effect}).",
        ),
        "ant.effect.none": translate(
            "antarctica",
            "No effect is waiting to be resolved.",
        ),
        "ant.effect.not_yours": translate(
            "antarctica",
            "{player} resolves the next effect first.",
        ),
        "ant.effect.other": translate(
            "antarctica",
            "That does not resolve the waiting effect ({effect}).",
        ),
        "ant.effect.track_taken": translate(
            "antarctica",
            "Another player chose the {track} track for this symbol: each takes a different one.",
        ),
        "ant.effect.no_ship_there": translate(
            "antarctica",
            "You have no ship in area {area} that can move (a ship built this turn cannot).",
        ),
        "ant.effect.no_such_card": translate(
            "antarctica",
            "No {kind} card is left in the shipyard pile.",
        ),
        "ant.turn.not_yours": translate(
            "antarctica",
            "It is {player}'s turn.",
        ),
        "ant.turn.move_first": translate(
            "antarctica",
            "Move your ship first: the move is mandatory.",
        ),
        "ant.move.done": translate(
            "antarctica",
            "Your ship has already moved this turn.",
        ),
        "ant.move.same_area": translate(
            "antarctica",
            "Move the ship to a different area: it cannot stay in area {area}.",
        ),
        "ant.move.closed": translate(
            "antarctica",
            "Area {area} is closed in this game.",
        ),
        "ant.move.full": translate(
            "antarctica",
            "Area {area} has no free ship space.",
        ),
        "ant.action.move_first": translate(
            "antarctica",
            "Move your ship first: the action comes after.",
        ),
        "ant.action.one_per_turn": translate(
            "antarctica",
            "You have already taken this turn's action.",
        ),
        "ant.build.not_face_up": translate(
            "antarctica",
            "Building card {card} is not face up.",
        ),
        "ant.build.no_piece": translate(
            "antarctica",
            "No {building} is left to build.",
        ),
        "ant.build.already_there": translate(
            "antarctica",
            "The target area already has a {building}: one of each kind per area.",
        ),
        "ant.build.scientists": translate(
            "antarctica",
            "The card needs {need} scientists in your personal reserve; you have {have}.",
        ),
        "ant.build.card_not_held": translate(
            "antarctica",
            "You do not hold that resource card.",
        ),
        "ant.build.card_not_needed": translate(
            "antarctica",
            "Your ships already reach a {building}: no resource card is needed for it.",
        ),
        "ant.build.no_access": translate(
            "antarctica",
            "None of your ships is in an area with: {buildings}.",
        ),
        "ant.build.no_research": translate(
            "antarctica",
            "This card gives no research points: choose no track.",
        ),
        "ant.build_ship.no_shipyard": translate(
            "antarctica",
            "There is no shipyard in the target area.",
        ),
        "ant.build_ship.no_ship": translate(
            "antarctica",
            "You have no ship left in Available Resources.",
        ),
        "ant.build_ship.full": translate(
            "antarctica",
            "The sun's area has no free ship space.",
        ),
        "ant.recruit.no_camp": translate(
            "antarctica",
            "There is no camp in the target area.",
        ),
        "ant.research.no_centre": translate(
            "antarctica",
            "The target area has no research centre for the {track} track.",
        ),
        "ant.research.no_track": translate(
            "antarctica",
            "Choose a research track.",
        ),
        "ant.research.closed_track": translate(
            "antarctica",
            "The {track} track is not used in this game.",
        ),
        "ant.card.move_first": translate(
            "antarctica",
            "Move your ship first: cards are played after it.",
        ),
        "ant.card.one_per_turn": translate(
            "antarctica",
            "You have already played a card this turn.",
        ),
        "ant.card.second_turn": translate(
            "antarctica",
            "You played a card in your first turn: none in the second one.",
        ),
        "ant.card.not_held": translate(
            "antarctica",
            "You do not hold a {kind} card.",
        ),
        "ant.card.icebreaker_area": translate(
            "antarctica",
            "Lay the Icebreaker on an area where the second ship is yours.",
        ),
        "ant.card.no_area": translate(
            "antarctica",
            "Only an Icebreaker is laid on an area.",
        ),
        "ant.card.no_track": translate(
            "antarctica",
            "Only Quick research advances on a track.",
        ),
        "ant.card.no_scientist": translate(
            "antarctica",
            "Your personal reserve has no scientist to place.",
        ),
        "ant.discard.one_per_turn": translate(
            "antarctica",
            "You have already discarded this turn.",
        ),
        "ant.discard.no_area": translate(
            "antarctica",
            "Only a ship from the board comes from an area.",
        ),
        "ant.discard.no_cube": translate(
            "antarctica",
            "You have no cube in Available Resources.",
        ),
        "ant.discard.no_ship": translate(
            "antarctica",
            "You have no ship in Available Resources.",
        ),
        "ant.discard.no_board_ship": translate(
            "antarctica",
            "You have no ship in area {area} to discard.",
        ),
        "ant.discard.acting_ship": translate(
            "antarctica",
            "Your acting ship must move first.",
        ),
        "ant.discard.last_ship": translate(
            "antarctica",
            "The last ship on the board stays: the sun needs one.",
        ),
    }


@per_language
def scoring() -> dict[str, str]:
    """Final scoring's working and the catalogue's problems."""
    return {
        "ant.stats.areas": translate("antarctica", "Areas"),
        "ant.stats.tracks": translate("antarctica", "Research tracks"),
        "ant.stats.asterisks": translate("antarctica", "Asterisk cards"),
        "ant.stats.discarded": translate("antarctica", "Discarded resources"),
        "ant.score.area.total": translate(
            "antarctica",
            "Area {number}: {buildings} buildings + {scientists} scientists + 1 = "
            "{points} for the most scientists",
        ),
        "ant.score.area.first": translate(
            "antarctica",
            "Area {number}: first (scientists: {own}): {points} points",
        ),
        "ant.score.area.next": translate(
            "antarctica",
            "Area {number}: place {place} (scientists: {own}): {points} points, the "
            "scientists of {above}, ranked just above",
        ),
        "ant.score.area.none": translate(
            "antarctica",
            "Area {number}: no scientists there, no points",
        ),
        "ant.score.track.first": translate(
            "antarctica",
            "{track} track: furthest cube: cubes on the track × value = {cubes} × "
            "{value} = {points} points",
        ),
        "ant.score.track.next": translate(
            "antarctica",
            "{track} track: place {place}, behind {above}: the value of one cube, {points} points",
        ),
        "ant.score.track.none": translate(
            "antarctica",
            "{track} track: no cube there, no points",
        ),
        "ant.score.asterisks.first": translate(
            "antarctica",
            "Asterisk building cards: first (cards: {own}): all players' {total} = {points} points",
        ),
        "ant.score.asterisks.next": translate(
            "antarctica",
            "Asterisk building cards: place {place} (cards: {own}): {points} "
            "points, the cards of {above}, ranked just above",
        ),
        "ant.score.asterisks.none": translate(
            "antarctica",
            "Asterisk building cards: none, no points",
        ),
        "ant.score.discarded.first": translate(
            "antarctica",
            "Discarded resources: first (resources: {own}): all players' {total} = {points} points",
        ),
        "ant.score.discarded.next": translate(
            "antarctica",
            "Discarded resources: place {place} (resources: {own}): {points} "
            "points, the resources of {above}, ranked just above",
        ),
        "ant.score.discarded.none": translate(
            "antarctica",
            "Discarded resources: none, no points",
        ),
        "ant.score.tie": translate(
            "antarctica",
            "Place {place} shared with {others}: each gets the place's points",
        ),
        "ant.score.tiebreak.first_places": translate(
            "antarctica",
            "{tied} tie on points; {winner} wins with the most first places ({first_places})",
        ),
        "ant.score.tiebreak.building_cards": translate(
            "antarctica",
            "{tied} tie on points and first places; {winner} wins with the most "
            "building cards ({building_cards})",
        ),
        "ant.score.tiebreak.shared": translate(
            "antarctica",
            "{winners} tie on points, first places and building cards: a shared victory",
        ),
        "ant.data.unreadable": translate(
            "antarctica",
            "The {kind} {key} a table saved cannot be read ({reason}); left out",
        ),
        "ant.data.invalid": translate(
            "antarctica",
            "The {kind} {key} a table saved is not valid at {field}; left out",
        ),
        "ant.data.key_mismatch": translate(
            "antarctica",
            "The {kind} {key} a table saved describes {id}; left out",
        ),
        "ant.data.unknown_kind": translate(
            "antarctica",
            "A table saved a {kind} ({key}), which Antarctica does not use; left out",
        ),
        "ant.data.unknown_item": translate(
            "antarctica",
            "The {kind} {key} a table saved is not in the game; left out",
        ),
        "ant.data.unplayable": translate(
            "antarctica",
            "The {kind} {key} a table saved would make the game unplayable ({why}); left out",
        ),
        "ant.data.too_many_buildings": translate(
            "antarctica",
            "{cards} building cards place a {building}, but the box has {limit} "
            "left after the starting buildings",
        ),
        "ant.data.deck_too_large": translate(
            "antarctica",
            "The {deck} deck has {cards} cards; the box has {limit}",
        ),
        "ant.data.centre_tracks": translate(
            "antarctica",
            "The {centre} research centre needs one track, not {tracks}",
        ),
        "ant.data.first_game_ships": translate(
            "antarctica",
            "The first game's ships for {players} players must all be placed, in placing "
            "order, on open areas, three at most per area",
        ),
    }
