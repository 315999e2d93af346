"""The English templates of final scoring's messages (``ant.score.*``) and of the
catalogue's problems (``ant.data.*``), merged into the game's English texts for the CLI."""

from __future__ import annotations

SCORING_TEXTS: dict[str, str] = {
    "ant.score.area.total": (
        "Area {number}: {buildings} buildings + {scientists} scientists + 1 = {points} "
        "for the most scientists"
    ),
    "ant.score.area.first": "Area {number}: first (scientists: {own}): {points} points",
    "ant.score.area.next": (
        "Area {number}: place {place} (scientists: {own}): {points} points, "
        "the scientists of {above}, ranked just above"
    ),
    "ant.score.area.none": "Area {number}: no scientists there, no points",
    "ant.score.track.first": (
        "{track} track: furthest cube: cubes on the track × value = {cubes} × {value} = "
        "{points} points"
    ),
    "ant.score.track.next": (
        "{track} track: place {place}, behind {above}: the value of one cube, {points} points"
    ),
    "ant.score.track.none": "{track} track: no cube there, no points",
    "ant.score.asterisks.first": (
        "Asterisk building cards: first (cards: {own}): all players' {total} = {points} points"
    ),
    "ant.score.asterisks.next": (
        "Asterisk building cards: place {place} (cards: {own}): {points} points, "
        "the cards of {above}, ranked just above"
    ),
    "ant.score.asterisks.none": "Asterisk building cards: none, no points",
    "ant.score.discarded.first": (
        "Discarded resources: first (resources: {own}): all players' {total} = {points} points"
    ),
    "ant.score.discarded.next": (
        "Discarded resources: place {place} (resources: {own}): {points} points, "
        "the resources of {above}, ranked just above"
    ),
    "ant.score.discarded.none": "Discarded resources: none, no points",
    "ant.score.tie": "Place {place} shared with {others}: each gets the place's points",
    "ant.score.tiebreak.first_places": (
        "{tied} tie on points; {winner} wins with the most first places ({first_places})"
    ),
    "ant.score.tiebreak.building_cards": (
        "{tied} tie on points and first places; {winner} wins with the most building "
        "cards ({building_cards})"
    ),
    "ant.score.tiebreak.shared": (
        "{winners} tie on points, first places and building cards: a shared victory"
    ),
    "ant.data.unreadable": "The {kind} {key} a table saved cannot be read ({reason}); left out",
    "ant.data.invalid": "The {kind} {key} a table saved is not valid at {field}; left out",
    "ant.data.key_mismatch": "The {kind} {key} a table saved describes {id}; left out",
    "ant.data.unknown_kind": (
        "A table saved a {kind} ({key}), which Antarctica does not use; left out"
    ),
    "ant.data.unknown_item": "The {kind} {key} a table saved is not in the game; left out",
    "ant.data.unplayable": (
        "The {kind} {key} a table saved would make the game unplayable ({why}); left out"
    ),
    "ant.data.too_many_buildings": (
        "{cards} building cards place a {building}, but the box has {limit} left after the "
        "starting buildings"
    ),
    "ant.data.deck_too_large": "The {deck} deck has {cards} cards; the box has {limit}",
    "ant.data.centre_tracks": "The {centre} research centre needs one track, not {tracks}",
}
"""Every code final scoring and the catalogue say, with its English sentence."""
