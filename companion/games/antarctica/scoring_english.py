"""The English templates of final scoring's messages (``ant.score.*``), merged into
the game's English texts for the CLI."""

from __future__ import annotations

SCORING_TEXTS: dict[str, str] = {
    "ant.score.area.total": (
        "Area {number}: {buildings} buildings + {scientists} scientists + 1 = {points} "
        "for the most scientists"
    ),
    "ant.score.area.first": "Area {number}: most scientists ({own}): {points} points",
    "ant.score.area.next": (
        "Area {number}: place {place} with {own} scientists: {points} points, "
        "the scientists of {above} ranked just above"
    ),
    "ant.score.area.none": "Area {number}: no scientists there, no points",
    "ant.score.track.first": (
        "{track} track: furthest cube: {cubes} cubes × {value} = {points} points"
    ),
    "ant.score.track.next": (
        "{track} track: place {place}, behind {above}: the value of a cube, {points} points"
    ),
    "ant.score.track.none": "{track} track: no cube there, no points",
    "ant.score.asterisks.first": (
        "Asterisk building cards: most ({own}): all players' {total} = {points} points"
    ),
    "ant.score.asterisks.next": (
        "Asterisk building cards: place {place} with {own}: {points} points, "
        "the cards of {above} ranked just above"
    ),
    "ant.score.asterisks.none": "Asterisk building cards: none, no points",
    "ant.score.discarded.first": (
        "Discarded resources: most ({own}): all players' {total} = {points} points"
    ),
    "ant.score.discarded.next": (
        "Discarded resources: place {place} with {own}: {points} points, "
        "the resources of {above} ranked just above"
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
}
"""Every code final scoring says, with its English sentence."""
