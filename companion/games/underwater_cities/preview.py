"""What a card's effect would give one player right now (the card-entry step's
live preview): the same evaluation production and final scoring use."""

from __future__ import annotations

from collections.abc import Iterable

from companion.core.messages import Message
from companion.games.underwater_cities.actions import GainPart
from companion.games.underwater_cities.effects import Conversion, Source
from companion.games.underwater_cities.evaluation import evaluate, facts_of
from companion.games.underwater_cities.library import CardEntry
from companion.games.underwater_cities.model import RESOURCE_NAMES, ZERO, Resources, amounts, msg
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.state import GameState


def preview(state: GameState, player: int, entry: CardEntry) -> tuple[Message, ...]:
    """What ``entry``'s effect gives ``player`` now (production, final scoring, an
    instant gain, a trigger), and whether its condition holds."""
    me = state.players[player]
    facts = facts_of(board_of(state, player), me.built, me.paid_specials)
    source = Source(label=entry.label, card=entry.key)
    said: list[Message] = []
    if entry.requires is not None:
        have = facts.counts[entry.requires.count]
        said.append(
            msg(
                "uc.preview.requires",
                count=entry.requires.count,
                have=have,
                need=entry.requires.at_least,
            )
        )
    effect = entry.production or entry.scoring
    if isinstance(effect, Conversion):
        from companion.games.underwater_cities.scoring import optimal_spend  # not at the start

        offer = evaluate(effect, facts, source).offer
        points = optimal_spend([offer], me.resources).card_points if offer is not None else 0
        said.append(msg("uc.preview.scoring", gain=amounts(ZERO, points)))
    elif effect is not None:
        lines = evaluate(effect, facts, source).lines
        total = _sum(line.resources for line in lines)
        points = sum(line.points for line in lines)
        code = "uc.preview.production" if entry.production is not None else "uc.preview.scoring"
        said.append(msg(code, gain=amounts(total, points)))
    if entry.trigger is not None:
        said.append(
            msg("uc.preview.trigger", gain=amounts(entry.trigger.gain, entry.trigger.points))
        )
    if entry.effect is not None and len(entry.effect.options) == 1:
        gains = [p for p in entry.effect.options[0] if isinstance(p, GainPart)]
        if gains:
            total = _sum(p.resources for p in gains)
            gain = amounts(total, sum(p.points for p in gains), sum(p.cards for p in gains))
            said.append(msg("uc.preview.instant", gain=gain))
    if entry.hand_limit:
        said.append(msg("uc.preview.hand_limit", limit=me.hand_limit + entry.hand_limit))
    if entry.table_resolved:
        said.append(msg("uc.preview.table_resolved"))
    return tuple(said)


def _sum(bundles: Iterable[Resources]) -> Resources:
    total = dict.fromkeys(RESOURCE_NAMES, 0)
    for bundle in bundles:
        for name, amount in bundle.items():
            total[name] += amount
    return Resources(**total)
